import reducer, { checkoutActions as a, type CheckoutState } from './checkoutSlice';
import { selectCheckoutTotals } from './selectors';
import { emptyCart, type CartState } from '../cart/cartSlice';
import { initialPromo } from '../promo/promoSlice';

const start = reducer(undefined, { type: 'init' });
const run = (...actions: Parameters<typeof reducer>[1][]) => actions.reduce(reducer, start);

describe('selectCheckoutTotals', () => {
  const cart: CartState = { ...emptyCart, items: [{ unitPrice: { price: 450 }, quantity: 2 } as CartState['items'][number]] };
  const totals = (checkout: CheckoutState) => selectCheckoutTotals({ checkout, cart, promo: initialPromo });

  it.each<[string, CheckoutState, number, number]>([
    ['inside Dhaka by default', start, 80, 980],
    ['outside Dhaka by default', run(a.formChanged({ pickupDistrict: 'OUTSIDE_DHAKA' })), 120, 1020],
    ['with the fetched charge', run(a.deliveryChargesLoaded({ list: [{ id: 'INSIDE_DHAKA', charge: 60 }] })), 60, 960],
  ])('%s', (_, checkout, delivery, payable) => {
    expect(totals(checkout)).toEqual({ subtotal: 900, promo: 0, vatPercent: 0, vat: 0, delivery, payable });
  });
});

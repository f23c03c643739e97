import { act, screen } from '@testing-library/react';
import type { ApiResult } from '../../api/http';
import type { ShopApi } from '../../api/shopApi';
import { PAYMENT_EXPIRED } from '../../domain/pageTexts';
import { cartActions } from '../../features/cart/cartSlice';
import { bigShirt } from '../../test/qaJourney';
import { fakeDeps } from '../../test/fakes';
import { renderWithStore } from '../../test/render';
import PaymentCancelPage from './PaymentCancelPage';
import PaymentSuccessPage from './PaymentSuccessPage';

/** What the server answers every payment report once the order's payment window has passed. */
const expired = (): Promise<ApiResult<unknown>> =>
  Promise.resolve({
    status: 409,
    networkError: false,
    body: { error: 'Invoice INV-100001 is already EXPIRED.', paymentStatus: 'EXPIRED' },
  });

describe.each([
  ['success', PaymentSuccessPage],
  ['cancel', PaymentCancelPage],
])('the payment %s page of an order that expired unpaid', (page, Page) => {
  async function open() {
    const api = { confirmPayment: jest.fn(expired), cancelPayment: jest.fn(expired) } as unknown as ShopApi;
    const view = renderWithStore(<Page />, {
      route: `/payments/${page}?invoiceId=INV-100001&token=payment-token`,
      deps: fakeDeps({ api }),
    });
    act(() => void view.store.dispatch(cartActions.itemAdded(bigShirt)));
    await screen.findByRole('heading', { name: PAYMENT_EXPIRED.title });
    return view;
  }

  it('says the time to pay ran out, names the invoice, says nothing was charged and the cart is still there', async () => {
    await open();
    expect(screen.getByText(PAYMENT_EXPIRED.invoice('INV-100001'))).toHaveTextContent(/INV-100001.*nothing was charged/);
    expect(screen.getByText(PAYMENT_EXPIRED.cartKept)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');
    expect(screen.getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/cart');
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  });

  it('keeps the cart', async () => {
    const { store } = await open();
    expect(store.getState().cart.items.map((line) => [line.sku.code, line.quantity])).toEqual([[bigShirt.sku.code, bigShirt.quantity]]);
  });
});

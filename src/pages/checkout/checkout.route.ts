import { checkoutActions } from '../../features/checkout/checkoutSlice';
import type { PageRoute } from '../pageRoute';

const checkout: PageRoute = {
  path: 'checkout',
  chunk: 'checkout',
  storedCart: true,
  load: () => import(/* webpackChunkName: "checkout" */ './CheckoutPage'),
  messages: ['checkout'],
  // The code prompt's words and the waiting orders' come only with an answer to Confirm Order: 4.6 KiB of gzip a phone
  // would otherwise fetch before the form can answer a tap.
  laterMessages: ['account', 'orders'],
  // The checkout asks for a code to confirm a number (COD_VERIFY) as the account page does: it brings that saga too; and
  // it offers Pay now and Cancel order on the orders that hold the cap on waiting orders, as tracking does; and its
  // summary takes a promo code and counts down a drop's held lines as the cart does.
  sagas: async () => (await import(/* webpackChunkName: "checkout-sagas" */ './checkoutSagas')).sagas,
  title: 'titles.checkout',
  intents: () => [checkoutActions.opened()],
};
export default checkout;

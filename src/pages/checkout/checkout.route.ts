import { checkoutActions } from '../../features/checkout/checkoutSlice';
import type { PageRoute } from '../pageRoute';

const checkout: PageRoute = {
  path: 'checkout',
  chunk: 'checkout',
  load: () => import(/* webpackChunkName: "checkout" */ './CheckoutPage'),
  title: 'Checkout',
  intents: () => [checkoutActions.opened()],
};
export default checkout;

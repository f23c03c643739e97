import { checkoutActions } from '../../features/checkout/checkoutSlice';
import type { PageRoute } from '../pageRoute';

const checkout: PageRoute = {
  path: 'checkout',
  chunk: 'checkout',
  load: () => import(/* webpackChunkName: "checkout" */ './CheckoutPage'),
  sagas: async () => [(await import(/* webpackChunkName: "checkout" */ '../../features/checkout/checkoutSaga')).checkoutSaga],
  title: 'titles.checkout',
  intents: () => [checkoutActions.opened()],
};
export default checkout;

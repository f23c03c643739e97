import { checkoutActions } from '../../features/checkout/checkoutSlice';
import type { PageRoute } from '../pageRoute';

const checkout: PageRoute = {
  path: 'checkout',
  chunk: 'checkout',
  load: () => import(/* webpackChunkName: "checkout" */ './CheckoutPage'),
  // The checkout asks for a code to confirm a number (COD_VERIFY) as the account page does: it brings that saga too.
  sagas: async () => {
    const [{ checkoutSaga }, { accountPageSaga }] = await Promise.all([
      import(/* webpackChunkName: "checkout" */ '../../features/checkout/checkoutSaga'),
      import(/* webpackChunkName: "account-saga" */ '../../features/account/accountPageSaga'),
    ]);
    return [checkoutSaga, accountPageSaga];
  },
  title: 'titles.checkout',
  intents: () => [checkoutActions.opened()],
};
export default checkout;

import type { PageRoute } from '../pageRoute';

/** The shopper's account: never indexed, never kept by a shared cache; the server renders it signed out, the browser checks. */
const account: PageRoute = {
  path: 'account',
  chunk: 'account',
  load: () => import(/* webpackChunkName: "account" */ './AccountPage'),
  title: 'My Account',
  description: 'Sign in with your mobile number to see your orders, track them and order again.',
  private: true,
};
export default account;

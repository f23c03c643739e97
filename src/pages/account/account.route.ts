import type { PageRoute } from '../pageRoute';

/** The shopper's account: never indexed, never kept by a shared cache; the server renders it signed out, the browser checks. */
const account: PageRoute = {
  path: 'account',
  chunk: 'account',
  load: () => import(/* webpackChunkName: "account" */ './AccountPage'),
  messages: ['account', 'checkout', 'orders'],
  sagas: async () => (await import(/* webpackChunkName: "account-sagas" */ './accountSagas')).sagas,
  title: 'titles.account',
  description: 'titles.account.description',
  private: true,
};
export default account;

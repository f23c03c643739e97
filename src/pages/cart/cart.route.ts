import type { PageRoute } from '../pageRoute';

const cart: PageRoute = {
  path: 'cart',
  chunk: 'cart',
  load: () => import(/* webpackChunkName: "cart" */ './CartPage'),
  title: 'titles.cart',
};
export default cart;

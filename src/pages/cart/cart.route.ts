import type { PageRoute } from '../pageRoute';

const cart: PageRoute = {
  path: 'cart',
  chunk: 'cart',
  storedCart: true,
  load: () => import(/* webpackChunkName: "cart" */ './CartPage'),
  // A promo code is applied, and checked again as the cart changes, here and at the checkout; a drop's held lines count down.
  sagas: async () => (await import(/* webpackChunkName: "cart-sagas" */ './cartSagas')).sagas,
  title: 'titles.cart',
};
export default cart;

import type { PageRoute } from '../pageRoute';

const cart: PageRoute = {
  path: 'cart',
  chunk: 'cart',
  load: () => import(/* webpackChunkName: "cart" */ './CartPage'),
  // A promo code is applied, and checked again as the cart changes, here and at the checkout.
  sagas: async () => [(await import(/* webpackChunkName: "cart-sagas" */ '../../features/promo/promoSaga')).promoSaga],
  title: 'titles.cart',
};
export default cart;

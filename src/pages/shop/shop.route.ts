import { PAYMENT_PROMISE } from '../../domain/paymentPromise';
import type { PageRoute } from '../pageRoute';

const shop: PageRoute = {
  path: 'shop',
  chunk: 'shop',
  load: () => import(/* webpackChunkName: "shop" */ './ShopPage'),
  title: 'Shop',
  description: `Band T-shirts, hoodies, patches and more, by band, size, colour and price. ${PAYMENT_PROMISE}`,
  list: 'shop',
};
export default shop;

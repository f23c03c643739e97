import { filteredListSagas } from '../../features/filters/filteredListSagas';
import type { PageRoute } from '../pageRoute';

const shop: PageRoute = {
  path: 'shop',
  chunk: 'shop',
  load: () => import(/* webpackChunkName: "shop" */ './ShopPage'),
  sagas: filteredListSagas,
  title: 'titles.shop',
  description: 'titles.shop.description',
  list: 'shop',
};
export default shop;

import type { PageRoute } from '../pageRoute';

const shop: PageRoute = {
  path: 'shop',
  chunk: 'shop',
  load: () => import(/* webpackChunkName: "shop" */ './ShopPage'),
  // Its filters name the reference data: the saga that loads it comes in the page's chunk.
  sagas: async () => [
    (await import(/* webpackChunkName: "shop-sagas" */ '../../features/referenceData/referenceDataSaga')).referenceDataSaga,
  ],
  title: 'titles.shop',
  description: 'titles.shop.description',
  list: 'shop',
};
export default shop;

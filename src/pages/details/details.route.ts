import { productIdParam } from '../../domain/productDisplay';
import { catalogActions } from '../../features/catalog/catalogSlice';
import { selectProductMissing } from '../../features/catalog/selectors';
import { discountsActions } from '../../features/discounts/discountsSlice';
import type { PageRoute } from '../pageRoute';

const details: PageRoute = {
  path: 'details',
  chunk: 'details',
  load: () => import(/* webpackChunkName: "details" */ './DetailsPage'),
  sagas: async () => {
    const [{ productDetailsSaga }, { restockSaga }, { recentSaga }, { shelfSaga }, { dropSaga }] = await Promise.all([
      import(/* webpackChunkName: "details-sagas" */ '../../features/catalog/productDetailsSaga'),
      import(/* webpackChunkName: "details-sagas" */ '../../features/restock/restockSaga'),
      import(/* webpackChunkName: "details-sagas" */ '../../features/recent/recentSaga'),
      import(/* webpackChunkName: "details-sagas" */ '../../features/productShelf/shelfSaga'),
      import(/* webpackChunkName: "details-sagas" */ '../../features/drop/dropSaga'),
    ]);
    return [productDetailsSaga, restockSaga, recentSaga, shelfSaga, dropSaga];
  },
  title: 'titles.details',
  pageTitle: (state) => state.catalog.details.item?.title,
  intents: (params) => {
    const id = productIdParam(params);
    return [discountsActions.loadRequested(), ...(id ? [catalogActions.detailsRequested({ id })] : [])];
  },
  openedBy: productIdParam,
  status: (params, state) => (selectProductMissing(state, productIdParam(params)) ? 404 : 200),
  head: () => import(/* webpackChunkName: "product-head" */ './productHead'),
};
export default details;

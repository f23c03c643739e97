import { productIdParam } from '../../domain/productDisplay';
import { catalogActions } from '../../features/catalog/catalogSlice';
import { selectProductMissing } from '../../features/catalog/selectors';
import { discountsActions } from '../../features/discounts/discountsSlice';
import type { PageRoute } from '../pageRoute';

const details: PageRoute = {
  path: 'details',
  chunk: 'details',
  load: () => import(/* webpackChunkName: "details" */ './DetailsPage'),
  sagas: async () => (await import(/* webpackChunkName: "details-sagas" */ './detailsSagas')).sagas,
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

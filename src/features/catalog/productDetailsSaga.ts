// What only the product page does: load the product, open it on a colour and size that can be bought, its size
// guide, its related products (its band's, then its category's), and the view event. Loaded with that page's chunk
// (its route's `sagas`).
import type { SagaIterator } from 'redux-saga';
import { all, call, fork, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { ApiResult } from '../../api/http';
import type { ListAnswer } from '../../api/answers';
import type { SagaDeps } from '../../app/deps';
import { apiError, isOk, type ApiError } from '../../app/failures';
import { defaultSku, productBands } from '../../domain/productDisplay';
import { relatedBandSearch, relatedProductsSearch } from '../../domain/searchPayload';
import { openingSku } from '../../domain/skuSelection';
import { stockOnHand } from '../../domain/stock';
import type { Item } from '../../domain/types';
import { fetchOne, type OneEntity } from '../shared/fetchOne';
import { guard } from '../shared/guard';
import { loadSizeGuide } from '../sizeGuide/sizeGuideSaga';
import { catalogActions, type CatalogState } from './catalogSlice';
import { selectProductDetails } from './selectors';

const product: OneEntity<Item> = {
  select: selectProductDetails,
  find: (api) => api.findItem,
  loaded: (id, item) => catalogActions.detailsLoaded({ id, item }),
  failed: (id, error) => catalogActions.detailsFailed({ id, error }),
  failure: 'common.notLoaded.product',
};

/** A related search with nothing to search by (no band, or no category) answers nothing. */
const notAsked = (): null => null;

/** The product, opened on a colour and size that can be bought, then its size guide and related products at once. */
export function* loadDetails(deps: SagaDeps, { payload: { id } }: ReturnType<typeof catalogActions.detailsRequested>): SagaIterator {
  const { api, config } = deps;
  const item: Item | undefined = yield call(fetchOne<Item>, product, api, id);
  if (!item) return;
  const opening = openingSku(item, (sku) => stockOnHand(sku, config.onlineLocationId) > 0);
  if (opening && opening !== defaultSku(item)) yield put(catalogActions.detailsSkuChosen({ skuCode: opening.code }));
  yield fork(loadSizeGuide, deps, id, item);
  const categoryId = item.categories[0]?.id;
  const bandId = productBands(item)[0]?.id;
  if (!categoryId && !bandId) {
    yield put(catalogActions.relatedLoaded({ id, items: [] }));
    return;
  }
  // The band's items lead (a Metallica shirt's related are Metallica first), then the category's; both at once.
  const [byBand, byCategory]: (ApiResult<ListAnswer<Item>> | null)[] = yield all([
    bandId ? call(api.searchItems, relatedBandSearch(bandId)) : call(notAsked),
    categoryId ? call(api.searchItems, relatedProductsSearch(categoryId)) : call(notAsked),
  ]);
  const answered = (result: ApiResult<ListAnswer<Item>> | null) => (result && isOk(result) ? result.body.list : []);
  const failed = [byBand, byCategory].find((result) => result && !isOk(result));
  // One search that failed costs only its part; with nothing to show, the list says it could not load.
  if (failed && !answered(byBand).length && !answered(byCategory).length) {
    yield put(catalogActions.relatedFailed({ id, error: apiError(failed, 'common.notLoaded.relatedProducts') }));
    return;
  }
  yield put(catalogActions.relatedLoaded({ id, items: answered(byCategory), bandItems: answered(byBand) }));
}

/** The view event's answer is not used (spec §7), and a failed one changes nothing for the shopper. */
export function* postView({ api }: SagaDeps, { payload: { id } }: ReturnType<typeof catalogActions.productViewed>): SagaIterator {
  yield call(api.postItemView, id);
}

function* detailsFailed(
  error: ApiError,
  _deps: SagaDeps,
  { payload: { id } }: ReturnType<typeof catalogActions.detailsRequested>,
): SagaIterator {
  const details: CatalogState['details'] = yield select(selectProductDetails);
  // Once the product is shown, only its related list is left to fail.
  yield put(details.item ? catalogActions.relatedFailed({ id, error }) : catalogActions.detailsFailed({ id, error }));
}

export function* productDetailsSaga(deps: SagaDeps) {
  yield all([
    takeLatest(catalogActions.detailsRequested.type, guard(loadDetails, detailsFailed), deps),
    takeEvery(catalogActions.productViewed.type, postView, deps),
  ]);
}

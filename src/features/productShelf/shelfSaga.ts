import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeEvery } from 'redux-saga/effects';
import type { ListAnswer } from '../../api/answers';
import type { ApiResult } from '../../api/http';
import type { SagaDeps } from '../../app/deps';
import { apiError, isOk, type ApiError } from '../../app/failures';
import type { Item } from '../../domain/types';
import { guard } from '../shared/guard';
import { selectShelf } from './selectors';
import { shelfActions, unansweredIds, type ShelfState } from './shelfSlice';

type Requested = ReturnType<typeof shelfActions.productsRequested>;

/** Asks the shop, in one call, for the products of a list it has not answered yet in this visit. */
export const loadProducts = guard(
  function* ({ api }: SagaDeps, { payload }: Requested): SagaIterator {
    const shelf: ShelfState = yield select(selectShelf);
    const ids = unansweredIds(shelf, payload.ids);
    if (ids.length === 0) return;
    const result: ApiResult<ListAnswer<Item>> = yield call(api.itemsByIds, ids);
    if (isOk(result)) yield put(shelfActions.productsLoaded({ ids, items: result.body.list }));
    else yield put(shelfActions.productsFailed({ ids, error: apiError(result, 'common.notLoaded.products') }));
  },
  function* (error: ApiError, _deps: SagaDeps, { payload }: Requested): SagaIterator {
    yield put(shelfActions.productsFailed({ ids: payload.ids, error }));
  },
);

export function* shelfSaga(deps: SagaDeps): SagaIterator {
  yield takeEvery(shelfActions.productsRequested.type, loadProducts, deps);
}

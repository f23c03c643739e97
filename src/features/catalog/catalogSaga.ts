import type { SagaIterator, Task } from 'redux-saga';
import { all, call, cancel, fork, put, select, take, takeLatest } from 'redux-saga/effects';
import type { ApiResult } from '../../api/http';
import type { SagaDeps } from '../../app/deps';
import type { ListingItem } from '../../domain/listing';
import type { Location } from '../../domain/types';
import type { ListAnswer } from '../../api/answers';
import { filtersActions } from '../filters/filtersSlice';
import { fetchOneWorker, type OneEntity } from '../shared/fetchOne';
import { apiError, isOk, type ApiError } from '../../app/failures';
import { guard } from '../shared/guard';
import { catalogActions, LIST_KEYS, type ListKey, type ProductList } from './catalogSlice';
import { selectBranchLocation, selectProductList } from './selectors';

/** How many pages in a row may come back empty (while the server still gives a token) before the saga gives up. */
export const MAX_EMPTY_PAGES = 5;

type ListAction =
  | ReturnType<typeof catalogActions.listRequested>
  | ReturnType<typeof catalogActions.moreRequested>
  | ReturnType<typeof filtersActions.urlChanged>;

/** Loads the page the reducer asked for, fetching again (bounded) while a page is empty but a token remains. */
export function* loadListPage({ api }: SagaDeps, { payload: { list } }: ListAction): SagaIterator {
  const current: ProductList = yield select(selectProductList(list));
  if (current.status !== 'loading' || !current.request) return;
  const { requestKey } = current;
  let page = current.page + 1;
  for (let attempt = 1; ; attempt += 1, page += 1) {
    const result: ApiResult<ListAnswer<ListingItem>> = yield call(api.searchOutletStock, { ...current.request, page });
    if (!isOk(result)) {
      yield put(catalogActions.pageFailed({ list, requestKey, error: apiError(result, 'common.notLoaded.products') }));
      return;
    }
    const { list: items, nextPageToken, total } = result.body;
    const emptyAgain = items.length === 0 && attempt < MAX_EMPTY_PAGES;
    const belowTarget = items.length > 0 && page < current.targetPage;
    const more = !!nextPageToken && (emptyAgain || belowTarget);
    if (items.length > 0) attempt = 0;
    // The server's count of matches, where it gives one (the spec's API does not promise it).
    const counted = typeof total === 'number' ? { total } : {};
    yield put(catalogActions.pageLoaded({ list, requestKey, page, items, nextPageToken, more, ...counted }));
    if (!more) return;
  }
}

const outlet: OneEntity<Location> = {
  select: selectBranchLocation,
  find: (api) => api.findLocation,
  loaded: (id, location) => catalogActions.branchLocationLoaded({ id, location }),
  failed: (id, error) => catalogActions.branchLocationFailed({ id, error }),
  failure: 'common.notLoaded.outlet',
};

export const loadBranchLocation = fetchOneWorker(outlet);

const LIST_ACTIONS: readonly string[] = [
  filtersActions.urlChanged.type,
  catalogActions.listRequested.type,
  catalogActions.moreRequested.type,
];
const isListAction = (list: ListKey) => (action: { type: string; payload?: { list?: string } }) =>
  LIST_ACTIONS.includes(action.type) && action.payload?.list === list;

/**
 * The reducer decides whether an action starts a load (a new search, Load More) and counts it; the latest load
 * of a list wins. An action that started none (the search already shown or on its way) leaves the running one alone.
 */
function* watchList(deps: SagaDeps, list: ListKey): SagaIterator {
  const load = guard(loadListPage, listFailed);
  let running: Task | null = null;
  let runningLoad = 0;
  for (;;) {
    const action: ListAction = yield take(isListAction(list) as never);
    const current: ProductList = yield select(selectProductList(list));
    if (current.load === runningLoad) continue;
    if (running) yield cancel(running);
    runningLoad = current.load;
    running = yield fork(load, deps, action);
  }
}

function* listFailed(error: ApiError, _deps: SagaDeps, { payload: { list } }: ListAction): SagaIterator {
  const { requestKey }: ProductList = yield select(selectProductList(list));
  yield put(catalogActions.pageFailed({ list, requestKey, error }));
}

export function* catalogSaga(deps: SagaDeps) {
  // The lists don't cancel each other.
  yield all([
    ...LIST_KEYS.map((list) => call(watchList, deps, list)),
    takeLatest(catalogActions.branchLocationRequested.type, loadBranchLocation, deps),
  ]);
}

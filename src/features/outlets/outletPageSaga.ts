// The outlet page's list of showrooms, page by page. Loaded with that page's chunk (its route's `sagas`).
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeLeading } from 'redux-saga/effects';
import type { ApiResult } from '../../api/http';
import type { ListAnswer } from '../../api/answers';
import type { SagaDeps } from '../../app/deps';
import { apiError, type ApiError, isOk } from '../../app/failures';
import type { LocationSearchRequest } from '../../domain/requests';
import { guard } from '../shared/guard';
import { OUTLET_PAGE_SIZE } from '../../domain/pageSizes';
import { MAX_PAGES } from '../shared/paging';
import { isShowroom, SHOWROOM_TYPES } from './outletLinks';
import { selectOutlets } from './outletsSaga';
import { outletsActions, type OutletLocation, type OutletsState } from './outletsSlice';

export const outletSearch = (page: number): LocationSearchRequest => ({
  page,
  size: OUTLET_PAGE_SIZE,
  filters: [{ field: 'type', values: SHOWROOM_TYPES }],
});

/** Loads the next page; a page with no showroom on it (a server that ignores the type filter) is followed at once by the next. */
export function* loadOutletPage({ api }: SagaDeps): SagaIterator {
  const { page: current }: OutletsState = yield select(selectOutlets);
  if (current.status !== 'loading') return;
  for (let page = current.page + 1, fetched = 1; ; page += 1, fetched += 1) {
    const result: ApiResult<ListAnswer<OutletLocation>> = yield call(api.searchLocations, outletSearch(page));
    if (!isOk(result)) {
      yield put(outletsActions.pageFailed(apiError(result, 'common.notLoaded.outlets')));
      return;
    }
    const { list, nextPageToken } = result.body;
    const more = !list.some(isShowroom) && Boolean(nextPageToken) && fetched < MAX_PAGES;
    yield put(outletsActions.pageLoaded({ page, list, nextPageToken, more }));
    if (!more) return;
  }
}

function* pageFailed(error: ApiError): SagaIterator {
  yield put(outletsActions.pageFailed(error));
}

export function* outletPageSaga(deps: SagaDeps) {
  yield takeLeading([outletsActions.pageRequested.type, outletsActions.moreRequested.type], guard(loadOutletPage, pageFailed), deps);
}

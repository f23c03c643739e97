import type { SagaIterator } from 'redux-saga';
import { all, call, put, select, takeLeading } from 'redux-saga/effects';
import type { ApiResult } from '../../api/http';
import type { LocationSearchRequest } from '../../domain/requests';
import type { SagaDeps } from '../../app/deps';
import type { Branch } from '../../domain/types';
import type { ListAnswer } from '../../api/answers';
import { MAX_PAGES } from '../shared/paging';
import { isShowroom, SHOWROOM_TYPES } from './outletLinks';
import { outletsActions, type OutletLocation, type OutletsState } from './outletsSlice';
import { apiError, type ApiError, isOk } from '../../app/failures';
import { guard } from '../shared/guard';
import { couldNotLoad } from '../../domain/texts';

/** Spec §7/§9: branches 100 at once (page 1 only); outlet locations 8 a page. */
export const BRANCH_PAGE_SIZE = 100;
export const OUTLET_PAGE_SIZE = 8;

export const outletSearch = (page: number): LocationSearchRequest => ({
  page,
  size: OUTLET_PAGE_SIZE,
  filters: [{ field: 'type', values: SHOWROOM_TYPES }],
});

const selectOutlets = (state: { outlets: OutletsState }) => state.outlets;

export function* loadBranches({ api }: SagaDeps): SagaIterator {
  const { branches }: OutletsState = yield select(selectOutlets);
  if (branches.status !== 'loading') return;
  const result: ApiResult<ListAnswer<Branch>> = yield call(api.searchBranches, { page: 1, size: BRANCH_PAGE_SIZE });
  if (isOk(result)) {
    yield put(outletsActions.branchesLoaded({ list: result.body.list }));
  } else {
    yield put(outletsActions.branchesFailed(apiError(result, couldNotLoad('outlets'))));
  }
}

/** Loads the next page; a page with no showroom on it (a server that ignores the type filter) is followed at once by the next. */
export function* loadOutletPage({ api }: SagaDeps): SagaIterator {
  const { page: current }: OutletsState = yield select(selectOutlets);
  if (current.status !== 'loading') return;
  for (let page = current.page + 1, fetched = 1; ; page += 1, fetched += 1) {
    const result: ApiResult<ListAnswer<OutletLocation>> = yield call(api.searchLocations, outletSearch(page));
    if (!isOk(result)) {
      yield put(outletsActions.pageFailed(apiError(result, couldNotLoad('outlets'))));
      return;
    }
    const { list, nextPageToken } = result.body;
    const more = !list.some(isShowroom) && Boolean(nextPageToken) && fetched < MAX_PAGES;
    yield put(outletsActions.pageLoaded({ page, list, nextPageToken, more }));
    if (!more) return;
  }
}

function* branchesFailed(error: ApiError): SagaIterator {
  yield put(outletsActions.branchesFailed(error));
}

function* pageFailed(error: ApiError): SagaIterator {
  yield put(outletsActions.pageFailed(error));
}

export function* outletsSaga(deps: SagaDeps) {
  yield all([
    takeLeading(outletsActions.branchesRequested.type, guard(loadBranches, branchesFailed), deps),
    takeLeading([outletsActions.pageRequested.type, outletsActions.moreRequested.type], guard(loadOutletPage, pageFailed), deps),
  ]);
}

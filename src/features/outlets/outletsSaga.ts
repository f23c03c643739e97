import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeLeading } from 'redux-saga/effects';
import type { ApiResult } from '../../api/http';
import type { SagaDeps } from '../../app/deps';
import type { Branch } from '../../domain/types';
import type { ListAnswer } from '../../api/answers';
import { outletsActions, type OutletsState } from './outletsSlice';
import { apiError, type ApiError, isOk } from '../../app/failures';
import { guard } from '../shared/guard';

/** Spec §7: branches 100 at once (page 1 only). */
export const BRANCH_PAGE_SIZE = 100;

export const selectOutlets = (state: { outlets: OutletsState }) => state.outlets;

export function* loadBranches({ api }: SagaDeps): SagaIterator {
  const { branches }: OutletsState = yield select(selectOutlets);
  if (branches.status !== 'loading') return;
  const result: ApiResult<ListAnswer<Branch>> = yield call(api.searchBranches, { page: 1, size: BRANCH_PAGE_SIZE });
  if (isOk(result)) {
    yield put(outletsActions.branchesLoaded({ list: result.body.list }));
  } else {
    yield put(outletsActions.branchesFailed(apiError(result, 'common.notLoaded.outlets')));
  }
}

function* branchesFailed(error: ApiError): SagaIterator {
  yield put(outletsActions.branchesFailed(error));
}

/** The OUTLET menu's branches, in every page's header. The outlet page brings its own list (outletPageSaga.ts). */
export function* outletsSaga(deps: SagaDeps) {
  yield takeLeading(outletsActions.branchesRequested.type, guard(loadBranches, branchesFailed), deps);
}

import { call, put, select, takeLeading } from 'redux-saga/effects';
import type { SagaDeps } from '../../app/deps';
import type { SagaIterator } from 'redux-saga';
import { fetchAllPages, type PagedOutcome } from '../shared/paging';
import type { GlobalDiscount } from '../../domain/types';
import { discountsActions, type DiscountsState } from './discountsSlice';
import { apiError, type ApiError } from '../../app/failures';
import { guard } from '../shared/guard';
import { selectDiscountsStatus } from './selectors';

export const DISCOUNT_PAGE_SIZE = 100;

export function* loadDiscounts({ api }: SagaDeps) {
  const already: DiscountsState['status'] = yield select(selectDiscountsStatus);
  if (already === 'loaded') return;
  // The spec's loop never updated its guard token; this one follows the real nextPageToken, with a page bound.
  const outcome: PagedOutcome<GlobalDiscount> = yield call(fetchAllPages, api.searchGlobalDiscounts, {
    page: 1,
    size: DISCOUNT_PAGE_SIZE,
    textParams: [],
  });
  if ('failed' in outcome) {
    yield put(discountsActions.loadFailed(apiError(outcome.failed, 'common.notLoaded.discounts')));
  } else {
    yield put(discountsActions.loaded({ list: outcome.list }));
  }
}

function* loadFailed(error: ApiError): SagaIterator {
  yield put(discountsActions.loadFailed(error));
}

export function* discountsSaga(deps: SagaDeps) {
  yield takeLeading(discountsActions.loadRequested.type, guard(loadDiscounts, loadFailed), deps);
}

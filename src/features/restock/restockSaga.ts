import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeLatest } from 'redux-saga/effects';
import type { ApiResult } from '../../api/http';
import type { SagaDeps } from '../../app/deps';
import { apiError, type ApiError } from '../../app/failures';
import type { Language } from '../../domain/language';
import { normalizeMobile } from '../../domain/mobile';
import { selectLanguage } from '../ui/uiSlice';
import { guard } from '../shared/guard';
import { restockActions } from './restockSlice';

type Requested = ReturnType<typeof restockActions.alertRequested>;

/** Asks the shop to text the number when the SKU is back; it answers alike whoever asked (202). */
export const askForAlert = guard(
  function* ({ api }: SagaDeps, { payload }: Requested): SagaIterator {
    // The text comes in the page's language.
    const language: Language = yield select(selectLanguage);
    const result: ApiResult<unknown> = yield call(api.askRestockAlert, { ...payload, mobile: normalizeMobile(payload.mobile), language });
    if (result.status >= 200 && result.status < 300) yield put(restockActions.alertTaken({ skuCode: payload.skuCode }));
    else {
      const message = result.status === 429 ? 'restock.tooMany' : 'restock.notSent';
      yield put(restockActions.alertFailed({ skuCode: payload.skuCode, error: apiError(result, message) }));
    }
  },
  function* (error: ApiError, _deps: SagaDeps, { payload }: Requested): SagaIterator {
    yield put(restockActions.alertFailed({ skuCode: payload.skuCode, error }));
  },
);

/** Back in stock by text message: what the product page's "Notify me" does. */
export function* restockSaga(deps: SagaDeps): SagaIterator {
  yield takeLatest(restockActions.alertRequested.type, askForAlert, deps);
}

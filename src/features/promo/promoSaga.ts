import type { Action } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, debounce, put, select, takeLatest } from 'redux-saga/effects';
import type { ApiResult } from '../../api/http';
import type { SagaDeps } from '../../app/deps';
import { apiError, isOk } from '../../app/failures';
import { isRehydration } from '../../app/persistence';
import { isVoucherCode, normalizeVoucherCode, type VoucherCheck } from '../../domain/voucher';
import { voucherCheckBasis, voucherCheckRequest, type VoucherCheckRequest } from '../../domain/voucherCheck';
import type { CartLine } from '../cart/cartSlice';
import { selectCartLines } from '../cart/selectors';
import { checkoutActions } from '../checkout/checkoutSlice';
import { selectCustomerForm } from '../checkout/selectors';
import type { CustomerForm } from '../../domain/checkoutValidation';
import { promoActions, type PromoState } from './promoSlice';
import { selectPromo, selectPromoCode, selectPromoRequest } from './selectors';

/** A change of the cart, district or number is checked once the shopper has stopped typing or tapping for this long. */
export const RECHECK_AFTER_MS = 400;

/** The actions that can change what the cart's code takes off. */
const changesTheCheck = (action: Action) =>
  action.type.startsWith('cart/') ||
  isRehydration(action as Action & { key?: unknown }, 'cart') ||
  checkoutActions.formChanged.match(action) ||
  checkoutActions.formRestored.match(action) ||
  checkoutActions.filledFromAccount.match(action) ||
  checkoutActions.linesChanged.match(action);

/** The code's answer, or null once the failure is put (the shop keeps the code and offers to try again). */
function* checkCode({ api }: SagaDeps, request: VoucherCheckRequest): SagaIterator<VoucherCheck | null> {
  const result: ApiResult<VoucherCheck> = yield call(api.checkVoucher, request);
  if (isOk(result)) return result.body;
  yield put(promoActions.checkFailed(apiError(result, result.status === 429 ? 'cart.promo.tooMany' : 'cart.promo.notChecked')));
  return null;
}

/** Apply: the typed code (Bengali digits and spaces read) becomes the cart's when it takes something off this cart. */
export function* applyPromo(deps: SagaDeps, { payload }: ReturnType<typeof promoActions.applyRequested>): SagaIterator {
  const code = normalizeVoucherCode(payload.typed);
  if (!isVoucherCode(code)) {
    yield put(promoActions.tryRefused({ answer: { code, refused: { reason: 'notValid' } } }));
    return;
  }
  const lines: CartLine[] = yield select(selectCartLines);
  const { pickupDistrict: district, mobile }: CustomerForm = yield select(selectCustomerForm);
  const request = voucherCheckRequest(code, { lines, district, mobile });
  const answer: VoucherCheck | null = yield call(checkCode, deps, request);
  if (!answer) return;
  if ('discount' in answer) {
    yield put(promoActions.applied({ answer, basis: voucherCheckBasis(request) }));
    yield call(recheckIfStale);
  } else yield put(promoActions.tryRefused({ answer }));
}

/** The cart's code, checked against the cart as it is now; an answer for a code removed meanwhile is dropped. */
export function* recheckPromo(deps: SagaDeps): SagaIterator {
  const request: VoucherCheckRequest | null = yield select(selectPromoRequest);
  if (!request) return;
  const answer: VoucherCheck | null = yield call(checkCode, deps, request);
  if (!answer) return;
  const code: string | null = yield select(selectPromoCode);
  if (code !== request.code) return;
  yield put(promoActions.rechecked({ answer, basis: voucherCheckBasis(request) }));
  yield call(recheckIfStale);
}

/**
 * Asks for a check when the cart's code has no answer for the cart as it is. While one is on its way this waits: the
 * check, once answered, looks again, so a slow answer is never cancelled by the next tap and asked for anew.
 */
function* recheckIfStale(): SagaIterator {
  const request: VoucherCheckRequest | null = yield select(selectPromoRequest);
  const promo: PromoState = yield select(selectPromo);
  if (!request || promo.checking) return;
  if (promo.answer?.code === request.code && promo.basis === voucherCheckBasis(request)) return;
  yield put(promoActions.recheckRequested());
}

export function* promoSaga(deps: SagaDeps): SagaIterator {
  yield takeLatest(promoActions.applyRequested, applyPromo, deps);
  yield takeLatest(promoActions.recheckRequested, recheckPromo, deps);
  yield debounce(RECHECK_AFTER_MS, changesTheCheck, recheckIfStale);
  // The page opens on a cart that may have come back from storage with a code and no answer yet.
  yield call(recheckIfStale);
}

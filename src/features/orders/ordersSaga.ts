import type { SagaIterator } from 'redux-saga';
import { all, call, put, select, takeLeading } from 'redux-saga/effects';
import type { ApiResult } from '../../api/http';
import type { SagaDeps } from '../../app/deps';
import { serverError, UNREACHABLE } from '../checkout/serverError';
import { ordersActions, type PaymentOutcome, type PaymentReport } from './ordersSlice';
import { selectPaymentReport } from './selectors';

/** Spec §7: each report is answered 202 when the server took it. */
export const ACCEPTED = 202;

const FALLBACK: Record<PaymentOutcome, string> = {
  confirm: 'The payment provider has not reported this payment as paid yet.',
  cancel: 'The shop could not record the cancelled payment.',
  failure: 'The shop could not record the failed payment.',
};

type Returned = ReturnType<typeof ordersActions.paymentReturned>;

export function* reportPayment({ api }: SagaDeps, { payload: { outcome, invoiceId, token } }: Returned): SagaIterator {
  const report: PaymentReport | undefined = yield select(selectPaymentReport(outcome, invoiceId));
  if (report?.status !== 'sending') return;
  const send = { confirm: api.confirmPayment, cancel: api.cancelPayment, failure: api.failPayment }[outcome];
  try {
    const result: ApiResult<unknown> = yield call(send, invoiceId, token);
    if (result.status === ACCEPTED) {
      yield put(ordersActions.paymentAcknowledged({ outcome, invoiceId }));
    } else {
      yield put(ordersActions.paymentRejected({ outcome, invoiceId, error: serverError(result, FALLBACK[outcome]) }));
    }
  } catch {
    yield put(ordersActions.paymentRejected({ outcome, invoiceId, error: { status: 0, message: UNREACHABLE } }));
  }
}

const returnedWith = (outcome: PaymentOutcome) => (action: { type: string; payload?: { outcome?: string } }) =>
  action.type === ordersActions.paymentReturned.type && action.payload?.outcome === outcome;

/** One report per outcome at a time: a page mounting twice (React's StrictMode) sends once. */
export function* ordersSaga(deps: SagaDeps) {
  yield all((['confirm', 'cancel', 'failure'] as const).map((outcome) => takeLeading(returnedWith(outcome) as never, reportPayment, deps)));
}

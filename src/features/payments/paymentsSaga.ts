import type { SagaIterator } from 'redux-saga';
import { all, call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { ApiResult } from '../../api/http';
import type { CheckoutCreated } from '../../api/answers';
import type { SagaDeps } from '../../app/deps';
import { PAYMENT_STATUSES, type PaymentStatus } from '../../domain/types';
import { fetchOneWorker, type OneEntity } from '../shared/fetchOne';
import { apiError, type ApiError } from '../../app/failures';
import { guard } from '../shared/guard';
import { forgetPlacedOrder } from '../checkout/placedMarker';
import { paymentsActions, type PaymentOutcome, type PaymentReport } from './paymentsSlice';
import { selectInvoiceCheck, selectPaymentReport } from './selectors';

/** Spec §7: each report is answered 202 when the server took it. */
export const ACCEPTED = 202;

type Returned = ReturnType<typeof paymentsActions.paymentReturned>;

/** Where the payment stands, as a refusal's body names it (409 `{ error, paymentStatus }`); undefined when it names none the shop knows. */
function paymentStatusOf(body: unknown): PaymentStatus | undefined {
  const named = (body as { paymentStatus?: unknown } | null | undefined)?.paymentStatus;
  return PAYMENT_STATUSES.find((status) => status === named);
}

export function* reportPayment({ api }: SagaDeps, { payload: { outcome, invoiceId, token } }: Returned): SagaIterator {
  const report: PaymentReport | undefined = yield select(selectPaymentReport(outcome, invoiceId));
  if (report?.status !== 'sending') return;
  const send = { confirm: api.confirmPayment, cancel: api.cancelPayment, failure: api.failPayment }[outcome];
  const result: ApiResult<unknown> = yield call(send, invoiceId, token);
  if (result.status === ACCEPTED) {
    yield put(paymentsActions.paymentAcknowledged({ outcome, invoiceId }));
  } else {
    const paymentStatus = paymentStatusOf(result.body);
    yield put(
      paymentsActions.paymentRejected({
        outcome,
        invoiceId,
        error: apiError(result, `orders.payment.reportFailed.${outcome}`),
        ...(paymentStatus && { paymentStatus }),
      }),
    );
  }
}

function* reportFailed(error: ApiError, _deps: SagaDeps, { payload: { outcome, invoiceId } }: Returned): SagaIterator {
  yield put(paymentsActions.paymentRejected({ outcome, invoiceId, error }));
}

/** The order success page's question: does an order have this invoice id? The answer's `{ id }` is all that is kept. */
const invoice: OneEntity<CheckoutCreated> = {
  select: selectInvoiceCheck,
  find: (api) => api.findInvoice,
  loaded: (id) => paymentsActions.invoiceFound({ id }),
  failed: (id, error) => paymentsActions.invoiceFailed({ id, error }),
  failure: 'common.notLoaded.order',
};

export const checkInvoice = fetchOneWorker(invoice);

const returnedWith = (outcome: PaymentOutcome) => (action: { type: string; payload?: { outcome?: string } }) =>
  action.type === paymentsActions.paymentReturned.type && action.payload?.outcome === outcome;

/** One report per outcome at a time: a page mounting twice (React's StrictMode) sends once. The latest invoice check wins. */
export function* paymentsSaga(deps: SagaDeps) {
  yield all([
    ...(['confirm', 'cancel', 'failure'] as const).map((outcome) =>
      takeLeading(returnedWith(outcome) as never, guard(reportPayment, reportFailed), deps),
    ),
    takeLatest(paymentsActions.invoiceRequested.type, checkInvoice, deps),
    takeEvery(paymentsActions.paymentReturned.type, forgetPlacedOrder, deps),
  ]);
}

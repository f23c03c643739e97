import type { SagaIterator } from 'redux-saga';
import { call, put, takeLeading } from 'redux-saga/effects';
import type { ApiResult } from '../../api/http';
import type { SagaDeps } from '../../app/deps';
import { apiError, isOk, type ApiError } from '../../app/failures';
import type { TrackedOrder } from '../../domain/orderTracking';
import type { Text } from '../../i18n/texts';
import { guard } from '../shared/guard';
import { findKnownOrder, knownOrders } from '../orders/knownOrders';
import { shopperOrdersActions, type OrderAct } from './shopperOrdersSlice';

type PayRequested = ReturnType<typeof shopperOrdersActions.payRequested>;
type CancelRequested = ReturnType<typeof shopperOrdersActions.cancelRequested>;

/** A refusal in the shop's words: 409 for an order past what was asked, the others as tracking says them. */
function refusalText(kind: OrderAct['kind'], status: number): Text {
  if (status === 409) return kind === 'pay' ? 'orders.act.notPayable' : 'orders.act.notCancellable';
  if (status === 404) return 'orders.track.notFound';
  if (status === 401) return 'account.checkout.signedOut';
  if (status === 429) return 'orders.track.tooMany';
  return kind === 'pay' ? 'orders.act.payFailed' : 'orders.act.cancelFailed';
}

/** The order as a refusal tells it (a 409 says where it stands now: paid, expired, confirmed), if it does. */
const orderOf = (result: ApiResult<unknown>): TrackedOrder | null => (result.body as { order?: TrackedOrder } | undefined)?.order ?? null;

function* refused(kind: OrderAct['kind'], invoiceId: string, result: ApiResult<unknown>): SagaIterator {
  const order = result.status === 409 ? orderOf(result) : null;
  if (order) yield put(shopperOrdersActions.orderAnswered({ order }));
  yield put(shopperOrdersActions.actFailed({ invoiceId, kind, error: apiError(result, refusalText(kind, result.status)) }));
}

/**
 * The number that names the order: the one typed, else the one this tab looked the order up with (tracking shows an
 * order it showed before without asking again); none for the signed-in owner.
 */
function* orderNumber(
  sessionStorage: SagaDeps['sessionStorage'],
  invoiceId: string,
  typed: string | undefined,
): SagaIterator<string | undefined> {
  return typed || findKnownOrder(yield* knownOrders(sessionStorage), invoiceId)?.mobile;
}

/** Pay now: the server opens a fresh payment page; the shop leaves for it. */
export function* payNow({ api, navigation, sessionStorage }: SagaDeps, { payload: { invoiceId, mobile } }: PayRequested): SagaIterator {
  const number: string | undefined = yield* orderNumber(sessionStorage, invoiceId, mobile);
  const result: ApiResult<{ redirectUrl: string; order: TrackedOrder }> = yield call(api.payNow, invoiceId, number);
  if (!isOk(result)) return yield* refused('pay', invoiceId, result);
  yield put(shopperOrdersActions.payOpened({ invoiceId, redirectUrl: result.body.redirectUrl }));
  yield call(navigation.redirect, result.body.redirectUrl);
}

/** Cancel order: the order comes back CANCELLED, and tracking and My orders show it so. */
export function* cancelOrder({ api, sessionStorage }: SagaDeps, { payload: { invoiceId, mobile } }: CancelRequested): SagaIterator {
  const number: string | undefined = yield* orderNumber(sessionStorage, invoiceId, mobile);
  const result: ApiResult<{ order: TrackedOrder }> = yield call(api.cancelOrder, invoiceId, number);
  if (!isOk(result)) return yield* refused('cancel', invoiceId, result);
  yield put(shopperOrdersActions.orderAnswered({ order: result.body.order }));
  yield put(shopperOrdersActions.cancelDone({ invoiceId }));
}

const failed = (kind: OrderAct['kind']) =>
  function* failedAct(error: ApiError, _deps: SagaDeps, { payload }: PayRequested | CancelRequested): SagaIterator {
    yield put(shopperOrdersActions.actFailed({ invoiceId: payload.invoiceId, kind, error }));
  };

/** The first tap counts: taps while an act is on its way are dropped (two payment pages would race to pay). */
export function* shopperOrdersSaga(deps: SagaDeps) {
  yield takeLeading(shopperOrdersActions.payRequested.type, guard(payNow, failed('pay')), deps);
  yield takeLeading(shopperOrdersActions.cancelRequested.type, guard(cancelOrder, failed('cancel')), deps);
}

import type { SagaIterator } from 'redux-saga';
import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { ApiResult } from '../../api/http';
import type { SagaDeps } from '../../app/deps';
import { apiError, isOk, type ApiError } from '../../app/failures';
import type { TrackedOrder } from '../../domain/orderTracking';
import type { Text } from '../../i18n/texts';
import { guard } from '../shared/guard';
import { findKnownOrder, forgetOrder, knownOrders, rememberOrder } from './knownOrders';
import { ordersActions, type Tracking } from './ordersSlice';
import { selectTracking } from './selectors';

type TrackRequested = ReturnType<typeof ordersActions.trackRequested>;
type TrackPageOpened = ReturnType<typeof ordersActions.trackPageOpened>;
type TrackAnotherChosen = ReturnType<typeof ordersActions.trackAnotherChosen>;

/** 404: the server found no order with that invoice and number (it does not say which was wrong); 429: asked too often. */
const failureText = (status: number): Text =>
  status === 404 ? 'orders.track.notFound' : status === 429 ? 'orders.track.tooMany' : 'common.notLoaded.order';

/**
 * Looks the order up and puts the answer, tagged with the lookup it answers. A found order is remembered in this tab
 * with its number (a reload shows it again); a number this tab kept for it that finds nothing is forgotten.
 */
export function* trackOrder({ api, sessionStorage }: SagaDeps, { payload: { invoiceId, mobile } }: TrackRequested): SagaIterator {
  const { lookup }: Tracking = yield select(selectTracking);
  const result: ApiResult<TrackedOrder> = yield call(api.trackOrder, invoiceId, mobile);
  if (isOk(result)) {
    yield* rememberOrder(sessionStorage, { invoiceId: result.body.invoiceId, mobile, shown: true });
    yield put(ordersActions.trackLoaded({ lookup, order: result.body }));
  } else {
    if (result.status === 404) yield* forgetOrder(sessionStorage, invoiceId, mobile);
    yield put(ordersActions.trackFailed({ lookup, error: apiError(result, failureText(result.status)) }));
  }
}

/** The page opened on an invoice this tab knows: shown here before, it is looked up again; else its number is filled in. */
export function* recallOrder({ sessionStorage }: SagaDeps, { payload: { invoiceId } }: TrackPageOpened): SagaIterator {
  const tracking: Tracking = yield select(selectTracking);
  // Already asked for (the address took the invoice of the lookup just made).
  if (tracking.status !== 'idle' && tracking.status !== 'failed' && tracking.invoiceId === invoiceId) return;
  const known = findKnownOrder(yield* knownOrders(sessionStorage), invoiceId);
  if (known?.shown) yield put(ordersActions.trackRequested({ invoiceId, mobile: known.mobile }));
  else if (known) yield put(ordersActions.mobileRecalled({ invoiceId, mobile: known.mobile }));
}

export function* forgetShownOrder({ sessionStorage }: SagaDeps, { payload: { invoiceId } }: TrackAnotherChosen): SagaIterator {
  yield* forgetOrder(sessionStorage, invoiceId);
}

function* trackFailed(error: ApiError): SagaIterator {
  const { lookup }: Tracking = yield select(selectTracking);
  yield put(ordersActions.trackFailed({ lookup, error }));
}

/** Browser storage that cannot be read leaves the form to the shopper, as in a tab that knows no order. */
function* formAsItIs(): SagaIterator {}

/** The latest lookup wins: a shopper who sends the form again is answered for what they sent last. */
export function* ordersSaga(deps: SagaDeps) {
  yield all([
    takeLatest(ordersActions.trackRequested.type, guard(trackOrder, trackFailed), deps),
    takeLatest(ordersActions.trackPageOpened.type, guard(recallOrder, formAsItIs), deps),
    takeEvery(ordersActions.trackAnotherChosen.type, guard(forgetShownOrder, formAsItIs), deps),
  ]);
}

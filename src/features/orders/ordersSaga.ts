import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeLatest } from 'redux-saga/effects';
import type { ApiResult } from '../../api/http';
import type { SagaDeps } from '../../app/deps';
import { apiError, isOk, type ApiError } from '../../app/failures';
import type { TrackedOrder } from '../../domain/orderTracking';
import type { Text } from '../../i18n/texts';
import { guard } from '../shared/guard';
import { ordersActions, type Tracking } from './ordersSlice';
import { selectTracking } from './selectors';

type TrackRequested = ReturnType<typeof ordersActions.trackRequested>;

/** 404: the server found no order with that invoice and number (it does not say which was wrong); 429: asked too often. */
const failureText = (status: number): Text =>
  status === 404 ? 'orders.track.notFound' : status === 429 ? 'orders.track.tooMany' : 'common.notLoaded.order';

/** Looks the order up and puts the answer, tagged with the lookup it answers. */
export function* trackOrder({ api }: SagaDeps, { payload: { invoiceId, mobile } }: TrackRequested): SagaIterator {
  const { lookup }: Tracking = yield select(selectTracking);
  const result: ApiResult<TrackedOrder> = yield call(api.trackOrder, invoiceId, mobile);
  if (isOk(result)) {
    yield put(ordersActions.trackLoaded({ lookup, order: result.body }));
  } else {
    yield put(ordersActions.trackFailed({ lookup, error: apiError(result, failureText(result.status)) }));
  }
}

function* trackFailed(error: ApiError): SagaIterator {
  const { lookup }: Tracking = yield select(selectTracking);
  yield put(ordersActions.trackFailed({ lookup, error }));
}

/** The latest lookup wins: a shopper who sends the form again is answered for what they sent last. */
export function* ordersSaga(deps: SagaDeps) {
  yield takeLatest(ordersActions.trackRequested.type, guard(trackOrder, trackFailed), deps);
}

import type { SagaIterator } from 'redux-saga';
import { call, put, select } from 'redux-saga/effects';
import type { ApiResult } from '../../api/http';
import type { SagaDeps } from '../../app/deps';
import { isOk } from '../../app/failures';
import type { ClockAnswer } from '../../domain/drops';
import { dropActions, selectClockOffset } from './dropSlice';

/** The server's clock less this browser's, read once a visit; the phone's own clock while the shop cannot be reached. */
export function* clockOffset({ api, clock }: SagaDeps): SagaIterator<number> {
  const known: number | null = yield select(selectClockOffset);
  if (known !== null) return known;
  const asked = clock.now();
  const result: ApiResult<ClockAnswer> = yield call(api.clock);
  if (!isOk(result)) return 0;
  // The server read its clock about halfway through the round trip.
  const offset = Math.round(result.body.now - (asked + clock.now()) / 2);
  yield put(dropActions.clockRead({ offset }));
  return offset;
}

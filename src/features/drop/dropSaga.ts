// The product page's drop saga: the countdown's code is a chunk of its own (drop-countdown-sagas), fetched only for
// a drop's page.
import type { SagaIterator } from 'redux-saga';
import { call, takeLatest } from 'redux-saga/effects';
import type { SagaDeps } from '../../app/deps';
import { loadChunk } from '../../app/chunks';
import { dropActions } from './dropSlice';

type Watched = ReturnType<typeof dropActions.watched>;

const countdownChunk = () => loadChunk(() => import(/* webpackChunkName: "drop-countdown-sagas" */ './countDown'));

/** A product page's saga: one countdown at a time, for the drop the page shows; none once it is left. */
export function* dropSaga(deps: SagaDeps): SagaIterator {
  yield takeLatest(
    [dropActions.watched.type, dropActions.unwatched.type],
    function* (action: Watched | ReturnType<typeof dropActions.unwatched>) {
      if (!dropActions.watched.match(action)) return;
      const { countDown } = yield call(countdownChunk);
      yield call(countDown, deps, action);
    },
  );
}

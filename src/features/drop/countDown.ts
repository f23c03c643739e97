// A drop's countdown (docs/drop.md): by the server's clock, read once a visit, then a tick each second the shown time
// changes; at the hour the page opens by itself with the item as the shop has it then. A drop with a queue counts on
// to the shopper's turn (./queue). A chunk of its own (drop-countdown-sagas), loaded by a drop's page only.
import type { SagaIterator, Task } from 'redux-saga';
import { call, fork, join, put } from 'redux-saga/effects';
import type { ApiResult } from '../../api/http';
import type { SagaDeps } from '../../app/deps';
import { isOk } from '../../app/failures';
import type { QueueAnswer } from '../../domain/dropQueue';
import type { Item } from '../../domain/types';
import { guard } from '../shared/guard';
import { dropActions } from './dropSlice';
import { joinQueue, tickUntil, waitForTurn } from './queue';
import { clockOffset } from './serverClock';

type Watched = ReturnType<typeof dropActions.watched>;

function* countDownBy(deps: SagaDeps, offset: number, { payload: { itemId, startsAt, admitPerMinute } }: Watched): SagaIterator {
  // Whoever is on the page before the hour joins the queue now: places are drawn among them at the hour.
  const joining: Task | null = admitPerMinute ? yield fork(joinQueue, deps, itemId) : null;
  // An hour the page cannot read opens at once, as the countdown shows it.
  const hour = Date.parse(startsAt) || 0;
  const waited = deps.clock.now() + offset < hour;
  yield call(tickUntil, deps, offset, hour);
  if (waited) {
    // Units may have moved since the page was rendered: the page opens on the stock of this moment.
    const fresh: ApiResult<Item> = yield call(deps.api.findItem, itemId);
    yield put(dropActions.opened({ itemId, item: isOk(fresh) ? fresh.body : null }));
  }
  if (!joining) return;
  const joined: QueueAnswer | null = yield join(joining);
  if (joined) yield call(waitForTurn, deps, offset, itemId, joined);
}

export const countDown = guard(
  function* (deps: SagaDeps, action: Watched): SagaIterator {
    const offset: number = yield call(clockOffset, deps);
    yield call(countDownBy, deps, offset, action);
  },
  // An answer the page cannot read: it counts by the phone's clock rather than not at all.
  function* (_error, deps: SagaDeps, action: Watched): SagaIterator {
    yield call(countDownBy, deps, 0, action);
  },
);

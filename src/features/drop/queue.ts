// A drop's queue in the browser (docs/drop.md): the page joins with the ticket this browser kept (so a reload or a tab
// closed and opened again keeps its place), learns when its turn comes, and counts down to it by the server's clock.
// Loaded with the countdown's saga (drop-countdown-sagas), by a drop's page only.
import type { SagaIterator } from 'redux-saga';
import { call, delay, put, take } from 'redux-saga/effects';
import type { ApiResult } from '../../api/http';
import type { SagaDeps } from '../../app/deps';
import { isOk } from '../../app/failures';
import type { QueueAnswer } from '../../domain/dropQueue';
import { dropActions } from './dropSlice';
import { keptTicket, ticketKey } from './keptTicket';

/** Waits between tries while the shop cannot be reached or is busy: soon at first, then no more often than this. */
const RETRY_MS = [1000, 2000, 4000, 8000, 15_000];

/**
 * Joins the drop's queue, with the ticket kept if there is one: the shop's answer once it comes (tried again while the
 * shop cannot be reached), or null when the drop has no queue after all. A ticket the shop refuses is forgotten, and
 * the page joins afresh.
 */
export function* joinQueue(deps: SagaDeps, itemId: string): SagaIterator<QueueAnswer | null> {
  for (let attempt = 0; ; attempt += 1) {
    const ticket = keptTicket(deps.storage, itemId);
    const result: ApiResult<QueueAnswer> = yield call(deps.api.joinDropQueue, { itemId, ...(ticket && { ticket }) });
    if (isOk(result)) {
      yield call([deps.storage, deps.storage.set], ticketKey(itemId), result.body.ticket);
      yield put(dropActions.queueJoined({ itemId, ...result.body }));
      return result.body;
    }
    if (result.status === 403 && ticket) {
      yield call([deps.storage, deps.storage.remove], ticketKey(itemId));
      continue;
    }
    // No such drop or no queue for it: nothing to wait for.
    if (result.status >= 400 && result.status < 500 && result.status !== 408 && result.status !== 429) return null;
    yield delay(RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]);
  }
}

/** A tick each second the shown time changes, by the server's clock, until `at`. */
export function* tickUntil(deps: SagaDeps, offset: number, at: number): SagaIterator {
  for (;;) {
    const now = deps.clock.now() + offset;
    yield put(dropActions.ticked({ now }));
    const left = at - now;
    if (left <= 0) return;
    yield delay(left % 1000 || 1000);
  }
}

/** The shop refused the ticket a hold named (used on another device): the place it gave is gone. */
const ticketRefused = (action: unknown): boolean =>
  dropActions.holdRefused.match(action) && action.payload.refusal?.problem === 'ticketRefused';

/** How long the page waits to ask again when the shop has not drawn the places yet (its clock a moment behind). */
const DRAW_WAIT_MS = 1000;

/**
 * After the hour: the shopper's turn, counted down. An early arrival's ticket has no time until the places are drawn
 * at the hour, so the page asks again then. Should the shop later refuse the ticket (used on another device), the
 * page takes a new place and counts again.
 */
export function* waitForTurn(deps: SagaDeps, offset: number, itemId: string, joined: QueueAnswer): SagaIterator {
  let admitAt = joined.admitAt;
  for (;;) {
    while (admitAt === null) {
      const answer: QueueAnswer | null = yield call(joinQueue, deps, itemId);
      if (!answer) return;
      admitAt = answer.admitAt;
      if (admitAt === null) yield delay(DRAW_WAIT_MS);
    }
    yield call(tickUntil, deps, offset, admitAt);
    yield take(ticketRefused);
    yield call([deps.storage, deps.storage.remove], ticketKey(itemId));
    admitAt = null;
  }
}

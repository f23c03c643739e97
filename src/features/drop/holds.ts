// A drop's holds in the browser (docs/drop.md): Add to cart asks the shop to hold the units; the cart counts each
// hold's time by the server's clock and lets the line go when it runs out; a held line the shopper lets go is given
// back. Loaded with its chunk, by the pages that add to or show the cart, once a drop's item is in play.
import { createAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, delay, fork, put, select, spawn, take } from 'redux-saga/effects';
import { dropRefusalOf, type DropRefusal } from '../../api/dropAnswers';
import type { ApiResult } from '../../api/http';
import type { SagaDeps } from '../../app/deps';
import { isOk } from '../../app/failures';
import { nextHoldEnd, skusRanOut, type LineHold } from '../../domain/dropHolds';
import { formatShopDateTime } from '../../domain/shopTime';
import type { Language } from '../../domain/language';
import type { Text } from '../../i18n/texts';
import { cartActions, UNDO_SECONDS, type CartLine, type ItemAddedPayload } from '../cart/cartSlice';
import { checkoutActions } from '../checkout/checkoutSlice';
import { selectCartLines } from '../cart/selectors';
import { itemWarning, selectLanguage } from '../ui/uiSlice';
import { dropActions } from './dropSlice';
import { keptTicket, ticketKey } from './keptTicket';
import { clockOffset } from './serverClock';

/** The shop's words for a hold it refused (or could not be asked for: `refusal` undefined). */
export function holdRefusalText(refusal: DropRefusal | undefined, title: string, language: Language): Text {
  switch (refusal?.problem) {
    case 'dropNotOpen':
      return { id: 'drop.notOpen', values: { title, opensAt: formatShopDateTime(Date.parse(refusal.startsAt), language) } };
    case 'overDropLimit':
      return { id: 'drop.hold.overLimit', values: { title, limit: refusal.limit } };
    case 'soldOut':
      return { id: 'drop.hold.soldOut', values: { title } };
    case 'notAdmitted':
      return { id: 'drop.queue.notYet', values: { title } };
    case 'ticketRefused':
      return { id: 'drop.queue.ticketRefused', values: { title } };
    default:
      return { id: 'drop.hold.failed', values: { title } };
  }
}

/** Add to cart on a drop's item: the line joins the cart with its hold, or the shopper is told why not. */
export function* askHold({ api, device, storage }: SagaDeps, line: ItemAddedPayload): SagaIterator {
  const skuCode = line.sku.code;
  const itemId = line.product.id;
  // A drop with a queue holds only for a shopper whose turn has come: the ticket says so.
  const ticket = keptTicket(storage, itemId);
  const result: ApiResult<{ hold: LineHold }> = yield call(api.holdDrop, {
    itemId,
    skuCode,
    units: line.quantity,
    deviceId: device.id,
    ...(ticket && { ticket }),
  });
  if (isOk(result)) {
    const { id, units, expiresAt } = result.body.hold;
    yield put(cartActions.itemAdded({ ...line, quantity: units, hold: { id, units, expiresAt } }));
    return;
  }
  const refusal = result.status === 409 || result.status === 403 ? dropRefusalOf(result.body) : undefined;
  if (refusal?.problem === 'ticketRefused') yield call([storage, storage.remove], ticketKey(itemId));
  const language: Language = yield select(selectLanguage);
  const text = holdRefusalText(refusal, line.product.title, language);
  yield put(dropActions.holdRefused({ skuCode, status: result.status, ...(refusal && { refusal }), text }));
  yield put(itemWarning(text));
}

/**
 * While the cart holds a drop's units: a tick each second the shown time changes, by the server's clock, and the lines
 * whose hold ran out leave the cart (the shop has put their units back on sale). Ends once no line is held.
 */
export function* countHolds(deps: SagaDeps): SagaIterator {
  const offset: number = yield call(clockOffset, deps);
  for (;;) {
    const lines: CartLine[] = yield select(selectCartLines);
    const end = nextHoldEnd(lines);
    if (end === null) return;
    const now = deps.clock.now() + offset;
    yield put(dropActions.ticked({ now }));
    const ranOut = skusRanOut(lines, now);
    if (ranOut.length) yield put(cartActions.holdRanOut({ skuCodes: ranOut }));
    else yield delay((end - now) % 1000 || 1000);
  }
}

/** A held line left the cart; the shop answered its release with `status` (0: not reached, the hold then runs out). */
export const holdReleased = createAction<{ holdId: string; status: number }>('drop/holdReleased');

/** How long a held line that left the cart waits before its units are given back: Undo of Clear All may bring it back. */
export const RELEASE_AFTER_MS = (UNDO_SECONDS + 1) * 1000;

/** A hold whose line left the cart: given back unless the line came back meanwhile. Offline, it simply runs out. */
export function* releaseLater({ api, device }: SagaDeps, holdId: string): SagaIterator {
  yield delay(RELEASE_AFTER_MS);
  const lines: CartLine[] = yield select(selectCartLines);
  if (lines.some((line) => line.hold?.id === holdId)) return;
  try {
    const result: ApiResult = yield call(api.releaseHold, holdId, device.id);
    yield put(holdReleased({ holdId, status: result.networkError ? 0 : result.status }));
  } catch {
    // Not given back: the hold runs out by itself.
  }
}

/** What takes lines out of the cart at the shopper's wish (or another tab's): their holds are given back. */
const LINES_LET_GO: string[] = [
  cartActions.itemRemoved.type,
  cartActions.cleared.type,
  cartActions.changedInAnotherTab.type,
  checkoutActions.linesChanged.type,
];

const heldIds = (lines: CartLine[]) => new Set(lines.flatMap((line) => (line.hold ? [line.hold.id] : [])));

/**
 * While the cart holds a drop's units: their time counted, and the holds of lines the shopper lets go given back
 * (each on its own, so Undo of Clear All can bring a line back meanwhile). Ends once no line is held.
 */
export function* watchHeld(deps: SagaDeps): SagaIterator {
  yield fork(countHolds, deps);
  let held = heldIds(yield select(selectCartLines));
  while (held.size > 0) {
    const action: { type: string } = yield take('*');
    const now = heldIds(yield select(selectCartLines));
    if (LINES_LET_GO.includes(action.type)) {
      for (const holdId of held) if (!now.has(holdId)) yield spawn(releaseLater, deps, holdId);
    }
    held = now;
  }
}

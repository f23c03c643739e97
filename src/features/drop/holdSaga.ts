// Every page: a drop's holds asked for, counted down and given back (./holds), since the header's cart lets a
// shopper remove a held line anywhere. That work comes with its chunk, fetched once a drop's item is in play.
import type { SagaIterator } from 'redux-saga';
import { call, put, select, take, takeEvery } from 'redux-saga/effects';
import type { SagaDeps } from '../../app/deps';
import { loadChunk } from '../../app/chunks';
import { REHYDRATE } from '../../app/persistence';
import { nextHoldEnd } from '../../domain/dropHolds';
import type { Text } from '../../i18n/texts';
import { cartActions, type CartLine } from '../cart/cartSlice';
import { selectCartLines } from '../cart/selectors';
import { guard } from '../shared/guard';
import { itemWarning } from '../ui/uiSlice';
import { dropActions } from './dropSlice';

type HoldAsked = ReturnType<typeof dropActions.holdAsked>;

const holdsChunk = () => loadChunk(() => import(/* webpackChunkName: "drop-holds" */ './holds'));

const asking = guard(
  function* (deps: SagaDeps, { payload }: HoldAsked): SagaIterator {
    const { askHold } = yield call(holdsChunk);
    yield call(askHold, deps, payload.line);
  },
  // The shop could not be asked (its chunk did not come): nothing is held, and the shopper may tap again.
  function* (_error, _deps: SagaDeps, { payload: { line } }: HoldAsked): SagaIterator {
    const text: Text = { id: 'drop.hold.failed', values: { title: line.product.title } };
    yield put(dropActions.holdRefused({ skuCode: line.sku.code, status: 0, text }));
    yield put(itemWarning(text));
  },
);

/** What may bring held lines into the cart: then they are watched. */
const HELD_LINES_MAY_COME = [cartActions.itemAdded.type, cartActions.changedInAnotherTab.type, cartActions.clearUndone.type, REHYDRATE];

/** One of the sagas every page runs (root/rootSaga.ts). */
export function* holdSaga(deps: SagaDeps): SagaIterator {
  yield takeEvery(dropActions.holdAsked.type, asking, deps);
  for (;;) {
    const lines: CartLine[] = yield select(selectCartLines);
    if (nextHoldEnd(lines) !== null) {
      try {
        const { watchHeld } = yield call(holdsChunk);
        yield call(watchHeld, deps);
      } catch {
        // Its chunk did not come: watched again when the cart next changes.
      }
    }
    yield take(HELD_LINES_MAY_COME);
  }
}

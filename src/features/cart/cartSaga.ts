import type { EventChannel, SagaIterator } from 'redux-saga';
import { call, put, take } from 'redux-saga/effects';
import type { SagaDeps } from '../../app/deps';
import { storedChanges } from '../shared/keptInStorage';
import { cartActions } from './cartSlice';
import { readPersistedCart } from './storedCart';

/** The browser storage key the cart is kept under (spec §3). */
export const CART_KEY = 'cart';

/**
 * One cart per browser, whatever the tabs: a cart another tab stored enters this tab's store as an action carrying the
 * cart (so a replayed log shows it), and redux-persist stores nothing new, as the value is the one just written.
 */
export function* cartSaga({ otherTabs, config }: SagaDeps): SagaIterator {
  const changes: EventChannel<{ value: unknown }> = yield call(storedChanges, otherTabs, CART_KEY);
  for (;;) {
    const { value }: { value: unknown } = yield take(changes);
    const cart = readPersistedCart(value, config.maxUnitsPerLine);
    if (cart) yield put(cartActions.changedInAnotherTab({ cart }));
  }
}

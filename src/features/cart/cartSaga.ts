import { eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import { call, put, take } from 'redux-saga/effects';
import type { OtherTabs, SagaDeps } from '../../app/deps';
import { cartActions } from './cartSlice';
import { readPersistedCart } from './storedCart';

/** The browser storage key the cart is kept under (spec §3). */
export const CART_KEY = 'cart';

/** Another tab's writes of the stored cart, one message each (a channel carries no bare null, so each is wrapped). */
export const storedCartChanges = (otherTabs: OtherTabs): EventChannel<{ value: unknown }> =>
  eventChannel((emit) => otherTabs.onStoredChange(CART_KEY, (value) => emit({ value })));

/**
 * One cart per browser, whatever the tabs: a cart another tab stored enters this tab's store as an action carrying the
 * cart (so a replayed log shows it), and redux-persist stores nothing new, as the value is the one just written.
 */
export function* cartSaga({ otherTabs, config }: SagaDeps): SagaIterator {
  const changes: EventChannel<{ value: unknown }> = yield call(storedCartChanges, otherTabs);
  for (;;) {
    const { value }: { value: unknown } = yield take(changes);
    const cart = readPersistedCart(value, config.maxUnitsPerLine);
    if (cart) yield put(cartActions.changedInAnotherTab({ cart }));
  }
}

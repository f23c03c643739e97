// The cart kept in the browser's storage by redux-persist (its names for other layers are in app/persistence.ts).
import { persistReducer, persistStore, type PersistConfig, type PersistedState } from 'redux-persist';
import createWebStorage from 'redux-persist/lib/storage/createWebStorage';
import type { PersistStorage } from '../app/persistence';
import cart, { type CartState } from '../features/cart/cartSlice';
import { mergeStoredCart, readStoredCart } from '../features/cart/storedCart';
import type { Store } from '@reduxjs/toolkit';

/**
 * A stored value that is not the slice's shape (corrupt, foreign or from an older build) starts that slice clean:
 * resolving `undefined` makes redux-persist keep the initial state.
 */
function keepIfValid<S>(read: (value: unknown) => S | undefined) {
  return (stored: PersistedState): Promise<PersistedState> => {
    const state = stored ? read(stored) : undefined;
    return Promise.resolve(state && stored ? ({ ...state, _persist: stored._persist } as PersistedState) : undefined);
  };
}

/**
 * The cart is kept under the browser storage key `cart` (no redux-persist prefix); the token is kept under `token` by the
 * account saga itself (features/account/storedToken.ts). Lines come back at most `maxUnitsPerLine`, with what the
 * shopper added before they came (redux-persist's own merge would keep one or the other).
 */
export const cartPersistConfig = (storage: PersistStorage, maxUnitsPerLine?: number): PersistConfig<CartState> => ({
  key: 'cart',
  keyPrefix: '',
  storage,
  migrate: keepIfValid((stored) => readStoredCart(stored, maxUnitsPerLine)),
  stateReconciler: (stored: CartState, _before, meanwhile) => mergeStoredCart(stored, meanwhile, maxUnitsPerLine),
});

/** The cart's reducer, kept in `storage` once the store persists. */
export const persistedCart = (storage: PersistStorage, maxUnitsPerLine?: number) =>
  persistReducer(cartPersistConfig(storage, maxUnitsPerLine), cart);

/** Brings the stored cart back into `store`, then keeps it in storage as it changes. */
export const startPersisting = (store: Store) => persistStore(store);

/** The browser's localStorage, created only when called (on a server it would fall back to nothing, with a warning). */
export const browserStorage = (): PersistStorage => createWebStorage('local');

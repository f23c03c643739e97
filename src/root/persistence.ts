import type { PersistConfig, PersistedState } from 'redux-persist';
import type { Storage as PersistStorage } from 'redux-persist/es/types';
import type { CartState } from '../features/cart/cartSlice';
import { readStoredCart } from '../features/cart/storedCart';

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
 * account saga itself (features/account/storedToken.ts). Lines come back at most `maxUnitsPerLine`.
 */
export const cartPersistConfig = (storage: PersistStorage, maxUnitsPerLine?: number): PersistConfig<CartState> => ({
  key: 'cart',
  keyPrefix: '',
  storage,
  migrate: keepIfValid((stored) => readStoredCart(stored, maxUnitsPerLine)),
});

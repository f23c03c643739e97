import type { PersistConfig, PersistedState } from 'redux-persist';
import type { Storage as PersistStorage } from 'redux-persist/es/types';
import { isCartState, restoreCart, type CartState } from '../features/cart/cartSlice';
import { isAuthState, type AuthState } from '../features/auth/authSlice';

/**
 * A stored value that is not the slice's shape (corrupt, foreign or from an older build) starts that slice clean:
 * resolving `undefined` makes redux-persist keep the initial state.
 */
function keepIfValid<S>(isValid: (value: unknown) => boolean, restore: (value: S) => S = (value) => value) {
  return (stored: PersistedState): Promise<PersistedState> => {
    if (!stored || !isValid(stored)) return Promise.resolve(undefined);
    const { _persist, ...state } = stored as S & PersistedState & object;
    return Promise.resolve({ ...restore(state as S), _persist } as PersistedState);
  };
}

/** Browser storage keys are exactly `cart` and `token` (no redux-persist prefix). */
export const cartPersistConfig = (storage: PersistStorage): PersistConfig<CartState> => ({
  key: 'cart',
  keyPrefix: '',
  storage,
  migrate: keepIfValid<CartState>(isCartState, restoreCart),
});

export const tokenPersistConfig = (storage: PersistStorage): PersistConfig<AuthState> => ({
  key: 'token',
  keyPrefix: '',
  storage,
  migrate: keepIfValid<AuthState>(isAuthState),
});

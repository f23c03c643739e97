import type { PersistStorage } from '../app/persistence';
import { persistedCart } from './persistence';
import { combineShopReducers } from './shopReducer';

/**
 * The one root reducer; persistence touches storage only when redux-persist's own actions run. A cart read back from
 * storage holds at most `maxUnitsPerLine` of a line (the shop's config; the default when not given).
 */
export function createRootReducer(storage: PersistStorage, maxUnitsPerLine?: number) {
  return combineShopReducers(persistedCart(storage, maxUnitsPerLine));
}

export type RootReducer = ReturnType<typeof createRootReducer>;
export type RootState = ReturnType<RootReducer>;

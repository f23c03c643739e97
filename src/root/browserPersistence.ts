// The cart kept in the browser's storage: redux-persist comes in a chunk of its own, after the first render.
import { browserStorage, startPersisting } from './persistence';
import { createRootReducer } from './rootReducer';
import type { AppStore } from './shopStore';

/** Puts the cart that storage keeps in place of the store's own, and brings the stored one back. */
export function keepCartInStorage(store: AppStore, maxUnitsPerLine?: number): void {
  store.replaceReducer(createRootReducer(browserStorage(), maxUnitsPerLine));
  startPersisting(store);
}

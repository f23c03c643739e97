import type { Middleware } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import type { PersistStorage } from '../app/persistence';
import { startPersisting } from './persistence';
import { createRootReducer } from './rootReducer';
import { createShopStore, type RootState } from './shopStore';
import { startSagas } from './startSagas';
import type { FeatureSaga, SagaDeps } from '../app/deps';

/** The store with its sagas running; nothing is read from or written to browser storage until it persists. */
export function createAppStore(
  deps: SagaDeps,
  persistStorage: PersistStorage,
  preloadedState?: Partial<RootState>,
  recorder: Middleware = () => (next) => next,
  pageSagas: FeatureSaga[] = [],
) {
  const sagaMiddleware = createSagaMiddleware();
  const store = createShopStore(createRootReducer(persistStorage, deps.config.maxUnitsPerLine), preloadedState, [sagaMiddleware, recorder]);
  return { store, ...startSagas(sagaMiddleware, deps, pageSagas) };
}

/** The browser's store: the cart and token come back from storage and are kept there. */
export function setupStore(...args: Parameters<typeof createAppStore>) {
  const { store, sagaTask, startPageSagas } = createAppStore(...args);
  return { store, sagaTask, startPageSagas, persistor: startPersisting(store) };
}

export type { AppStore, AppDispatch, RootState } from './shopStore';

import { configureStore, type Middleware } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistStore } from 'redux-persist';
import type { Storage as PersistStorage } from 'redux-persist/es/types';
import { createRootReducer, type RootState } from './rootReducer';
import { rootSaga } from './rootSaga';
import { redactAction, redactState } from './redactSecrets';
import type { FeatureSaga, SagaDeps } from '../app/deps';

/** redux-persist's bookkeeping actions carry functions; they are the only exception to the serializable check. */
export const PERSIST_ACTIONS = [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER];

/** The store with its sagas running; nothing is read from or written to browser storage until `persistStore` runs. */
export function createAppStore(
  deps: SagaDeps,
  persistStorage: PersistStorage,
  preloadedState?: Partial<RootState>,
  recorder: Middleware = () => (next) => next,
  pageSagas: FeatureSaga[] = [],
) {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: createRootReducer(persistStorage, deps.config.maxUnitsPerLine),
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({
        thunk: false,
        serializableCheck: { ignoredActions: PERSIST_ACTIONS },
        immutableCheck: true,
      }).concat(sagaMiddleware, recorder),
    // Enabled in every build: QA records and replays action logs with the Redux DevTools extension.
    devTools: {
      name: 'Metal Merch storefront',
      maxAge: 2000,
      actionSanitizer: redactAction,
      stateSanitizer: redactState,
      features: {
        pause: true,
        lock: true,
        persist: true,
        export: true,
        import: 'custom',
        jump: true,
        skip: true,
        reorder: true,
        dispatch: true,
        test: true,
      },
    },
  });
  const sagaTask = sagaMiddleware.run(rootSaga, deps, pageSagas);
  const started = new Set(pageSagas);
  /** Starts a page's own sagas when its chunk arrives, each once however often the page opens. */
  const startPageSagas = (sagas: FeatureSaga[]) => {
    for (const saga of sagas.filter((each) => !started.has(each))) {
      started.add(saga);
      sagaMiddleware.run(saga, deps);
    }
  };
  return { store, sagaTask, startPageSagas };
}

/** The browser's store: the cart and token come back from storage and are kept there. */
export function setupStore(...args: Parameters<typeof createAppStore>) {
  const { store, sagaTask, startPageSagas } = createAppStore(...args);
  return { store, sagaTask, startPageSagas, persistor: persistStore(store) };
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type AppDispatch = AppStore['dispatch'];
export type { RootState };

import { configureStore, type Middleware } from '@reduxjs/toolkit';
import { PERSIST_ACTIONS } from '../app/persistence';
import type { RootReducer, RootState } from './rootReducer';
import { redactAction, redactState } from './redactSecrets';

/** The shop's store with `middleware` after Redux Toolkit's own; its sagas are started by whoever runs them. */
export function createShopStore(reducer: RootReducer, preloadedState: Partial<RootState> | undefined, middleware: Middleware[]) {
  return configureStore({
    reducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({
        thunk: false,
        serializableCheck: { ignoredActions: PERSIST_ACTIONS },
        immutableCheck: true,
      }).concat(middleware),
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
}

export type AppStore = ReturnType<typeof createShopStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };

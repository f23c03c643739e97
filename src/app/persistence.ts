// What every layer may name of redux-persist, and nothing that runs it: its action types, the mark it leaves on a kept
// slice and a storage that keeps nothing. Keeping the cart in storage is root/persistence.ts, which comes in a
// chunk of its own after the first render; only these two modules import redux-persist (.dependency-cruiser.cjs).
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import type { PersistPartial } from 'redux-persist/es/persistReducer';
import type { Storage as PersistStorage } from 'redux-persist/es/types';

export { REHYDRATE, type PersistPartial, type PersistStorage };

/** redux-persist's bookkeeping actions carry functions; they are the only exception to the serializable check. */
export const PERSIST_ACTIONS = [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER];

/** The action that brings the slice kept under `key` back from storage. */
export const isRehydration = (action: { type: string; key?: unknown }, key: string) => action.type === REHYDRATE && action.key === key;

/** For a store that must not touch storage: the server's render, a replay. */
export const noStorage: PersistStorage = {
  getItem: () => Promise.resolve(null),
  setItem: () => Promise.resolve(),
  removeItem: () => Promise.resolve(),
};

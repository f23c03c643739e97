import type { UnknownAction } from '@reduxjs/toolkit';
import { noStorage, REHYDRATE } from '../app/persistence';
import { createRootReducer, type RootState } from '../root/rootReducer';
import { ActionLogError } from './actionLog';
import { isRecord } from './stateDiff';
import { isReplayable, type ActionLog } from '../app/recentActions';

export interface Replay {
  state: RootState;
  /** The actions run through the reducer, in order. */
  replayed: UnknownAction[];
  /** How many bookkeeping actions were left out. */
  dropped: number;
  /** Top-level keys of the starting state that are no slice of this app's state (left out). */
  unknownSlices: string[];
}

const START = { type: '@@replay/START' };

const domainOf = (action: UnknownAction) => action.type.split('/')[0];

// Replay never touches storage; only redux-persist's dropped bookkeeping actions would use it.
const replayReducer = () => createRootReducer(noStorage);

/** Every slice of the store as it starts, by name. */
export const initialStoreState = (): Record<string, unknown> => replayReducer()(undefined, START);

/** A recorded slice, with the fields its slice gained since the recording as a fresh store starts them. */
const withNewFields = (initial: unknown, recorded: unknown) =>
  isRecord(initial) && isRecord(recorded) ? { ...initial, ...recorded } : recorded;

/** Runs a log's actions through the app's root reducer from its starting state, with no network and no storage. */
export function replayActionLog(log: ActionLog): Replay {
  const reducer = replayReducer();
  const initial = initialStoreState();
  const start = Object.entries(log.preloadedState ?? {});
  const isSlice = (key: string) => Object.hasOwn(initial, key);
  const known = start.filter(([key]) => isSlice(key)).map(([key, value]) => [key, withNewFields(initial[key], value)]);
  const replayed = log.actions.filter(isReplayable);
  const isForeign =
    (start.length > 0 && known.length === 0) ||
    (replayed.length > 0 && !replayed.some((action) => isSlice(domainOf(action)) || action.type === REHYDRATE));
  if (isForeign) throw new ActionLogError('The log is not from this storefront: none of its state or actions belong to its slices.');

  // As a store does on creation: every slice gets its state, so redux-persist's REHYDRATE has one to merge into.
  let state = reducer((log.preloadedState && Object.fromEntries(known)) as RootState | undefined, START);
  log.actions.forEach((action, index) => {
    if (!isReplayable(action)) return;
    try {
      state = reducer(state, action);
    } catch (error) {
      throw new ActionLogError(`Action #${index} (${action.type}) cannot be replayed: ${(error as Error).message}.`);
    }
  });
  return {
    state,
    replayed,
    dropped: log.actions.length - replayed.length,
    unknownSlices: start.filter(([key]) => !isSlice(key)).map(([key]) => key),
  };
}

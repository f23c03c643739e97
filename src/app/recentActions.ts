// A tab's recent actions as a replay reads them, and the file Redux DevTools exports them in: what QA's download and
// a problem report carry.
import type { UnknownAction } from '@reduxjs/toolkit';
import type { DevToolsExport } from '../domain/problemReport';
import { REHYDRATE } from './persistence';

/** A recorded session: where the store started, and what was dispatched from there, in order. */
export interface ActionLog {
  /** The state before the first action; undefined means every reducer's initial state. */
  preloadedState: Record<string, unknown> | undefined;
  actions: UnknownAction[];
}

/** This tab's last actions (qa/actionRecorder.ts): the whole session kept, or its last `last` actions. */
export interface RecentActions {
  log(last?: number): ActionLog;
}

const PERSIST_PREFIX = 'persist/';

/**
 * What replay runs: redux-persist's bookkeeping (it carries functions and touches storage) is dropped,
 * except REHYDRATE, which brings the stored cart and token in; so are Redux's and DevTools' own init actions.
 */
export function isReplayable(action: UnknownAction): boolean {
  if (action.type.startsWith(PERSIST_PREFIX)) return action.type === REHYDRATE;
  return action.type !== '@@INIT' && !action.type.startsWith('@@redux/');
}

/**
 * The file the DevTools extension exports (and imports), so either replay reads it. Only what a replay runs
 * is written: DevTools' Import would run redux-persist's PERSIST too, and fail on the functions JSON leaves out.
 */
export function devToolsExport({ preloadedState, actions }: ActionLog): DevToolsExport {
  return {
    payload: JSON.stringify(actions.filter(isReplayable)),
    ...(preloadedState && { preloadedState: JSON.stringify(preloadedState) }),
  };
}

export const toDevToolsExport = (log: ActionLog): string => JSON.stringify(devToolsExport(log));

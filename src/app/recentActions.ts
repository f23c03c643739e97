// A tab's recent actions as a replay reads them, and the file Redux DevTools exports them in: what QA's download and
// a problem report carry.
import type { UnknownAction } from '@reduxjs/toolkit';
import type { ApiCall, DevToolsExport } from '../domain/problemReport';
import { REHYDRATE } from './persistence';

/** A recorded session: where the store started, and what was dispatched from there, in order. */
export interface ActionLog {
  /** The state before the first action; undefined means every reducer's initial state. */
  preloadedState: Record<string, unknown> | undefined;
  actions: UnknownAction[];
}

/** A session as a problem report carries it: its log, which of its actions the sagas put, and the API calls meanwhile. */
export interface RecordedSession extends ActionLog {
  bySaga: boolean[];
  calls: ApiCall[];
}

/** This tab's last actions (qa/actionRecorder.ts). */
export interface RecentActions {
  /** The whole session kept, or its last `last` actions, with the calls made since the first of them. */
  log(last?: number): RecordedSession;
  /** Notes a call to the shop's API as it is made; answers what notes its answer. */
  callMade(api: string, args: unknown[]): (answer: unknown) => void;
}

/** The shop's API, each call noted in `recent` with its answer: a report's test answers the sagas as the server did. */
export function recordingCalls<Api extends object>(api: Api, recent: RecentActions): Api {
  return new Proxy(api, {
    get(target, name, receiver) {
      const call = Reflect.get(target, name, receiver) as unknown;
      if (typeof call !== 'function' || typeof name !== 'string') return call;
      return (...args: unknown[]) => {
        const answered = recent.callMade(name, args);
        const answer = (call as (...a: unknown[]) => unknown)(...args);
        void Promise.resolve(answer).then(answered, () => undefined);
        return answer;
      };
    },
  });
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

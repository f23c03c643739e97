import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import type { ActionLog, RecentActions } from '../app/recentActions';
import type { ApiCall } from '../domain/problemReport';

/** The mark redux-saga sets on an action a saga put (@redux-saga/symbols). */
const SAGA_ACTION = '@@redux-saga/SAGA_ACTION';
import { redactAction, redactState } from '../root/redactSecrets';

const QA_SESSION_KEY = 'qa';

/** QA mode: `?qa=1` turns it on for the rest of the tab's session; a blocked sessionStorage keeps it to this page. */
export function isQaSession(search: string, session: () => Pick<Storage, 'getItem' | 'setItem'>): boolean {
  const asked = new URLSearchParams(search).get('qa') === '1';
  try {
    if (asked) session().setItem(QA_SESSION_KEY, '1');
    return asked || session().getItem(QA_SESSION_KEY) === '1';
  } catch {
    return asked;
  }
}

/** How many actions a session keeps for "Report a problem"; QA mode keeps more, for its downloads. */
export const SESSION_ACTIONS = 300;
export const QA_ACTIONS = 2000;

export interface ActionRecorder extends RecentActions {
  /** QA mode: its download buttons show. */
  enabled: boolean;
  middleware: Middleware;
}

/**
 * Keeps the last `limit` actions in memory (none with a limit of 0, as on the server): nothing is stored or sent
 * until the shopper reports a problem or QA downloads the log. It is in every page's JavaScript, so it stays this
 * small: choosing what a replay needs is left to the export.
 */
export function createActionRecorder(qaMode: boolean, limit = qaMode ? QA_ACTIONS : SESSION_ACTIONS): ActionRecorder {
  // Each action keeps the state before it, so the log still has a starting state once older actions are let go; and
  // the API calls made after it (before the next action), which go with it.
  const entries: { action: UnknownAction; before: ActionLog['preloadedState']; bySaga: boolean; calls: ApiCall[] }[] = [];
  const recording: Middleware = (store) => (next) => (action) => {
    // redux-saga marks what a saga puts, so a report's test dispatches only what the shopper did.
    const bySaga = (action as Record<string, unknown>)[SAGA_ACTION] === true;
    entries.push({ action: action as UnknownAction, before: store.getState(), bySaga, calls: [] });
    if (entries.length > limit) entries.shift();
    return next(action);
  };
  return {
    enabled: qaMode,
    middleware: limit > 0 ? recording : () => (next) => next,
    // What the shopper typed as a password or code is blanked in what leaves the page.
    log: (last = entries.length) => {
      const kept = last > 0 ? entries.slice(-last) : [];
      return {
        preloadedState: redactState(kept[0]?.before),
        actions: kept.map((entry) => redactAction(entry.action)),
        bySaga: kept.map((entry) => entry.bySaga),
        calls: kept.flatMap((entry) => entry.calls),
      };
    },
    callMade: (api, args) => {
      const call: ApiCall = { api, args };
      entries.at(-1)?.calls.push(call);
      return (answer) => void (call.answer = answer);
    },
  };
}

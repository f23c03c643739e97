import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import type { ActionLog } from './actionLog';
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

export interface ActionRecorder {
  enabled: boolean;
  middleware: Middleware;
  /** The session so far: the state before the oldest action kept, and the actions since. */
  log(): ActionLog;
}

/**
 * Keeps the last `limit` actions when enabled; otherwise its middleware only passes actions on.
 * It is in every page's JavaScript, so it stays this small: choosing what a replay needs is left to the export.
 */
export function createActionRecorder(enabled: boolean, limit = 2000): ActionRecorder {
  // Each action keeps the state before it, so the log still has a starting state once older actions are let go.
  const entries: { action: UnknownAction; before: ActionLog['preloadedState'] }[] = [];
  const recording: Middleware = (store) => (next) => (action) => {
    entries.push({ action: action as UnknownAction, before: store.getState() });
    if (entries.length > limit) entries.shift();
    return next(action);
  };
  return {
    enabled,
    middleware: enabled ? recording : () => (next) => next,
    // What the shopper typed as a password or code is blanked in what leaves the page.
    log: () => ({ preloadedState: redactState(entries[0]?.before), actions: entries.map((entry) => redactAction(entry.action)) }),
  };
}

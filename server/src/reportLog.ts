// What a problem report's log must be before it is kept: a Redux DevTools export that DevTools' Import and
// `npm run replay` read (src/qa/actionLog.ts), bounded so that no report holds more than a session's recent actions.

/** Actions a report's log may hold (QA mode records 2,000; every session keeps its last 300). */
export const MAX_REPORTED_ACTIONS = 2000;
/** The longest action type a log may name. */
export const MAX_ACTION_TYPE_LENGTH = 200;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parsed(text: string): { value: unknown } | null {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return null;
  }
}

/** Why the log cannot be kept, in a sentence for the sender; null when it can. */
export function reportLogProblem(log: { payload: string; preloadedState?: string }): string | null {
  const payload = parsed(log.payload);
  if (!payload || !Array.isArray(payload.value)) return 'log.payload must be a JSON list of actions, as Redux DevTools exports it.';
  const actions = payload.value;
  if (actions.length > MAX_REPORTED_ACTIONS) return `log.payload holds more than ${MAX_REPORTED_ACTIONS} actions.`;
  const bad = actions.findIndex(
    (action) => !isPlainObject(action) || typeof action.type !== 'string' || action.type.length > MAX_ACTION_TYPE_LENGTH,
  );
  if (bad >= 0) return `Action ${bad} of log.payload is not an object with a type of at most ${MAX_ACTION_TYPE_LENGTH} characters.`;
  if (log.preloadedState !== undefined) {
    const state = parsed(log.preloadedState);
    if (!state || !isPlainObject(state.value)) return 'log.preloadedState must be a JSON object, the state the log starts from.';
  }
  return null;
}

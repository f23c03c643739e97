// What a problem report's log must be before it is kept: a Redux DevTools export that DevTools' Import and
// `npm run replay` read (src/qa/actionLog.ts), bounded so that no report holds more than a session's recent actions,
// with what a draft test of it needs; and redacted as the shop's pages redact it, so that whatever a client sends, no
// name, number or address a shopper typed is kept.
import { isRedactedForReport } from '@domain/reportRedaction';

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

/** API calls a report's replay context may hold: one or two for each action at most. */
export const MAX_REPORTED_CALLS = 4000;

const isList = (value: unknown, length: number, each: (entry: unknown) => boolean) =>
  Array.isArray(value) && value.length <= length && value.every(each);

/** Why a report's replay context (src/domain/problemReport.ts ReplayContext) cannot be kept; null when it can. */
function replayProblem(replay: unknown, actions: number): string | null {
  if (!isPlainObject(replay)) return 'replay must be a JSON object: the intents, calls, config and device of the log.';
  const { intents, calls, config, device } = replay;
  if (!isList(intents, actions, (at) => Number.isInteger(at) && (at as number) >= 0 && (at as number) < actions)) {
    return 'replay.intents must list places of actions in log.payload.';
  }
  const isCall = (call: unknown) =>
    isPlainObject(call) && typeof call.api === 'string' && call.api.length <= 100 && Array.isArray(call.args);
  if (!isList(calls, MAX_REPORTED_CALLS, isCall))
    return `replay.calls must be at most ${MAX_REPORTED_CALLS} calls, each the API function's name and its args.`;
  if (!isPlainObject(config)) return 'replay.config must be an object.';
  if (!isPlainObject(device) || typeof device.id !== 'string' || typeof device.name !== 'string') {
    return 'replay.device must be an object with an id and a name.';
  }
  return null;
}

const NOT_REDACTED = 'The report holds text its page should have hidden (a name, a number, an address…); nothing of it was kept.';

/** Why the report's log, replay context and page cannot be kept, in a sentence for the sender; null when they can. */
export function reportLogProblem(
  log: { payload: string; preloadedState?: string },
  replayText: string | undefined,
  page: string,
): string | null {
  const payload = parsed(log.payload);
  if (!payload || !Array.isArray(payload.value)) return 'log.payload must be a JSON list of actions, as Redux DevTools exports it.';
  const actions = payload.value;
  if (actions.length > MAX_REPORTED_ACTIONS) return `log.payload holds more than ${MAX_REPORTED_ACTIONS} actions.`;
  const bad = actions.findIndex(
    (action) => !isPlainObject(action) || typeof action.type !== 'string' || action.type.length > MAX_ACTION_TYPE_LENGTH,
  );
  if (bad >= 0) return `Action ${bad} of log.payload is not an object with a type of at most ${MAX_ACTION_TYPE_LENGTH} characters.`;
  let state: unknown;
  if (log.preloadedState !== undefined) {
    const read = parsed(log.preloadedState);
    if (!read || !isPlainObject(read.value)) return 'log.preloadedState must be a JSON object, the state the log starts from.';
    state = read.value;
  }
  let replay: unknown;
  if (replayText !== undefined) {
    replay = parsed(replayText)?.value;
    const problem = replayProblem(replay, actions.length);
    if (problem) return problem;
  }
  return isRedactedForReport([state, actions, replay], page) ? null : NOT_REDACTED;
}

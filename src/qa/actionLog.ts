import type { UnknownAction } from '@reduxjs/toolkit';
import * as v from 'valibot';
import type { ActionLog } from '../app/recentActions';

/** A file that cannot be read as an action log; the message is one line, for a person. */
export class ActionLogError extends Error {}

/** A JSON object. (Valibot's record and object schemas take a list too.) */
const JsonObject = v.custom<Record<string, unknown>>((value) => typeof value === 'object' && value !== null && !Array.isArray(value));
const Action = v.looseObject({ type: v.string() });
const LiftedAction = v.looseObject({ type: v.picklist(['PERFORM_ACTION']), action: Action });
/** DevTools writes numbers; a hand-edited log may hold text. */
const ActionIds = v.optional(v.array(v.union([v.number(), v.string()])));
const LiftedState = v.looseObject({
  actionsById: JsonObject,
  stagedActionIds: ActionIds,
  skippedActionIds: ActionIds,
  committedState: v.optional(v.unknown()),
  computedStates: v.optional(v.array(v.unknown())),
});
const ComputedState = v.looseObject({ state: v.optional(v.unknown()) });

function parseJson(text: string, what: string): unknown {
  let usesJsan = false;
  let value: unknown;
  try {
    value = JSON.parse(text, (key, parsed: unknown) => {
      if (key === '$jsan') usesJsan = true;
      return parsed;
    });
  } catch (error) {
    throw new ActionLogError(`${what} is not JSON (${(error as Error).message}).`);
  }
  if (usesJsan) throw new ActionLogError(`${what} holds jsan references (Redux DevTools' "serialize" option), which replay does not read.`);
  return value;
}

function stateOf(value: unknown, what: string): Record<string, unknown> | undefined {
  if (value === undefined || value === null) return undefined;
  if (!v.is(JsonObject, value)) throw new ActionLogError(`${what} is not a state object.`);
  return value;
}

/** A lifted action (`{ type: 'PERFORM_ACTION', action }`) or a plain action, as the app dispatched it. */
function unlift(entry: unknown, id: string): UnknownAction {
  if (v.is(LiftedAction, entry)) return entry.action;
  if (v.is(Action, entry) && entry.type !== 'PERFORM_ACTION') return entry;
  throw new ActionLogError(`Action ${id} of the log is not a Redux action.`);
}

/** DevTools' lifted state: its actions by id, in `stagedActionIds` order, less those toggled off (`skippedActionIds`). */
function fromLiftedState(value: unknown): ActionLog {
  const lifted = v.safeParse(LiftedState, value);
  if (!lifted.success) {
    const field = lifted.issues[0].path?.[0].key;
    throw new ActionLogError(`The log's ${String(field ?? 'lifted state')} is not what Redux DevTools writes.`);
  }
  const { actionsById, stagedActionIds, skippedActionIds = [], committedState, computedStates = [] } = lifted.output;
  const ids = stagedActionIds?.map(String) ?? Object.keys(actionsById).sort((a, b) => Number(a) - Number(b));
  const skipped = new Set(skippedActionIds.map(String));
  const actions = ids.filter((id) => !skipped.has(id)).map((id) => unlift(actionsById[id], id));
  const firstComputed = v.is(ComputedState, computedStates[0]) ? computedStates[0].state : undefined;
  return { preloadedState: stateOf(committedState ?? firstComputed, "The log's committed state"), actions };
}

function fromPayload(payload: unknown): ActionLog {
  if (Array.isArray(payload)) return { preloadedState: undefined, actions: payload.map((entry, index) => unlift(entry, String(index))) };
  if (v.is(JsonObject, payload) && 'actionsById' in payload) return fromLiftedState(payload);
  if (v.is(JsonObject, payload) && Object.keys(payload).every((key) => /^\d+$/.test(key))) return fromLiftedState({ actionsById: payload });
  throw new ActionLogError("The log's payload is neither a list of actions nor DevTools' lifted state.");
}

/**
 * Reads what Redux DevTools exports, in either of its shapes:
 * `{ payload, preloadedState }` whose strings hold the actions (a list, or actions by id, or the whole
 * lifted state) and the starting state; or the lifted state itself (`actionsById`, `stagedActionIds`,
 * `skippedActionIds`, `committedState`, `computedStates`).
 */
export function parseActionLog(text: string): ActionLog {
  const root = parseJson(text, 'The file');
  if (!v.is(JsonObject, root) || !('payload' in root || 'actionsById' in root)) {
    throw new ActionLogError('The file is not a Redux DevTools export: it has neither "payload" nor "actionsById".');
  }
  if (!('payload' in root)) return fromLiftedState(root);
  if (typeof root.payload !== 'string') throw new ActionLogError(`The log's "payload" is not a string of JSON.`);
  const log = fromPayload(parseJson(root.payload, "The log's payload"));
  if (typeof root.preloadedState === 'string')
    return { ...log, preloadedState: stateOf(parseJson(root.preloadedState, "The log's preloadedState"), "The log's preloadedState") };
  return log;
}

import type { UnknownAction } from '@reduxjs/toolkit';
import { REHYDRATE } from 'redux-persist';

/** A recorded session: where the store started, and what was dispatched from there, in order. */
export interface ActionLog {
  /** The state before the first action; undefined means every reducer's initial state. */
  preloadedState: Record<string, unknown> | undefined;
  actions: UnknownAction[];
}

/** A file that cannot be read as an action log; the message is one line, for a person. */
export class ActionLogError extends Error {}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const isAction = (value: unknown): value is UnknownAction => isObject(value) && typeof value.type === 'string';

function parseJson(text: string, what: string): unknown {
  let usesJsan = false;
  let value: unknown;
  try {
    value = JSON.parse(text, (key, v: unknown) => {
      if (key === '$jsan') usesJsan = true;
      return v;
    });
  } catch (error) {
    throw new ActionLogError(`${what} is not JSON (${(error as Error).message}).`);
  }
  if (usesJsan) throw new ActionLogError(`${what} holds jsan references (Redux DevTools' "serialize" option), which replay does not read.`);
  return value;
}

function stateOf(value: unknown, what: string): Json | undefined {
  if (value === undefined || value === null) return undefined;
  if (!isObject(value)) throw new ActionLogError(`${what} is not a state object.`);
  return value;
}

/** A lifted action (`{ type: 'PERFORM_ACTION', action }`) or a plain action, as the app dispatched it. */
function unlift(entry: unknown, id: string): UnknownAction {
  if (isObject(entry) && entry.type === 'PERFORM_ACTION' && isAction(entry.action)) return entry.action;
  if (isAction(entry) && entry.type !== 'PERFORM_ACTION') return entry;
  throw new ActionLogError(`Action ${id} of the log is not a Redux action.`);
}

/** DevTools' lifted state: its actions by id, in `stagedActionIds` order, less those toggled off (`skippedActionIds`). */
function fromLiftedState(lifted: Json): ActionLog {
  const byId = lifted.actionsById;
  if (!isObject(byId)) throw new ActionLogError('The log has no actionsById object.');
  const ids = Array.isArray(lifted.stagedActionIds) ? lifted.stagedActionIds.map(String) : Object.keys(byId).sort((a, b) => Number(a) - Number(b));
  const skipped = new Set(Array.isArray(lifted.skippedActionIds) ? lifted.skippedActionIds.map(String) : []);
  const actions = ids.filter((id) => !skipped.has(id)).map((id) => unlift(byId[id], id));
  const firstComputed = Array.isArray(lifted.computedStates) && isObject(lifted.computedStates[0]) ? lifted.computedStates[0].state : undefined;
  return { preloadedState: stateOf(lifted.committedState ?? firstComputed, "The log's committed state"), actions };
}

function fromPayload(payload: unknown): ActionLog {
  if (Array.isArray(payload)) return { preloadedState: undefined, actions: payload.map((entry, index) => unlift(entry, String(index))) };
  if (isObject(payload) && 'actionsById' in payload) return fromLiftedState(payload);
  if (isObject(payload) && Object.keys(payload).every((key) => /^\d+$/.test(key))) return fromLiftedState({ actionsById: payload });
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
  if (!isObject(root) || !('payload' in root || 'actionsById' in root)) {
    throw new ActionLogError('The file is not a Redux DevTools export: it has neither "payload" nor "actionsById".');
  }
  if (!('payload' in root)) return fromLiftedState(root);
  if (typeof root.payload !== 'string') throw new ActionLogError(`The log's "payload" is not a string of JSON.`);
  const log = fromPayload(parseJson(root.payload, "The log's payload"));
  if (typeof root.preloadedState === 'string') return { ...log, preloadedState: stateOf(parseJson(root.preloadedState, "The log's preloadedState"), "The log's preloadedState") };
  return log;
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
export function toDevToolsExport({ preloadedState, actions }: ActionLog): string {
  return JSON.stringify({ payload: JSON.stringify(actions.filter(isReplayable)), preloadedState: preloadedState && JSON.stringify(preloadedState) });
}

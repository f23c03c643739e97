// A recorded journey as the tests keep it: the slices its actions touch and nothing else, so a slice added to the
// store later changes none of the recorded files, and each kept slice is compared as strictly as the whole store was.
import { REHYDRATE } from '../app/persistence';
import { isReplayable, type ActionLog } from '../app/recentActions';
import { initialStoreState, replayActionLog } from './replay';
import { diffStates, formatDifference, isRecord } from './stateDiff';

/** The end of a journey: each slice it touches, and that slice's shape when it was recorded. */
export interface JourneyState {
  /** A slice's shape: the paths of the objects in its initial state (`items`, `form.fullName`), one string. */
  shapes: Record<string, string>;
  slices: Record<string, unknown>;
}

/** The paths of a value's nested object keys, sorted; list elements are not looked into (an initial list is empty). */
export function sliceShape(value: unknown, prefix = ''): string {
  if (!isRecord(value)) return '';
  return Object.keys(value)
    .sort()
    .flatMap((key) => [`${prefix}${key}`, sliceShape(value[key], `${prefix}${key}.`)])
    .filter(Boolean)
    .join(',');
}

/** The slice an action speaks to: its type's prefix (`cart/itemAdded`), or the key REHYDRATE brings back. */
const sliceOf = (action: { type: string; key?: unknown }) => (action.type === REHYDRATE ? String(action.key) : action.type.split('/')[0]);

/**
 * The slices a journey touches: those its actions speak to, and those that ended other than they started (a slice
 * may answer another's actions). A slice the actions name stays named when it ends unchanged, so a journey that must
 * leave the cart as it was still checks that it did.
 */
export function touchedSlices(log: ActionLog, end: Record<string, unknown>): string[] {
  const slices = Object.keys(initialStoreState());
  const start = { ...initialStoreState(), ...log.preloadedState };
  const named = new Set(log.actions.filter(isReplayable).map(sliceOf));
  return slices.filter((slice) => named.has(slice) || diffStates(end[slice], start[slice]).length > 0);
}

const pick = (state: Record<string, unknown>, slices: readonly string[]) =>
  Object.fromEntries(slices.filter((slice) => slice in state).map((slice) => [slice, state[slice]]));

/** What `npm run record:journeys` keeps of a downloaded log and end state. */
export function toJourneyFixture(log: ActionLog, end: Record<string, unknown>): { log: ActionLog; state: JourneyState } {
  const slices = touchedSlices(log, end);
  const initial = initialStoreState();
  return {
    log: { ...log, preloadedState: log.preloadedState && pick(log.preloadedState, slices) },
    state: { shapes: Object.fromEntries(slices.map((slice) => [slice, sliceShape(initial[slice])])), slices: pick(end, slices) },
  };
}

/**
 * Where the replay of a journey's log parts from its kept slices, one line each; a slice whose shape changed since
 * the recording says so first, as its differences then call for recording the journey again.
 */
export function journeyDifferences(log: ActionLog, kept: JourneyState): string[] {
  const initial = initialStoreState();
  const replayed = replayActionLog(log).state as unknown as Record<string, unknown>;
  return Object.keys(kept.slices).flatMap((slice) => {
    const reshaped =
      sliceShape(initial[slice]) === kept.shapes[slice]
        ? []
        : [`${slice}: its shape changed since the recording (npm run record:journeys)`];
    const differences = diffStates({ [slice]: replayed[slice] }, { [slice]: kept.slices[slice] });
    return [...reshaped, ...differences.map(formatDifference)];
  });
}

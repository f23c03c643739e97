/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { parseActionLog, type ActionLog } from './actionLog';
import { JOURNEYS, journeyFiles, type Journey } from './fixtures/journeys';
import { replayActionLog } from './replay';
import { diffStates, formatDifference } from './stateDiff';

// The fixtures are the recorder's downloads from `npm run record:journeys`; re-record them when a journey's actions change on purpose.
function recorded(journey: Journey): { log: ActionLog; state: unknown } {
  const files = journeyFiles(journey);
  return { log: parseActionLog(readFileSync(files.log, 'utf8')), state: JSON.parse(readFileSync(files.state, 'utf8')) };
}

const replayDifferences = (log: ActionLog, state: unknown) => diffStates(replayActionLog(log).state, state).map(formatDifference);

describe('recorded journeys replay to the state the page had', () => {
  it.each(JOURNEYS)('%s', (journey) => {
    const { log, state } = recorded(journey);
    expect(replayDifferences(log, state)).toEqual([]);
  });

  it('fails, naming the paths, when the log no longer reaches the recorded state', () => {
    const { log, state } = recorded('cart-edits');
    const withoutRemoval = { ...log, actions: log.actions.filter((action) => action.type !== 'cart/itemRemoved') };
    expect(replayDifferences(withoutRemoval, state)).toContain('cart.quantity: expected 2, got 3');
  });
});

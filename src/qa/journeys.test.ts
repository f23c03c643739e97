/** @jest-environment node */
import { JOURNEYS, readJourney } from './fixtures/journeys';
import { journeyDifferences } from './journeyFixture';

// The fixtures are what `npm run record:journeys` keeps of the recorder's downloads; record them again when a journey's
// actions or the shape of a slice it touches change on purpose.
describe('recorded journeys replay to the state the page had, in every slice they touch', () => {
  it.each(JOURNEYS)('%s', (journey) => {
    const { log, state } = readJourney(journey);
    expect(journeyDifferences(log, state)).toEqual([]);
  });

  it('fails, naming the paths, when the log no longer reaches the recorded state', () => {
    const { log, state } = readJourney('cart-edits');
    const withoutRemoval = { ...log, actions: log.actions.filter((action) => action.type !== 'cart/itemRemoved') };
    expect(journeyDifferences(withoutRemoval, state)).toContain('cart.quantity: expected 2, got 3');
  });
});

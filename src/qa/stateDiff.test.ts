import { diffStates, formatDifference } from './stateDiff';

const state = {
  cart: { items: [{ sku: { code: 'A' }, quantity: 2 }], total: 1800, _persist: { version: -1, rehydrated: true } },
  filters: { shop: { query: 'warfaze', price: [100, 3000] } },
};

const copyOfState = () => JSON.parse(JSON.stringify(state)) as typeof state;

describe('diffStates', () => {
  it('finds nothing between equal states, nor in redux-persist bookkeeping', () => {
    expect(diffStates(state, copyOfState())).toEqual([]);
    expect(diffStates(state, { ...state, cart: { ...state.cart, _persist: { rehydrated: true } } })).toEqual([]);
  });

  it('compares as JSON: an undefined field equals an absent one', () => {
    expect(diffStates({ a: 1, error: undefined }, { a: 1 })).toEqual([]);
  });

  it('names each differing path, in arrays too', () => {
    const expected = copyOfState();
    expected.cart.items[0].quantity = 3;
    expected.filters.shop.price = [100, 2500];
    expect(diffStates(state, expected).map(formatDifference)).toEqual([
      'cart.items[0].quantity: expected 3, got 2',
      'filters.shop.price[1]: expected 2500, got 3000',
    ]);
  });

  it('says which side lacks a key or an element', () => {
    const differences = diffStates({ list: [1], extra: true, 'odd key': 1 }, { list: [1, 2], 'odd key': 2 }).map(formatDifference);
    expect(differences).toEqual([
      'list[1]: expected 2, got (missing)',
      '["odd key"]: expected 2, got 1',
      'extra: expected (missing), got true',
    ]);
  });

  it('reports a changed type at its path and shortens long values', () => {
    const [difference] = diffStates({ details: null }, { details: { title: 'x'.repeat(100) } });
    expect(difference.path).toBe('details');
    expect(formatDifference(difference)).toMatch(/^details: expected \{"title":"x+\.\.\., got null$/);
    expect(diffStates(1, 2).map(formatDifference)).toEqual(['(the whole state): expected 2, got 1']);
  });

  it('can be told other keys to ignore', () => {
    expect(diffStates({ a: 1, b: 2 }, { a: 1, b: 3 }, ['b'])).toEqual([]);
  });
});

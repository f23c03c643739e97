import { isSortKey } from './productLists';

describe('isSortKey', () => {
  it.each([
    ['recommended', true],
    ['price-low-to-high', true],
    ['Recommended', false],
    ['price', false],
    ['', false],
  ])('%j → %s', (value, expected) => {
    expect(isSortKey(value)).toBe(expected);
  });
});

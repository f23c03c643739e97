import { cycle } from './SearchBox';

describe('suggestion keyboard cycle', () => {
  it.each([
    [-1, 1, 3, 0],
    [0, 1, 3, 1],
    [2, 1, 3, -1],
    [-1, -1, 3, 2],
    [0, -1, 3, -1],
    [-1, 1, 0, -1],
  ] as const)('from %i by %i over %i options → %i', (active, step, n, expected) => {
    expect(cycle(active, step, n)).toBe(expected);
  });
});

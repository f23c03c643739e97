import { pageParam, withPage } from './urlPage';

describe('url page', () => {
  it.each([
    ['', 1],
    ['page=3', 3],
    ['page=1', 1],
    ['page=0', 1],
    ['page=-2', 1],
    ['page=2.5', 1],
    ['page=abc', 1],
  ])('%s → page %i', (query, expected) => {
    expect(pageParam(new URLSearchParams(query))).toBe(expected);
  });

  it('sets a page above 1 and drops page 1, keeping the other parameters', () => {
    expect(withPage(new URLSearchParams('query=slayer'), 2).toString()).toBe('query=slayer&page=2');
    expect(withPage(new URLSearchParams('query=slayer&page=4'), 1).toString()).toBe('query=slayer');
  });
});

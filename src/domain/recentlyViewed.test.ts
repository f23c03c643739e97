import fc from 'fast-check';
import { MAX_RECENT_PRODUCTS, readRecentIds, recentIds } from './recentlyViewed';

describe('recentIds', () => {
  it.each<[string, string[][], string[]]>([
    ['nothing', [], []],
    ['a product opened first', [['a'], []], ['a']],
    ['the newest leads', [['c'], ['b', 'a']], ['c', 'b', 'a']],
    ['a product opened again moves to the front', [['a'], ['c', 'b', 'a']], ['a', 'c', 'b']],
    [
      'views before the stored list came back lead it',
      [
        ['d', 'a'],
        ['a', 'b'],
      ],
      ['d', 'a', 'b'],
    ],
  ])('%s', (_, lists, expected) => {
    expect(recentIds(...lists)).toEqual(expected);
  });

  it('keeps the twelve newest', () => {
    const opened = Array.from({ length: 20 }, (_, k) => `p${k}`);
    expect(recentIds(opened)).toEqual(opened.slice(0, 12));
  });

  it('never holds an id twice nor more than twelve, and the newest view leads', () => {
    const id = fc.constantFrom(...Array.from({ length: 30 }, (_, k) => `i${k}`));
    fc.assert(
      fc.property(fc.array(id, { maxLength: 60 }), id, (stored, opened) => {
        const ids = recentIds([opened], stored);
        expect(ids[0]).toBe(opened);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids.length).toBeLessThanOrEqual(MAX_RECENT_PRODUCTS);
      }),
    );
  });
});

describe('readRecentIds', () => {
  it.each<[unknown, string[]]>([
    [null, []],
    ['a', []],
    [{ ids: ['a'] }, []],
    [
      ['a', 7, null, '../x', 'b', 'a'],
      ['a', 'b'],
    ],
  ])('%p → %p', (value, expected) => {
    expect(readRecentIds(value)).toEqual(expected);
  });
});

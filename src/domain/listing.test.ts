import { relatedProducts, uniqueHomeList, uniqueListing } from './listing';

type Entry = { id: string; originalId?: string; code: string; title?: string };

const ids = (entries: { id: string }[]) => entries.map((e) => e.id);

describe('uniqueListing', () => {
  it.each<[string, Entry[], string[]]>([
    ['keeps a clean list as it is', [{ id: 'a', code: '1' }, { id: 'b', code: '2' }], ['a', 'b']],
    ['drops empty and blank ids', [{ id: '', code: '1' }, { id: 'a', code: '2' }, { id: '  ', code: '3' }], ['a']],
    ['keeps the first of a repeated id', [{ id: 'a', code: '1', title: 'first' }, { id: 'b', code: '2' }, { id: 'a', code: '3', title: 'second' }], ['a', 'b']],
    ['does not merge different ids with the same code', [{ id: 'a', code: '1' }, { id: 'b', code: '1' }], ['a', 'b']],
    ['handles an empty list', [], []],
  ])('%s', (_, entries, expected) => {
    expect(ids(uniqueListing(entries))).toEqual(expected);
  });

  it('keeps the first entry itself, not a later duplicate', () => {
    expect(uniqueListing([{ id: 'a', title: 'first' }, { id: 'a', title: 'second' }])[0].title).toBe('first');
  });
});

describe('uniqueHomeList', () => {
  it.each<[string, Entry[], string[]]>([
    ['merges outlet copies of one product and code', [{ id: 'x1', originalId: 'p', code: 'C1' }, { id: 'x2', originalId: 'p', code: 'C1' }], ['x1']],
    ['keeps the same product with another code', [{ id: 'x1', originalId: 'p', code: 'C1' }, { id: 'x2', originalId: 'p', code: 'C2' }], ['x1', 'x2']],
    ['keeps another product with the same code', [{ id: 'x1', originalId: 'p', code: 'C1' }, { id: 'x2', originalId: 'q', code: 'C1' }], ['x1', 'x2']],
    ['keys an entry without originalId by its id', [{ id: 'x1', code: 'C1' }, { id: 'x2', code: 'C1' }, { id: 'x1', code: 'C1' }], ['x1', 'x2']],
    ['drops empty ids', [{ id: '', originalId: 'p', code: 'C1' }, { id: 'x2', originalId: 'p', code: 'C1' }], ['x2']],
    ['does not confuse keys that only join alike', [{ id: 'x1', originalId: 'a|b', code: 'c' }, { id: 'x2', originalId: 'a', code: 'b|c' }], ['x1', 'x2']],
  ])('%s', (_, entries, expected) => {
    expect(ids(uniqueHomeList(entries))).toEqual(expected);
  });

  it.each([
    [25, 20],
    [20, 20],
    [7, 7],
  ])('caps %d unique items at %d', (count, expected) => {
    const entries = Array.from({ length: count }, (_, i) => ({ id: `id${i}`, originalId: `p${i}`, code: `C${i}` }));
    expect(uniqueHomeList(entries)).toHaveLength(expected);
  });

  it('counts the cap after removing duplicates', () => {
    const entries = Array.from({ length: 40 }, (_, i) => ({ id: `id${i}`, originalId: `p${Math.floor(i / 2)}`, code: 'C' }));
    expect(uniqueHomeList(entries)).toHaveLength(20);
  });
});

describe('relatedProducts', () => {
  const current = { id: 'x1', originalId: 'p1' };
  it.each<[string, Entry[], string[]]>([
    ['drops the current product by id', [{ id: 'x1', code: '1' }, { id: 'x2', code: '2' }], ['x2']],
    ['drops the current product by originalId', [{ id: 'p1', code: '1' }, { id: 'x3', originalId: 'p1', code: '1' }, { id: 'x2', code: '2' }], ['x2']],
    ['keeps others and drops empty or repeated ids', [{ id: '', code: '0' }, { id: 'x2', code: '2' }, { id: 'x2', code: '2' }], ['x2']],
  ])('%s', (_, entries, expected) => {
    expect(ids(relatedProducts(entries, current))).toEqual(expected);
  });

  it('drops nothing else when the current product has no originalId', () => {
    expect(ids(relatedProducts([{ id: 'x2', code: '2' }, { id: 'x3', code: '3' }], { id: 'x1' }))).toEqual(['x2', 'x3']);
  });
});

import fc from 'fast-check';
import { item, sku } from '../test/items';
import { listingItem, matchCount, relatedProducts, uniqueHomeList, uniqueListing } from './listing';
import { bandsAndCategories, detailsPath, listingPrice } from './productDisplay';
import type { GlobalDiscount } from './types';

type Entry = { id: string; originalId?: string; code: string; title?: string };

const ids = (entries: { id: string }[]) => entries.map((e) => e.id);

describe('uniqueListing', () => {
  it.each<[string, Entry[], string[]]>([
    [
      'keeps a clean list as it is',
      [
        { id: 'a', code: '1' },
        { id: 'b', code: '2' },
      ],
      ['a', 'b'],
    ],
    [
      'drops empty and blank ids',
      [
        { id: '', code: '1' },
        { id: 'a', code: '2' },
        { id: '  ', code: '3' },
      ],
      ['a'],
    ],
    [
      'keeps the first of a repeated id',
      [
        { id: 'a', code: '1', title: 'first' },
        { id: 'b', code: '2' },
        { id: 'a', code: '3', title: 'second' },
      ],
      ['a', 'b'],
    ],
    [
      'does not merge different ids with the same code',
      [
        { id: 'a', code: '1' },
        { id: 'b', code: '1' },
      ],
      ['a', 'b'],
    ],
    ['handles an empty list', [], []],
  ])('%s', (_, entries, expected) => {
    expect(ids(uniqueListing(entries))).toEqual(expected);
  });

  it('keeps the first entry itself, not a later duplicate', () => {
    expect(
      uniqueListing([
        { id: 'a', title: 'first' },
        { id: 'a', title: 'second' },
      ])[0].title,
    ).toBe('first');
  });
});

describe('uniqueHomeList', () => {
  it.each<[string, Entry[], string[]]>([
    [
      'merges outlet copies of one product and code',
      [
        { id: 'x1', originalId: 'p', code: 'C1' },
        { id: 'x2', originalId: 'p', code: 'C1' },
      ],
      ['x1'],
    ],
    [
      'keeps the same product with another code',
      [
        { id: 'x1', originalId: 'p', code: 'C1' },
        { id: 'x2', originalId: 'p', code: 'C2' },
      ],
      ['x1', 'x2'],
    ],
    [
      'keeps another product with the same code',
      [
        { id: 'x1', originalId: 'p', code: 'C1' },
        { id: 'x2', originalId: 'q', code: 'C1' },
      ],
      ['x1', 'x2'],
    ],
    [
      'keys an entry without originalId by its id',
      [
        { id: 'x1', code: 'C1' },
        { id: 'x2', code: 'C1' },
        { id: 'x1', code: 'C1' },
      ],
      ['x1', 'x2'],
    ],
    [
      'drops empty ids',
      [
        { id: '', originalId: 'p', code: 'C1' },
        { id: 'x2', originalId: 'p', code: 'C1' },
      ],
      ['x2'],
    ],
    [
      'does not confuse keys that only join alike',
      [
        { id: 'x1', originalId: 'a|b', code: 'c' },
        { id: 'x2', originalId: 'a', code: 'b|c' },
      ],
      ['x1', 'x2'],
    ],
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
  const tees = [{ id: 'tees', name: 'T-Shirts' }];
  const hoodies = [{ id: 'hoodies', name: 'Hoodies' }];
  const current = { id: 'x1', originalId: 'p1', categories: tees };
  const entry = (id: string, categories = tees, originalId?: string) => ({ id, originalId, categories });

  it.each<[string, ReturnType<typeof entry>[], string[]]>([
    ['drops the current product by id', [entry('x1'), entry('x2')], ['x2']],
    ['drops the current product by originalId', [entry('p1'), entry('x3', tees, 'p1'), entry('x2')], ['x2']],
    ['keeps others and drops empty or repeated ids', [entry(''), entry('x2'), entry('x2')], ['x2']],
  ])('%s', (_, entries, expected) => {
    expect(ids(relatedProducts([], entries, current))).toEqual(expected);
  });

  it('drops nothing else when the current product has no originalId', () => {
    expect(ids(relatedProducts([], [entry('x2'), entry('x3')], { id: 'x1', categories: tees }))).toEqual(['x2', 'x3']);
  });

  it('leads with the band: its tees, then its other items, then the other bands’ tees, each once', () => {
    const byBand = [entry('band-hoodie', hoodies), entry('x1'), entry('band-tee')];
    const byCategory = [entry('other-tee'), entry('band-tee'), entry('x1')];
    expect(ids(relatedProducts(byBand, byCategory, current))).toEqual(['band-tee', 'band-hoodie', 'other-tee']);
  });

  it('keeps at most a page (the spec’s 21 asked, less the product viewed)', () => {
    const many = (prefix: string) => Array.from({ length: 21 }, (_, i) => entry(`${prefix}${i}`));
    expect(relatedProducts(many('b'), many('c'), current)).toHaveLength(20);
  });

  it('whatever the answers: never the viewed product, no id twice, at most 20, the band’s before the rest', () => {
    const anEntry = fc.record({
      id: fc.constantFrom('x1', 'p1', 'a', 'b', 'c', 'd', 'e', 'f', 'g'),
      originalId: fc.option(fc.constantFrom('p1', 'a', 'q'), { nil: undefined }),
      categories: fc.constantFrom(tees, hoodies, []),
    });
    fc.assert(
      fc.property(fc.array(anEntry, { maxLength: 30 }), fc.array(anEntry, { maxLength: 30 }), (byBand, byCategory) => {
        const related = relatedProducts(byBand, byCategory, current);
        const shown = ids(related);
        expect(new Set(shown).size).toBe(shown.length);
        expect(related.length).toBeLessThanOrEqual(20);
        for (const e of related) expect([e.id, e.originalId]).not.toContain('x1');
        for (const e of related) expect([e.id, e.originalId]).not.toContain('p1');
        const fromBand = related.map((e) => byBand.includes(e));
        expect(fromBand).toEqual([...fromBand].sort((a, b) => Number(b) - Number(a)));
      }),
    );
  });
});

describe('listingItem', () => {
  const shirt = item('tee', {
    lookups: [
      { id: 'b1', name: 'Warfaze', type: 'bands' },
      { id: 'w', name: 'Wings', type: 'brands' },
    ],
    keywords: ['warfaze', 'black'],
    skus: [
      sku('tee-M', { salesPrice: 1200, attributeValues: [{ id: 'm', optionId: 2, optionName: 'Size', name: 'M' }] }),
      sku('tee-L', { salesPrice: 1100, discountedSalesPrice: 1000 }),
    ],
  });
  const discount: GlobalDiscount = {
    id: 'd',
    title: 'Tees',
    valid: true,
    type: 'FIXED_PRODUCT',
    discountType: 'PERCENTAGE',
    value: 25,
    categories: [],
    items: [{ itemId: 'tee', skuCode: 'tee-M' }],
  };

  it('keeps what a card shows: the same price, name line, picture and link as the whole item', () => {
    const card = listingItem(shirt);
    expect(listingPrice(card, [discount])).toEqual(listingPrice(shirt, [discount]));
    expect(listingPrice(card, [discount]).price).toBe(900);
    const possessive = ({ bands, categories }: { bands: string; categories: string }) => `${bands}'s ${categories}`;
    expect(bandsAndCategories(card, 'en', possessive)).toBe("Warfaze's T-Shirts");
    expect(detailsPath(card)).toBe(detailsPath(shirt));
    expect(card).toMatchObject({ title: shirt.title, images: shirt.images });
  });

  // A list reads cards (the search's listing view) and, in QA logs recorded before it, whole items: both must give the
  // same card, which also means the server's cards read back as themselves.
  it('gives a card of a card unchanged, for any prices, pictures and drop', () => {
    const prices = fc.record({ salesPrice: fc.nat(5000), discountedSalesPrice: fc.nat(5000), salesDiscount: fc.nat(100) });
    const anyItem = fc
      .record({
        skus: fc.array(prices, { minLength: 1, maxLength: 6 }),
        images: fc.array(fc.webPath(), { maxLength: 4 }),
        drop: fc.option(
          fc.record({ startsAt: fc.constant('2026-12-05T14:00:00.000Z'), perBuyerLimit: fc.nat(5), holdMinutes: fc.nat(30) }),
          {
            nil: undefined,
          },
        ),
      })
      .map(({ skus, images, drop }) =>
        item('tee', { skus: skus.map((price, k) => sku(`tee-${k}`, price)), images, ...(drop ? { drop } : {}) }),
      );
    fc.assert(
      fc.property(anyItem, (whole) => {
        const card = listingItem(whole);
        expect(listingItem(JSON.parse(JSON.stringify(card)))).toEqual(card);
        expect(card.skus).toEqual(
          whole.skus.map(({ code, salesPrice, discountedSalesPrice }) => ({ code, salesPrice, discountedSalesPrice })),
        );
        expect(card.drop).toEqual(whole.drop);
      }),
    );
  });

  it('leaves out the stock, options and keywords no card shows', () => {
    const kept = JSON.stringify(listingItem(shirt));
    for (const dropped of ['stocks', 'attributeValues', 'keywords', 'defaultSkuCode', 'totalPopularity'])
      expect(kept).not.toContain(dropped);
    expect(kept.length).toBeLessThan(JSON.stringify(shirt).length / 2);
  });
});

describe('matchCount', () => {
  it.each<[string, number, boolean, number | undefined, number | null]>([
    ['the server’s total while pages are left', 20, false, 148, 148],
    ['the same total after Load More', 40, false, 148, 148],
    ['what is shown once no page is left', 148, true, 148, 148],
    ['what is shown once complete, repeats dropped', 147, true, 148, 147],
    ['one product', 1, true, 1, 1],
    ['nothing found', 0, true, 0, 0],
    ['nothing found, and no total given', 0, true, undefined, 0],
    ['not known while pages are left and the API gives no total', 20, false, undefined, null],
    ['not known from a total below what is shown', 40, false, 30, null],
    ['not known from a total that is no whole number', 20, false, 20.5, null],
    ['not known before the first page', 0, false, undefined, null],
  ])('%s', (_, shown, complete, total, expected) => {
    expect(matchCount(shown, complete, total)).toBe(expected);
  });
});

import { type FilterTag, filterTags, hiddenSelectedBandCount, removeTag, withoutTags } from './filterTags';
import { DEFAULT_FILTERS, type ShopFilters } from './shopFilters';

const selected: ShopFilters = {
  ...DEFAULT_FILTERS,
  query: 'tour',
  categories: [{ id: 'c-tees', name: 'T-Shirts' }],
  colors: [{ id: 'k-black', optionId: 7, optionName: 'Color', name: 'Black' }],
  sizes: [
    { id: 's-m', optionId: 6, optionName: 'Size', name: 'M' },
    { id: 's-3xl', optionId: 6, optionName: 'Size', name: 'XXXL' },
  ],
  bands: [
    { id: 'b-maiden', name: 'Iron Maiden', type: 'bands' },
    { id: 'b-slayer', name: 'Slayer', type: 'bands' },
  ],
  brands: [{ id: 'r-gildan', name: 'Gildan', type: 'brands' }],
  price: [500, 1500],
  discount: 30,
  sort: 'alphabetical',
};

describe('filterTags', () => {
  it('lists one tag per selected value, sizes by their display label; the price and discount tags carry no words', () => {
    expect(filterTags(selected)).toEqual<FilterTag[]>([
      { type: 'category', id: 'c-tees', name: 'T-Shirts' },
      { type: 'color', id: 'k-black', name: 'Black' },
      { type: 'size', id: 's-m', name: 'M' },
      { type: 'size', id: 's-3xl', name: '3XL' },
      { type: 'band', id: 'b-maiden', name: 'Iron Maiden' },
      { type: 'band', id: 'b-slayer', name: 'Slayer' },
      { type: 'brand', id: 'r-gildan', name: 'Gildan' },
      { type: 'price', id: 'price', name: '' },
      { type: 'discounts', id: '30', name: '' },
      { type: 'query', id: 'query', name: 'tour' },
    ]);
  });

  it.each<[string, Partial<ShopFilters>, FilterTag[]]>([
    ['no tags for the defaults', {}, []],
    ['No Discount', { discount: 11 }, [{ type: 'discounts', id: '11', name: '' }]],
    ['no tag for emptyQuery', { query: 'emptyQuery' }, []],
    ['no tag for a blank text', { query: '   ' }, []],
    ['the text trimmed', { query: '  Slayer ' }, [{ type: 'query', id: 'query', name: 'Slayer' }]],
    ['no tag for the default price range or the sort', { price: [100, 3000], sort: 'alphabetical' }, []],
    ['the whole slider', { price: [0, 5000] }, [{ type: 'price', id: 'price', name: '' }]],
    ['only the minimum moved', { price: [150, 3000] }, [{ type: 'price', id: 'price', name: '' }]],
    ['only the maximum moved', { price: [100, 2950] }, [{ type: 'price', id: 'price', name: '' }]],
  ])('%s', (_, change, expected) => {
    expect(filterTags({ ...DEFAULT_FILTERS, ...change })).toEqual(expected);
  });
});

describe('removeTag', () => {
  it.each<[FilterTag['type'], string, Partial<ShopFilters>]>([
    ['category', 'c-tees', { categories: [] }],
    ['color', 'k-black', { colors: [] }],
    ['size', 's-3xl', { sizes: [selected.sizes[0]] }],
    ['band', 'b-maiden', { bands: [selected.bands[1]] }],
    ['brand', 'r-gildan', { brands: [] }],
    ['price', 'price', { price: [100, 3000] }],
    ['discounts', '30', { discount: null }],
    ['query', 'query', { query: '' }],
    ['band', 'b-unknown', {}],
  ])('removing %s %s', (type, id, change) => {
    expect(removeTag(selected, { type, id })).toEqual({ ...selected, ...change });
  });

  it('removing every tag gives the filters back with the defaults, but for the sort', () => {
    const cleared = filterTags(selected).reduce(removeTag, selected);
    expect(cleared).toEqual({ ...DEFAULT_FILTERS, sort: 'alphabetical' });
  });

  it('leaves the given filters untouched', () => {
    const before = JSON.parse(JSON.stringify(selected));
    removeTag(selected, { type: 'band', id: 'b-maiden' });
    expect(selected).toEqual(before);
  });
});

describe('withoutTags (Reset filters)', () => {
  it('clears every filter, the price range and the text, and keeps the sort', () => {
    expect(withoutTags(selected)).toEqual({ ...DEFAULT_FILTERS, sort: 'alphabetical' });
    expect(filterTags(withoutTags(selected))).toEqual([]);
  });

  it('clears filters whose names are not loaded yet (a shared link)', () => {
    const unnamed: ShopFilters = {
      ...DEFAULT_FILTERS,
      bands: [{ id: 'b-1', name: '', type: 'bands' }],
      colors: [{ id: 'k-1', optionId: 7, optionName: '', name: '' }],
    };
    expect(withoutTags(unnamed)).toEqual(DEFAULT_FILTERS);
  });
});

describe('hiddenSelectedBandCount', () => {
  const all = Array.from({ length: 14 }, (_, i) => ({ id: `b${i + 1}` }));
  const bands = (...numbers: number[]) => numbers.map((n) => ({ id: `b${n}` }));

  it.each<[string, { id: string }[], number]>([
    ['nothing selected', [], 0],
    ['only shown bands', bands(1, 10), 0],
    ['the 11th band', bands(11), 1],
    ['shown and hidden bands', bands(2, 11, 14), 2],
    ['a band no longer listed', [{ id: 'gone' }], 1],
  ])('%s → %d', (_, selectedBands, expected) => {
    expect(hiddenSelectedBandCount(selectedBands, all)).toBe(expected);
  });
});

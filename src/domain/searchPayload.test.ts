import {
  brandSearch,
  buildShopSearch,
  filteredListSearch,
  findOwnLabel,
  homeListSearch,
  relatedBandSearch,
  relatedProductsSearch,
} from './searchPayload';
import type { SortKey } from './productLists';
import { DEFAULT_FILTERS, type ShopFilters } from './shopFilters';
import type { AttributeValue, Lookup } from './types';

const size = (id: string, optionId = 6): AttributeValue => ({ id, optionId, optionName: 'Size', name: id });
const color = (id: string, optionId = 7): AttributeValue => ({ id, optionId, optionName: 'Color', name: id });
const lookup = (id: string, type: string): Lookup => ({ id, name: id, type });

const shop = (change: Partial<ShopFilters> = {}, page = 1) => buildShopSearch({ ...DEFAULT_FILTERS, ...change }, { page, variant: 'shop' });
const branch = (change: Partial<ShopFilters> = {}, locationId = 'ab-12-cd') =>
  buildShopSearch({ ...DEFAULT_FILTERS, ...change }, { page: 2, locationId, variant: 'branch' });

describe('buildShopSearch for the shop', () => {
  it('sends the default filters as the price range, recommended sort and no text', () => {
    expect(shop()).toEqual({
      page: 1,
      size: 20,
      query: '',
      status: 'ACTIVE',
      filters: [],
      ranges: [{ field: 'minPrice', min: 100, max: 3000 }],
      sortField: 'featured',
      sortType: 'DESCENDING',
      nonZeroStockOnly: true,
    });
  });

  it.each<[SortKey, string, string]>([
    ['recommended', 'featured', 'DESCENDING'],
    ['whats-new', 'dateCreated', 'DESCENDING'],
    ['popularity', 'totalPopularity', 'DESCENDING'],
    ['better-high-to-low', 'discount', 'DESCENDING'],
    ['better-low-to-high', 'discount', 'ASCENDING'],
    ['alphabetical', 'title', 'ASCENDING'],
    ['price-high-to-low', 'price', 'DESCENDING'],
    ['price-low-to-high', 'price', 'ASCENDING'],
  ])('sort %s → %s %s', (sort, sortField, sortType) => {
    expect(shop({ sort })).toMatchObject({ sortField, sortType });
    expect(shop({ sort })).not.toHaveProperty('sortParams');
  });

  it.each<[string, Partial<ShopFilters>, { field: string; values: string[] }[]]>([
    [
      'categories',
      {
        categories: [
          { id: 'c1', name: 'Tees' },
          { id: 'c2', name: 'Hoodies' },
        ],
      },
      [{ field: 'categoryIds', values: ['c1', 'c2'] }],
    ],
    ['sizes by their option', { sizes: [size('s-m'), size('s-l')] }, [{ field: 'opt_6', values: ['s-m', 's-l'] }]],
    ['colours by their option', { colors: [color('black')] }, [{ field: 'opt_7', values: ['black'] }]],
    ['the first size naming the field', { sizes: [size('s-m', 16), size('s-l', 6)] }, [{ field: 'opt_16', values: ['s-m', 's-l'] }]],
    ['the first colour naming the field', { colors: [color('black', 9), color('red', 7)] }, [{ field: 'opt_9', values: ['black', 'red'] }]],
    ['bands by lookup type', { bands: [lookup('b1', 'bands'), lookup('b2', 'bands')] }, [{ field: 'lookup_bands', values: ['b1', 'b2'] }]],
    ['brands by lookup type', { brands: [lookup('r1', 'brands')] }, [{ field: 'lookup_brands', values: ['r1'] }]],
    [
      'the first band naming the field',
      { bands: [lookup('b1', 'artists'), lookup('b2', 'bands')] },
      [{ field: 'lookup_artists', values: ['b1', 'b2'] }],
    ],
    [
      'every kind, in a fixed order',
      {
        brands: [lookup('r1', 'brands')],
        bands: [lookup('b1', 'bands')],
        colors: [color('black')],
        sizes: [size('s-m')],
        categories: [{ id: 'c1', name: 'Tees' }],
      },
      [
        { field: 'categoryIds', values: ['c1'] },
        { field: 'opt_6', values: ['s-m'] },
        { field: 'opt_7', values: ['black'] },
        { field: 'lookup_bands', values: ['b1'] },
        { field: 'lookup_brands', values: ['r1'] },
      ],
    ],
  ])('filters %s', (_, change, filters) => {
    expect(shop(change).filters).toEqual(filters);
  });

  it.each<[number | null, { field: string; min: number; max: number }[]]>([
    [null, []],
    [10, [{ field: 'discount', min: 10, max: 100 }]],
    [40, [{ field: 'discount', min: 40, max: 100 }]],
    [70, [{ field: 'discount', min: 70, max: 100 }]],
    [11, [{ field: 'discount', min: 0, max: 0 }]],
  ])('discount %p → %j', (discount, ranges) => {
    expect(shop({ discount, price: [0, 5000] }).ranges).toEqual([{ field: 'minPrice', min: 0, max: 5000 }, ...ranges]);
  });

  it.each([
    ['Iron Maiden', 'Iron Maiden'],
    ['  Slayer  ', 'Slayer'],
    ['emptyQuery', ''],
    ['   ', ''],
  ])('query %j → %j', (query, expected) => {
    expect(shop({ query }).query).toBe(expected);
  });

  it('passes the page through', () => {
    expect(shop({}, 4).page).toBe(4);
  });

  it('filters by a location without its dashes when one is given', () => {
    const request = buildShopSearch(DEFAULT_FILTERS, { page: 1, locationId: '3f2a-77-b', variant: 'shop' });
    expect(request.filters).toEqual([{ field: 'locationId', values: ['3f2a77b'] }]);
  });
});

describe('buildShopSearch for a branch', () => {
  it('sorts by titleC ascending in both forms, whatever the chosen sort', () => {
    expect(branch({ sort: 'price-high-to-low' })).toEqual({
      page: 2,
      size: 20,
      query: '',
      status: 'ACTIVE',
      filters: [{ field: 'locationId', values: ['ab12cd'] }],
      ranges: [{ field: 'minPrice', min: 100, max: 3000 }],
      sortParams: [{ field: 'titleC', type: 'ASCENDING' }],
      sortField: 'titleC',
      sortType: 'ASCENDING',
      nonZeroStockOnly: true,
    });
  });

  it.each([[10], [70], [11]])('never sends discount %d', (discount) => {
    expect(branch({ discount }).ranges).toEqual([{ field: 'minPrice', min: 100, max: 3000 }]);
  });

  it('puts the location before the other filters', () => {
    expect(branch({ sizes: [size('s-xl')] }, '0000-1111').filters).toEqual([
      { field: 'locationId', values: ['00001111'] },
      { field: 'opt_6', values: ['s-xl'] },
    ]);
  });
});

describe('homeListSearch', () => {
  const base = { page: 1, size: 20, query: '', status: 'ACTIVE', nonZeroStockOnly: true };
  it.each([
    ['popular', { ...base, sortField: 'totalPopularity', sortType: 'DESCENDING' }],
    ['featured', { ...base, featured: 'true' }],
    ['new', { ...base, sortField: 'dateCreated', sortType: 'DESCENDING' }],
  ] as const)('%s', (list, expected) => {
    expect(homeListSearch(list)).toEqual(expected);
  });
});

describe('relatedProductsSearch', () => {
  it('asks for 21 items of the category by title', () => {
    expect(relatedProductsSearch('cat-tees')).toEqual({
      page: 1,
      size: 21,
      fetchCount: true,
      nestedParams: [{ field: 'categories.id', value: 'cat-tees', matchType: 'COLLECTION_CONTAINS_EXACT', isRelational: true }],
      sortParams: [{ field: 'title', type: 'ASCENDING' }],
    });
  });
});

describe('relatedBandSearch', () => {
  it('asks for 21 items of the band by title, as the category’s related search does', () => {
    expect(relatedBandSearch('b-7')).toEqual({
      ...relatedProductsSearch('x'),
      nestedParams: [{ field: 'lookup_bands.id', value: 'b-7', matchType: 'COLLECTION_CONTAINS_EXACT', isRelational: true }],
    });
  });
});

describe('brandSearch and the own label', () => {
  it('lists one brand newest first, by its lookup type', () => {
    expect(brandSearch({ id: 'w1', type: 'brands' })).toMatchObject({
      page: 1,
      size: 20,
      filters: [{ field: 'lookup_brands', values: ['w1'] }],
      sortField: 'dateCreated',
      sortType: 'DESCENDING',
      nonZeroStockOnly: true,
    });
    expect(brandSearch({ id: 'w1', type: 'brands' }).ranges).toBeUndefined();
  });

  it('finds Wings among the brands whatever its case', () => {
    const brands = [
      { id: 'g', name: 'Gildan', type: 'brands' },
      { id: 'w', name: ' WINGS ', type: 'brands' },
    ];
    expect(findOwnLabel(brands)?.id).toBe('w');
    expect(findOwnLabel(brands.slice(0, 1))).toBeUndefined();
  });
});

describe('filteredListSearch', () => {
  const wings: Lookup = { id: 'brand-9', name: 'Wings', type: 'brands' };
  const filters: ShopFilters = { ...DEFAULT_FILTERS, query: 'kryptos', price: [500, 1500] };

  it('is the shop search, the branch search at its outlet, or Wings by its label, each from page 1', () => {
    expect(filteredListSearch('shop', filters)).toEqual(buildShopSearch(filters, { page: 1, variant: 'shop' }));
    expect(filteredListSearch('branch', filters, 'abc-123')).toEqual(
      buildShopSearch(filters, { page: 1, variant: 'branch', locationId: 'abc-123' }),
    );
    expect(filteredListSearch('wings', { ...DEFAULT_FILTERS, brands: [wings] })).toEqual(brandSearch(wings));
  });

  it('has nothing to search for a branch without an outlet, or Wings before its label is known', () => {
    expect(filteredListSearch('branch', filters, '')).toBeNull();
    expect(filteredListSearch('wings', DEFAULT_FILTERS)).toBeNull();
  });
});

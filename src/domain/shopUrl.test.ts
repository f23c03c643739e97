import { DEFAULT_FILTERS, type ShopFilters } from './shopFilters';
import { type ReferenceData, filtersToSearchParams, searchParamsToFilters, shopFilteredBy, shopSearchPath } from './shopUrl';

const reference: ReferenceData = {
  categories: [
    { id: 'c-tees', name: 'T-Shirts' },
    { id: 'c-hood', name: 'Hoodies' },
  ],
  sizes: [
    { id: 's-m', optionId: 6, optionName: 'Size', name: 'M' },
    { id: 's-3xl', optionId: 6, optionName: 'Size', name: 'XXXL' },
  ],
  colors: [{ id: 'k-black', optionId: 7, optionName: 'Color', name: 'Black', extras: { color: '#000' } }],
  bands: [
    { id: 'b-maiden', name: 'Iron Maiden', type: 'bands' },
    { id: 'b-slayer', name: 'Slayer', type: 'bands' },
  ],
  brands: [{ id: 'r-gildan', name: 'Gildan', type: 'brands' }],
};
const notLoaded: ReferenceData = { categories: [], sizes: [], colors: [], bands: [], brands: [] };

const parse = (query: string, data = reference) => searchParamsToFilters(new URLSearchParams(query), data);
const filters = (change: Partial<ShopFilters>): ShopFilters => ({ ...DEFAULT_FILTERS, ...change });

describe('shop filters in the URL', () => {
  it.each<[string, ShopFilters, string]>([
    ['the defaults', DEFAULT_FILTERS, ''],
    ['a text', filters({ query: 'Iron Maiden' }), 'query=Iron+Maiden'],
    ['two categories', filters({ categories: [...reference.categories] }), 'category=c-tees&category=c-hood'],
    ['a size and a colour', filters({ sizes: [reference.sizes[1]], colors: [...reference.colors] }), 'size=s-3xl&color=k-black'],
    [
      'bands and a brand',
      filters({ bands: [reference.bands[1], reference.bands[0]], brands: [...reference.brands] }),
      'band=b-slayer&band=b-maiden&brand=r-gildan',
    ],
    ['a price range', filters({ price: [0, 5000] }), 'minPrice=0&maxPrice=5000'],
    ['a raised minimum only', filters({ price: [500, 3000] }), 'minPrice=500'],
    ['a discount', filters({ discount: 30 }), 'discount=30'],
    ['no discount', filters({ discount: 11 }), 'discount=11'],
    ['a sort', filters({ sort: 'price-low-to-high' }), 'sort=price-low-to-high'],
    [
      'everything at once',
      filters({
        query: 'tour',
        categories: [reference.categories[0]],
        sizes: [reference.sizes[0]],
        colors: [...reference.colors],
        bands: [reference.bands[0]],
        brands: [...reference.brands],
        price: [200, 2500],
        discount: 70,
        sort: 'whats-new',
      }),
      'query=tour&category=c-tees&size=s-m&color=k-black&band=b-maiden&brand=r-gildan&minPrice=200&maxPrice=2500&discount=70&sort=whats-new',
    ],
  ])('%s round-trips', (_, shopFilters, query) => {
    const params = filtersToSearchParams(shopFilters);
    expect(params.toString()).toBe(query);
    expect(searchParamsToFilters(params, reference)).toEqual(shopFilters);
  });

  it.each<[string, string, Partial<ShopFilters>]>([
    ['emptyQuery means no text', 'query=emptyQuery', {}],
    ['a blank text is no text', 'query=%20%20', {}],
    ['keyword stands in for query', 'keyword=Metallica', { query: 'Metallica' }],
    ['query wins over keyword', 'query=Slayer&keyword=Metallica', { query: 'Slayer' }],
    ['unknown ids are dropped', 'category=c-none&category=c-hood&band=b-none', { categories: [reference.categories[1]] }],
    ['repeated and blank ids count once', 'size=s-m&size=s-m&size=&size=%20', { sizes: [reference.sizes[0]] }],
    ['a price that is not a number', 'minPrice=cheap&maxPrice=', {}],
    ['prices beyond the slider are clamped', 'minPrice=-50&maxPrice=99999', { price: [0, 5000] }],
    ['fractional prices are rounded', 'minPrice=149.6&maxPrice=2000.2', { price: [150, 2000] }],
    ['a reversed range is put in order', 'minPrice=2000&maxPrice=500', { price: [500, 2000] }],
    ['a discount off the radio list', 'discount=15', {}],
    ['a discount that is not a number', 'discount=lots', {}],
    ['a discount over the steps', 'discount=80', {}],
    ['an unknown sort', 'sort=cheapest', {}],
    ['a sort spelled differently', 'sort=Recommended', {}],
    ['parameters the shop does not know', 'utm_source=fb&page=3', {}],
  ])('%s', (_, query, change) => {
    expect(parse(query)).toEqual(filters(change));
  });

  it('keeps ids with empty names while reference data is not loaded', () => {
    expect(parse('category=c-tees&size=s-m&color=k-black&band=b-maiden&brand=r-gildan', notLoaded)).toEqual(
      filters({
        categories: [{ id: 'c-tees', name: '' }],
        sizes: [{ id: 's-m', name: '', optionId: 6, optionName: '' }],
        colors: [{ id: 'k-black', name: '', optionId: 7, optionName: '' }],
        bands: [{ id: 'b-maiden', name: '', type: 'bands' }],
        brands: [{ id: 'r-gildan', name: '', type: 'brands' }],
      }),
    );
  });

  it('resolves the lists that are loaded and keeps the ids of those that are not', () => {
    const parsed = parse('category=c-hood&band=b-slayer', { ...notLoaded, categories: reference.categories });
    expect(parsed.categories).toEqual([reference.categories[1]]);
    expect(parsed.bands).toEqual([{ id: 'b-slayer', name: '', type: 'bands' }]);
  });

  it('writes what it reads back from a URL not yet resolved', () => {
    const query = 'category=c-tees&band=b-maiden&discount=11';
    expect(filtersToSearchParams(parse(query, notLoaded)).toString()).toBe(query);
  });
});

describe('shopSearchPath', () => {
  it.each([
    ['Iron Maiden', '/shop?query=Iron+Maiden'],
    ['  AC/DC & more ', '/shop?query=AC%2FDC+%26+more'],
    ['', '/shop?query=emptyQuery'],
    ['   ', '/shop?query=emptyQuery'],
  ])('%j → %s', (text, path) => {
    expect(shopSearchPath(text)).toBe(path);
  });
});

describe('shopFilteredBy', () => {
  it.each([
    ['categories', { id: 'cat-hoodies', name: 'Hoodies' }, '/shop?category=cat-hoodies'],
    ['bands', { id: 'band 7&x', name: 'Warfaze' }, '/shop?band=band+7%26x'],
    ['brands', { id: 'wings', name: 'Wings' }, '/shop?brand=wings'],
  ] as const)('links %s to the shop filtered by %o', (filter, entry, url) => {
    expect(shopFilteredBy(filter, entry)).toBe(url);
    expect(
      searchParamsToFilters(new URLSearchParams(url.split('?')[1]), {
        categories: [entry],
        bands: [{ ...entry, type: 'bands' }],
        brands: [{ ...entry, type: 'brands' }],
        sizes: [],
        colors: [],
      })[filter],
    ).toEqual([expect.objectContaining({ id: entry.id })]);
  });
});

import type { ItemSearchRequest, OutletStockSearchRequest, SortType } from './requests';
import type { HomeList, SortKey } from './productLists';
import { NO_DISCOUNT_ID, type ShopFilters, searchText } from './shopFilters';
import type { Lookup } from './types';

/** Spec §9: products per page, on the shop, the branch page and each home list. */
export const PRODUCT_PAGE_SIZE = 20;
export const RELATED_PRODUCTS_SIZE = 21;

/**
 * Spec §4 and §7. Recommended puts featured items first: `featured` is one of the sort
 * fields the outlet-stock search knows, and no other option uses it.
 */
export const SORT_ORDERS: Record<SortKey, { sortField: string; sortType: SortType }> = {
  recommended: { sortField: 'featured', sortType: 'DESCENDING' },
  'whats-new': { sortField: 'dateCreated', sortType: 'DESCENDING' },
  popularity: { sortField: 'totalPopularity', sortType: 'DESCENDING' },
  'better-high-to-low': { sortField: 'discount', sortType: 'DESCENDING' },
  'better-low-to-high': { sortField: 'discount', sortType: 'ASCENDING' },
  alphabetical: { sortField: 'title', sortType: 'ASCENDING' },
  'price-high-to-low': { sortField: 'price', sortType: 'DESCENDING' },
  'price-low-to-high': { sortField: 'price', sortType: 'ASCENDING' },
};

type Filter = { field: string; values: string[] };
type Range = { field: string; min: number; max: number };

/** Spec §5: the first selected value decides the field name of its filter; nothing selected, no filter. */
function filterOf<T extends { id: string }>(selected: readonly T[], fieldOf: (first: T) => string): Filter[] {
  return selected.length ? [{ field: fieldOf(selected[0]), values: selected.map((value) => value.id) }] : [];
}

function discountRange(discount: number | null): Range[] {
  if (discount === null) return [];
  return [discount === NO_DISCOUNT_ID ? { field: 'discount', min: 0, max: 0 } : { field: 'discount', min: discount, max: 100 }];
}

export interface ShopSearchOptions {
  page: number;
  /** The outlet's stock location, on the branch page. */
  locationId?: string;
  variant: 'shop' | 'branch';
}

/**
 * The outlet-stock search for the shop or a branch page (spec §7). The branch page has no
 * sort menu and no discount filter: it always sorts by titleC ascending and ignores both.
 */
export function buildShopSearch(filters: ShopFilters, { page, locationId, variant }: ShopSearchOptions): OutletStockSearchRequest {
  const request = {
    page,
    size: PRODUCT_PAGE_SIZE,
    query: searchText(filters.query),
    status: 'ACTIVE',
    filters: [
      ...(locationId ? [{ field: 'locationId', values: [locationId.replace(/-/g, '')] }] : []),
      ...filterOf(filters.categories, () => 'categoryIds'),
      ...filterOf(filters.sizes, (first) => `opt_${first.optionId}`),
      ...filterOf(filters.colors, (first) => `opt_${first.optionId}`),
      ...filterOf(filters.bands, (first) => `lookup_${first.type}`),
      ...filterOf(filters.brands, (first) => `lookup_${first.type}`),
    ],
    nonZeroStockOnly: true,
  };
  const priceRange: Range = { field: 'minPrice', min: filters.price[0], max: filters.price[1] };
  if (variant === 'branch') {
    return {
      ...request,
      ranges: [priceRange],
      sortParams: [{ field: 'titleC', type: 'ASCENDING' }],
      sortField: 'titleC',
      sortType: 'ASCENDING',
    };
  }
  return { ...request, ranges: [priceRange, ...discountRange(filters.discount)], ...SORT_ORDERS[filters.sort] };
}

const HOME_LIST_ORDERS: Record<HomeList, Pick<OutletStockSearchRequest, 'sortField' | 'sortType' | 'featured'>> = {
  popular: { sortField: 'totalPopularity', sortType: 'DESCENDING' },
  featured: { featured: 'true' },
  new: { sortField: 'dateCreated', sortType: 'DESCENDING' },
};

/** The first page of one of the home page's three lists. */
export function homeListSearch(list: HomeList): OutletStockSearchRequest {
  return { page: 1, size: PRODUCT_PAGE_SIZE, query: '', status: 'ACTIVE', nonZeroStockOnly: true, ...HOME_LIST_ORDERS[list] };
}

/** Items sharing a category or a band, by title; one more than a page, as the viewed product is left out (see listing.ts). */
function relatedSearch(field: 'categories.id' | 'lookup_bands.id', value: string): ItemSearchRequest {
  return {
    page: 1,
    size: RELATED_PRODUCTS_SIZE,
    fetchCount: true,
    nestedParams: [{ field, value, matchType: 'COLLECTION_CONTAINS_EXACT', isRelational: true }],
    sortParams: [{ field: 'title', type: 'ASCENDING' }],
  };
}

/** Spec §7: the related products of the viewed product's category. */
export const relatedProductsSearch = (categoryId: string) => relatedSearch('categories.id', categoryId);

/** The viewed product's band's items, which lead its related products. */
export const relatedBandSearch = (bandId: string) => relatedSearch('lookup_bands.id', bandId);

/** One brand's products, newest first (the WINGS page lists the shop's own label). */
export function brandSearch(brand: Pick<Lookup, 'id' | 'type'>): OutletStockSearchRequest {
  return {
    page: 1,
    size: PRODUCT_PAGE_SIZE,
    query: '',
    status: 'ACTIVE',
    filters: [{ field: `lookup_${brand.type}`, values: [brand.id] }],
    nonZeroStockOnly: true,
    sortField: 'dateCreated',
    sortType: 'DESCENDING',
  };
}

/** The product lists a shopper filters through the URL. */
export type FilteredList = 'shop' | 'branch' | 'wings';

/**
 * The first page of a filtered list's search: the shop's and a branch's from their filters, Wings' from the
 * label its filters name. Null when there is nothing to search yet (no outlet, or the label is not known).
 */
export function filteredListSearch(list: FilteredList, filters: ShopFilters, locationId = ''): OutletStockSearchRequest | null {
  if (list === 'wings') return filters.brands[0] ? brandSearch(filters.brands[0]) : null;
  if (list === 'branch') return locationId ? buildShopSearch(filters, { page: 1, variant: 'branch', locationId }) : null;
  return buildShopSearch(filters, { page: 1, variant: 'shop' });
}

/** The shop's own label, found among the brands by name. */
export const OWN_LABEL = 'Wings';
export const findOwnLabel = (brands: readonly Lookup[]): Lookup | undefined =>
  brands.find((brand) => brand.name.trim().toLowerCase() === OWN_LABEL.toLowerCase());

import { isSortKey } from './productLists';
import { COLOR_OPTION_ID, SIZE_OPTION_ID } from './options';
import { DEFAULT_FILTERS, DISCOUNT_OPTIONS, EMPTY_QUERY, PRICE_SLIDER, type ShopFilters, searchText } from './shopFilters';
import type { AttributeValue, Lookup, Named } from './types';

/** The lists a URL's ids are resolved against; an empty list counts as not loaded yet. */
export interface ReferenceData {
  categories: readonly Named[];
  sizes: readonly AttributeValue[];
  colors: readonly AttributeValue[];
  bands: readonly Lookup[];
  brands: readonly Lookup[];
}

/** Design rule 5: the shop's filters as query parameters; defaults are left out. */
export function filtersToSearchParams(filters: ShopFilters): URLSearchParams {
  const params = new URLSearchParams();
  const text = searchText(filters.query);
  if (text) params.set('query', text);
  for (const [key, selected] of [
    ['category', filters.categories],
    ['size', filters.sizes],
    ['color', filters.colors],
    ['band', filters.bands],
    ['brand', filters.brands],
  ] as const) {
    for (const { id } of selected) params.append(key, id);
  }
  const [min, max] = filters.price;
  if (min !== DEFAULT_FILTERS.price[0]) params.set('minPrice', String(min));
  if (max !== DEFAULT_FILTERS.price[1]) params.set('maxPrice', String(max));
  if (filters.discount !== null) params.set('discount', String(filters.discount));
  if (filters.sort !== DEFAULT_FILTERS.sort) params.set('sort', filters.sort);
  return params;
}

/** The text a shop URL searches for (`query`, or the older `keyword`); '' for none and for emptyQuery. */
export const shopQuery = (params: URLSearchParams): string => searchText(params.get('query') ?? params.get('keyword') ?? '');

/** The shop filtered by one category, band or brand: where a product's tags lead, e.g. /shop?band=b-7. */
export function shopFilteredBy(filter: 'categories' | 'bands' | 'brands', entry: Named): string {
  const filters: ShopFilters = { ...DEFAULT_FILTERS, [filter]: [entry] };
  return `/shop?${filtersToSearchParams(filters)}`;
}

/**
 * The filters a shop URL stands for. Ids resolve to the reference data's entries, and unknown
 * ids are dropped; while a list is not loaded its ids stay, with an empty name, so a shared
 * link loses nothing. Anything unreadable falls back to its default.
 */
export function searchParamsToFilters(params: URLSearchParams, reference: ReferenceData): ShopFilters {
  const [min, max] = [
    priceParam(params.get('minPrice'), DEFAULT_FILTERS.price[0]),
    priceParam(params.get('maxPrice'), DEFAULT_FILTERS.price[1]),
  ];
  const sort = params.get('sort') ?? '';
  return {
    query: shopQuery(params),
    categories: resolve(idsParam(params, 'category'), reference.categories, (id) => ({ id, name: '' })),
    sizes: resolve(idsParam(params, 'size'), reference.sizes, (id) => ({ id, name: '', optionId: SIZE_OPTION_ID, optionName: '' })),
    colors: resolve(idsParam(params, 'color'), reference.colors, (id) => ({ id, name: '', optionId: COLOR_OPTION_ID, optionName: '' })),
    bands: resolve(idsParam(params, 'band'), reference.bands, (id) => ({ id, name: '', type: 'bands' })),
    brands: resolve(idsParam(params, 'brand'), reference.brands, (id) => ({ id, name: '', type: 'brands' })),
    price: min <= max ? [min, max] : [max, min],
    discount: DISCOUNT_OPTIONS.find((option) => String(option.id) === params.get('discount'))?.id ?? null,
    sort: isSortKey(sort) ? sort : DEFAULT_FILTERS.sort,
  };
}

/** Where a search from the header goes: the shop with the text, or with emptyQuery for none (spec §2). */
export function shopSearchPath(text: string): string {
  return `/shop?${new URLSearchParams({ query: text.trim() || EMPTY_QUERY })}`;
}

const idsParam = (params: URLSearchParams, key: string) => [
  ...new Set(
    params
      .getAll(key)
      .map((id) => id.trim())
      .filter(Boolean),
  ),
];

function resolve<T extends { id: string }>(ids: string[], known: readonly T[], placeholder: (id: string) => T): T[] {
  if (known.length === 0) return ids.map(placeholder);
  const byId = new Map(known.map((entry) => [entry.id, entry]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A whole number within the slider's range; out-of-range numbers are clamped. */
function priceParam(raw: string | null, fallback: number): number {
  const value = raw?.trim() ? Number(raw) : Number.NaN;
  if (!Number.isFinite(value)) return fallback;
  return Math.min(PRICE_SLIDER.max, Math.max(PRICE_SLIDER.min, Math.round(value)));
}

import { DEFAULT_FILTERS, DISCOUNT_OPTIONS, type ShopFilters, searchText } from './shopFilters';
import { sizeLabel } from './sizeLabels';
import type { Lookup } from './types';

export type FilterTagType = 'category' | 'color' | 'size' | 'band' | 'brand' | 'price' | 'discounts' | 'query';

export interface FilterTag {
  type: FilterTagType;
  id: string;
  /** The value's own name: a band's, a size's label, the text typed; '' for the price range and the discount, which carry numbers only. */
  name: string;
  /** The value's Bengali name, where the reference data has one. */
  nameBn?: string;
}

const tagsOf = (type: FilterTagType, selected: readonly { id: string; name: string; nameBn?: string }[]): FilterTag[] =>
  selected.map(({ id, name, nameBn }) => ({ type, id, name, ...(nameBn ? { nameBn } : {}) }));

/** The selected-filter tags above the shop's grid, one per selected value; the price range once moved from its default. */
export function filterTags(filters: ShopFilters): FilterTag[] {
  const discount = DISCOUNT_OPTIONS.find((option) => option.id === filters.discount);
  const text = searchText(filters.query);
  const [min, max] = filters.price;
  const priceChosen = min !== DEFAULT_FILTERS.price[0] || max !== DEFAULT_FILTERS.price[1];
  return [
    ...tagsOf('category', filters.categories),
    ...tagsOf('color', filters.colors),
    ...tagsOf('size', filters.sizes).map((tag) => ({ ...tag, name: sizeLabel(tag.name) })),
    ...tagsOf('band', filters.bands),
    ...tagsOf('brand', filters.brands),
    ...(priceChosen ? [{ type: 'price' as const, id: 'price', name: '' }] : []),
    ...(discount ? [{ type: 'discounts' as const, id: String(discount.id), name: '' }] : []),
    ...(text ? [{ type: 'query' as const, id: 'query', name: text }] : []),
  ];
}

const without = <T extends { id: string }>(selected: T[], id: string) => selected.filter((value) => value.id !== id);

/** The filters without the tag's value; removing the price tag puts the default range back, the query tag clears the text. */
export function removeTag(filters: ShopFilters, tag: Pick<FilterTag, 'type' | 'id'>): ShopFilters {
  switch (tag.type) {
    case 'category':
      return { ...filters, categories: without(filters.categories, tag.id) };
    case 'color':
      return { ...filters, colors: without(filters.colors, tag.id) };
    case 'size':
      return { ...filters, sizes: without(filters.sizes, tag.id) };
    case 'band':
      return { ...filters, bands: without(filters.bands, tag.id) };
    case 'brand':
      return { ...filters, brands: without(filters.brands, tag.id) };
    case 'price':
      return { ...filters, price: DEFAULT_FILTERS.price };
    case 'discounts':
      return { ...filters, discount: null };
    case 'query':
      return { ...filters, query: '' };
  }
}

/** Reset filters on an empty result: every tag removed, the text too (it is one of the spec's filter tags); the sort stays. */
export const withoutTags = (filters: ShopFilters): ShopFilters => filterTags(filters).reduce(removeTag, filters);

/** Spec §2: the bands filter shows the first 10 bands. */
export const BANDS_SHOWN = 10;

/** How many selected bands are not among those shown, for the '(n More)' hint. */
export function hiddenSelectedBandCount(selected: readonly Pick<Lookup, 'id'>[], allBands: readonly Pick<Lookup, 'id'>[]): number {
  const shown = new Set(allBands.slice(0, BANDS_SHOWN).map((band) => band.id));
  return selected.filter((band) => !shown.has(band.id)).length;
}

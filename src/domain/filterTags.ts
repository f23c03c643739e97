import { DISCOUNT_OPTIONS, type ShopFilters, searchText } from './shopFilters';
import { sizeLabel } from './sizeLabels';
import type { Lookup } from './types';

export type FilterTagType = 'category' | 'color' | 'size' | 'band' | 'brand' | 'discounts' | 'query';

export interface FilterTag {
  type: FilterTagType;
  id: string;
  name: string;
}

const tagsOf = (type: FilterTagType, selected: readonly { id: string; name: string }[]): FilterTag[] => selected.map(({ id, name }) => ({ type, id, name }));

/** The selected-filter tags above the shop's grid, one per selected value. */
export function filterTags(filters: ShopFilters): FilterTag[] {
  const discount = DISCOUNT_OPTIONS.find((option) => option.id === filters.discount);
  const text = searchText(filters.query);
  return [
    ...tagsOf('category', filters.categories),
    ...tagsOf('color', filters.colors),
    ...tagsOf('size', filters.sizes).map((tag) => ({ ...tag, name: sizeLabel(tag.name) })),
    ...tagsOf('band', filters.bands),
    ...tagsOf('brand', filters.brands),
    ...(discount ? [{ type: 'discounts' as const, id: String(discount.id), name: discount.name }] : []),
    ...(text ? [{ type: 'query' as const, id: 'query', name: text }] : []),
  ];
}

const without = <T extends { id: string }>(selected: T[], id: string) => selected.filter((value) => value.id !== id);

/** The filters without the tag's value; removing the query tag clears the text. */
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
    case 'discounts':
      return { ...filters, discount: null };
    case 'query':
      return { ...filters, query: '' };
  }
}

/** Spec §2: the bands filter shows the first 10 bands. */
export const BANDS_SHOWN = 10;

/** How many selected bands are not among those shown, for the '(n More)' hint. */
export function hiddenSelectedBandCount(selected: readonly Pick<Lookup, 'id'>[], allBands: readonly Pick<Lookup, 'id'>[]): number {
  const shown = new Set(allBands.slice(0, BANDS_SHOWN).map((band) => band.id));
  return selected.filter((band) => !shown.has(band.id)).length;
}

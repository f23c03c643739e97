import type { SortKey } from './productLists';
import type { AttributeValue, Lookup, Named } from './types';

export const PRICE_SLIDER = { min: 0, max: 5000, step: 50 } as const;

export const NO_DISCOUNT_ID = 11;

export interface DiscountOption {
  id: number;
  /** At least this many percent off; null for 'No Discount'. */
  percent: number | null;
}

/** Radio choices: at least 10 % … 70 % off, then 'No Discount'. */
export const DISCOUNT_OPTIONS: readonly DiscountOption[] = [
  ...[10, 20, 30, 40, 50, 60, 70].map((percent) => ({ id: percent, percent })),
  { id: NO_DISCOUNT_ID, percent: null },
];

export interface ShopFilters {
  /** The shopper's text; '' for none. */
  query: string;
  categories: Named[];
  sizes: AttributeValue[];
  colors: AttributeValue[];
  bands: Lookup[];
  brands: Lookup[];
  /** The price slider's [min, max] in BDT. */
  price: [number, number];
  /** A DISCOUNT_OPTIONS id, or null for none chosen. */
  discount: number | null;
  sort: SortKey;
}

export const DEFAULT_FILTERS: ShopFilters = {
  query: '',
  categories: [],
  sizes: [],
  colors: [],
  bands: [],
  brands: [],
  price: [100, 3000],
  discount: null,
  sort: 'recommended',
};

/** The URL's stand-in for "no text" (spec §2). */
export const EMPTY_QUERY = 'emptyQuery';

/** The text to search for: '' when the query is blank or the emptyQuery marker. */
export function searchText(query: string): string {
  const text = query.trim();
  return text === EMPTY_QUERY ? '' : text;
}

// The product lists' own words: the sort menu's keys and the home page's three lists.
/** The sort menu, in the order of spec §4; the first is the default. */
export const SORT_KEYS = [
  'recommended',
  'whats-new',
  'popularity',
  'better-high-to-low',
  'better-low-to-high',
  'alphabetical',
  'price-high-to-low',
  'price-low-to-high',
] as const;

export type SortKey = (typeof SORT_KEYS)[number];

export const isSortKey = (value: string): value is SortKey => (SORT_KEYS as readonly string[]).includes(value);

/** The home page's three product lists, in the page's order. */
export const HOME_LISTS = ['popular', 'featured', 'new'] as const;
export type HomeList = (typeof HOME_LISTS)[number];

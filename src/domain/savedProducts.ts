// Saved products (issue 45): the shopper's list of products kept for later, in browser storage and, once signed in,
// with the account (GET/PUT /api/account/saved). One merge rule serves the SPA at sign-in and the server's folding of
// duplicates, so a list merged on one phone and stored from another reads the same.

/** The most products one list keeps, in the browser and with the account. */
export const MAX_SAVED_PRODUCTS = 100;

/** An item id as the shop writes them (a UUID, with or without dashes, or the real API host's own ids): 1 to 64 letters, digits, `-` or `_`. */
export const MAX_ITEM_ID_LENGTH = 64;
export const ITEM_ID_PATTERN = '^[A-Za-z0-9_-]{1,64}$';
const ITEM_ID = new RegExp(ITEM_ID_PATTERN);

/** How far ahead of the server's clock a phone's `savedAt` may be before it is taken as now. */
export const SAVED_AT_SKEW_MS = 5 * 60 * 1000;

export interface SavedProduct {
  itemId: string;
  /** When the shopper saved it, in epoch milliseconds. */
  savedAt: number;
}

export const isItemIdShaped = (value: unknown): boolean => typeof value === 'string' && ITEM_ID.test(value);

/** Newest first; of two saved at the same millisecond, the smaller id first, so every merge orders alike. */
const newestFirst = (a: SavedProduct, b: SavedProduct) => b.savedAt - a.savedAt || (a.itemId < b.itemId ? -1 : a.itemId > b.itemId ? 1 : 0);

/**
 * The union of saved lists by item id, each product with its newest `savedAt`, newest first, cut to
 * MAX_SAVED_PRODUCTS. Idempotent, commutative and associative: merging the same lists in any order and any number of
 * times gives the same list. A single list merged with nothing is that list with its duplicates folded.
 */
export function mergeSavedProducts(...lists: readonly (readonly SavedProduct[])[]): SavedProduct[] {
  const newest = new Map<string, number>();
  for (const list of lists)
    for (const { itemId, savedAt } of list) {
      const known = newest.get(itemId);
      if (known === undefined || savedAt > known) newest.set(itemId, savedAt);
    }
  return [...newest]
    .map(([itemId, savedAt]) => ({ itemId, savedAt }))
    .sort(newestFirst)
    .slice(0, MAX_SAVED_PRODUCTS);
}

/** A `savedAt` as the server keeps it: one further ahead than SAVED_AT_SKEW_MS (a phone's clock gone wrong) is now. */
export const clampSavedAt = (savedAt: number, now: number): number => (savedAt > now + SAVED_AT_SKEW_MS ? now : savedAt);

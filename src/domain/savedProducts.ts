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

/**
 * A product the shopper took off the list, and when (epoch milliseconds). Kept until a read of the account's list shows
 * the account has taken it: a list read before the removal may still be on its way.
 */
export interface RemovedProduct {
  itemId: string;
  removedAt: number;
}

/** The removals of two lists, each product once with its latest removal, newest first, cut to MAX_SAVED_PRODUCTS. */
export const mergeRemovedProducts = (...lists: readonly (readonly RemovedProduct[])[]): RemovedProduct[] =>
  mergeSavedProducts(...lists.map((list) => list.map(({ itemId, removedAt }) => ({ itemId, savedAt: removedAt })))).map(
    ({ itemId, savedAt }) => ({ itemId, removedAt: savedAt }),
  );

/** Whether `removal` undoes `product`: the same product, saved no later than it was removed. */
const undoes = (removal: RemovedProduct | undefined, product: SavedProduct) =>
  removal !== undefined && product.savedAt <= removal.removedAt;

/**
 * `list` without the products removed since they were saved. A union of lists cannot tell a product removed here from
 * one not yet seen here; a product saved again after its removal (on another phone) stays.
 */
export function withoutRemoved(list: readonly SavedProduct[], removed: readonly RemovedProduct[]): SavedProduct[] {
  const removals = new Map(removed.map((entry) => [entry.itemId, entry]));
  return list.filter((product) => !undoes(removals.get(product.itemId), product));
}

/** The removals an account's list has not taken yet: those that still undo one of its products. */
export function removalsPending(removed: readonly RemovedProduct[], accountList: readonly SavedProduct[]): RemovedProduct[] {
  const onAccount = new Map(accountList.map((product) => [product.itemId, product]));
  return removed.filter((removal) => {
    const product = onAccount.get(removal.itemId);
    return product !== undefined && undoes(removal, product);
  });
}

/** A `savedAt` as the server keeps it: one further ahead than SAVED_AT_SKEW_MS (a phone's clock gone wrong) is now. */
export const clampSavedAt = (savedAt: number, now: number): number => (savedAt > now + SAVED_AT_SKEW_MS ? now : savedAt);

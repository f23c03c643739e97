import type { PricedSku } from './pricing';
import { RELATED_PRODUCTS_SIZE } from './searchPayload';
import type { Item } from './types';

/**
 * What a product card needs of an item: its name, pictures, band and category, and each SKU's price. A list keeps
 * only this, so a page's embedded state carries no SKU colours, stock or keywords the cards never show; the shop's
 * lists ask the search for it too (`ItemView`).
 */
export type ListingItem = Pick<
  Item,
  | 'id'
  | 'originalId'
  | 'code'
  | 'title'
  | 'name'
  | 'image'
  | 'images'
  | 'categories'
  | 'lookups'
  | 'lookup_bands'
  | 'minPrice'
  | 'minDiscountedPrice'
  | 'drop'
> & {
  skus: PricedSku[];
};

/**
 * How an item search answers each item: whole, or only what a card shows (`view: 'listing'` in the request). The
 * shop's lists ask for the latter: a page of the shop is some 4 KiB gzip rather than 13, on a phone's slow link.
 */
export type ItemView = 'item' | 'listing';

export function listingItem(item: ListingItem): ListingItem {
  const { id, originalId, code, title, name, image, images, categories, lookups, lookup_bands, minPrice, minDiscountedPrice, drop } = item;
  const skus = item.skus.map(({ code: skuCode, salesPrice, discountedSalesPrice }) => ({
    code: skuCode,
    salesPrice,
    discountedSalesPrice,
  }));
  const listed = {
    id,
    originalId,
    code,
    title,
    name,
    image,
    images,
    categories,
    lookups,
    lookup_bands,
    minPrice,
    minDiscountedPrice,
    skus,
  };
  return drop ? { ...listed, drop } : listed;
}

/** Spec §9: home lists keep up to 20 unique items. */
export const HOME_LIST_LIMIT = 20;

const hasId = (entry: { id: string }) => entry.id.trim() !== '';

function uniqueBy<T>(entries: readonly T[], keyOf: (entry: T) => string): T[] {
  const seen = new Set<string>();
  return entries.filter((entry) => {
    const key = keyOf(entry);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Spec §5: a listing drops entries with an empty id and keeps the first entry of each id. */
export function uniqueListing<T extends { id: string }>(entries: readonly T[]): T[] {
  return uniqueBy(entries.filter(hasId), (entry) => entry.id);
}

/**
 * Spec §5 and §9: a home list is unique by originalId plus code (an item without an
 * originalId stands for itself, by id), capped at `limit`.
 */
export function uniqueHomeList<T extends Pick<Item, 'id' | 'originalId' | 'code'>>(entries: readonly T[], limit = HOME_LIST_LIMIT): T[] {
  return uniqueBy(entries.filter(hasId), (entry) => JSON.stringify([entry.originalId || entry.id, entry.code])).slice(0, limit);
}

type Related = Pick<Item, 'id' | 'originalId' | 'categories'>;

/**
 * Related products: the viewed product's band's items first (those of its category before the others), then its
 * category's; each once, at most a page, and never the product being viewed, whichever of its ids they carry (spec §7).
 */
export function relatedProducts<T extends Related>(byBand: readonly T[], byCategory: readonly T[], current: Related): T[] {
  const currentIds = new Set([current.id, current.originalId].filter(Boolean));
  const categoryId = current.categories[0]?.id;
  const inCategory = (entry: T) => entry.categories.some((category) => category.id === categoryId);
  const ordered = [...byBand.filter(inCategory), ...byBand.filter((entry) => !inCategory(entry)), ...byCategory];
  return uniqueListing(ordered)
    .filter((entry) => !currentIds.has(entry.id) && !currentIds.has(entry.originalId))
    .slice(0, RELATED_PRODUCTS_SIZE - 1);
}

/**
 * How many products a listing's search matches, for its result count: once no page is left, the products shown;
 * before that, the server's total (the API may give none: then it is not known yet, null). A total below what is
 * already shown cannot be right, and is not used.
 */
export function matchCount(shown: number, complete: boolean, total: number | undefined): number | null {
  if (complete) return shown;
  return total !== undefined && Number.isInteger(total) && total >= shown ? total : null;
}

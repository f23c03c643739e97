import type { Language } from './language';
import { localName } from './localNames';
import { unitPrice, type PricedSku, type UnitPrice } from './pricing';
import type { GlobalDiscount, Item, Named, Sku } from './types';

/** The SKU a product opens with: its default SKU, else its first. */
export function defaultSku(item: Pick<Item, 'skus' | 'defaultSkuCode'>): Sku | undefined {
  return item.skus.find((sku) => sku.code === item.defaultSkuCode) ?? item.skus[0];
}

/**
 * The price a listing shows: the cheapest SKU's by the pricing rule (the one the shop sorts by price on);
 * without SKUs, the item's own figures.
 */
export function listingPrice(
  item: Pick<Item, 'id' | 'categories' | 'minPrice' | 'minDiscountedPrice'> & { skus: readonly PricedSku[] },
  discounts: readonly GlobalDiscount[],
): UnitPrice {
  const prices = item.skus.map((sku) => unitPrice(item, sku, discounts));
  if (prices.length) return prices.reduce((cheapest, p) => (p.price < cheapest.price ? p : cheapest));
  const price = item.minDiscountedPrice > 0 ? item.minDiscountedPrice : item.minPrice;
  return { original: Math.max(item.minPrice, price), price, discount: null };
}

/** A product's bands: its lookups of type bands, else its lookup_bands. */
export function productBands(item: Pick<Item, 'lookups' | 'lookup_bands'>): Named[] {
  const fromLookups = item.lookups.filter((lookup) => lookup.type === 'bands');
  return fromLookups.length ? fromLookups : (item.lookup_bands ?? []);
}

export function bandNames(item: Pick<Item, 'lookups' | 'lookup_bands'>): string[] {
  return productBands(item).map((band) => band.name);
}

/**
 * Spec §2: a card's "{band names}'s {category names}", e.g. "Warfaze's T-Shirts": the names in the page's language,
 * joined by `both` (the catalogue's wording) when there are bands and categories, else whichever there is.
 */
export function bandsAndCategories(
  item: Pick<Item, 'lookups' | 'lookup_bands' | 'categories'>,
  language: Language,
  both: (names: { bands: string; categories: string }) => string,
): string {
  const bands = productBands(item)
    .map((band) => localName(band, language))
    .join(', ');
  const categories = item.categories.map((category) => localName(category, language)).join(', ');
  if (bands && categories) return both({ bands, categories });
  return bands || categories;
}

/** Details links use the original item id when the listing entry has one. */
export const detailsPath = (item: Pick<Item, 'id' | 'originalId'>): string =>
  `/details?${new URLSearchParams({ id: item.originalId || item.id })}`;

/** The product a product page shows: its `id` parameter. */
/** A product's short address by its code (`/p/MM-10189`), for text messages: the server sends it on to its page. */
export const shortProductPath = (code: string): string => `/p/${encodeURIComponent(code)}`;

export const productIdParam = (params: URLSearchParams) => params.get('id') ?? '';

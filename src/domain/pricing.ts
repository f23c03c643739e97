import type { GlobalDiscount, Item, Sku } from './types';

type PricedItem = Pick<Item, 'id' | 'categories'>;
/** What pricing reads of a SKU. */
export type PricedSku = Pick<Sku, 'code' | 'salesPrice' | 'discountedSalesPrice'>;

/** A discount applies only when valid and it names the item's category, or the item (and the SKU, if it names one). */
export function discountMatches(discount: GlobalDiscount, item: PricedItem, sku: Pick<Sku, 'code'>): boolean {
  if (!discount.valid) return false;
  if (discount.type === 'FIXED_CATEGORY') {
    const categoryIds = new Set(item.categories.map((c) => c.id));
    return discount.categories.some((c) => categoryIds.has(c.categoryId));
  }
  if (discount.type === 'FIXED_PRODUCT') {
    return discount.items.some((i) => i.itemId === item.id && (!i.skuCode || i.skuCode === sku.code));
  }
  return false;
}

/** Percentage discounts round the discounted price down; any other discount type subtracts a fixed amount. */
export function applyDiscount(price: number, discount: Pick<GlobalDiscount, 'discountType' | 'value'>): number {
  if (discount.discountType === 'PERCENTAGE') {
    return Math.max(0, Math.floor((price * (100 - discount.value)) / 100));
  }
  return Math.max(0, price - discount.value);
}

export interface UnitPrice {
  /** The price before any discount. */
  original: number;
  /** What the shopper pays for one unit. */
  price: number;
  /** The global discount that set the price, if one did. */
  discount: GlobalDiscount | null;
}

/**
 * Spec §5: the SKU's own discounted price when above 0, else the best valid matching
 * global discount, else the sales price.
 */
export function unitPrice(item: PricedItem, sku: PricedSku, discounts: readonly GlobalDiscount[]): UnitPrice {
  const original = sku.salesPrice;
  if (sku.discountedSalesPrice > 0) {
    return { original, price: sku.discountedSalesPrice, discount: null };
  }
  let best: UnitPrice = { original, price: original, discount: null };
  for (const discount of discounts) {
    if (!discountMatches(discount, item, sku)) continue;
    const price = applyDiscount(original, discount);
    if (price < best.price) best = { original, price, discount };
  }
  return best;
}

export const isDiscounted = (p: UnitPrice): boolean => p.price < p.original;

import type { SkuStock } from './types';

/**
 * What changed about one line of an order between the cart and Confirm Order, as the checkout's 409 names it:
 * fewer units left at the online warehouse, a new price, or a product no longer sold.
 */
export type LineChange =
  | { itemId: string; skuCode: string; kind: 'stock'; available: number }
  | { itemId: string; skuCode: string; kind: 'price'; price: number; discountedPrice: number }
  | { itemId: string; skuCode: string; kind: 'gone' };

/** A cart line as this rule reads and rewrites it. */
export interface ChangeableLine {
  sku: { code: string; stocks: SkuStock[] };
  quantity: number;
  unitPrice: { original: number; price: number };
}

/** One line the changes touched, as it was, and what it holds now: `quantity` 0 when it left the cart. */
export interface LineAdjustment<L> {
  line: L;
  quantity: number;
  /** The new unit price the shopper pays; null when it did not change. */
  unitPrice: number | null;
}

/** The stock of the online warehouse, as a cart line keeps it, set to what the server says is left. */
function withOnlineStock(stocks: SkuStock[], skuCode: string, onlineLocationId: string, available: number): SkuStock[] {
  const bare = (id: string) => id.replace(/-/g, '');
  const others = stocks.filter((s) => bare(s.locationId) !== bare(onlineLocationId));
  return [...others, { skuCode, locationId: onlineLocationId, ok: available, total: available }];
}

/**
 * The cart made buyable as the server's changes say: a line is capped at the units left (its stock is set to them,
 * so the stepper stops there), takes the new price, and leaves when nothing is left or the product is gone. A change
 * naming a SKU the cart does not hold is ignored. Answers the lines and what happened to each one touched.
 */
export function applyLineChanges<L extends ChangeableLine>(
  lines: readonly L[],
  changes: readonly LineChange[],
  onlineLocationId: string,
): { lines: L[]; adjusted: LineAdjustment<L>[] } {
  const kept: L[] = [];
  const adjusted: LineAdjustment<L>[] = [];
  for (const line of lines) {
    const mine = changes.filter((change) => change.skuCode === line.sku.code);
    if (!mine.length) {
      kept.push(line);
      continue;
    }
    let next: L = line;
    let unitPrice: number | null = null;
    let gone = false;
    for (const change of mine) {
      if (change.kind === 'gone') gone = true;
      else if (change.kind === 'price') {
        unitPrice = change.discountedPrice;
        next = { ...next, unitPrice: { ...next.unitPrice, original: change.price, price: change.discountedPrice } };
      } else {
        const available = Math.max(0, Math.floor(change.available));
        if (available < 1) gone = true;
        next = {
          ...next,
          quantity: Math.min(next.quantity, available),
          sku: { ...next.sku, stocks: withOnlineStock(next.sku.stocks, line.sku.code, onlineLocationId, available) },
        };
      }
    }
    if (gone) {
      adjusted.push({ line, quantity: 0, unitPrice: null });
      continue;
    }
    kept.push(next);
    adjusted.push({ line, quantity: next.quantity, unitPrice });
  }
  return { lines: kept, adjusted };
}

import { MAX_ORDER_LINES } from './orderLimits';
import type { OrderType } from './types';

/** The most units one cart line may hold, and what sets it. */
export interface LineLimit {
  max: number;
  /** 'stock': the stock on hand; 'perLine': the units one line may ask for (`maxUnitsPerLine`), also when both are equal. */
  by: 'stock' | 'perLine';
}

/**
 * Spec §4 with the order limits: a line holds at most the stock on hand and at most `maxUnitsPerLine`;
 * a pre-order waits for stock, so only the per-line limit bounds it.
 */
export function lineLimit(stock: number, orderType: OrderType, maxUnitsPerLine: number): LineLimit {
  return orderType === 'order' && stock < maxUnitsPerLine
    ? { max: Math.max(0, stock), by: 'stock' }
    : { max: maxUnitsPerLine, by: 'perLine' };
}

/** A cart line as these rules read it. */
interface Line {
  sku: { code: string };
  quantity: number;
}

export interface CartAddition {
  /** Units of the SKU that join the cart: 0 when nothing does. */
  units: number;
  /** Why fewer than asked join: the line reached its limit, or the cart holds MAX_ORDER_LINES lines and this SKU would be one more. */
  stopped: 'lineLimit' | 'orderLines' | null;
}

/** Adding `wanted` units of a SKU merges into its line up to `lineMax` (no bound when not given); a new line needs room in the order. */
export function cartAddition(lines: readonly Line[], skuCode: string, wanted: number, lineMax = Number.POSITIVE_INFINITY): CartAddition {
  const line = lines.find((each) => each.sku.code === skuCode);
  if (!line && lines.length >= MAX_ORDER_LINES) return { units: 0, stopped: 'orderLines' };
  const room = Math.max(0, lineMax - (line?.quantity ?? 0));
  return wanted > room ? { units: room, stopped: 'lineLimit' } : { units: wanted, stopped: null };
}

/** What one order may hold, so that nobody can take stock off sale with orders they never pay (server and SPA). */

/** Default units one cart line may ask for; the server's MAX_UNITS_PER_LINE overrides it and hands it to the SPA. */
export const DEFAULT_MAX_UNITS_PER_LINE = 10;

/** Lines one order may hold. */
export const MAX_ORDER_LINES = 20;

/** A SKU whose units over all the order's lines pass the per-order bound, with those units. */
export interface SkuOverLimit {
  skuCode: string;
  units: number;
  lines: number;
}

/**
 * The first SKU (in line order) whose units over all its lines pass `maxUnits`, or null: splitting a SKU over several
 * lines must not take more of it than one line may.
 */
export function skuOverLimit(lines: readonly { skuCode: string; quantity: number }[], maxUnits: number): SkuOverLimit | null {
  const totals = new Map<string, SkuOverLimit>();
  for (const { skuCode, quantity } of lines) {
    const total = totals.get(skuCode) ?? { skuCode, units: 0, lines: 0 };
    total.units += quantity;
    total.lines += 1;
    totals.set(skuCode, total);
  }
  return [...totals.values()].find((total) => total.units > maxUnits) ?? null;
}

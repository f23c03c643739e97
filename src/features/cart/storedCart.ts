import * as v from 'valibot';
import { cartAddition } from '../../domain/cartLimits';
import { DEFAULT_MAX_UNITS_PER_LINE } from '../../domain/orderLimits';
import { MAX_HOLD_ID_LENGTH } from '../../domain/drops';
import { ORDER_TYPES } from '../../domain/types';
import { isVoucherCode } from '../../domain/voucher';
import { emptyCart, withTotals, type CartLine, type CartState } from './cartSlice';

const finite = v.pipe(v.number(), v.finite());
const whole = v.pipe(v.number(), v.integer(), v.minValue(1));
const StoredSku = v.looseObject({ code: v.string(), attributeValues: v.array(v.unknown()), stocks: v.array(v.unknown()) });

/** What the cart reads of a stored line; the rest of a product or SKU is kept as stored. */
const StoredLine = v.looseObject({
  product: v.looseObject({
    id: v.string(),
    title: v.string(),
    images: v.array(v.unknown()),
    drop: v.optional(v.looseObject({ perBuyerLimit: whole })),
  }),
  sku: StoredSku,
  quantity: whole,
  unitPrice: v.looseObject({ price: finite, original: finite }),
  orderType: v.picklist(ORDER_TYPES),
  hold: v.optional(v.object({ id: v.pipe(v.string(), v.maxLength(MAX_HOLD_ID_LENGTH)), units: whole, expiresAt: finite })),
});

const StoredCart = v.looseObject({
  items: v.array(StoredLine),
  promoCode: v.optional(v.unknown()),
  ranOut: v.optional(v.array(v.object({ sku: StoredSku, title: v.string() }))),
});

/**
 * The cart read back from browser storage, totals recomputed; undefined when the value is not a cart. A line stored
 * above `maxUnitsPerLine` (kept by an older build, or before the shop lowered its limit) comes back at the limit, so
 * the cart shows what the order can hold and checks out as shown. Its promo code comes back when it is one (the shop
 * checks it again before taking anything off).
 */
export function readStoredCart(value: unknown, maxUnitsPerLine = DEFAULT_MAX_UNITS_PER_LINE): CartState | undefined {
  const stored = v.safeParse(StoredCart, value);
  if (!stored.success) return undefined;
  // The schema checks what the cart reads and shows; the rest of each line is taken as stored.
  const lines = stored.output.items as unknown as CartLine[];
  const { promoCode, ranOut } = stored.output;
  return withTotals(
    lines.map((line) => (line.quantity > maxUnitsPerLine ? { ...line, quantity: maxUnitsPerLine } : line)),
    {
      promoCode: typeof promoCode === 'string' && isVoucherCode(promoCode) ? promoCode : undefined,
      ranOut: ranOut?.length ? (ranOut as unknown as CartState['ranOut']) : undefined,
    },
  );
}

/**
 * The cart as redux-persist keeps it under `cart` (each of the slice's fields a JSON string of its own), read as
 * readStoredCart reads a rehydrated one; undefined when it is not a cart. An emptied or removed entry is an empty cart.
 */
export function readPersistedCart(value: unknown, maxUnitsPerLine?: number): CartState | undefined {
  if (value === null) return emptyCart;
  if (typeof value !== 'object' || Array.isArray(value)) return undefined;
  const fields: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    try {
      fields[key] = typeof field === 'string' ? JSON.parse(field) : field;
    } catch {
      return undefined;
    }
  }
  return readStoredCart(fields, maxUnitsPerLine);
}

/**
 * The stored cart with what the shopper put in before it came back (a slow link: the page hydrated and took a tap
 * before the cart's chunk arrived). Each stored line stays, and each line added meanwhile joins as Add to cart would
 * add it (src/domain/cartLimits.ts): into the line of its SKU, at its newer price, up to `maxUnitsPerLine`, or as a
 * line of its own while the order has room. A drop's held line is not added to: the stored one keeps its hold, and the
 * other hold runs out. The code applied meanwhile wins; the notices of lines that ran out are all kept.
 */
export function mergeStoredCart(stored: CartState, meanwhile: CartState, maxUnitsPerLine = DEFAULT_MAX_UNITS_PER_LINE): CartState {
  const lines: Omit<CartLine, 'subTotal'>[] = [...stored.items];
  for (const added of meanwhile.items) {
    const index = lines.findIndex((line) => line.sku.code === added.sku.code);
    const same = lines[index];
    if (same?.hold || (same && added.hold)) continue;
    const { units } = cartAddition(lines, added.sku.code, added.quantity, maxUnitsPerLine);
    if (units === 0) continue;
    if (same) lines[index] = { ...same, quantity: same.quantity + units, unitPrice: added.unitPrice };
    else lines.push({ ...added, quantity: units });
  }
  const ranOut = [...(stored.ranOut ?? []), ...(meanwhile.ranOut ?? [])];
  return withTotals(lines, { promoCode: meanwhile.promoCode ?? stored.promoCode, ranOut: ranOut.length ? ranOut : undefined });
}

import type { DeliveryCharge, OrderType, PickupDistrict } from './types';

interface PricedLine {
  unitPrice: { price: number };
  quantity: number;
}

export const lineSubtotal = (line: PricedLine): number => line.unitPrice.price * line.quantity;

export const cartSubtotal = (lines: readonly PricedLine[]): number => lines.reduce((sum, line) => sum + lineSubtotal(line), 0);

/** Spec §9: VAT is 0 percent unless configured. */
export const DEFAULT_VAT_PERCENT = 0;

/** VAT in whole taka, rounded to the nearest (half up), like the prices it is added to. */
export const vatAmount = (subtotal: number, vatPercent = DEFAULT_VAT_PERCENT): number => Math.round((subtotal * vatPercent) / 100);

export const DEFAULT_DELIVERY_CHARGES: Record<PickupDistrict, number> = { INSIDE_DHAKA: 80, OUTSIDE_DHAKA: 120 };

/** Spec §9: the district's fetched charge overrides the default when it is a usable amount. */
export function deliveryCharge(district: PickupDistrict, fetched: readonly DeliveryCharge[] = []): number {
  const charge = fetched.find((entry) => entry.id === district)?.charge;
  return typeof charge === 'number' && Number.isFinite(charge) && charge >= 0 ? charge : DEFAULT_DELIVERY_CHARGES[district];
}

export interface CheckoutTotals {
  subtotal: number;
  /** What a promo code takes off, from the lines and the delivery charge together (0 without one). */
  promo: number;
  vatPercent: number;
  vat: number;
  delivery: number;
  payable: number;
}

export interface CheckoutTotalsOptions {
  district: PickupDistrict;
  charges?: readonly DeliveryCharge[];
  vatPercent?: number;
  /** A promo code's discount (src/domain/voucher.ts), from the lines and from the delivery charge. */
  promo?: { lines: number; delivery: number } | null;
}

/**
 * Spec §5: payable = subtotal + VAT + delivery. An empty cart has nothing to deliver, so it
 * pays no delivery either and its payable total of 0 fails checkout rule 9. A promo code comes off
 * before VAT (the shop is paid less for the goods), and never takes more than the lines or the
 * delivery charge cost.
 */
export function checkoutTotals(
  lines: readonly PricedLine[],
  { district, charges, vatPercent = DEFAULT_VAT_PERCENT, promo }: CheckoutTotalsOptions,
): CheckoutTotals {
  const subtotal = cartSubtotal(lines);
  const delivery = lines.length ? deliveryCharge(district, charges) : 0;
  const linesOff = Math.min(Math.max(promo?.lines ?? 0, 0), subtotal);
  const deliveryOff = Math.min(Math.max(promo?.delivery ?? 0, 0), delivery);
  const vat = vatAmount(subtotal - linesOff, vatPercent);
  return {
    subtotal,
    promo: linesOff + deliveryOff,
    vatPercent,
    vat,
    delivery,
    payable: subtotal - linesOff + vat + delivery - deliveryOff,
  };
}

/** Spec §4: a product out of stock is pre-ordered (the wire's spelling). */
export const lineOrderType = (stockOnHand: number): OrderType => (stockOnHand > 0 ? 'order' : 'preoreder');

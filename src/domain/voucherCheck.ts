// What a promo code is checked against: the cart's lines, the district (a free-delivery code takes its charge off)
// and the number (a code once per number). The same three, in one string, say whether an answer still holds.
import { isValidMobile, normalizeMobile } from './mobile';
import type { PickupDistrict } from './types';

export interface VoucherCheckRequest {
  code: string;
  items: { itemId: string; skuCode: string; quantity: number }[];
  district: PickupDistrict;
  mobile?: string;
}

interface VoucherCart {
  lines: readonly { product: { id: string }; sku: { code: string }; quantity: number }[];
  district: PickupDistrict;
  /** As typed in the checkout; sent only once it is a whole number. */
  mobile: string;
}

export function voucherCheckRequest(code: string, { lines, district, mobile }: VoucherCart): VoucherCheckRequest {
  const number = normalizeMobile(mobile.trim());
  return {
    code,
    items: lines.map((line) => ({ itemId: line.product.id, skuCode: line.sku.code, quantity: line.quantity })),
    district,
    ...(isValidMobile(number) && { mobile: number }),
  };
}

/** The cart an answer is for, as one string: an answer holds while the cart's string is the same. */
export const voucherCheckBasis = ({ items, district, mobile }: VoucherCheckRequest): string =>
  JSON.stringify([items, district, mobile ?? '']);

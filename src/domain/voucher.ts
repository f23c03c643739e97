// Promo codes: the one rule for what a code takes off, which the cart's and checkout's summaries and the server's
// recomputation of an order share. A code applies after the items' own discounts, to the lines it covers (its
// categories or bands; every line when it names none), in whole taka, never more than those lines cost, and at most
// its cap; a free-delivery code takes the delivery charge off instead. Whether a code exists, is switched on, has uses
// left or was used by a number is the store's to say; this rule says the rest.
import { asciiDigits } from './digits';
import { cartSubtotal } from './cartTotals';

export const VOUCHER_KINDS = ['PERCENT', 'AMOUNT', 'FREE_DELIVERY'] as const;
export type VoucherKind = (typeof VOUCHER_KINDS)[number];

/** A code's terms as staff set them; times in epoch milliseconds, amounts in taka. */
export interface VoucherTerms {
  code: string;
  kind: VoucherKind;
  /** A percentage (1–100) for PERCENT, taka for AMOUNT; FREE_DELIVERY reads none. */
  value: number;
  minSubtotal?: number | null;
  maxDiscount?: number | null;
  startsAt?: number | null;
  endsAt?: number | null;
  categoryIds?: readonly string[];
  bandIds?: readonly string[];
}

/** A cart line as the rule reads it: its unit price after the item's own discounts, and what the item is. */
export interface VoucherLine {
  unitPrice: { price: number };
  quantity: number;
  /** Every category the item is in, with their parents: a code for "T-shirts" covers a tee filed under a sub-category. */
  categoryIds: readonly string[];
  bandIds: readonly string[];
}

/** Why a code does not apply to this cart now, as far as its terms tell. */
export type VoucherRefusal =
  | { reason: 'notStarted'; startsAt: number }
  | { reason: 'expired' }
  | { reason: 'belowMinimum'; missing: number }
  | { reason: 'noLineCovered' };

/** What a code takes off: from the lines it covers, and from the delivery charge. */
export interface VoucherDiscount {
  code: string;
  lines: number;
  delivery: number;
  total: number;
}

/** A code as typed (any case, Bengali digits, spaces) as the shop keeps it. */
export const normalizeVoucherCode = (typed: string): string => asciiDigits(typed).replace(/\s+/g, '').toUpperCase();

/** 3 to 32 letters, digits and dashes, after normalizeVoucherCode. */
export const isVoucherCode = (code: string): boolean => /^[A-Z\d-]{3,32}$/.test(code);

const covers = (terms: VoucherTerms, line: VoucherLine) =>
  (!terms.categoryIds?.length || line.categoryIds.some((id) => terms.categoryIds!.includes(id))) &&
  (!terms.bandIds?.length || line.bandIds.some((id) => terms.bandIds!.includes(id)));

const capped = (amount: number, cap: number | null | undefined) => (cap == null ? amount : Math.min(amount, cap));

export function voucherDiscount(
  terms: VoucherTerms,
  { lines, deliveryCharge, now }: { lines: readonly VoucherLine[]; deliveryCharge: number; now: number },
): VoucherDiscount | VoucherRefusal {
  if (terms.startsAt != null && now < terms.startsAt) return { reason: 'notStarted', startsAt: terms.startsAt };
  if (terms.endsAt != null && now >= terms.endsAt) return { reason: 'expired' };
  const subtotal = cartSubtotal(lines);
  if (terms.minSubtotal != null && subtotal < terms.minSubtotal) return { reason: 'belowMinimum', missing: terms.minSubtotal - subtotal };
  const covered = lines.filter((line) => covers(terms, line));
  if (covered.length === 0) return { reason: 'noLineCovered' };
  const coveredSubtotal = cartSubtotal(covered);
  const fromLines =
    terms.kind === 'PERCENT'
      ? // Rounded down: the shop never gives more than the percentage says.
        Math.floor((coveredSubtotal * terms.value) / 100)
      : terms.kind === 'AMOUNT'
        ? terms.value
        : 0;
  const linesOff = capped(Math.min(Math.max(fromLines, 0), coveredSubtotal), terms.maxDiscount);
  const deliveryOff = terms.kind === 'FREE_DELIVERY' ? capped(Math.max(deliveryCharge, 0), terms.maxDiscount) : 0;
  return { code: terms.code, lines: linesOff, delivery: deliveryOff, total: linesOff + deliveryOff };
}

/** Why a code does not apply, as the shop names it: the rule's reasons, and the store's (unknown or off, uses). */
export const VOUCHER_REFUSALS = ['notValid', 'notStarted', 'expired', 'belowMinimum', 'noLineCovered', 'usedUp', 'usedByNumber'] as const;
export type VoucherRefusalReason = (typeof VOUCHER_REFUSALS)[number];

/** A code's answer to a cart (POST /api/vouchers/check, and the `voucher` of an order refused for its code). */
export type VoucherCheck =
  | { code: string; discount: Omit<VoucherDiscount, 'code'> }
  | { code: string; refused: { reason: VoucherRefusalReason; missing?: number; startsAt?: string } };

export const isVoucherRefusal = (answer: VoucherDiscount | VoucherRefusal): answer is VoucherRefusal => 'reason' in answer;

// What the server adds to the shared voucher rule (src/domain/voucher.ts): the terms staff may set, times as the API
// writes them (ISO 8601), and a code's answer to a cart once the store has said how often it was used.
import { isVoucherCode, isVoucherRefusal, voucherDiscount, type VoucherDiscount, type VoucherLine } from '@domain/voucher';
import type { CheckRefusal, VoucherRecord, VoucherRefused, VoucherWithUses } from './db/types';
import { formatTk } from '@domain/money';
import { formatShopDateTime } from '@domain/shopTime';
import { badRequest } from './errors';

/** Categories, and bands, one code may name at most. */
export const MAX_VOUCHER_IDS = 50;
export const MAX_PERCENT = 100;
export const MAX_AMOUNT = 1_000_000;

/** A time with its zone, as the API takes it: 2026-12-01T00:00:00+06:00 or 2026-11-30T18:00:00.000Z. */
export const ISO_TIME = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2})$';

/** An ISO 8601 time as epoch ms, or a 400 naming the field; null and absent pass through. */
export function epochOf<T extends null | undefined>(field: string, text: string | T): number | T {
  if (text === null || text === undefined) return text as T;
  const ms = new RegExp(ISO_TIME).test(text) ? Date.parse(text) : Number.NaN;
  if (!Number.isFinite(ms)) {
    throw badRequest(`${field} must be a time with its zone, such as 2026-12-01T00:00:00+06:00; got '${text}'.`);
  }
  return ms;
}

export const isoOf = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

/** Why these terms cannot be kept, in a sentence for the staff; null when they can. */
export function termsProblem(voucher: VoucherRecord): string | null {
  const { code, kind, value, startsAt, endsAt } = voucher;
  if (!isVoucherCode(code)) return `'${code}' is not a code: 3 to 32 letters, digits and dashes.`;
  if (kind === 'PERCENT' && !(value >= 1 && value <= MAX_PERCENT))
    return `A PERCENT code takes a value from 1 to ${MAX_PERCENT}; got ${value}.`;
  if (kind === 'AMOUNT' && !(value >= 1 && value <= MAX_AMOUNT))
    return `An AMOUNT code takes a value from 1 to ${MAX_AMOUNT} taka; got ${value}.`;
  if (kind === 'FREE_DELIVERY' && value !== 0) return `A FREE_DELIVERY code takes off the delivery charge and no value; got ${value}.`;
  if (startsAt !== null && endsAt !== null && startsAt >= endsAt) return 'startsAt must be before endsAt.';
  return null;
}

/** A cart as a code reads it: the server's prices of its lines, the district's delivery charge, and the shopper's number. */
export interface VoucherCart {
  lines: readonly VoucherLine[];
  deliveryCharge: number;
  now: number;
  mobile: string | null;
}

/**
 * A code's answer to a cart. A code not yet started or ended says so first; then one with no use left, or used by this
 * number: adding to the cart would not help, so those come before the cart's own shortfalls.
 */
export function checkVoucher(
  voucher: VoucherWithUses,
  cart: VoucherCart,
): { discount: Omit<VoucherDiscount, 'code'> } | { refused: CheckRefusal } {
  const answer = voucherDiscount(voucher, cart);
  if (isVoucherRefusal(answer) && answer.reason === 'notStarted')
    return { refused: { reason: 'notStarted', startsAt: isoOf(answer.startsAt)! } };
  if (isVoucherRefusal(answer) && answer.reason === 'expired') return { refused: answer };
  if (voucher.maxUses !== null && voucher.uses >= voucher.maxUses) return { refused: { reason: 'usedUp' } };
  if (voucher.onePerNumber && cart.mobile !== null && voucher.byNumber > 0) return { refused: { reason: 'usedByNumber' } };
  if (isVoucherRefusal(answer)) return { refused: answer };
  const { lines, delivery, total } = answer;
  return { discount: { lines, delivery, total } };
}

/** The answer of a code as the store found it: none, or one switched off, is notValid, as a code that is not one. */
export const answerOfCode = (
  voucher: VoucherWithUses | null,
  cart: VoucherCart,
): ReturnType<typeof checkVoucher> | { refused: VoucherRefused } =>
  voucher?.active ? checkVoucher(voucher, cart) : { refused: { reason: 'notValid' } };

/** A refusal in one plain English sentence, for the API's `error` (the shop says it in its own words). */
export function refusalSentence(code: string, refused: VoucherRefused): string {
  switch (refused.reason) {
    case 'notValid':
      // Not the code itself: it may be any 64 characters a client sent.
      return 'This promo code is not valid.';
    case 'notStarted':
      return `Promo code ${code} can be used from ${formatShopDateTime(Date.parse(refused.startsAt))} (Dhaka time).`;
    case 'expired':
      return `Promo code ${code} has expired.`;
    case 'usedUp':
      return `Promo code ${code} has been used as many times as it may be.`;
    case 'usedByNumber':
      return `Promo code ${code} has already been used with this mobile number.`;
    case 'belowMinimum':
      return `Add ${formatTk(refused.missing)} more to the cart to use promo code ${code}.`;
    case 'noLineCovered':
      return `Promo code ${code} does not cover any item in the cart.`;
  }
}

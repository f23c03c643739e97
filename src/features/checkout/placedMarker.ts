import type { SagaIterator } from 'redux-saga';
import { call } from 'redux-saga/effects';
import * as v from 'valibot';
import type { SagaDeps } from '../../app/deps';

/** Session storage key of the order placed last in this tab, kept until the checkout is next opened. */
export const PLACED_KEY = 'checkout-placed';

/** The order placed last in this tab, the cart it was placed with (its SKUs and quantities), and whether it is paid online. */
export interface PlacedMarker {
  invoiceId: string;
  cart: string;
  online?: boolean;
}

export const placedMarker = (
  invoiceId: string,
  lines: readonly { sku: { code: string }; quantity: number }[],
  online = false,
): PlacedMarker => ({
  invoiceId,
  cart: lines.map((line) => `${line.sku.code}×${line.quantity}`).join(' '),
  ...(online && { online }),
});

const StoredMarker = v.object({
  invoiceId: v.pipe(v.string(), v.trim(), v.minLength(1)),
  cart: v.string(),
  online: v.optional(v.boolean()),
});

/** The marker read back from storage, or null when it is missing or not one. */
export function readPlacedMarker(value: unknown): PlacedMarker | null {
  const read = v.safeParse(StoredMarker, value);
  return read.success ? read.output : null;
}

/** The payment provider sent the shopper back to a result page: that page is the way on, and the checkout opens as it is. */
export function* forgetPlacedOrder({ sessionStorage }: SagaDeps): SagaIterator {
  yield call([sessionStorage, sessionStorage.remove], PLACED_KEY);
}

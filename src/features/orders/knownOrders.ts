// The way back to an order in this tab: the orders it placed or tracked, each with the mobile number it was placed
// with, kept in the tab's own storage (sessionStorage) so a reload shows a tracked order again and "Track this order"
// fills the number in. Never localStorage (another visit, another person), never the URL or the server-rendered page.
import type { SagaIterator } from 'redux-saga';
import { call, select, take } from 'redux-saga/effects';
import type { KeyValueStorage, SagaDeps } from '../../app/deps';
import { asciiDigits } from '../../domain/digits';
import { checkoutActions, type CheckoutState } from '../checkout/checkoutSlice';
import { selectCheckout } from '../checkout/selectors';

/** Session storage key of the orders this tab knows. */
export const KNOWN_ORDERS_KEY = 'known-orders';
/** The newest orders kept: enough for any shopper's tab, and the entry stays small. */
export const MAX_KNOWN_ORDERS = 10;

export interface KnownOrder {
  invoiceId: string;
  mobile: string;
  /** Its tracking was shown in this tab: a reload shows it again rather than the form. */
  shown: boolean;
}

/** Invoices compare as the server reads them: trimmed, ASCII digits, any case. */
const sameInvoice = (a: string, b: string) => asciiDigits(a.trim()).toUpperCase() === asciiDigits(b.trim()).toUpperCase();

const isKnownOrder = (value: unknown): value is KnownOrder => {
  const entry = value as Partial<KnownOrder> | null;
  return typeof entry?.invoiceId === 'string' && !!entry.invoiceId && typeof entry.mobile === 'string' && typeof entry.shown === 'boolean';
};

/** The stored list, without any entry that is not one (a corrupt or hand-edited storage answers an empty list). */
export const readKnownOrders = (stored: unknown): KnownOrder[] =>
  Array.isArray(stored) ? stored.filter(isKnownOrder).slice(0, MAX_KNOWN_ORDERS) : [];

export const findKnownOrder = (list: readonly KnownOrder[], invoiceId: string): KnownOrder | undefined =>
  list.find((entry) => sameInvoice(entry.invoiceId, invoiceId));

/** The list with `order` first, in place of any entry for its invoice, and no more than MAX_KNOWN_ORDERS. */
export const withKnownOrder = (list: readonly KnownOrder[], order: KnownOrder): KnownOrder[] =>
  [order, ...list.filter((entry) => !sameInvoice(entry.invoiceId, order.invoiceId))].slice(0, MAX_KNOWN_ORDERS);

/** The list without the invoice's entry (only if it holds `mobile`, when given). */
export const withoutKnownOrder = (list: readonly KnownOrder[], invoiceId: string, mobile?: string): KnownOrder[] =>
  list.filter((entry) => !sameInvoice(entry.invoiceId, invoiceId) || (mobile !== undefined && entry.mobile !== mobile));

export function* knownOrders(sessionStorage: KeyValueStorage): SagaIterator<KnownOrder[]> {
  return readKnownOrders(yield call([sessionStorage, sessionStorage.get], KNOWN_ORDERS_KEY));
}

export function* rememberOrder(sessionStorage: KeyValueStorage, order: KnownOrder): SagaIterator {
  const list: KnownOrder[] = yield* knownOrders(sessionStorage);
  yield call([sessionStorage, sessionStorage.set], KNOWN_ORDERS_KEY, withKnownOrder(list, order));
}

export function* forgetOrder(sessionStorage: KeyValueStorage, invoiceId: string, mobile?: string): SagaIterator {
  const list: KnownOrder[] = yield* knownOrders(sessionStorage);
  const kept = withoutKnownOrder(list, invoiceId, mobile);
  if (kept.length !== list.length) yield call([sessionStorage, sessionStorage.set], KNOWN_ORDERS_KEY, kept);
}

/**
 * An order placed from this tab is remembered with the number typed at checkout (taken when Confirm Order is pressed:
 * the form is emptied once the order is placed). The latest press wins, as the checkout's own saga answers it.
 */
export function* rememberPlacedOrder({ sessionStorage }: SagaDeps): SagaIterator {
  const { form }: CheckoutState = yield select(selectCheckout);
  const placed: ReturnType<typeof checkoutActions.orderPlaced> = yield take(checkoutActions.orderPlaced.type);
  const mobile = form.mobile.trim();
  if (mobile) yield* rememberOrder(sessionStorage, { invoiceId: placed.payload.invoiceId, mobile, shown: false });
}

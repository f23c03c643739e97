// How many orders one device and one mobile number may hold open at once, so that nobody can keep stock off sale with
// orders they never pay or never mean. Device ids and numbers are whatever the client says, so the units that orders of
// unproven numbers hold are bounded per client address too (UNVERIFIED_HOLD_UNITS_PER_ADDRESS); a number proven by a
// code keeps only its own caps, since many shoppers share one address behind a carrier's NAT. That bound counts every
// unproven order that still holds stock: online ones inside their payment window, cash ones of any age until the staff
// confirm or cancel them (a cash order older than a day no longer counts against its device or number, but still holds
// its units).
import type { PaymentType } from '@domain/types';

export const MAX_UNPAID_ONLINE_ORDERS = 3;
/** Cash orders the shop's staff have not yet confirmed, placed within CASH_ORDER_HOLD_MS. */
export const MAX_UNCONFIRMED_CASH_ORDERS = 3;
export const CASH_ORDER_HOLD_MS = 24 * 60 * 60 * 1000;

/** A device's or a number's PENDING orders that still count: online ones inside their payment window, cash ones of the last day. */
export interface OpenOrders {
  online: number;
  cash: number;
}

/** The creation times after which a PENDING order counts. */
export const openSince = (now: number, paymentWindowMs: number) => ({ online: now - paymentWindowMs, cash: now - CASH_ORDER_HOLD_MS });

/** The device key the cap counts: a device the client names, never its network address (see above). */
export const cappedDevice = (deviceKey: string): string | null => (deviceKey.startsWith('device:') ? deviceKey : null);

/** Why a new order of this type is refused, given what its device and its mobile number hold; null when it may be placed. */
export function openOrdersProblem(paymentType: PaymentType, held: OpenOrders[], paymentWindowMs: number): string | null {
  if (paymentType === 'ONLINE' && held.some((h) => h.online >= MAX_UNPAID_ONLINE_ORDERS)) {
    const minutes = Math.round(paymentWindowMs / 60_000);
    return `You already have ${MAX_UNPAID_ONLINE_ORDERS} online orders waiting for payment. Pay for one of them, or order again once their time to pay (${minutes} minutes) has run out.`;
  }
  if (paymentType === 'CASH_ON_DELIVERY' && held.some((h) => h.cash >= MAX_UNCONFIRMED_CASH_ORDERS)) {
    return `You already have ${MAX_UNCONFIRMED_CASH_ORDERS} cash-on-delivery orders from the last 24 hours that the shop has not confirmed yet. Our representative will call you about them; to order more now, pay online.`;
  }
  return null;
}

/** Whether an order reserving `adding` units stays within what its address's unverified orders may hold (`bound`, null: no bound). */
export const withinAddressHold = (held: number, adding: number, bound: number | null): boolean =>
  bound === null || adding === 0 || held + adding <= bound;

// What a shopper sees of an order they look up by its invoice and mobile number (/order/track): the order as the
// server tells it, the address partly masked, and the steps of its timeline.
import type { OrderStatus, Shipment } from './orderStatus';
import type { OrderType, PaymentStatus, PaymentType, PickupDistrict } from './types';

/** POST /api/orders/track's answer: nothing the shopper did not give at checkout, and no staff notes. */
export interface TrackedOrder {
  invoiceId: string;
  placedAt: number;
  status: OrderStatus;
  paymentType: PaymentType;
  paymentStatus: PaymentStatus;
  /** When the online payment went through; null otherwise. */
  paidAt: number | null;
  /** Each move the staff made, oldest first. */
  moves: { status: OrderStatus; at: number }[];
  shipment: Shipment | null;
  lines: {
    title: string;
    variant: string;
    variantBn?: string;
    orderType: OrderType;
    quantity: number;
    unitPrice: number;
    lineTotal: number;
  }[];
  subtotal: number;
  vat: number;
  deliveryCharge: number;
  total: number;
  pickupDistrict: PickupDistrict;
  /** The delivery address with all but its last two parts (area, city) masked. */
  address: string;
  /** Until when an online order waiting for its payment can be paid (Pay now); null or absent when nothing is to pay. */
  payBy?: number | null;
  /** The promo code the order was placed with and the taka it took off; null or absent when none. */
  voucher?: { code: string; discount: number } | null;
}

/** An order in My orders: as tracking shows it, each line naming its product and size. */
export interface AccountOrder extends TrackedOrder {
  lines: (TrackedOrder['lines'][number] & { itemId: string; skuCode: string })[];
}

/**
 * The address as a lookup shows it: whoever holds an invoice id and a number should not read the whole of it, but the
 * shopper should recognise it. The last two comma-separated parts (area, city) stay unless they hold a digit (a house,
 * a road or a phone number written last); the first part is always masked. A masked part keeps its first two letters
 * and its spaces.
 */
export function maskAddress(address: string): string {
  const parts = address
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const shown = (part: string, k: number) => k > 0 && k >= parts.length - 2 && !/[0-9০-৯]/.test(part);
  const masked = (part: string) => [...part].map((char, k) => (k < 2 || char === ' ' ? char : '•')).join('');
  return parts.map((part, k) => (shown(part, k) ? part : masked(part))).join(', ');
}

export type TimelineStepKey =
  'placed' | 'paid' | 'paymentMissing' | 'expired' | 'confirmed' | 'packed' | 'shipped' | 'delivered' | 'cancelled' | 'returned';

export interface TimelineStep {
  key: TimelineStepKey;
  /** Whether it happened (false: still to come). */
  done: boolean;
  /** When it happened, where the shop knows the moment (an expiry or a missed payment has none). */
  at: number | null;
}

const FORWARD: [OrderStatus, TimelineStepKey][] = [
  ['CONFIRMED', 'confirmed'],
  ['PACKED', 'packed'],
  ['SHIPPED', 'shipped'],
  ['DELIVERED', 'delivered'],
];

const happened = (key: TimelineStepKey, at: number | null): TimelineStep => ({ key, done: true, at });
const toCome = (key: TimelineStepKey): TimelineStep => ({ key, done: false, at: null });

/**
 * The order's story, in order: what happened, with its time where known, then, while it is still on its way, the
 * steps to come. An order that ended (cancelled, expired, payment not made, returned) has no steps to come.
 */
export function orderTimeline(order: TrackedOrder): TimelineStep[] {
  const when = (status: OrderStatus) => order.moves.find((move) => move.status === status)?.at ?? null;
  const steps: TimelineStep[] = [happened('placed', order.placedAt)];
  let ended = order.status === 'CANCELLED' || order.status === 'RETURNED';
  if (order.paymentType === 'ONLINE') {
    if (order.paymentStatus === 'PAID') steps.push(happened('paid', order.paidAt));
    else if (order.paymentStatus === 'EXPIRED') steps.push(happened('expired', null));
    else if (order.paymentStatus !== 'PENDING' && order.status === 'PLACED') steps.push(happened('paymentMissing', null));
    else if (order.status === 'PLACED') steps.push(toCome('paid'));
    ended ||= order.paymentStatus !== 'PAID' && order.paymentStatus !== 'PENDING';
  }
  for (const [status, key] of FORWARD) {
    const at = when(status);
    if (at !== null) steps.push(happened(key, at));
  }
  if (order.status === 'CANCELLED') steps.push(happened('cancelled', when('CANCELLED')));
  else if (order.status === 'RETURNED') steps.push(happened('returned', when('RETURNED')));
  if (!ended) for (const [status, key] of FORWARD) if (when(status) === null) steps.push(toCome(key));
  return steps;
}

/** Where the order stands now: the last step of its timeline that happened. */
export const currentStep = (steps: TimelineStep[]): TimelineStep => steps.filter((step) => step.done).at(-1) ?? steps[0];

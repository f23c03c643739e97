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
  lines: { title: string; variant: string; orderType: OrderType; quantity: number; unitPrice: number; lineTotal: number }[];
  subtotal: number;
  vat: number;
  deliveryCharge: number;
  total: number;
  pickupDistrict: PickupDistrict;
  /** The delivery address with all but its last two parts (area, city) masked. */
  address: string;
}

/**
 * The address as a lookup shows it: whoever holds an invoice id and a number should not read the whole of it, but the
 * shopper should recognise it. The last two comma-separated parts (area, city) stay, and always one part at least is
 * masked; every masked part keeps its first two letters and its spaces.
 */
export function maskAddress(address: string): string {
  const parts = address
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const kept = Math.min(2, Math.max(parts.length - 1, 0));
  const hidden = parts
    .slice(0, parts.length - kept)
    .map((part) => [...part].map((char, k) => (k < 2 || char === ' ' ? char : '•')).join(''));
  return [...hidden, ...parts.slice(parts.length - kept)].join(', ');
}

export type TimelineStepKey =
  'placed' | 'paid' | 'paymentMissing' | 'expired' | 'confirmed' | 'packed' | 'shipped' | 'delivered' | 'cancelled' | 'returned';

export interface TimelineStep {
  key: TimelineStepKey;
  /** When it happened; null for a step still to come. */
  at: number | null;
}

const FORWARD: [OrderStatus, TimelineStepKey][] = [
  ['CONFIRMED', 'confirmed'],
  ['PACKED', 'packed'],
  ['SHIPPED', 'shipped'],
  ['DELIVERED', 'delivered'],
];

/**
 * The order's story, in order: what happened with its time, then, while it is still on its way, the steps to come
 * (with no time). An order that ended (cancelled, expired, returned) has no steps to come.
 */
export function orderTimeline(order: TrackedOrder): TimelineStep[] {
  const when = (status: OrderStatus) => order.moves.find((move) => move.status === status)?.at ?? null;
  const steps: TimelineStep[] = [{ key: 'placed', at: order.placedAt }];
  if (order.paymentType === 'ONLINE') {
    if (order.paymentStatus === 'PAID') steps.push({ key: 'paid', at: order.paidAt });
    else if (order.paymentStatus === 'EXPIRED') steps.push({ key: 'expired', at: null });
    else if (order.paymentStatus !== 'PENDING' && order.status === 'PLACED') steps.push({ key: 'paymentMissing', at: null });
    else if (order.status === 'PLACED') steps.push({ key: 'paid', at: null });
  }
  for (const [status, key] of FORWARD) {
    const at = when(status);
    if (at !== null) steps.push({ key, at });
  }
  if (order.status === 'CANCELLED') steps.push({ key: 'cancelled', at: when('CANCELLED') });
  else if (order.status === 'RETURNED') steps.push({ key: 'returned', at: when('RETURNED') });
  else if (order.paymentStatus !== 'EXPIRED' && !steps.some((step) => step.key === 'paymentMissing')) {
    for (const [status, key] of FORWARD) if (when(status) === null) steps.push({ key, at: null });
  }
  return steps;
}

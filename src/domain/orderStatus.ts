// An order's life after checkout (design §1a): the statuses the shop's staff move it through, which moves are
// allowed, and what each does to the order's units and its payment. Pure: both backends ask it inside the order's lock.
import type { PaymentStatus, PaymentType } from './types';

export const ORDER_STATUSES = ['PLACED', 'CONFIRMED', 'PACKED', 'SHIPPED', 'DELIVERED', 'CANCELLED', 'RETURNED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const isOrderStatus = (value: unknown): value is OrderStatus => (ORDER_STATUSES as readonly unknown[]).includes(value);

/** Where each status may go next: forward one step, CANCELLED before the parcel leaves, RETURNED after. */
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  PLACED: ['CONFIRMED', 'CANCELLED'],
  CONFIRMED: ['PACKED', 'CANCELLED'],
  PACKED: ['SHIPPED', 'CANCELLED'],
  SHIPPED: ['DELIVERED', 'RETURNED'],
  DELIVERED: ['RETURNED'],
  CANCELLED: [],
  RETURNED: [],
};

export interface OrderFacts {
  status: OrderStatus;
  paymentType: PaymentType;
  paymentStatus: PaymentStatus;
  /** Whether the order's units are back in stock already (an expiry, a failed payment, an earlier cancel). */
  stockReleased: boolean;
}

export type OrderMove =
  | {
      kind: 'move';
      /** Give the order's units back: only when they are still held, so never twice. */
      release: boolean;
      /** The payment status to write with the move (an unpaid order cancelled: CANCELLED), or null to keep it. */
      payment: PaymentStatus | null;
    }
  | { kind: 'refused'; reason: string };

const refused = (reason: string): OrderMove => ({ kind: 'refused', reason });

/** Who moves an order: the shop's staff, or the shopper who placed it (by its invoice and mobile number, or signed in). */
export type OrderMover = 'staff' | 'shopper';

/**
 * Whether the shopper may cancel the order themselves: only while nobody at the shop has taken it up (PLACED) and
 * nothing was paid (a paid order needs the staff, for the refund).
 */
export const shopperMayCancel = ({ status, paymentStatus }: Pick<OrderFacts, 'status' | 'paymentStatus'>): boolean =>
  status === 'PLACED' && paymentStatus === 'PENDING';

export const SHOPPER_CANCEL_REFUSED =
  'Only an unpaid order the shop has not confirmed yet can be cancelled here; call the shop about this one.';

/** What moving `order` to `to` does, or why it may not. The caller expires an overdue online order first. */
export function orderMove(order: OrderFacts, to: OrderStatus, by: OrderMover = 'staff'): OrderMove {
  const { status, paymentType, paymentStatus } = order;
  if (by === 'shopper' && (to !== 'CANCELLED' || !shopperMayCancel(order))) return refused(SHOPPER_CANCEL_REFUSED);
  if (!NEXT[status].includes(to)) return refused(`An order that is ${status} cannot become ${to}.`);
  if (to !== 'CANCELLED') {
    if (paymentStatus === 'EXPIRED') return refused('The time to pay ran out for this order: it can only be cancelled.');
    if (paymentStatus === 'FAILED' || paymentStatus === 'CANCELLED') return refused('This order was not paid: it can only be cancelled.');
    if (paymentType === 'ONLINE' && paymentStatus !== 'PAID') return refused('An online order moves on only once it is paid.');
  }
  const givesUnitsBack = to === 'CANCELLED' || to === 'RETURNED';
  return {
    kind: 'move',
    release: givesUnitsBack && !order.stockReleased,
    payment: to === 'CANCELLED' && paymentStatus === 'PENDING' ? 'CANCELLED' : null,
  };
}

/** The courier's details a SHIPPED move carries. */
export interface Shipment {
  courier: string;
  trackingNumber: string;
  /** The courier's page for the parcel; https only. */
  trackingUrl?: string;
}

// The payment's state machine, apart from any database: what a report, a gateway form, Pay now or the clock does to an order.
// ./orderMoves locks the order, asks paymentStep, and writes the step inside the same transaction, so two instances
// (or an expiry racing a payment) end in exactly one outcome.
import type { OrderView, PaymentAction, PaymentStatus } from './types';

export interface PaymentStep {
  /** The payment status to write (always from PENDING), or null to keep it. */
  status: PaymentStatus | null;
  /** Give the order's reserved units back (never twice: only when they are still held). */
  release: boolean;
  /** Record the first confirmation. */
  confirm: boolean;
  /** Write the action's new gateway session (a reopen): the earlier session's address stops working. */
  reopen: boolean;
  /** How the call is answered: done, or a conflict naming the order's state after the step. */
  answer: 'done' | 'conflict';
}

export type PaymentFacts = Pick<OrderView, 'paymentType' | 'paymentStatus' | 'stockReleased' | 'createdAt'>;

/** When an online order stops waiting for its payment. */
export const paymentDeadline = (order: Pick<OrderView, 'createdAt'>, windowMs: number): number => order.createdAt + windowMs;

export const isOverdue = (order: PaymentFacts, now: number, windowMs: number): boolean =>
  order.paymentType === 'ONLINE' && order.paymentStatus === 'PENDING' && now >= paymentDeadline(order, windowMs);

const keep = (answer: PaymentStep['answer'], release = false): PaymentStep => ({
  status: null,
  release,
  confirm: false,
  reopen: false,
  answer,
});

/**
 * What an action does to an order at `now`. An online order still PENDING when its window has closed expires first,
 * whatever the action: its units go back, and anything but the clock's own expiry is answered with that state (409).
 */
export function paymentStep(order: PaymentFacts, action: PaymentAction, now: number, windowMs: number): PaymentStep {
  if (isOverdue(order, now, windowMs)) {
    return {
      status: 'EXPIRED',
      release: !order.stockReleased,
      confirm: false,
      reopen: false,
      answer: action.kind === 'expire' ? 'done' : 'conflict',
    };
  }
  const { paymentStatus, paymentType } = order;
  switch (action.kind) {
    case 'expire':
      return keep('done');
    case 'pay':
      if (paymentStatus === 'PAID') return keep('done');
      if (paymentStatus === 'PENDING' && paymentType === 'ONLINE')
        return { status: 'PAID', release: false, confirm: false, reopen: false, answer: 'done' };
      return keep('conflict');
    case 'confirm':
      return paymentStatus === 'PAID' ? { status: null, release: false, confirm: true, reopen: false, answer: 'done' } : keep('conflict');
    case 'reopen':
      // Only an online order still waiting inside its window (its units still held) gets a new session.
      return paymentStatus === 'PENDING' && paymentType === 'ONLINE' ? { ...keep('done'), reopen: true } : keep('conflict');
    case 'abandon':
      if (paymentStatus === 'PAID' || paymentStatus === 'EXPIRED') return keep('conflict');
      if (paymentStatus === 'PENDING')
        return { status: action.status, release: !order.stockReleased, confirm: false, reopen: false, answer: 'done' };
      // Already failed or cancelled: the same report again changes nothing (but units still held go back).
      return keep('done', !order.stockReleased);
  }
}

/** How long an online order waits for its payment (PAYMENT_WINDOW_SECONDS overrides it). */
export const DEFAULT_PAYMENT_WINDOW_MS = 30 * 60 * 1000;

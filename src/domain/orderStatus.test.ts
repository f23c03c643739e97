import fc from 'fast-check';
import { isOrderStatus, ORDER_STATUSES, orderMove, SHOPPER_CANCEL_REFUSED, type OrderFacts, type OrderStatus } from './orderStatus';
import { PAYMENT_STATUSES, PAYMENT_TYPES } from './types';

const cash = (status: OrderStatus, more: Partial<OrderFacts> = {}): OrderFacts => ({
  status,
  paymentType: 'CASH_ON_DELIVERY',
  paymentStatus: 'PENDING',
  stockReleased: false,
  ...more,
});
const online = (status: OrderStatus, more: Partial<OrderFacts> = {}): OrderFacts => cash(status, { paymentType: 'ONLINE', ...more });

describe('orderMove: the allowed moves', () => {
  it.each<[string, OrderFacts, OrderStatus, { release: boolean; payment: string | null }]>([
    ['a cash order is confirmed', cash('PLACED'), 'CONFIRMED', { release: false, payment: null }],
    ['a paid online order is confirmed', online('PLACED', { paymentStatus: 'PAID' }), 'CONFIRMED', { release: false, payment: null }],
    ['confirmed, it is packed', cash('CONFIRMED'), 'PACKED', { release: false, payment: null }],
    ['packed, it is shipped', cash('PACKED'), 'SHIPPED', { release: false, payment: null }],
    ['shipped, it is delivered', cash('SHIPPED'), 'DELIVERED', { release: false, payment: null }],
    ['a placed cash order cancelled: units back, payment cancelled', cash('PLACED'), 'CANCELLED', { release: true, payment: 'CANCELLED' }],
    [
      'a packed paid order cancelled: units back, payment kept',
      online('PACKED', { paymentStatus: 'PAID' }),
      'CANCELLED',
      { release: true, payment: null },
    ],
    ['an unpaid online order cancelled', online('PLACED'), 'CANCELLED', { release: true, payment: 'CANCELLED' }],
    [
      'an expired order cancelled: its units are back already',
      online('PLACED', { paymentStatus: 'EXPIRED', stockReleased: true }),
      'CANCELLED',
      { release: false, payment: null },
    ],
    ['a shipped order returned: units back', cash('SHIPPED'), 'RETURNED', { release: true, payment: null }],
    ['a delivered order returned: units back', cash('DELIVERED'), 'RETURNED', { release: true, payment: null }],
  ])('%s', (_, order, to, expected) => {
    expect(orderMove(order, to)).toEqual({ kind: 'move', ...expected });
  });
});

describe('orderMove: every other move is refused', () => {
  const allowed = new Set([
    'PLACED>CONFIRMED',
    'PLACED>CANCELLED',
    'CONFIRMED>PACKED',
    'CONFIRMED>CANCELLED',
    'PACKED>SHIPPED',
    'PACKED>CANCELLED',
    'SHIPPED>DELIVERED',
    'SHIPPED>RETURNED',
    'DELIVERED>RETURNED',
  ]);
  const pairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const)).filter(
    ([from, to]) => !allowed.has(`${from}>${to}`),
  );

  it.each(pairs)('%s → %s', (from, to) => {
    expect(orderMove(cash(from), to)).toEqual({ kind: 'refused', reason: `An order that is ${from} cannot become ${to}.` });
  });

  it.each<[string, OrderFacts, RegExp]>([
    ['an unpaid online order confirmed', online('PLACED'), /only once it is paid/],
    ['an expired order confirmed', online('PLACED', { paymentStatus: 'EXPIRED', stockReleased: true }), /time to pay ran out/],
    [
      'an order whose payment failed confirmed',
      online('PLACED', { paymentStatus: 'FAILED', stockReleased: true }),
      /can only be cancelled/,
    ],
  ])('%s', (_, order, reason) => {
    const move = orderMove(order, 'CONFIRMED');
    expect(move.kind).toBe('refused');
    expect(move.kind === 'refused' && move.reason).toMatch(reason);
  });
});

describe('isOrderStatus', () => {
  it.each([
    ['SHIPPED', true],
    ['shipped', false],
    ['EXPIRED', false],
    [7, false],
  ])('%j: %s', (value, expected) => expect(isOrderStatus(value)).toBe(expected));
});

describe("orderMove: the shopper's own cancel", () => {
  it.each<[string, OrderFacts]>([
    ['a cash order nobody confirmed', cash('PLACED')],
    ['an online order still waiting for its payment', online('PLACED')],
  ])('%s: cancelled, its units back, its payment cancelled', (_name, order) => {
    expect(orderMove(order, 'CANCELLED', 'shopper')).toEqual({ kind: 'move', release: true, payment: 'CANCELLED' });
  });

  it.each<[string, OrderFacts, OrderStatus]>([
    ['a confirmed cash order (the staff may still cancel it)', cash('CONFIRMED'), 'CANCELLED'],
    ['a paid online order (a refund is the staff’s)', online('PLACED', { paymentStatus: 'PAID' }), 'CANCELLED'],
    ['an expired order', online('PLACED', { paymentStatus: 'EXPIRED', stockReleased: true }), 'CANCELLED'],
    ['any other move', cash('PLACED'), 'CONFIRMED'],
  ])('%s: refused', (_name, order, to) => {
    expect(orderMove(order, to, 'shopper')).toEqual({ kind: 'refused', reason: SHOPPER_CANCEL_REFUSED });
  });

  it('whatever the order, the shopper moves it only from PLACED and unpaid to CANCELLED, as the staff would', () => {
    const facts = fc.record({
      status: fc.constantFrom(...ORDER_STATUSES),
      paymentType: fc.constantFrom(...PAYMENT_TYPES),
      paymentStatus: fc.constantFrom(...PAYMENT_STATUSES),
      stockReleased: fc.boolean(),
    });
    fc.assert(
      fc.property(facts, fc.constantFrom(...ORDER_STATUSES), (order, to) => {
        const byShopper = orderMove(order, to, 'shopper');
        const allowed = to === 'CANCELLED' && order.status === 'PLACED' && order.paymentStatus === 'PENDING';
        expect(byShopper.kind).toBe(allowed ? 'move' : 'refused');
        if (allowed) expect(byShopper).toEqual(orderMove(order, to, 'staff'));
      }),
    );
  });
});

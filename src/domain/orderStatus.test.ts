import { isOrderStatus, ORDER_STATUSES, orderMove, type OrderFacts, type OrderStatus } from './orderStatus';

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

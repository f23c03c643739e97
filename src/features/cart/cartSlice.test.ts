import reducer, { cartActions, emptyCart, type CartState, type ItemAddedPayload } from './cartSlice';
import { COLOR_OPTION_ID, SIZE_OPTION_ID } from '../../domain/options';
import { MAX_ORDER_LINES } from '../../domain/orderLimits';
import { stockOnHand } from '../../domain/stock';
import type { Sku } from '../../domain/types';
import { checkoutActions } from '../checkout/checkoutSlice';
import { paymentsActions } from '../payments/paymentsSlice';
import { promoActions } from '../promo/promoSlice';

const ONLINE = 'online';

const sku = (code: string): Sku => ({
  code,
  salesPrice: 900,
  discountedSalesPrice: 0,
  salesDiscount: 0,
  attributeValues: [],
  stocks: [{ skuCode: code, locationId: ONLINE, ok: 3, total: 3 }],
});

const added = (code: string, quantity = 1, price = 800): ItemAddedPayload => ({
  product: { id: `item-${code}`, code: `P-${code}`, title: `Shirt ${code}`, images: [], categories: [] },
  sku: sku(code),
  quantity,
  unitPrice: { original: 900, price, offerId: null, offerName: null },
  orderType: 'order',
});

const cartWith = (...payloads: ItemAddedPayload[]): CartState =>
  payloads.reduce((state, p) => reducer(state, cartActions.itemAdded(p)), emptyCart);

describe('cart reducer', () => {
  it('adds a line with its subtotal and the cart totals', () => {
    const state = cartWith(added('A', 2, 800));
    expect(state.items).toHaveLength(1);
    expect(state.items[0].subTotal).toBe(1600);
    expect(state.quantity).toBe(2);
    expect(state.total).toBe(1600);
  });

  it('merges a SKU already in the cart by adding quantities', () => {
    const state = cartWith(added('A', 1), added('B', 1, 500), added('A', 2));
    expect(state.items.map((l) => [l.sku.code, l.quantity])).toEqual([
      ['A', 3],
      ['B', 1],
    ]);
    expect(state.quantity).toBe(4);
    expect(state.total).toBe(3 * 800 + 500);
  });

  it('merges up to the limit the add carries, and no further', () => {
    const state = cartWith(added('A', 8), { ...added('A', 5), limit: 10 });
    expect(state.items[0].quantity).toBe(10);
    expect(state.total).toBe(8000);
    expect(cartWith(added('A', 10), { ...added('A', 1), limit: 10 })).toEqual(cartWith(added('A', 10)));
    expect(cartWith({ ...added('B', 12), limit: 10 }).items[0]).not.toHaveProperty('limit');
    expect(cartWith({ ...added('B', 12), limit: 10 }).quantity).toBe(10);
  });

  it(`holds at most ${MAX_ORDER_LINES} different SKUs; a SKU already in it still merges`, () => {
    const full = cartWith(...Array.from({ length: MAX_ORDER_LINES }, (_, i) => added(`S${i}`)));
    expect(reducer(full, cartActions.itemAdded(added('ONE-MORE')))).toBe(full);
    expect(reducer(full, cartActions.itemAdded(added('S3', 2))).items[3].quantity).toBe(3);
  });

  it('ignores an add whose quantity is not a positive whole number', () => {
    expect(cartWith(added('A', 0))).toEqual(emptyCart);
    expect(cartWith(added('A', -2))).toEqual(emptyCart);
    expect(cartWith(added('A', 1.5))).toEqual(emptyCart);
  });

  it('increases by one, up to the limit it is given', () => {
    let state = cartWith(added('A', 1));
    state = reducer(state, cartActions.quantityIncreased({ skuCode: 'A', limit: 2 }));
    expect(state.items[0].quantity).toBe(2);
    state = reducer(state, cartActions.quantityIncreased({ skuCode: 'A', limit: 2 }));
    expect(state.items[0].quantity).toBe(2);
    state = reducer(state, cartActions.quantityIncreased({ skuCode: 'A' }));
    expect(state.items[0].quantity).toBe(3);
    expect(state.total).toBe(2400);
  });

  it('decreases by one but never below 1', () => {
    let state = cartWith(added('A', 2));
    state = reducer(state, cartActions.quantityDecreased({ skuCode: 'A' }));
    expect(state.items[0].quantity).toBe(1);
    state = reducer(state, cartActions.quantityDecreased({ skuCode: 'A' }));
    expect(state.items[0].quantity).toBe(1);
    expect(state.total).toBe(800);
  });

  it('removes one line and keeps the others', () => {
    const state = reducer(cartWith(added('A'), added('B', 2, 500)), cartActions.itemRemoved({ skuCode: 'A' }));
    expect(state.items.map((l) => l.sku.code)).toEqual(['B']);
    expect(state.quantity).toBe(2);
    expect(state.total).toBe(1000);
  });

  it('clears everything', () => {
    expect(reducer(cartWith(added('A'), added('B')), cartActions.cleared())).toEqual(emptyCart);
  });

  describe('Undo of Clear All', () => {
    const black = { id: 'black', optionId: COLOR_OPTION_ID, optionName: 'Color', name: 'Black', extras: { color: '#000' } };
    const sized = (code: string, size: string, quantity: number, price: number): ItemAddedPayload => ({
      ...added(code, quantity, price),
      sku: { ...sku(code), attributeValues: [black, { id: size, optionId: SIZE_OPTION_ID, optionName: 'Size', name: size }] },
    });

    it('puts every line back exactly as it was: SKU, size and colour, quantity, price, pre-order, in their order', () => {
      const before = cartWith(sized('A-XXXL', 'XXXL', 2, 600), { ...sized('B-M', 'M', 3, 500), orderType: 'preoreder' });
      const after = reducer(reducer(before, cartActions.cleared()), cartActions.clearUndone({ lines: before.items }));
      expect(after).toEqual(before);
    });

    it('keeps a line added since (here or in another tab) after the restored ones; a restored SKU takes its cleared quantity', () => {
      const before = cartWith(added('A', 2), added('B', 1));
      const since = reducer(reducer(before, cartActions.cleared()), cartActions.itemAdded(added('C', 1, 300)));
      const after = reducer(reducer(since, cartActions.itemAdded(added('A', 1))), cartActions.clearUndone({ lines: before.items }));
      expect(after.items.map((l) => [l.sku.code, l.quantity])).toEqual([
        ['A', 2],
        ['B', 1],
        ['C', 1],
      ]);
      expect(after.total).toBe(3 * 800 + 300);
    });
  });

  it('leaves other lines alone when a change names an unknown SKU', () => {
    const before = cartWith(added('A', 2));
    const after = reducer(before, cartActions.quantityIncreased({ skuCode: 'Z' }));
    expect(after.items).toEqual(before.items);
  });
});

describe('cart after checkout', () => {
  it('takes the lines a checkout answered 409 with: capped at what is left, new prices, nothing left gone, totals recomputed', () => {
    const before = cartWith(added('A', 3, 800), added('B', 1, 500), added('C', 2, 700));
    const after = reducer(
      before,
      checkoutActions.linesChanged({
        changes: [
          { itemId: 'a', skuCode: 'A', kind: 'stock', available: 1 },
          { itemId: 'b', skuCode: 'B', kind: 'price', price: 950, discountedPrice: 855 },
          { itemId: 'c', skuCode: 'C', kind: 'stock', available: 0 },
        ],
        onlineLocationId: ONLINE,
        notices: [],
        error: { status: 409, message: 'checkout.changed.next' },
      }),
    );
    expect(after.items.map((l) => [l.sku.code, l.quantity, l.unitPrice.original, l.unitPrice.price, l.subTotal])).toEqual([
      ['A', 1, 900, 800, 800],
      ['B', 1, 950, 855, 855],
    ]);
    expect(after).toMatchObject({ quantity: 2, total: 800 + 855 });
    // The stepper's plus stops at the units left: the line's stock is what the server said.
    expect(
      reducer(after, cartActions.quantityIncreased({ skuCode: 'A', limit: stockOnHand(after.items[0].sku, ONLINE) })).items[0].quantity,
    ).toBe(1);
  });

  it.each([
    [
      'a cash on delivery order placed empties the cart',
      checkoutActions.orderPlaced({ invoiceId: 'INV-100001', paymentType: 'CASH_ON_DELIVERY' }),
      true,
    ],
    [
      'an online order placed keeps it until the payment is confirmed',
      checkoutActions.orderPlaced({ invoiceId: 'INV-100002', paymentType: 'ONLINE', redirectUrl: 'http://gw/pay' }),
      false,
    ],
    ['a confirmed payment empties it', paymentsActions.paymentAcknowledged({ outcome: 'confirm', invoiceId: 'INV-1' }), true],
    ['a cancelled payment keeps it', paymentsActions.paymentAcknowledged({ outcome: 'cancel', invoiceId: 'INV-1' }), false],
    ['a failed payment keeps it', paymentsActions.paymentAcknowledged({ outcome: 'failure', invoiceId: 'INV-1' }), false],
    [
      'a payment not confirmed keeps it',
      paymentsActions.paymentRejected({
        outcome: 'confirm',
        invoiceId: 'INV-1',
        error: { status: 409, message: 'orders.payment.reportFailed.confirm' },
      }),
      false,
    ],
  ])('%s', (_name, action, empties) => {
    const before = cartWith(added('A', 2));
    expect(reducer(before, action)).toEqual(empties ? emptyCart : before);
  });

  describe('a drop’s held lines', () => {
    const hold = (id: string, units = 1) => ({ id, units, expiresAt: Date.UTC(2026, 11, 5, 14, 10) });

    it('lines whose hold ran out leave, the cart names them until seen, and its code and other lines stay', () => {
      let state = cartWith({ ...added('A', 1), hold: hold('h-A') }, added('B', 2, 500));
      state = reducer(
        state,
        promoActions.applied({ answer: { code: 'METAL10', discount: { lines: 100, delivery: 0, total: 100 } }, basis: 'b' }),
      );
      state = reducer(state, cartActions.holdRanOut({ skuCodes: ['A', 'B'] }));
      // B has no hold: only a hold runs out.
      expect(state.items.map((line) => line.sku.code)).toEqual(['B']);
      expect(state).toMatchObject({ quantity: 2, total: 1000, promoCode: 'METAL10', ranOut: [{ title: 'Shirt A', sku: { code: 'A' } }] });
      // Kept through the cart's other changes.
      state = reducer(state, cartActions.quantityIncreased({ skuCode: 'B' }));
      expect(state.ranOut).toHaveLength(1);
      state = reducer(state, cartActions.ranOutSeen());
      expect(state.ranOut).toBeUndefined();
    });

    it('a hold that ran out, told again, changes nothing', () => {
      const state = reducer(cartWith(added('B')), cartActions.holdRanOut({ skuCodes: ['A'] }));
      expect(state).toEqual(cartWith(added('B')));
    });
  });
});

import fc from 'fast-check';
import { cartSubtotal, checkoutTotals, deliveryCharge, lineOrderType, lineSubtotal, vatAmount } from './cartTotals';
import type { DeliveryCharge, PickupDistrict } from './types';

const line = (price: number, quantity: number) => ({ unitPrice: { price }, quantity });

describe('lineSubtotal', () => {
  it.each([
    [450, 1, 450],
    [450, 3, 1350],
    [600, 2, 1200],
    [0, 5, 0],
  ])('%d × %d → %d', (price, quantity, expected) => {
    expect(lineSubtotal(line(price, quantity))).toBe(expected);
  });
});

describe('cartSubtotal', () => {
  it.each([
    [[], 0],
    [[line(450, 2)], 900],
    [[line(450, 2), line(600, 1), line(1250, 3)], 5250],
  ])('%j → %d', (lines, expected) => {
    expect(cartSubtotal(lines)).toBe(expected);
  });
});

describe('vatAmount', () => {
  it.each([
    [1000, undefined, 0],
    [1000, 0, 0],
    [1000, 5, 50],
    [1250, 7.5, 94],
    [999, 5, 50],
    [990, 5, 50],
    [989, 5, 49],
  ])('%d at %p%% → %d', (subtotal, percent, expected) => {
    expect(vatAmount(subtotal, percent)).toBe(expected);
  });
});

describe('deliveryCharge', () => {
  const fetched: DeliveryCharge[] = [
    { id: 'INSIDE_DHAKA', charge: 60 },
    { id: 'OUTSIDE_DHAKA', charge: 150 },
  ];
  it.each<[PickupDistrict, DeliveryCharge[] | undefined, number]>([
    ['INSIDE_DHAKA', undefined, 80],
    ['OUTSIDE_DHAKA', undefined, 120],
    ['INSIDE_DHAKA', [], 80],
    ['INSIDE_DHAKA', fetched, 60],
    ['OUTSIDE_DHAKA', fetched, 150],
    ['OUTSIDE_DHAKA', [{ id: 'INSIDE_DHAKA', charge: 60 }], 120],
    ['INSIDE_DHAKA', [{ id: 'INSIDE_DHAKA', charge: 0 }], 0],
    ['INSIDE_DHAKA', [{ id: 'INSIDE_DHAKA', charge: -10 }], 80],
    ['INSIDE_DHAKA', [{ id: 'INSIDE_DHAKA', charge: Number.NaN }], 80],
    ['INSIDE_DHAKA', [{ id: 'INSIDE_DHAKA', charge: '70' as unknown as number }], 80],
  ])('%s with %j → %d', (district, charges, expected) => {
    expect(deliveryCharge(district, charges)).toBe(expected);
  });
});

describe('checkoutTotals', () => {
  it.each<[string, ReturnType<typeof line>[], PickupDistrict, number | undefined, DeliveryCharge[] | undefined, number, number, number]>([
    ['inside Dhaka with the defaults', [line(450, 2)], 'INSIDE_DHAKA', undefined, undefined, 0, 80, 980],
    ['outside Dhaka with the defaults', [line(450, 2)], 'OUTSIDE_DHAKA', undefined, undefined, 0, 120, 1020],
    ['with 5 % VAT', [line(1000, 1)], 'INSIDE_DHAKA', 5, undefined, 50, 80, 1130],
    ['with fetched charges', [line(600, 1), line(450, 1)], 'OUTSIDE_DHAKA', 0, [{ id: 'OUTSIDE_DHAKA', charge: 150 }], 0, 150, 1200],
    ['an empty cart', [], 'OUTSIDE_DHAKA', 5, undefined, 0, 0, 0],
  ])('%s', (_, lines, district, vatPercent, charges, vat, delivery, payable) => {
    expect(checkoutTotals(lines, { district, vatPercent, charges })).toEqual({
      subtotal: cartSubtotal(lines),
      promo: 0,
      vatPercent: vatPercent ?? 0,
      vat,
      delivery,
      payable,
    });
  });
});

describe('checkoutTotals with a promo code', () => {
  type Case = [string, ReturnType<typeof line>[], number, { lines: number; delivery: number }, number, number, number];
  it.each<Case>([
    ['takes the lines off before VAT', [line(1000, 1)], 5, { lines: 100, delivery: 0 }, 100, 45, 1025],
    ['takes the delivery charge off', [line(450, 2)], 0, { lines: 0, delivery: 80 }, 80, 0, 900],
    ['never more than the lines cost', [line(300, 1)], 0, { lines: 500, delivery: 0 }, 300, 0, 80],
    ['never more than the delivery charge', [line(300, 1)], 0, { lines: 0, delivery: 500 }, 80, 0, 300],
    ['never adds a negative discount', [line(300, 1)], 0, { lines: -50, delivery: -10 }, 0, 0, 380],
    ['nothing off an empty cart', [], 0, { lines: 100, delivery: 80 }, 0, 0, 0],
  ])('%s', (_, lines, vatPercent, promo, off, vat, payable) => {
    const totals = checkoutTotals(lines, { district: 'INSIDE_DHAKA', vatPercent, promo });
    expect(totals).toMatchObject({ promo: off, vat, payable });
  });

  it('pays what it would without a code, less the discount and its VAT', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 1, max: 10 })), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 20 }),
        fc.record({ lines: fc.integer({ min: 0, max: 60_000 }), delivery: fc.integer({ min: 0, max: 200 }) }),
        (pairs, vatPercent, promo) => {
          const lines = pairs.map(([price, quantity]) => line(price, quantity));
          const plain = checkoutTotals(lines, { district: 'OUTSIDE_DHAKA', vatPercent });
          const coded = checkoutTotals(lines, { district: 'OUTSIDE_DHAKA', vatPercent, promo });
          expect(coded.promo).toBe(Math.min(promo.lines, plain.subtotal) + Math.min(promo.delivery, plain.delivery));
          expect(coded.payable).toBe(plain.payable - coded.promo - (plain.vat - coded.vat));
          expect(coded.payable).toBeGreaterThanOrEqual(0);
          expect(coded.vat).toBeLessThanOrEqual(plain.vat);
        },
      ),
    );
  });
});

describe('lineOrderType', () => {
  it.each([
    [5, 'order'],
    [1, 'order'],
    [0, 'preoreder'],
    [-2, 'preoreder'],
  ])('%d on hand → %s', (stock, expected) => {
    expect(lineOrderType(stock)).toBe(expected);
  });
});

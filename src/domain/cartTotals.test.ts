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
      vatPercent: vatPercent ?? 0,
      vat,
      delivery,
      payable,
    });
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

import fc from 'fast-check';
import { cartSubtotal } from './cartTotals';
import { isVoucherCode, isVoucherRefusal, normalizeVoucherCode, voucherDiscount, type VoucherLine, type VoucherTerms } from './voucher';

const NOW = Date.UTC(2026, 11, 1, 14);
const HOUR = 60 * 60 * 1000;

const line = (price: number, quantity: number, categoryIds = ['cat-tee'], bandIds = ['band-artcell']): VoucherLine => ({
  unitPrice: { price },
  quantity,
  categoryIds,
  bandIds,
});
/** A tee at 1,050 after its own discount, twice; a hoodie of another band at 1,499. */
const cart = [line(1050, 2), line(1499, 1, ['cat-hoodie'], ['band-warfaze'])];
const terms = (change: Partial<VoucherTerms>): VoucherTerms => ({ code: 'METAL10', kind: 'PERCENT', value: 10, ...change });
const apply = (change: Partial<VoucherTerms>, lines = cart, deliveryCharge = 80) =>
  voucherDiscount(terms(change), { lines, deliveryCharge, now: NOW });

describe('voucherDiscount', () => {
  it.each<[string, Partial<VoucherTerms>, { lines: number; delivery: number }]>([
    ['10 % of every line, rounded down to whole taka', {}, { lines: 359, delivery: 0 }],
    ['10 % capped at 200', { maxDiscount: 200 }, { lines: 200, delivery: 0 }],
    ['10 % of the tees only', { categoryIds: ['cat-tee'] }, { lines: 210, delivery: 0 }],
    ['10 % of one band only', { bandIds: ['band-warfaze'] }, { lines: 149, delivery: 0 }],
    [
      'a category and a band: the lines that are both',
      { categoryIds: ['cat-tee', 'cat-hoodie'], bandIds: ['band-artcell'] },
      { lines: 210, delivery: 0 },
    ],
    ['Tk 300 off', { kind: 'AMOUNT', value: 300 }, { lines: 300, delivery: 0 }],
    ['Tk 5,000 off a cart of 3,599: never more than the lines cost', { kind: 'AMOUNT', value: 5000 }, { lines: 3599, delivery: 0 }],
    [
      'Tk 300 off the hoodies: never more than they cost',
      { kind: 'AMOUNT', value: 3000, categoryIds: ['cat-hoodie'] },
      { lines: 1499, delivery: 0 },
    ],
    ['free delivery', { kind: 'FREE_DELIVERY', value: 0 }, { lines: 0, delivery: 80 }],
    ['free delivery capped at 50', { kind: 'FREE_DELIVERY', value: 0, maxDiscount: 50 }, { lines: 0, delivery: 50 }],
    ['a minimum the cart reaches', { minSubtotal: 3599 }, { lines: 359, delivery: 0 }],
    ['the hour it starts', { startsAt: NOW }, { lines: 359, delivery: 0 }],
    ['an hour before it ends', { endsAt: NOW + HOUR }, { lines: 359, delivery: 0 }],
  ])('%s', (_name, change, off) => {
    expect(apply(change)).toEqual({ code: 'METAL10', ...off, total: off.lines + off.delivery });
  });

  it.each<[string, Partial<VoucherTerms>, object]>([
    ['not started', { startsAt: NOW + HOUR }, { reason: 'notStarted', startsAt: NOW + HOUR }],
    ['ended', { endsAt: NOW }, { reason: 'expired' }],
    ['a cart below the minimum, with what is missing', { minSubtotal: 4000 }, { reason: 'belowMinimum', missing: 401 }],
    ['no line in its categories', { categoryIds: ['cat-cap'] }, { reason: 'noLineCovered' }],
    ['no line of its bands', { bandIds: ['band-aurthohin'] }, { reason: 'noLineCovered' }],
  ])('refuses a code %s', (_name, change, refusal) => {
    expect(apply(change)).toEqual(refusal);
  });

  it('measures the minimum after the items’ own discounts', () => {
    expect(apply({ minSubtotal: 3600 })).toEqual({ reason: 'belowMinimum', missing: 1 });
  });

  it('takes off no more than a cart and its delivery cost, whatever the terms and the cart', () => {
    const lines = fc.array(
      fc.record({
        unitPrice: fc.record({ price: fc.nat(20_000) }),
        quantity: fc.integer({ min: 1, max: 10 }),
        categoryIds: fc.subarray(['a', 'b', 'c']),
        bandIds: fc.subarray(['x', 'y']),
      }),
      { maxLength: 6 },
    );
    const anyTerms = fc.record({
      code: fc.constant('CODE'),
      kind: fc.constantFrom('PERCENT' as const, 'AMOUNT' as const, 'FREE_DELIVERY' as const),
      value: fc.integer({ min: 0, max: 100_000 }),
      minSubtotal: fc.option(fc.nat(50_000)),
      maxDiscount: fc.option(fc.nat(5_000)),
      categoryIds: fc.subarray(['a', 'b', 'c']),
      bandIds: fc.subarray(['x', 'y']),
    });
    fc.assert(
      fc.property(anyTerms, lines, fc.nat(500), (voucher, cartLines, deliveryCharge) => {
        const percent = voucher.kind === 'PERCENT' ? { ...voucher, value: voucher.value % 101 } : voucher;
        const answer = voucherDiscount(percent, { lines: cartLines, deliveryCharge, now: NOW });
        if (isVoucherRefusal(answer)) return;
        expect(Number.isInteger(answer.total)).toBe(true);
        expect(answer.lines).toBeGreaterThanOrEqual(0);
        expect(answer.lines).toBeLessThanOrEqual(cartSubtotal(cartLines));
        expect(answer.delivery).toBeLessThanOrEqual(deliveryCharge);
        if (percent.maxDiscount != null) expect(answer.total).toBeLessThanOrEqual(percent.maxDiscount);
      }),
    );
  });
});

describe('a code as typed', () => {
  it.each([
    ['metal10', 'METAL10'],
    [' Metal 10 ', 'METAL10'],
    ['মেটাল', 'মেটাল'],
    ['FAN-১০', 'FAN-10'],
  ])('%j is kept as %j', (typed, kept) => {
    expect(normalizeVoucherCode(typed)).toBe(kept);
  });

  it.each([
    ['METAL10', true],
    ['FAN-CLUB-2026', true],
    ['AB', false],
    ['A'.repeat(33), false],
    ['METAL_10', false],
    ['মেটাল', false],
  ])('%j is a code: %s', (code, valid) => {
    expect(isVoucherCode(code)).toBe(valid);
  });
});

import fc from 'fast-check';
import { DEFAULT_MAX_UNITS_PER_LINE, MAX_ORDER_LINES } from '../../domain/orderLimits';
import { withTotals, type CartLine, type CartState } from './cartSlice';
import { mergeStoredCart, readPersistedCart, readStoredCart } from './storedCart';

/** A cart as browser storage holds it under `cart`, redux-persist's bookkeeping included. */
const storedLine = {
  product: { id: 'item-A', code: 'P-A', title: 'Shirt A', images: [], categories: [] },
  sku: {
    code: 'A',
    salesPrice: 900,
    discountedSalesPrice: 0,
    salesDiscount: 0,
    attributeValues: [],
    stocks: [{ skuCode: 'A', locationId: 'online', ok: 3, total: 3 }],
  },
  quantity: 2,
  unitPrice: { original: 900, price: 800, offerId: null, offerName: null },
  subTotal: 1600,
  orderType: 'order',
};
const stored = { items: [storedLine], quantity: 2, total: 1600, _persist: '{"version":-1,"rehydrated":true}' };

describe('readStoredCart', () => {
  it('reads a stored cart back with its lines as stored', () => {
    expect(readStoredCart(stored)).toEqual({ items: [storedLine], quantity: 2, total: 1600 });
    expect(readStoredCart({ items: [] })).toEqual({ items: [], quantity: 0, total: 0 });
  });

  it.each([
    ['a code', 'METAL10', 'METAL10'],
    ['no code', undefined, undefined],
    ['what cannot be a code', 'metal 10', undefined],
    ['a number', 10, undefined],
  ])('brings back the promo code the shopper applied: %s', (_name, promoCode, expected) => {
    expect(readStoredCart({ ...stored, promoCode })?.promoCode).toBe(expected);
  });

  it('recomputes subtotals and totals instead of trusting stored ones', () => {
    const tampered = { items: [{ ...storedLine, subTotal: 1 }], quantity: 99, total: 1 };
    expect(readStoredCart(tampered)).toMatchObject({ items: [{ subTotal: 1600 }], quantity: 2, total: 1600 });
  });

  it.each([
    ['a line above the limit comes back at it', 12, 10, 10],
    ['a line at the limit stays', 10, 10, 10],
    ['a lower limit from the shop’s config', 7, 4, 4],
    ['a line below the limit stays', 2, 10, 2],
  ])('%s (stored %i, limit %i → %i), totals to match', (_name, quantity, limit, expected) => {
    expect(readStoredCart({ items: [{ ...storedLine, quantity }] }, limit)).toMatchObject({
      items: [{ quantity: expected, subTotal: 800 * expected }],
      quantity: expected,
      total: 800 * expected,
    });
  });

  it('a drop’s line comes back with its limit', () => {
    const drop = { startsAt: '2026-12-05T14:00:00.000Z', perBuyerLimit: 1, holdMinutes: 10 };
    const line = { ...storedLine, product: { ...storedLine.product, drop } };
    expect(readStoredCart({ items: [line] })?.items[0].product.drop).toEqual(drop);
  });

  it('a held line comes back with its hold, and the lines whose hold ran out with the cart’s notice of them', () => {
    const hold = { id: 'hold-1', units: 1, expiresAt: Date.UTC(2026, 11, 5, 14, 10) };
    const ranOut = [{ sku: storedLine.sku, title: 'Shirt B' }];
    const cart = readStoredCart({ items: [{ ...storedLine, quantity: 1, hold }], ranOut });
    expect(cart?.items[0].hold).toEqual(hold);
    expect(cart?.ranOut).toEqual(ranOut);
    expect(readStoredCart({ items: [], ranOut: [] })).toEqual({ items: [], quantity: 0, total: 0 });
  });

  it('reads with the default per-line limit when none is given', () => {
    expect(readStoredCart({ items: [{ ...storedLine, quantity: 50 }] })?.quantity).toBe(DEFAULT_MAX_UNITS_PER_LINE);
  });

  it.each([
    ['null', null],
    ['a string', 'cart'],
    ['items not a list', { items: 'x' }],
    ['a line without a SKU', { items: [{ ...storedLine, sku: undefined }] }],
    ['a line whose product has no title', { items: [{ ...storedLine, product: { ...storedLine.product, title: 7 } }] }],
    ['a line with quantity 0', { items: [{ ...storedLine, quantity: 0 }] }],
    ['a line with a fractional quantity', { items: [{ ...storedLine, quantity: 1.5 }] }],
    ['a line with a foreign order type', { items: [{ ...storedLine, orderType: 'gift' }] }],
    ['a line with a price that is not a number', { items: [{ ...storedLine, unitPrice: { original: 1, price: 'free' } }] }],
    [
      'a drop’s line whose limit is not a whole number',
      { items: [{ ...storedLine, product: { ...storedLine.product, drop: { perBuyerLimit: 'one' } } }] },
    ],
    ['a hold without an id', { items: [{ ...storedLine, hold: { units: 1, expiresAt: 1 } }] }],
    ['a hold of a fractional unit', { items: [{ ...storedLine, hold: { id: 'h', units: 0.5, expiresAt: 1 } }] }],
    ['a hold whose end is not a number', { items: [{ ...storedLine, hold: { id: 'h', units: 1, expiresAt: 'soon' } }] }],
    ['a hold id longer than the shop gives', { items: [{ ...storedLine, hold: { id: 'h'.repeat(65), units: 1, expiresAt: 1 } }] }],
    ['a ran-out notice without a title', { items: [], ranOut: [{ sku: storedLine.sku }] }],
  ])('starts clean from %s', (_name, value) => {
    expect(readStoredCart(value)).toBeUndefined();
  });
});

describe('readPersistedCart: the cart as another tab wrote it under `cart`', () => {
  /** redux-persist's own format: each field of the slice a JSON string of its own. */
  const persisted = Object.fromEntries(
    Object.entries(stored).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
  );

  it('reads each field back, then the cart as a rehydrated one', () => {
    expect(readPersistedCart(persisted)).toEqual({ items: [storedLine], quantity: 2, total: 1600 });
    expect(readPersistedCart({ ...persisted, items: JSON.stringify([{ ...storedLine, quantity: 12 }]) }, 10)).toMatchObject({
      quantity: 10,
    });
  });

  it('another tab’s promo code comes with its cart', () => {
    expect(readPersistedCart({ ...persisted, promoCode: '"FANCLUB-24"' })).toMatchObject({ quantity: 2, promoCode: 'FANCLUB-24' });
  });

  it('a removed entry is an empty cart', () => {
    expect(readPersistedCart(null)).toEqual({ items: [], quantity: 0, total: 0 });
  });

  it.each([
    ['a field that is not JSON', { ...persisted, items: '[{' }],
    ['a list', ['items']],
    ['text', 'cart'],
    ['lines that are not lines', { items: '[{"quantity":"many"}]' }],
  ])('%s is no cart', (_name, value) => {
    expect(readPersistedCart(value)).toBeUndefined();
  });
});

describe('mergeStoredCart: the stored cart and what was added before it came back', () => {
  const line = (code: string, quantity: number, price = 800): Omit<CartLine, 'subTotal'> => ({
    ...(storedLine as unknown as CartLine),
    sku: { ...storedLine.sku, code },
    quantity,
    unitPrice: { ...storedLine.unitPrice, price },
  });
  const cart = (...lines: Omit<CartLine, 'subTotal'>[]) => withTotals(lines);

  it('is the stored cart when nothing was added, and what was added when nothing was stored', () => {
    const stored = cart(line('A', 2), line('B', 1));
    expect(mergeStoredCart(stored, cart())).toEqual(stored);
    expect(mergeStoredCart(cart(), stored)).toEqual(stored);
  });

  it('keeps every stored line, adds a new SKU after them and a known one into its line at the newer price', () => {
    const merged = mergeStoredCart(cart(line('A', 2), line('B', 1)), cart(line('C', 1), line('A', 1, 750)), 5);
    expect(merged.items.map((each) => [each.sku.code, each.quantity, each.unitPrice.price])).toEqual([
      ['A', 3, 750],
      ['B', 1, 800],
      ['C', 1, 800],
    ]);
    expect(merged).toMatchObject({ quantity: 5, total: 3 * 750 + 800 + 800 });
    expect(mergeStoredCart(cart(line('A', 4)), cart(line('A', 3)), 5).items[0].quantity).toBe(5);
  });

  it('does not add to a held line, nor a held line to another of its SKU', () => {
    const hold = { id: 'hold-1', units: 1, expiresAt: Date.UTC(2026, 11, 5, 14, 10) };
    const held = { ...line('A', 1), hold };
    expect(mergeStoredCart(cart(held), cart(line('A', 2)))).toEqual(cart(held));
    expect(mergeStoredCart(cart(line('A', 2)), cart({ ...held, hold: { ...hold, id: 'hold-2' } }))).toEqual(cart(line('A', 2)));
  });

  it('takes the code applied meanwhile, else the stored one, and keeps every notice of a line that ran out', () => {
    const ranOut = (title: string) => [{ sku: storedLine.sku as CartLine['sku'], title }];
    const stored: CartState = { ...cart(line('A', 1)), promoCode: 'FANCLUB-24', ranOut: ranOut('Shirt B') };
    expect(mergeStoredCart(stored, cart())).toMatchObject({ promoCode: 'FANCLUB-24', ranOut: ranOut('Shirt B') });
    const meanwhile: CartState = { ...cart(), promoCode: 'METAL10', ranOut: ranOut('Cap C') };
    expect(mergeStoredCart(stored, meanwhile)).toMatchObject({ promoCode: 'METAL10', ranOut: [...ranOut('Shirt B'), ...ranOut('Cap C')] });
  });

  it('loses no unit the rules let in, whatever the two carts: each SKU once, its units summed up to the limits', () => {
    const codes = fc.constantFrom(...Array.from({ length: MAX_ORDER_LINES + 4 }, (_, index) => `S${index}`));
    const lines = fc.uniqueArray(fc.record({ code: codes, quantity: fc.integer({ min: 1, max: 10 }) }), {
      selector: (each) => each.code,
      maxLength: MAX_ORDER_LINES,
    });
    fc.assert(
      fc.property(lines, lines, fc.integer({ min: 1, max: 10 }), (storedLines, addedLines, max) => {
        const stored = cart(...storedLines.map((each) => line(each.code, Math.min(each.quantity, max))));
        const merged = mergeStoredCart(stored, cart(...addedLines.map((each) => line(each.code, each.quantity))), max);
        const codesOf = (list: CartLine[]) => list.map((each) => each.sku.code);
        // Every stored line stays first, in its order; no SKU twice; no line over the limit; no more lines than an order holds.
        expect(codesOf(merged.items).slice(0, stored.items.length)).toEqual(codesOf(stored.items));
        expect(new Set(codesOf(merged.items)).size).toBe(merged.items.length);
        expect(merged.items.every((each) => each.quantity >= 1 && each.quantity <= max)).toBe(true);
        expect(merged.items.length).toBeLessThanOrEqual(Math.max(MAX_ORDER_LINES, stored.items.length));
        for (const each of merged.items) {
          const before = stored.items.find((kept) => kept.sku.code === each.sku.code)?.quantity ?? 0;
          const added = addedLines.find((kept) => kept.code === each.sku.code)?.quantity ?? 0;
          expect(each.quantity).toBe(Math.min(before + added, max));
        }
        // A SKU left out is one that would have been a line past the order's lines.
        const left = addedLines.filter((each) => !codesOf(merged.items).includes(each.code));
        if (left.length) expect(merged.items.length).toBe(MAX_ORDER_LINES);
        expect(merged.total).toBe(merged.items.reduce((sum, each) => sum + each.quantity * each.unitPrice.price, 0));
      }),
    );
  });
});

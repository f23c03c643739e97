import fc from 'fast-check';
import { cartSubtotal } from './cartTotals';
import { applyLineChanges, type LineChange } from './lineChanges';
import { stockOnHand } from './stock';

const ONLINE = 'loc-online';
const OUTLET = 'loc-outlet';

const line = (code: string, quantity: number, price = 500, online = 10) => ({
  sku: {
    code,
    stocks: [
      { skuCode: code, locationId: ONLINE, ok: online, total: online },
      { skuCode: code, locationId: OUTLET, ok: 4, total: 4 },
    ],
  },
  quantity,
  unitPrice: { original: price, price },
});
const stock = (skuCode: string, available: number): LineChange => ({ itemId: 'i', skuCode, kind: 'stock', available });
const price = (skuCode: string, original: number, discounted: number): LineChange => ({
  itemId: 'i',
  skuCode,
  kind: 'price',
  price: original,
  discountedPrice: discounted,
});
const gone = (skuCode: string): LineChange => ({ itemId: 'i', skuCode, kind: 'gone' });

describe('applyLineChanges', () => {
  const cart = [line('A', 3), line('B', 2, 800), line('C', 1)];
  const summary = (changes: LineChange[]) => {
    const { lines, adjusted } = applyLineChanges(cart, changes, ONLINE);
    return {
      lines: lines.map((l) => [l.sku.code, l.quantity, l.unitPrice.price]),
      adjusted: adjusted.map((a) => [a.line.sku.code, a.quantity, a.unitPrice]),
    };
  };

  it.each<[string, LineChange[], ReturnType<typeof summary>]>([
    [
      'stock fell below the quantity: capped at what is left',
      [stock('A', 1)],
      {
        lines: [
          ['A', 1, 500],
          ['B', 2, 800],
          ['C', 1, 500],
        ],
        adjusted: [['A', 1, null]],
      },
    ],
    [
      'nothing left: the line leaves',
      [stock('B', 0)],
      {
        lines: [
          ['A', 3, 500],
          ['C', 1, 500],
        ],
        adjusted: [['B', 0, null]],
      },
    ],
    [
      'a new price',
      [price('C', 600, 550)],
      {
        lines: [
          ['A', 3, 500],
          ['B', 2, 800],
          ['C', 1, 550],
        ],
        adjusted: [['C', 1, 550]],
      },
    ],
    [
      'a product no longer sold leaves',
      [gone('A')],
      {
        lines: [
          ['B', 2, 800],
          ['C', 1, 500],
        ],
        adjusted: [['A', 0, null]],
      },
    ],
    [
      'price and stock of one line, and another line gone',
      [price('A', 450, 450), stock('A', 2), gone('C')],
      {
        lines: [
          ['A', 2, 450],
          ['B', 2, 800],
        ],
        adjusted: [
          ['A', 2, 450],
          ['C', 0, null],
        ],
      },
    ],
    [
      'a SKU the cart does not hold changes nothing',
      [stock('Z', 0)],
      {
        lines: [
          ['A', 3, 500],
          ['B', 2, 800],
          ['C', 1, 500],
        ],
        adjusted: [],
      },
    ],
  ])('%s', (_name, changes, expected) => {
    expect(summary(changes)).toEqual(expected);
  });

  it('keeps the outlets and sets the online stock to what is left, so the stepper stops there', () => {
    const [capped] = applyLineChanges([line('A', 3)], [stock('A', 1)], ONLINE).lines;
    expect(stockOnHand(capped.sku, ONLINE)).toBe(1);
    expect(capped.sku.stocks.find((s) => s.locationId === OUTLET)?.ok).toBe(4);
  });

  it('a line with enough units keeps its quantity but learns the new stock', () => {
    const [kept] = applyLineChanges([line('A', 2)], [stock('A', 5)], ONLINE).lines;
    expect(kept.quantity).toBe(2);
    expect(stockOnHand(kept.sku, ONLINE)).toBe(5);
  });

  const codes = ['A', 'B', 'C', 'D'];
  const cartArb = fc.uniqueArray(
    fc.record({ code: fc.constantFrom(...codes), quantity: fc.integer({ min: 1, max: 10 }), price: fc.integer({ min: 0, max: 5000 }) }),
    { selector: (l) => l.code, maxLength: codes.length },
  );
  const changeArb = fc.oneof(
    fc.record({ code: fc.constantFrom(...codes, 'Z'), available: fc.integer({ min: 0, max: 12 }) }).map((c) => stock(c.code, c.available)),
    fc
      .record({ code: fc.constantFrom(...codes), price: fc.integer({ min: 0, max: 5000 }), off: fc.integer({ min: 0, max: 100 }) })
      .map((c) => price(c.code, c.price, Math.max(0, c.price - c.off))),
    fc.constantFrom(...codes).map(gone),
  );

  it('never holds more than is left, never less than 1 on a kept line, and adds up to its lines', () => {
    fc.assert(
      fc.property(cartArb, fc.array(changeArb, { maxLength: 6 }), (spec, changes) => {
        const before = spec.map((l) => line(l.code, l.quantity, l.price));
        const { lines, adjusted } = applyLineChanges(before, changes, ONLINE);
        for (const kept of lines) {
          const mine = changes.filter((c) => c.skuCode === kept.sku.code);
          const was = before.find((l) => l.sku.code === kept.sku.code)!;
          expect(kept.quantity).toBeGreaterThanOrEqual(1);
          expect(kept.quantity).toBeLessThanOrEqual(was.quantity);
          for (const c of mine) if (c.kind === 'stock') expect(kept.quantity).toBeLessThanOrEqual(c.available);
          expect(kept.quantity).toBeLessThanOrEqual(stockOnHand(kept.sku, ONLINE));
          expect(mine.some((c) => c.kind === 'gone')).toBe(false);
        }
        // Every line is either kept or reported gone, in the cart's order; untouched lines stay as they were.
        const left = adjusted.filter((a) => a.quantity === 0).map((a) => a.line.sku.code);
        expect([...lines.map((l) => l.sku.code), ...left].sort()).toEqual(before.map((l) => l.sku.code).sort());
        for (const l of lines) if (!changes.some((c) => c.skuCode === l.sku.code)) expect(before).toContain(l);
        // The totals are those of what the cart now holds: a kept line's adjustment names its new quantity and price.
        const expected = lines.reduce((sum, l) => sum + l.unitPrice.price * l.quantity, 0);
        expect(cartSubtotal(lines)).toBe(expected);
        for (const a of adjusted.filter((x) => x.quantity > 0)) {
          const now = lines.find((l) => l.sku.code === a.line.sku.code)!;
          expect(now.quantity).toBe(a.quantity);
          if (a.unitPrice !== null) expect(now.unitPrice.price).toBe(a.unitPrice);
        }
        expect(cartSubtotal(lines)).toBeLessThanOrEqual(
          cartSubtotal(before.map((l) => ({ ...l, unitPrice: lines.find((n) => n.sku.code === l.sku.code)?.unitPrice ?? l.unitPrice }))),
        );
      }),
    );
  });
});

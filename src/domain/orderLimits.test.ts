import fc from 'fast-check';
import { skuOverLimit } from './orderLimits';

describe('skuOverLimit: the per-order bound counts units of one SKU over all its lines', () => {
  test.each([
    ['one line at the bound', [['A', 10]], null],
    ['one line past it', [['A', 11]], { skuCode: 'A', units: 11, lines: 1 }],
    [
      'three lines of 10 of one SKU',
      [
        ['A', 10],
        ['A', 10],
        ['A', 10],
      ],
      { skuCode: 'A', units: 30, lines: 3 },
    ],
    [
      'two SKUs at the bound each',
      [
        ['A', 10],
        ['B', 10],
      ],
      null,
    ],
    [
      'the first SKU past it, in line order',
      [
        ['A', 5],
        ['B', 11],
        ['A', 6],
      ],
      { skuCode: 'A', units: 11, lines: 2 },
    ],
    ['no lines', [], null],
  ] as [string, [string, number][], unknown][])('%s', (_, lines, expected) => {
    expect(
      skuOverLimit(
        lines.map(([skuCode, quantity]) => ({ skuCode, quantity })),
        10,
      ),
    ).toEqual(expected);
  });

  test('for any order, it names the first SKU whose total passes the bound, and only then', () => {
    const line = fc.record({ skuCode: fc.constantFrom('A', 'B', 'C', 'D'), quantity: fc.integer({ min: 1, max: 15 }) });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), fc.integer({ min: 1, max: 20 }), (lines, max) => {
        const linesOf = (code: string) => lines.filter((l) => l.skuCode === code);
        const unitsOf = (code: string) => linesOf(code).reduce((sum, l) => sum + l.quantity, 0);
        const first = lines.map((l) => l.skuCode).find((code) => unitsOf(code) > max);
        const expected = first ? { skuCode: first, units: unitsOf(first), lines: linesOf(first).length } : null;
        expect(skuOverLimit(lines, max)).toEqual(expected);
      }),
    );
  });
});

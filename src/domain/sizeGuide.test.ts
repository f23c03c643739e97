import fc from 'fast-check';
import { guideCategory, guideMeasures, guideRow, guideRowsFor, inUnit, toCentimetres, toTenth, type SizeMeasures } from './sizeGuide';

// The seeded tree: T-Shirts (Half Sleeve, Full Sleeve, Oversized), Hoodies (Zip Hoodie), Caps (Snapback).
const PARENTS: Record<string, string> = {
  'half-sleeve': 't-shirts',
  'full-sleeve': 't-shirts',
  oversized: 't-shirts',
  'zip-hoodie': 'hoodies',
  snapback: 'caps',
  'loop-a': 'loop-b',
  'loop-b': 'loop-a',
};
const GUIDES = new Set(['t-shirts', 'full-sleeve', 'oversized', 'hoodies']);
const parentOf = (id: string) => PARENTS[id];
const hasGuide = (id: string) => GUIDES.has(id);

describe('guideCategory', () => {
  it.each([
    [['half-sleeve'], 't-shirts', 'a category without its own guide takes its parent’s'],
    [['full-sleeve'], 'full-sleeve', 'its own guide first'],
    [['oversized'], 'oversized', 'the oversized cut is its own'],
    [['t-shirts'], 't-shirts', 'a root with a guide'],
    [['zip-hoodie'], 'hoodies', 'a hoodie’s'],
    [['snapback'], null, 'a cap has none, nor its parent'],
    [[], null, 'a product in no category'],
    [['unknown'], null, 'a category the tree does not know'],
    [['loop-a'], null, 'a cycle of parents ends'],
    [['half-sleeve', 'oversized'], 'oversized', 'the nearest guide wins over a parent’s'],
    [['oversized', 'full-sleeve'], 'oversized', 'between equals, the first listed'],
    [['snapback', 'half-sleeve'], 't-shirts', 'a category without one is passed over'],
  ] as [string[], string | null, string][])('%j → %j (%s)', (ids, expected) => {
    expect(guideCategory(ids, parentOf, hasGuide)).toBe(expected);
  });
});

describe('in inches and centimetres', () => {
  it.each([
    [38, 'in', 38],
    [7.5, 'in', 7.5],
    [27.25, 'in', 27.3],
    [38, 'cm', 97],
    [7.5, 'cm', 19],
    [27, 'cm', 69],
    [46, 'cm', 117],
    [23.5, 'cm', 60],
    [0, 'cm', 0],
  ] as const)('%d in, shown in %s: %d', (inches, unit, expected) => {
    expect(inUnit(inches, unit)).toBe(expected);
  });

  const inches = fc.integer({ min: 0, max: 1200 }).map((tenths) => tenths / 10);

  it('a length in centimetres reads back to within half a centimetre of the inches', () => {
    fc.assert(fc.property(inches, (x) => Math.abs(toCentimetres(x) / 2.54 - x) <= 0.5 / 2.54 + 1e-9));
  });

  it('a longer measurement is never shorter in centimetres, nor in the tenths shown', () => {
    fc.assert(
      fc.property(inches, inches, (a, b) => {
        const [short, long] = a <= b ? [a, b] : [b, a];
        return toCentimetres(short) <= toCentimetres(long) && toTenth(short) <= toTenth(long);
      }),
    );
  });

  it('a guide growing from size to size grows in either unit', () => {
    const growing = fc
      .array(fc.tuple(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 40 })), { minLength: 1, maxLength: 8 })
      .map((steps) => {
        let chest = 340;
        let length = 250;
        return steps.map(([dc, dl], i): SizeMeasures => {
          chest += dc;
          length += dl;
          return { size: `S${i}`, chest: chest / 10, length: length / 10, sleeve: null };
        });
      });
    fc.assert(
      fc.property(growing, fc.constantFrom('in' as const, 'cm' as const), (sizes, unit) =>
        sizes.every(
          (row, i) =>
            i === 0 ||
            (inUnit(sizes[i - 1].chest, unit) <= inUnit(row.chest, unit) && inUnit(sizes[i - 1].length, unit) <= inUnit(row.length, unit)),
        ),
      ),
    );
  });
});

describe('a guide’s columns and rows', () => {
  const row = (size: string, sleeve: number | null): SizeMeasures => ({ size, chest: 38, length: 27, sleeve });

  it.each([
    [
      [row('S', 7.5), row('M', 8)],
      ['chest', 'length', 'sleeve'],
    ],
    [
      [row('S', null), row('M', null)],
      ['chest', 'length'],
    ],
    [
      [row('S', null), row('M', 8)],
      ['chest', 'length', 'sleeve'],
    ],
    [[], ['chest', 'length']],
  ])('sizes %j: columns %j', (sizes, expected) => {
    expect(guideMeasures({ sizes })).toEqual(expected);
  });

  it.each([
    ['M', 'M'],
    ['m', 'M'],
    [' XXXL ', 'XXXL'],
    ['XL', undefined],
    [undefined, undefined],
  ])('the row of %j is %j', (code, expected) => {
    expect(guideRow({ sizes: [row('S', 7.5), row('M', 8), row('XXXL', 10)] }, code)?.size).toBe(expected);
  });
});

describe('the rows a product shows', () => {
  const sizes = ['S', 'M', 'L', 'XL', 'XXL', 'XXXL'].map((size): SizeMeasures => ({ size, chest: 38, length: 27, sleeve: null }));
  it.each([
    [
      ['S', 'M', 'L', 'XL', 'XXL'],
      ['S', 'M', 'L', 'XL', 'XXL'],
    ],
    [
      ['m', ' l '],
      ['M', 'L'],
    ],
    [
      ['XL', 'S'],
      ['S', 'XL'],
    ],
    [['Free Size'], ['S', 'M', 'L', 'XL', 'XXL', 'XXXL']],
    [[], ['S', 'M', 'L', 'XL', 'XXL', 'XXXL']],
  ])('a product in %j shows %j', (codes, expected) => {
    expect(guideRowsFor({ sizes }, codes).map((row) => row.size)).toEqual(expected);
  });
});

import { bigSizePrice, choiceOf, colorValues, dearerSizes, isSoldOut, openingSku, sizeValues, skuFor } from './skuSelection';
import { item, sku } from '../test/items';
import type { AttributeValue } from './types';

const color = (name: string, sortOrder = 0): AttributeValue => ({ id: `c-${name}`, optionId: 7, optionName: 'Color', name, sortOrder });
const size = (name: string, sortOrder: number): AttributeValue => ({ id: `s-${name}`, optionId: 6, optionName: 'Size', name, sortOrder });

const black = color('Black', 1);
const maroon = color('Maroon', 2);
const [m, l, xxxl] = [size('M', 2), size('L', 3), size('XXXL', 6)];

const product = item('p', {
  skus: [
    sku('black-l', { attributeValues: [black, l] }),
    sku('black-m', { attributeValues: [black, m] }),
    sku('maroon-m', { attributeValues: [maroon, m] }),
    sku('maroon-xxxl', { attributeValues: [maroon, xxxl], salesPrice: 600 }),
  ],
});

describe('SKU selection', () => {
  it('lists each colour and size once, in sort order', () => {
    expect(colorValues(product).map((v) => v.name)).toEqual(['Black', 'Maroon']);
    expect(sizeValues(product).map((v) => v.name)).toEqual(['M', 'L', 'XXXL']);
  });

  it.each([
    ['black M', { colorId: black.id, sizeId: m.id }, 'sizeId', 'black-m'],
    ['maroon XXXL', { colorId: maroon.id, sizeId: xxxl.id }, 'sizeId', 'maroon-xxxl'],
    ['black XXXL (no such pair): the size just chosen wins', { colorId: black.id, sizeId: xxxl.id }, 'sizeId', 'maroon-xxxl'],
    ['maroon L (no such pair): the colour just chosen wins', { colorId: maroon.id, sizeId: l.id }, 'colorId', 'maroon-m'],
  ] as const)('%s', (_name, choice, changed, expected) => {
    expect(skuFor(product, choice, changed)?.code).toBe(expected);
  });

  describe('with stock: a choice lands where the product can be bought', () => {
    const s = size('S', 1);
    const jersey = item('jersey', {
      defaultSkuCode: 'black-s',
      skus: [
        sku('black-s', { attributeValues: [black, s] }),
        sku('black-m', { attributeValues: [black, m] }),
        sku('maroon-s', { attributeValues: [maroon, s] }),
        sku('maroon-l', { attributeValues: [maroon, l] }),
        sku('maroon-m', { attributeValues: [maroon, m] }),
      ],
    });
    const stocked =
      (...codes: string[]) =>
      (candidate: { code: string }) =>
        codes.includes(candidate.code);

    it.each([
      ['the default, when it can be bought', stocked('black-s', 'maroon-m'), 'black-s'],
      [
        'the default sold out: the first colour and size that can (sizes in their order, not the list’s)',
        stocked('maroon-l', 'maroon-m'),
        'maroon-m',
      ],
      ['a first colour wholly sold out: the next colour', stocked('maroon-l'), 'maroon-l'],
      ['nothing can be bought: the default', stocked(), 'black-s'],
    ])('opens on %s', (_name, inStock, expected) => {
      expect(openingSku(jersey, inStock)?.code).toBe(expected);
    });

    it.each([
      [
        'a new colour keeps the size when it can be bought in it',
        { colorId: maroon.id, sizeId: s.id },
        'colorId',
        stocked('maroon-s', 'maroon-m'),
        'maroon-s',
      ],
      [
        'a new colour whose size is sold out takes its first size in stock',
        { colorId: maroon.id, sizeId: s.id },
        'colorId',
        stocked('maroon-l'),
        'maroon-l',
      ],
      [
        'a new colour wholly sold out keeps the size, shown sold out',
        { colorId: maroon.id, sizeId: s.id },
        'colorId',
        stocked('black-s'),
        'maroon-s',
      ],
      [
        'a new size keeps the colour, even sold out: the shopper asked for it',
        { colorId: maroon.id, sizeId: l.id },
        'sizeId',
        stocked('maroon-s'),
        'maroon-l',
      ],
    ] as const)('%s', (_name, choice, changed, inStock, expected) => {
      expect(skuFor(jersey, choice, changed, inStock)?.code).toBe(expected);
    });
  });

  it('reads the choice of a SKU', () => {
    expect(choiceOf(product.skus[3])).toEqual({ colorId: maroon.id, sizeId: xxxl.id });
    expect(choiceOf(undefined)).toEqual({ colorId: undefined, sizeId: undefined });
  });
});

describe('sold-out colours and sizes, marked before a click', () => {
  // In stock: black L and maroon XXXL; black M and maroon M are sold out.
  const inStock = (s: { code: string }) => s.code === 'black-l' || s.code === 'maroon-xxxl';

  it.each([
    ['M with black chosen: black M has none', { colorId: black.id }, 'sizeId', m.id, true],
    ['L with black chosen', { colorId: black.id }, 'sizeId', l.id, false],
    ['M with maroon chosen: maroon M has none', { colorId: maroon.id }, 'sizeId', m.id, true],
    ['XXXL with black chosen: no black XXXL, so any colour’s (maroon XXXL) counts', { colorId: black.id }, 'sizeId', xxxl.id, false],
    ['M with no colour chosen: no M anywhere', {}, 'sizeId', m.id, true],
    ['black, whatever size is chosen: black L', { sizeId: m.id }, 'colorId', black.id, false],
    ['maroon: maroon XXXL', { sizeId: m.id }, 'colorId', maroon.id, false],
  ] as const)('%s', (_name, choice, key, valueId, soldOut) => {
    expect(isSoldOut(product, choice, key, valueId, inStock)).toBe(soldOut);
  });

  it('marks a colour none of whose sizes is in stock', () => {
    expect(isSoldOut(product, {}, 'colorId', maroon.id, (s) => s.code === 'black-l')).toBe(true);
  });
});

describe('sizes that cost more, priced on their chips', () => {
  const tee = item('t', {
    skus: [
      sku('black-m', { attributeValues: [black, m], salesPrice: 900 }),
      sku('black-xxxl', { attributeValues: [black, xxxl], salesPrice: 1200 }),
      sku('maroon-m', { attributeValues: [maroon, m], salesPrice: 1300 }),
      sku('maroon-l', { attributeValues: [maroon, l], salesPrice: 1300 }),
    ],
  });
  const salesPrice = (s: { salesPrice: number }) => s.salesPrice;

  it('names each size dearer than the cheapest in the chosen colour, with its price', () => {
    expect(dearerSizes(tee, black.id, salesPrice)).toEqual(new Map([[xxxl.id, 1200]]));
  });

  it('names none when every size in the colour costs the same', () => {
    expect(dearerSizes(tee, maroon.id, salesPrice)).toEqual(new Map());
  });

  it('reads the price the shopper pays, so a discounted big size that costs no more is not named', () => {
    expect(dearerSizes(tee, black.id, (s) => (s.code === 'black-xxxl' ? 900 : s.salesPrice))).toEqual(new Map());
  });
});

describe('the big sizes’ note', () => {
  const xxxxl = size('XXXXL', 7);
  const shirt = (discounted: Record<string, number> = {}) =>
    item('big', {
      skus: [
        sku('m', { attributeValues: [black, m], salesPrice: 450 }),
        sku('xxxl', { attributeValues: [black, xxxl], salesPrice: 600 }),
        sku('xxxxl', { attributeValues: [black, xxxxl], salesPrice: 600 }),
      ],
    }).skus.map((s) => ({ ...s, discountedSalesPrice: discounted[s.code] ?? 0 }));
  const paid = (s: { salesPrice: number; discountedSalesPrice: number }) => ({
    original: s.salesPrice,
    price: s.discountedSalesPrice || s.salesPrice,
  });

  it.each([
    ['no discount: their price, as the spec says it', {}, { original: 600, discounted: false }],
    ['a discount on 4XL: the price before it, said to be so', { xxxxl: 480 }, { original: 600, discounted: true }],
    ['a discount on the small sizes only: the big sizes still cost it', { m: 400 }, { original: 600, discounted: false }],
  ])('%s', (_name, discounted, expected) => {
    expect(bigSizePrice({ skus: shirt(discounted) }, paid)).toEqual(expected);
  });

  it('is not shown for a product without 3XL or 4XL', () => {
    expect(bigSizePrice(item('small', { skus: [sku('m', { attributeValues: [black, m] })] }), paid)).toBeNull();
  });

  it('names the dearest big size when they differ', () => {
    const skus = shirt().map((s) => (s.code === 'xxxxl' ? { ...s, salesPrice: 650 } : s));
    expect(bigSizePrice({ skus }, paid)).toEqual({ original: 650, discounted: false });
  });
});

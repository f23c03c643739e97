import { choiceOf, colorValues, sizeValues, skuFor } from './skuSelection';
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

  it('reads the choice of a SKU', () => {
    expect(choiceOf(product.skus[3])).toEqual({ colorId: maroon.id, sizeId: xxxl.id });
    expect(choiceOf(undefined)).toEqual({ colorId: undefined, sizeId: undefined });
  });
});

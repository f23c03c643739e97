import { bandsAndCategories, defaultSku, detailsPath, listingPrice } from './productDisplay';
import { item, sku } from '../test/items';
import type { GlobalDiscount } from './types';

const tenPercentOnTees: GlobalDiscount = {
  id: 'g1',
  title: 'Tee week',
  valid: true,
  type: 'FIXED_CATEGORY',
  discountType: 'PERCENTAGE',
  value: 10,
  categories: [{ categoryId: 'tees' }],
  items: [],
};

describe('productDisplay', () => {
  it('opens with the default SKU, else the first', () => {
    const skus = [sku('a'), sku('b')];
    expect(defaultSku(item('x', { skus, defaultSkuCode: 'b' }))?.code).toBe('b');
    expect(defaultSku(item('x', { skus, defaultSkuCode: 'gone' }))?.code).toBe('a');
    expect(defaultSku(item('x', { skus: [] }))).toBeUndefined();
  });

  it.each([
    ['sales price', item('x', { skus: [sku('a', { salesPrice: 950 })] }), [], { original: 950, price: 950 }],
    [
      'the SKU discount',
      item('x', { skus: [sku('a', { salesPrice: 950, discountedSalesPrice: 700 })] }),
      [],
      { original: 950, price: 700 },
    ],
    ['a global discount', item('x', { skus: [sku('a', { salesPrice: 999 })] }), [tenPercentOnTees], { original: 999, price: 899 }],
    [
      'the cheapest SKU',
      item('x', {
        skus: [sku('a', { salesPrice: 600 }), sku('b', { salesPrice: 500 }), sku('c', { salesPrice: 550, discountedSalesPrice: 520 })],
        defaultSkuCode: 'a',
      }),
      [],
      { original: 500, price: 500 },
    ],
    [
      'the cheapest SKU after discounts',
      item('x', { skus: [sku('a', { salesPrice: 500 }), sku('b', { salesPrice: 550, discountedSalesPrice: 450 })] }),
      [],
      { original: 550, price: 450 },
    ],
    ['the item figures without SKUs', item('x', { skus: [], minPrice: 800, minDiscountedPrice: 650 }), [], { original: 800, price: 650 }],
  ])('prices a listing by %s', (_name, product, discounts, expected) => {
    expect(listingPrice(product, discounts)).toMatchObject(expected);
  });

  /** The English catalogue's wording of a card's band line. */
  const possessive = ({ bands, categories }: { bands: string; categories: string }) => `${bands}'s ${categories}`;

  it.each([
    [{ lookups: [{ id: '1', name: 'Warfaze', type: 'bands' }], categories: [{ id: 't', name: 'T-Shirts' }] }, "Warfaze's T-Shirts"],
    [
      {
        lookups: [
          { id: '1', name: 'Slayer', type: 'bands' },
          { id: '2', name: 'Gildan', type: 'brands' },
          { id: '3', name: 'Kreator', type: 'bands' },
        ],
        categories: [{ id: 'h', name: 'Hoodies' }],
      },
      "Slayer, Kreator's Hoodies",
    ],
    [{ lookups: [], lookup_bands: [{ id: '1', name: 'Artcell' }], categories: [] }, 'Artcell'],
    [{ lookups: [], categories: [{ id: 'c', name: 'Caps' }] }, 'Caps'],
  ])('labels bands and categories', (product, expected) => {
    expect(bandsAndCategories(product, 'en', possessive)).toBe(expected);
  });

  it('names bands and categories in Bengali on Bengali pages where they have a Bengali name, else as the shop does', () => {
    const product = {
      lookups: [
        { id: '1', name: 'Warfaze', nameBn: 'ওয়ারফেজ', type: 'bands' },
        { id: '2', name: 'Vibe', type: 'bands' },
      ],
      categories: [{ id: 't', name: 'T-Shirts', nameBn: 'টি-শার্ট' }],
    };
    expect(bandsAndCategories(product, 'bn', possessive)).toBe("ওয়ারফেজ, Vibe's টি-শার্ট");
    expect(bandsAndCategories(product, 'en', possessive)).toBe("Warfaze, Vibe's T-Shirts");
  });

  it('links details by originalId when present', () => {
    expect(detailsPath({ id: 'entry-1', originalId: 'item-9' })).toBe('/details?id=item-9');
    expect(detailsPath({ id: 'item-2', originalId: '' })).toBe('/details?id=item-2');
  });
});

import type { Item, Sku } from '../domain/types';

export const ONLINE = 'online-warehouse';

export function sku(code: string, overrides: Partial<Sku> = {}): Sku {
  return {
    code,
    salesPrice: 900,
    discountedSalesPrice: 0,
    salesDiscount: 0,
    attributeValues: [],
    stocks: [{ skuCode: code, locationId: ONLINE, ok: 5, total: 5 }],
    ...overrides,
  };
}

/** A catalogue item for tests; only what a test names differs from a plain in-stock T-shirt. */
export function item(id: string, overrides: Partial<Item> = {}): Item {
  return {
    id,
    originalId: id,
    code: `C-${id}`,
    title: `Shirt ${id}`,
    images: [`/images/${id}/1.svg`],
    categories: [{ id: 'tees', name: 'T-Shirts' }],
    lookups: [],
    skus: [sku(`${id}-M`)],
    defaultSkuCode: `${id}-M`,
    minPrice: 900,
    minDiscountedPrice: 900,
    maxDiscountedPrice: 900,
    status: 'ACTIVE',
    totalPopularity: 1,
    dateCreated: '2026-01-01T00:00:00.000Z',
    featured: false,
    ...overrides,
  };
}

import type { SizeGuide } from '../domain/sizeGuide';
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

/** A regular tee's size guide, S to 3XL, as the seed has T-Shirts' (inches). */
export const TEE_GUIDE: SizeGuide = {
  categoryId: 't-shirts',
  garment: 'tee',
  fit: 'regular',
  sleeves: 'short',
  sizes: [
    { size: 'S', chest: 38, length: 27, sleeve: 7.5 },
    { size: 'M', chest: 40, length: 28, sleeve: 8 },
    { size: 'L', chest: 42, length: 29, sleeve: 8.5 },
    { size: 'XL', chest: 44, length: 30, sleeve: 9 },
    { size: 'XXL', chest: 46, length: 31, sleeve: 9.5 },
    { size: 'XXXL', chest: 48, length: 32, sleeve: 10 },
  ],
};

import type { UnitPrice } from '../../domain/pricing';
import type { Item, OrderType, Sku } from '../../domain/types';
import type { ItemAddedPayload } from './cartSlice';

/** What Add to cart (and Reorder) puts in the cart for `units` of a product's SKU at today's price. */
export function toCartItem(item: Item, sku: Sku, units: number, price: UnitPrice, orderType: OrderType, limit: number): ItemAddedPayload {
  const { id, originalId, code, title, images, image, categories, drop } = item;
  return {
    // A drop's limit goes with the line, so the cart's stepper keeps to it too.
    product: { id, originalId, code, title, images, image, categories, ...(drop && { drop }) },
    sku,
    quantity: units,
    unitPrice: {
      original: price.original,
      price: price.price,
      offerId: price.discount?.id ?? null,
      offerName: price.discount?.title ?? null,
    },
    orderType,
    limit,
  };
}

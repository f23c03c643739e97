import { COLOR_OPTION_ID, SIZE_OPTION_ID } from './options';
import type { AttributeValue, Item, Sku } from './types';

const valueOf = (sku: Sku, optionId: number) => sku.attributeValues.find((value) => value.optionId === optionId);

const bySortOrder = (a: AttributeValue, b: AttributeValue) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0) || a.name.localeCompare(b.name);

/** The distinct values of one option (colour or size) across a product's SKUs, in sort order. */
export function optionValues(item: Pick<Item, 'skus'>, optionId: number): AttributeValue[] {
  const byId = new Map<string, AttributeValue>();
  for (const sku of item.skus) {
    const value = valueOf(sku, optionId);
    if (value && !byId.has(value.id)) byId.set(value.id, value);
  }
  return [...byId.values()].sort(bySortOrder);
}

export const colorValues = (item: Pick<Item, 'skus'>) => optionValues(item, COLOR_OPTION_ID);
export const sizeValues = (item: Pick<Item, 'skus'>) => optionValues(item, SIZE_OPTION_ID);

export interface SkuChoice {
  colorId?: string;
  sizeId?: string;
}

export const choiceOf = (sku: Sku | undefined): SkuChoice => ({
  colorId: sku && valueOf(sku, COLOR_OPTION_ID)?.id,
  sizeId: sku && valueOf(sku, SIZE_OPTION_ID)?.id,
});

/**
 * The SKU for a colour and size. When that pair doesn't exist, the value just chosen wins:
 * the first SKU that has it is picked, so a choice always lands on a real SKU.
 */
export function skuFor(item: Pick<Item, 'skus'>, choice: SkuChoice, changed: keyof SkuChoice): Sku | undefined {
  const has = (sku: Sku, key: keyof SkuChoice) => {
    const wanted = choice[key];
    return !wanted || valueOf(sku, key === 'colorId' ? COLOR_OPTION_ID : SIZE_OPTION_ID)?.id === wanted;
  };
  return item.skus.find((sku) => has(sku, 'colorId') && has(sku, 'sizeId')) ?? item.skus.find((sku) => has(sku, changed));
}

const optionOf = (key: keyof SkuChoice) => (key === 'colorId' ? COLOR_OPTION_ID : SIZE_OPTION_ID);

/**
 * Whether a colour or size can be bought at all, for marking it before it is clicked: a size is judged with the
 * colour chosen (when the product has that pair; choosing it lands there), a colour across all its sizes.
 */
export function isSoldOut(item: Pick<Item, 'skus'>, choice: SkuChoice, key: keyof SkuChoice, valueId: string, inStock: (sku: Sku) => boolean): boolean {
  const withValue = item.skus.filter((sku) => valueOf(sku, optionOf(key))?.id === valueId);
  const colorId = key === 'sizeId' ? choice.colorId : undefined;
  const paired = colorId ? withValue.filter((sku) => valueOf(sku, COLOR_OPTION_ID)?.id === colorId) : [];
  return !(paired.length > 0 ? paired : withValue).some(inStock);
}

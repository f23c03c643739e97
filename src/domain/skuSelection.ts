import { COLOR_OPTION_ID, SIZE_OPTION_ID } from './options';
import type { Language } from './language';
import { localName } from './localNames';
import { isBigSize, sizeLabel } from './sizeLabels';
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

/** A choice in words, size then colour ("S, Black"): what Add to cart names as it adds it. */
export function choiceWords(item: Pick<Item, 'skus'>, choice: SkuChoice, language: Language): string {
  const size = sizeValues(item).find((value) => value.id === choice.sizeId);
  const colour = colorValues(item).find((value) => value.id === choice.colorId);
  return [size && sizeLabel(size.name), colour && localName(colour, language)].filter(Boolean).join(', ');
}

const optionOf = (key: keyof SkuChoice) => (key === 'colorId' ? COLOR_OPTION_ID : SIZE_OPTION_ID);

const sortKey = (sku: Sku, optionId: number) => valueOf(sku, optionId);
const compareValues = (a: AttributeValue | undefined, b: AttributeValue | undefined) => (a && b ? bySortOrder(a, b) : 0);
/** SKUs by colour, then size, in their sort orders (a stable sort: SKUs without either keep their order). */
const inShelfOrder = (skus: Sku[]) =>
  [...skus].sort(
    (a, b) =>
      compareValues(sortKey(a, COLOR_OPTION_ID), sortKey(b, COLOR_OPTION_ID)) ||
      compareValues(sortKey(a, SIZE_OPTION_ID), sortKey(b, SIZE_OPTION_ID)),
  );

/**
 * The SKU a product opens on, so that Add to cart works at once: the shop's default when it can be bought, else the
 * first colour and size that can, else the default (nothing of the product can be bought).
 */
export function openingSku(item: Pick<Item, 'skus' | 'defaultSkuCode'>, inStock: (sku: Sku) => boolean): Sku | undefined {
  const preferred = item.skus.find((sku) => sku.code === item.defaultSkuCode) ?? item.skus[0];
  if (!preferred || inStock(preferred)) return preferred;
  return inShelfOrder(item.skus).find(inStock) ?? preferred;
}

/**
 * The SKU for a colour and size, the value just chosen winning. A new size keeps the colour when the product has that
 * pair, else lands on the first SKU of that size. A new colour keeps the size when that size can be bought in it, else
 * takes the first size that can, else keeps the size (or the colour's first), so the shopper sees it sold out.
 */
export function skuFor(
  item: Pick<Item, 'skus'>,
  choice: SkuChoice,
  changed: keyof SkuChoice,
  inStock: (sku: Sku) => boolean = () => true,
): Sku | undefined {
  const has = (sku: Sku, key: keyof SkuChoice) => {
    const wanted = choice[key];
    return !wanted || valueOf(sku, optionOf(key))?.id === wanted;
  };
  const pair = item.skus.find((sku) => has(sku, 'colorId') && has(sku, 'sizeId'));
  if (changed === 'sizeId') return pair ?? item.skus.find((sku) => has(sku, 'sizeId'));
  if (pair && inStock(pair)) return pair;
  const inColour = inShelfOrder(item.skus.filter((sku) => has(sku, 'colorId')));
  return inColour.find(inStock) ?? pair ?? inColour[0];
}

/**
 * Whether a colour or size can be bought at all, for marking it before it is clicked: a size is judged with the
 * colour chosen (when the product has that pair; choosing it lands there), a colour across all its sizes.
 */
export function isSoldOut(
  item: Pick<Item, 'skus'>,
  choice: SkuChoice,
  key: keyof SkuChoice,
  valueId: string,
  inStock: (sku: Sku) => boolean,
): boolean {
  const withValue = item.skus.filter((sku) => valueOf(sku, optionOf(key))?.id === valueId);
  const colorId = key === 'sizeId' ? choice.colorId : undefined;
  const paired = colorId ? withValue.filter((sku) => valueOf(sku, COLOR_OPTION_ID)?.id === colorId) : [];
  return !(paired.length > 0 ? paired : withValue).some(inStock);
}

/**
 * The sizes that cost more than the cheapest size in the chosen colour (3XL and 4XL), with what they cost, so their
 * chips can say it before they are chosen.
 */
export function dearerSizes(item: Pick<Item, 'skus'>, colorId: string | undefined, priceOf: (sku: Sku) => number): Map<string, number> {
  const inColour = item.skus.filter((sku) => !colorId || valueOf(sku, COLOR_OPTION_ID)?.id === colorId);
  const cheapest = Math.min(...inColour.map(priceOf));
  const dearer = new Map<string, number>();
  for (const sku of inColour) {
    const sizeId = valueOf(sku, SIZE_OPTION_ID)?.id;
    const price = priceOf(sku);
    if (sizeId && price > cheapest) dearer.set(sizeId, price);
  }
  return dearer;
}

/**
 * What the details page's note says 3XL and 4XL cost: their price before any discount (the dearest, should they
 * differ), and whether a discount lowers it now, so the note never contradicts a chip's "Tk 480 (was Tk 600)".
 * Null when the product has neither size.
 */
export function bigSizePrice(
  item: Pick<Item, 'skus'>,
  priceOf: (sku: Sku) => { original: number; price: number },
): { original: number; discounted: boolean } | null {
  const prices = item.skus.filter((sku) => isBigSize(valueOf(sku, SIZE_OPTION_ID)?.name ?? '')).map(priceOf);
  if (prices.length === 0) return null;
  return { original: Math.max(...prices.map((p) => p.original)), discounted: prices.some((p) => p.price < p.original) };
}

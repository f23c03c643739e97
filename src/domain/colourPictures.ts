import { COLOR_OPTION_ID } from './options';
import type { Item } from './types';

/** Which colour each of a product's pictures shows, read from its SKUs' pictures (a picture no SKU names has none). */
export function pictureColours(item: Pick<Item, 'skus'>): Map<string, string> {
  const colours = new Map<string, string>();
  for (const sku of item.skus) {
    const colorId = sku.attributeValues.find((value) => value.optionId === COLOR_OPTION_ID)?.id;
    if (!colorId) continue;
    for (const picture of sku.images ?? []) if (!colours.has(picture)) colours.set(picture, colorId);
  }
  return colours;
}

/**
 * The picture the gallery shows: the one the shopper picked while it shows the chosen colour (or no colour at all),
 * else the chosen colour's first picture, else the product's first.
 */
export function shownPicture(
  pictures: readonly string[],
  colours: ReadonlyMap<string, string>,
  chosenColorId: string | undefined,
  picked: string | undefined,
): string | undefined {
  const fits = (picture: string) => !chosenColorId || !colours.has(picture) || colours.get(picture) === chosenColorId;
  if (picked && pictures.includes(picked) && fits(picked)) return picked;
  return pictures.find((picture) => chosenColorId !== undefined && colours.get(picture) === chosenColorId) ?? pictures[0];
}

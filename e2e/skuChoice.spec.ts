// A product opens on a colour and size that can be bought, and a new colour keeps the product buyable.
import type { Item, Sku } from '../src/domain/types';
import { colorValues, choiceOf, openingSku, skuFor } from '../src/domain/skuSelection';
import { sizeLabel } from '../src/domain/sizeLabels';
import { stockOnHand } from '../src/domain/stock';
import { onlineLocationId, searchStock } from './support/api';
import { expect, test } from './support/test';

test('every product the shop lists as in stock opens with Add to cart enabled', async ({ page, request, isMobile }) => {
  test.skip(isMobile, 'the same pages at another width: once is enough');
  // Twenty product pages in one test: on a slow machine that is more than one page's time.
  test.slow();
  const { list } = await searchStock(request, { page: 1, size: 20, nonZeroStockOnly: true });
  expect(list).toHaveLength(20);
  for (const item of list as Item[]) {
    await page.goto(`/details?id=${item.originalId || item.id}`);
    await expect(page.getByRole('button', { name: 'Add to cart' }), item.title).toBeEnabled();
  }
});

test('choosing a colour in which the chosen size is sold out takes a size in stock, says so, stays buyable and shows that colour', async ({
  page,
  request,
}) => {
  const online = await onlineLocationId(request);
  const canBuy = (sku: Sku) => stockOnHand(sku, online) > 0;
  const found: { item: Item; colour: string; from: string; to: string; landed: Sku }[] = [];
  for (let p = 1; p <= 10 && found.length === 0; p += 1) {
    const { list } = await searchStock(request, { page: p, size: 50, nonZeroStockOnly: true });
    for (const item of list as Item[]) {
      const opening = openingSku(item, canBuy);
      const chosen = choiceOf(opening);
      for (const colour of colorValues(item)) {
        if (colour.id === chosen.colorId || !chosen.sizeId) continue;
        const pair = item.skus.find((sku) => choiceOf(sku).colorId === colour.id && choiceOf(sku).sizeId === chosen.sizeId);
        const landed = skuFor(item, { ...chosen, colorId: colour.id }, 'colorId', canBuy);
        if (pair && !canBuy(pair) && landed && canBuy(landed)) {
          const sizeName = (sku: Sku) => sizeLabel(sku.attributeValues.find((v) => v.optionId === 6)!.name);
          found.push({ item, colour: colour.name, from: sizeName(opening!), to: sizeName(landed), landed });
        }
      }
    }
  }
  expect(found.length, 'the seeded shop has a colour in which the opening size is sold out').toBeGreaterThan(0);
  const [{ item, colour, from, to, landed }] = found;

  await page.goto(`/details?id=${item.originalId || item.id}`);
  await expect(page.getByText(`Size: ${from}`, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: colour, exact: true }).click();
  await expect(page.getByText(`${from} is sold out in ${colour}, so ${to} is chosen`)).toBeVisible();
  await expect(page.getByText(`Size: ${to}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  await expect(page.getByRole('group', { name: `Colour: ${colour}` })).toBeVisible();
  await expect(page.locator('.gallery__main-image')).toHaveAttribute('src', landed.images![0]);
});

test('a thumbnail of another colour chooses that colour, and Add to cart adds it', async ({ page, request }) => {
  const online = await onlineLocationId(request);
  const canBuy = (sku: Sku) => stockOnHand(sku, online) > 0;
  const { list } = await searchStock(request, { page: 1, size: 50, nonZeroStockOnly: true });
  const item = (list as Item[]).find(
    (candidate) =>
      colorValues(candidate).length > 1 &&
      colorValues(candidate).every((c) => candidate.skus.some((sku) => choiceOf(sku).colorId === c.id && canBuy(sku))),
  );
  expect(item, 'the seeded shop has a product in two colours, each in stock').toBeDefined();
  const opening = choiceOf(openingSku(item!, canBuy));
  const other = colorValues(item!).find((c) => c.id !== opening.colorId)!;
  const picture = item!.skus.find((sku) => choiceOf(sku).colorId === other.id)!.images![0];
  const thumbnail = item!.images.indexOf(picture) + 1;

  await page.goto(`/details?id=${item!.originalId || item!.id}`);
  await page.getByRole('button', { name: `Image ${thumbnail} of ${item!.images.length}, ${other.name}` }).click();
  await expect(page.getByRole('group', { name: `Colour: ${other.name}` })).toBeVisible();
  await expect(page.locator('.gallery__main-image')).toHaveAttribute('src', picture);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  // redux-persist writes the cart a moment after the store takes it.
  const storedColours = async () => {
    const stored = await page.evaluate(() => JSON.parse(JSON.parse(localStorage.getItem('cart') ?? '{}').items ?? '[]'));
    return stored.map((line: { sku: Sku }) => choiceOf(line.sku).colorId);
  };
  await expect.poll(storedColours).toEqual([other.id]);
});

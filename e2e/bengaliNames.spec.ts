// The reference data in Bengali on Bengali pages (colour filter, a card's band line, an outlet's hours), accessible
// names from the catalogues, and a search with a size in it.
import type { APIRequestContext, Page } from '@playwright/test';
import type { AttributeOption, Item } from '../src/domain/types';
import { API_KEY, branches, searchStock } from './support/api';
import { bengaliTexts, englishTexts } from '../src/test/texts';
import { expect, test } from './support/test';

const LATIN = /[A-Za-z]/;

async function colour(request: APIRequestContext, name: string) {
  const response = await request.post('/api/attributes/search', { headers: { 'X-API-KEY': API_KEY }, data: { page: 1, size: 10 } });
  const options: AttributeOption[] = (await response.json()).list;
  return options.find((option) => option.id === 7)!.values.find((value) => value.name === name)!;
}

/**
 * Accessible names a screen reader would read that are English alone (an antd icon's "down", a stepper's "Increase
 * Value"): a catalogue's Bengali name may hold an English product or outlet name, but never only that.
 */
const englishNames = (page: Page) =>
  page.locator('[aria-label]').evaluateAll((elements) =>
    elements
      .filter((element) => !element.closest('[aria-hidden="true"]'))
      .map((element) => element.getAttribute('aria-label') ?? '')
      .filter((name) => /[A-Za-z]{2,}/.test(name) && !/[\u0980-\u09FF]/.test(name) && !['Facebook', 'Instagram', 'YouTube'].includes(name)),
  );

test('a colour filter and its tag are in Bengali on the Bengali shop, and in English on the English one', async ({ page, request }) => {
  const black = await colour(request, 'Black');
  expect(black.nameBn).toBe('কালো');
  await page.goto(`/bn/shop?color=${black.id}`);
  const tag = page.locator('.listing__tags .ant-tag');
  await expect(tag).toHaveText(/^কালো\W*$/u);
  await expect(tag.getByRole('button')).toHaveAccessibleName(bengaliTexts.t('shop.listing.removeTag', { name: 'কালো' }));
  await page.goto(`/shop?color=${black.id}`);
  await expect(tag).toHaveText(/^Black\W*$/);
});

test("a card's band line on the Bengali shop names bands and categories in Bengali", async ({ page, request }) => {
  await page.goto('/bn/shop');
  const lines = page.locator('.product-card__meta');
  await expect(lines.first()).toBeVisible();
  const texts = await lines.allTextContents();
  expect(texts.length).toBeGreaterThan(0);
  for (const text of texts) expect(text).not.toMatch(LATIN);
  const [first] = (await searchStock(request, { sortField: 'featured', sortType: 'DESCENDING', size: 1 })).list;
  const band = first.lookups.find((lookup) => lookup.type === 'bands')!;
  expect(texts[0]).toBe(
    bengaliTexts.t('shop.card.bandLine', { bands: band.nameBn!, categories: first.categories.map((c) => c.nameBn ?? c.name).join(', ') }),
  );
});

test("an outlet's opening hours are in Bengali on the Bengali outlets page", async ({ page, request }) => {
  const outlet = (await branches(request)).find((branch) => branch.extras?.opening_hours_bn)!;
  const hours = outlet.extras!.opening_hours_bn!;
  await page.goto('/bn/outlet');
  const card = page.locator('.outlet-card').filter({ hasText: outlet.name });
  await expect(card.getByText(bengaliTexts.t('news.outlet.hours', { hours }), { exact: true })).toBeVisible();
  await expect(card).not.toContainText(outlet.extras!.opening_hours!);
  await page.goto('/outlet');
  await expect(page.locator('.outlet-card').filter({ hasText: outlet.name })).toContainText(outlet.extras!.opening_hours!);
});

test('"metallica xl" finds Metallica products that come in XL', async ({ page, request }) => {
  const { list, total } = await searchStock(request, { query: 'metallica xl', size: 100 });
  expect(total).toBeGreaterThan(0);
  const inXl = (item: Item) => item.skus.some((sku) => sku.attributeValues.some((value) => value.optionId === 6 && value.name === 'XL'));
  for (const item of list) {
    expect(item.lookups.some((lookup) => lookup.name === 'Metallica')).toBe(true);
    expect(inXl(item)).toBe(true);
  }
  await page.goto('/shop?query=metallica+xl');
  await expect(page.locator('.listing__count')).toHaveText(englishTexts.t('shop.listing.count', { count: total! }));
  await expect(page.locator('.product-card__name').first()).toContainText('Metallica');
});

test('accessible names on Bengali pages come from the catalogue: carousel arrows, quantity steppers, no English icon names', async ({
  page,
  request,
}) => {
  await page.goto('/bn');
  const arrows = page.locator('.home-carousel .slick-arrow');
  await expect(arrows.first()).toBeAttached();
  await expect(page.locator('.home-carousel .slick-prev').first()).toHaveAccessibleName(bengaliTexts.t('shell.carousel.previous'));
  await expect(page.locator('.home-carousel .slick-next').first()).toHaveAccessibleName(bengaliTexts.t('shell.carousel.next'));
  expect(await englishNames(page)).toEqual([]);

  const [item] = (await searchStock(request, { query: 'metallica', nonZeroStockOnly: true })).list;
  await page.goto(`/bn/details?id=${item.id}`);
  await expect(page.getByRole('button', { name: bengaliTexts.t('shop.details.oneMore') })).toBeVisible();
  await expect(page.getByRole('button', { name: bengaliTexts.t('shop.details.oneLess') })).toBeVisible();
  expect(await englishNames(page)).toEqual([]);
  await page.goto('/bn/shop');
  await expect(page.locator('.product-card').first()).toBeVisible();
  expect(await englishNames(page)).toEqual([]);
});

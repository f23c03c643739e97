// A phone that finds and reads: the search in the header with its suggestions right under it, the filter sheet's
// "Show N products", Add to cart naming what it adds, and related products led by the product's band.
import type { Locator, Page } from '@playwright/test';
import type { Language } from '../src/domain/language';
import { localPath } from '../src/domain/language';
import { asciiDigits } from '../src/domain/digits';
import { bandNames } from '../src/domain/productDisplay';
import { choiceOf, colorValues, openingSku, sizeValues } from '../src/domain/skuSelection';
import { localName } from '../src/domain/localNames';
import { sizeLabel } from '../src/domain/sizeLabels';
import { stockOnHand } from '../src/domain/stock';
import type { Item } from '../src/domain/types';
import { bengaliTexts, englishTexts } from '../src/test/texts';
import { API_KEY, onlineLocationId, searchStock } from './support/api';
import { expect, test } from './support/test';

const LANGUAGES: [Language, typeof englishTexts][] = [
  ['en', englishTexts],
  ['bn', bengaliTexts],
];

const box = async (page: Page) => (await page.locator('header').getByRole('combobox').boundingBox())!;

/** Whether a tap at the middle of what `locator` draws reaches an element inside `selector`. */
async function tapReaches(page: Page, locator: Locator, selector: string) {
  const { x, y, width, height } = (await locator.boundingBox())!;
  const point = [x + width / 2, y + height / 2, selector] as const;
  return page.evaluate(([px, py, inside]) => document.elementFromPoint(px, py)?.closest(inside) != null, point);
}

test.describe('the search in the phone header', { tag: '@phone' }, () => {
  for (const [language, texts] of LANGUAGES) {
    test(`shows at 360 px without the menu, its suggestions right under it with name, band and price (${language})`, async ({
      page,
      isMobile,
    }) => {
      if (isMobile) await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(localPath(language, '/about-us'));
      const search = page.locator('header').getByRole('combobox', { name: texts.t('shop.search.label') });
      await expect(search).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await search.fill('artcell');
      const options = page.getByRole('listbox', { name: texts.t('shop.search.suggestions') }).getByRole('option');
      await expect(options.first()).toBeVisible();
      const field = await box(page);
      const first = (await options.first().boundingBox())!;
      expect(first.y).toBeGreaterThanOrEqual(field.y + field.height);
      expect(first.y).toBeLessThan(field.y + field.height + 16);
      expect(first.y + first.height).toBeLessThan(740);
      for (const option of await options.all()) {
        await expect(option.locator('.search-box__band')).toContainText('Artcell');
        await expect(option.locator('.search-box__price')).toHaveText(new RegExp(`^${texts.price(0).replace(/[0০]/, '')}`));
        // The whole name is drawn: nothing of it is cut off.
        const name = option.locator('.search-box__name');
        expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      }
    });
  }
});

/** The number a result count or a Show button says, in either language's digits. */
const saidNumber = (text: string) => Number(asciiDigits(text.match(/[\d০-৯][\d০-৯,]*/)![0]).replace(/,/g, ''));

test.describe('the phone’s filter sheet', { tag: '@phone' }, () => {
  for (const [language, texts] of LANGUAGES) {
    test(`ends with Show N products, N following the filters, and its price boxes ask for a number pad (${language})`, async ({
      page,
      isMobile,
    }) => {
      test.skip(!isMobile, 'wider screens show the filters beside the products');
      await page.goto(localPath(language, '/shop'));
      const count = page.locator('.listing__count');
      await expect(count).not.toBeEmpty();
      const total = saidNumber((await count.textContent())!);
      await page.getByRole('button', { name: new RegExp(`${texts.t('shop.listing.filters')}$`) }).click();
      const sheet = page.getByRole('dialog', { name: texts.t('shop.listing.filters') });
      const show = sheet.locator('.ant-modal-footer').getByRole('button');
      await expect(show).toHaveText(texts.t('shop.filter.showCount', { count: total }));

      // A click, not check(): the box follows the address, which changes a moment after the click.
      const band = sheet
        .getByRole('list', { name: texts.t('shop.filter.bands') })
        .getByRole('checkbox')
        .first();
      await band.click();
      await expect(page).toHaveURL(/band=/);
      await expect(band).toBeChecked();
      await expect(count).not.toHaveText(texts.t('shop.listing.count', { count: total }));
      await expect(count).not.toBeEmpty();
      const filtered = saidNumber((await count.textContent())!);
      expect(filtered).toBeLessThan(total);
      await expect(show).toHaveText(texts.t('shop.filter.showCount', { count: filtered }));

      const min = sheet.getByRole('spinbutton', { name: texts.t('shop.filter.minPrice') });
      await expect(min).toHaveAttribute('inputmode', 'numeric');
      await expect(sheet.getByRole('spinbutton', { name: texts.t('shop.filter.maxPrice') })).toHaveAttribute('inputmode', 'numeric');
      await min.fill('500');
      await min.press('Enter');
      await expect(page).toHaveURL(/minPrice=500/);

      await show.click();
      await expect(sheet).toBeHidden();
      await expect(page.getByTestId('product-card').first()).toBeVisible();
    });
  }

  test('is the browser’s modal: focus on its close, the page behind out of reach and still, Escape gives focus back', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'wider screens show the filters beside the products');
    const texts = englishTexts;
    await page.goto('/shop');
    const opener = page.getByRole('button', { name: new RegExp(`${texts.t('shop.listing.filters')}$`) });
    await opener.click();
    const sheet = page.getByRole('dialog', { name: texts.t('shop.listing.filters') });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('button', { name: texts.t('shell.antd.close') })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(sheet.getByRole('button', { name: texts.t('shop.filter.category') })).toBeFocused();

    // A tap where the Filters button was lands on the sheet's mask, not on the page; the page does not scroll.
    expect(await tapReaches(page, opener, 'dialog[open]')).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflowY)).toBe('hidden');

    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(opener).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflowY)).not.toBe('hidden');
  });
});

for (const [language, texts] of LANGUAGES) {
  test(
    `All bands opens over the filters, its ticks the panel's, Done and the mask close it (${language})`,
    { tag: '@phone' },
    async ({ page, isMobile }) => {
      await page.goto(localPath(language, '/shop'));
      if (isMobile) await page.getByRole('button', { name: new RegExp(`${texts.t('shop.listing.filters')}$`) }).click();
      const panel = isMobile ? page.getByRole('dialog', { name: texts.t('shop.listing.filters') }) : page.locator('main');
      const bands = panel.getByRole('list', { name: texts.t('shop.filter.bands') });
      await panel.getByRole('button', { name: texts.t('shop.filter.viewAll') }).click();
      const all = page.getByRole('dialog', { name: texts.t('shop.filter.allBands') });
      await expect(all).toBeVisible();
      const listed = all.getByRole('checkbox');
      expect(await listed.count()).toBeGreaterThan(await bands.getByRole('checkbox').count());
      const last = listed.last();
      await last.scrollIntoViewIfNeeded();
      // The modal is on top: its last band is what a tap there reaches.
      expect(await tapReaches(page, last, '.filter-list--columns')).toBe(true);
      await last.click();
      await expect(page).toHaveURL(/band=/);
      await expect(last).toBeChecked();
      await all.getByRole('button', { name: texts.t('shop.filter.done') }).click();
      await expect(all).toBeHidden();
      await expect(panel.getByRole('button', { name: new RegExp(texts.t('shop.filter.viewAll')) })).toContainText(
        texts.t('shop.filter.moreSelected', { count: 1 }),
      );
      if (isMobile) await expect(panel).toBeVisible();

      await panel.getByRole('button', { name: new RegExp(texts.t('shop.filter.viewAll')) }).click();
      await expect(all).toBeVisible();
      await page.mouse.click(4, 4);
      await expect(all).toBeHidden();
      if (isMobile) await expect(panel).toBeVisible();
    },
  );
}

/** A product with colours and sizes whose opening SKU can be bought, and another size of it that can be too. */
async function productWithChoices(request: Parameters<typeof searchStock>[0]) {
  const online = await onlineLocationId(request);
  const canBuy = (sku: Item['skus'][number]) => stockOnHand(sku, online) > 0;
  const { list } = await searchStock(request, { page: 1, size: 50, nonZeroStockOnly: true });
  for (const item of list as Item[]) {
    const opening = openingSku(item, canBuy);
    if (!opening || !canBuy(opening) || colorValues(item).length === 0 || sizeValues(item).length < 2) continue;
    const { colorId, sizeId } = choiceOf(opening);
    const other = item.skus.find((sku) => choiceOf(sku).colorId === colorId && choiceOf(sku).sizeId !== sizeId && canBuy(sku));
    if (other) return { item, opening, other };
  }
  throw new Error('the seeded shop has no product with two sizes in stock in one colour');
}

for (const [language, texts] of LANGUAGES) {
  test(
    `Add to cart names the size and colour it adds, from the one the page opens on (${language})`,
    { tag: '@phone' },
    async ({ page, request }) => {
      const { item, opening, other } = await productWithChoices(request);
      const words = (sku: typeof opening) => {
        const value = (optionId: number) => sku.attributeValues.find((v) => v.optionId === optionId)!;
        // The colour in the page's language, as the colour heading names it.
        return texts.t('shop.details.addChosenToCart', { chosen: `${sizeLabel(value(6).name)}, ${localName(value(7), language)}` });
      };
      await page.goto(localPath(language, `/details?id=${item.originalId || item.id}`));
      const add = page.getByRole('button', { name: texts.t('shop.details.addToCart') });
      await expect(add).toHaveText(words(opening));
      const size = sizeLabel(other.attributeValues.find((v) => v.optionId === 6)!.name);
      await page
        .getByRole('group', { name: texts.t('shop.details.size') })
        .getByRole('button', { name: new RegExp(`^${size}\\b`) })
        .click();
      await expect(add).toHaveText(words(other));
      await add.click();
      await expect.poll(() => page.evaluate(() => localStorage.getItem('cart') ?? '')).toContain(other.code);
    },
  );
}

test('related products are led by the product’s own band', { tag: '@phone' }, async ({ page, request }) => {
  const { list } = await searchStock(request, { page: 1, size: 50, query: 'warfaze' });
  const product = (list as Item[]).find((item) => bandNames(item).includes('Warfaze'))!;
  const answer = await request.post('/api/v2/items/search', {
    headers: { 'X-API-KEY': API_KEY },
    data: {
      page: 1,
      size: 21,
      fetchCount: true,
      nestedParams: [{ field: 'lookup_bands.id', value: product.lookup_bands![0].id, matchType: 'COLLECTION_CONTAINS_EXACT' }],
    },
  });
  const bandItems = (await answer.json()).total - 1;
  expect(bandItems).toBeGreaterThan(0);

  await page.goto(`/details?id=${product.originalId || product.id}`);
  const related = page.getByRole('region', { name: 'Related Products' }).getByTestId('product-card');
  await expect(related.first()).toBeVisible();
  const bands = await related.locator('.product-card__meta').allTextContents();
  const led = Math.min(bandItems, 20);
  expect(bands.slice(0, led).every((line) => line.includes('Warfaze'))).toBe(true);
  expect(bands.length).toBeGreaterThan(led);
  expect(bands.slice(led).some((line) => !line.includes('Warfaze'))).toBe(true);
});

import type { Page, Route } from '@playwright/test';
import { expect, test } from './support/test';
import { englishTexts } from '../src/test/texts';

const { t } = englishTexts;

const cards = (page: Page) => page.getByTestId('product-card');
const STOCK_SEARCH = '**/api/search/indices/outlet-stock/search';

/** Answers the outlet-stock search with a server error for the pages `fails` picks, and as usual for the others. */
async function failStockSearch(page: Page, fails: (body: { page?: number }) => boolean) {
  await page.route(STOCK_SEARCH, (route: Route) =>
    fails(route.request().postDataJSON() ?? {})
      ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"boom"}' })
      : route.fallback(),
  );
}

test('a failed Load More keeps the products shown and the place, says so under the grid and offers Try again', async ({ page }) => {
  await page.goto('/shop');
  await expect(cards(page)).toHaveCount(20);
  await failStockSearch(page, (body) => body.page === 2);
  const loadMore = page.getByRole('button', { name: 'Load More' });
  await loadMore.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  await loadMore.click();
  await expect(page.getByRole('alert')).toHaveText(t('shop.grid.moreNotLoaded'));
  await expect(cards(page)).toHaveCount(20);
  await expect(page.getByText('boom')).toHaveCount(0);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(50);

  await page.unroute(STOCK_SEARCH);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(cards(page)).toHaveCount(40);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a failed filter change keeps the cards shown before, dimmed, says so and offers Try again', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the same grid behind the phone’s filter modal');
  await page.goto('/shop');
  await expect(cards(page)).toHaveCount(20);
  const before = await cards(page).first().getAttribute('href');
  await failStockSearch(page, () => true);
  const hoodies = page.getByRole('complementary', { name: 'Filters' }).getByRole('checkbox', { name: 'Hoodies' });
  await hoodies.click();
  await expect(hoodies).toBeChecked();
  await expect(page.getByRole('alert')).toHaveText(t('shop.grid.notUpdated'));
  await expect(cards(page)).toHaveCount(20);
  expect(await cards(page).first().getAttribute('href')).toBe(before);
  await expect(page.locator('.product-grid--stale')).toHaveCSS('opacity', '0.45');

  await page.unroute(STOCK_SEARCH);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('.product-grid--stale')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(cards(page).first()).toContainText(/Hoodie/i);
});

test('home: a list that fails keeps its title and offers Try again, in the shop’s words', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the header links are in the phone menu; the home page is the same');
  await page.goto('/news');
  await failStockSearch(page, () => true);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'HOME' }).click();
  for (const title of ['Popular Stock', 'Featured Stock', 'New Stock']) {
    const section = page.getByRole('region', { name: title });
    await expect(section.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(section.getByRole('alert')).toHaveText(t('shop.home.listNotLoaded'));
  }
  await expect(page.getByText('boom')).toHaveCount(0);

  await page.unroute(STOCK_SEARCH);
  const popular = page.getByRole('region', { name: 'Popular Stock' });
  await popular.getByRole('button', { name: 'Try again' }).click();
  await expect(popular.getByTestId('product-card').first()).toBeVisible();
  await expect(popular.getByRole('alert')).toHaveCount(0);
});

test('wings: a server failure says the products could not be loaded, never that the label has none', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the header links are in the phone menu; the page is the same');
  await page.goto('/');
  const LOOKUPS = '**/api/lookups/search';
  await page.route(LOOKUPS, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'WINGS' }).click();
  await expect(page.getByRole('alert')).toHaveText(t('shop.grid.notLoaded'));
  await expect(page.getByText(/no products online/i)).toHaveCount(0);
  await expect(page.getByText('boom')).toHaveCount(0);

  await page.unroute(LOOKUPS);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(cards(page).first()).toBeVisible();
});

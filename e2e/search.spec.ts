// Search as shoppers type it: a misspelt band in the header, Bengali names, and a search that finds nothing offering
// the nearest band.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

const cards = (page: Page) => page.getByTestId('product-card');
const cardNames = (page: Page) => cards(page).locator('.product-card__name');
const cardBands = (page: Page) => cards(page).locator('.product-card__meta');

test('a misspelt band typed in the header suggests that band’s products, its name marked, and Enter shows them in the shop', async ({
  page,
}) => {
  await page.goto('/about-us');
  const box = page.locator('#header-search');
  await box.fill('metalica');
  const suggestions = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
  await expect(suggestions.first()).toBeVisible();
  for (const name of await suggestions.allTextContents()) expect(name).toContain('Metallica');
  await expect(suggestions.first().locator('mark')).toHaveText('Metallica');

  await box.press('Enter');
  await expect(page).toHaveURL(/\/shop\?query=metalica$/);
  await expect(cards(page).first()).toBeVisible();
  for (const band of await cardBands(page).allTextContents()) expect(band).toContain('Metallica');
});

test('a search that finds nothing offers the nearest band, and its link leads to that band’s products', async ({ page }) => {
  await page.goto('/shop?query=sleyr');
  await expect(page.getByText('No Products Found')).toBeVisible();
  const suggestion = page.getByRole('link', { name: 'Slayer', exact: true });
  await expect(page.getByText(/Did you mean/)).toContainText('Did you mean Slayer?');
  await suggestion.click();
  await expect(page).toHaveURL(/\/shop\?query=Slayer$/);
  await expect(cards(page).first()).toBeVisible();
  for (const band of await cardBands(page).allTextContents()) expect(band).toContain('Slayer');
});

test('nonsense finds nothing and offers nothing', async ({ page }) => {
  await page.goto('/shop?query=xqzvbn');
  await expect(page.getByText('No Products Found')).toBeVisible();
  await expect(page.getByText(/Did you mean/)).toHaveCount(0);
});

test('Bengali and Banglish names, plurals and every spelling of a T-shirt find what was meant', async ({ page }) => {
  for (const [query, expected] of [
    ['মেটালিকা', /Metallica/],
    ['orthohin', /Aurthohin/],
    ['hoodies', /Hoodie/],
    ['tshirt', /T-Shirt/],
  ] as const) {
    await page.goto(`/shop?query=${encodeURIComponent(query)}`);
    await expect(cards(page).first()).toBeVisible();
    // The first card's whole name (also its title) and its band line.
    const first = `${await cardNames(page).first().getAttribute('title')} ${await cardBands(page).first().textContent()}`;
    expect({ query, first }).toEqual({ query, first: expect.stringMatching(expected) });
  }
});

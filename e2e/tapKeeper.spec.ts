// Every control a shopper can tap on a server-rendered page, tapped after the first paint and before any script has
// run (the scripts are held back, the CPU 4x slower): the tap shows at once and is answered once the page hydrates.
// Playwright's own test: the shop's `page` would wait for hydration after each navigation.
import { expect, test, type Page } from '@playwright/test';
import type { Item, Sku } from '../src/domain/types';
import { openingSku } from '../src/domain/skuSelection';
import { stockOnHand } from '../src/domain/stock';
import { onlineLocationId, searchStock } from './support/api';
import { openBeforeScripts } from './support/heldScripts';
import { ownScript } from './support/chunks';
import { seedCart, stockedLines } from './support/cart';

const onPhone = (page: Page) => page.viewportSize()!.width < 768;

test('the header’s menu button opens the menu', { tag: '@phone' }, async ({ page }) => {
  test.skip(!onPhone(page), 'the menu button is the phone’s');
  const release = await openBeforeScripts(page, '/');
  const button = page.getByRole('button', { name: 'Open menu' });
  await button.click();
  await expect(button).toHaveAttribute('data-tap-pending', '');
  await release();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await expect(button).not.toHaveAttribute('data-tap-pending');
});

test('the shop’s Filters button opens the filters, its files fetched once as the scripts start', { tag: '@phone' }, async ({ page }) => {
  test.skip(!onPhone(page), 'the desktop’s filters are a sidebar drawn by the script');
  const release = await openBeforeScripts(page, '/shop');
  const sheetScript = ownScript('filters');
  const sheetFiles: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === sheetScript) sheetFiles.push(request.url());
  });
  const button = page.getByRole('button', { name: 'Filters' });
  await button.click();
  await expect(button).toHaveAttribute('data-tap-pending', '');
  await release();
  // Asked for by the tap keeper before hydration, then taken from that answer when the app opens the sheet.
  await expect(page.locator(`link[rel="preload"][href="${sheetScript}"]`)).toHaveCount(1);
  await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Show \d+ products?$/ })).toBeVisible();
  expect(sheetFiles).toHaveLength(1);
});

test('the shop’s sort, chosen before the scripts, shows at once and sorts the shop once they run', { tag: '@phone' }, async ({ page }) => {
  const release = await openBeforeScripts(page, '/shop');
  // A native select: the phone's own picker answers without the page's script.
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await sort.selectOption({ label: 'Price: Low to High' });
  await expect(sort).toHaveValue('price-low-to-high');
  await release();
  await expect(page).toHaveURL(/sort=price-low-to-high/);
  await expect(sort).toHaveValue('price-low-to-high');
});

test('words typed into the search and its button, before the scripts, search the shop', { tag: '@phone' }, async ({ page }) => {
  const release = await openBeforeScripts(page, '/');
  const box = page.getByRole('combobox', { name: 'Search' });
  await box.fill('skull');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await release();
  await expect(page).toHaveURL(/\/shop\?(.*&)?query=skull/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('skull');
  await expect(box).toHaveValue('skull');
});

test('words typed into the search before the scripts stay in the box and bring suggestions', { tag: '@phone' }, async ({ page }) => {
  const release = await openBeforeScripts(page, '/');
  const box = page.getByRole('combobox', { name: 'Search' });
  await box.fill('skull');
  await release();
  await expect(page.getByRole('option').first()).toBeVisible();
  await expect(box).toHaveValue('skull');
});

test('each tap on a product’s plus counts, and Add to cart takes them all', { tag: '@phone' }, async ({ page, request }) => {
  const online = await onlineLocationId(request);
  const canBuy = (sku: Sku) => stockOnHand(sku, online) > 0;
  const { list } = await searchStock(request, { page: 1, size: 50, nonZeroStockOnly: true });
  const [item, sku] = (list as Item[])
    .map((each) => [each, openingSku(each, canBuy)] as const)
    .find(([, opening]) => opening && stockOnHand(opening, online) >= 3)!;
  expect(sku, 'the seeded shop has a product with three units of its opening choice').toBeDefined();

  const plus = page.getByRole('button', { name: 'One more' });
  const release = await openBeforeScripts(page, `/details?id=${item.originalId || item.id}`, plus);
  await plus.click();
  await plus.click();
  await page.getByRole('button', { name: /^Add / }).click();
  await release();
  await expect
    .poll(() =>
      page.evaluate(() =>
        JSON.parse(JSON.parse(localStorage.getItem('cart') ?? '{}').items ?? '[]').map(
          (line: { sku: { code: string }; quantity: number }) => [line.sku.code, line.quantity],
        ),
      ),
    )
    .toEqual([[sku!.code, 3]]);
});

test(
  'the checkout filled, Outside Dhaka and Confirm tapped before the scripts, goes on to the payment as typed',
  { tag: '@phone' },
  async ({ page, request }) => {
    const [line] = await stockedLines(request);
    await seedCart(page, [line]);
    const release = await openBeforeScripts(page, '/checkout');
    await page.getByLabel('Full name').fill('Rafi Ahmed');
    await page.getByLabel('Mobile number').fill('+880 1712-345678');
    await page.getByLabel('Shipping address').fill('House 12, Road 5, Dhanmondi, Dhaka');
    const outside = page.locator('.ant-radio-wrapper', { hasText: 'Outside Dhaka' });
    await outside.click();
    const confirm = page.getByRole('button', { name: 'Confirm', exact: true });
    await confirm.click();
    await expect(confirm).toHaveAttribute('data-tap-pending', '');
    await release();
    await expect(page.getByRole('region', { name: 'Payment' })).toBeVisible();
    await expect(page.getByLabel('Full name')).toHaveValue('Rafi Ahmed');
    await expect(page.getByLabel('Mobile number')).toHaveValue('01712345678');
    await expect(page.getByLabel('Shipping address')).toHaveValue('House 12, Road 5, Dhanmondi, Dhaka');
    await expect(page.getByRole('radio', { name: 'Outside Dhaka' })).toBeChecked();
    await expect(page.getByRole('complementary', { name: 'Order Summary' })).toContainText(line.product.title);
  },
);

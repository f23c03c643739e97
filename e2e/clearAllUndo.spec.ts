import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import type { CartLine } from '../src/features/cart/cartSlice';
import { parseActionLog } from '../src/qa/actionLog';
import { replayActionLog } from '../src/qa/replay';
import { cartCount, seedCart, stockedLines, storedCartQuantity } from './support/cart';
import { noHorizontalScroll } from './support/layout';
import { downloadedText } from './support/qa';

const clearAll = (page: Page) => page.getByRole('button', { name: 'Clear All' });
const toast = (page: Page) => page.getByRole('alert').filter({ hasText: 'Cart cleared' });
const undo = (page: Page) => toast(page).getByRole('button', { name: 'Undo' });
/** The cart page's lines as the shopper reads them: name, size, colour, price, quantity, subtotal. */
const lineRows = (page: Page) => page.getByRole('row').filter({ has: page.locator('.cart-line') });
/** The lines as the app stored them in the browser. */
const storedLines = (page: Page): Promise<CartLine[]> =>
  page.evaluate(() => JSON.parse(JSON.parse(localStorage.getItem('cart') ?? '{"items":"[]"}').items));

/** A cart of two lines, of 2 units and 1, on the cart page at `address`; what the page and the browser's storage show of it. */
async function cartPage(page: Page, request: APIRequestContext, address = '/cart') {
  const [first] = await stockedLines(request, { count: 1, skip: 30, quantity: 2 });
  const [second] = await stockedLines(request, { count: 1, skip: 31 });
  await seedCart(page, [first, second]);
  await page.goto(address);
  const units = String(first.quantity + second.quantity);
  await expect(cartCount(page)).toHaveText(units);
  await expect(lineRows(page)).toHaveCount(2);
  return { units, rows: await lineRows(page).allTextContents(), stored: await storedLines(page) };
}

test('Clear All empties the cart at once; Undo in the toast puts every line back exactly, and a reload keeps them', async ({
  page,
  request,
}) => {
  const before = await cartPage(page, request);

  await clearAll(page).click();
  await expect(page.getByText('YOUR CART IS EMPTY')).toBeVisible();
  await expect(cartCount(page)).toHaveText('0');
  await expect(toast(page)).toBeVisible();
  await noHorizontalScroll(page);
  await expect.poll(() => storedCartQuantity(page)).toBe(0);

  await undo(page).click();
  await expect(toast(page)).toBeHidden();
  await expect(cartCount(page)).toHaveText(before.units);
  await expect(lineRows(page)).toHaveText(before.rows);
  await expect.poll(() => storedLines(page)).toEqual(before.stored);
  await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toBeVisible();

  await page.reload();
  await expect(lineRows(page)).toHaveText(before.rows);
});

test('Undo is reached from the keyboard: it takes the focus from Clear All, and gives it to the page heading', async ({
  page,
  request,
  isMobile,
}) => {
  test.skip(isMobile, 'keyboard use is a desktop journey');
  const before = await cartPage(page, request);

  await clearAll(page).focus();
  await page.keyboard.press('Enter');
  await expect(undo(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(lineRows(page)).toHaveText(before.rows);
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeFocused();
});

test('another tab sees the cart cleared, then every line back after Undo', async ({ page, request }) => {
  const before = await cartPage(page, request);
  const other = await page.context().newPage();
  await other.goto('/cart');
  await expect(cartCount(other)).toHaveText(before.units);

  await clearAll(page).click();
  await expect(cartCount(other)).toHaveText('0');
  await expect(other.getByText('YOUR CART IS EMPTY')).toBeVisible();
  await undo(page).click();
  await expect(cartCount(other)).toHaveText(before.units);
  await expect(lineRows(other)).toHaveText(before.rows);
});

test('without Undo the toast stays longer than the shop’s other toasts, then goes, and the cart stays empty', async ({ page, request }) => {
  await cartPage(page, request);
  await clearAll(page).click();
  await expect(toast(page)).toBeVisible();
  // The shop's other toasts go after 4 s; this one must still be there to be read and used.
  await page.waitForTimeout(4500);
  await expect(toast(page)).toBeVisible();
  await expect(toast(page)).toBeHidden({ timeout: 10_000 });
  await page.reload();
  await expect(page.getByText('YOUR CART IS EMPTY')).toBeVisible();
  expect(await storedCartQuantity(page)).toBe(0);
});

test('QA’s action log holds Undo as one action with the lines, and replays to the restored cart', async ({ page, request }) => {
  const before = await cartPage(page, request, '/cart?qa=1');
  await clearAll(page).click();
  await undo(page).click();
  await expect(lineRows(page)).toHaveText(before.rows);

  const log = parseActionLog(await downloadedText(page, 'Download action log'));
  const undone = log.actions.filter((action) => action.type === 'cart/clearUndone');
  expect(undone).toHaveLength(1);
  expect((undone[0].payload as { lines: CartLine[] }).lines).toEqual(before.stored);
  expect(replayActionLog(log).state.cart.items).toEqual(before.stored);
});

test('the header cart panel’s Clear All offers the same Undo, and Undo gives the focus back to the cart icon', async ({
  page,
  request,
  isMobile,
}) => {
  test.skip(isMobile, 'the panel opens on hover, a desktop journey');
  const lines = await stockedLines(request, { count: 2, skip: 32 });
  await seedCart(page, lines);
  await page.goto('/about-us');
  const units = String(lines.reduce((sum, line) => sum + line.quantity, 0));
  await expect(cartCount(page)).toHaveText(units);
  const stored = await storedLines(page);

  await page.getByRole('link', { name: /^Cart, / }).hover();
  const panel = page.getByTestId('cart-dropdown');
  await panel.getByRole('button', { name: 'Clear All' }).click();
  await expect(cartCount(page)).toHaveText('0');
  await expect(undo(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(cartCount(page)).toHaveText(units);
  await expect.poll(() => storedLines(page)).toEqual(stored);
  await expect(page.getByRole('link', { name: /^Cart, / })).toBeFocused();
});

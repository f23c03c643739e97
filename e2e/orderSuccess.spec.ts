import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { englishTexts } from '../src/test/texts';
import { API_KEY } from './support/api';
import { seedCart, stockedLines } from './support/cart';
import { readyToOrder } from './support/checkout';
import { noHorizontalScroll, showsShopIllustration } from './support/layout';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const placed = (page: Page) => page.getByText(/order (is )?placed/i);
/** The page's question to the server: does an order have this invoice id? */
const invoiceLookup = (url: URL) => url.pathname === '/api/checkouts' && url.searchParams.has('invoiceId');

test('after a cash order the success page checks the invoice: it says so meanwhile, a failed connection offers Try again, then the order is placed, also on a reload', async ({
  page,
  request,
  isMobile,
}) => {
  // Stock of this test's own: the checkout specs order the first products.
  const [line] = await stockedLines(request, { count: 1, skip: isMobile ? 40 : 41, minStock: 5 });
  await seedCart(page, [line]);
  let connectionLost!: () => void;
  const lost = new Promise<void>((resolve) => (connectionLost = resolve));
  await page.route(invoiceLookup, async (route) => {
    await lost;
    await route.abort('internetdisconnected');
  });

  await readyToOrder(page, 'Cash on Delivery');
  await page.getByRole('button', { name: 'Confirm Order' }).click();
  await expect(page).toHaveURL(/\/order\/success\?invoiceId=.+/);
  const invoiceId = new URL(page.url()).searchParams.get('invoiceId')!;
  await expect(heading(page, 'Checking Your Order…')).toBeVisible();
  await expect(page.locator('main')).toContainText(invoiceId);
  await expect(placed(page)).toHaveCount(0);

  connectionLost();
  await expect(heading(page, 'Your Order Could Not Be Checked')).toBeVisible();
  await expect(page.getByText(englishTexts.t('common.unreachable'))).toBeVisible();
  await expect(placed(page)).toHaveCount(0);
  await noHorizontalScroll(page);

  await page.unroute(invoiceLookup);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(heading(page, 'Thank You! Your Order Is Placed')).toBeVisible();
  await expect(page.getByTestId('invoice-id')).toHaveText(invoiceId);
  await expect(page.getByText('Our representative will call you soon to confirm your order.')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('0');

  // Rendered by the server this time, with the answer it got.
  const response = await page.reload();
  expect(response!.status()).toBe(200);
  await expect(heading(page, 'Thank You! Your Order Is Placed')).toBeVisible();
  await expect(page.getByTestId('invoice-id')).toHaveText(invoiceId);

  // Whoever has the invoice id learns no more of the order than this page shows.
  const answer = await request.get(`/api/checkouts?invoiceId=${encodeURIComponent(invoiceId)}`, { headers: { 'X-API-KEY': API_KEY } });
  expect(await answer.json()).toEqual({ id: invoiceId });
});

test('a made-up invoice id is a 404 with the shop’s not-found words, never Order Placed, and the cart is left alone', async ({
  page,
  request,
  isMobile,
}) => {
  const [line] = await stockedLines(request, { count: 1, skip: isMobile ? 42 : 43 });
  await seedCart(page, [line]);
  const response = await page.goto('/order/success?invoiceId=INV-MADEUP2345');
  expect(response!.status()).toBe(404);
  await expect(heading(page, 'Order Not Found')).toBeVisible();
  await expect(page.locator('main')).toContainText('INV-MADEUP2345');
  await showsShopIllustration(page.locator('main'));
  await expect(placed(page)).toHaveCount(0);
  await expect(page.getByTestId('invoice-id')).toHaveCount(0);
  await expect(page).not.toHaveTitle(/order placed/i);
  await expect(page.getByTestId('cart-count')).toHaveText(String(line.quantity));
  await noHorizontalScroll(page);

  await page.getByRole('link', { name: 'Continue Shopping' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByTestId('cart-count')).toHaveText(String(line.quantity));
});

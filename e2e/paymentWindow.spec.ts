// An online order left at the gateway past its payment window (12 s on the second test server, see
// playwright.config.ts): its units are back on the product page, the gateway takes no payment, and the shop's page
// the shopper returns to says the time ran out, with nothing charged.
import type { Item } from '../src/domain/types';
import { API_KEY } from './support/api';
import { orderOf } from './support/checkout';
import { expect, test } from './support/test';

const SHOP = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8181) + 1}`;

test('an order left unpaid at the gateway expires: its units are back on sale and the gateway refuses the payment', async ({
  page,
  request,
}) => {
  const config = await (await request.get(`${SHOP}/config.js`)).text();
  const online = /"onlineLocationId"\s*:\s*"([^"]+)"/.exec(config)![1];
  const search = await request.post(`${SHOP}/api/search/indices/outlet-stock/search`, {
    headers: { 'X-API-KEY': API_KEY },
    data: { page: 1, size: 100, nonZeroStockOnly: true, ranges: [{ field: 'discount', min: 0, max: 0 }] },
  });
  const onlineUnits = (sku: Item['skus'][number]) => sku.stocks.filter((s) => s.locationId === online).reduce((sum, s) => sum + s.ok, 0);
  // A product of one variant with at most 10 units online, so one order can take them all; each project its own, as
  // they may run at once.
  const candidates = ((await search.json()).list as Item[]).filter(
    (i) => i.skus.length === 1 && onlineUnits(i.skus[0]) > 0 && onlineUnits(i.skus[0]) <= 10,
  );
  const item = candidates[test.info().project.name === 'phone' ? 0 : 1];
  expect(item, 'the seeded shop has two one-variant products with at most 10 units online').toBeTruthy();
  const [sku] = item.skus;
  const units = onlineUnits(sku);

  const placed = await request.post(`${SHOP}/api/checkouts`, {
    headers: { 'X-API-KEY': API_KEY, 'X-DEVICE-ID': `e2e-expiry-${Date.now()}` },
    data: orderOf(item, sku, units, 'ONLINE'),
  });
  expect(placed.status()).toBe(201);
  const { redirectUrl } = await placed.json();

  // While the order waits for its payment the product is out of stock for everyone (looked at first, while the window
  // is surely open); the shopper opens the gateway and leaves it.
  const product = await page.context().newPage();
  await product.goto(`${SHOP}/details?id=${item.id}`);
  const addToCart = product.getByRole('button', { name: /Add to cart|Out of stock/ });
  await expect(addToCart).toHaveText('Out of stock');
  await page.goto(redirectUrl);
  await expect(page.getByText(/Time left to pay: \d+ minutes?\./)).toBeVisible();

  // Once the window has closed the units are back, with no request from the shopper.
  await expect(async () => {
    await product.reload();
    await expect(addToCart).toHaveText(/^Add to cart/, { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(addToCart).toBeEnabled();

  // The gateway page still open in the shopper's tab takes no payment.
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('status')).toContainText('The time to pay for this order is over. Nothing was charged');
  await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);

  // Back in the shop, the page says so, and nothing was charged.
  await page.getByRole('link', { name: 'Back to the shop' }).click();
  await expect(page).toHaveURL(/\/payments\/cancel\?invoiceId=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Time to Pay Ran Out' })).toBeVisible();
  await expect(page.getByText('nothing was charged')).toBeVisible();
});

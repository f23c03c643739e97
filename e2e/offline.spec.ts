// A phone that loses its connection after a first visit: what the shop needs next is already fetched, and what is not
// waits for the connection with the page on screen, never an error page or a blank one.
import { chooseLineOnDetails, stockedLines, storedCartQuantity } from './support/cart';
import { expect, test } from './support/test';

const ERROR_PAGE = /Something went wrong/;

test('offline after a first visit, Add to cart, the menu or the cart panel and the way to the shop show no error page, and the cart keeps the item', async ({ page, request, context, isMobile }) => {
  const [line] = await stockedLines(request, { count: 1 });
  const addToCart = await chooseLineOnDetails(page, line);
  // The first visit has fetched what the page may need next once it was idle.
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);

  await addToCart.click();
  await expect(page.getByText('Item added')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'SHOP NOW' }).click();
  } else {
    await page.getByRole('link', { name: /^Cart, 1 item$/ }).hover();
    await expect(page.getByTestId('cart-dropdown')).toContainText(line.product.title);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'SHOP NOW' }).click();
  }
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByText('The products could not be loaded. Check your connection and try again.')).toBeVisible();
  await expect(page.getByText(ERROR_PAGE)).toHaveCount(0);
  expect(await storedCartQuantity(page)).toBe(1);
});

test('a page whose script cannot be fetched keeps the page on screen, says so, and opens on Retry once it can', async ({ page, isMobile }) => {
  await page.goto('/about-us');
  const heading = await page.locator('main h1').textContent();
  await page.route('**/assets/news.*', (route) => route.abort('internetdisconnected'));
  const nav = isMobile ? page.getByRole('navigation', { name: 'Mobile' }) : page.getByRole('navigation', { name: 'Main' });
  if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
  await nav.getByRole('link', { name: 'NEWS/EVENTS' }).click();

  const notice = page.getByRole('alert').filter({ hasText: 'You seem to be offline' });
  await expect(notice).toBeVisible();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(page.locator('main h1')).toHaveText(heading!);
  await expect(page.getByText(ERROR_PAGE)).toHaveCount(0);

  await page.unroute('**/assets/news.*');
  await notice.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Recent Music News' })).toBeVisible();
  await expect(notice).toHaveCount(0);
});

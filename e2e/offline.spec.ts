// A phone that loses its connection after a first visit: the buying path, fetched while the first page was idle,
// still opens; what the shop has not fetched waits for the connection, with the page on screen and the shop saying so,
// never an error page or a blank one, and opens once the phone is back.
import type { Page } from '@playwright/test';
import { chooseLineOnDetails, stockedLines, storedCartQuantity } from './support/cart';
import { isChunkFile } from './support/chunks';
import { expect, test } from './support/test';

const ERROR_PAGE = /Something went wrong/;
const offlineNotice = (page: Page) => page.getByRole('alert').filter({ hasText: 'You seem to be offline' });
const prefetches = (page: Page) => page.locator('link[rel="prefetch"]');

test(
  'after a first visit has gone idle, the rest of the way to an order opens offline: Add to cart, the menu or the cart panel, the shop',
  { tag: '@phone' },
  async ({ page, request, context, isMobile }) => {
    const [line] = await stockedLines(request, { count: 1 });
    const addToCart = await chooseLineOnDetails(page, line);
    await expect(prefetches(page).first()).toBeAttached();
    // The listed files come a few at a time (app/idlePrefetch.ts): each is either in the page or prefetched.
    await page.waitForFunction(() => {
      const listed = Object.values(JSON.parse(document.getElementById('next-files')!.textContent!) as Record<string, string[]>).flat();
      const fetched = (element: Element) =>
        performance.getEntriesByName((element as HTMLLinkElement).href || (element as HTMLScriptElement).src).length > 0;
      const elements = [...document.querySelectorAll('script[src], link[href]')];
      return listed.every((file) =>
        elements.some((element) => (element.getAttribute('src') ?? element.getAttribute('href')) === file && fetched(element)),
      );
    });
    await context.setOffline(true);

    await addToCart.click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await expect(page.getByText('Item added')).toBeVisible();
    const nav = page.getByRole('navigation', { name: isMobile ? 'Mobile' : 'Main' });
    if (isMobile) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(nav).toBeVisible();
    } else {
      await page.getByRole('link', { name: /^Cart, 1 item$/ }).hover();
      await expect(page.getByTestId('cart-dropdown')).toContainText(line.product.title);
    }
    await nav.getByRole('link', { name: 'SHOP NOW' }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
    await expect(offlineNotice(page)).toHaveCount(0);
    await expect(page.getByText(ERROR_PAGE)).toHaveCount(0);
    expect(await storedCartQuantity(page)).toBe(1);
  },
);

test(
  'a shopper saving data gets nothing ahead; offline after a first visit, Add to cart, the menu or the cart panel and the way to the shop show no error page, the cart keeps the item, and each opens once back online',
  { tag: '@phone' },
  async ({ page, request, context, isMobile }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }));
    const [line] = await stockedLines(request, { count: 1 });
    const addToCart = await chooseLineOnDetails(page, line);
    const heading = await page.locator('main h1').textContent();
    const offline = offlineNotice(page);
    await page.waitForLoadState('networkidle');
    await expect(prefetches(page)).toHaveCount(0);
    await context.setOffline(true);

    await addToCart.click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    // redux-persist writes on its next tick, not with the render.
    await expect.poll(() => storedCartQuantity(page)).toBe(1);
    const nav = page.getByRole('navigation', { name: isMobile ? 'Mobile' : 'Main' });
    if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
    else await page.getByRole('link', { name: /^Cart, 1 item$/ }).hover();
    await expect(offline).toBeVisible();
    await expect(page.getByText(ERROR_PAGE)).toHaveCount(0);
    await expect(page.locator('main h1')).toHaveText(heading!);

    await context.setOffline(false);
    await expect(page.getByText('Item added')).toBeVisible();
    if (isMobile) await expect(nav).toBeVisible();
    else await expect(page.getByTestId('cart-dropdown')).toContainText(line.product.title);
    await expect(offline).toHaveCount(0);

    await context.setOffline(true);
    await nav.getByRole('link', { name: 'SHOP NOW' }).click();
    await expect(offline).toBeVisible();
    await expect(page.locator('main h1')).toHaveText(heading!);
    await context.setOffline(false);
    await expect(page).toHaveURL(/\/shop$/);
    await expect(page.getByText(ERROR_PAGE)).toHaveCount(0);
    expect(await storedCartQuantity(page)).toBe(1);
  },
);

test(
  'a page whose script cannot be fetched keeps the page on screen, says so, and opens on Retry once it can',
  { tag: '@phone' },
  async ({ page, isMobile }) => {
    await page.goto('/about-us');
    const heading = await page.locator('main h1').textContent();
    const newsPage = isChunkFile('news');
    await page.route(newsPage, (route) => route.abort('internetdisconnected'));
    const nav = page.getByRole('navigation', { name: isMobile ? 'Mobile' : 'Main' });
    if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
    await nav.getByRole('link', { name: 'NEWS/EVENTS' }).click();

    const notice = offlineNotice(page);
    await expect(notice).toBeVisible();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(page.locator('main h1')).toHaveText(heading!);
    await expect(page.getByText(ERROR_PAGE)).toHaveCount(0);

    await page.unroute(newsPage);
    await notice.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Recent Music News' })).toBeVisible();
    await expect(notice).toHaveCount(0);
  },
);

import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Item } from '../src/domain/types';
import { API_KEY, onlineLocationId, searchStock } from './support/api';
import { orderOf } from './support/checkout';
import { seedCart, stockedLines } from './support/cart';
import { ownFiles, ownScript } from './support/chunks';

/** Console errors and warnings while a page loads and hydrates (a hydration mismatch is reported there). */
function consoleProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** The address of the newest article, as the news page links it. */
async function newestArticle(request: APIRequestContext) {
  const news = await (await request.get('/news')).text();
  return news.match(/href="(\/news\/details\?id=[^"]+)"/)![1].replaceAll('&amp;', '&');
}

test('a product page is in the HTML itself: name, Tk price, link preview tags and JSON-LD, before any script runs', async ({
  browser,
  request,
}) => {
  const [item] = (await searchStock(request, { size: 1 })).list;
  const address = `/details?id=${encodeURIComponent(item.id)}`;
  const html = await (await request.get(address)).text();
  const state = JSON.parse(html.match(/<script id="shop-state" type="application\/json">(.*?)<\/script>/)![1]);
  expect(state.catalog.details).toMatchObject({ id: item.id, status: 'loaded' });
  expect(state).not.toHaveProperty('cart');
  // The page's own styles are linked up front and its configuration is inline; only the entry is preloaded, and
  // the inline loader starts the page's code, then the entry, after the first paint (src/render/pageScripts.ts).
  const [pageStyles] = ownFiles('details').filter((file) => file.endsWith('.css'));
  expect(html).toContain(`<link rel="stylesheet" href="${pageStyles}">`);
  expect(html.match(/<link rel="preload" as="script"[^>]*>/g)).toEqual([
    expect.stringMatching(/^<link rel="preload" as="script" href="\/assets\/main\.[0-9a-f]{8}\.js" fetchpriority="low">$/),
  ]);
  expect(html).toMatch(/<script>window\.SHOP_CONFIG=\{/);
  expect(html).toContain(`"${ownScript('details')}","/assets/main.`);
  expect(html).not.toContain('<script defer');
  expect(html).not.toContain('/config.js');

  const page = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  expect((await page.goto(address))!.status()).toBe(200);
  await expect(page).toHaveTitle(`${item.title} | Metal Merch`);
  await expect(page.locator('main h1')).toHaveText(item.title);
  await expect(page.locator('main')).toContainText(/Tk\s?[\d,]+/);
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  const meta = (property: string) => page.locator(`meta[property="${property}"]`).getAttribute('content');
  expect(await meta('og:title')).toBe(item.title);
  // Facebook and WhatsApp show no SVG in a link preview: og:image is a PNG, and the server draws it.
  const preview = (await meta('og:image'))!;
  expect(preview).toMatch(/^https?:\/\/.+\/images\/.+\.png$/);
  const picture = await request.get(new URL(preview).pathname);
  expect(picture.headers()['content-type']).toBe('image/png');
  expect((await picture.body()).readUInt32BE(16)).toBe(1200);
  expect(await meta('product:price:currency')).toBe('BDT');
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`/details\\?id=${item.id}$`));
  const product = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(product).toMatchObject({ '@type': 'Product', name: item.title, offers: { '@type': 'Offer', priceCurrency: 'BDT' } });
  expect(Number(product.offers.price)).toBe(Number(await meta('product:price:amount')));
  expect(product.offers.availability).toMatch(/^https:\/\/schema.org\/(InStock|OutOfStock)$/);
  await page.context().close();
});

const STATE = /<script id="shop-state" type="application\/json">(.*?)<\/script>/;

test('a product page is the same for every shopper, any cache may share it (ETag, 304, CSP by hash), and an order shows on it at once', async ({
  request,
}) => {
  const online = await onlineLocationId(request);
  const units = (sku: Item['skus'][number]) => sku.stocks.filter((s) => s.locationId === online).reduce((sum, s) => sum + s.ok, 0);
  const { list } = await searchStock(request, { size: 100, nonZeroStockOnly: true, ranges: [{ field: 'discount', min: 0, max: 0 }] });
  // Each project a product of its own, as they may run at once.
  const item = list.filter((i) => i.skus.some((sku) => units(sku) >= 3))[test.info().project.name === 'phone' ? 2 : 3];
  const sku = item.skus.find((candidate) => units(candidate) >= 3)!;
  const address = `/details?id=${encodeURIComponent(item.id)}`;
  const shownUnits = (html: string) =>
    units(JSON.parse(STATE.exec(html)![1]).catalog.details.item.skus.find((s: Item['skus'][number]) => s.code === sku.code));

  const first = await request.get(address);
  const html = await first.text();
  expect(await (await request.get(address)).text()).toBe(html);
  const headers = first.headers();
  expect(headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
  expect((await request.get(address, { headers: { 'if-none-match': headers.etag } })).status()).toBe(304);
  // Every inline script the page runs, and no other, is allowed by its hash.
  const inline = [...html.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
  );
  expect(inline.length).toBeGreaterThanOrEqual(3);
  const scriptSources = headers['content-security-policy']
    .split('; ')
    .find((directive) => directive.startsWith('script-src'))!
    .split(' ')
    .slice(2);
  expect(scriptSources.sort()).toEqual([...new Set(inline)].sort());

  const before = shownUnits(html);
  const placed = await request.post('/api/checkouts', {
    headers: { 'X-API-KEY': API_KEY, 'X-DEVICE-ID': `e2e-shared-page-${Date.now()}` },
    data: orderOf(item, sku, 1, 'CASH_ON_DELIVERY'),
  });
  expect(placed.status()).toBe(201);
  const after = await request.get(address, { headers: { 'if-none-match': headers.etag } });
  expect(after.status()).toBe(200);
  expect(shownUnits(await after.text())).toBe(before - 1);
});

test('each page’s first picture, its largest paint, is in the HTML itself and fetched first', async ({ request }) => {
  const [item] = (await searchStock(request, { size: 1 })).list;
  for (const address of ['/', '/shop', `/details?id=${encodeURIComponent(item.id)}`, await newestArticle(request)]) {
    const html = await (await request.get(address)).text();
    const firstPicture = html.slice(html.indexOf('<main')).match(/<img [^>]*>/)![0];
    expect(firstPicture, address).toMatch(/ src="\/images\/[^"]+\.svg"/);
    expect(firstPicture, address).toMatch(/ fetchpriority="high"/i);
  }
});

test('an unknown product is a 404 with the shop’s not-found page', async ({ request }) => {
  const response = await request.get('/details?id=no-such-product');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('<div id="root"><');
});

for (const path of ['/', '/shop', '/news', '/outlet']) {
  test(`${path} hydrates without a warning and fetches nothing it already holds`, async ({ page }) => {
    const problems = consoleProblems(page);
    const searches: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/') && /search|\/news|\/locations/.test(r.url())) searches.push(r.url());
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.locator('main h1').first()).toBeVisible();
    expect(problems).toEqual([]);
    expect(searches).toEqual([]);
  });
}

test('a product page and a news article hydrate without a warning', async ({ page, request }) => {
  const problems = consoleProblems(page);
  const [item] = (await searchStock(request, { size: 1 })).list;
  await page.goto(`/details?id=${encodeURIComponent(item.id)}`, { waitUntil: 'networkidle' });
  await expect(page.locator('main h1')).toHaveText(item.title);
  await page.goto('/news', { waitUntil: 'networkidle' });
  const article = (await page.locator('main a[href^="/news/details"]').first().getAttribute('href'))!;
  await page.goto(article, { waitUntil: 'networkidle' });
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.getByTestId('news-card')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('a shopper who scrolls before the scripts start keeps the place, and a reload brings it back', async ({ page }) => {
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/news', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Recent Music News' })).toBeVisible();
  // A shopper scrolls what is painted: the page's style sheets and fonts are in, its first paint is done. (Layout
  // can be read earlier, with the sheets still loading, and that page is far taller than the one anybody sees.)
  await page.waitForFunction(() => {
    const painted = performance.getEntriesByName('first-contentful-paint').length > 0;
    return (
      painted &&
      document.fonts.status === 'loaded' &&
      document.styleSheets.length >= document.querySelectorAll('link[rel="stylesheet"]').length
    );
  });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const place = await page.evaluate(() => window.scrollY);
  expect(place).toBeGreaterThan(300);

  releaseScripts();
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('scroll-positions') ?? '')).toContain(String(Math.round(place)));
  expect(await page.evaluate(() => window.scrollY)).toBe(place);
  await page.unroute('**/assets/*.js');
  await page.reload();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(place - 50);
});

test('the stored cart comes back after hydration, and the count never shows 0 on the way', async ({ page, request }) => {
  const lines = await stockedLines(request, { count: 1, quantity: 2 });
  await seedCart(page, lines);
  const problems = consoleProblems(page);
  // Every text the count shows, from the first paint on.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cartCounts: string[] }).cartCounts = seen;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="cart-count"]')?.textContent ?? null;
      if (text !== null && seen[seen.length - 1] !== text) seen.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.goto('/');
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  expect(await page.evaluate(() => (window as unknown as { cartCounts: string[] }).cartCounts.filter(Boolean))).toEqual(['2']);
  expect(problems).toEqual([]);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the shop’s first page, a product and a news article can be read, and their links followed', async ({ page }) => {
    await page.goto('/shop');
    const card = page.getByTestId('product-card').first();
    const name = (await card.locator('h3').getAttribute('title'))!;
    await page.goto((await card.getAttribute('href'))!);
    await expect(page.locator('main h1')).toHaveText(name);
    await expect(page.locator('main')).toContainText(/Tk\s?[\d,]+/);

    await page.goto('/news');
    const article = page.locator('main a[href^="/news/details"]').first();
    await expect(article).toBeVisible();
    await article.click();
    await expect(page).toHaveURL(/\/news\/details/);
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.locator('main article')).not.toBeEmpty();
    const structured = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(structured).toMatchObject({ '@type': 'NewsArticle', headline: await page.locator('main h1').innerText() });
  });
});

test('hostile addresses get the shop’s page, never a 5xx, and nothing from the address runs as markup', async ({ request }) => {
  const payload = '<script>alert(1)</script><!--';
  const cases: [string, number][] = [
    [`/details?id=${encodeURIComponent(payload)}`, 404],
    [`/news/details?id=${encodeURIComponent(payload)}`, 404],
    [`/shop?query=${encodeURIComponent(payload)}&minPrice=abc&maxPrice=-5&sort=${encodeURIComponent('"><b>')}&page=99999999999`, 200],
    [`/branch?locationId=${encodeURIComponent('../../etc')}&name=${encodeURIComponent(payload)}`, 200],
    // U+2028 in the path escapes even the catch-all route: the shop's not-found page, not a renderer failure.
    ['/%E2%80%A8', 404],
    ['/shop%E2%80%A8', 404],
  ];
  for (const [address, status] of cases) {
    const response = await request.get(address);
    expect(response.status(), address).toBe(status);
    const html = await response.text();
    expect(html, address).not.toContain('<script>alert');
    expect(html, address).not.toContain('"><b>');
  }
});

test(
  'the home page and a news article run no antd; every part that shows antd is drawn in the shop’s theme from the build’s style sheets, with no style written in the browser',
  { tag: '@phone' },
  async ({ page, request, isMobile }) => {
    // antd marks the style elements it writes in the browser; in the shop it writes none, neither its theme's variables
    // nor its components' styles: both are in the build's style sheets (scripts/antdStyles.ts).
    const writtenStyles = () => page.locator('style[data-token-hash], style[data-css-hash]').count();
    // Every antd part wears its theme's class, under which the sheets set the shop's design (app/theme.ts).
    const themed = page.locator('.shop');
    const containerColour = () =>
      themed.first().evaluate((element) => getComputedStyle(element).getPropertyValue('--ant-color-bg-container'));
    await seedCart(page, await stockedLines(request, { count: 1, quantity: 1 }));
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    expect(await themed.count()).toBe(0);
    const article = await newestArticle(request);
    await page.goto(article, { waitUntil: 'networkidle' });
    await expect(page.locator('main h1')).toBeVisible();
    expect(await themed.count(), article).toBe(0);
    await page.goto('/', { waitUntil: 'networkidle' });

    // The header's antd parts come in chunks of their own, each with the theme.
    if (isMobile) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    } else {
      await page.getByRole('link', { name: /^Cart, 1 item$/ }).hover();
      await expect(page.getByTestId('cart-dropdown')).toBeVisible();
    }
    expect(await containerColour()).toBe('#17171a');
    expect(await writtenStyles()).toBe(0);

    const [item] = (await searchStock(request, { size: 1 })).list;
    for (const path of [
      '/shop',
      `/details?id=${encodeURIComponent(item.id)}`,
      '/news',
      '/outlet',
      '/wings',
      '/cart',
      '/checkout',
      '/no-such-page',
      '/news/details?id=no-such-news',
    ]) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.locator('main h1').first()).toBeVisible();
      expect(await writtenStyles(), path).toBe(0);
      expect(await containerColour(), path).toBe('#17171a');
    }
  },
);

test('no script the shop serves carries antd’s CSS-in-JS runtime, its theme algorithm or its components’ style code', () => {
  test.skip(test.info().project.name !== 'desktop', 'one look at the build is enough');
  // The client's source maps (written beside the bundles, never served) name every module a bundle holds.
  const assets = resolve(__dirname, '..', 'dist', 'assets');
  const maps = readdirSync(assets).filter((file) => file.endsWith('.js.map'));
  expect(maps.length).toBeGreaterThan(10);
  const runtime: string[] = [];
  const styleCode: string[] = [];
  for (const file of maps) {
    const map = JSON.parse(readFileSync(join(assets, file), 'utf8')) as { sources: string[]; sourcesContent: string[] };
    map.sources.forEach((source, index) => {
      if (
        /@ant-design[\\/](cssinjs|colors)|[\\/]stylis[\\/]|@emotion|antd[\\/]es[\\/]theme[\\/](themes[\\/](dark|default)|util[\\/]alias)/.test(
          source,
        )
      )
        runtime.push(`${file}: ${source}`);
      // A style module's stand-in only names classes (scripts/antdStyleStubs.cjs); the arrows' placement is kept as it is.
      const styleModule = /antd[\\/]es[\\/](.+[\\/])?style([\\/].+)?\.js$/.test(source) && !/placementArrow\.js$/.test(source);
      if (styleModule && /theme[\\/]internal|cssinjs|genStyleHooks\(/.test(map.sourcesContent[index])) styleCode.push(`${file}: ${source}`);
    });
  }
  expect(runtime).toEqual([]);
  expect(styleCode).toEqual([]);
});

test('a page’s scripts and styles arrive as the build’s brotli copies, the smallest it wrote', async ({ page }) => {
  test.skip(test.info().project.name !== 'desktop', 'one look at the build is enough');
  const assets = resolve(__dirname, '..', 'dist', 'assets');
  await page.goto('/shop', { waitUntil: 'networkidle' });
  const received = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry as PerformanceResourceTiming)
      .filter((entry) => /\/assets\/[^/]+\.(js|css)$/.test(entry.name) && entry.encodedBodySize > 1024)
      .map((entry) => ({ file: entry.name.split('/').pop()!, bytes: entry.encodedBodySize })),
  );
  expect(received.length).toBeGreaterThan(5);
  for (const { file, bytes } of received) {
    const copies = ['br', 'gz'].map((coding) => statSync(join(assets, `${file}.${coding}`)).size);
    expect([file, bytes]).toEqual([file, copies[0]]);
    expect(copies[0]).toBeLessThan(copies[1]);
  }
});

test('every script the build writes opens with V8’s compile hint, and its source map still finds its code', () => {
  test.skip(test.info().project.name !== 'desktop', 'one look at the build is enough');
  const assets = resolve(__dirname, '..', 'dist', 'assets');
  const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(10);
  for (const file of scripts) {
    const lines = readFileSync(join(assets, file), 'utf8').split('\n');
    expect([file, lines[0]]).toEqual([file, '//# allFunctionsCalledOnLoad']);
    // The map's lines are separated by semicolons: the comments above the code are lines with no mapping.
    const { mappings } = JSON.parse(readFileSync(join(assets, `${file}.map`), 'utf8')) as { mappings: string };
    const codeLine = lines.findIndex((line) => !line.startsWith('//') && !line.startsWith('/*!'));
    expect([file, mappings.match(/^;*/)![0].length]).toEqual([file, codeLine]);
  }
});

test("a payment's result pages are kept by no cache, and their token is nowhere in the page", async ({ request }) => {
  for (const path of ['/payments/success', '/payments/cancel', '/bn/payments/failure']) {
    const response = await request.get(`${path}?invoiceId=INV-7KQ2XMH4TB&token=d3adb33fcafe0042`);
    expect([path, response.status(), response.headers()['cache-control']]).toEqual([path, 200, 'private, no-store']);
    expect([path, (await response.text()).includes('d3adb33fcafe0042')]).toEqual([path, false]);
  }
});

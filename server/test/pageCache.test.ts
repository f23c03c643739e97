// The rendered pages each instance keeps: kept until the data they show changes, rendered once for a burst, within
// their memory bound, and sent as any cache may share them (one CSP by hash, a strong ETag, 304). The pages come from
// a small renderer that, like the real one, reads its data from the API over HTTP: here a product's online stock.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Item } from '@domain/types';
import { buildApp } from '../src/app';
import { ONLINE_LOCATION_ID } from '../src/db/seed';
import { inlineScriptHashes, PageCache, type RenderedPage } from '../src/pageCache';
import { freshPostgresDatabase, listeningPort, onlineOk, onPostgres, order, orderLine, post, search, TEST_ITEMS } from './helpers';

describe('inlineScriptHashes', () => {
  test('hashes each inline script the page runs, once, and no script that only holds data or loads a file', () => {
    const html =
      '<head><script>window.a=1</script><script defer src="/main.js"></script></head><body>' +
      '<script type="application/json" id="shop-state">{"x":1}</script><script type="application/ld+json">{}</script>' +
      '<script>window.a=1</script><script>\nwindow.b=2</script></body>';
    // printf '%s' <body> | openssl dgst -sha256 -binary | base64, for the two bodies.
    expect(inlineScriptHashes(html)).toEqual([
      "'sha256-WpNQcWxgTJamkluTtRGYllok20MyGquJpWh9YXWGA4E='",
      "'sha256-55DB2pAfXmxT3/b3a6EFRWaFx2Yl2KBxOGShSq551FY='",
    ]);
  });
});

describe('PageCache', () => {
  const page = (html: string, more: Partial<RenderedPage> = {}): RenderedPage => ({ status: 200, html, complete: true, ...more });

  test('renders a burst for one address once, keeps it while the version holds, and renders again once it moves', async () => {
    const cache = new PageCache({ maxBytes: 1024 * 1024, keepMs: 60_000 });
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return page(`<p>render ${renders}</p>`);
    };
    const burst = await Promise.all(Array.from({ length: 50 }, () => cache.page('/details?id=1', 1, render)));
    expect(renders).toBe(1);
    expect(new Set(burst.map((p) => p!.etag)).size).toBe(1);
    expect((await cache.page('/details?id=1', 1, render))!.bodies.identity.toString()).toBe('<p>render 1</p>');
    expect(renders).toBe(1);
    expect((await cache.page('/details?id=1', 2, render))!.bodies.identity.toString()).toBe('<p>render 2</p>');
    expect(renders).toBe(2);
  });

  test('keeps no page that shows a shopper’s own data or was rendered without all of it, nor one that could not render', async () => {
    const cache = new PageCache({ maxBytes: 1024 * 1024, keepMs: 60_000 });
    for (const rendered of [page('<p>mine</p>', { private: true }), page('<p>skeletons</p>', { complete: false }), null]) {
      let renders = 0;
      const render = async () => ((renders += 1), rendered);
      await cache.page('/x', 1, render);
      await cache.page('/x', 1, render);
      expect(renders).toBe(2);
    }
    expect(cache.bytes).toBe(0);
  });

  test('stays within its bound: the pages used longest ago go first, and a page larger than the bound is sent, never kept', async () => {
    const cache = new PageCache({ maxBytes: 64 * 1024, keepMs: 60_000 });
    // Random text hardly compresses: each page takes about 3 × 10 KiB.
    const noise = (n: number) => Array.from({ length: n }, () => Math.random().toString(36).slice(2)).join('');
    for (let i = 0; i < 10; i += 1) await cache.page(`/p${i}`, 1, async () => page(noise(1000)));
    expect(cache.bytes).toBeLessThanOrEqual(64 * 1024);
    let renders = 0;
    await cache.page('/p9', 1, async () => ((renders += 1), page('again')));
    expect(renders).toBe(0);
    await cache.page('/p0', 1, async () => ((renders += 1), page('again')));
    expect(renders).toBe(1);
    const huge = await cache.page('/huge', 1, async () => page(noise(20_000)));
    expect(huge!.bodies.identity.length).toBeGreaterThan(64 * 1024);
    expect(cache.bytes).toBeLessThanOrEqual(64 * 1024);
  });

  test('keeps a page no longer than keepMs, even while its version holds', async () => {
    const cache = new PageCache({ maxBytes: 1024 * 1024, keepMs: 30 });
    let renders = 0;
    const render = async () => ((renders += 1), page(`<p>${renders}</p>`));
    await cache.page('/', 1, render);
    await new Promise((resolve) => setTimeout(resolve, 60));
    await cache.page('/', 1, render);
    expect(renders).toBe(2);
  });
});

/** A renderer as the server loads it (dist-server/render.js): it shows the product's online stock, read from the API. */
const STOCK_RENDERER = `
let renders = 0;
exports.renders = () => renders;
exports.renderPage = async ({ url, apiBaseUrl, config }) => {
  renders += 1;
  const id = new URL(url).searchParams.get('id');
  const answer = await fetch(apiBaseUrl + '/api/v2/items?id=' + encodeURIComponent(id), { headers: { 'x-api-key': config.apiKey } });
  const item = await answer.json();
  const stock = item.skus.map((sku) => sku.code + ':' + sku.stocks.filter((s) => s.locationId === '${ONLINE_LOCATION_ID}').reduce((n, s) => n + s.ok, 0));
  return { status: 200, html: '<!doctype html><p id="stock">' + stock.join(',') + '</p><script>window.rendered=' + renders + '</script>', private: false, complete: true };
};`;

interface Shop {
  apps: FastifyInstance[];
  renderer: { renders(): number };
  close(): Promise<void>;
}

/** One instance on SQLite, or two on one PostgreSQL database, serving pages from STOCK_RENDERER, listening on loopback. */
async function startShop(): Promise<Shop> {
  const dir = mkdtempSync(path.join(tmpdir(), 'metal-merch-pages-'));
  const rendererFile = path.join(dir, 'render.js');
  writeFileSync(rendererFile, STOCK_RENDERER);
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Metal Merch</title>');
  const database = onPostgres ? await freshPostgresDatabase() : null;
  const options = {
    dbFile: path.join(dir, 'shop.db'),
    databaseUrl: database?.url,
    seedItems: TEST_ITEMS,
    distDir: dir,
    renderer: rendererFile,
    rateLimits: false as const,
  };
  const apps: FastifyInstance[] = [await buildApp(options)];
  if (database) apps.push(await buildApp(options));
  for (const app of apps) await listeningPort(app);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const renderer = require(rendererFile) as Shop['renderer'];
  return {
    apps,
    renderer,
    async close() {
      await Promise.all(apps.map((app) => app.close()));
      await database?.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

describe(onPostgres ? 'kept pages on two instances of one PostgreSQL database' : 'kept pages on SQLite', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await startShop();
  }, 60_000);
  afterAll(() => shop?.close());

  /** The page over real HTTP, as the renderer reads the API over it: its status, headers and body. */
  async function pageOf(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
    const response = await fetch(`http://127.0.0.1:${await listeningPort(app)}${url}`, {
      headers: { 'accept-encoding': 'identity', ...headers },
    });
    return { statusCode: response.status, headers: Object.fromEntries(response.headers), body: await response.text() };
  }
  const shownStock = (html: string) => /<p id="stock">([^<]*)<\/p>/.exec(html)![1];

  /** An undiscounted product with online stock, not used by an earlier test. */
  const used = new Set<string>();
  async function product(): Promise<{ item: Item; sku: Item['skus'][number] }> {
    const { body } = await search(shop.apps[0], { nonZeroStockOnly: true, ranges: [{ field: 'discount', min: 0, max: 0 }] });
    for (const item of body.list) {
      const sku = item.skus.find((s) => onlineOk(item, s.code, ONLINE_LOCATION_ID) >= 3);
      if (sku && !used.has(item.id)) {
        used.add(item.id);
        return { item, sku };
      }
    }
    throw new Error('no product with stock left');
  }

  test('a stock change committed on one instance is never followed by a kept page with the old figure, on any instance', async () => {
    const { item, sku } = await product();
    const url = `/details?id=${encodeURIComponent(item.id)}`;
    const before = await Promise.all(shop.apps.map((app) => pageOf(app, url)));
    const stock = onlineOk(item, sku.code, ONLINE_LOCATION_ID);
    for (const page of before) expect(shownStock(page.body)).toContain(`${sku.code}:${stock}`);
    const renders = shop.renderer.renders();
    // Kept: asked again, no instance renders.
    for (const [i, app] of shop.apps.entries()) expect((await pageOf(app, url)).body).toBe(before[i].body);
    expect(shop.renderer.renders()).toBe(renders);

    for (let round = 1; round <= 3; round += 1) {
      const placed = await post(shop.apps[round % shop.apps.length], '/api/checkouts', order([orderLine(item, sku, 1)]));
      expect(placed.status).toBe(201);
      for (const app of shop.apps) expect(shownStock((await pageOf(app, url)).body)).toContain(`${sku.code}:${stock - round}`);
    }
  });

  test('a burst of 40 shoppers opening one product renders it once per instance; each gets the same page', async () => {
    const { item } = await product();
    const url = `/details?id=${encodeURIComponent(item.id)}`;
    const renders = shop.renderer.renders();
    const pages = await Promise.all(Array.from({ length: 40 }, (_, i) => pageOf(shop.apps[i % shop.apps.length], url)));
    expect(shop.renderer.renders() - renders).toBe(shop.apps.length);
    for (const page of pages) expect(page.body).toContain('<p id="stock">');
    expect(new Set(pages.map((page) => page.body.replace(/rendered=\d+/, ''))).size).toBe(1);
  });

  test('a kept page is one any cache may share: its CSP allows its scripts by hash, a strong ETag answers 304, bodies go compressed', async () => {
    const { item } = await product();
    const url = `/details?id=${encodeURIComponent(item.id)}`;
    const page = await pageOf(shop.apps[0], url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('public, max-age=0, s-maxage=5, stale-while-revalidate=30');
    expect(page.headers.vary).toBe('cookie, accept-encoding');
    const etag = String(page.headers.etag);
    expect(etag).toMatch(/^"[\w-]{43}"$/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' ${inlineScriptHashes(page.body)[0]}`);
    expect(csp).not.toContain('nonce');

    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await pageOf(shop.apps[0], url, { 'if-none-match': ifNoneMatch });
      expect([ifNoneMatch, again.statusCode, again.body]).toEqual([ifNoneMatch, 304, '']);
      expect(again.headers.etag).toBe(etag);
    }
    expect((await pageOf(shop.apps[0], url, { 'if-none-match': '"other"' })).statusCode).toBe(200);

    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['gzip;q=1, br;q=0', 'gzip'],
    ]) {
      const compressed = await pageOf(shop.apps[0], url, { 'accept-encoding': accept });
      expect([accept, compressed.headers['content-encoding']]).toEqual([accept, encoding]);
      expect(compressed.headers.etag).toBe(etag);
    }
  });
});

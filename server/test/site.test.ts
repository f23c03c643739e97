import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import vm from 'node:vm';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Item } from '@domain/types';
import { contentSecurityPolicy } from '../src/app';
import { ONLINE_LOCATION_ID } from '../src/db/seed';
import { sitemapRoutes } from '../src/routes/sitemap';
import { MAX_URLS_PER_FILE } from '../src/sitemap';
import { allPages, listeningPort, post, search, startTestServer, type TestServer } from './helpers';
import fc from 'fast-check';
import { hostileAddress, leadsOnShop, OFF_SHOP_PATHS, OFF_SHOP_TRICKS } from './redirectTricks';

let server: TestServer;
let bare: TestServer;
const app = () => server.app;
const HASHED = 'main.97fe8885.js';
const SOURCE_MAP = '{"version":3,"sources":["webpack://metal-merch/./src/secret.ts"],"mappings":"AAAA"}';

beforeAll(async () => {
  server = await startTestServer({
    publicSiteOrigin: 'https://shop.example',
    publicApiBaseUrl: 'https://api.shop.example',
    publicImageHost: 'https://cdn.shop.example',
    publicMapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
  });
  const dist = path.join(server.dir, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Metal Merch</title><script src="/config.js"></script>');
  writeFileSync(path.join(dist, 'assets', HASHED), 'console.log("hashed")');
  writeFileSync(path.join(dist, 'assets', `${HASHED}.map`), SOURCE_MAP);
  writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\nDisallow: /cart\n');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  bare = await startTestServer();
});
afterAll(async () => {
  await server.close();
  await bare.close();
});

/** A GET over a real socket, its path sent exactly as given (no client or test tool tidies it). */
async function overHttp(pathAndQuery: string, headers: Record<string, string> = {}) {
  const port = await listeningPort(app());
  return new Promise<{ statusCode: number; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: pathAndQuery, headers }, (response) => {
        response.resume();
        response.on('end', () => resolve({ statusCode: response.statusCode!, headers: response.headers }));
      })
      .on('error', reject);
  });
}

const fetchRaw = (target: typeof app extends () => infer A ? A : never, url: string, headers: Record<string, string> = {}) =>
  target.inject({ method: 'GET', url, headers });

describe('/config.js', () => {
  test('sets window.SHOP_CONFIG as JavaScript, never cached', async () => {
    const response = await fetchRaw(bare.app, '/config.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toMatch(/no-store/);
    const window: { SHOP_CONFIG?: Record<string, unknown> } = {};
    vm.runInNewContext(response.body, { window });
    const stock = await search(bare.app, { size: 1 });
    expect(stock.status).toBe(200);
    expect(window.SHOP_CONFIG).toEqual({
      apiBaseUrl: '',
      apiKey: 'metal-merch-local-key',
      imageHost: '',
      imageWidths: [400, 800, 1200],
      onlineLocationId: ONLINE_LOCATION_ID,
      defaultLocationIds: expect.arrayContaining([ONLINE_LOCATION_ID]),
      mapTileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
      socialLinks: { facebook: '', instagram: '', youtube: '' },
      maxUnitsPerLine: 10,
    });
    expect((window.SHOP_CONFIG!.defaultLocationIds as string[])[0]).toBe(ONLINE_LOCATION_ID);
    expect((window.SHOP_CONFIG!.defaultLocationIds as string[]).length).toBeGreaterThanOrEqual(5);
  });

  test('apiBaseUrl, imageHost and mapTileUrl follow the options (PUBLIC_* in main.ts); the CSP allows that API host', async () => {
    const response = await fetchRaw(app(), '/config.js');
    const window: { SHOP_CONFIG?: Record<string, unknown> } = {};
    vm.runInNewContext(response.body, { window });
    expect(window.SHOP_CONFIG).toMatchObject({
      apiBaseUrl: 'https://api.shop.example',
      imageHost: 'https://cdn.shop.example',
      mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
    });
    expect(response.headers['content-security-policy']).toContain("connect-src 'self' https://api.shop.example");
  });
});

describe('security headers', () => {
  test.each([
    '/config.js',
    '/',
    '/shop?query=x',
    '/images/items/MM-10001/1.svg',
    '/api/v2/items?id=x',
    '/no/such/file.js',
    '/%E0%A4%A',
    '/api/%E0%A4%A',
  ])('%s carries CSP without inline script, nosniff and a referrer policy', async (url) => {
    const response = await fetchRaw(app(), url, { 'x-api-key': 'metal-merch-local-key' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob: https://cdn.shop.example https://tiles.example;");
    expect(csp).not.toMatch(/img-src[^;]*\shttps:(\s|;|$)/);
    expect(csp).toContain("connect-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  test('img-src: this site, the image host and the map tile host only, never any https: host', async () => {
    const imgSrc = (csp: string) => csp.split('; ').find((directive) => directive.startsWith('img-src '));
    const configured = String((await fetchRaw(app(), '/')).headers['content-security-policy']);
    expect(imgSrc(configured)).toBe("img-src 'self' data: blob: https://cdn.shop.example https://tiles.example");
    // The default tiles (Leaflet's {s} subdomains a, b, c) are allowed by a host wildcard.
    const defaults = String((await fetchRaw(bare.app, '/')).headers['content-security-policy']);
    expect(imgSrc(defaults)).toBe("img-src 'self' data: blob: https://*.tile.openstreetmap.org");
    const policy = (options: Parameters<typeof contentSecurityPolicy>[0]) => imgSrc(contentSecurityPolicy(options));
    // No image host: the SPA joins image paths to the API host, so that one is allowed instead (src/app/config.ts imageUrl).
    expect(policy({ publicApiBaseUrl: 'https://api.shop.example/v2' })).toBe(
      "img-src 'self' data: blob: https://api.shop.example https://*.tile.openstreetmap.org",
    );
    expect(
      policy({ publicImageHost: 'http://localhost:9000/', publicMapTileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png' }),
    ).toBe("img-src 'self' data: blob: http://localhost:9000 https://*.tile.openstreetmap.org");
    // A relative template's tiles are 'self' already; a source CSP cannot express never reaches the header.
    for (const template of ['/tiles/{z}/{x}/{y}.png', 'ftp://{s}.tiles.example/{z}', 'https://tiles.example;script-src *']) {
      expect(policy({ publicMapTileUrl: template })).toBe("img-src 'self' data: blob:");
    }
    expect(policy({ publicImageHost: "https://cdn.example;script-src'unsafe-inline'", publicMapTileUrl: '/t/{z}' })).toBe(
      "img-src 'self' data: blob:",
    );
  });

  test('the SPA map tiles from config.js, expanded as Leaflet does, match the img-src', async () => {
    const response = await fetchRaw(bare.app, '/config.js');
    const window: { SHOP_CONFIG?: { mapTileUrl: string } } = {};
    vm.runInNewContext(response.body, { window });
    const sources = String(response.headers['content-security-policy'])
      .split('; ')
      .find((d) => d.startsWith('img-src '))!
      .split(' ')
      .slice(1);
    const allowed = (url: string) =>
      sources.some((source) => {
        const target = new URL(url);
        if (/^https?:$/.test(source)) return target.protocol === source;
        const [, scheme, host] = /^(https?):\/\/([^/:]+)$/.exec(source) ?? [];
        if (!scheme || target.protocol !== `${scheme}:`) return false;
        return host.startsWith('*.') ? target.hostname.endsWith(host.slice(1)) : target.hostname === host;
      });
    for (const s of ['a', 'b', 'c']) {
      expect(allowed(window.SHOP_CONFIG!.mapTileUrl.replace('{s}', s).replace('{z}', '16').replace('{x}', '47').replace('{y}', '28'))).toBe(
        true,
      );
    }
    expect(allowed('https://evil.example/a.png')).toBe(false);
  });

  test('an address the router cannot decode is a 400 with a JSON error', async () => {
    const response = await fetchRaw(app(), '/api/%E0%A4%A');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(JSON.parse(response.body))).toEqual(['error']);
  });
});

describe('images', () => {
  test('item images are SVG silhouettes in the SKU colour with the band name, cached for a year', async () => {
    const item: Item = (await search(app(), { size: 1, query: 'iron maiden' })).body.list[0];
    for (const [n] of item.images.entries()) {
      const response = await fetchRaw(app(), item.images[n]);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(response.body).not.toMatch(/<script|on\w+=/i);
    }
    const first = (await fetchRaw(app(), item.images[0])).body;
    expect(first).toContain('IRON MAIDEN');
    const colour = item.skus.find((s) => s.images?.includes(item.images[0]))!.attributeValues.find((v) => v.optionId === 7)!;
    expect(first).toContain(`fill="${colour.extras!.color}"`);
  });

  test('outlet banners, news and category images exist; unknown images are 404 JSON', async () => {
    for (const url of ['/images/outlets/bashundhara-city.svg', '/images/news/warfaze-legacy.svg', '/images/categories/hoodies.svg']) {
      expect((await fetchRaw(app(), url)).statusCode).toBe(200);
    }
    for (const url of [
      '/images/items/MM-10001/9.svg',
      '/images/items/NOPE/1.svg',
      '/images/outlets/atlantis.svg',
      '/images/news/size-guide.svg',
    ]) {
      const response = await fetchRaw(app(), url);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBeTruthy();
    }
    // A dot-dot path is normalised to /package.json, which is not in dist: the SPA answers, never the project file.
    expect((await fetchRaw(app(), '/images/../package.json')).body).not.toContain('metal-merch-storefront');
    expect((await fetchRaw(app(), '/images/items/MM-10001/1.svg.exe')).statusCode).toBeGreaterThanOrEqual(400);
  });
});

describe('link preview pictures', () => {
  /** A PNG's width and height, from its IHDR chunk. */
  const pngSize = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

  test('every generated picture is also a PNG 1200 px across, drawn from its SVG and cached for a year', async () => {
    const item: Item = (await search(app(), { size: 1, query: 'iron maiden' })).body.list[0];
    for (const url of [
      item.images[0].replace(/\.svg$/, '.png'),
      '/images/news/warfaze-legacy.png',
      '/images/outlets/bashundhara-city.png',
      '/images/categories/hoodies.png',
    ]) {
      const response = await fetchRaw(app(), url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.rawPayload.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      expect(pngSize(response.rawPayload)[0]).toBe(1200);
    }
    // The item pictures are square: the PNG keeps the SVG's shape.
    expect(pngSize((await fetchRaw(app(), item.images[0].replace(/\.svg$/, '.png'))).rawPayload)).toEqual([1200, 1200]);
  });

  test('a PNG comes at each width the config names, for right-sized pictures; other widths are a 400 JSON', async () => {
    const item: Item = (await search(app(), { size: 1 })).body.list[0];
    const png = item.images[0].replace(/\.svg$/, '.png');
    const script = (await fetchRaw(app(), '/config.js')).body;
    expect(script).toMatch(/"imageWidths": \[\s*400,\s*800,\s*1200\s*\]/);
    for (const width of [400, 800, 1200]) expect(pngSize((await fetchRaw(app(), `${png}?w=${width}`)).rawPayload)).toEqual([width, width]);
    expect(pngSize((await fetchRaw(app(), '/images/news/warfaze-legacy.png?w=400')).rawPayload)[0]).toBe(400);
    for (const width of ['123', '0', '-400', '1e9', 'wide', '400&w=800']) {
      const response = await fetchRaw(app(), `${png}?w=${width}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBeTruthy();
    }
    // An SVG is sharp at every width: the same picture, whatever the width asked.
    expect((await fetchRaw(app(), `${item.images[0]}?w=400`)).body).toBe((await fetchRaw(app(), item.images[0])).body);
  });

  test('the PNG of a picture that does not exist is a 404 JSON, and other formats are refused', async () => {
    for (const url of ['/images/items/MM-10001/9.png', '/images/items/NOPE/1.png', '/images/news/size-guide.png']) {
      const response = await fetchRaw(app(), url);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBeTruthy();
    }
    for (const url of ['/images/items/MM-10001/1.jpg', '/images/news/warfaze-legacy.gif', '/images/items/MM-10001/1.png.svg']) {
      expect((await fetchRaw(app(), url)).statusCode).toBeGreaterThanOrEqual(400);
    }
  });
});

describe('the SPA', () => {
  test('a history route answers index.html that no cache keeps (its address may carry a payment token)', async () => {
    const urls = ['/', '/shop?query=metallica', '/details?id=x', '/order/success?invoiceId=INV-1', '/deep/unknown/route'];
    for (const url of [...urls, '/payments/success?invoiceId=INV-1&token=secret', '/bn/payments/cancel?invoiceId=INV-1&token=secret']) {
      const response = await fetchRaw(app(), url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.body).toContain('<title>Metal Merch</title>');
    }
  });

  test('hashed assets are cached for a year, other files revalidate; traversal stays inside dist', async () => {
    const asset = await fetchRaw(app(), `/assets/${HASHED}`);
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("hashed")');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toMatch(/javascript/);
    const favicon = await fetchRaw(app(), '/favicon.svg');
    expect(favicon.headers['cache-control']).toBe('no-cache');
    const escape = await fetchRaw(app(), '/..%2f..%2fshop.db');
    expect(escape.body).not.toContain('SQLite');
    expect(escape.body).toContain('<title>Metal Merch</title>');
  });

  test('source maps are never served: a .map address is a 404 JSON, neither the file nor index.html', async () => {
    // The map is really in dist/ (hidden-source-map writes it for error tracking).
    expect((await fetchRaw(app(), `/assets/${HASHED}`)).statusCode).toBe(200);
    for (const url of [
      `/assets/${HASHED}.map`,
      `/assets/${HASHED}.map?v=1`,
      `/assets/${HASHED}.MAP`,
      `/assets/${HASHED}.map/`,
      `/assets/%6d${HASHED.slice(1)}.%6dap`,
      '/main.abc123.js.map',
    ]) {
      const response = await fetchRaw(app(), url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json().error).toBeTruthy();
      expect(response.body).not.toContain('mappings');
      expect(response.body).not.toContain('<title>Metal Merch</title>');
    }
  });

  test('/api, /images and /gateway never fall back to the SPA', async () => {
    for (const url of ['/api/unknown', '/images/unknown.svg', '/gateway/unknown']) {
      const response = await fetchRaw(app(), url, { 'x-api-key': 'metal-merch-local-key' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json().error).toBeTruthy();
    }
  });

  test('without dist/, GET / says to run npm run build', async () => {
    const response = await fetchRaw(bare.app, '/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('npm run build');
  });
});

describe('the language of the pages', () => {
  test('the switch remembers the choice for a year and opens the same page, query kept, in that language', async () => {
    const toBengali = await fetchRaw(app(), `/language/bn?next=${encodeURIComponent('/shop?query=artcell&page=2')}`);
    expect(toBengali.statusCode).toBe(303);
    expect(toBengali.headers.location).toBe('/bn/shop?query=artcell&page=2');
    expect(toBengali.headers['set-cookie']).toBe('lang=bn; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(toBengali.headers['cache-control']).toBe('no-store');
    const toEnglish = await fetchRaw(app(), `/language/en?next=${encodeURIComponent('/bn/details?id=7')}`);
    expect(toEnglish.headers.location).toBe('/details?id=7');
    expect(toEnglish.headers['set-cookie']).toMatch(/^lang=en;/);
  });

  test('the switch never sends anyone off the shop, and knows only the two languages', async () => {
    for (const next of [...OFF_SHOP_TRICKS, '']) {
      for (const [to, home] of [
        ['en', '/'],
        ['bn', '/bn/'],
      ]) {
        const response = await overHttp(`/language/${to}?next=${encodeURIComponent(next)}`);
        expect([next, response.statusCode, response.headers.location]).toEqual([next, 303, home]);
      }
    }
    const unknown = await fetchRaw(app(), '/language/fr?next=/shop');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBeTruthy();
    expect(unknown.headers['set-cookie']).toBeUndefined();
  });

  test('the switch keeps a Bengali search in the address, escaped, and answers odd addresses with a redirect or a 400, never a 500', async () => {
    const bengali = await fetchRaw(app(), `/language/bn?next=${encodeURIComponent('/shop?query=আর্টসেল')}`);
    expect(bengali.statusCode).toBe(303);
    expect(bengali.headers.location).toBe(`/bn/shop?query=${encodeURIComponent('আর্টসেল')}`);
    const spaced = await fetchRaw(app(), `/language/en?next=${encodeURIComponent('/bn/shop?query=iron maiden&band=a%20b')}`);
    expect(spaced.headers.location).toBe('/shop?query=iron%20maiden&band=a%20b');
    for (const next of ['/shop\r\nSet-Cookie: x=1', '/shop?q=\u0000', '/\u2028x', `/${'a'.repeat(1999)}`, '/shop?query=%E0%A6']) {
      const response = await fetchRaw(app(), `/language/bn?next=${encodeURIComponent(next)}`);
      expect([next, response.statusCode]).toEqual([next, 303]);
      expect(response.headers.location).toMatch(/^\/bn\/[\x21-\x7e]*$/);
    }
    for (const query of [`next=${'a'.repeat(2001)}`, 'next=/a&next=/b', 'next[x]=/a']) {
      const response = await fetchRaw(app(), `/language/bn?${query}`);
      expect([query, response.statusCode]).toEqual([query, query.startsWith('next[') ? 303 : 400]);
    }
  });

  test('a shopper who chose a language is sent to each page in it; pages say they vary by that choice', async () => {
    const english = await fetchRaw(app(), '/details?id=7', { cookie: 'theme=dark; lang=bn' });
    expect(english.statusCode).toBe(302);
    expect(english.headers.location).toBe('/bn/details?id=7');
    expect(english.headers['cache-control']).toBe('private, no-store');
    const home = await fetchRaw(app(), '/', { cookie: 'lang=bn' });
    expect(home.headers.location).toBe('/bn/');
    const back = await fetchRaw(app(), '/bn/shop?query=x', { cookie: 'lang=en' });
    expect(back.headers.location).toBe('/shop?query=x');
    for (const [url, cookie] of [
      ['/bn/shop', 'lang=bn'],
      ['/bn/shop', ''],
      ['/shop', 'lang=en'],
      ['/shop', 'lang=xx'],
    ]) {
      const page = await fetchRaw(app(), url, cookie ? { cookie } : {});
      expect([url, cookie, page.statusCode]).toEqual([url, cookie, 200]);
      expect(page.headers.vary).toBe('cookie');
    }
  });

  test('the chosen language never sends anyone off the shop: each trick in the address goes to the home page', async () => {
    for (const trick of OFF_SHOP_PATHS) {
      for (const [url, cookie, home] of [
        [`/bn${trick}`, 'lang=en', '/'],
        [trick, 'lang=bn', '/bn/'],
      ]) {
        const response = await overHttp(url, { cookie });
        expect([url, cookie, response.statusCode, response.headers.location]).toEqual([url, cookie, 302, home]);
      }
    }
  });

  test('whatever the address or the next page, every Location is one slash and a path that stays on the shop', async () => {
    const origin = 'https://shop.example';
    const onShop = (location: string | undefined) => leadsOnShop(location, origin) || location === '/' || location === '/bn/';
    await fc.assert(
      fc.asyncProperty(hostileAddress, async (address) => {
        const next = await overHttp(`/language/${address.length % 2 ? 'en' : 'bn'}?next=${encodeURIComponent(address)}`);
        expect([next.statusCode, onShop(next.headers.location)]).toEqual([303, true]);
        // As a request's own path: what a client can put in its request line, escaped where HTTP needs it.
        const path = `/bn/${encodeURI(address).replace(/%25/g, '%').replace(/%5C/g, '\\')}`;
        const page = await overHttp(path, { cookie: 'lang=en' });
        expect([page.statusCode < 500, page.statusCode !== 302 || onShop(page.headers.location)]).toEqual([true, true]);
      }),
      { numRuns: 300 },
    );
  });

  test('files are files in either language: the choice never redirects a script or a picture', async () => {
    const asset = await fetchRaw(app(), `/assets/${HASHED}`, { cookie: 'lang=bn' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("hashed")');
  });
});

describe("a product's short address", () => {
  test('/p/CODE sends the shopper on to the product page in the address’s language; an unknown code to its not-found page', async () => {
    const item: Item = (await search(app(), { size: 1, query: 'iron maiden' })).body.list[0];
    for (const [address, page] of [
      [`/p/${item.code}`, `/details?id=${item.id}`],
      [`/bn/p/${item.code}`, `/bn/details?id=${item.id}`],
      ['/p/MM-NO-SUCH', '/details?id=MM-NO-SUCH'],
    ]) {
      const answer = await app().inject({ method: 'GET', url: address });
      expect({ address, status: answer.statusCode, location: answer.headers.location }).toEqual({ address, status: 302, location: page });
    }
  });

  test('anything but a code is no short address', async () => {
    for (const address of ['/p/%2F%2Felsewhere.example', '/p/' + 'A'.repeat(41), '/p/a%20b']) {
      const answer = await app().inject({ method: 'GET', url: address });
      expect({ address, status: answer.statusCode }).toEqual({ address, status: 400 });
    }
  });
});

describe('sitemap.xml and robots.txt', () => {
  const addressesIn = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1].replace(/&amp;/g, '&'));
  /** Each file the index names (by path), with the addresses it lists. */
  async function readSitemap(target: FastifyInstance): Promise<Map<string, string[]>> {
    const index = await fetchRaw(target, '/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = new Map<string, string[]>();
    for (const address of addressesIn(index.body)) {
      expect(address).toMatch(/^https:\/\/shop\.example\/sitemaps\/[a-z]+-\d+\.xml$/);
      const file = await fetchRaw(target, new URL(address).pathname);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(file.body).toContain(
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      );
      files.set(new URL(address).pathname, addressesIn(file.body));
    }
    return files;
  }
  /** An English address and the same page's Bengali one. */
  const bothLanguages = (english: string) => [english, english.replace('https://shop.example/', 'https://shop.example/bn/')];
  /** Every address the sitemap must list, each once: the fixed pages, every article and every product on sale. */
  async function shopAddresses(): Promise<{ products: string[]; articles: string[] }> {
    const { items } = await allPages(app(), { status: 'ACTIVE' }, 100);
    const news = (await post<{ list: { id: string }[]; total: number }>(app(), '/api/news/search', { page: 1, size: 100 })).body.list;
    expect(items.length).toBeGreaterThan(0);
    expect(news.length).toBeGreaterThan(0);
    return {
      products: items.flatMap((item) => bothLanguages(`https://shop.example/details?id=${item.originalId ?? item.id}`)),
      articles: news.flatMap((article) => bothLanguages(`https://shop.example/news/details?id=${encodeURIComponent(article.id)}`)),
    };
  }
  afterEach(() => jest.restoreAllMocks());

  test('the index names its files at the site’s public address; every product on sale and every article is in exactly one', async () => {
    const index = await fetchRaw(app(), '/sitemap.xml');
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.headers['cache-control']).toBe('public, max-age=3600');
    // Each file named with the date its newest address changed.
    expect([...index.body.matchAll(/<sitemap><loc>[^<]+<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod><\/sitemap>/g)]).toHaveLength(2);
    const files = await readSitemap(app());
    expect([...files.keys()]).toEqual(['/sitemaps/pages-1.xml', '/sitemaps/products-1.xml']);
    const listed = [...files.values()].flat();
    const { products, articles } = await shopAddresses();
    for (const address of [
      ...bothLanguages('https://shop.example/'),
      ...bothLanguages('https://shop.example/shop'),
      ...products,
      ...articles,
    ]) {
      expect([address, listed.filter((entry) => entry === address).length]).toEqual([address, 1]);
    }
    // Nothing more: a product taken off sale (INACTIVE) is not listed.
    expect(listed.filter((address) => /^https:\/\/shop\.example\/(bn\/)?details\?/.test(address))).toHaveLength(products.length);
    expect([...files.get('/sitemaps/products-1.xml')!].sort()).toEqual([...products].sort());
    const productFile = (await fetchRaw(app(), '/sitemaps/products-1.xml')).body;
    expect(productFile).toMatch(/<url><loc>[^<]+<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod><xhtml:link /);
    // Each page names itself in both languages, and English for any other.
    const [english, bengali] = products;
    const alternates = (loc: string) =>
      productFile.split('</url>').find((entry) => entry.includes(`<loc>${loc.replace(/&/g, '&amp;')}</loc>`))!;
    for (const entry of [alternates(english), alternates(bengali)]) {
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${english.replace(/&/g, '&amp;')}"/>`);
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="bn" href="${bengali.replace(/&/g, '&amp;')}"/>`);
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${english.replace(/&/g, '&amp;')}"/>`);
    }
  });

  test('no file lists more addresses than the limit: with 7 a file, the same addresses come in numbered files', async () => {
    expect(MAX_URLS_PER_FILE).toBe(50_000);
    const small = Fastify();
    sitemapRoutes(small, app().store, { siteOrigin: 'https://shop.example', urlsPerFile: 7 });
    try {
      const files = await readSitemap(small);
      const { products } = await shopAddresses();
      const productFiles = Math.ceil(products.length / 7);
      expect(productFiles).toBeGreaterThan(2);
      expect([...files.keys()].filter((file) => file.startsWith('/sitemaps/products-'))).toEqual(
        Array.from({ length: productFiles }, (_, n) => `/sitemaps/products-${n + 1}.xml`),
      );
      for (const addresses of files.values()) expect(addresses.length).toBeLessThanOrEqual(7);
      const whole = await readSitemap(app());
      expect([...files.values()].flat()).toEqual([...whole.values()].flat());
    } finally {
      await small.close();
    }
  });

  test.each(['/sitemap.xml', '/sitemaps/products-1.xml'])(
    '%s carries a strong ETag and Last-Modified; asked again with them, it answers 304 with no body',
    async (url) => {
      const first = await fetchRaw(app(), url);
      const etag = String(first.headers.etag);
      const lastModified = String(first.headers['last-modified']);
      expect(etag).toMatch(/^"[^"]+"$/);
      expect(new Date(lastModified).toUTCString()).toBe(lastModified);
      const validators: Record<string, string>[] = [
        { 'if-none-match': etag },
        { 'if-none-match': `"other", ${etag}` },
        { 'if-none-match': '*' },
        { 'if-modified-since': lastModified },
      ];
      for (const headers of validators) {
        const again = await fetchRaw(app(), url, headers);
        expect([headers, again.statusCode]).toEqual([headers, 304]);
        expect(again.body).toBe('');
        expect(again.headers.etag).toBe(etag);
        expect(again.headers['cache-control']).toBe('public, max-age=3600');
      }
      const earlier = new Date(Date.parse(lastModified) - 1000).toUTCString();
      // If-None-Match decides when both are sent.
      const stale: Record<string, string>[] = [
        { 'if-none-match': '"other"' },
        { 'if-modified-since': earlier },
        { 'if-none-match': '"other"', 'if-modified-since': lastModified },
      ];
      for (const headers of stale) {
        const changed = await fetchRaw(app(), url, headers);
        expect([headers, changed.statusCode]).toEqual([headers, 200]);
        expect(changed.body).toBe(first.body);
      }
    },
  );

  test('sent gzipped to a client that takes gzip, with an ETag of its own; plain otherwise', async () => {
    const plain = await fetchRaw(app(), '/sitemaps/products-1.xml');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const zipped = await fetchRaw(app(), '/sitemaps/products-1.xml', { 'accept-encoding': 'br, gzip, deflate' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(zipped.headers.etag).not.toBe(plain.headers.etag);
    expect(
      (await fetchRaw(app(), '/sitemaps/products-1.xml', { 'accept-encoding': 'gzip', 'if-none-match': String(zipped.headers.etag) }))
        .statusCode,
    ).toBe(304);
    expect((await fetchRaw(app(), '/sitemaps/products-1.xml', { 'if-none-match': String(zipped.headers.etag) })).statusCode).toBe(200);
    expect(
      (await fetchRaw(app(), '/sitemaps/products-1.xml', { 'accept-encoding': 'gzip;q=0, br' })).headers['content-encoding'],
    ).toBeUndefined();
  });

  test('an unknown sitemap file is a 404 JSON, a name no file could have a 400 JSON; never the SPA', async () => {
    for (const url of ['/sitemaps/products-999.xml', '/sitemaps/pages-2.xml', '/sitemaps/products-1.xml/more']) {
      const response = await fetchRaw(app(), url);
      expect([url, response.statusCode]).toEqual([url, 404]);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json().error).toBeTruthy();
    }
    for (const url of ['/sitemaps/products-0.xml', '/sitemaps/products-1.xml.gz', '/sitemaps/orders-1.xml', '/sitemaps/..%2fshop.db']) {
      const response = await fetchRaw(app(), url);
      expect([url, response.statusCode]).toEqual([url, 400]);
      expect(response.json().error).toBeTruthy();
    }
  });

  test('built once per catalogue version: more requests read nothing, a new version is built once and served', async () => {
    const first = await fetchRaw(app(), '/sitemaps/products-1.xml');
    const entries = jest.spyOn(app().store, 'sitemapEntries');
    for (const url of ['/sitemap.xml', '/sitemaps/pages-1.xml', '/sitemaps/products-1.xml', '/sitemap.xml'])
      expect((await fetchRaw(app(), url)).statusCode).toBe(200);
    expect(entries).not.toHaveBeenCalled();

    const version = await app().store.sitemapVersion();
    jest.spyOn(app().store, 'sitemapVersion').mockResolvedValue(version + 1);
    const rebuilt = await Promise.all([fetchRaw(app(), '/sitemaps/products-1.xml'), fetchRaw(app(), '/sitemap.xml')]);
    expect(entries).toHaveBeenCalledTimes(1);
    // The same content has the same ETag (on every instance too); Last-Modified moves with the version, so a client
    // holding the old version's date never gets a 304 for the new one.
    expect(rebuilt[0].headers.etag).toBe(first.headers.etag);
    expect(Date.parse(String(rebuilt[0].headers['last-modified']))).toBeGreaterThan(Date.parse(String(first.headers['last-modified'])));
    expect(
      (await fetchRaw(app(), '/sitemaps/products-1.xml', { 'if-modified-since': String(first.headers['last-modified']) })).statusCode,
    ).toBe(200);
    expect(entries).toHaveBeenCalledTimes(1);
  });

  test('robots.txt is the build’s own, naming the sitemap by its absolute address', async () => {
    const built = await fetchRaw(app(), '/robots.txt');
    expect(built.body).toBe('User-agent: *\nDisallow: /cart\n\nSitemap: https://shop.example/sitemap.xml\n');
    const withoutBuild = await fetchRaw(bare.app, '/robots.txt');
    expect(withoutBuild.body).toMatch(/^User-agent: \*[\s\S]*\nSitemap: http:\/\/localhost:\d+\/sitemap.xml\n$/);
  });
});

test('responses are compressed when the client accepts it', async () => {
  const response = await app().inject({
    method: 'POST',
    url: '/api/search/indices/outlet-stock/search',
    headers: { 'x-api-key': 'metal-merch-local-key', 'accept-encoding': 'gzip' },
    payload: { page: 1, size: 20 },
  });
  expect(response.headers['content-encoding']).toBe('gzip');
  const body = JSON.parse(gunzipSync(response.rawPayload).toString('utf8'));
  expect(body.list).toHaveLength(20);
  expect(response.rawPayload.length).toBeLessThan(JSON.stringify(body).length / 4);
});

// One reading of Accept-Encoding for every answer (pages kept compressed, files the compression plugin compresses, the
// sitemaps gzipped once): brotli or gzip only when named with a weight above 0; `*` and unknown codings get the body
// as it is. The nginx recipe keys its cache by the same reading (nginxCache.test.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { contentCoding, namedCodings } from '../src/contentCoding';
import { API_KEY, HASHED_ASSET, OUTLET_STOCK, PACKED_ASSET, startShopWithPages, type TestServer } from './helpers';
import { ACCEPT_ENCODING_SPELLINGS } from './shopPages';

/** Each spelling: the coding of an answer offered in brotli and gzip, and of one offered in gzip only (the sitemaps). */
const EXPECTED: Record<string, [string, string]> = {
  '(none)': ['identity', 'identity'],
  '': ['identity', 'identity'],
  'gzip, *': ['gzip', 'gzip'],
  '*': ['identity', 'identity'],
  'br;q=0': ['identity', 'identity'],
  identity: ['identity', 'identity'],
  'gzip, deflate': ['gzip', 'gzip'],
  'gzip, deflate, br': ['br', 'gzip'],
  br: ['br', 'identity'],
  'BR;Q=0.5': ['br', 'identity'],
  'gzip;q=0, br': ['br', 'identity'],
  'br;q=0.000, gzip;q=0.': ['identity', 'identity'],
  'br;level=1;q=0, gzip': ['gzip', 'gzip'],
  'br, br;q=0': ['identity', 'identity'],
  '*;q=0, gzip': ['gzip', 'gzip'],
  'x-gzip, compress, zstd': ['identity', 'identity'],
  deflate: ['identity', 'identity'],
  'unknown-coding': ['identity', 'identity'],
  ' gzip ;q=1': ['gzip', 'gzip'],
  'gzip;q=abc': ['gzip', 'gzip'],
};
const IMMUTABLE = 'public, max-age=31536000, immutable';
const named = (spelling: string | undefined) => spelling ?? '(none)';

test('the table names every spelling the tests and the bench send', () => {
  expect(ACCEPT_ENCODING_SPELLINGS.map(named).sort()).toEqual(Object.keys(EXPECTED).sort());
});

test.each(ACCEPT_ENCODING_SPELLINGS)('Accept-Encoding %j: brotli or gzip only when named with a weight above 0', (spelling) => {
  const [both, gzipOnly] = EXPECTED[named(spelling)];
  expect(contentCoding(spelling, ['br', 'gzip'])).toBe(both);
  expect(contentCoding(spelling, ['gzip'])).toBe(gzipOnly);
  expect(namedCodings(spelling).length > 0).toBe(both !== 'identity');
});

describe('every answer of the shop goes by that reading', () => {
  let dir: string;
  let shop: TestServer;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'metal-merch-codings-'));
    shop = await startShopWithPages(dir);
  }, 60_000);
  afterAll(async () => {
    await shop.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const answer = async (url: string, spelling: string | undefined) => {
    const response = await shop.app.inject({
      method: url === OUTLET_STOCK ? 'POST' : 'GET',
      url,
      headers: { 'x-api-key': API_KEY, ...(spelling === undefined ? {} : { 'accept-encoding': spelling }) },
      ...(url === OUTLET_STOCK && { payload: { page: 1, size: 20 } }),
    });
    const coding = response.headers['content-encoding'] ?? 'identity';
    const raw = response.rawPayload;
    const body = coding === 'br' ? brotliDecompressSync(raw) : coding === 'gzip' ? gunzipSync(raw) : raw;
    return { coding, raw, body: body.toString(), vary: response.headers.vary, cache: response.headers['cache-control'] };
  };

  test('a file the build compressed goes as the build’s copy, never compressed again on the way', async () => {
    for (const [spelling, coding, copy] of [
      ['br, gzip', 'br', PACKED_ASSET.br],
      ['gzip', 'gzip', PACKED_ASSET.gz],
      [undefined, 'identity', Buffer.from(PACKED_ASSET.text)],
    ] as const) {
      const sent = await answer(`/assets/${PACKED_ASSET.name}`, spelling);
      expect([spelling, sent.coding, sent.raw.equals(copy), sent.vary, sent.cache]).toEqual([
        spelling,
        coding,
        true,
        'accept-encoding',
        IMMUTABLE,
      ]);
    }
    // What the compression plugin would send on the fly (brotli at level 4) differs from the build's copy.
    const onTheFly = brotliCompressSync(PACKED_ASSET.text, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
    expect(onTheFly.equals(PACKED_ASSET.br)).toBe(false);
  });

  test.each(ACCEPT_ENCODING_SPELLINGS)('Accept-Encoding %j: a kept page, a file, an API answer and the sitemap', async (spelling) => {
    const [both, gzipOnly] = EXPECTED[named(spelling)];
    for (const [url, expected] of [
      ['/shop', both],
      [`/assets/${HASHED_ASSET.name}`, both],
      [`/assets/${PACKED_ASSET.name}`, both],
      [OUTLET_STOCK, both],
      ['/sitemap.xml', gzipOnly],
      ['/sitemaps/products-1.xml', gzipOnly],
    ]) {
      const sent = await answer(url, spelling);
      const plain = await answer(url, undefined);
      expect([url, sent.coding, sent.body]).toEqual([url, expected, plain.body]);
      if (url.startsWith('/assets/')) expect([url, sent.cache]).toEqual([url, IMMUTABLE]);
    }
  });
});

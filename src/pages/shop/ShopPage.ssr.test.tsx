/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readConfig } from '../../app/config';
import { renderPage } from '../../render';
import { item } from '../../test/items';

const TEMPLATE = '<!doctype html><html><head><title>Metal Merch</title></head><body><div id="root"></div></body></html>';

/** An API host whose shop search finds 148 products, 20 a page; every other search finds nothing. */
async function apiHost(): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const shop = request.url === '/api/search/indices/outlet-stock/search';
    const body = shop
      ? { list: Array.from({ length: 20 }, (_, i) => item(`p${i}`)), nextPageToken: '2', total: 148 }
      : { list: [], nextPageToken: '', total: 0 };
    request.resume().on('end', () => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describe('the shop rendered on the server', () => {
  let host: { url: string; server: Server };
  beforeAll(async () => {
    host = await apiHost();
  });
  afterAll(() => host.server.close());

  it('says how many products match in the HTML itself, in its live region', async () => {
    const page = await renderPage({
      url: 'http://localhost/shop',
      template: TEMPLATE,
      chunkFiles: {},
      config: readConfig({}),
      apiBaseUrl: host.url,
      timeoutMs: 10_000,
      siteOrigin: 'https://shop.example',
    });
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<p class="listing__count" role="status" aria-live="polite">148 products<\/p>/);
  });
});

/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readConfig } from '../../app/config';
import { renderPage } from '../../render/index';

const TEMPLATE = '<!doctype html><html><head><title>Metal Merch</title></head><body><div id="root"></div></body></html>';
const REAL = 'INV-7KQ2XMH4TB';

/** An API host that knows one invoice, and the calls it was asked. */
async function apiHost(): Promise<{ url: string; server: Server; calls: string[] }> {
  const calls: string[] = [];
  const server = createServer((request, response) => {
    calls.push(`${request.method} ${request.url}`);
    const known = request.url === `/api/checkouts?invoiceId=${REAL}`;
    response
      .writeHead(known ? 200 : 404, { 'content-type': 'application/json' })
      .end(JSON.stringify(known ? { id: REAL } : { error: 'No order with that invoice id.' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, calls };
}

const render = (path: string, apiBaseUrl: string) =>
  renderPage({
    url: `http://localhost${path}`,
    template: TEMPLATE,
    chunkFiles: {},
    config: readConfig({}),
    apiBaseUrl,
    timeoutMs: 5000,
    siteOrigin: 'https://shop.example',
  });

/** What the shopper sees before any script runs, and the state the browser starts from. */
const parts = (html: string) => ({
  shown: html.slice(html.search(/<div id="root"[^>]*>/), html.indexOf('<script id="shop-state"')),
  state: JSON.parse(/<script id="shop-state" type="application\/json">(.*?)<\/script>/.exec(html)![1]),
});

describe('the order success page, rendered on the server', () => {
  let api: Awaited<ReturnType<typeof apiHost>>;
  beforeAll(async () => {
    api = await apiHost();
  });
  afterAll(() => api.server.close());
  beforeEach(() => {
    api.calls.length = 0;
  });

  it('a real invoice: 200, the order placed, and the answer in the state so the browser does not ask again', async () => {
    const page = await render(`/order/success?invoiceId=${REAL}`, api.url);
    const { shown, state } = parts(page.html);
    expect(page.status).toBe(200);
    expect(shown).toContain('Thank You! Your Order Is Placed');
    expect(shown).toContain(REAL);
    expect(state.payments.invoice).toEqual({ id: REAL, status: 'loaded', error: null });
    expect(api.calls).toEqual([`GET /api/checkouts?invoiceId=${REAL}`]);
  });

  it('an unknown invoice: 404, Order Not Found, and never Order Placed, not even in the title', async () => {
    const page = await render('/order/success?invoiceId=INV-MADEUP', api.url);
    const { shown, state } = parts(page.html);
    expect(page.status).toBe(404);
    expect(shown).toContain('Order Not Found');
    expect(page.html).not.toMatch(/order (is )?placed/i);
    expect(state.payments.invoice).toMatchObject({ id: 'INV-MADEUP', status: 'failed', error: { status: 404 } });
  });

  it('an API host that cannot be reached: 200, the page says the invoice could not be checked and offers Try again', async () => {
    const page = await render(`/order/success?invoiceId=${REAL}`, 'http://127.0.0.1:9');
    const { shown } = parts(page.html);
    expect(page.status).toBe(200);
    expect(shown).toContain('Your Order Could Not Be Checked');
    expect(shown).toContain('Try again');
    expect(shown).not.toMatch(/order is placed/i);
  });
});

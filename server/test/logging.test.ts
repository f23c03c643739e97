// What the request log keeps: no payment token from an address, and no error for a shopper who left mid-response.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { ONLINE_LOCATION_ID } from '../src/db/seed';
import { redactedUrl } from '../src/logging';
import { listeningPort, onlineOk, order, post, search, startTestServer, type TestServer } from './helpers';

let server: TestServer;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) lines.push(JSON.parse(line));
  });
  server = await startTestServer({ logger: true, logStream });
  // 16 MB of text that compresses poorly: a response still being compressed and sent when its client leaves.
  server.app.get('/test/long-text', async (_request, reply) => {
    const body = randomBytes(8 * 1024 * 1024).toString('hex');
    return reply.type('text/plain').send(body);
  });
});
afterAll(() => server.close());

test("a payment's token never reaches the log, in the gateway's address or a payment report's", async () => {
  const list = (await search(server.app, { nonZeroStockOnly: true, ranges: [{ field: 'discount', min: 0, max: 0 }] })).body.list;
  const item = list.find((i) => i.skus.some((s) => onlineOk(i, s.code, ONLINE_LOCATION_ID) > 0))!;
  const sku = item.skus.find((s) => onlineOk(item, s.code, ONLINE_LOCATION_ID) > 0)!;
  const placed = await post(
    server.app,
    '/api/checkouts',
    order(
      [
        {
          itemId: item.id,
          skuCode: sku.code,
          price: sku.salesPrice,
          discountedPrice: sku.salesPrice,
          quantity: 1,
          offerId: null,
          offerName: null,
        },
      ],
      { paymentType: 'ONLINE' },
    ),
  );
  expect(placed.status).toBe(201);
  const url = new URL(placed.body.redirectUrl);
  const token = url.searchParams.get('token')!;
  await server.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  await server.app.inject({
    method: 'PATCH',
    url: `/api/checkouts/cancel?invoiceId=${placed.body.id}&token=${token}`,
    headers: { 'x-api-key': 'metal-merch-local-key' },
  });

  const logged = JSON.stringify(lines);
  expect(logged).not.toContain(token);
  const addresses = lines.flatMap((line) => ((line.req as { url?: string })?.url ? [(line.req as { url: string }).url] : []));
  expect(addresses).toContain(`${url.pathname}?token=[redacted]`);
  expect(addresses).toContain(`/api/checkouts/cancel?invoiceId=${placed.body.id}&token=[redacted]`);
});

test('a token never reaches the log inside the language switch’s next page, however often it was escaped', async () => {
  const secret = 'c0ffee0ddba11f00d42';
  const returned = `/payments/success?invoiceId=INV-1&token=${secret}&from=gw`;
  const once = encodeURIComponent(returned);
  const addresses = [
    `/language/bn?next=${once}`,
    `/language/en?next=${encodeURIComponent(`/bn${returned}`)}&x=1`,
    `/language/bn?next=${encodeURIComponent(once)}`,
    `/language/bn?next=${once.replace('token', 'TOKEN')}`,
    `/language/bn?next=/payments/success?invoiceId=INV-1%26token=${secret}`,
  ];
  for (const address of addresses) {
    expect([address, redactedUrl(address)]).toEqual([address, expect.not.stringContaining(secret)]);
    expect([address, redactedUrl(address)]).toEqual([address, expect.stringContaining('invoiceId')]);
  }
  expect(redactedUrl('/shop?query=token&page=2')).toBe('/shop?query=token&page=2');
  const before = lines.length;
  for (const address of addresses) await server.app.inject({ method: 'GET', url: address });
  const logged = JSON.stringify(lines.slice(before));
  expect(logged).toContain('/language/');
  expect(logged).not.toContain(secret);
});

test('a client that leaves in the middle of a brotli response is logged at info, not as an error', async () => {
  const port = await listeningPort(server.app);
  const before = lines.length;
  await new Promise<void>((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/test/long-text', headers: { 'accept-encoding': 'br' } }, (response) => {
      expect(response.headers['content-encoding']).toBe('br');
      response.once('data', () => {
        request.destroy();
        resolve();
      });
    });
    request.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? undefined : reject(error)));
  });
  const closed = (line: Record<string, unknown>) =>
    line.level === 30 && line.msg === 'the client closed the connection before the response ended';
  // The server notices the closed socket on its next write: on a busy machine that can take a while.
  for (let waited = 0; waited < 5000 && !lines.slice(before).some(closed); waited += 50)
    await new Promise((resolve) => setTimeout(resolve, 50));
  const after = lines.slice(before);
  expect(after.filter((line) => (line.level as number) >= 50)).toEqual([]);
  expect(after.some(closed)).toBe(true);
  // Room for 16 MB compressed on a busy machine, and for the 5 s wait above, which jest's default 5 s would cut short.
}, 30_000);

test("a failed server render logs the page's address with its payment token redacted, and sends the client-rendered page", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'metal-merch-render-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  const renderer = path.join(dir, 'render.js');
  writeFileSync(renderer, "exports.renderPage = async () => { throw new Error('the render broke'); };");
  const renderLines: Record<string, unknown>[] = [];
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) renderLines.push(JSON.parse(line));
  });
  const rendering = await startTestServer({ logger: true, logStream, distDir: dir, renderer });
  try {
    const token = randomBytes(12).toString('hex');
    const page = await rendering.app.inject({ method: 'GET', url: `/payments/success?invoiceId=INV-X&token=${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
    const failed = renderLines.filter((line) => line.msg === 'server render failed; sent the client-rendered page');
    expect(failed).toHaveLength(1);
    expect(failed[0].url).toBe('/payments/success?invoiceId=INV-X&token=[redacted]');
    expect(JSON.stringify(renderLines)).not.toContain(token);
  } finally {
    await rendering.close();
  }
});

describe('a proxy the server does not trust', () => {
  const warnings = (logged: Record<string, unknown>[]) =>
    logged.filter((line) => line.level === 40 && String(line.msg).includes('TRUST_PROXY is unset'));

  /** Three requests naming a client in X-Forwarded-For from each peer in turn; what the shop logged. */
  async function shop(trustProxy?: string[], peers = ['127.0.0.1']) {
    const logged: Record<string, unknown>[] = [];
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) logged.push(JSON.parse(line));
    });
    const started = await startTestServer({ logger: true, logStream, trustProxy });
    for (const remoteAddress of peers) {
      for (let n = 0; n < 3; n++) {
        const headers = { 'x-forwarded-for': `203.0.113.${n}` };
        await started.app.inject({ method: 'GET', url: '/robots.txt', headers, remoteAddress });
      }
    }
    await started.close();
    return logged;
  }

  test('without TRUST_PROXY, the first request naming its client in X-Forwarded-For is logged once as a warning', async () => {
    const logged = await shop();
    expect(warnings(logged)).toHaveLength(1);
    expect(warnings(logged)[0].msg).toContain('TRUST_PROXY=loopback');
  });

  test('a client on the internet forging the header first does not use the warning up', async () => {
    expect(warnings(await shop(undefined, ['198.51.100.7', '2001:db8::7']))).toEqual([]);
    expect(warnings(await shop(undefined, ['198.51.100.7', '10.1.2.3']))).toHaveLength(1);
    expect(warnings(await shop(undefined, ['198.51.100.7', '::ffff:192.168.1.2']))).toHaveLength(1);
    // Three shops started and stopped in turn, each on a fresh PostgreSQL database in CI's second run.
  }, 30_000);

  test('with TRUST_PROXY, nothing is said', async () => {
    expect(warnings(await shop(['loopback']))).toEqual([]);
  });
});

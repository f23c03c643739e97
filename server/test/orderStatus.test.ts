// The staff move orders through their statuses (src/domain/orderStatus.ts) with the admin token: every allowed and
// refused move, the units given back exactly once, and hostile bodies. Both backends run it (TEST_DATABASE_URL).
import { ONLINE_LOCATION_ID } from '../src/db/seed';
import type { Item, Sku } from '@domain/types';
import { ADMIN_TOKEN, AS_ADMIN, call, get, onlineOk, order, orderLine, post, search, startTestServer, type TestServer } from './helpers';

const WINDOW_MS = 30 * 60 * 1000;
let clock = Date.UTC(2026, 10, 27, 10, 0);
let server: TestServer;
let item: Item;
let sku: Sku;
const app = () => server.app;

beforeAll(async () => {
  server = await startTestServer({ adminToken: ADMIN_TOKEN, now: () => clock, paymentWindowMs: WINDOW_MS });
});
afterAll(() => server.close());

/** Each test orders a SKU no test before it used, the one with the most units: delivered and packed orders keep theirs. */
const used = new Set<string>();
async function useFreshSku() {
  const list = (await search(app(), { nonZeroStockOnly: true, ranges: [{ field: 'discount', min: 0, max: 0 }] })).body.list;
  const skus = list.flatMap((i) => i.skus.map((s) => ({ i, s, units: onlineOk(i, s.code, ONLINE_LOCATION_ID) })));
  ({ i: item, s: sku } = skus.filter(({ s }) => !used.has(s.code)).reduce((best, next) => (next.units > best.units ? next : best)));
  used.add(sku.code);
}
beforeEach(useFreshSku);

const stock = async () => onlineOk((await get<Item>(app(), `/api/v2/items?id=${item.id}`)).body, sku.code, ONLINE_LOCATION_ID);
const line = (quantity = 1) => orderLine(item, sku, quantity);
async function place(payload = order([line(1)])): Promise<{ id: string; gatewayPath?: string }> {
  const answer = await post(app(), '/api/checkouts', payload);
  expect(answer.status).toBe(201);
  const gateway = answer.body.redirectUrl ? new URL(answer.body.redirectUrl) : null;
  return { id: answer.body.id, ...(gateway && { gatewayPath: `${gateway.pathname}${gateway.search}` }) };
}
const move = (invoiceId: string, body: Record<string, unknown>, headers: Record<string, string> = AS_ADMIN) =>
  call(app(), { method: 'PATCH', url: `/api/admin/orders/${invoiceId}/status`, payload: body, headers });
const SHIPPED = {
  status: 'SHIPPED',
  courier: 'Pathao Courier',
  trackingNumber: 'PX-2211-884',
  trackingUrl: 'https://courier.example/t/PX-2211-884',
};

async function moveThrough(invoiceId: string, statuses: Record<string, unknown>[]) {
  for (const body of statuses) {
    clock += 60_000;
    const answer = await move(invoiceId, body);
    expect({ to: body.status, status: answer.status }).toEqual({ to: body.status, status: 200 });
  }
}

describe('the staff move a cash order on', () => {
  test('PLACED → CONFIRMED → PACKED → SHIPPED (courier, tracking) → DELIVERED, each move kept with its time', async () => {
    const before = await stock();
    const placed = await place();
    const confirmedAt = clock + 60_000;
    await moveThrough(placed.id, [{ status: 'CONFIRMED', note: 'Called the shopper:\naddress confirmed' }, { status: 'PACKED' }, SHIPPED]);
    await moveThrough(placed.id, [{ status: 'DELIVERED' }]);

    const shown = await call(app(), { method: 'GET', url: `/api/admin/orders/${placed.id}`, headers: AS_ADMIN });
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({
      invoiceId: placed.id,
      status: 'DELIVERED',
      shipment: { courier: 'Pathao Courier', trackingNumber: 'PX-2211-884', trackingUrl: 'https://courier.example/t/PX-2211-884' },
    });
    expect(shown.body.events).toEqual([
      { status: 'CONFIRMED', at: confirmedAt, note: 'Called the shopper:\naddress confirmed' },
      { status: 'PACKED', at: confirmedAt + 60_000, note: '' },
      { status: 'SHIPPED', at: confirmedAt + 120_000, note: '' },
      { status: 'DELIVERED', at: confirmedAt + 180_000, note: '' },
    ]);
    expect(shown.body).not.toHaveProperty('gatewayToken');
    // Delivered units stay sold.
    expect(await stock()).toBe(before - 1);
  });

  test('CANCELLED before it ships gives its units back once; a second cancel is 409 and changes nothing', async () => {
    for (const path of [[], [{ status: 'CONFIRMED' }], [{ status: 'CONFIRMED' }, { status: 'PACKED' }]]) {
      const before = await stock();
      const placed = await place();
      await moveThrough(placed.id, path);
      expect(await stock()).toBe(before - 1);
      const cancelled = await move(placed.id, { status: 'CANCELLED', note: 'Shopper asked by phone' });
      expect(cancelled.status).toBe(200);
      expect(cancelled.body).toMatchObject({ status: 'CANCELLED', paymentStatus: 'CANCELLED', stockReleased: true });
      expect(await stock()).toBe(before);
      const again = await move(placed.id, { status: 'CANCELLED' });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ error: 'An order that is CANCELLED cannot become CANCELLED.', status: 'CANCELLED' });
      expect(await stock()).toBe(before);
    }
  });

  test('RETURNED after it shipped or was delivered gives its units back once', async () => {
    for (const path of [
      [{ status: 'CONFIRMED' }, { status: 'PACKED' }, SHIPPED],
      [{ status: 'CONFIRMED' }, { status: 'PACKED' }, SHIPPED, { status: 'DELIVERED' }],
    ]) {
      const before = await stock();
      const placed = await place();
      await moveThrough(placed.id, path);
      expect((await move(placed.id, { status: 'RETURNED' })).body).toMatchObject({ status: 'RETURNED', stockReleased: true });
      expect(await stock()).toBe(before);
      expect((await move(placed.id, { status: 'RETURNED' })).status).toBe(409);
      expect(await stock()).toBe(before);
    }
  });

  test.each([
    [[], 'PACKED'],
    [[], 'SHIPPED'],
    [[], 'DELIVERED'],
    [[], 'RETURNED'],
    [[], 'PLACED'],
    [[{ status: 'CONFIRMED' }], 'PLACED'],
    [[{ status: 'CONFIRMED' }, { status: 'PACKED' }, SHIPPED], 'CANCELLED'],
    [[{ status: 'CONFIRMED' }, { status: 'PACKED' }, SHIPPED, { status: 'DELIVERED' }], 'SHIPPED'],
  ])('after %j a move to %s is 409 and changes nothing', async (path, to) => {
    const placed = await place();
    await moveThrough(placed.id, path as Record<string, unknown>[]);
    const before = (await app().store.findOrder(placed.id))!;
    const units = await stock();
    const answer = await move(placed.id, to === 'SHIPPED' ? SHIPPED : { status: to });
    expect(answer.status).toBe(409);
    expect(answer.body.error).toBe(`An order that is ${before.status} cannot become ${to}.`);
    expect(await app().store.findOrder(placed.id)).toEqual(before);
    expect(await stock()).toBe(units);
  });

  test('a confirmed cash order no longer counts against the shopper’s 3 open cash orders', async () => {
    const payload = (k: number) => ({ ...order([line(1)], { note: `cap ${k}` }), info: { ...order([]).info, mobile: '01819000111' } });
    const first = await place(payload(0));
    await place(payload(1));
    await place(payload(2));
    expect((await post(app(), '/api/checkouts', payload(3))).status).toBe(429);
    await moveThrough(first.id, [{ status: 'CONFIRMED' }]);
    expect((await post(app(), '/api/checkouts', payload(4))).status).toBe(201);
  });
});

describe('online orders', () => {
  const online = () => place(order([line(1)], { paymentType: 'ONLINE' }));
  const pay = (path: string) =>
    app().inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay&method=card',
    });

  test('are confirmed only once paid', async () => {
    const placed = await online();
    const refused = await move(placed.id, { status: 'CONFIRMED' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: 'An online order moves on only once it is paid.', paymentStatus: 'PENDING' });
    expect((await pay(placed.gatewayPath!)).statusCode).toBe(303);
    expect((await move(placed.id, { status: 'CONFIRMED' })).body).toMatchObject({ status: 'CONFIRMED', paymentStatus: 'PAID' });
  });

  test('an unpaid one cancelled by the staff gives its units back once, and the gateway then takes no payment', async () => {
    const before = await stock();
    const placed = await online();
    expect((await move(placed.id, { status: 'CANCELLED' })).body).toMatchObject({ status: 'CANCELLED', paymentStatus: 'CANCELLED' });
    expect(await stock()).toBe(before);
    expect((await pay(placed.gatewayPath!)).statusCode).toBe(409);
    expect(await app().store.expireOverdueOrders(clock + WINDOW_MS)).toEqual([]);
    expect(await stock()).toBe(before);
  });

  test('one whose window has closed expires on the staff move: only a cancel is taken, and no unit comes back twice', async () => {
    const before = await stock();
    const placed = await online();
    clock += WINDOW_MS;
    const confirm = await move(placed.id, { status: 'CONFIRMED' });
    expect(confirm.status).toBe(409);
    expect(confirm.body).toMatchObject({ paymentStatus: 'EXPIRED', status: 'PLACED' });
    expect(confirm.body.error).toMatch(/time to pay ran out/);
    expect(await stock()).toBe(before);
    expect((await move(placed.id, { status: 'CANCELLED' })).body).toMatchObject({ status: 'CANCELLED', paymentStatus: 'EXPIRED' });
    expect(await stock()).toBe(before);
  });

  test('a cancel racing the expiry sweep and a payment: one outcome, units back once', async () => {
    for (let round = 0; round < 5; round++) {
      const before = await stock();
      const placed = await online();
      clock += WINDOW_MS;
      const [cancelled] = await Promise.all([
        move(placed.id, { status: 'CANCELLED' }),
        app().store.expireOverdueOrders(clock),
        pay(placed.gatewayPath!),
      ]);
      expect(cancelled.status).toBe(200);
      const stored = (await app().store.findOrder(placed.id))!;
      expect(stored).toMatchObject({ status: 'CANCELLED', paymentStatus: 'EXPIRED', stockReleased: true });
      expect(await stock()).toBe(before);
    }
  });
});

describe('the staff list', () => {
  test('orders of one status, newest first, a page at a time', async () => {
    const placed = [await place(), await place(), await place()];
    for (const { id } of placed) await moveThrough(id, [{ status: 'CONFIRMED' }, { status: 'PACKED' }]);
    const page = await call(app(), { method: 'GET', url: '/api/admin/orders?status=PACKED&size=2', headers: AS_ADMIN });
    expect(page.status).toBe(200);
    expect(page.body.list.map((o: { invoiceId: string }) => o.invoiceId)).toEqual([placed[2].id, placed[1].id]);
    expect(page.body.nextPageToken).toBe('2');
    expect(page.body.list.every((o: { status: string }) => o.status === 'PACKED')).toBe(true);
    const all = await call(app(), { method: 'GET', url: '/api/admin/orders?size=1', headers: AS_ADMIN });
    expect(all.body.total).toBeGreaterThan(page.body.total);
  });
});

describe('hostile and mistaken calls get a 4xx JSON answer and change nothing', () => {
  let invoiceId = '';
  beforeAll(async () => {
    await useFreshSku();
    invoiceId = (await place()).id;
    await moveThrough(invoiceId, [{ status: 'CONFIRMED' }, { status: 'PACKED' }]);
  });

  test.each<[string, Record<string, string>]>([
    ['no token', {}],
    ['the public API key as a token', { authorization: 'Bearer metal-merch-local-key' }],
    ['a wrong token', { authorization: `Bearer ${ADMIN_TOKEN.replace(/.$/, 'x')}` }],
    ['another scheme', { authorization: `Basic ${ADMIN_TOKEN}` }],
  ])('%s: 403', async (_, headers) => {
    expect((await move(invoiceId, SHIPPED, headers)).status).toBe(403);
    expect((await call(app(), { method: 'GET', url: '/api/admin/orders', headers })).status).toBe(403);
    expect((await app().store.findOrder(invoiceId))!.status).toBe('PACKED');
  });

  test.each<[string, unknown, number]>([
    ['an unknown status', { status: 'LOST' }, 400],
    ['a status in lower case', { status: 'shipped' }, 400],
    ['SHIPPED without a tracking number', { status: 'SHIPPED', courier: 'Pathao' }, 400],
    ['SHIPPED without a courier', { status: 'SHIPPED', trackingNumber: 'PX-1' }, 400],
    ['a javascript: tracking URL', { ...SHIPPED, trackingUrl: 'javascript:alert(1)' }, 400],
    ['an http tracking URL', { ...SHIPPED, trackingUrl: 'http://courier.example/t/1' }, 400],
    ['a tracking URL with a password', { ...SHIPPED, trackingUrl: 'https://a:b@courier.example/t/1' }, 400],
    ['a tracking URL that is not one', { ...SHIPPED, trackingUrl: 'courier tracking page' }, 400],
    ['a NUL byte in the courier', { ...SHIPPED, courier: 'Pathao\u0000' }, 400],
    ['a bidi override in the courier', { ...SHIPPED, courier: 'Pathao \u202eCourier' }, 400],
    [
      'a tracking URL that outgrows 300 characters once escaped',
      { ...SHIPPED, trackingUrl: `https://courier.example/${'ট'.repeat(60)}` },
      400,
    ],
    ['a tracking number with markup', { ...SHIPPED, trackingNumber: '<b>1</b>' }, 400],
    ['a huge note', { status: 'CANCELLED', note: 'x'.repeat(501) }, 400],
    ['a note with control characters', { status: 'CANCELLED', note: 'ok\u001b[2J' }, 400],
    ['a note with a C1 control character', { status: 'CANCELLED', note: 'ok\u009b2J' }, 400],
    ['a note with a bidi override', { status: 'CANCELLED', note: 'Refund \u202e00.005 TDB' }, 400],
    ['a note with a bidi isolate', { status: 'CANCELLED', note: 'Called\nno answer \u2067x\u2069' }, 400],
    ...['\u200e', '\u200f', '\u061c', '\u2028', '\u2029'].map((mark): [string, object, number] => [
      `a note and a courier with U+${mark.charCodeAt(0).toString(16).padStart(4, '0')}`,
      { ...SHIPPED, courier: `Pathao${mark}`, note: `Called${mark}` },
      400,
    ]),
    ['courier details on another move', { status: 'CANCELLED', courier: 'Pathao' }, 400],
    ['no status', { note: 'hello' }, 400],
    ['not an object', ['CANCELLED'], 400],
  ])('%s: %i', async (_, body, status) => {
    const answer = await call(app(), {
      method: 'PATCH',
      url: `/api/admin/orders/${invoiceId}/status`,
      payload: body as object,
      headers: AS_ADMIN,
    });
    expect(answer.status).toBe(status);
    expect(typeof answer.body.error).toBe('string');
    const stored = (await app().store.findOrder(invoiceId))!;
    expect(stored.status).toBe('PACKED');
    expect(stored.shipment).toBeNull();
  });

  test.each([
    ['an invoice that does not exist', '/api/admin/orders/INV-NOSUCHORDER/status', 404],
    ['an invoice id that is not one', '/api/admin/orders/..%2F..%2Fetc/status', 400],
    ['an overlong invoice id', `/api/admin/orders/INV-${'A'.repeat(60)}/status`, 400],
  ])('%s: %i', async (_, url, status) => {
    const answer = await call(app(), { method: 'PATCH', url, payload: { status: 'CANCELLED' }, headers: AS_ADMIN });
    expect(answer.status).toBe(status);
    expect(typeof answer.body.error).toBe('string');
  });

  test.each([
    '/api/admin/orders?status=LOST',
    '/api/admin/orders?size=500',
    '/api/admin/orders?size=51',
    '/api/admin/orders?page=0',
    '/api/admin/orders?page=1e3',
  ])('%s: 400', async (url) => {
    const answer = await call(app(), { method: 'GET', url, headers: AS_ADMIN });
    expect(answer.status).toBe(400);
    expect(typeof answer.body.error).toBe('string');
  });
});

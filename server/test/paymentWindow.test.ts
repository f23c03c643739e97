// Stock held by orders nobody pays or means: an online order expires when its payment window closes (units back once,
// every later report a 409 naming EXPIRED), and one device or one mobile number holds at most 3 open orders of a kind.
// An injected clock moves time; both backends run it (TEST_DATABASE_URL).
import type { Item, OrderPayload, Sku } from '@domain/types';
import { ONLINE_LOCATION_ID } from '../src/db/seed';
import {
  API_KEY,
  fullPriceInStock,
  get,
  onlineOk,
  order,
  orderLine,
  patch,
  post,
  startTestServer,
  storedRows,
  type TestServer,
} from './helpers';

const WINDOW_MS = 30 * 60 * 1000;
let clock = Date.UTC(2026, 10, 24, 10, 0);
let server: TestServer;
let item: Item;
let sku: Sku;
const app = () => server.app;

beforeAll(async () => {
  server = await startTestServer({ now: () => clock, paymentWindowMs: WINDOW_MS });
  const list = await fullPriceInStock(app());
  // The SKU with the most units online: these tests hold many orders open at once.
  const skus = list.flatMap((i) => i.skus.map((s) => ({ i, s, units: onlineOk(i, s.code, ONLINE_LOCATION_ID) })));
  ({ i: item, s: sku } = skus.reduce((best, next) => (next.units > best.units ? next : best)));
});

/** Each test starts with every earlier test's online orders past their window and expired. */
beforeEach(async () => {
  clock += WINDOW_MS;
  await app().store.expireOverdueOrders(clock);
});
afterAll(() => server.close());

const stock = async (target = app()) =>
  onlineOk((await get<Item>(target, `/api/v2/items?id=${item.id}`)).body, sku.code, ONLINE_LOCATION_ID);
const line = (quantity = 1) => orderLine(item, sku, quantity);

interface Placed {
  id: string;
  path: string;
  token: string;
}
async function placeOnline(payload = order([line(2)], { paymentType: 'ONLINE' }), device?: string, target = app()): Promise<Placed> {
  const answer = await post<{ id: string; redirectUrl: string }>(
    target,
    '/api/checkouts',
    payload,
    device ? { 'x-device-id': device } : {},
  );
  expect(answer.status).toBe(201);
  const url = new URL(answer.body.redirectUrl);
  return { id: answer.body.id, path: `${url.pathname}${url.search}`, token: url.searchParams.get('token')! };
}
const report = (action: 'confirm' | 'cancel' | 'failure', placed: Placed) =>
  patch(app(), `/api/checkouts/${action}?${new URLSearchParams({ invoiceId: placed.id, token: placed.token })}`);
const submit = (placed: Placed, form: string) =>
  app().inject({ method: 'POST', url: placed.path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form });
const statusOf = async (placed: Placed) => (await app().store.findOrder(placed.id))!.paymentStatus;

describe('an online order left unpaid', () => {
  test('until its window closes expires: units back once, the gateway offers no Pay, every later report is 409 EXPIRED', async () => {
    const before = await stock();
    const placed = await placeOnline();
    expect(await stock()).toBe(before - 2);

    // A minute before the deadline it can still be paid for: the page says how long is left.
    clock += WINDOW_MS - 60_000;
    const open = await app().inject({ method: 'GET', url: placed.path });
    expect(open.body).toContain('Time left to pay: 1 minute.');
    expect(open.body).toContain('value="pay"');

    clock += 60_000;
    const closed = await app().inject({ method: 'GET', url: placed.path });
    expect(closed.statusCode).toBe(200);
    expect(closed.body).toContain('The time to pay for this order is over. Nothing was charged');
    expect(closed.body).not.toContain('value="pay"');
    expect(await statusOf(placed)).toBe('EXPIRED');
    expect(await stock()).toBe(before);

    const pay = await submit(placed, 'action=pay&method=card');
    expect(pay.statusCode).toBe(409);
    expect(pay.body).toContain('The time to pay for this order is over');
    for (const action of ['confirm', 'cancel', 'failure'] as const) {
      const answer = await report(action, placed);
      expect({ action, status: answer.status, paymentStatus: answer.body.paymentStatus }).toEqual({
        action,
        status: 409,
        paymentStatus: 'EXPIRED',
      });
      expect(answer.body.error).toMatch(/time to pay for invoice .* ran out/);
    }
    // Nothing of that released the units a second time.
    expect(await app().store.expireOverdueOrders(clock)).toEqual([]);
    expect(await stock()).toBe(before);
  });

  test('a report that arrives after the deadline, before any sweep, expires the order and is refused: no payment after the window', async () => {
    const before = await stock();
    const placed = await placeOnline();
    clock += WINDOW_MS;
    const confirm = await submit(placed, 'action=pay&method=mobile');
    expect(confirm.statusCode).toBe(409);
    expect(await statusOf(placed)).toBe('EXPIRED');
    expect(await stock()).toBe(before);
  });

  test('the sweep expires every overdue order once, and leaves paid, cancelled, cash and in-window orders alone', async () => {
    const before = await stock();
    const overdue = [await placeOnline(), await placeOnline()];
    const paid = await placeOnline();
    expect((await submit(paid, 'action=pay&method=card')).statusCode).toBe(303);
    const cancelled = await placeOnline();
    expect((await report('cancel', cancelled)).status).toBe(202);
    const cash = await post(app(), '/api/checkouts', order([line(1)]));
    expect(cash.status).toBe(201);
    clock += WINDOW_MS - 1;
    const fresh = await placeOnline();
    clock += 1;

    const [first, second] = await Promise.all([app().store.expireOverdueOrders(clock), app().store.expireOverdueOrders(clock)]);
    expect([...first, ...second].sort()).toEqual(overdue.map((o) => o.id).sort());
    expect(await statusOf(paid)).toBe('PAID');
    expect(await statusOf(cancelled)).toBe('CANCELLED');
    expect(await statusOf(fresh)).toBe('PENDING');
    expect((await app().store.findOrder(cash.body.id))!.paymentStatus).toBe('PENDING');
    // Held now: the paid order's 2 units, the cash order's 1, the fresh order's 2.
    expect(await stock()).toBe(before - 5);
  });

  test('paying a moment before the deadline while the sweep runs a moment after it: exactly one wins, and the stock agrees', async () => {
    for (let round = 0; round < 6; round++) {
      const before = await stock();
      const placed = await placeOnline();
      clock += WINDOW_MS;
      const deadline = clock;
      const [payment] = await Promise.all([
        app().store.movePayment(placed.id, { kind: 'pay', method: 'card' }, deadline - 1),
        app().store.expireOverdueOrders(deadline),
      ]);
      const status = await statusOf(placed);
      expect(['PAID', 'EXPIRED']).toContain(status);
      expect(payment.kind === 'done' ? 'PAID' : 'EXPIRED').toBe(status);
      expect(await stock()).toBe(status === 'PAID' ? before - 2 : before);
    }
  });

  test('an order whose window closed while the server was down expires at start', async () => {
    const before = await stock();
    const placed = await placeOnline();
    clock += WINDOW_MS + 5 * 60_000;
    await server.restart({ now: () => clock, paymentWindowMs: WINDOW_MS });
    // The start's sweep runs beside the first requests: wait for it, without any report or gateway visit.
    for (let waited = 0; (await statusOf(placed)) !== 'EXPIRED'; waited += 20) {
      if (waited > 5000) throw new Error('the order did not expire at start');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await stock()).toBe(before);
  });

  test('the server sweeps on its own: with a real clock and a short window, an abandoned order expires with no request', async () => {
    const quick = await startTestServer({ paymentWindowMs: 600 });
    try {
      const target = quick.app;
      const before = await stock(target);
      const placed = await placeOnline(order([line(2)], { paymentType: 'ONLINE' }), undefined, target);
      expect(await stock(target)).toBe(before - 2);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const [row] = await storedRows<{ payment_status: string; stock_released: number }>(
        quick,
        'SELECT payment_status, stock_released FROM orders WHERE invoice_id = ?',
        [placed.id],
      );
      expect(row).toEqual({ payment_status: 'EXPIRED', stock_released: 1 });
      expect(await stock(target)).toBe(before);
    } finally {
      await quick.close();
    }
  });
});

describe('open orders per device and per mobile number', () => {
  const mobile = (n: number) => `0181${String(n).padStart(7, '0')}`;
  const withMobile = (payload: OrderPayload, number: string): OrderPayload => ({ ...payload, info: { ...payload.info, mobile: number } });

  test('a device holds at most 3 unpaid online orders; one paid, or one expired, makes room', async () => {
    const placed = [];
    for (let k = 0; k < 3; k++) placed.push(await placeOnline(order([line(1)], { paymentType: 'ONLINE', note: `try ${k}` }), 'one-phone'));
    const fourth = await post(app(), '/api/checkouts', order([line(1)], { paymentType: 'ONLINE', note: 'try 3' }), {
      'x-device-id': 'one-phone',
    });
    expect(fourth.status).toBe(429);
    expect(fourth.body.error).toMatch(/already have 3 online orders waiting for payment/);
    // Cash on delivery is counted apart.
    expect((await post(app(), '/api/checkouts', order([line(1)]), { 'x-device-id': 'one-phone' })).status).toBe(201);

    expect((await submit(placed[0], 'action=pay&method=card')).statusCode).toBe(303);
    expect(
      (await post(app(), '/api/checkouts', order([line(1)], { paymentType: 'ONLINE', note: 'try 4' }), { 'x-device-id': 'one-phone' }))
        .status,
    ).toBe(201);
    expect(
      (await post(app(), '/api/checkouts', order([line(1)], { paymentType: 'ONLINE', note: 'try 5' }), { 'x-device-id': 'one-phone' }))
        .status,
    ).toBe(429);
    clock += WINDOW_MS;
    expect(
      (await post(app(), '/api/checkouts', order([line(1)], { paymentType: 'ONLINE', note: 'try 6' }), { 'x-device-id': 'one-phone' }))
        .status,
    ).toBe(201);
  });

  test('a mobile number holds at most 3 unconfirmed cash orders of the last 24 hours, from any device', async () => {
    const number = mobile(1);
    for (let k = 0; k < 3; k++)
      expect((await post(app(), '/api/checkouts', withMobile(order([line(1)]), number), { 'x-device-id': `phone-${k}` })).status).toBe(201);
    const fourth = await post(app(), '/api/checkouts', withMobile(order([line(1)]), `+88${number}`), { 'x-device-id': 'phone-9' });
    expect(fourth.status).toBe(429);
    expect(fourth.body.error).toMatch(/3 cash-on-delivery orders from the last 24 hours/);
    // Paying online is still open to that number.
    expect(
      (await post(app(), '/api/checkouts', withMobile(order([line(1)], { paymentType: 'ONLINE' }), number), { 'x-device-id': 'phone-9' }))
        .status,
    ).toBe(201);
    clock += 24 * 60 * 60 * 1000;
    expect((await post(app(), '/api/checkouts', withMobile(order([line(1)]), number), { 'x-device-id': 'phone-9' })).status).toBe(201);
  });

  test('a mobile number holds at most 3 unpaid online orders, from any device', async () => {
    const number = mobile(2);
    for (let k = 0; k < 3; k++) {
      const sent = await post(
        app(),
        '/api/checkouts',
        withMobile(order([line(1)], { paymentType: 'ONLINE', note: `online ${k}` }), number),
        {
          'x-device-id': `tablet-${k}`,
        },
      );
      expect(sent.status).toBe(201);
    }
    const fourth = await post(app(), '/api/checkouts', withMobile(order([line(1)], { paymentType: 'ONLINE', note: 'online 3' }), number), {
      'x-device-id': 'tablet-9',
    });
    expect(fourth.status).toBe(429);
    expect(fourth.body.error).toMatch(/already have 3 online orders waiting for payment/);
  });

  test('a client address is not capped: shoppers behind one carrier address, naming no device, each order', async () => {
    const sent = [];
    for (let k = 0; k < 5; k++) {
      const payload = withMobile(order([line(1)]), mobile(100 + k));
      payload.info.deviceId = '';
      sent.push(
        await app().inject({
          method: 'POST',
          url: '/api/checkouts',
          payload,
          remoteAddress: '10.20.30.40',
          headers: { 'x-api-key': API_KEY, 'content-type': 'application/json' },
        }),
      );
    }
    expect(sent.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
  });

  test('10 orders from one device at once: exactly 3 are taken', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, k) =>
        post(app(), '/api/checkouts', order([line(1)], { paymentType: 'ONLINE', note: `burst ${k}` }), { 'x-device-id': 'burst-phone' }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 429, 429, 429, 429, 429, 429, 429]);
  });

  test('a device holds at most 3 unconfirmed cash orders, whatever number each names', async () => {
    for (let k = 0; k < 3; k++)
      expect(
        (await post(app(), '/api/checkouts', withMobile(order([line(1)]), mobile(200 + k)), { 'x-device-id': 'shared-phone' })).status,
      ).toBe(201);
    const fourth = await post(app(), '/api/checkouts', withMobile(order([line(1)]), mobile(299)), { 'x-device-id': 'shared-phone' });
    expect(fourth.status).toBe(429);
    expect(fourth.body.error).toMatch(/3 cash-on-delivery orders from the last 24 hours/);
  });
});

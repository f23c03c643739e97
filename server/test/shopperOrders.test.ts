// A shopper's own order after checkout: Pay now opens a fresh gateway session for an online order still inside its
// payment window, and an order nobody at the shop has taken up can be cancelled, its units back once. Asked with the
// invoice id and the mobile number (as tracking), or signed in as the order's owner. Both backends run it.
import { ONLINE_LOCATION_ID } from '../src/db/seed';
import type { Item, Sku } from '@domain/types';
import {
  AS_ADMIN,
  ADMIN_TOKEN,
  call,
  get,
  onlineOk,
  order,
  orderLine,
  patch,
  post,
  search,
  startTestServer,
  type TestServer,
} from './helpers';

const WINDOW_MS = 30 * 60 * 1000;
let clock = Date.UTC(2026, 10, 28, 10, 0);
let server: TestServer;
let item: Item;
let sku: Sku;
const app = () => server.app;

beforeAll(async () => {
  server = await startTestServer({ adminToken: ADMIN_TOKEN, now: () => clock, paymentWindowMs: WINDOW_MS });
  const list = (await search(app(), { nonZeroStockOnly: true, ranges: [{ field: 'discount', min: 0, max: 0 }] })).body.list;
  const skus = list.flatMap((i) => i.skus.map((s) => ({ i, s, units: onlineOk(i, s.code, ONLINE_LOCATION_ID) })));
  ({ i: item, s: sku } = skus.reduce((best, next) => (next.units > best.units ? next : best)));
});
// Each test starts with the earlier tests' online orders expired, so the caps on open orders never get in the way.
beforeEach(async () => {
  clock += WINDOW_MS;
  await app().store.expireOverdueOrders(clock);
});
afterAll(() => server.close());

const stock = async () => onlineOk((await get<Item>(app(), `/api/v2/items?id=${item.id}`)).body, sku.code, ONLINE_LOCATION_ID);

interface Placed {
  id: string;
  mobile: string;
  /** The gateway address's path, for an online order. */
  gatewayPath: string | null;
}
async function place(paymentType: 'ONLINE' | 'CASH_ON_DELIVERY', mobile?: string): Promise<Placed> {
  const payload = order([orderLine(item, sku, 2)], { paymentType });
  if (mobile) payload.info = { ...payload.info, mobile };
  const answer = await post(app(), '/api/checkouts', payload);
  expect(answer.status).toBe(201);
  const gateway = answer.body.redirectUrl ? new URL(answer.body.redirectUrl) : null;
  return { id: answer.body.id, mobile: payload.info.mobile, gatewayPath: gateway && `${gateway.pathname}${gateway.search}` };
}
const pathOf = (url: string) => `${new URL(url).pathname}${new URL(url).search}`;
const payNow = (body: Record<string, unknown>, headers: Record<string, string> = {}) => post(app(), '/api/orders/pay', body, headers);
const cancel = (body: Record<string, unknown>, headers: Record<string, string> = {}) => post(app(), '/api/orders/cancel', body, headers);
const gatewayForm = (path: string, form = 'action=pay&method=card') =>
  app().inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form });
const stored = async (placed: Placed) => (await app().store.findOrder(placed.id))!;

describe('Pay now', () => {
  test('a fresh gateway session for a waiting online order: the old page stops paying, the new one pays once', async () => {
    const placed = await place('ONLINE');
    const answer = await payNow({ invoiceId: placed.id, mobile: placed.mobile });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const fresh = pathOf(answer.body.redirectUrl);
    expect(fresh).not.toBe(placed.gatewayPath);
    expect(answer.body.order).toMatchObject({
      invoiceId: placed.id,
      paymentStatus: 'PENDING',
      payBy: (await stored(placed)).createdAt + WINDOW_MS,
    });

    expect((await app().inject({ method: 'GET', url: placed.gatewayPath! })).statusCode).toBe(404);
    expect((await gatewayForm(placed.gatewayPath!)).statusCode).toBe(404);
    const paid = await gatewayForm(fresh);
    expect(paid.statusCode).toBe(303);
    // Back to the shop's own return address, carrying the new session's token, which confirms the payment.
    const back = new URL(paid.headers.location as string);
    expect(back.pathname).toBe('/payments/success');
    const token = new URL(answer.body.redirectUrl).searchParams.get('token')!;
    expect(back.searchParams.get('token')).toBe(token);
    expect((await patch(app(), `/api/checkouts/confirm?invoiceId=${placed.id}&token=${token}`)).status).toBe(202);

    const again = await payNow({ invoiceId: placed.id, mobile: placed.mobile });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ kind: 'notPayable', order: { paymentStatus: 'PAID', payBy: null } });
    expect(again.body.error).toMatch(/paid already/);
  });

  test('the typed invoice and number as tracking reads them; a wrong number or unknown invoice is the same 404', async () => {
    const placed = await place('ONLINE');
    const typed = await payNow({ invoiceId: ` ${placed.id.toLowerCase()} `, mobile: `+88${placed.mobile}` });
    expect(typed.status).toBe(200);
    const wrong = await payNow({ invoiceId: placed.id, mobile: '01799999999' });
    const unknown = await payNow({ invoiceId: 'INV-NOPE', mobile: placed.mobile });
    expect([wrong.status, unknown.status]).toEqual([404, 404]);
    expect(wrong.body).toEqual(unknown.body);
    expect((await payNow({ invoiceId: placed.id })).status).toBe(401);
    expect((await payNow({ invoiceId: placed.id, mobile: 12 })).status).toBe(400);
  });

  test('a cash order, an expired order and a cancelled payment answer 409, nothing changed', async () => {
    const cash = await place('CASH_ON_DELIVERY');
    const refused = await payNow({ invoiceId: cash.id, mobile: cash.mobile });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/cash on delivery/);

    const before = await stock();
    const late = await place('ONLINE');
    clock += WINDOW_MS;
    const expired = await payNow({ invoiceId: late.id, mobile: late.mobile });
    expect(expired.status).toBe(409);
    expect(expired.body).toMatchObject({ kind: 'notPayable', order: { paymentStatus: 'EXPIRED', payBy: null } });
    expect(await stock()).toBe(before);

    const dropped = await place('ONLINE');
    expect((await gatewayForm(dropped.gatewayPath!, 'action=cancel')).statusCode).toBe(303);
    const cancelled = await payNow({ invoiceId: dropped.id, mobile: dropped.mobile });
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.order.paymentStatus).toBe('CANCELLED');
  });

  test('Pay now racing the expiry sweep at the deadline: expired, units back once, no session handed out', async () => {
    for (let round = 0; round < 4; round++) {
      const before = await stock();
      const placed = await place('ONLINE');
      clock += WINDOW_MS;
      const [answer] = await Promise.all([payNow({ invoiceId: placed.id, mobile: placed.mobile }), app().store.expireOverdueOrders(clock)]);
      expect(answer.status).toBe(409);
      expect(await stored(placed)).toMatchObject({ paymentStatus: 'EXPIRED', stockReleased: true });
      expect(await stock()).toBe(before);
    }
  });

  test('two taps at once: each answers a session, only the last one written can pay, and it pays once', async () => {
    const before = await stock();
    const placed = await place('ONLINE');
    const answers = await Promise.all([1, 2].map(() => payNow({ invoiceId: placed.id, mobile: placed.mobile })));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const paths = answers.map((a) => pathOf(a.body.redirectUrl));
    const outcomes = await Promise.all(paths.map((path) => gatewayForm(path)));
    expect(outcomes.map((o) => o.statusCode).sort()).toEqual([303, 404]);
    expect(await stored(placed)).toMatchObject({ paymentStatus: 'PAID' });
    expect(await stock()).toBe(before - 2);
  });
});

describe("the shopper's cancel", () => {
  test('a cash order the shop has not confirmed: CANCELLED, units back once, a second cancel is 409', async () => {
    const before = await stock();
    const placed = await place('CASH_ON_DELIVERY');
    expect(await stock()).toBe(before - 2);
    const answer = await cancel({ invoiceId: placed.id, mobile: placed.mobile });
    expect(answer.status).toBe(200);
    expect(answer.body.order).toMatchObject({ status: 'CANCELLED', paymentStatus: 'CANCELLED' });
    expect(await stock()).toBe(before);
    const again = await cancel({ invoiceId: placed.id, mobile: placed.mobile });
    expect(again.status).toBe(409);
    expect(again.body.kind).toBe('notCancellable');
    expect(await stock()).toBe(before);
  });

  test('a wrong number cancels nothing; a confirmed or a paid order is 409', async () => {
    const before = await stock();
    const placed = await place('CASH_ON_DELIVERY');
    expect((await cancel({ invoiceId: placed.id, mobile: '01799999999' })).status).toBe(404);
    expect(
      (
        await call(app(), {
          method: 'PATCH',
          url: `/api/admin/orders/${placed.id}/status`,
          payload: { status: 'CONFIRMED' },
          headers: AS_ADMIN,
        })
      ).status,
    ).toBe(200);
    const confirmed = await cancel({ invoiceId: placed.id, mobile: placed.mobile });
    expect(confirmed.status).toBe(409);
    expect(confirmed.body.order.status).toBe('CONFIRMED');
    expect(await stock()).toBe(before - 2);

    const online = await place('ONLINE');
    expect((await gatewayForm(online.gatewayPath!)).statusCode).toBe(303);
    expect((await cancel({ invoiceId: online.id, mobile: online.mobile })).status).toBe(409);
  });

  test('an online order still waiting for its payment can be cancelled: its units go back at once', async () => {
    const before = await stock();
    const placed = await place('ONLINE');
    const answer = await cancel({ invoiceId: placed.id, mobile: placed.mobile });
    expect(answer.body.order).toMatchObject({ status: 'CANCELLED', paymentStatus: 'CANCELLED', payBy: null });
    expect(await stock()).toBe(before);
    expect((await gatewayForm(placed.gatewayPath!)).statusCode).toBe(409);
  });

  test('racing a staff confirm: exactly one of the two wins, units back only if the cancel did', async () => {
    for (let round = 0; round < 6; round++) {
      const before = await stock();
      const placed = await place('CASH_ON_DELIVERY');
      const [cancelled, confirmed] = await Promise.all([
        cancel({ invoiceId: placed.id, mobile: placed.mobile }),
        call(app(), { method: 'PATCH', url: `/api/admin/orders/${placed.id}/status`, payload: { status: 'CONFIRMED' }, headers: AS_ADMIN }),
      ]);
      expect([cancelled.status, confirmed.status].sort()).toEqual([200, 409]);
      const after = await stored(placed);
      if (cancelled.status === 200) {
        expect(after.status).toBe('CANCELLED');
        expect(await stock()).toBe(before);
      } else {
        expect(after.status).toBe('CONFIRMED');
        expect(await stock()).toBe(before - 2);
      }
    }
  });
});

describe("the order's signed-in owner", () => {
  async function signInByCode(mobile: string): Promise<string> {
    expect((await post(app(), '/api/sessions/otp', { mobile })).status).toBe(202);
    const inbox = await call(app(), { method: 'GET', url: '/sandbox/sms', headers: { accept: 'application/json' } });
    const text = (inbox.body.messages as { mobile: string; text: string }[]).find((m) => m.mobile === mobile)?.text ?? '';
    const verified = await post(app(), '/api/sessions/otp/verify', { mobile, code: /\b(\d{6})\b/.exec(text)?.[1] });
    expect(verified.status).toBe(200);
    return verified.body.token;
  }

  test('pays and cancels without typing the number; another account gets the 404 of an unknown order', async () => {
    const mine = await place('ONLINE', '01755500001');
    const cash = await place('CASH_ON_DELIVERY', '01755500001');
    const token = await signInByCode('01755500001');
    expect((await payNow({ invoiceId: mine.id }, { 'x-auth-token': token })).status).toBe(200);
    expect((await cancel({ invoiceId: cash.id }, { 'x-auth-token': token })).status).toBe(200);

    const other = await signInByCode('01755500002');
    expect((await payNow({ invoiceId: mine.id }, { 'x-auth-token': other })).status).toBe(404);
    expect((await cancel({ invoiceId: mine.id }, { 'x-auth-token': other })).status).toBe(404);
    expect((await stored(mine)).paymentStatus).toBe('PENDING');
  });
});

describe('the cap on waiting orders', () => {
  test('says which cap in a machine-readable kind', async () => {
    const mobile = '01755500077';
    for (let k = 0; k < 3; k++) await place('ONLINE', mobile);
    const payload = order([orderLine(item, sku, 1)], { paymentType: 'ONLINE' });
    payload.info = { ...payload.info, mobile };
    const fourth = await post(app(), '/api/checkouts', payload);
    expect(fourth.status).toBe(429);
    expect(fourth.body).toMatchObject({ limit: 'openOrders', paymentType: 'ONLINE', orders: 3 });
  });
});

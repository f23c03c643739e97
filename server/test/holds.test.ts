// What an order may take off sale, bound by what a client cannot mint at will: the units of one SKU over all the
// order's lines; the units that orders of numbers no code proved hold per client address; a code that places one
// order; a copy of an order that answers only to whoever placed it. On SQLite and on PostgreSQL alike.
import type { FastifyInstance } from 'fastify';
import type { Item, OrderPayload } from '@domain/types';
import { DEFAULT_UNVERIFIED_HOLD_UNITS_PER_ADDRESS } from '../src/config';
import { DEFAULT_PAYMENT_WINDOW_MS } from '../src/db/payments';
import { ONLINE_LOCATION_ID } from '../src/db/seed';
import { AS_ADMIN, ADMIN_TOKEN, call, onlineOk, order, orderLine, search, startTestServer, storedRows, type TestServer } from './helpers';

const BOUND = DEFAULT_UNVERIFIED_HOLD_UNITS_PER_ADDRESS;
let clock = Date.UTC(2026, 10, 28, 9, 0, 0);
let server: TestServer;
/** A shop whose cash orders confirm their number with a code (COD_VERIFY=on). */
let verifying: TestServer;
const app = () => server.app;
beforeAll(async () => {
  const options = { now: () => clock, unverifiedHoldUnitsPerAddress: BOUND, adminToken: ADMIN_TOKEN };
  [server, verifying] = await Promise.all([startTestServer(options), startTestServer({ ...options, codVerify: true })]);
});
afterAll(() => Promise.all([server.close(), verifying.close()]));

let addresses = 0;
/** A client address of its own for each test, so one test's holds do not reach the next. */
const newAddress = () => `10.41.${Math.floor(++addresses / 250)}.${addresses % 250}`;
let numbers = 0;
const madeUpNumber = () => `0191${String(++numbers).padStart(7, '0')}`;

/** An order sent from `address` naming `device`, as `token`'s shopper when given. */
const place = (payload: OrderPayload, address: string, device: string, token?: string, target: FastifyInstance = app()) =>
  call(target, {
    method: 'POST',
    url: '/api/checkouts',
    payload,
    remoteAddress: address,
    headers: { 'x-device-id': device, ...(token && { 'x-auth-token': token }) },
  });

/** SKUs the online warehouse has at least `units` of, each on one line of that many units, none used twice in this file. */
let taken = 0;
async function stockedLines(count: number, units: number): Promise<OrderPayload['items']> {
  const list = (await search(app(), { nonZeroStockOnly: true, ranges: [{ field: 'discount', min: 0, max: 0 }], size: 100 })).body.list;
  const lines = list.flatMap((item: Item) =>
    item.skus.filter((sku) => onlineOk(item, sku.code, ONLINE_LOCATION_ID) >= units).map((sku) => orderLine(item, sku, units)),
  );
  taken += count;
  if (lines.length < taken) throw new Error('not enough stocked SKUs for these tests');
  return lines.slice(taken - count, taken);
}

/** An order of `lines` under a made-up number, to be paid as given. */
const fromMadeUpNumber = (lines: OrderPayload['items'], paymentType: 'ONLINE' | 'CASH_ON_DELIVERY' = 'CASH_ON_DELIVERY') => {
  const payload = order(lines, { paymentType });
  payload.info = { ...payload.info, mobile: madeUpNumber(), paymentType };
  return payload;
};

/** The code the shop sends to `mobile` (read from the SMS sandbox). */
async function sendCode(mobile: string, target: FastifyInstance): Promise<string> {
  const sent = await call(target, { method: 'POST', url: '/api/sessions/otp', payload: { mobile }, remoteAddress: newAddress() });
  expect(sent.status).toBe(202);
  const inbox = await call(target, { method: 'GET', url: '/sandbox/sms', headers: { accept: 'application/json' } });
  const message = (inbox.body.messages as { mobile: string; text: string }[]).find((m) => m.mobile === mobile);
  return /\b(\d{6})\b/.exec(message?.text ?? '')?.[1] ?? 'no code';
}

/** A session signed in by a code sent to `mobile`, from `address`. */
async function codeSession(mobile: string, address: string, target: FastifyInstance) {
  const code = await sendCode(mobile, target);
  const session = await call(target, {
    method: 'POST',
    url: '/api/sessions/otp/verify',
    payload: { mobile, code },
    remoteAddress: address,
  });
  expect(session.status).toBe(200);
  return session.body as { token: string; customer: { id: string } };
}

const heldUnits = async (address: string, on = server) =>
  Number(
    (
      await storedRows<{ n: number }>(
        on,
        `SELECT COALESCE(SUM(l.reserved), 0) AS n FROM orders o JOIN order_lines l ON l.invoice_id = o.invoice_id
         WHERE o.client_address = ? AND o.stock_released = 0 AND o.payment_status = 'PENDING'`,
        [address],
      )
    )[0].n,
  );

describe('the per-order bound counts the units of one SKU over all its lines', () => {
  test('three lines of 10 of one SKU: 400 naming the SKU, nothing reserved', async () => {
    const [line] = await stockedLines(1, 10);
    const address = newAddress();
    const split = await place(fromMadeUpNumber([line, line, line]), address, 'split-device');
    expect(split.status).toBe(400);
    expect(split.body.error).toBe(`${line.skuCode}: at most 10 units of one item per order; got 30 over 3 lines.`);
    expect(await heldUnits(address)).toBe(0);
    const [a, b] = [5, 5].map((quantity) => ({ ...line, quantity }));
    expect((await place(fromMadeUpNumber([a, b]), address, 'split-device')).status).toBe(201);
  });
});

describe(`orders of unproven numbers hold at most ${BOUND} units per client address`, () => {
  test('5 orders from one address with 5 made-up numbers and devices stop at the bound; another address is unaffected', async () => {
    const lines = await stockedLines(6, 6);
    const address = newAddress();
    const answers = [];
    for (const [k, line] of lines.slice(0, 5).entries())
      answers.push(await place(fromMadeUpNumber([line], k % 2 ? 'ONLINE' : 'CASH_ON_DELIVERY'), address, `made-up-${k}`));
    // 6 + 6 + 6 = 18 held; a fourth order of 6 would pass 20.
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 429, 429]);
    expect(answers[3].body).toEqual({
      error: `Orders placed from your internet connection already hold as many items as they may (${BOUND}) until they are paid for or confirmed. Pay for an order you placed, or try again later.`,
      limit: 'address',
      units: BOUND,
    });
    expect(await heldUnits(address)).toBe(18);
    // What still fits under the bound goes through; a pre-order of a SKU the warehouse lacks would hold nothing.
    expect((await place(fromMadeUpNumber([{ ...lines[5], quantity: 2 }]), address, 'made-up-5')).status).toBe(201);
    expect((await place(fromMadeUpNumber([{ ...lines[5], quantity: 1 }]), address, 'made-up-6')).status).toBe(429);

    const other = newAddress();
    expect((await place(fromMadeUpNumber([lines[4]]), other, 'made-up-4')).status).toBe(201);
    expect(await heldUnits(other)).toBe(6);
  });

  test('units come back into the allowance when an order is cancelled or its time to pay runs out', async () => {
    const [online, cash, later, probe] = await stockedLines(4, 10);
    const one = { ...probe, quantity: 1 };
    const address = newAddress();
    const unpaid = await place(fromMadeUpNumber([online], 'ONLINE'), address, 'back-1');
    const unconfirmed = await place(fromMadeUpNumber([cash]), address, 'back-2');
    expect([unpaid.status, unconfirmed.status]).toEqual([201, 201]);
    expect((await place(fromMadeUpNumber([one]), address, 'back-3')).status).toBe(429);

    const cancelled = await call(app(), {
      method: 'PATCH',
      url: `/api/admin/orders/${unconfirmed.body.id}/status`,
      payload: { status: 'CANCELLED', note: 'Shopper asked by phone' },
      headers: AS_ADMIN,
    });
    expect(cancelled.status).toBe(200);
    expect((await place(fromMadeUpNumber([later]), address, 'back-4')).status).toBe(201);
    expect((await place(fromMadeUpNumber([one]), address, 'back-5')).status).toBe(429);

    // The online order's time to pay runs out: it holds nothing from then on, so 10 more fit.
    clock += DEFAULT_PAYMENT_WINDOW_MS + 1;
    expect((await place(fromMadeUpNumber([cash]), address, 'back-6')).status).toBe(201);
    expect((await place(fromMadeUpNumber([one]), address, 'back-7')).status).toBe(429);
  });

  test('an order whose number a code proved (at checkout, or by a code session) is not counted against the address', async () => {
    const lines = await stockedLines(5, 10);
    const address = newAddress();
    const target = verifying.app;
    // With COD_VERIFY=on cash orders prove their number; online ones of unproven numbers fill the address's allowance.
    const full = await place(fromMadeUpNumber([lines[0], lines[1]], 'ONLINE'), address, 'proved-0', undefined, target);
    expect(full.status).toBe(201);

    const byCode = fromMadeUpNumber([lines[2]]);
    byCode.verificationCode = await sendCode(byCode.info.mobile, target);
    expect((await place(byCode, address, 'proved-1', undefined, target)).status).toBe(201);

    const mobile = madeUpNumber();
    const session = await codeSession(mobile, address, target);
    const bySession = order([lines[3]], { paymentType: 'ONLINE', customerId: session.customer.id });
    bySession.info = { ...bySession.info, mobile, paymentType: 'ONLINE' };
    expect((await place(bySession, address, 'proved-2', session.token, target)).status).toBe(201);

    // The address's unverified orders still hold their 20: an unproven number's order is refused.
    expect((await place(fromMadeUpNumber([{ ...lines[4], quantity: 1 }], 'ONLINE'), address, 'proved-3', undefined, target)).status).toBe(
      429,
    );
    expect(await heldUnits(address, verifying)).toBe(40);
    const rows = await storedRows<{ number_verified: number }>(
      verifying,
      'SELECT number_verified FROM orders WHERE client_address = ? ORDER BY seq',
      [address],
    );
    expect(rows.map((row) => Number(row.number_verified))).toEqual([0, 1, 1]);
  });
});

describe('a code confirms one order', () => {
  test('three concurrent cash orders with one code: exactly one is placed, the others are asked for a new code', async () => {
    const lines = await stockedLines(3, 1);
    const mobile = madeUpNumber();
    const code = await sendCode(mobile, verifying.app);
    const payloads = lines.map((line, k) => {
      const payload = order([{ ...line, quantity: 1 }], { verificationCode: code, note: `concurrent ${k}` });
      payload.info = { ...payload.info, mobile };
      return payload;
    });
    const answers = await Promise.all(
      payloads.map((payload, k) => place(payload, newAddress(), `one-code-${k}`, undefined, verifying.app)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 403, 403]);
    for (const refused of answers.filter((answer) => answer.status === 403)) expect(refused.body.verification).toBe('required');
    const placed = await storedRows<{ n: number }>(verifying, 'SELECT COUNT(*) AS n FROM orders WHERE mobile = ?', [mobile]);
    expect(Number(placed[0].n)).toBe(1);
  });
});

describe('a copy of an order answers only to whoever placed it', () => {
  test('the same device and intent from another address gets a new order, never the first invoice or its payment address', async () => {
    const [line] = await stockedLines(1, 3);
    const payload = fromMadeUpNumber([{ ...line, quantity: 1 }], 'ONLINE');
    const address = newAddress();
    const first = await place(payload, address, 'copied-device');
    expect(first.status).toBe(201);
    expect((await place(payload, address, 'copied-device')).body).toEqual(first.body);

    const replay = await place(payload, newAddress(), 'copied-device');
    expect(replay.status).toBe(201);
    expect(replay.body.id).not.toBe(first.body.id);
    expect(replay.body.redirectUrl).not.toBe(first.body.redirectUrl);
    expect(JSON.stringify(replay.body)).not.toContain(new URL(first.body.redirectUrl).searchParams.get('token'));
  });

  test("a replay with another shopper's session joins nothing to that account; the placing shopper's own copy answers anywhere", async () => {
    const [line] = await stockedLines(1, 3);
    const address = newAddress();
    const guest = fromMadeUpNumber([{ ...line, quantity: 1 }], 'ONLINE');
    const first = await place(guest, address, 'guest-device');
    expect(first.status).toBe(201);

    const mobile = madeUpNumber();
    const session = await codeSession(mobile, address, app());
    const replay = await place(guest, address, 'guest-device', session.token);
    expect(replay.body.id).toBe(first.body.id);
    const mine = await call(app(), { method: 'GET', url: '/api/account/orders', headers: { 'x-auth-token': session.token } });
    expect(mine.status).toBe(200);
    expect((mine.body.list as { invoiceId: string }[]).map((o) => o.invoiceId)).not.toContain(first.body.id);

    // The signed-in shopper's order, sent again from another address with their session, is the same order.
    const own = order([{ ...line, quantity: 1 }], { paymentType: 'ONLINE', customerId: session.customer.id });
    own.info = { ...own.info, mobile, paymentType: 'ONLINE' };
    const placed = await place(own, address, 'owner-device', session.token);
    const again = await place(own, newAddress(), 'owner-device', session.token);
    expect(placed.status).toBe(201);
    expect(again.body).toEqual(placed.body);
  });
});

describe('the address bound counts what still holds stock', () => {
  test('unconfirmed cash orders older than a day still count until the staff cancel one', async () => {
    const [first, second, probe] = await stockedLines(3, 10);
    const address = newAddress();
    const placed = [];
    for (const [k, line] of [first, second].entries()) placed.push(await place(fromMadeUpNumber([line]), address, `aged-${k}`));
    expect(placed.map((answer) => answer.status)).toEqual([201, 201]);
    clock += 25 * 60 * 60 * 1000;
    expect(await heldUnits(address)).toBe(BOUND);
    expect((await place(fromMadeUpNumber([{ ...probe, quantity: 1 }]), address, 'aged-2')).status).toBe(429);

    const cancelled = await call(app(), {
      method: 'PATCH',
      url: `/api/admin/orders/${placed[0].body.id}/status`,
      payload: { status: 'CANCELLED', note: 'Nobody answered the phone' },
      headers: AS_ADMIN,
    });
    expect(cancelled.status).toBe(200);
    expect((await place(fromMadeUpNumber([probe]), address, 'aged-3')).status).toBe(201);
  });

  test('the addresses of one IPv6 /64 share one bound, however they are spelt', async () => {
    const [first, second, probe] = await stockedLines(3, 10);
    const placed = [
      await place(fromMadeUpNumber([first]), '2001:db8:41:99::1', 'v6-0'),
      await place(fromMadeUpNumber([second], 'ONLINE'), '2001:0db8:41:99:0:0:0:2', 'v6-1'),
      await place(fromMadeUpNumber([{ ...probe, quantity: 1 }]), '2001:db8:41:99:ffff::3', 'v6-2'),
    ];
    expect(placed.map((answer) => answer.status)).toEqual([201, 201, 429]);
    expect(await heldUnits('2001:db8:41:99::/64')).toBe(BOUND);
    expect((await place(fromMadeUpNumber([{ ...probe, quantity: 1 }]), '2001:db8:41:9a::1', 'v6-3')).status).toBe(201);
  });
});

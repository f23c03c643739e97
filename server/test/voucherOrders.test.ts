// Orders with a promo code: the server decides the code inside the order's transaction by the rule the SPA's summary
// uses (src/domain/voucher.ts and cartTotals.ts), whatever discount the client says; refuses a code that does not apply
// with a 409 naming why and writes nothing; and counts a code's uses under its lock, so racing shoppers never use it
// more often than the staff allow. Both backends (TEST_DATABASE_URL).
import fc from 'fast-check';
import { checkoutTotals } from '@domain/cartTotals';
import type { Item, OrderPayload } from '@domain/types';
import { isVoucherRefusal, voucherDiscount, type VoucherTerms } from '@domain/voucher';
import { ONLINE_LOCATION_ID } from '../src/db/seed';
import {
  ADMIN_TOKEN,
  AS_ADMIN,
  call,
  fullPriceInStock,
  onlineOk,
  order,
  orderLine,
  post,
  startTestServer,
  storedRows,
  storeRows,
  type TestServer,
} from './helpers';

const HOUR = 60 * 60 * 1000;
let clock = Date.UTC(2026, 11, 1, 8);
const iso = (ms: number) => new Date(ms).toISOString();

let server: TestServer;
const app = () => server.app;
let codes = 0;
/** A code of its own for each test, so that none sees another's uses. */
const newCode = (prefix = 'ORDER') => `${prefix}-${++codes}`;

type Line = OrderPayload['items'][number];
/** Full-price items with units online, and a line of one unit of each of their SKUs that has 10 or more. */
let stocked: { item: Item; line: Line }[];
/** Each test's own SKU, from the start of the list, so that no test runs out of another's units. */
let own = -1;
const aLine = () => stocked[own].line;
/** Lines of SKUs no test has as its own: the list's last ones. */
const spareLines = (count: number) => stocked.slice(-count).map(({ line }) => line);

beforeAll(async () => {
  server = await startTestServer({ adminToken: ADMIN_TOKEN, now: () => clock });
  stocked = (await fullPriceInStock(app())).flatMap((item) =>
    item.skus.filter((sku) => onlineOk(item, sku.code, ONLINE_LOCATION_ID) >= 10).map((sku) => ({ item, line: orderLine(item, sku) })),
  );
  expect(stocked.length).toBeGreaterThanOrEqual(60);
});
beforeEach(() => {
  own += 1;
});
afterAll(() => server.close());

async function addVoucher(terms: Record<string, unknown> = {}, code = newCode()): Promise<string> {
  const made = await call(app(), {
    method: 'POST',
    url: '/api/admin/vouchers',
    payload: { code, kind: 'PERCENT', value: 10, ...terms },
    headers: AS_ADMIN,
  });
  expect([made.status, made.body.error]).toEqual([201, undefined]);
  return made.body.code;
}

/** An online order for the lines (so it may go outside Dhaka), from a shopper of its own. */
function onlineOrder(lines: Line[], pickupDistrict: 'INSIDE_DHAKA' | 'OUTSIDE_DHAKA' = 'INSIDE_DHAKA'): OrderPayload {
  const payload = order(lines, { paymentType: 'ONLINE', extras: { pickupDistrict, pickupPoints: 'HOME', deliveryCharge: 0 } });
  return { ...payload, info: { ...payload.info, paymentType: 'ONLINE' } };
}

/** An order for the lines with these extra fields (voucherCode, couponId…), from a shopper of its own unless `payload` says. */
const place = (lines: Line[], fields: Record<string, unknown> = {}, payload: OrderPayload = order(lines)) =>
  post(app(), '/api/checkouts', { ...payload, ...fields });

interface StoredOrder {
  subtotal: number;
  total: number;
  delivery_charge: number;
  voucher_code: string | null;
  voucher_discount: number;
}
const storedOrder = async (invoiceId: string) =>
  (
    await storedRows<StoredOrder>(
      server,
      'SELECT subtotal, total, delivery_charge, voucher_code, voucher_discount FROM orders WHERE invoice_id = ?',
      [invoiceId],
    )
  )[0];
/** A code's uses as stored (times as numbers: PostgreSQL's client reads BIGINT as text). */
const usesOf = async (code: string) =>
  (
    await storedRows<{ invoice_id: string; mobile: string; used_at: number; released_at: number | null }>(
      server,
      'SELECT invoice_id, mobile, used_at, released_at FROM voucher_uses WHERE code = ? ORDER BY used_at, invoice_id',
      [code],
    )
  ).map((use) => ({ ...use, used_at: Number(use.used_at), released_at: use.released_at === null ? null : Number(use.released_at) }));
const ordersOf = (mobile: string) => storedRows<{ invoice_id: string }>(server, 'SELECT invoice_id FROM orders WHERE mobile = ?', [mobile]);

/** The lines as the shared rule reads them (no categories or bands: codes naming none cover every line). */
const ruleLines = (lines: Line[]) =>
  lines.map((line) => ({ unitPrice: { price: line.discountedPrice }, quantity: line.quantity, categoryIds: [], bandIds: [] }));

describe('an order with a code', () => {
  test('a 10 % code lowers the total by the shared rule; the order keeps the code and its discount, and a use is written', async () => {
    const code = await addVoucher();
    const lines = [{ ...aLine(), quantity: 3 }];
    const payload = order(lines);
    const placed = await place(lines, { voucherCode: code.toLowerCase(), discountType: 'FIXED', discountAmount: 999_999 }, payload);
    expect(placed.status).toBe(201);

    const terms: VoucherTerms = { code, kind: 'PERCENT', value: 10 };
    const discount = voucherDiscount(terms, { lines: ruleLines(lines), deliveryCharge: 80, now: clock });
    if (isVoucherRefusal(discount)) throw new Error(`the rule refused: ${discount.reason}`);
    expect(discount.lines).toBe(Math.floor((lines[0].discountedPrice * 3) / 10));
    const totals = checkoutTotals(ruleLines(lines), { district: 'INSIDE_DHAKA', promo: discount });
    expect(placed.body.total).toBe(totals.payable);
    expect(await storedOrder(placed.body.id)).toEqual({
      subtotal: lines[0].discountedPrice * 3,
      total: totals.payable,
      delivery_charge: 80,
      voucher_code: code,
      voucher_discount: discount.total,
    });
    expect(await usesOf(code)).toEqual([{ invoice_id: placed.body.id, mobile: payload.info.mobile, used_at: clock, released_at: null }]);
  });

  test('the spec’s couponId alone names the code; with voucherCode it must name the same one', async () => {
    const code = await addVoucher({ kind: 'AMOUNT', value: 100 });
    const byCoupon = await place([aLine()], { couponId: code.toLowerCase() });
    expect(byCoupon.status).toBe(201);
    expect(await storedOrder(byCoupon.body.id)).toMatchObject({ voucher_code: code, voucher_discount: 100 });

    const same = await place([aLine()], { couponId: ` ${code.toLowerCase()} `, voucherCode: code });
    expect(same.status).toBe(201);
    expect(await storedOrder(same.body.id)).toMatchObject({ voucher_code: code });

    const other = await addVoucher();
    const payload = order([aLine()]);
    const differ = await place([aLine()], { couponId: code, voucherCode: other }, payload);
    expect(differ.status).toBe(400);
    expect(differ.body.error).toMatch(/voucherCode and couponId name different promo codes/);
    expect(await ordersOf(payload.info.mobile)).toEqual([]);
    expect(await usesOf(other)).toEqual([]);
    expect((await usesOf(code)).map((use) => use.invoice_id).sort()).toEqual([byCoupon.body.id, same.body.id].sort());
  });

  test('no code, an empty one or a null couponId: no discount and no use, as before codes', async () => {
    for (const fields of [{}, { voucherCode: '' }, { voucherCode: '   ', couponId: null }, { couponId: '' }]) {
      const placed = await place([aLine()], fields);
      expect(placed.status).toBe(201);
      expect(await storedOrder(placed.body.id)).toMatchObject({
        voucher_code: null,
        voucher_discount: 0,
        total: aLine().discountedPrice + 80,
      });
    }
  });

  test('the same order sent again within the window answers the first and uses the code once; with another code it is another order', async () => {
    const code = await addVoucher();
    const payload = { ...order([aLine()]), voucherCode: code };
    const first = await post(app(), '/api/checkouts', payload);
    const again = await post(app(), '/api/checkouts', payload);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body.id).toBe(first.body.id);
    expect(await usesOf(code)).toHaveLength(1);

    const other = await addVoucher({ kind: 'AMOUNT', value: 50 });
    const withOther = await post(app(), '/api/checkouts', { ...payload, voucherCode: other });
    expect(withOther.status).toBe(201);
    expect(withOther.body.id).not.toBe(first.body.id);
    expect(await usesOf(other)).toHaveLength(1);
  });

  test('free delivery takes the district’s charge off; the lines keep their price', async () => {
    const code = await addVoucher({ kind: 'FREE_DELIVERY', value: 0 });
    const placed = await place([aLine()], { voucherCode: code }, onlineOrder([aLine()], 'OUTSIDE_DHAKA'));
    expect(placed.status).toBe(201);
    expect(await storedOrder(placed.body.id)).toEqual({
      subtotal: aLine().discountedPrice,
      total: aLine().discountedPrice,
      delivery_charge: 120,
      voucher_code: code,
      voucher_discount: 120,
    });
  });
});

describe('where the order is seen', () => {
  test('the cash answer, tracking, My orders and the staff’s view show the code and what it took off', async () => {
    const code = await addVoucher({ kind: 'AMOUNT', value: 70 });
    const payload = order([aLine()]);
    const placed = await place([aLine()], { voucherCode: code }, payload);
    expect(placed.body).toEqual({ id: placed.body.id, total: aLine().discountedPrice - 70 + 80, discount: 70 });
    const voucher = { code, discount: 70 };

    const tracked = await post(app(), '/api/orders/track', { invoiceId: placed.body.id, mobile: payload.info.mobile });
    expect(tracked.body).toMatchObject({ subtotal: aLine().discountedPrice, total: aLine().discountedPrice + 10, voucher });
    const staff = await call(app(), { method: 'GET', url: `/api/admin/orders/${placed.body.id}`, headers: AS_ADMIN });
    expect(staff.body).toMatchObject({ invoiceId: placed.body.id, voucher });
    expect((await call(app(), { method: 'GET', url: '/api/admin/orders?size=50', headers: AS_ADMIN })).body.list).toContainEqual(
      expect.objectContaining({ invoiceId: placed.body.id, voucher }),
    );

    const mobile = payload.info.mobile;
    expect((await post(app(), '/api/sessions/otp', { mobile })).status).toBe(202);
    const inbox = await call(app(), { method: 'GET', url: '/sandbox/sms', headers: { accept: 'application/json' } });
    const text = (inbox.body.messages as { mobile: string; text: string }[]).find((m) => m.mobile === mobile)!.text;
    const signedIn = await post(app(), '/api/sessions/otp/verify', { mobile, code: /\b(\d{6})\b/.exec(text)![1] });
    const mine = await call(app(), { method: 'GET', url: '/api/account/orders', headers: { 'x-auth-token': signedIn.body.token } });
    expect(mine.body.list).toEqual([expect.objectContaining({ invoiceId: placed.body.id, voucher })]);
  });

  test('an order without a code shows none', async () => {
    const payload = order([aLine()]);
    const placed = await place([aLine()], {}, payload);
    expect(placed.body).toEqual({ id: placed.body.id, total: aLine().discountedPrice + 80 });
    const tracked = await post(app(), '/api/orders/track', { invoiceId: placed.body.id, mobile: payload.info.mobile });
    expect(tracked.body.voucher).toBeNull();
    expect((await call(app(), { method: 'GET', url: `/api/admin/orders/${placed.body.id}`, headers: AS_ADMIN })).body.voucher).toBeNull();
  });
});

describe('a code that does not apply: 409 naming why, and nothing written', () => {
  /** Places an order with the code and expects the refusal, no order of its shopper and no use of the code. */
  async function refused(code: string, lines: Line[] = [aLine()], payload: OrderPayload = order(lines)) {
    const before = await usesOf(code);
    const answer = await place(lines, { voucherCode: code }, payload);
    expect(answer.status).toBe(409);
    expect(answer.body.error).toEqual(expect.stringMatching(/^[A-Z].*\.$/));
    expect(await ordersOf(payload.info.mobile)).toEqual([]);
    expect(await usesOf(code)).toEqual(before);
    return answer.body;
  }

  test('an unknown code, a switched-off one and a malformed one: notValid, in the same words', async () => {
    const unknown = newCode();
    const off = await addVoucher();
    await call(app(), { method: 'PATCH', url: `/api/admin/vouchers/${off}`, payload: { active: false }, headers: AS_ADMIN });
    const answers = [await refused(unknown), await refused(off), await refused('X!')];
    expect(answers.map((body) => body.voucher)).toEqual([
      { code: unknown, reason: 'notValid' },
      { code: off, reason: 'notValid' },
      { code: 'X!', reason: 'notValid' },
    ]);
    expect(new Set(answers.map((body) => body.error))).toEqual(new Set(['This promo code is not valid.']));
  });

  test('a code that expired since the cart checked it', async () => {
    const code = await addVoucher({ endsAt: iso(clock + HOUR) });
    const checked = await post(app(), '/api/vouchers/check', {
      code,
      items: [{ itemId: aLine().itemId, skuCode: aLine().skuCode, quantity: 1 }],
    });
    expect(checked.body.discount).toBeDefined();
    clock += HOUR;
    try {
      expect(await refused(code)).toEqual({ error: `Promo code ${code} has expired.`, voucher: { code, reason: 'expired' } });
    } finally {
      clock -= HOUR;
    }
  });

  test('a code not started yet, with its start', async () => {
    const startsAt = iso(clock + 2 * HOUR);
    const code = await addVoucher({ startsAt });
    const body = await refused(code);
    expect(body.voucher).toEqual({ code, reason: 'notStarted', startsAt });
    expect(body.error).toBe(`Promo code ${code} can be used from 1 Dec 2026, 4:00 PM (Dhaka time).`);
  });

  test('a code used as often as it may be', async () => {
    const code = await addVoucher({ maxUses: 2 });
    for (let k = 0; k < 2; k++) expect((await place([aLine()], { voucherCode: code })).status).toBe(201);
    expect((await refused(code)).voucher).toEqual({ code, reason: 'usedUp' });
    expect(await usesOf(code)).toHaveLength(2);
  });

  test('a code once per number, used by this number, however typed; another number still may', async () => {
    const code = await addVoucher({ onePerNumber: true });
    const first = order([aLine()]);
    expect((await place([aLine()], { voucherCode: code }, first)).status).toBe(201);
    const typedAgain = order([{ ...aLine(), quantity: 2 }]);
    typedAgain.info = { ...typedAgain.info, mobile: `+88 ${first.info.mobile.replace(/^(\d{5})/, '$1-')}` };
    const body = await place([{ ...aLine(), quantity: 2 }], { voucherCode: code }, typedAgain);
    expect(body.status).toBe(409);
    expect(body.body).toEqual({
      error: `Promo code ${code} has already been used with this mobile number.`,
      voucher: { code, reason: 'usedByNumber' },
    });
    expect(await ordersOf(first.info.mobile)).toHaveLength(1);
    expect((await place([aLine()], { voucherCode: code })).status).toBe(201);
    expect(await usesOf(code)).toHaveLength(2);
  });

  test('a cart below the minimum, with what is missing', async () => {
    const code = await addVoucher({ minSubtotal: aLine().discountedPrice + 500 });
    expect(await refused(code)).toEqual({
      error: `Add Tk 500 more to the cart to use promo code ${code}.`,
      voucher: { code, reason: 'belowMinimum', missing: 500 },
    });
  });

  test('a code for a band none of the lines is of', async () => {
    const bandOf = (item: Item) => item.lookups.find((lookup) => lookup.type === 'bands')!.id;
    const first = stocked[own].item;
    const other = stocked.find(({ item }) => bandOf(item) !== bandOf(first))!.item;
    const code = await addVoucher({ bandIds: [bandOf(other)] });
    expect((await refused(code)).voucher).toEqual({ code, reason: 'noLineCovered' });
  });

  test('a cart whose prices changed is answered first, as the shopper must fix it first', async () => {
    const lines = [{ ...aLine(), discountedPrice: aLine().discountedPrice + 1 }];
    const answer = await place(lines, { voucherCode: newCode() });
    expect(answer.status).toBe(409);
    expect(answer.body.changes).toEqual([expect.objectContaining({ kind: 'price' })]);
    expect(answer.body.voucher).toBeUndefined();
  });

  test('a code that would leave nothing to pay is refused as spec rule 9, and nothing is used', async () => {
    const free = await startTestServer({ adminToken: ADMIN_TOKEN, now: () => clock });
    try {
      await storeRows(free, "UPDATE delivery_charges SET charge = 0 WHERE id = 'INSIDE_DHAKA'");
      await free.restart();
      const code = 'ALL-FREE';
      const made = await call(free.app, {
        method: 'POST',
        url: '/api/admin/vouchers',
        payload: { code, kind: 'AMOUNT', value: 1_000_000 },
        headers: AS_ADMIN,
      });
      expect(made.status).toBe(201);
      const answer = await post(free.app, '/api/checkouts', { ...order([aLine()]), voucherCode: code });
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({ error: 'Your payable total must be more than Tk 0. Please add an item to your cart.' });
      expect(await storedRows(free, 'SELECT invoice_id FROM voucher_uses')).toEqual([]);
      // Outside Dhaka the charge is still there to pay: the same code goes through.
      const paid = await post(free.app, '/api/checkouts', { ...onlineOrder([aLine()], 'OUTSIDE_DHAKA'), voucherCode: code });
      expect(paid.status).toBe(201);
    } finally {
      await free.close();
    }
  });
});

describe('hostile codes', () => {
  test('64 characters of junk are notValid; 65 are a 400; a code that is not text is a 400', async () => {
    const junk = '\u0000<script>%s%n${x}\u202e'.repeat(3).padEnd(64, 'ঀ');
    expect(junk).toHaveLength(64);
    const payload = order([aLine()]);
    const answer = await place([aLine()], { voucherCode: junk }, payload);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ error: 'This promo code is not valid.', voucher: { reason: 'notValid' } });
    expect((await place([aLine()], { voucherCode: `${junk}A` })).status).toBe(400);
    expect((await place([aLine()], { couponId: 'x'.repeat(65) })).status).toBe(400);
    expect((await place([aLine()], { voucherCode: 10 })).status).toBe(400);
    expect((await place([aLine()], { voucherCode: ['METAL10'] })).status).toBe(400);
    expect(await ordersOf(payload.info.mobile)).toEqual([]);
  });

  test('a code typed with Bengali digits, spaces and in lower case is read', async () => {
    const code = await addVoucher({}, 'PUJA-2026');
    const placed = await place([aLine()], { voucherCode: ' puja - ২০২৬ ' });
    expect(placed.status).toBe(201);
    expect(await storedOrder(placed.body.id)).toMatchObject({ voucher_code: code });
  });

  test('a code with an order of 20 lines: every line priced by the server, the discount over all of them', async () => {
    const code = await addVoucher();
    const lines = spareLines(20);
    const placed = await place(lines, { voucherCode: code });
    expect(placed.status).toBe(201);
    const subtotal = lines.reduce((sum, line) => sum + line.discountedPrice, 0);
    expect(await storedOrder(placed.body.id)).toEqual({
      subtotal,
      total: subtotal - Math.floor(subtotal / 10) + 80,
      delivery_charge: 80,
      voucher_code: code,
      voucher_discount: Math.floor(subtotal / 10),
    });
  });
});

describe('racing for a code', () => {
  test('ten shoppers at once for a code with one use: one order, nine told it is used up', async () => {
    const code = await addVoucher({ maxUses: 1 });
    // Each from an address of its own: one address's orders wait on one another (its lock), which would hide the race.
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, k) =>
        call(app(), {
          method: 'POST',
          url: '/api/checkouts',
          payload: { ...order([spareLines(k + 1)[0]]), voucherCode: code },
          remoteAddress: `10.44.0.${k + 1}`,
        }),
      ),
    );
    const told = answers.map((answer) => (answer.status === 201 ? 'placed' : `${answer.status} ${answer.body.voucher?.reason}`));
    expect(told.sort()).toEqual([...Array.from({ length: 9 }, () => '409 usedUp'), 'placed']);
    expect(await usesOf(code)).toHaveLength(1);
  });
});

describe('giving a use back', () => {
  const WINDOW_MS = 30 * 60 * 1000;
  /** An online order with the code, and its gateway address's path and token. */
  async function placeOnline(code: string) {
    const placed = await place([aLine()], { voucherCode: code }, onlineOrder([aLine()]));
    expect(placed.status).toBe(201);
    const url = new URL(placed.body.redirectUrl);
    return { id: placed.body.id as string, path: `${url.pathname}${url.search}`, token: url.searchParams.get('token')! };
  }
  const staffMove = (invoiceId: string, status: string) =>
    call(app(), { method: 'PATCH', url: `/api/admin/orders/${invoiceId}/status`, payload: { status }, headers: AS_ADMIN });
  const cancelReport = (invoiceId: string, token: string) =>
    call(app(), { method: 'PATCH', url: `/api/checkouts/cancel?${new URLSearchParams({ invoiceId, token })}` });
  const releasedAt = async (invoiceId: string) =>
    (await usesOf((await storedOrder(invoiceId)).voucher_code!)).find((use) => use.invoice_id === invoiceId)!.released_at;
  /** The code's single use is free again: the next shopper's order with it is placed. */
  const usableAgain = async (code: string) => expect((await place([aLine()], { voucherCode: code })).status).toBe(201);

  test('a staff cancel gives the use back once; the code is the next shopper’s', async () => {
    const code = await addVoucher({ maxUses: 1 });
    const placed = await place([aLine()], { voucherCode: code });
    expect((await place([aLine()], { voucherCode: code })).body.voucher).toEqual({ code, reason: 'usedUp' });
    clock += 1000;
    expect((await staffMove(placed.body.id, 'CANCELLED')).status).toBe(200);
    expect(await releasedAt(placed.body.id)).toBe(clock);
    clock += 1000;
    expect((await staffMove(placed.body.id, 'CANCELLED')).status).toBe(409);
    expect(await releasedAt(placed.body.id)).toBe(clock - 1000);
    await usableAgain(code);
  });

  test('an online cancel report gives it back once, however often it is sent', async () => {
    const code = await addVoucher({ maxUses: 1 });
    const placed = await placeOnline(code);
    clock += 1000;
    expect((await cancelReport(placed.id, placed.token)).status).toBe(202);
    expect(await releasedAt(placed.id)).toBe(clock);
    clock += 1000;
    expect((await cancelReport(placed.id, placed.token)).status).toBe(202);
    expect((await staffMove(placed.id, 'CANCELLED')).status).toBe(200);
    expect(await releasedAt(placed.id)).toBe(clock - 1000);
    await usableAgain(code);
  });

  test('an expired online order gives it back once, whichever sweep sees it', async () => {
    const code = await addVoucher({ maxUses: 1 });
    const placed = await placeOnline(code);
    clock += WINDOW_MS;
    expect(await app().store.expireOverdueOrders(clock)).toContain(placed.id);
    expect(await releasedAt(placed.id)).toBe(clock);
    clock += 1000;
    expect(await app().store.expireOverdueOrders(clock)).not.toContain(placed.id);
    expect(await releasedAt(placed.id)).toBe(clock - 1000);
    await usableAgain(code);
  });

  test('a paid order keeps its use past its window; a delivered one keeps it, returned too', async () => {
    const code = await addVoucher();
    const paid = await placeOnline(code);
    const form = await call(app(), {
      method: 'POST',
      url: paid.path,
      payload: 'action=pay&method=card',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(303);
    clock += WINDOW_MS;
    await app().store.expireOverdueOrders(clock);
    expect(await releasedAt(paid.id)).toBeNull();

    const delivered = await place([aLine()], { voucherCode: code });
    for (const status of ['CONFIRMED', 'PACKED']) expect((await staffMove(delivered.body.id, status)).status).toBe(200);
    const shipped = await call(app(), {
      method: 'PATCH',
      url: `/api/admin/orders/${delivered.body.id}/status`,
      payload: { status: 'SHIPPED', courier: 'Pathao', trackingNumber: 'PX-1' },
      headers: AS_ADMIN,
    });
    expect(shipped.status).toBe(200);
    expect((await staffMove(delivered.body.id, 'DELIVERED')).status).toBe(200);
    expect(await releasedAt(delivered.body.id)).toBeNull();
    expect((await staffMove(delivered.body.id, 'RETURNED')).status).toBe(200);
    expect(await releasedAt(delivered.body.id)).toBeNull();
    expect((await usesOf(code)).filter((use) => use.released_at === null)).toHaveLength(2);
  });
});

describe('the stored total is the SPA’s', () => {
  test('any cart and code: the order stores the total checkoutTotals computes with voucherDiscount, or is refused as the rule refuses', async () => {
    const charges = (await call(app(), { method: 'GET', url: '/api/deliveries/charges?size=10' })).body.list;
    const parents = new Map((await app().store.categories({ page: 1, size: 1000 })).list.map((c) => [c.id, c.parentId]));
    /** A category and those above it, as the SPA must read an item's categories for a code. */
    const withParents = (ids: string[]) => ids.flatMap((id) => [id, ...ancestors(id)]);
    const ancestors = (id: string): string[] => {
      const parent = parents.get(id);
      return parent ? [parent, ...ancestors(parent)] : [];
    };
    const bandsOf = (item: Item) => item.lookups.filter((lookup) => lookup.type === 'bands').map((lookup) => lookup.id);

    const cart = fc.uniqueArray(fc.record({ at: fc.nat({ max: stocked.length - 1 }), quantity: fc.integer({ min: 1, max: 3 }) }), {
      minLength: 1,
      maxLength: 4,
      selector: (line) => line.at,
    });
    const kind = fc.oneof(
      fc.record({ kind: fc.constant('PERCENT' as const), value: fc.integer({ min: 1, max: 100 }) }),
      fc.record({ kind: fc.constant('AMOUNT' as const), value: fc.integer({ min: 1, max: 6000 }) }),
      fc.record({ kind: fc.constant('FREE_DELIVERY' as const), value: fc.constant(0) }),
    );
    const limits = fc.record({
      minSubtotal: fc.option(fc.integer({ min: 0, max: 8000 }), { nil: undefined }),
      maxDiscount: fc.option(fc.integer({ min: 0, max: 2000 }), { nil: undefined }),
      // A scope from an item of the cart or of the catalogue: its first category, that category's parent (which covers
      // it), or its band.
      scope: fc.option(fc.record({ inCart: fc.boolean(), from: fc.nat(), by: fc.constantFrom('category', 'parent', 'band') }), {
        nil: undefined,
      }),
    });
    const district = fc.constantFrom('INSIDE_DHAKA' as const, 'OUTSIDE_DHAKA' as const);

    await fc.assert(
      fc.asyncProperty(
        cart,
        kind,
        limits,
        district,
        async (picked, { kind, value }, { minSubtotal, maxDiscount, scope }, pickupDistrict) => {
          const scoped = scope && stocked[scope.inCart ? picked[scope.from % picked.length].at : scope.from % stocked.length].item;
          const category = scoped && withParents([scoped.categories[0].id])[scope.by === 'parent' ? 1 : 0];
          const terms: VoucherTerms = {
            code: newCode('PROP'),
            kind,
            value,
            minSubtotal,
            maxDiscount,
            categoryIds: category && scope.by !== 'band' ? [category] : [],
            bandIds: scoped && scope.by === 'band' ? bandsOf(scoped).slice(0, 1) : [],
          };
          const { code, ...set } = terms;
          await addVoucher(set, code);
          const lines = picked.map(({ at, quantity }) => ({ ...stocked[at].line, quantity }));
          const ruled = picked.map(({ at, quantity }) => ({
            unitPrice: { price: stocked[at].line.discountedPrice },
            quantity,
            categoryIds: withParents(stocked[at].item.categories.map((c) => c.id)),
            bandIds: bandsOf(stocked[at].item),
          }));
          const discount = voucherDiscount(terms, {
            lines: ruled,
            deliveryCharge: charges.find((c: { id: string }) => c.id === pickupDistrict).charge,
            now: clock,
          });

          const placed = await place(lines, { voucherCode: terms.code }, onlineOrder(lines, pickupDistrict));
          if (isVoucherRefusal(discount)) {
            expect([placed.status, placed.body.voucher]).toEqual([409, { code: terms.code, ...discount }]);
            return;
          }
          expect(placed.status).toBe(201);
          try {
            const totals = checkoutTotals(ruled, { district: pickupDistrict, charges, promo: discount });
            expect(await storedOrder(placed.body.id)).toEqual({
              subtotal: totals.subtotal,
              total: totals.payable,
              delivery_charge: totals.delivery,
              voucher_code: terms.code,
              voucher_discount: totals.promo,
            });
          } finally {
            // Its units back on sale for the next cart.
            const cancelled = await call(app(), {
              method: 'PATCH',
              url: `/api/admin/orders/${placed.body.id}/status`,
              payload: { status: 'CANCELLED' },
              headers: AS_ADMIN,
            });
            expect(cancelled.status).toBe(200);
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});

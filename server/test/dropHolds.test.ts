// Holds on drop items (docs/drop.md): Add to cart holds a drop item's units for one shopper, by one conditional update,
// so held and sold units never pass the stock; a hold is given back once (released, run out, or taken by an order); one
// buyer, by device, client address or proven number, holds and orders no more than the drop's limit; and the checkout
// takes a drop line's units from a live hold of its device. Both backends run it (TEST_DATABASE_URL); on PostgreSQL two
// apps share one database, each with its own pool and caches, as two instances behind a load balancer do.
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { DROP_LIMITS } from '@domain/drops';
import type { Item, OrderPayload } from '@domain/types';
import { ONLINE_LOCATION_ID } from '../src/db/seed';
import {
  ADMIN_TOKEN,
  AS_ADMIN,
  asStaff,
  call,
  get,
  onlineOk,
  onPostgres,
  order,
  orderLine,
  search,
  startTestServer,
  storedRows,
  type Answer,
  twoInstances,
  type TestServer,
} from './helpers';

const NOW = Date.UTC(2026, 11, 5, 14);
const MINUTE = 60_000;
const AS_STAFF = asStaff('Nusrat');

let server: TestServer;
const app = () => server.app;
/** The server's clock: tests move it. */
let clock = NOW;

type Sku = Item['skus'][number];
interface Shopper {
  deviceId: string;
  /** The client address the shop sees. */
  address: string;
  mobile: string;
  /** A session signed in by a code sent to `mobile`. */
  token?: string;
}

let shoppers = 0;
/** A shopper of their own: a new device, address and number each call, unless some are given. */
function shopper(same: Partial<Shopper> = {}): Shopper {
  const n = ++shoppers;
  return {
    deviceId: `holder-${n}`,
    address: `10.77.${n >> 8}.${n & 255}`,
    mobile: `0181${String(n).padStart(7, '0')}`,
    ...same,
  };
}

const asShopper = (who: Shopper) => ({ remoteAddress: who.address, headers: who.token ? { 'x-auth-token': who.token } : {} });

const hold = (who: Shopper, item: Item, sku: Sku, units = 1, target = app()) =>
  call(target, {
    method: 'POST',
    url: '/api/drop-holds',
    ...asShopper(who),
    payload: { itemId: item.id, skuCode: sku.code, units, deviceId: who.deviceId },
  });
const holdAnswer = (who: Shopper, id: string, target = app()) =>
  call(target, { method: 'GET', url: `/api/drop-holds/${id}?deviceId=${who.deviceId}`, ...asShopper(who) });
const release = (who: Shopper, id: string, target = app()) =>
  call(target, { method: 'DELETE', url: `/api/drop-holds/${id}`, ...asShopper(who), payload: { deviceId: who.deviceId } });
const holdsOf = (skuCode: string) =>
  storedRows<{ id: string; state: string; units: number; order_id: string | null; mobile: string | null }>(
    server,
    'SELECT id, state, units, order_id, mobile FROM drop_holds WHERE sku_code = ? ORDER BY created_at, id',
    [skuCode],
  );

/** A cash order of these lines by the shopper (their number, device, address and session). */
function checkout(who: Shopper, lines: OrderPayload['items'], target = app()) {
  const payload = order(lines);
  payload.info = { ...payload.info, mobile: who.mobile, deviceId: who.deviceId };
  return call(target, { method: 'POST', url: '/api/checkouts', ...asShopper(who), payload });
}
const heldLine = (item: Item, sku: Sku, holdId: string | undefined, quantity = 1) => ({ ...orderLine(item, sku, quantity), holdId });

/** The code the SMS sandbox last sent to a number. */
async function lastCode(mobile: string, target: FastifyInstance): Promise<string> {
  const inbox = await call(target, { method: 'GET', url: '/sandbox/sms', headers: { accept: 'application/json' } });
  const message = (inbox.body.messages as { mobile: string; text: string }[]).find((m) => m.mobile === mobile);
  return /\b(\d{6})\b/.exec(message?.text ?? '')?.[1] ?? 'no code';
}

/** The shopper signed in by a code sent to their number: their holds and orders count by it. */
async function signedIn(who: Shopper, target = app()): Promise<Shopper> {
  const send = (url: string, payload: unknown) =>
    call(target, { method: 'POST', url, remoteAddress: who.address, payload: payload as string });
  expect((await send('/api/sessions/otp', { mobile: who.mobile })).status).toBe(202);
  const answer = await send('/api/sessions/otp/verify', { mobile: who.mobile, code: await lastCode(who.mobile, target) });
  expect(answer.status).toBe(200);
  return { ...who, token: answer.body.token };
}

const expectJsonError = (answer: Answer, status: number) =>
  expect({ status: answer.status, error: typeof answer.body?.error }).toEqual({ status, error: 'string' });

let items: Item[];
let taken = 0;
/** Units of the SKU on sale online, as the item answer shows them. */
const onSale = async (item: Item, sku: Sku, target = app()) =>
  onlineOk((await get<Item>(target, `/api/v2/items?id=${item.id}`)).body, sku.code, ONLINE_LOCATION_ID);
const countStock = (sku: Sku, units: number, target = app()) =>
  call(target, {
    method: 'PATCH',
    url: '/api/admin/stock',
    headers: AS_STAFF,
    payload: { skuCode: sku.code, locationId: ONLINE_LOCATION_ID, units },
  });
const setDrop = (item: Item, body: Record<string, unknown>, target = app()) =>
  call(target, { method: 'PUT', url: '/api/admin/drops', headers: AS_STAFF, payload: { itemId: item.id, ...body } });

/** An item no earlier test used, with `units` of its first SKU online and a drop opened a minute ago (or as given). */
async function dropItem({ units = 5, limit = 1, holdMinutes = 10, startsAt = clock - MINUTE } = {}, target = app()) {
  const item = items[taken++];
  if (!item) throw new Error('no item left');
  const sku = item.skus[0];
  expect((await countStock(sku, units, target)).status).toBe(200);
  const set = await setDrop(item, { startsAt: new Date(startsAt).toISOString(), perBuyerLimit: limit, holdMinutes }, target);
  expect(set.status).toBe(200);
  return { item, sku };
}

async function startShop(): Promise<TestServer> {
  const shop = await startTestServer({ adminToken: ADMIN_TOKEN, now: () => clock, dropHoldSweepMs: false });
  items = (await search(shop.app, { ranges: [{ field: 'discount', min: 0, max: 0 }] })).body.list.filter(
    (item: Item) => item.status === 'ACTIVE' && item.skus.length > 1,
  );
  return shop;
}

beforeAll(async () => {
  server = await startShop();
});
afterAll(() => server.close());
beforeEach(() => {
  clock = NOW;
});

describe('POST /api/drop-holds', () => {
  test('a body it cannot take is a 4xx with a JSON error, never a 500, and nothing is held', async () => {
    const { item, sku } = await dropItem();
    const other = items[taken++];
    const who = shopper();
    const ok = { itemId: item.id, skuCode: sku.code, units: 1, deviceId: who.deviceId };
    const bodies: [unknown, number][] = [
      [{}, 400],
      [{ ...ok, units: 0 }, 400],
      [{ ...ok, units: DROP_LIMITS.perBuyerLimit.max + 1 }, 400],
      [{ ...ok, units: 1.5 }, 400],
      [{ ...ok, units: '1' }, 400],
      [{ ...ok, deviceId: '' }, 400],
      [{ ...ok, deviceId: '   ' }, 400],
      [{ ...ok, deviceId: 'd'.repeat(101) }, 400],
      [{ ...ok, deviceId: undefined }, 400],
      [{ ...ok, itemId: 'x'.repeat(65) }, 400],
      [{ ...ok, skuCode: '' }, 400],
      [{ ...ok, queue: 3 }, 400],
      [[ok], 400],
      [{ ...ok, itemId: 'no-such-item' }, 404],
      [{ ...ok, skuCode: 'NO-SUCH-SKU' }, 404],
      [{ ...ok, skuCode: other.skus[0].code }, 404],
      [{ ...ok, itemId: other.id, skuCode: other.skus[0].code }, 400],
    ];
    for (const [payload, status] of bodies) {
      const answer = await call(app(), { method: 'POST', url: '/api/drop-holds', remoteAddress: who.address, payload: payload as string });
      expectJsonError(answer, status);
    }
    expect((await call(app(), { method: 'POST', url: '/api/drop-holds', payload: { ...ok, queue: 3 } })).body.error).toMatch(
      /no field queue/,
    );
    expect(
      (await call(app(), { method: 'POST', url: '/api/drop-holds', payload: { ...ok, itemId: other.id, skuCode: other.skus[0].code } }))
        .body.error,
    ).toMatch(/not a drop/);

    // Whatever else a client sends.
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            itemId: fc.oneof(fc.constant(item.id), fc.string()),
            skuCode: fc.oneof(fc.constant(sku.code), fc.string()),
            units: fc.anything(),
            deviceId: fc.anything(),
          },
          { requiredKeys: [] },
        ),
        async (payload) => {
          const answer = await call(app(), { method: 'POST', url: '/api/drop-holds', remoteAddress: who.address, payload });
          if (answer.status === 201) {
            // Only a body within the contract holds; give it back for the next run.
            expect(Number.isInteger(payload.units) && typeof payload.deviceId === 'string').toBe(true);
            expect(
              (
                await call(app(), {
                  method: 'DELETE',
                  url: `/api/drop-holds/${answer.body.hold.id}?deviceId=${encodeURIComponent(payload.deviceId as string)}`,
                  remoteAddress: who.address,
                })
              ).status,
            ).toBe(204);
            return;
          }
          expect(answer.status).toBeGreaterThanOrEqual(400);
          expect(answer.status).toBeLessThan(500);
          expect(typeof answer.body.error).toBe('string');
        },
      ),
      { numRuns: 60 },
    );
    expect((await holdsOf(sku.code)).filter((row) => row.state === 'held')).toEqual([]);
    expect(await onSale(item, sku)).toBe(5);
  });

  test('takes the units off sale for the drop’s minutes, moving every page’s version; the hold answers to its device', async () => {
    const { item, sku } = await dropItem({ units: 5, limit: 2, holdMinutes: 7 });
    const who = shopper();
    const before = await app().store.pageDataVersion();
    const held = await hold(who, item, sku, 2);
    expect(held.status).toBe(201);
    const { hold: answer } = held.body;
    expect(answer).toEqual({ id: expect.any(String), itemId: item.id, skuCode: sku.code, units: 2, expiresAt: NOW + 7 * MINUTE });
    // 128 random bits at least, base64url.
    expect(answer.id).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(await app().store.pageDataVersion()).toBeGreaterThan(before);
    expect(await onSale(item, sku)).toBe(3);

    expect((await holdAnswer(who, answer.id)).body).toEqual({ hold: { ...answer, state: 'held' } });
    // The header names the device as the checkout reads it.
    const byHeader = await call(app(), { method: 'GET', url: `/api/drop-holds/${answer.id}`, headers: { 'x-device-id': who.deviceId } });
    expect(byHeader.body.hold.state).toBe('held');
    for (const stranger of [shopper(), { ...shopper(), address: who.address }]) expectJsonError(await holdAnswer(stranger, answer.id), 404);
    expectJsonError(await holdAnswer(who, 'no-such-hold'), 404);
    expectJsonError(await call(app(), { method: 'GET', url: `/api/drop-holds/${answer.id}` }), 400);
    const holds = await holdsOf(sku.code);
    expect(holds).toEqual([{ id: answer.id, state: 'held', units: 2, order_id: null, mobile: null }]);
  });

  test('before the hour is a 409 naming the product and its hour; sold out is a 409 naming the SKU; nothing is held', async () => {
    const startsAt = NOW + 2 * 60 * MINUTE;
    const { item, sku } = await dropItem({ units: 1, limit: 2, startsAt });
    const early = await hold(shopper(), item, sku);
    expect(early.status).toBe(409);
    expect(early.body).toEqual({
      error: `${item.title} goes on sale at 5 Dec 2026, 10:00 PM. You can order it from then.`,
      problem: 'dropNotOpen',
      itemId: item.id,
      startsAt: new Date(startsAt).toISOString(),
    });
    clock = startsAt;
    const soldOut = await hold(shopper(), item, sku, 2);
    expect(soldOut.status).toBe(409);
    expect(soldOut.body).toMatchObject({ problem: 'soldOut', itemId: item.id, skuCode: sku.code });
    expect(await holdsOf(sku.code)).toEqual([]);
    expect((await hold(shopper(), item, sku, 1)).status).toBe(201);
    expect((await hold(shopper(), item, sku, 1)).body.problem).toBe('soldOut');
    expect(await onSale(item, sku)).toBe(0);
  });

  test('racing holds never take more units than the stock, whatever the stock, units and buyers', async () => {
    const { item, sku } = await dropItem({ units: 0, limit: 3 });
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 6 }),
        fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 10 }),
        async (stock, asks) => {
          // The last run's holds run out: their units go back, then staff count the stock afresh.
          clock += 11 * MINUTE;
          await app().store.dropHolds.expire(clock);
          expect((await countStock(sku, stock)).status).toBe(200);
          const answers = await Promise.all(asks.map((units) => hold(shopper(), item, sku, units)));
          const held = asks.filter((_, n) => answers[n].status === 201).reduce((sum, units) => sum + units, 0);
          const left = await onSale(item, sku);
          expect(left).toBeGreaterThanOrEqual(0);
          expect(held + left).toBe(stock);
          answers.forEach((answer, n) => {
            if (answer.status === 201) return;
            // Refused only when the stock really could not give those units, even at the end.
            expect([answer.status, answer.body.problem]).toEqual([409, 'soldOut']);
            expect(asks[n]).toBeGreaterThan(left);
          });
          const rows = await storedRows<{ units: number }>(server, "SELECT units FROM drop_holds WHERE sku_code = ? AND state = 'held'", [
            sku.code,
          ]);
          expect(rows.reduce((sum, row) => sum + Number(row.units), 0)).toBe(held);
        },
      ),
      { numRuns: 12 },
    );
  });

  test('a staff count while a hold stands keeps the held units off sale', async () => {
    const { item, sku } = await dropItem({ units: 5, limit: 2 });
    expect((await hold(shopper(), item, sku, 2)).status).toBe(201);
    expect((await countStock(sku, 6)).body).toMatchObject({ held: 2, onSale: 4 });
    expect(await onSale(item, sku)).toBe(4);
  });
});

describe('giving a hold back', () => {
  test('DELETE gives the units back once; again, or from another device, is the same 404', async () => {
    const { item, sku } = await dropItem({ units: 3, limit: 2 });
    const who = shopper();
    const { id } = (await hold(who, item, sku, 2)).body.hold;
    expectJsonError(await release(shopper(), id), 404);
    expectJsonError(await release({ ...shopper(), address: who.address }, id), 404);
    expect(await onSale(item, sku)).toBe(1);
    const released = await release(who, id);
    expect([released.status, released.text]).toEqual([204, '']);
    expect(await onSale(item, sku)).toBe(3);
    const again = await release(who, id);
    expectJsonError(again, 404);
    expect(again.body.error).toBe((await release(shopper(), 'never-a-hold')).body.error);
    expect(await onSale(item, sku)).toBe(3);
    expect((await holdAnswer(who, id)).body.hold.state).toBe('released');
    // The query may name the device instead of the body.
    const second = (await hold(who, item, sku, 1)).body.hold;
    const byQuery = await call(app(), {
      method: 'DELETE',
      url: `/api/drop-holds/${second.id}?deviceId=${who.deviceId}`,
      remoteAddress: who.address,
    });
    expect(byQuery.status).toBe(204);
    expect(await onSale(item, sku)).toBe(3);
  });

  test('a hold runs out at its time: it says so at once, the sweep gives its units back once, and it can no longer be released', async () => {
    const { item, sku } = await dropItem({ units: 4, limit: 2, holdMinutes: 10 });
    const who = shopper();
    const { id, expiresAt } = (await hold(who, item, sku, 2)).body.hold;
    clock = expiresAt - 1;
    expect(await app().store.dropHolds.expire(clock)).toBe(0);
    expect((await holdAnswer(who, id)).body.hold.state).toBe('held');
    clock = expiresAt;
    expect((await holdAnswer(who, id)).body.hold.state).toBe('expired');
    expect(await onSale(item, sku)).toBe(2);
    const before = await app().store.pageDataVersion();
    // Earlier tests' holds run out by now too.
    expect(await app().store.dropHolds.expire(clock)).toBeGreaterThanOrEqual(1);
    expect(await app().store.pageDataVersion()).toBeGreaterThan(before);
    expect(await onSale(item, sku)).toBe(4);
    expect(await app().store.dropHolds.expire(clock)).toBe(0);
    expect(await onSale(item, sku)).toBe(4);
    expectJsonError(await release(who, id), 404);
    expect(await onSale(item, sku)).toBe(4);
    expect((await holdsOf(sku.code)).map((row) => row.state)).toEqual(['expired']);
  });

  test('units back from none, by a hold run out or the part of a hold an order leaves, make waiting alerts due', async () => {
    const { item, sku } = await dropItem({ units: 3, limit: 3 });
    const alerts = async () =>
      (
        await storedRows<{ state: string }>(server, 'SELECT state FROM restock_alerts WHERE sku_code = ? ORDER BY asked_at, id', [sku.code])
      ).map((row) => row.state);
    const ask = async () =>
      expect(
        (
          await call(app(), {
            method: 'POST',
            url: '/api/restock-alerts',
            payload: { itemId: item.id, skuCode: sku.code, mobile: shopper().mobile },
          })
        ).status,
      ).toBe(202);
    const who = await signedIn(shopper());
    const first = (await hold(who, item, sku, 3)).body.hold;
    await ask();
    clock = first.expiresAt;
    await app().store.dropHolds.expire(clock);
    expect(await alerts()).toEqual(['due']);

    const { id } = (await hold(who, item, sku, 3)).body.hold;
    await ask();
    expect(await alerts()).toEqual(['due', 'waiting']);
    expect((await checkout(who, [heldLine(item, sku, id, 2)])).status).toBe(201);
    expect(await onSale(item, sku)).toBe(1);
    expect(await alerts()).toEqual(['due', 'due']);
  });

  test('the sweep runs on its own, at the beat the app is given', async () => {
    const shop = await startTestServer({ adminToken: ADMIN_TOKEN, now: () => clock, dropHoldSweepMs: 20 });
    try {
      const [item] = (await search(shop.app, { ranges: [{ field: 'discount', min: 0, max: 0 }] })).body.list.filter(
        (each: Item) => each.status === 'ACTIVE' && each.skus.length > 0,
      );
      const sku = item.skus[0];
      expect((await countStock(sku, 2, shop.app)).status).toBe(200);
      expect((await setDrop(item, { startsAt: new Date(NOW).toISOString(), holdMinutes: 1 }, shop.app)).status).toBe(200);
      expect((await hold(shopper(), item, sku, 1, shop.app)).status).toBe(201);
      expect(await onSale(item, sku, shop.app)).toBe(1);
      clock = NOW + MINUTE;
      const deadline = Date.now() + 5000;
      while ((await onSale(item, sku, shop.app)) !== 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await onSale(item, sku, shop.app)).toBe(2);
    } finally {
      await shop.close();
    }
  });
});

describe('POST /api/checkouts with a drop item', () => {
  test('a live hold places the order: the hold is ordered, its units counted once, what the order leaves back on sale', async () => {
    const { item, sku } = await dropItem({ units: 5, limit: 3 });
    const who = await signedIn(shopper());
    const { id } = (await hold(who, item, sku, 3)).body.hold;
    expect(await onSale(item, sku)).toBe(2);
    const placed = await checkout(who, [heldLine(item, sku, id, 2)]);
    expect(placed.status).toBe(201);
    expect(await onSale(item, sku)).toBe(3);
    expect((await holdAnswer(who, id)).body.hold).toMatchObject({ state: 'ordered', units: 2 });
    expect(await holdsOf(sku.code)).toEqual([{ id, state: 'ordered', units: 2, order_id: placed.body.id, mobile: who.mobile }]);
    const stored = await app().store.findOrder(placed.body.id);
    expect(stored?.lines).toMatchObject([{ skuCode: sku.code, quantity: 2, orderType: 'order' }]);
    // The hold is spent: neither a release nor another order takes it again.
    expectJsonError(await release(who, id), 404);
    expect((await checkout(who, [heldLine(item, sku, id, 1)])).body.problem).toBe('holdExpired');
    expect(await onSale(item, sku)).toBe(3);
  });

  test('the last unit, held, sells to its holder', async () => {
    const { item, sku } = await dropItem({ units: 1 });
    const who = await signedIn(shopper());
    const { id } = (await hold(who, item, sku)).body.hold;
    expect(await onSale(item, sku)).toBe(0);
    expect((await checkout(who, [heldLine(item, sku, id)])).status).toBe(201);
    expect(await onSale(item, sku)).toBe(0);
  });

  test('without a live hold of this device for the line, a 409 holdExpired in the shop’s words, and nothing is written', async () => {
    const { item, sku } = await dropItem({ units: 6, limit: 2 });
    const other = item.skus[1];
    expect((await countStock(other, 3)).status).toBe(200);
    const who = await signedIn(shopper());
    const stranger = await signedIn(shopper());
    const mine = (await hold(who, item, sku, 1)).body.hold.id;
    const theirs = (await hold(stranger, item, sku, 1)).body.hold.id;
    const orders = async () => Number((await storedRows<{ n: number }>(server, 'SELECT COUNT(*) AS n FROM orders'))[0].n);
    const before = { orders: await orders(), onSale: await onSale(item, sku), holds: await holdsOf(sku.code) };
    for (const lines of [
      [heldLine(item, sku, undefined)],
      [heldLine(item, sku, theirs)],
      [heldLine(item, sku, 'no-such-hold')],
      [heldLine(item, sku, mine, 2)],
      [heldLine(item, other, mine)],
      [heldLine(item, sku, mine), heldLine(item, sku, mine)],
    ]) {
      const refused = await checkout(who, lines);
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        error: `The time we held ${item.title} for you ran out, and it went back on sale. Add it to the cart again if any are left.`,
        problem: 'holdExpired',
        itemId: item.id,
      });
    }
    expect({ orders: await orders(), onSale: await onSale(item, sku), holds: await holdsOf(sku.code) }).toEqual(before);

    // Run out, and not yet swept.
    clock += 10 * MINUTE;
    expect((await checkout(who, [heldLine(item, sku, mine)])).body.problem).toBe('holdExpired');
    expect(await orders()).toBe(before.orders);
  });

  test('asks for the code when no code proved the number; a refused order leaves the hold held', async () => {
    const { item, sku } = await dropItem({ units: 3 });
    const who = shopper();
    const { id } = (await hold(who, item, sku)).body.hold;
    const asked = await checkout(who, [heldLine(item, sku, id)]);
    expect([asked.status, asked.body.verification]).toEqual([403, 'required']);
    const proven = await signedIn(who);
    const wrongPrice = await checkout(proven, [{ ...heldLine(item, sku, id), price: sku.salesPrice + 1 }]);
    expect(wrongPrice.status).toBe(409);
    expect(wrongPrice.body.changes).toBeDefined();
    expect((await holdAnswer(who, id)).body.hold.state).toBe('held');
    expect(await onSale(item, sku)).toBe(2);
    // With the code sent to the number at checkout, as a cash order under COD_VERIFY.
    const send = (url: string, payload: unknown) =>
      call(app(), { method: 'POST', url, remoteAddress: who.address, payload: payload as string });
    expect((await send('/api/sessions/otp', { mobile: who.mobile })).status).toBe(202);
    const payload = order([heldLine(item, sku, id)], { verificationCode: await lastCode(who.mobile, app()) });
    payload.info = { ...payload.info, mobile: who.mobile, deviceId: who.deviceId };
    expect((await call(app(), { method: 'POST', url: '/api/checkouts', remoteAddress: who.address, payload })).status).toBe(201);
    expect((await holdAnswer(who, id)).body.hold.state).toBe('ordered');
  });
});

describe('one per buyer', () => {
  test('a second hold by the same device, address or proven number is a 409 naming the limit', async () => {
    const { item, sku } = await dropItem({ units: 20, limit: 1 });
    const first = await signedIn(shopper());
    expect((await hold(first, item, sku)).status).toBe(201);
    const again = [
      shopper({ deviceId: first.deviceId }),
      shopper({ address: first.address }),
      { ...(await signedIn(shopper({ mobile: first.mobile }))) },
    ];
    for (const who of again) {
      const refused = await hold(who, item, sku);
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        error: `${item.title} is limited to 1 unit per buyer. Lower the quantity and confirm again.`,
        problem: 'overDropLimit',
        itemId: item.id,
        limit: 1,
      });
    }
    // Another SKU of the item counts as the same item.
    expect((await countStock(item.skus[1], 5)).status).toBe(200);
    expect((await hold(shopper({ deviceId: first.deviceId }), item, item.skus[1])).body.problem).toBe('overDropLimit');
    // Asking for more than the limit at once, by anyone.
    expect((await hold(shopper(), item, sku, 2)).body.problem).toBe('overDropLimit');
    // A signed-out number counts nothing on its own: a fresh device and address may hold.
    expect((await hold(shopper({ mobile: first.mobile }), item, sku)).status).toBe(201);
    expect(await onSale(item, sku)).toBe(18);
  });

  test('ordered units count against the number, the device and the address; a cancelled order frees them', async () => {
    const { item, sku } = await dropItem({ units: 10, limit: 1 });
    const who = await signedIn(shopper());
    const { id } = (await hold(who, item, sku)).body.hold;
    const placed = await checkout(who, [heldLine(item, sku, id)]);
    expect(placed.status).toBe(201);
    const sameNumber = await signedIn(shopper({ mobile: who.mobile }));
    for (const again of [sameNumber, shopper({ deviceId: who.deviceId }), shopper({ address: who.address })])
      expect((await hold(again, item, sku)).body.problem).toBe('overDropLimit');
    const cancelled = await call(app(), {
      method: 'PATCH',
      url: `/api/admin/orders/${placed.body.id}/status`,
      headers: AS_ADMIN,
      payload: { status: 'CANCELLED' },
    });
    expect(cancelled.status).toBe(200);
    expect((await hold(sameNumber, item, sku)).status).toBe(201);
  });

  test('an order rechecks the limit over the buyer’s other holds and orders', async () => {
    const { item, sku } = await dropItem({ units: 10, limit: 1 });
    // Two devices of one number, each holding one before signing in, then ordering both under the number.
    const phone = shopper();
    const laptop = shopper({ mobile: phone.mobile });
    const a = (await hold(phone, item, sku)).body.hold.id;
    const b = (await hold(laptop, item, sku)).body.hold.id;
    const [onPhone, onLaptop] = [await signedIn(phone), await signedIn(laptop)];
    expect((await checkout(onPhone, [heldLine(item, sku, a)])).status).toBe(201);
    const second = await checkout(onLaptop, [heldLine(item, sku, b)]);
    expect([second.status, second.body.problem, second.body.limit]).toEqual([409, 'overDropLimit', 1]);
    expect((await holdAnswer(laptop, b)).body.hold.state).toBe('held');
  });

  test('racing devices of one proven number hold no more than the limit together', async () => {
    const { item, sku } = await dropItem({ units: 30, limit: 2 });
    const number = await signedIn(shopper());
    const devices = Array.from({ length: 8 }, () => shopper({ mobile: number.mobile, token: number.token }));
    const answers = await Promise.all(devices.map((device) => hold(device, item, sku)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(2);
    expect(answers.filter((answer) => answer.body.problem === 'overDropLimit')).toHaveLength(6);
    expect(await onSale(item, sku)).toBe(28);
  });
});

const describePostgresOnly = onPostgres ? describe : describe.skip;

describePostgresOnly('two instances on one PostgreSQL database', () => {
  let instances: Awaited<ReturnType<typeof twoInstances>>;
  let one: FastifyInstance;
  let two: FastifyInstance;
  let shared: Item[];

  beforeAll(async () => {
    // Both sweep, often.
    instances = await twoInstances({ adminToken: ADMIN_TOKEN, now: () => clock, dropHoldSweepMs: 15 });
    ({ one, two } = instances);
    shared = (await search(one, { ranges: [{ field: 'discount', min: 0, max: 0 }] })).body.list.filter(
      (item: Item) => item.status === 'ACTIVE' && item.skus.length > 0,
    );
  });
  afterAll(() => instances?.close());

  const sharedDrop = async (units: number, drop: Record<string, unknown>) => {
    const item = shared.pop()!;
    const sku = item.skus[0];
    expect((await countStock(sku, units, one)).status).toBe(200);
    expect((await setDrop(item, drop, one)).status).toBe(200);
    return { item, sku };
  };

  test('a drop set on one shows on the other, which refuses a hold and an order before the hour', async () => {
    const startsAt = NOW + 60 * MINUTE;
    const { item, sku } = await sharedDrop(5, { startsAt: new Date(startsAt).toISOString() });
    expect((await get<Item>(two, `/api/v2/items?id=${item.id}`)).body.drop).toEqual({
      startsAt: new Date(startsAt).toISOString(),
      perBuyerLimit: 1,
      holdMinutes: 10,
    });
    expect((await hold(shopper(), item, sku, 1, two)).body.problem).toBe('dropNotOpen');
    expect((await checkout(shopper(), [heldLine(item, sku, 'x')], two)).body.problem).toBe('dropNotOpen');
  });

  test('holds racing across both never oversell, and each runs out once with both sweeping', async () => {
    const { item, sku } = await sharedDrop(7, { startsAt: new Date(NOW).toISOString(), perBuyerLimit: 1, holdMinutes: 1 });
    const answers = await Promise.all(Array.from({ length: 24 }, (_, n) => hold(shopper(), item, sku, 1, n % 2 ? one : two)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(7);
    expect(answers.filter((answer) => answer.status !== 201).map((answer) => answer.body.problem)).toEqual(Array(17).fill('soldOut'));
    expect([await onSale(item, sku, one), await onSale(item, sku, two)]).toEqual([0, 0]);

    clock = NOW + MINUTE;
    // Both sweeps run on their beat, and each instance sweeps by hand besides, at once.
    await Promise.all([one.store.dropHolds.expire(clock), two.store.dropHolds.expire(clock)]);
    const deadline = Date.now() + 5000;
    while ((await states(sku.code)).includes('held') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await states(sku.code)).toEqual(Array(7).fill('expired'));
    // Each hold's unit came back once: exactly the stock again, on both.
    expect([await onSale(item, sku, one), await onSale(item, sku, two)]).toEqual([7, 7]);
  });

  test('one buyer racing on both instances holds no more than the limit', async () => {
    const { item, sku } = await sharedDrop(20, { startsAt: new Date(NOW).toISOString(), perBuyerLimit: 1 });
    const device = shopper();
    const sameDevice = await Promise.all(
      [one, two, one, two].map((target) => hold({ ...device, address: shopper().address }, item, sku, 1, target)),
    );
    expect(sameDevice.filter((answer) => answer.status === 201)).toHaveLength(1);
    const number = await signedIn(shopper(), one);
    const sameNumber = await Promise.all(
      [one, two, one, two].map((target) => hold(shopper({ mobile: number.mobile, token: number.token }), item, sku, 1, target)),
    );
    expect(sameNumber.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(await onSale(item, sku, two)).toBe(18);
  });

  const states = async (skuCode: string) =>
    (
      await storedRows<{ state: string }>(
        { databaseUrl: instances.databaseUrl, dbFile: '' } as TestServer,
        'SELECT state FROM drop_holds WHERE sku_code = ?',
        [skuCode],
      )
    ).map((row) => row.state);
});

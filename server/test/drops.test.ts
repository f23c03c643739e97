// Drops (issue 46), step one: staff set an item's hour and limits with the admin token and their name, every mistake a
// 4xx in words; every items answer and a kept page carry the drop at once, and lose it when it goes; the checkout sells
// nothing before the hour by the server's clock, and no more than a buyer's limit after it. Both backends run it
// (TEST_DATABASE_URL).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { DEFAULT_HOLD_MINUTES, DEFAULT_PER_BUYER_LIMIT, DROP_LIMITS } from '@domain/drops';
import type { Item, OrderPayload } from '@domain/types';
import {
  ADMIN_TOKEN,
  AS_ADMIN,
  asStaff,
  call,
  expectJsonError,
  get,
  listeningPort,
  order,
  orderLine,
  post,
  search,
  setUnits,
  startTestServer,
  storedRows,
  type TestServer,
} from './helpers';

const NOW = Date.UTC(2026, 11, 1, 8);
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const iso = (ms: number) => new Date(ms).toISOString();
const AS_STAFF = asStaff('Nusrat (Mirpur)');

let server: TestServer;
const app = () => server.app;
/** The server's clock: tests move it. */
let clock = NOW;

const staff = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = AS_STAFF) =>
  call(app(), { method, url, headers, ...(payload !== undefined && { payload: payload as string }) });
const setDrop = (body: Record<string, unknown>, headers?: Record<string, string>) => staff('PUT', '/api/admin/drops', body, headers);
const removeDrop = (itemId: string, headers?: Record<string, string>) =>
  staff('DELETE', `/api/admin/drops/${encodeURIComponent(itemId)}`, undefined, headers);

let items: Item[];
let taken = 0;
/** An item on sale at full price, with units online, that no earlier test used; its first SKU given plenty of units. */
async function freshItem(): Promise<Item> {
  const item = items[taken++];
  if (!item) throw new Error('no item left');
  const counted = await setUnits(app(), item.skus[0].code, 10_000, { headers: AS_STAFF });
  expect(counted.status).toBe(200);
  return item;
}
const checkout = (lines: OrderPayload['items']) => post(app(), '/api/checkouts', order(lines));

beforeAll(async () => {
  server = await startTestServer({ adminToken: ADMIN_TOKEN, now: () => clock });
  items = (await search(app(), { ranges: [{ field: 'discount', min: 0, max: 0 }] })).body.list.filter(
    (item: Item) => item.status === 'ACTIVE' && item.skus.length > 0,
  );
});
afterAll(() => server.close());
beforeEach(() => {
  clock = NOW;
});

describe('PUT /api/admin/drops', () => {
  test('a body it cannot keep is a 4xx with a JSON error, never a 500, and nothing is kept', async () => {
    const item = await freshItem();
    const ok = { itemId: item.id, startsAt: iso(NOW + DAY) };
    const bodies: [Record<string, unknown> | undefined, number][] = [
      [undefined, 400],
      [{}, 400],
      [{ itemId: item.id }, 400],
      [{ startsAt: ok.startsAt }, 400],
      [{ ...ok, startsAt: '2026-12-05 20:00' }, 400],
      [{ ...ok, startsAt: '2026-12-05T20:00:00' }, 400],
      [{ ...ok, startsAt: 'tomorrow at eight' }, 400],
      [{ ...ok, startsAt: 1_800_000_000_000 }, 400],
      [{ ...ok, startsAt: iso(NOW + (DROP_LIMITS.daysAhead + 1) * DAY) }, 400],
      [{ ...ok, startsAt: iso(NOW - (DROP_LIMITS.daysBack + 1) * DAY) }, 400],
      [{ ...ok, perBuyerLimit: DROP_LIMITS.perBuyerLimit.min - 1 }, 400],
      [{ ...ok, perBuyerLimit: DROP_LIMITS.perBuyerLimit.max + 1 }, 400],
      [{ ...ok, perBuyerLimit: 1.5 }, 400],
      [{ ...ok, perBuyerLimit: '2' }, 400],
      [{ ...ok, holdMinutes: DROP_LIMITS.holdMinutes.min - 1 }, 400],
      [{ ...ok, holdMinutes: DROP_LIMITS.holdMinutes.max + 1 }, 400],
      [{ ...ok, admitPerMinute: 0 }, 400],
      [{ ...ok, admitPerMinute: DROP_LIMITS.admitPerMinute.max + 1 }, 400],
      [{ ...ok, queue: true }, 400],
      [{ ...ok, itemId: 'x'.repeat(65) }, 400],
      [{ ...ok, itemId: '' }, 400],
      [{ ...ok, itemId: 'no-such-item' }, 404],
    ];
    for (const [body, status] of bodies) {
      const answer = await setDrop(body ?? {}, body === undefined ? { ...AS_STAFF, 'content-type': 'application/json' } : undefined);
      expectJsonError(answer, status);
    }
    expect((await setDrop({ ...ok, queue: true })).body.error).toMatch(/no field queue/);
    expect((await setDrop({ ...ok, startsAt: '2026-12-05T20:00:00' })).body.error).toMatch(/startsAt .*zone/);
    expect(await storedRows(server, 'SELECT * FROM drops WHERE item_id = ?', [item.id])).toEqual([]);
  });

  test('is a staff call: no token, a wrong one, or no X-Staff-Name is refused, and nothing is kept', async () => {
    const item = await freshItem();
    const body = { itemId: item.id, startsAt: iso(NOW + DAY) };
    expectJsonError(await setDrop(body, { 'x-staff-name': 'Rafi' }), 403);
    expectJsonError(await setDrop(body, { authorization: 'Bearer nope', 'x-staff-name': 'Rafi' }), 403);
    for (const name of [undefined, '', '   ', 'x'.repeat(61), 'Rafi\u0007']) {
      expectJsonError(await setDrop(body, { ...AS_ADMIN, ...(name === undefined ? {} : { 'x-staff-name': name }) }), 400);
    }
    expectJsonError(await call(app(), { method: 'GET', url: '/api/admin/drops' }), 403);
    expectJsonError(await removeDrop(item.id, AS_ADMIN), 400);
    expect(await storedRows(server, 'SELECT * FROM drops WHERE item_id = ?', [item.id])).toEqual([]);
  });

  test('an item not on sale is a 409 in words, and no drop is kept', async () => {
    const off = (await search(app(), { size: 100 })).body.list.find((item: Item) => item.status !== 'ACTIVE')!;
    expect(off.status).toBe('INACTIVE');
    const answer = await setDrop({ itemId: off.id, startsAt: iso(NOW + DAY) });
    expectJsonError(answer, 409);
    expect(answer.body.error).toBe(`${off.title} (${off.id}) is not on sale: put it on sale before setting its drop.`);
    expect(await storedRows(server, 'SELECT * FROM drops WHERE item_id = ?', [off.id])).toEqual([]);
  });

  test('sets a drop with the domain’s defaults, replaces it when set again, lists soonest first, and deletes once', async () => {
    const [later, sooner] = [await freshItem(), await freshItem()];
    const set = await setDrop({ itemId: later.id.replace(/-/g, '').toUpperCase(), startsAt: '2026-12-05T20:00:00+06:00' });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({
      itemId: later.id,
      startsAt: '2026-12-05T14:00:00.000Z',
      perBuyerLimit: DEFAULT_PER_BUYER_LIMIT,
      holdMinutes: DEFAULT_HOLD_MINUTES,
      admitPerMinute: null,
      staff: 'Nusrat (Mirpur)',
      updatedAt: iso(NOW),
    });
    clock = NOW + MINUTE;
    const replaced = await setDrop(
      { itemId: later.id, startsAt: iso(NOW + 10 * DAY), perBuyerLimit: 2, holdMinutes: 15, admitPerMinute: 500 },
      { ...AS_ADMIN, 'x-staff-name': 'Rafi' },
    );
    expect(replaced.body).toEqual({
      itemId: later.id,
      startsAt: iso(NOW + 10 * DAY),
      perBuyerLimit: 2,
      holdMinutes: 15,
      admitPerMinute: 500,
      staff: 'Rafi',
      updatedAt: iso(NOW + MINUTE),
    });
    expect((await setDrop({ itemId: sooner.id, startsAt: iso(NOW - DAY) })).status).toBe(200);
    const listed = (await staff('GET', '/api/admin/drops')).body.list.filter((drop: { itemId: string }) =>
      [later.id, sooner.id].includes(drop.itemId),
    );
    expect(listed.map((drop: { itemId: string }) => drop.itemId)).toEqual([sooner.id, later.id]);
    expect(listed[1]).toEqual(replaced.body);

    const removed = await removeDrop(later.id);
    expect([removed.status, removed.text]).toEqual([204, '']);
    expectJsonError(await removeDrop(later.id), 404);
    expectJsonError(await removeDrop('x'.repeat(65)), 400);
    expect((await staff('GET', '/api/admin/drops')).body.list.map((drop: { itemId: string }) => drop.itemId)).not.toContain(later.id);
    expect((await removeDrop(sooner.id)).status).toBe(204);
  });
});

describe('items carry their drop', () => {
  const detail = async (id: string) => (await get<Item>(app(), `/api/v2/items?id=${id}`)).body;
  const inSearch = async (id: string) => (await search(app(), {})).body.list.find((item: Item) => item.id === id)!;
  const byIds = async (id: string) => (await get<{ list: Item[] }>(app(), `/api/items/by-ids?ids=${id}`)).body.list[0];
  const inCards = async (id: string) => (await search(app(), { view: 'listing' })).body.list.find((item: Item) => item.id === id)!;

  test('on the details, search and by-ids answers, without what is for staff only, and leave them when taken away', async () => {
    const item = await freshItem();
    for (const read of [detail, inSearch, byIds, inCards]) expect(await read(item.id)).not.toHaveProperty('drop');
    const versionBefore = await app().store.pageDataVersion();
    await setDrop({ itemId: item.id, startsAt: iso(NOW + DAY), perBuyerLimit: 3, holdMinutes: 7, admitPerMinute: 100 });
    expect(await app().store.pageDataVersion()).toBeGreaterThan(versionBefore);
    const drop = { startsAt: iso(NOW + DAY), perBuyerLimit: 3, holdMinutes: 7 };
    // The queue's pace is the shoppers' too: the page queues them by it.
    for (const read of [detail, inSearch, byIds, inCards]) expect((await read(item.id)).drop).toEqual({ ...drop, admitPerMinute: 100 });
    // Without a queue, no admitPerMinute key at all.
    await setDrop({ itemId: item.id, startsAt: iso(NOW + DAY), perBuyerLimit: 3, holdMinutes: 7, admitPerMinute: null });
    for (const read of [detail, inSearch, byIds, inCards]) expect((await read(item.id)).drop).toEqual(drop);

    const versionSet = await app().store.pageDataVersion();
    expect((await removeDrop(item.id)).status).toBe(204);
    expect(await app().store.pageDataVersion()).toBeGreaterThan(versionSet);
    for (const read of [detail, inSearch, byIds, inCards]) expect(await read(item.id)).not.toHaveProperty('drop');
  });

  test('a server-rendered product page shows the drop as soon as it is set, and no more once it goes', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'metal-merch-drop-pages-'));
    const renderer = path.join(dir, 'render.js');
    writeFileSync(renderer, DROP_RENDERER);
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Metal Merch</title>');
    const shop = await startTestServer({ adminToken: ADMIN_TOKEN, now: () => clock, distDir: dir, renderer });
    try {
      const port = await listeningPort(shop.app);
      const [item] = (await search(shop.app, {})).body.list.filter((each: Item) => each.status === 'ACTIVE');
      const shown = async () => {
        const html = await (await fetch(`http://127.0.0.1:${port}/details?id=${item.id}`)).text();
        return /<p id="drop">([^<]*)<\/p>/.exec(html)![1];
      };
      expect(await shown()).toBe('none');
      // Kept while nothing changes: the same page again.
      expect(await shown()).toBe('none');
      const put = (body: unknown) => call(shop.app, { method: 'PUT', url: '/api/admin/drops', headers: AS_STAFF, payload: body as string });
      expect((await put({ itemId: item.id, startsAt: '2026-12-05T20:00:00+06:00', perBuyerLimit: 2 })).status).toBe(200);
      expect(await shown()).toBe('2026-12-05T14:00:00.000Z 2 10');
      expect((await put({ itemId: item.id, startsAt: '2026-12-06T20:00:00+06:00', perBuyerLimit: 2 })).status).toBe(200);
      expect(await shown()).toBe('2026-12-06T14:00:00.000Z 2 10');
      expect((await call(shop.app, { method: 'DELETE', url: `/api/admin/drops/${item.id}`, headers: AS_STAFF })).status).toBe(204);
      expect(await shown()).toBe('none');
    } finally {
      await shop.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** A renderer as the server loads it (dist-server/render.js): it shows the product's drop, read from the API. */
const DROP_RENDERER = `
exports.renderPage = async ({ url, apiBaseUrl, config }) => {
  const id = new URL(url).searchParams.get('id');
  const answer = await fetch(apiBaseUrl + '/api/v2/items?id=' + encodeURIComponent(id), { headers: { 'x-api-key': config.apiKey } });
  const { drop } = await answer.json();
  const shown = drop ? [drop.startsAt, drop.perBuyerLimit, drop.holdMinutes].join(' ') : 'none';
  return { status: 200, html: '<!doctype html><p id="drop">' + shown + '</p>', private: false, complete: true };
};`;

describe('POST /api/checkouts with a drop item', () => {
  test('before the hour is a 409 naming the product and its hour; at it a line needs its hold, and over the limit is a 409', async () => {
    const item = await freshItem();
    const startsAt = NOW + 2 * DAY;
    await setDrop({ itemId: item.id, startsAt: iso(startsAt), perBuyerLimit: 2 });
    const line = orderLine(item, item.skus[0]);

    clock = startsAt - 1;
    const early = await checkout([line]);
    expect(early.status).toBe(409);
    expect(early.body).toEqual({
      error: `${item.title} goes on sale at 3 Dec 2026, 2:00 PM. You can order it from then.`,
      problem: 'dropNotOpen',
      itemId: item.id,
      startsAt: iso(startsAt),
    });

    clock = startsAt;
    // Each line of an open drop takes its units from a hold (dropHolds.test.ts).
    const unheld = await checkout([{ ...line, quantity: 2 }]);
    expect([unheld.status, unheld.body.problem, unheld.body.itemId]).toEqual([409, 'holdExpired', item.id]);
    const over = await checkout([{ ...line, quantity: 3 }]);
    expect(over.status).toBe(409);
    expect(over.body).toEqual({
      error: `${item.title} is limited to 2 units per buyer. Lower the quantity and confirm again.`,
      problem: 'overDropLimit',
      itemId: item.id,
      limit: 2,
    });
    // The item's units are counted over all the order's lines of it.
    const spread = await checkout([{ ...line, quantity: 2 }, line]);
    expect([spread.status, spread.body.problem]).toEqual([409, 'overDropLimit']);
    await removeDrop(item.id);
  });

  test('an item without a drop, in the same order or alone, is unaffected', async () => {
    const [dropItem, plain] = [await freshItem(), await freshItem()];
    await setDrop({ itemId: dropItem.id, startsAt: iso(NOW + DAY) });
    expect((await checkout([orderLine(plain, plain.skus[0], 5)])).status).toBe(201);
    const mixed = await checkout([orderLine(plain, plain.skus[0]), orderLine(dropItem, dropItem.skus[0])]);
    expect([mixed.status, mixed.body.problem]).toEqual([409, 'dropNotOpen']);
    await removeDrop(dropItem.id);
    expect((await checkout([orderLine(dropItem, dropItem.skus[0], 5)])).status).toBe(201);
  });

  test('for random hours and clocks, an order is refused exactly when the clock is before the hour', async () => {
    const item = await freshItem();
    const line = orderLine(item, item.skus[0]);
    const near = fc.integer({ min: -5000, max: 5000 });
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 30 * DAY }),
        fc.oneof(near, fc.integer({ min: -DROP_LIMITS.daysBack * DAY, max: DROP_LIMITS.daysAhead * DAY })),
        fc.oneof(near, fc.integer({ min: -DAY, max: 400 * DAY })),
        async (setAt, startsIn, checkoutIn) => {
          clock = NOW + setAt;
          const startsAt = clock + startsIn;
          expect((await setDrop({ itemId: item.id, startsAt: iso(startsAt) })).status).toBe(200);
          clock = NOW + setAt + checkoutIn;
          const answer = await checkout([line]);
          // Open, a line without a hold is refused too (dropHolds.test.ts places one with it).
          expect([answer.status, answer.body.problem]).toEqual([409, clock < startsAt ? 'dropNotOpen' : 'holdExpired']);
        },
      ),
      { numRuns: 40 },
    );
    await removeDrop(item.id);
  });
});

describe('GET /api/clock', () => {
  test('answers the server’s clock, for no cache to keep', async () => {
    clock = NOW + 1234;
    const answer = await get(app(), '/api/clock');
    expect([answer.status, answer.body, answer.headers['cache-control']]).toEqual([200, { now: NOW + 1234 }, 'no-store']);
    expectJsonError(await call(app(), { method: 'GET', url: '/api/clock', key: null }), 401);
  });
});

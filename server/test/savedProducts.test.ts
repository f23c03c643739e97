// Saved products kept with a signed-in shopper's account (GET/PUT /api/account/saved, issue 45) and items asked for by
// id (GET /api/items/by-ids) for the saved page and "Recently viewed". Both backends run it; two apps on one
// PostgreSQL share one list.
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { Item } from '@domain/types';
import { MAX_SAVED_PRODUCTS, SAVED_AT_SKEW_MS, type SavedProduct } from '@domain/savedProducts';
import { buildApp } from '../src/app';
import { SESSION_ENDED } from '../src/accounts/messages';
import { ONLINE_LOCATION_ID } from '../src/db/seed';
import { MAX_ITEMS_BY_IDS } from '../src/routes/catalog';
import {
  API_KEY,
  call,
  freshPostgresDatabase,
  get,
  onlineOk,
  onPostgres,
  order,
  post,
  search,
  startTestServer,
  stockedLine,
  storedRows,
  storeRows,
  TEST_ITEMS,
  type ListBody,
  type TestServer,
} from './helpers';

jest.setTimeout(60_000);

let clock = Date.UTC(2026, 10, 29, 12, 0, 0);
let server: TestServer;
const app = () => server.app;
/** Every item of the catalogue, on sale or not, as the detail call answers it. */
let items: Item[];
/** Ids of items on sale, and of one that is not. */
let onSale: string[];
let switchedOff: string;

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  const rows = await storedRows<{ id: string; status: string }>(server, 'SELECT id, status FROM items ORDER BY seq');
  items = await Promise.all(rows.map(async (row) => (await get<Item>(app(), `/api/v2/items?id=${row.id}`)).body));
  onSale = rows.filter((row) => row.status === 'ACTIVE').map((row) => row.id);
  switchedOff = rows.find((row) => row.status !== 'ACTIVE')!.id;
});
afterAll(() => server.close());

let numbers = 0;
/** A mobile number no other test uses. */
const newMobile = () => `0191${String(++numbers).padStart(7, '0')}`;

/** A session of a new shopper, signed in by a code from the SMS sandbox. */
async function signIn(target: FastifyInstance = app(), mobile = newMobile()): Promise<string> {
  expect((await post(target, '/api/sessions/otp', { mobile })).status).toBe(202);
  const inbox = await call(target, { method: 'GET', url: '/sandbox/sms', headers: { accept: 'application/json' } });
  const text = (inbox.body.messages as { mobile: string; text: string }[]).find((m) => m.mobile === mobile)!.text;
  const signedIn = await post(target, '/api/sessions/otp/verify', { mobile, code: /\b(\d{6})\b/.exec(text)![1] });
  expect(signedIn.status).toBe(200);
  return signedIn.body.token as string;
}

const asShopper = (token: string | null) => (token === null ? {} : { 'x-auth-token': token });
const readSaved = (token: string | null, target = app()) =>
  call<{ items: SavedProduct[]; error?: string }>(target, { method: 'GET', url: '/api/account/saved', headers: asShopper(token) });
const writeSaved = (token: string | null, payload: unknown, target = app()) =>
  call<{ items: SavedProduct[]; error?: string }>(target, {
    method: 'PUT',
    url: '/api/account/saved',
    headers: { ...asShopper(token), 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
const saved = (itemId: string, savedAt: number): SavedProduct => ({ itemId, savedAt });
const undashed = (id: string) => id.replace(/-/g, '').toUpperCase();

describe('GET and PUT /api/account/saved', () => {
  test('need a live session: 401 JSON as the other account calls, and nothing kept by a cache', async () => {
    for (const token of [null, 'not-a-token', 'x'.repeat(43)]) {
      for (const answer of [await readSaved(token), await writeSaved(token, { items: [saved(onSale[0], clock)] })]) {
        expect(answer.status).toBe(401);
        expect(answer.body).toEqual({ error: SESSION_ENDED });
        expect(answer.headers['cache-control']).toBe('private, no-store');
      }
    }
    const token = await signIn();
    expect((await call(app(), { method: 'DELETE', url: '/api/sessions', headers: asShopper(token) })).status).toBe(204);
    expect((await readSaved(token)).status).toBe(401);
    expect((await writeSaved(token, { items: [] })).status).toBe(401);
  });

  test('a new account has none; a PUT replaces the list and answers it newest first, as GET does', async () => {
    const token = await signIn();
    const empty = await readSaved(token);
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ items: [] });
    expect(empty.headers['cache-control']).toBe('private, no-store');

    const first = await writeSaved(token, {
      items: [saved(onSale[0], clock - 3000), saved(onSale[1], clock - 1000), saved(onSale[2], clock - 2000)],
    });
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.body).toEqual({ items: [saved(onSale[1], clock - 1000), saved(onSale[2], clock - 2000), saved(onSale[0], clock - 3000)] });
    expect((await readSaved(token)).body).toEqual(first.body);

    // Replaced, not merged: the SPA merges before it writes.
    const second = await writeSaved(token, { items: [saved(onSale[3], clock - 500)] });
    expect(second.body).toEqual({ items: [saved(onSale[3], clock - 500)] });
    expect((await readSaved(token)).body).toEqual(second.body);

    expect((await writeSaved(token, { items: [] })).body).toEqual({ items: [] });
    expect((await readSaved(token)).body).toEqual({ items: [] });
  });

  test('ids of no product on sale are left out, not refused; ids written without dashes are the product', async () => {
    const token = await signIn();
    const answer = await writeSaved(token, {
      items: [
        saved('0b8f6c1e-3a52-5d3e-9f0a-1c2b3d4e5f60', clock - 10),
        saved(switchedOff, clock - 20),
        saved(undashed(onSale[4]), clock - 30),
        saved('65f0c2a1b3d4e5f60718293a', clock - 40),
      ],
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ items: [saved(onSale[4], clock - 30)] });
  });

  test('duplicates fold to the newest savedAt, however the id is written', async () => {
    const token = await signIn();
    const answer = await writeSaved(token, {
      items: [
        saved(onSale[5], clock - 900),
        saved(undashed(onSale[5]), clock - 100),
        saved(onSale[5], clock - 500),
        saved(onSale[6], clock - 300),
      ],
    });
    expect(answer.body).toEqual({ items: [saved(onSale[5], clock - 100), saved(onSale[6], clock - 300)] });
  });

  test('a savedAt far in the future is taken as now; a phone a little ahead keeps its own', async () => {
    const token = await signIn();
    const answer = await writeSaved(token, {
      items: [
        saved(onSale[7], clock + SAVED_AT_SKEW_MS + 1),
        saved(onSale[8], clock + SAVED_AT_SKEW_MS),
        saved(onSale[9], 32_503_680_000_000),
      ],
    });
    expect(answer.body).toEqual({ items: [saved(onSale[8], clock + SAVED_AT_SKEW_MS), saved(onSale[7], clock), saved(onSale[9], clock)] });
  });

  test(`at most ${MAX_SAVED_PRODUCTS} entries; ids shaped like the shop's; savedAt epoch milliseconds: else 400 and nothing changes`, async () => {
    const token = await signIn();
    const kept = { items: [saved(onSale[0], clock - 1)] };
    expect((await writeSaved(token, kept)).status).toBe(200);
    const full = Array.from({ length: MAX_SAVED_PRODUCTS }, (_, k) => saved(onSale[k % onSale.length], clock - k));
    const bad: unknown[] = [
      { items: [...full, saved(onSale[0], clock)] },
      { items: [saved('x'.repeat(65), clock)] },
      { items: [saved('', clock)] },
      { items: [saved('../items', clock)] },
      { items: [saved(onSale[0], -1)] },
      { items: [saved(onSale[0], 1.5)] },
      { items: [{ itemId: onSale[0], savedAt: String(clock) }] },
      { items: [{ itemId: onSale[0] }] },
      { items: [{ savedAt: clock }] },
      { items: [saved(onSale[0], Number.MAX_SAFE_INTEGER + 2)] },
      { items: {} },
      { items: null },
      {},
      [],
      'null',
      '"items"',
      '{"items": [',
      '',
    ];
    for (const payload of bad) {
      const answer = await writeSaved(token, payload);
      expect({ payload, status: answer.status }).toEqual({ payload, status: 400 });
      expect(typeof answer.body.error).toBe('string');
    }
    expect((await readSaved(token)).body).toEqual(kept);
    // A full list of 100 is taken, duplicates folded (onSale holds fewer than 100 ids here).
    const answer = await writeSaved(token, { items: full });
    expect(answer.status).toBe(200);
    expect(answer.body.items).toHaveLength(Math.min(MAX_SAVED_PRODUCTS, onSale.length));
  });

  test('a body past the size bound is refused before it is read, as JSON', async () => {
    const token = await signIn();
    const answer = await writeSaved(token, JSON.stringify({ items: [saved(onSale[0], clock)], pad: 'x'.repeat(40 * 1024) }));
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ error: 'The request body is too large.' });
  });

  test('any JSON body gets 200 or 400, never 500', async () => {
    const token = await signIn();
    const id = fc.oneof(fc.constantFrom(...onSale.slice(0, 5), switchedOff, undashed(onSale[0])), fc.string({ maxLength: 70 }));
    const savedAt = fc.oneof(
      fc.integer({ min: -10, max: clock * 2 }),
      fc.double(),
      fc.string(),
      fc.constant(null),
      fc.bigInt().map(String),
    );
    const entry = fc.oneof(fc.record({ itemId: id, savedAt }), fc.record({ itemId: id, savedAt }, { requiredKeys: [] }), fc.jsonValue());
    const body = fc.oneof(
      fc.record({ items: fc.array(entry, { maxLength: 110 }) }).map((b) => JSON.stringify(b)),
      fc.json({ maxDepth: 3 }),
    );
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const answer = await writeSaved(token, payload);
        expect([200, 400]).toContain(answer.status);
        if (answer.status === 200) expect(answer.body.items.length).toBeLessThanOrEqual(MAX_SAVED_PRODUCTS);
        else expect(typeof answer.body.error).toBe('string');
      }),
      { numRuns: onPostgres ? 60 : 120 },
    );
  });

  test("another account never sees nor changes a shopper's list", async () => {
    const [mine, theirs] = [await signIn(), await signIn()];
    const list = { items: [saved(onSale[10], clock - 10), saved(onSale[11], clock - 20)] };
    expect((await writeSaved(mine, list)).body).toEqual(list);
    expect((await readSaved(theirs)).body).toEqual({ items: [] });
    expect((await writeSaved(theirs, { items: [saved(onSale[12], clock)] })).status).toBe(200);
    expect((await writeSaved(theirs, { items: [] })).status).toBe(200);
    expect((await readSaved(mine)).body).toEqual(list);
  });

  test('the list follows the shopper to another phone: a second session of the same number reads it', async () => {
    const mobile = newMobile();
    const phone = await signIn(app(), mobile);
    const list = { items: [saved(onSale[13], clock - 10)] };
    expect((await writeSaved(phone, list)).body).toEqual(list);
    clock += 60_000;
    const laptop = await signIn(app(), mobile);
    expect((await readSaved(laptop)).body).toEqual(list);
  });

  test('a product switched off after it was saved leaves the list the shopper reads', async () => {
    const token = await signIn();
    await writeSaved(token, { items: [saved(onSale[14], clock - 10), saved(onSale[15], clock - 20)] });
    // Kept as written: the product is left out when read, not deleted.
    const stored = await storedRows(server, 'SELECT item_id FROM saved_products WHERE item_id = ? AND saved_at = ?', [
      onSale[15],
      clock - 20,
    ]);
    expect(stored).toHaveLength(1);
    // As the item's status is written by the seed alone, the test switches the product off in the database directly.
    await storeRows(server, "UPDATE items SET status = 'INACTIVE' WHERE id = ?", [onSale[15]]);
    try {
      expect((await readSaved(token)).body).toEqual({ items: [saved(onSale[14], clock - 10)] });
    } finally {
      await storeRows(server, "UPDATE items SET status = 'ACTIVE' WHERE id = ?", [onSale[15]]);
    }
  });
});

describe('GET /api/items/by-ids', () => {
  const byIds = (ids: string, key: string | null = API_KEY) =>
    call<ListBody<Item> & { error?: string }>(app(), { method: 'GET', url: `/api/items/by-ids?ids=${ids}`, key });
  const detail = (id: string) => items.find((item) => item.id === id)!;

  test('the items on sale, as the detail call answers each, in the order asked; the rest left out', async () => {
    const asked = [onSale[3], '0b8f6c1e-3a52-5d3e-9f0a-1c2b3d4e5f60', switchedOff, undashed(onSale[0]), onSale[7], onSale[3]];
    const answer = await byIds(asked.map(encodeURIComponent).join(','));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ list: [detail(onSale[3]), detail(onSale[0]), detail(onSale[7])], nextPageToken: '', total: 3 });
  });

  test('public as the other catalogue reads: the API key, no session; the same caching headers as the detail call', async () => {
    expect((await byIds(onSale[0], null)).status).toBe(401);
    expect((await byIds(onSale[0], 'wrong')).status).toBe(401);
    const answer = await byIds(onSale[0]);
    const one = await get(app(), `/api/v2/items?id=${onSale[0]}`);
    expect(answer.headers['cache-control']).toBe(one.headers['cache-control']);
    expect(answer.headers['content-type']).toBe(one.headers['content-type']);
  });

  test("current prices and stock: an order's units are gone from the answer at once", async () => {
    const line = await stockedLine(app(), 2);
    const before = onlineOk((await byIds(line.itemId)).body.list[0], line.skuCode, ONLINE_LOCATION_ID);
    const placed = await post(app(), '/api/checkouts', order([{ ...line, quantity: 2 }]));
    expect(placed.status).toBe(201);
    const after = (await byIds(line.itemId)).body.list[0];
    expect(onlineOk(after, line.skuCode, ONLINE_LOCATION_ID)).toBe(before - 2);
    expect(after).toEqual((await get<Item>(app(), `/api/v2/items?id=${line.itemId}`)).body);
  });

  test(`bounded: at most ${MAX_ITEMS_BY_IDS} ids, each shaped like the shop's ids, else 400`, async () => {
    const hundred = Array.from({ length: MAX_ITEMS_BY_IDS }, (_, k) => onSale[k % onSale.length]).join(',');
    const full = await byIds(hundred);
    expect(full.status).toBe(200);
    expect(full.body.total).toBe(Math.min(onSale.length, MAX_ITEMS_BY_IDS));
    for (const ids of [`${hundred},${onSale[0]}`, 'x'.repeat(65), `${onSale[0]},,${onSale[1]}`, '', ',', 'a%20b', '..%2Fadmin', 'a%00']) {
      const answer = await byIds(ids);
      expect({ ids, status: answer.status }).toEqual({ ids, status: 400 });
      expect(typeof answer.body.error).toBe('string');
    }
    expect((await call(app(), { method: 'GET', url: '/api/items/by-ids' })).status).toBe(400);
  });

  test('any query string gets 200 or 400, never 500', async () => {
    const id = fc.oneof(fc.constantFrom(...onSale.slice(0, 5), switchedOff), fc.string({ maxLength: 70 }));
    await fc.assert(
      fc.asyncProperty(fc.array(id, { maxLength: 110 }), async (ids) => {
        const answer = await byIds(ids.map(encodeURIComponent).join(','));
        expect([200, 400]).toContain(answer.status);
        if (answer.status === 200) expect(answer.body.list.length).toBeLessThanOrEqual(MAX_ITEMS_BY_IDS);
      }),
      { numRuns: 100 },
    );
  });
});

(onPostgres ? describe : describe.skip)('PostgreSQL: two apps on one database', () => {
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    database = await freshPostgresDatabase();
    const options = {
      dbFile: '',
      databaseUrl: database.url,
      seedItems: TEST_ITEMS,
      rateLimits: false as const,
      orderTextSweepMs: false as const,
    };
    [a, b] = await Promise.all([buildApp(options), buildApp(options)]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await database?.drop();
  });

  test('a list written through one is read through the other; racing writes end as one of them, whole', async () => {
    const mobile = newMobile();
    const onA = await signIn(a, mobile);
    // The code is in the instance's own sandbox: the second session signs in through b.
    const onB = await signIn(b, mobile);
    const ids = (await search(a, { status: 'ACTIVE' })).body.list.map((item) => item.id);
    const list = { items: [saved(ids[0], clock - 10), saved(ids[1], clock - 20)] };
    expect((await writeSaved(onA, list, a)).body).toEqual(list);
    expect((await readSaved(onB, b)).body).toEqual(list);

    for (let round = 0; round < 10; round += 1) {
      const fromA = { items: ids.slice(0, 30).map((id, k) => saved(id, clock - k)) };
      const fromB = { items: ids.slice(20, 60).map((id, k) => saved(id, clock - 1000 - k)) };
      const [wroteA, wroteB] = await Promise.all([writeSaved(onA, fromA, a), writeSaved(onB, fromB, b)]);
      expect([wroteA.status, wroteB.status]).toEqual([200, 200]);
      const final = (await readSaved(onA, a)).body;
      expect([wroteA.body, wroteB.body]).toContainEqual(final);
      expect((await readSaved(onB, b)).body).toEqual(final);
    }
  });
});

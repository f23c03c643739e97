// PostgreSQL only: two real API processes (as behind a load balancer) on one database, over real HTTP. Racing
// checkouts never oversell, nor use a promo code more often than it may be, a duplicate sent to both makes one order,
// a payment cancelled on the other instance releases its stock once, and an instance killed mid-burst loses no
// confirmed order and leaves no stray reservation.
// With a short payment window: an order paid through one instance while the other expires it ends one way only, and
// an order placed on an instance that dies still expires, through the other.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type { Item, OrderLine, OrderPayload, Sku } from '@domain/types';
import { PROJECT_ROOT } from '../src/config';
import { ONLINE_LOCATION_ID } from '../src/db/seed';
import {
  ADMIN_TOKEN,
  API_KEY,
  AS_ADMIN,
  freshPostgresDatabase,
  onlineOk,
  onPostgres,
  order,
  OUTLET_STOCK,
  TEST_ITEMS,
  type ListBody,
} from './helpers';

const describePostgresOnly = onPostgres ? describe : describe.skip;

// Starting a process compiles the server with tsx: seconds, not milliseconds.
jest.setTimeout(60_000);

interface Instance {
  name: string;
  /** http://127.0.0.1:<port> */
  url: string;
  child: ChildProcess;
  /** Everything the process printed, for failure messages. */
  output: string[];
  exited: Promise<void>;
}

/**
 * Starts `tsx server/src/main.ts` on the database and answers once it prints its listening line. Its sessions carry
 * application_name `name`, so the test can tell when the database has ended them.
 */
async function startInstance(name: string, databaseUrl: string, distDir: string, extraEnv: NodeJS.ProcessEnv = {}): Promise<Instance> {
  const url = new URL(databaseUrl);
  url.searchParams.set('application_name', name);
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    ...(process.env.TMPDIR ? { TMPDIR: process.env.TMPDIR } : {}),
    DATABASE_URL: url.href,
    PORT: '0',
    HOST: '127.0.0.1',
    API_KEY,
    SEED_ITEMS: String(TEST_ITEMS),
    LOG_LEVEL: 'warn',
    SSR: 'off',
    DIST_DIR: distDir,
    // The order limit (20 a minute per client address) has no environment knob; instead, as behind a proxy on this
    // machine, each simulated shopper names its own address in X-Forwarded-For (see shopper()).
    TRUST_PROXY: 'loopback',
    ...extraEnv,
  };
  // detached: a process group of its own. tsx runs the server in a child node process, which a kill of tsx alone
  // would leave running (and listening); stopInstance kills the whole group.
  const child = spawn(path.join(PROJECT_ROOT, 'node_modules', '.bin', 'tsx'), ['server/src/main.ts'], {
    cwd: PROJECT_ROOT,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise<Instance>((resolve, reject) => {
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // gone meanwhile
      }
      reject(new Error(`${name} did not start within 40 s:\n${output.join('')}`));
    }, 40_000);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${code ?? signal}) before listening:\n${output.join('')}`));
    });
    child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stdout!.on('data', (chunk: Buffer) => {
      output.push(chunk.toString());
      const listening = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output.join(''));
      if (listening) {
        clearTimeout(timer);
        resolve({ name, url: listening[1], child, output, exited });
      }
    });
  });
}

/** Kills the instance's process group with `signal` and waits for it to be gone. */
async function stopInstance(instance: Instance | undefined, signal: NodeJS.Signals): Promise<void> {
  if (!instance || instance.child.exitCode !== null || instance.child.signalCode !== null) return;
  try {
    process.kill(-instance.child.pid!, signal);
  } catch {
    return; // already gone
  }
  await instance.exited;
}

interface Answer<T = any> {
  status: number;
  body: T;
  text: string;
}

/** A call over HTTP with the API key; JSON answers are parsed. A connection failure rejects (fetch's TypeError). */
async function callApi<T = any>(
  instance: Instance,
  method: string,
  urlPath: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  const response = await fetch(`${instance.url}${urlPath}`, {
    method,
    headers: { 'x-api-key': API_KEY, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: any;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return { status: response.status, body: parsed, text };
}

/** A shopper: a device of its own and a client address of its own (so the per-address order limit is not hit). */
interface Shopper {
  device: string;
  address: string;
}
let shoppers = 0;
function shopper(label: string): Shopper {
  const n = ++shoppers;
  return { device: `${label}-${n}`, address: `10.0.${Math.floor(n / 250)}.${(n % 250) + 1}` };
}

interface Placed {
  id: string;
  redirectUrl?: string;
}
const placeOrder = (instance: Instance, payload: OrderPayload, who: Shopper) =>
  callApi<Placed>(instance, 'POST', '/api/checkouts', payload, { 'x-device-id': who.device, 'x-forwarded-for': who.address });

/** A SKU of an undiscounted item (its order price is its sales price) and the item it belongs to. */
interface Pick {
  item: Item;
  sku: Sku;
}
const lineOf = ({ item, sku }: Pick, quantity: number): OrderLine => ({
  itemId: item.id,
  skuCode: sku.code,
  price: sku.salesPrice,
  discountedPrice: sku.salesPrice,
  offerId: null,
  offerName: null,
  quantity,
  orderType: 'order',
});

/** The online stock of the SKU as the instance shows the item (GET /api/v2/items). */
async function stockOf(instance: Instance, { item, sku }: Pick): Promise<number> {
  const answer = await callApi<Item>(instance, 'GET', `/api/v2/items?id=${encodeURIComponent(item.id)}`);
  if (answer.status !== 200) throw new Error(`${instance.name}: find ${item.id} answered ${answer.status} ${answer.text}`);
  return onlineOk(answer.body, sku.code, ONLINE_LOCATION_ID);
}

/** The online stock of the SKU as the instance lists it in the outlet-stock search (all TEST_ITEMS on one page). */
async function listedStockOf(instance: Instance, { item, sku }: Pick): Promise<number> {
  const answer = await callApi<ListBody<Item>>(instance, 'POST', OUTLET_STOCK, { page: 1, size: 100 });
  const listed = answer.body?.list?.find((i) => i.id === item.id);
  if (!listed) throw new Error(`${instance.name}: ${item.id} is not in the search (${answer.status})`);
  return onlineOk(listed, sku.code, ONLINE_LOCATION_ID);
}

/** The gateway token in an online order's redirectUrl. */
const tokenOf = (placed: Placed) => new URL(placed.redirectUrl!).searchParams.get('token')!;
const cancelPayment = (instance: Instance, placed: Placed, who: Shopper) =>
  callApi(instance, 'PATCH', `/api/checkouts/cancel?${new URLSearchParams({ invoiceId: placed.id, token: tokenOf(placed) })}`, undefined, {
    'x-forwarded-for': who.address,
  });

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Two instances on a fresh database, and a client of the test's own on it; `stop` kills both and drops the database. */
interface Pair {
  instances: [Instance, Instance];
  db: Client;
  stop(): Promise<void>;
}
async function startPair(names: [string, string], env: NodeJS.ProcessEnv = {}): Promise<Pair> {
  const database = await freshPostgresDatabase();
  const distDir = mkdtempSync(path.join(tmpdir(), 'metal-merch-two-'));
  // Both start together, as instances behind a balancer do: one seeds, the other waits for it.
  const started = await Promise.allSettled(names.map((name) => startInstance(name, database.url, distDir, env)));
  const instances = started.map((result) => (result.status === 'fulfilled' ? result.value : undefined)) as [Instance, Instance];
  const db = new Client({ connectionString: database.url, application_name: 'two-instances-test' });
  const stop = async () => {
    await db.end().catch(() => {});
    await Promise.all(instances.map((instance) => stopInstance(instance, 'SIGKILL')));
    await database.drop();
    rmSync(distDir, { recursive: true, force: true });
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stop();
    throw (failed as PromiseRejectedResult).reason;
  }
  await db.connect();
  return { instances, db, stop };
}

describePostgresOnly('PostgreSQL: two API instances on one database', () => {
  let pair: Pair;
  let db: Client;
  let a: Instance;
  let b: Instance;
  const used = new Set<string>();

  beforeAll(async () => {
    pair = await startPair(['shop-a', 'shop-b'], { ADMIN_TOKEN });
    ({
      db,
      instances: [a, b],
    } = pair);
  });
  afterAll(() => pair?.stop());

  /** The database sessions of an instance (its pool's connections), by the application_name it connects with. */
  const sessionsOf = async (instance: Instance) =>
    (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1', [instance.name])).rows[0]
      .n;

  /** A SKU no earlier test used whose online stock is within [min, max], read through instance a. */
  async function pickSku(min: number, max = Infinity): Promise<Pick> {
    const answer = await callApi<ListBody<Item>>(a, 'POST', OUTLET_STOCK, {
      page: 1,
      size: 100,
      nonZeroStockOnly: true,
      ranges: [{ field: 'discount', min: 0, max: 0 }],
    });
    for (const item of answer.body.list) {
      for (const sku of item.skus) {
        const units = onlineOk(item, sku.code, ONLINE_LOCATION_ID);
        if (units >= min && units <= max && !used.has(sku.code)) {
          used.add(sku.code);
          return { item, sku };
        }
      }
    }
    throw new Error(`no unused undiscounted SKU with ${min}–${max} units online`);
  }

  test('both instances serve the one catalogue, seeded once', async () => {
    for (const instance of [a, b])
      expect((await callApi(instance, 'POST', OUTLET_STOCK, { page: 1, size: 1 })).body.total).toBe(TEST_ITEMS);
    expect((await db.query("SELECT value FROM meta WHERE key = 'seeded_items'")).rows).toEqual([{ value: String(TEST_ITEMS) }]);
    // Each instance's sessions are known by its name (the kill test waits for the killed one's to end).
    expect(await sessionsOf(a)).toBeGreaterThan(0);
    expect(await sessionsOf(b)).toBeGreaterThan(0);
  });

  test('a code asked for through one instance signs in through the other; either instance knows the session until sign-out', async () => {
    const mobile = '01890000077';
    expect((await callApi(a, 'POST', '/api/sessions/otp', { mobile })).status).toBe(202);
    // Each instance's sandbox shows what it sent.
    const inbox = await fetch(`${a.url}/sandbox/sms`, { headers: { accept: 'application/json' } }).then((r) => r.json());
    const code = /\d{6}/.exec(inbox.messages.find((m: { mobile: string }) => m.mobile === mobile).text)![0];
    const signedIn = await callApi(b, 'POST', '/api/sessions/otp/verify', { mobile, code });
    expect(signedIn.status).toBe(200);
    expect((await callApi(a, 'POST', '/api/sessions/otp/verify', { mobile, code })).status).toBe(401);
    const auth = { 'x-auth-token': signedIn.body.token };
    expect((await callApi(a, 'POST', '/api/sessions/check', undefined, auth)).body.customer.mobile).toBe(mobile);
    expect((await callApi(a, 'DELETE', '/api/sessions', undefined, auth)).status).toBe(204);
    expect((await callApi(b, 'POST', '/api/sessions/check', undefined, auth)).status).toBe(401);
  });

  test('50 shoppers racing for a few units through both instances: every unit sells once, the rest are told it is out of stock', async () => {
    const pick = await pickSku(2, 10);
    const before = await stockOf(a, pick);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, n) => placeOrder(n % 2 ? b : a, order([lineOf(pick, 1)]), shopper('race'))),
    );

    const accepted = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(accepted.length).toBeLessThanOrEqual(before);
    // More shoppers than units, and only stock turns one away: every unit sells.
    expect(accepted.length).toBe(before);
    expect(new Set(accepted.map((answer) => answer.body.id)).size).toBe(accepted.length);
    expect(refused.map((answer) => [answer.status, answer.body])).toEqual(
      refused.map(() => [
        409,
        {
          error: expect.stringMatching(/is out of stock/),
          changes: [{ itemId: pick.item.id, skuCode: pick.sku.code, kind: 'stock', available: 0 }],
        },
      ]),
    );

    const left = before - accepted.length;
    expect({
      foundOnA: await stockOf(a, pick),
      foundOnB: await stockOf(b, pick),
      listedOnA: await listedStockOf(a, pick),
      listedOnB: await listedStockOf(b, pick),
    }).toEqual({
      foundOnA: left,
      foundOnB: left,
      listedOnA: left,
      listedOnB: left,
    });
  });

  test('20 shoppers racing through both instances for a code with 3 uses: 3 orders use it, 17 are told it is used up', async () => {
    const made = await callApi(a, 'POST', '/api/admin/vouchers', { code: 'RACE-3', kind: 'PERCENT', value: 10, maxUses: 3 }, AS_ADMIN);
    expect(made.status).toBe(201);
    // Each shopper's own SKU: orders of one SKU wait on its stock row, which would hide the race for the code.
    const picks: Pick[] = [];
    for (let k = 0; k < 20; k++) picks.push(await pickSku(1));
    const answers = await Promise.all(
      picks.map((pick, n) =>
        placeOrder(n % 2 ? b : a, { ...order([lineOf(pick, 1)]), voucherCode: 'race-3' } as OrderPayload, shopper('code')),
      ),
    );

    const told = answers.map((answer) =>
      answer.status === 201 ? 'placed' : `${answer.status} ${(answer as Answer).body?.voucher?.reason}`,
    );
    expect(told.sort()).toEqual([...Array.from({ length: 17 }, () => '409 usedUp'), 'placed', 'placed', 'placed']);
    const uses = await db.query("SELECT invoice_id FROM voucher_uses WHERE code = 'RACE-3' AND released_at IS NULL ORDER BY invoice_id");
    const placed = answers.filter((answer) => answer.status === 201).map((answer) => answer.body.id);
    expect(uses.rows.map((row) => row.invoice_id)).toEqual(placed.sort());
  });

  test('the same order sent to both instances at once, five times each, is one order', async () => {
    const pick = await pickSku(3);
    const before = await stockOf(a, pick);
    const same = shopper('twice');
    const payload = order([lineOf(pick, 2)]);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, n) => placeOrder(n % 2 ? b : a, payload, same)));

    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    const stored = await db.query('SELECT invoice_id FROM orders WHERE device_id = $1', [`device:${same.device}`]);
    expect(stored.rows).toEqual([{ invoice_id: answers[0].body.id }]);
    expect([await stockOf(a, pick), await stockOf(b, pick)]).toEqual([before - 2, before - 2]);
  });

  test('an online order placed through A and cancelled through B releases its units once, as both instances show', async () => {
    const pick = await pickSku(2);
    const before = await stockOf(a, pick);
    const buyer = shopper('cancel');
    const placed = await placeOrder(a, order([lineOf(pick, 2)], { paymentType: 'ONLINE' }), buyer);
    expect(placed.status).toBe(201);
    expect([await stockOf(a, pick), await stockOf(b, pick)]).toEqual([before - 2, before - 2]);

    expect(await cancelPayment(b, placed.body, buyer)).toMatchObject({
      status: 202,
      body: { id: placed.body.id, paymentStatus: 'CANCELLED' },
    });
    expect([await stockOf(a, pick), await stockOf(b, pick)]).toEqual([before, before]);

    // Cancelled again, through both at once: accepted, and nothing more is released.
    const again = await Promise.all([cancelPayment(a, placed.body, buyer), cancelPayment(b, placed.body, buyer)]);
    expect(again.map((answer) => [answer.status, answer.body.paymentStatus])).toEqual([
      [202, 'CANCELLED'],
      [202, 'CANCELLED'],
    ]);
    expect([await stockOf(a, pick), await stockOf(b, pick)]).toEqual([before, before]);
  });

  test('B killed (SIGKILL) mid-burst: the survivor knows every confirmed order, and the stock matches the stored orders exactly', async () => {
    // 21 orders, every third for 2 units (on both instances): 28 units.
    const quantities = Array.from({ length: 21 }, (_, n) => (n % 3 === 2 ? 2 : 1));
    // Enough units for the whole burst: every answer from a live instance is a 201.
    const pick = await pickSku(quantities.reduce((sum, quantity) => sum + quantity, 0));
    const initial = await stockOf(a, pick);

    let killing: Promise<void> | null = null;
    let confirmedByB = 0;
    const outcomes = await Promise.all(
      quantities.map(async (quantity, n) => {
        const instance = n % 2 ? b : a;
        // A stream of orders, not one volley: B is killed after it confirmed a few, with others in flight or still to come.
        await delay(n * 15);
        try {
          const answer = await placeOrder(instance, order([lineOf(pick, quantity)], { paymentType: 'ONLINE' }), shopper('kill'));
          if (instance === b && answer.status === 201 && ++confirmedByB === 3) killing = stopInstance(b, 'SIGKILL');
          return { instance, answer };
        } catch (error) {
          return { instance, error };
        }
      }),
    );
    expect(killing).not.toBeNull();
    await killing;

    const confirmed = outcomes.flatMap((outcome) => (outcome.answer?.status === 201 ? [outcome.answer.body] : []));
    const connectionErrors = outcomes.filter((outcome) => outcome.error !== undefined);
    const otherAnswers = outcomes.filter((outcome) => outcome.answer && outcome.answer.status !== 201);
    expect(otherAnswers.map((outcome) => [outcome.instance.name, outcome.answer!.status, outcome.answer!.text])).toEqual([]);
    // Only the killed instance fails to answer, and it did, for the orders sent after (or during) its death.
    expect(connectionErrors.map((outcome) => outcome.instance.name)).toEqual(connectionErrors.map(() => 'shop-b'));
    expect(connectionErrors.length).toBeGreaterThan(0);
    expect(confirmedByB).toBeGreaterThanOrEqual(3);

    // The database ends B's sessions when it sees their sockets close: a transaction B left open is then rolled back.
    for (let waited = 0; (await sessionsOf(b)) > 0; waited += 100) {
      if (waited > 10_000) throw new Error('the database still has sessions of the killed instance after 10 s');
      await delay(100);
    }

    // Every confirmed order is stored with its reservation, and the survivor finds it (its gateway page).
    const stored = await db.query<{ invoice_id: string; quantity: number; reserved: number }>(
      'SELECT l.invoice_id, l.quantity, l.reserved FROM order_lines l JOIN orders o ON o.invoice_id = l.invoice_id WHERE l.sku_code = $1 ORDER BY l.invoice_id',
      [pick.sku.code],
    );
    const storedIds = stored.rows.map((row) => row.invoice_id);
    expect(confirmed.map((placed) => placed.id).filter((id) => !storedIds.includes(id))).toEqual([]);
    expect(stored.rows.filter((row) => row.reserved !== row.quantity)).toEqual([]);
    // An order B committed but could not answer is stored too; no order comes from nowhere.
    expect(stored.rows.length).toBeLessThanOrEqual(confirmed.length + connectionErrors.length);
    for (const placed of confirmed) {
      const page = await fetch(`${a.url}/gateway/pay/${encodeURIComponent(placed.id)}?token=${tokenOf(placed)}`);
      expect([placed.id, page.status]).toEqual([placed.id, 200]);
      expect(await page.text()).toContain(placed.id);
    }

    // No reservation without its order: the units gone are exactly the stored orders' units, in the SKU's row, the
    // item's online total, and what the survivor shows and lists.
    const reserved = stored.rows.reduce((sum, row) => sum + row.reserved, 0);
    const totals = await db.query<{ sku_ok: number; skus_ok: number; item_stock_ok: number; online_ok: number }>(
      `SELECT (SELECT s.ok FROM stocks s WHERE s.sku_no = k.no AND s.location_no = l.no) AS sku_ok,
              (SELECT sum(s.ok)::int FROM stocks s WHERE s.item_seq = k.item_seq AND s.location_no = l.no) AS skus_ok,
              (SELECT t.ok FROM item_stock t WHERE t.item_seq = k.item_seq AND t.location_no = l.no) AS item_stock_ok,
              (SELECT i.online_ok FROM items i WHERE i.seq = k.item_seq) AS online_ok
       FROM skus k, locations l WHERE k.code = $1 AND l.id = $2`,
      [pick.sku.code, ONLINE_LOCATION_ID],
    );
    const { sku_ok, skus_ok, item_stock_ok, online_ok } = totals.rows[0];
    expect(sku_ok).toBe(initial - reserved);
    expect([item_stock_ok, online_ok]).toEqual([skus_ok, skus_ok]);
    expect([await stockOf(a, pick), await listedStockOf(a, pick)]).toEqual([initial - reserved, initial - reserved]);
  });
});

describePostgresOnly('PostgreSQL: two API instances expiring unpaid orders (a 2-second payment window)', () => {
  const WINDOW_MS = 2000;
  let pair: Pair;
  let db: Client;
  let c: Instance;
  let d: Instance;

  beforeAll(async () => {
    pair = await startPair(['shop-c', 'shop-d'], { PAYMENT_WINDOW_SECONDS: String(WINDOW_MS / 1000), ADMIN_TOKEN });
    ({
      db,
      instances: [c, d],
    } = pair);
  });
  afterAll(() => pair?.stop());

  async function pickSku(min: number, skip: Set<string>): Promise<Pick> {
    const answer = await callApi<ListBody<Item>>(c, 'POST', OUTLET_STOCK, {
      page: 1,
      size: 100,
      nonZeroStockOnly: true,
      ranges: [{ field: 'discount', min: 0, max: 0 }],
    });
    for (const item of answer.body.list)
      for (const sku of item.skus) if (onlineOk(item, sku.code, ONLINE_LOCATION_ID) >= min && !skip.has(sku.code)) return { item, sku };
    throw new Error(`no undiscounted SKU with ${min} units online`);
  }
  const rows = async (invoiceIds: string[]) =>
    (
      await db.query<{ invoice_id: string; payment_status: string; stock_released: number }>(
        'SELECT invoice_id, payment_status, stock_released FROM orders WHERE invoice_id = ANY($1)',
        [invoiceIds],
      )
    ).rows;
  const skuUnits = async ({ sku }: Pick) =>
    (
      await db.query<{ ok: number }>(
        'SELECT s.ok FROM stocks s JOIN skus k ON k.no = s.sku_no JOIN locations l ON l.no = s.location_no WHERE k.code = $1 AND l.id = $2',
        [sku.code, ONLINE_LOCATION_ID],
      )
    ).rows[0].ok;

  test('10 orders placed on C, each paid through D around its deadline while both sweep: each ends PAID or EXPIRED, never both, and the stock is exact', async () => {
    const pick = await pickSku(20, new Set());
    const before = await skuUnits(pick);
    const placed = await Promise.all(
      Array.from({ length: 10 }, () => placeOrder(c, order([lineOf(pick, 2)], { paymentType: 'ONLINE' }), shopper('expiry'))),
    );
    const started = performance.now();
    expect(placed.map((answer) => answer.status)).toEqual(placed.map(() => 201));
    // Pay through D from 400 ms before the deadline to 400 ms after it, while C and D each sweep every 333 ms.
    const payments = await Promise.all(
      placed.map(async ({ body }, k) => {
        await delay(Math.max(0, WINDOW_MS - 400 + k * 90 - (performance.now() - started)));
        const url = new URL(body.redirectUrl!);
        const answer = await fetch(`${d.url}${url.pathname}${url.search}`, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'action=pay&method=card',
        });
        return { id: body.id, status: answer.status };
      }),
    );
    await delay(WINDOW_MS);

    const stored = new Map((await rows(placed.map(({ body }) => body.id))).map((row) => [row.invoice_id, row]));
    for (const { id, status } of payments) {
      const row = stored.get(id)!;
      // The shopper's answer and the stored state agree: 303 to the shop when paid, 409 when the window had closed.
      expect({ id, answer: status, state: row.payment_status, released: row.stock_released }).toEqual(
        row.payment_status === 'PAID'
          ? { id, answer: 303, state: 'PAID', released: 0 }
          : { id, answer: 409, state: 'EXPIRED', released: 1 },
      );
    }
    const paid = payments.filter(({ id }) => stored.get(id)!.payment_status === 'PAID').length;
    expect(await skuUnits(pick)).toBe(before - 2 * paid);
    expect([await stockOf(c, pick), await stockOf(d, pick)]).toEqual([before - 2 * paid, before - 2 * paid]);
  });

  test('10 orders placed on C, cancelled by the staff through C while D takes their payment around the deadline and both sweep: each is cancelled once, its payment decided by what came first, and every unit is back', async () => {
    const pick = await pickSku(20, new Set());
    const before = await skuUnits(pick);
    const placed = await Promise.all(
      Array.from({ length: 10 }, () => placeOrder(c, order([lineOf(pick, 2)], { paymentType: 'ONLINE' }), shopper('staff-race'))),
    );
    const started = performance.now();
    expect(placed.map((answer) => answer.status)).toEqual(placed.map(() => 201));
    const at = (k: number) => delay(Math.max(0, WINDOW_MS - 300 + k * 60 - (performance.now() - started)));
    const answers = await Promise.all(
      placed.map(async ({ body }, k) => {
        const url = new URL(body.redirectUrl!);
        const [pay, cancel] = await Promise.all([
          at(k).then(() =>
            fetch(`${d.url}${url.pathname}${url.search}`, {
              method: 'POST',
              redirect: 'manual',
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              body: 'action=pay&method=card',
            }),
          ),
          at(k).then(() => callApi(c, 'PATCH', `/api/admin/orders/${body.id}/status`, { status: 'CANCELLED' }, AS_ADMIN)),
        ]);
        return { id: body.id, pay: pay.status, cancel: cancel.status };
      }),
    );
    await delay(WINDOW_MS);

    const stored = new Map(
      (
        await db.query<{ invoice_id: string; status: string; payment_status: string; stock_released: number }>(
          'SELECT invoice_id, status, payment_status, stock_released FROM orders WHERE invoice_id = ANY($1)',
          [answers.map(({ id }) => id)],
        )
      ).rows.map((row) => [row.invoice_id, row]),
    );
    for (const { id, pay, cancel } of answers) {
      const row = stored.get(id)!;
      expect({ id, cancel, status: row.status, released: row.stock_released }).toEqual({
        id,
        cancel: 200,
        status: 'CANCELLED',
        released: 1,
      });
      // The shopper's answer agrees with what is stored: paid (303) only when the payment came before the cancel and the deadline.
      expect({ id, pay: pay === 303, paid: row.payment_status === 'PAID' }).toEqual({
        id,
        pay: row.payment_status === 'PAID',
        paid: pay === 303,
      });
      expect(['PAID', 'CANCELLED', 'EXPIRED']).toContain(row.payment_status);
    }
    expect(await skuUnits(pick)).toBe(before);
    expect([await stockOf(c, pick), await stockOf(d, pick)]).toEqual([before, before]);
  });

  test('an order placed on C, which then dies, still expires on time through D, and its units come back once', async () => {
    const pick = await pickSku(4, new Set());
    const before = await skuUnits(pick);
    const placed = await placeOrder(c, order([lineOf(pick, 3)], { paymentType: 'ONLINE' }), shopper('orphan'));
    expect(placed.status).toBe(201);
    await stopInstance(c, 'SIGKILL');
    for (let waited = 0; (await rows([placed.body.id]))[0].payment_status !== 'EXPIRED'; waited += 100) {
      if (waited > WINDOW_MS + 5000) throw new Error('D did not expire the order of the dead instance');
      await delay(100);
    }
    expect((await rows([placed.body.id]))[0].stock_released).toBe(1);
    expect(await skuUnits(pick)).toBe(before);
    expect(await stockOf(d, pick)).toBe(before);
  });
});

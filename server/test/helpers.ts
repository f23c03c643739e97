import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, InjectOptions } from 'fastify';
import Database from 'better-sqlite3';
import { Client } from 'pg';
import { buildApp, type BuildAppOptions } from '../src/app';
import { ONLINE_LOCATION_ID } from '../src/db/seed';
import type { Item, OrderPayload } from '@domain/types';
import { PAGE_RENDERER } from './shopPages';

// app.inject runs light-my-request, which requires the ESM-only cookie@2. Jest's CommonJS runtime cannot load it
// untransformed (jest.config.ts leaves node_modules alone), and light-my-request uses only stringifySetCookie, to
// encode an inject's `cookies` option, which these tests never pass. This CommonJS stand-in covers that use.
jest.mock('cookie', () => ({
  stringifySetCookie: ({ name, value }: { name: string; value: string }) => `${name}=${encodeURIComponent(value)}`,
}));

export const API_KEY = 'metal-merch-local-key';
export const ADMIN_TOKEN = 'test-admin-token-5f1c0a9e7d3b2c4e';
/** The header of a call that changes the catalogue (servers started with adminToken: ADMIN_TOKEN). */
export const AS_ADMIN = { authorization: `Bearer ${ADMIN_TOKEN}` };
/** The headers of a staff call the shop keeps a name with (a stock count, a drop): the admin token and who makes it. */
export const asStaff = (name: string) => ({ ...AS_ADMIN, 'x-staff-name': name });
/** Small enough to seed in a few tens of milliseconds, big enough for every seeded case (see SPECIAL_ITEMS). */
export const TEST_ITEMS = 60;

/**
 * Set by .ci/run (a throwaway PostgreSQL cluster): the server suite then runs on PostgreSQL, each test server on a
 * database of its own. Unset, it runs on SQLite files.
 */
const POSTGRES_URL = process.env.TEST_DATABASE_URL || null;
export const onPostgres = POSTGRES_URL !== null;
/** For tests of the SQLite file itself: they are skipped on PostgreSQL. */
export const describeSqliteOnly = onPostgres ? describe.skip : describe;
export const testSqliteOnly = onPostgres ? test.skip : test;

let databases = 0;

/** A new, empty database on the test cluster, and a way to drop it. */
export async function freshPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `shop_test_${process.pid}_${++databases}`;
  const admin = async (sql: string) => {
    const client = new Client({ connectionString: POSTGRES_URL! });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`DROP DATABASE IF EXISTS ${name}`);
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(POSTGRES_URL!);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * Two apps on one fresh PostgreSQL database, each with its own pool and caches, as two instances behind a load
 * balancer; started one after the other, with the test servers' defaults and `options`. `close` ends both and drops it.
 */
export async function twoInstances(
  options: Partial<BuildAppOptions>,
): Promise<{ one: FastifyInstance; two: FastifyInstance; databaseUrl: string; close(): Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'metal-merch-instances-'));
  const database = await freshPostgresDatabase();
  const instance = () =>
    buildApp({
      dbFile: path.join(dir, 'unused.db'),
      databaseUrl: database.url,
      seedItems: TEST_ITEMS,
      distDir: path.join(dir, 'dist'),
      rateLimits: false,
      unverifiedHoldUnitsPerAddress: false,
      orderTextSweepMs: false,
      ...options,
    });
  const one = await instance();
  const two = await instance();
  return {
    one,
    two,
    databaseUrl: database.url,
    async close() {
      await one.close();
      await two.close();
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface TestServer {
  app: FastifyInstance;
  dir: string;
  dbFile: string;
  /** The PostgreSQL database, when the suite runs on PostgreSQL (dbFile is then unused). */
  databaseUrl: string | null;
  /** Builds a new app on the same database file (after closing the current one). */
  restart(options?: Partial<BuildAppOptions>): Promise<FastifyInstance>;
  close(): Promise<void>;
}

/** A server on a fresh SQLite file in the OS temp directory, or a fresh PostgreSQL database (see onPostgres); `close` removes it. */
export async function startTestServer(options: Partial<BuildAppOptions> = {}): Promise<TestServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'metal-merch-test-'));
  const dbFile = path.join(dir, 'shop.db');
  const database = onPostgres ? await freshPostgresDatabase() : null;
  // No rate limits and no bound on what one address's orders hold unless a test asks for them: the suites send bursts
  // of orders from one address on purpose.
  const base = {
    dbFile,
    databaseUrl: database?.url,
    seedItems: TEST_ITEMS,
    distDir: path.join(dir, 'dist'),
    rateLimits: false as const,
    unverifiedHoldUnitsPerAddress: false as const,
    // No order text lands in the SMS sandbox behind a test that reads a code there; orderTexts.test.ts sweeps itself.
    orderTextSweepMs: false as const,
    ...options,
  };
  const server: TestServer = {
    app: await buildApp(base),
    dir,
    dbFile,
    databaseUrl: database?.url ?? null,
    async restart(more = {}) {
      await server.app.close();
      server.app = await buildApp({ ...base, ...more });
      return server.app;
    },
    async close() {
      await server.app.close();
      await database?.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return server;
}

/** A hashed script of the build, large enough to be compressed. */
export const HASHED_ASSET = { name: 'main.0a1b2c3d.js', text: `console.log(${JSON.stringify('metal '.repeat(2000))});` };
/** A hashed script the build also wrote compressed (name.br, name.gz), at levels the server does not use on the fly. */
export const PACKED_ASSET = {
  name: 'sagas.4e5f6a7b.js',
  text: `console.log(${JSON.stringify(Array.from({ length: 400 }, (_, i) => `band ${i * 7919} tee`).join(' '))});`,
  get br() {
    return brotliCompressSync(this.text, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } });
  },
  get gz() {
    return gzipSync(this.text, { level: constants.Z_BEST_COMPRESSION });
  },
};

/** A test server with a built shop in `dir`: its index.html, two hashed scripts and a renderer whose pages any cache may keep. */
export function startShopWithPages(dir: string): Promise<TestServer> {
  const dist = path.join(dir, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Metal Merch</title>');
  writeFileSync(path.join(dist, 'assets', HASHED_ASSET.name), HASHED_ASSET.text);
  writeFileSync(path.join(dist, 'assets', PACKED_ASSET.name), PACKED_ASSET.text);
  writeFileSync(path.join(dist, 'assets', `${PACKED_ASSET.name}.br`), PACKED_ASSET.br);
  writeFileSync(path.join(dist, 'assets', `${PACKED_ASSET.name}.gz`), PACKED_ASSET.gz);
  writeFileSync(path.join(dir, 'render.js'), PAGE_RENDERER);
  return startTestServer({ distDir: dist, renderer: path.join(dir, 'render.js') });
}

/** The port a test server listens on over loopback, listening first if it is not yet. */
export async function listeningPort(app: FastifyInstance): Promise<number> {
  if (!app.server.listening) await app.listen({ host: '127.0.0.1', port: 0 });
  return (app.server.address() as AddressInfo).port;
}

export interface Answer<T = any> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
  text: string;
}

/** inject with the API key, parsing JSON answers. */
export async function call<T = any>(app: FastifyInstance, options: InjectOptions & { key?: string | null }): Promise<Answer<T>> {
  const { key = API_KEY, headers = {}, ...rest } = options;
  const response = await app.inject({ ...rest, headers: { ...(key === null ? {} : { 'x-api-key': key }), ...headers } } as InjectOptions);
  let body: any;
  try {
    body = response.json();
  } catch {
    body = undefined;
  }
  return { status: response.statusCode, body, headers: response.headers, text: response.body };
}

export const post = <T = any>(app: FastifyInstance, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  call<T>(app, { method: 'POST', url, payload: payload as InjectOptions['payload'], headers });
export const get = <T = any>(app: FastifyInstance, url: string) => call<T>(app, { method: 'GET', url });
export const patch = <T = any>(app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  call<T>(app, { method: 'PATCH', url, headers });

/** Staff count a SKU's units at a location (PATCH /api/admin/stock): the online warehouse, by a warehouse hand, unless told. */
export const setUnits = (
  app: FastifyInstance,
  skuCode: string,
  units: unknown,
  {
    locationId = ONLINE_LOCATION_ID,
    headers = asStaff('Rafi (warehouse)'),
  }: { locationId?: string; headers?: Record<string, string> } = {},
) => call(app, { method: 'PATCH', url: '/api/admin/stock', payload: { skuCode, locationId, units }, headers });

/** A refusal as the shop gives one: this status and an `error` in words, never a bare status or a 500. */
export const expectJsonError = (answer: Answer, status: number) => {
  expect({ status: answer.status, error: typeof answer.body?.error }).toEqual({ status, error: 'string' });
};

export interface ListBody<T> {
  list: T[];
  nextPageToken: string;
  total: number;
}

export const OUTLET_STOCK = '/api/search/indices/outlet-stock/search';

export const search = (app: FastifyInstance, body: Record<string, unknown>) =>
  post<ListBody<Item>>(app, OUTLET_STOCK, { page: 1, size: 100, ...body });

/** Walks every page of a search, asserting the paging contract on the way, and answers all items in order. */
export async function allPages(app: FastifyInstance, body: Record<string, unknown>, size = 7): Promise<{ items: Item[]; total: number }> {
  const items: Item[] = [];
  let page = 1;
  let total = -1;
  for (;;) {
    const answer = await post<ListBody<Item>>(app, OUTLET_STOCK, { ...body, page, size });
    if (answer.status !== 200) throw new Error(`page ${page}: ${answer.status} ${answer.text}`);
    if (total === -1) total = answer.body.total;
    expect(answer.body.total).toBe(total);
    items.push(...answer.body.list);
    if (answer.body.nextPageToken === '') break;
    expect(answer.body.nextPageToken).toBe(String(page + 1));
    expect(answer.body.list).toHaveLength(size);
    page += 1;
    if (page > 1000) throw new Error('paging did not end');
  }
  return { items, total };
}

export function onlineOk(item: Item, skuCode: string, onlineLocationId: string): number {
  const sku = item.skus.find((s) => s.code === skuCode)!;
  return sku.stocks.filter((s) => s.locationId === onlineLocationId).reduce((sum, s) => sum + s.ok, 0);
}

/** An order line for `quantity` units of a SKU at its sales price (an undiscounted SKU: the price the shopper pays). */
export const orderLine = (item: Item, sku: Item['skus'][number], quantity = 1): OrderPayload['items'][number] => ({
  itemId: item.id,
  skuCode: sku.code,
  price: sku.salesPrice,
  discountedPrice: sku.salesPrice,
  quantity,
  offerId: null,
  offerName: null,
});

let shoppers = 0;

/**
 * A valid order for these lines (cash on delivery inside Dhaka unless overridden), from a shopper of its own: a new
 * mobile number and device each call, so that the caps on open orders per number and device (db/openOrders.ts) stay
 * out of tests that are not about them. The same object sent twice is the same intent from the same shopper.
 */
/** The catalogue's items with units online and no discount (their prices are the SKUs' own), as the search answers them. */
export const fullPriceInStock = async (app: FastifyInstance) =>
  (await search(app, { nonZeroStockOnly: true, ranges: [{ field: 'discount', min: 0, max: 0 }] })).body.list;

/** An order line for one unit of a full-price SKU with at least `units` online. */
export async function stockedLine(app: FastifyInstance, units = 1): Promise<OrderPayload['items'][number]> {
  const item = (await fullPriceInStock(app)).find((i) => i.skus.some((s) => onlineOk(i, s.code, ONLINE_LOCATION_ID) >= units))!;
  return orderLine(
    item,
    item.skus.find((s) => onlineOk(item, s.code, ONLINE_LOCATION_ID) >= units)!,
  );
}

export function order(lines: OrderPayload['items'], overrides: Partial<OrderPayload> = {}): OrderPayload {
  const paymentType = overrides.paymentType ?? 'CASH_ON_DELIVERY';
  shoppers += 1;
  return {
    info: {
      fullName: 'Tanvir Hasan',
      mobile: `0171${String(shoppers).padStart(7, '0')}`,
      email: 'tanvir@example.com',
      shortAddress: 'House 12, Road 4, Dhanmondi, Dhaka',
      paymentType,
      type: 'INDIVIDUAL',
      deviceId: `device-under-test-${shoppers}`,
      deviceName: 'jest',
    },
    source: 'ECOMMERCE',
    couponId: null,
    locationType: 'OUTLET_STOCK',
    locationId: '',
    customerId: null,
    discountType: 'PERCENTAGE',
    discountAmount: 0,
    vatAmount: 0,
    vatType: 'PERCENTAGE',
    paymentType,
    paymentStatus: 'PENDING',
    dev: true,
    items: lines,
    extras: { pickupDistrict: 'INSIDE_DHAKA', pickupPoints: 'HOME', deliveryCharge: 80 },
    note: '',
    ...overrides,
  };
}

/** A statement run straight on a test server's database, SQLite or PostgreSQL (`?` placeholders): the rows it reads. */
async function onDatabase<T>(server: TestServer, sql: string, params: unknown[], writes: boolean): Promise<T[]> {
  if (!server.databaseUrl) {
    const db = new Database(server.dbFile, { readonly: !writes });
    try {
      const statement = db.prepare(sql);
      if (statement.reader) return statement.all(...params) as T[];
      statement.run(...params);
      return [];
    } finally {
      db.close();
    }
  }
  const client = new Client({ connectionString: server.databaseUrl });
  await client.connect();
  try {
    let n = 0;
    return (
      await client.query(
        sql.replace(/\?/g, () => `$${++n}`),
        params,
      )
    ).rows as T[];
  } finally {
    await client.end();
  }
}

/** Rows read straight from a test server's database, SQLite or PostgreSQL, to check what was stored (`?` placeholders). */
export const storedRows = <T>(server: TestServer, sql: string, params: unknown[] = []): Promise<T[]> =>
  onDatabase<T>(server, sql, params, false);

/** Rows written straight into a test server's database, as a part of the shop the test does not drive would write them. */
export const storeRows = async (server: TestServer, sql: string, params: unknown[] = []): Promise<void> => {
  await onDatabase(server, sql, params, true);
};

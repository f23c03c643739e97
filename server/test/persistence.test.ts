import Database from 'better-sqlite3';
import { Client } from 'pg';
import type { Category, Item, Location } from '@domain/types';
import { ids, ONLINE_LOCATION_ID } from '../src/db/seed';
import {
  fullPriceInStock,
  ADMIN_TOKEN,
  API_KEY,
  AS_ADMIN,
  get,
  onlineOk,
  order,
  orderLine,
  patch,
  post,
  search,
  startTestServer,
  storedRows,
  TEST_ITEMS,
  testSqliteOnly,
  type TestServer,
} from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ adminToken: ADMIN_TOKEN });
});
afterAll(() => server.close());

test('orders, stock, payments, popularity and lookup changes survive a restart; the catalogue is not reseeded', async () => {
  let app = server.app;
  const list = await fullPriceInStock(app);
  const item = list.find((i) => i.skus.some((s) => onlineOk(i, s.code, ONLINE_LOCATION_ID) >= 3))!;
  const sku = item.skus.find((s) => onlineOk(item, s.code, ONLINE_LOCATION_ID) >= 3)!;
  const stockBefore = onlineOk(item, sku.code, ONLINE_LOCATION_ID);
  const line = {
    itemId: item.id,
    skuCode: sku.code,
    price: sku.salesPrice,
    discountedPrice: sku.salesPrice,
    offerId: null,
    offerName: null,
  };

  const cod = await post(app, '/api/checkouts', order([{ ...line, quantity: 2 }]), { 'x-device-id': 'persist-1' });
  const online = await post(app, '/api/checkouts', order([{ ...line, quantity: 1 }], { paymentType: 'ONLINE' }), {
    'x-device-id': 'persist-2',
  });
  expect([cod.status, online.status]).toEqual([201, 201]);
  const gatewayPath = new URL(online.body.redirectUrl).pathname + new URL(online.body.redirectUrl).search;
  await post(app, `/api/v2/items/events/view?id=${item.id}`);
  const band = item.lookups.find((l) => l.type === 'bands')!;
  expect((await patch(app, `/api/lookups/status?id=${band.id}&status=INACTIVE&type=bands`, AS_ADMIN)).status).toBe(200);

  app = await server.restart({ seedItems: 500 });
  expect((await search(app, {})).body.total).toBe(TEST_ITEMS);
  const after = (await get<Item>(app, `/api/v2/items?id=${item.id}`)).body;
  expect(onlineOk(after, sku.code, ONLINE_LOCATION_ID)).toBe(stockBefore - 3);
  expect(after.totalPopularity).toBe(item.totalPopularity + 1);
  expect(await app.store.findOrder(cod.body.id)).toMatchObject({
    paymentType: 'CASH_ON_DELIVERY',
    subtotal: 2 * sku.salesPrice,
    lines: [expect.objectContaining({ skuCode: sku.code, quantity: 2 })],
  });
  const bands = (
    await post(app, '/api/lookups/search', { page: 1, size: 100, textParams: [{ field: 'type', value: 'bands', matchType: 'EXACT' }] })
  ).body.list;
  expect(bands.map((b: { id: string }) => b.id)).not.toContain(band.id);

  // The payment continues where it stopped, and orders keep counting (invoice ids are random).
  const paid = await app.inject({
    method: 'POST',
    url: gatewayPath,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'action=pay&method=card',
  });
  expect(paid.statusCode).toBe(303);
  const token = new URL(online.body.redirectUrl).searchParams.get('token')!;
  expect((await patch(app, `/api/checkouts/confirm?invoiceId=${online.body.id}&token=${token}`)).status).toBe(202);
  const next = await post(app, '/api/checkouts', order([{ ...line, quantity: 1 }]), { 'x-device-id': 'persist-3' });
  const seqOf = async (invoiceId: string) =>
    (await storedRows<{ seq: number }>(server, 'SELECT seq FROM orders WHERE invoice_id = ?', [invoiceId]))[0].seq;
  expect(await seqOf(next.body.id)).toBeGreaterThan(await seqOf(online.body.id));
  // The in-memory search index was rebuilt from the file: the stock filter sees the sold units.
  const soldOut = (await search(app, { nonZeroStockOnly: true })).body.list.map((i: Item) => i.id);
  expect(soldOut.includes(item.id)).toBe(after.skus.some((s) => onlineOk(after, s.code, ONLINE_LOCATION_ID) > 0));
  expect((await app.store.findOrder(online.body.id))!.paymentStatus).toBe('PAID');
});

/** What the migration of Bengali names added (the newest one): dropped to make a database from before it. */
const BENGALI_NAME_OBJECTS =
  'ALTER TABLE categories DROP COLUMN name_bn; ALTER TABLE lookups DROP COLUMN name_bn; ALTER TABLE attribute_values DROP COLUMN name_bn; ' +
  'ALTER TABLE branches DROP COLUMN opening_hours_bn; ALTER TABLE locations DROP COLUMN opening_hours_bn;';

/** What the migration of order texts and orders' languages and every later one added. */
const ORDER_TEXT_OBJECTS = BENGALI_NAME_OBJECTS + 'DROP TABLE order_texts; ALTER TABLE orders DROP COLUMN language;';

/** What the migration of replaced passwords and every later one added. */
const REPLACED_PASSWORD_OBJECTS = ORDER_TEXT_OBJECTS + 'ALTER TABLE customers DROP COLUMN replaced_password_hash;';

/** What the migration of wrong tries' addresses and every later one added. */
const FAILURE_ADDRESS_OBJECTS = REPLACED_PASSWORD_OBJECTS + 'ALTER TABLE sign_in_failures DROP COLUMN address;';

/** What the migration of orders' client addresses and proven numbers and every later one added. */
const HOLD_OBJECTS =
  FAILURE_ADDRESS_OBJECTS +
  'DROP INDEX orders_unverified_open; ALTER TABLE orders DROP COLUMN client_address; ALTER TABLE orders DROP COLUMN number_verified;';

/** What the accounts migration and every later one added: dropped to make a database from before it. */
const ACCOUNT_OBJECTS =
  HOLD_OBJECTS +
  'DROP TABLE sessions; DROP TABLE customers; DROP TABLE sign_in_codes; DROP TABLE sign_in_failures; ' +
  'DROP INDEX orders_by_customer; DROP INDEX orders_by_mobile; ALTER TABLE orders DROP COLUMN customer_id;';

/** What the order-status migration and every later one added: dropped to make a database from before it. */
const ORDER_STATUS_OBJECTS =
  ACCOUNT_OBJECTS +
  'DROP TABLE order_events; DROP INDEX orders_by_status; ALTER TABLE orders DROP COLUMN status; ALTER TABLE orders DROP COLUMN courier; ' +
  'ALTER TABLE orders DROP COLUMN tracking_number; ALTER TABLE orders DROP COLUMN tracking_url;';

/** What the shared migrations (db/migrations.ts) added: after every backend's own, so every roll-back drops them. */
const SHARED_OBJECTS =
  'DROP TABLE saved_products; DROP TABLE reports; DROP TABLE vouchers; DROP TABLE voucher_uses; ' +
  'ALTER TABLE orders DROP COLUMN voucher_code; ALTER TABLE orders DROP COLUMN voucher_discount; ' +
  'DROP TABLE restock_alerts; DROP TABLE stock_changes; DROP INDEX order_lines_sku; ' +
  'DROP TABLE size_guides; DROP TABLE size_guide_sizes; DROP TABLE drops; DROP TABLE drop_holds; DROP TABLE shop_keys; DROP TABLE drop_queues; ';

/** What SQLite's change-log migration added (the newest there: PostgreSQL has had the log from its first). */
const SQLITE_CHANGE_LOG_OBJECTS = 'DROP TABLE changes; DROP TABLE change_version; ';

/**
 * Makes the test server's database one written before a migration: `undo` drops what it and every later one added
 * (the shared migrations' tables, and on SQLite the change log too), and the schema version goes back to `sqliteVersion` (SQLite) or `postgresVersion`
 * (PostgreSQL).
 */
async function rollBack(server: TestServer, undo: string, sqliteVersion: number, postgresVersion: number): Promise<void> {
  if (!server.databaseUrl) {
    const db = new Database(server.dbFile);
    try {
      db.exec(`${SHARED_OBJECTS}${SQLITE_CHANGE_LOG_OBJECTS}${undo} PRAGMA user_version = ${sqliteVersion};`);
    } finally {
      db.close();
    }
    return;
  }
  const client = new Client({ connectionString: server.databaseUrl });
  await client.connect();
  try {
    await client.query(`${SHARED_OBJECTS}${undo} DELETE FROM schema_migrations WHERE version > ${postgresVersion};`);
  } finally {
    await client.end();
  }
}

const forgetOpeningHours = (server: TestServer) =>
  rollBack(
    server,
    `${ORDER_STATUS_OBJECTS} ALTER TABLE branches DROP COLUMN opening_hours; ALTER TABLE locations DROP COLUMN opening_hours;`,
    3,
    2,
  );

test('a database from before order statuses gains them at start: its orders are PLACED, with no moves, and can be moved on', async () => {
  const list = await fullPriceInStock(server.app);
  const item = list.find((i) => i.skus.some((s) => onlineOk(i, s.code, ONLINE_LOCATION_ID) >= 1))!;
  const sku = item.skus.find((s) => onlineOk(item, s.code, ONLINE_LOCATION_ID) >= 1)!;
  const placed = await post(server.app, '/api/checkouts', order([orderLine(item, sku)]));
  expect(placed.status).toBe(201);
  await rollBack(server, ORDER_STATUS_OBJECTS, 4, 3);
  const app = await server.restart();
  expect(await app.store.findOrder(placed.body.id)).toMatchObject({ status: 'PLACED', shipment: null, events: [] });
  const moved = await app.inject({
    method: 'PATCH',
    url: `/api/admin/orders/${placed.body.id}/status`,
    headers: { ...AS_ADMIN, 'x-api-key': API_KEY, 'content-type': 'application/json' },
    payload: { status: 'CONFIRMED' },
  });
  expect(moved.statusCode).toBe(200);
  expect(moved.json()).toMatchObject({ status: 'CONFIRMED', events: [{ status: 'CONFIRMED' }] });
});

test("a database from before accounts gains them at start: a sign-in by code shows the number's earlier orders", async () => {
  const list = await fullPriceInStock(server.app);
  const item = list.find((i) => i.skus.some((s) => onlineOk(i, s.code, ONLINE_LOCATION_ID) >= 1))!;
  const sku = item.skus.find((s) => onlineOk(item, s.code, ONLINE_LOCATION_ID) >= 1)!;
  const payload = order([orderLine(item, sku)]);
  const placed = await post(server.app, '/api/checkouts', payload);
  expect(placed.status).toBe(201);
  await rollBack(server, ACCOUNT_OBJECTS, 5, 4);
  const app = await server.restart();
  const mobile = payload.info.mobile;
  expect((await post(app, '/api/sessions/otp', { mobile })).status).toBe(202);
  const inbox = await app.inject({ method: 'GET', url: '/sandbox/sms', headers: { accept: 'application/json' } });
  const code = /\d{6}/.exec(inbox.json().messages[0].text)![0];
  const signedIn = await post(app, '/api/sessions/otp/verify', { mobile, code });
  const mine = await app.inject({
    method: 'GET',
    url: '/api/account/orders',
    headers: { 'x-api-key': API_KEY, 'x-auth-token': signedIn.body.token },
  });
  expect(mine.json().list.map((o: { invoiceId: string }) => o.invoiceId)).toEqual([placed.body.id]);
});

test("a database from before orders kept their client address gains it at start: its open orders count against no shopper's address", async () => {
  const list = await fullPriceInStock(server.app);
  const item = list.find((i) => i.skus.some((s) => onlineOk(i, s.code, ONLINE_LOCATION_ID) >= 2))!;
  const sku = item.skus.find((s) => onlineOk(item, s.code, ONLINE_LOCATION_ID) >= 2)!;
  const placed = await post(server.app, '/api/checkouts', order([orderLine(item, sku)]));
  expect(placed.status).toBe(201);
  await rollBack(server, HOLD_OBJECTS, 6, 5);
  const app = await server.restart({ unverifiedHoldUnitsPerAddress: 1 });
  const stored = await storedRows<{ client_address: string; number_verified: number }>(
    server,
    'SELECT client_address, number_verified FROM orders WHERE invoice_id = ?',
    [placed.body.id],
  );
  expect(stored).toEqual([{ client_address: '', number_verified: 0 }]);
  expect((await post(app, '/api/checkouts', order([orderLine(item, sku)]))).status).toBe(201);
  expect((await post(app, '/api/checkouts', order([orderLine(item, sku)]))).status).toBe(429);
});

test('a database from before order texts gains them at start: its orders speak English and text nothing until they move on', async () => {
  // Without the bound the test before this one left.
  await server.restart({ adminToken: ADMIN_TOKEN });
  const list = await fullPriceInStock(server.app);
  const item = list.find((i) => i.skus.some((s) => onlineOk(i, s.code, ONLINE_LOCATION_ID) >= 1))!;
  const sku = item.skus.find((s) => onlineOk(item, s.code, ONLINE_LOCATION_ID) >= 1)!;
  const placed = await post(server.app, '/api/checkouts', order([orderLine(item, sku)]));
  expect(placed.status).toBe(201);
  await rollBack(server, ORDER_TEXT_OBJECTS, 9, 8);
  const app = await server.restart({ adminToken: ADMIN_TOKEN });
  expect(await app.store.findOrder(placed.body.id)).toMatchObject({ language: 'en' });
  expect(await app.store.orderTexts.of(placed.body.id)).toEqual([]);
  const moved = await app.inject({
    method: 'PATCH',
    url: `/api/admin/orders/${placed.body.id}/status`,
    headers: { ...AS_ADMIN, 'x-api-key': API_KEY, 'content-type': 'application/json' },
    payload: { status: 'CONFIRMED' },
  });
  expect(moved.statusCode).toBe(200);
  expect((await app.store.orderTexts.of(placed.body.id)).map(({ status }) => status)).toEqual(['CONFIRMED']);
});

test('a database from before replaced passwords gains their column at start: its accounts sign in as before', async () => {
  const mobile = '01812345099';
  expect((await post(server.app, '/api/sessions/otp', { mobile })).status).toBe(202);
  const inbox = await server.app.inject({ method: 'GET', url: '/sandbox/sms', headers: { accept: 'application/json' } });
  const code = /\d{6}/.exec(inbox.json().messages.find((m: { mobile: string }) => m.mobile === mobile).text)![0];
  const { token } = (await post(server.app, '/api/sessions/otp/verify', { mobile, code })).body;
  const set = await server.app.inject({
    method: 'PUT',
    url: '/api/account/password',
    payload: { password: 'from-before-48' },
    headers: { 'x-api-key': API_KEY, 'x-auth-token': token },
  });
  expect(set.statusCode).toBe(204);
  await rollBack(server, REPLACED_PASSWORD_OBJECTS, 8, 7);
  const app = await server.restart();
  const signedIn = await post(app, '/api/sessions', { mobile, password: 'from-before-48' });
  expect(signedIn.status).toBe(200);
  expect(signedIn.body.customer.password).toBe('set');
  // A code and two passwords hashed on purpose (scrypt).
}, 30_000);

test('a database from before opening hours gains their column at start and goes on answering for its outlets', async () => {
  await forgetOpeningHours(server);
  const app = await server.restart();
  const answer = await post(app, '/api/locations/search', { page: 1, size: 100 });
  expect(answer.status).toBe(200);
  const flagship = (answer.body.list as Location[]).find((l) => l.name === 'Bashundhara City')!;
  expect(flagship.extras).toEqual({ image_url: '/images/outlets/bashundhara-city.svg', phone: '+880 1700-000101' });
  const stored = await storedRows<{ opening_hours: string | null }>(server, 'SELECT opening_hours FROM locations');
  expect(stored.length).toBeGreaterThan(0);
  expect(stored.every((row) => row.opening_hours === null)).toBe(true);
});

test('a database from before Bengali names gains their columns at start and answers with the English names alone', async () => {
  await rollBack(server, BENGALI_NAME_OBJECTS, 10, 9);
  const app = await server.restart();
  const categories = (await post(app, '/api/categories/search', { page: 1, size: 50 })).body.list as Category[];
  expect(categories.length).toBeGreaterThan(0);
  expect(categories.every((c) => c.nameBn === undefined)).toBe(true);
  const locations = (await post(app, '/api/locations/search', { page: 1, size: 100 })).body.list as Location[];
  expect(locations.every((l) => l.extras?.opening_hours_bn === undefined)).toBe(true);
  const item = (await search(app, { query: 'metallica' })).body.list[0] as Item;
  expect(item.lookup_bands?.[0]).toEqual({ id: expect.any(String), name: 'Metallica' });
  expect(await storedRows<{ name_bn: string | null }>(server, 'SELECT name_bn FROM lookups WHERE name_bn IS NOT NULL')).toEqual([]);
});

test('a shop seeded before size guides gains them at start, for the categories it already had', async () => {
  await rollBack(server, '', 11, 10);
  const app = await server.restart();
  const guide = await get(app, `/api/size-guides?categoryIds=${ids.category('half-sleeve')}`);
  expect(guide.status).toBe(200);
  expect(guide.body).toMatchObject({ categoryId: ids.category('t-shirts'), garment: 'tee', fit: 'regular' });
  expect(guide.body.sizes.map((row: { size: string }) => row.size)).toEqual(['S', 'M', 'L', 'XL', 'XXL', 'XXXL', 'XXXXL']);
});

testSqliteOnly('a SQLite database from before its change log gains it at start: units sold show in the search at once', async () => {
  await rollBack(server, '', 11, 10);
  const app = await server.restart();
  const list = await fullPriceInStock(app);
  const item = list.find((i) => i.skus.some((s) => onlineOk(i, s.code, ONLINE_LOCATION_ID) >= 1))!;
  const sku = item.skus.find((s) => onlineOk(item, s.code, ONLINE_LOCATION_ID) >= 1)!;
  const before = onlineOk(item, sku.code, ONLINE_LOCATION_ID);
  expect((await post(app, '/api/checkouts', order([orderLine(item, sku)]))).status).toBe(201);
  const after = (await search(app, { query: item.title })).body.list.find((i: Item) => i.id === item.id) as Item;
  expect(onlineOk(after, sku.code, ONLINE_LOCATION_ID)).toBe(before - 1);
  expect(await storedRows<{ kind: string }>(server, 'SELECT kind FROM changes')).toEqual([{ kind: 'stock' }]);
});

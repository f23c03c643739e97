// PostgreSQL only: two apps on one database each keep the search index and item cache in memory. What one changes,
// the other shows on its very next answer, also when the change log was trimmed past it.
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import type { Item } from '@domain/types';
import { buildApp } from '../src/app';
import { ONLINE_LOCATION_ID } from '../src/db/seed';
import { ADMIN_TOKEN, AS_ADMIN, freshPostgresDatabase, get, onlineOk, onPostgres, order, patch, post, search, TEST_ITEMS } from './helpers';

const describePostgresOnly = onPostgres ? describe : describe.skip;

describePostgresOnly('PostgreSQL: what one instance changes, another shows at once', () => {
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    database = await freshPostgresDatabase();
    const options = { dbFile: '', databaseUrl: database.url, seedItems: TEST_ITEMS, rateLimits: false as const, adminToken: ADMIN_TOKEN };
    // Both start together, as instances behind a balancer do: one seeds, the other waits for it.
    [a, b] = await Promise.all([buildApp(options), buildApp(options)]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await database?.drop();
  });

  const itemOn = async (app: FastifyInstance, id: string) => (await get<Item>(app, `/api/v2/items?id=${id}`)).body;
  const listedOn = async (app: FastifyInstance, id: string) =>
    (await search(app, { nonZeroStockOnly: true })).body.list.find((i) => i.id === id);

  /** An undiscounted SKU with at least `units` at the online warehouse, and its order line. */
  async function stockedLine(units: number) {
    const list = (await search(a, { nonZeroStockOnly: true, ranges: [{ field: 'discount', min: 0, max: 0 }] })).body.list;
    const item = list.find((i) => i.skus.some((s) => onlineOk(i, s.code, ONLINE_LOCATION_ID) >= units))!;
    const sku = item.skus.find((s) => onlineOk(item, s.code, ONLINE_LOCATION_ID) >= units)!;
    return {
      item,
      sku,
      line: { itemId: item.id, skuCode: sku.code, price: sku.salesPrice, discountedPrice: sku.salesPrice, offerId: null, offerName: null },
    };
  }

  test('the catalogue was seeded once', async () => {
    expect((await search(a, {})).body.total).toBe(TEST_ITEMS);
    expect((await search(b, {})).body.total).toBe(TEST_ITEMS);
  });

  test('an order placed through one is in the stock the other lists and shows, and cancelling it through the other releases it once', async () => {
    const { item, sku, line } = await stockedLine(3);
    const before = onlineOk(item, sku.code, ONLINE_LOCATION_ID);
    // b has this item's JSON cached before the change.
    expect(onlineOk(await itemOn(b, item.id), sku.code, ONLINE_LOCATION_ID)).toBe(before);

    const placed = await post(a, '/api/checkouts', order([{ ...line, quantity: 2 }], { paymentType: 'ONLINE' }), {
      'x-device-id': 'changes-1',
    });
    expect(placed.status).toBe(201);
    expect(onlineOk(await itemOn(b, item.id), sku.code, ONLINE_LOCATION_ID)).toBe(before - 2);
    expect(onlineOk((await listedOn(b, item.id))!, sku.code, ONLINE_LOCATION_ID)).toBe(before - 2);

    const token = new URL(placed.body.redirectUrl).searchParams.get('token')!;
    for (let k = 0; k < 2; k++)
      expect((await patch(b, `/api/checkouts/cancel?invoiceId=${placed.body.id}&token=${token}`)).status).toBeLessThan(300);
    for (const app of [a, b]) expect(onlineOk(await itemOn(app, item.id), sku.code, ONLINE_LOCATION_ID)).toBe(before);
  });

  test('a view counted through one raises the popularity the other shows', async () => {
    const { item } = await stockedLine(1);
    const before = (await itemOn(b, item.id)).totalPopularity;
    expect((await post(a, `/api/v2/items/events/view?id=${item.id}`)).status).toBe(202);
    expect((await itemOn(b, item.id)).totalPopularity).toBe(before + 1);
  });

  test('a band made inactive and deleted through one is gone from the other, names and filters too', async () => {
    const { item } = await stockedLine(1);
    const band = item.lookups.find((l) => l.type === 'bands')!;
    expect((await search(b, { filters: [{ field: 'lookup_bands', values: [band.id] }] })).body.total).toBeGreaterThan(0);
    expect((await patch(a, `/api/lookups/status?id=${band.id}&status=INACTIVE&type=bands`, AS_ADMIN)).status).toBe(200);
    const deleted = await a.inject({
      method: 'DELETE',
      url: '/api/lookups/inactive?type=bands',
      headers: { 'x-api-key': 'metal-merch-local-key', ...AS_ADMIN },
    });
    expect(deleted.json()).toMatchObject({ deleted: 1 });
    expect((await itemOn(b, item.id)).lookups.map((l) => l.id)).not.toContain(band.id);
    expect((await search(b, { filters: [{ field: 'lookup_bands', values: [band.id] }] })).body.total).toBe(0);
  });

  test('when the log was trimmed past an instance, it reloads and shows the change', async () => {
    const { item, sku, line } = await stockedLine(2);
    const before = onlineOk(await itemOn(b, item.id), sku.code, ONLINE_LOCATION_ID);
    expect((await post(a, '/api/checkouts', order([{ ...line, quantity: 1 }]), { 'x-device-id': 'changes-2' })).status).toBe(201);
    const client = new Client({ connectionString: database.url });
    await client.connect();
    try {
      await client.query('DELETE FROM changes');
    } finally {
      await client.end();
    }
    expect(onlineOk(await itemOn(b, item.id), sku.code, ONLINE_LOCATION_ID)).toBe(before - 1);
  });

  test('orders and views keep the sitemap one instance built; a reference change through the other makes it build again', async () => {
    const version = await b.store.sitemapVersion();
    const { item, line } = await stockedLine(1);
    expect((await post(a, '/api/checkouts', order([{ ...line, quantity: 1 }]), { 'x-device-id': 'changes-3' })).status).toBe(201);
    expect((await post(a, `/api/v2/items/events/view?id=${item.id}`, undefined, { 'x-device-id': 'changes-3' })).status).toBe(202);
    expect(await b.store.sitemapVersion()).toBe(version);
    const lookup = item.lookups[0];
    expect((await patch(a, `/api/lookups/status?id=${lookup.id}&status=INACTIVE&type=${lookup.type}`, AS_ADMIN)).status).toBe(200);
    expect(await b.store.sitemapVersion()).toBeGreaterThan(version);
  });
});

// Staff set a SKU's units (PATCH /api/admin/stock: validated, audited, the page-data version moved) and shoppers ask
// for a text when a sold-out size is back (POST /api/restock-alerts: one answer for every valid ask, bounded per
// number in the database and per address). A SKU back from none makes its oldest alerts due, three per unit, and the
// sender sends each once, in the shopper's language. Both backends run it (TEST_DATABASE_URL).
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { SIZE_OPTION_ID } from '@domain/options';
import { RESTOCK_ALERT_MS, RESTOCK_ALERTS_PER_NUMBER, RESTOCK_ASKS_PER_ADDRESS_HOUR } from '@domain/restockAlerts';
import type { Item, Sku } from '@domain/types';
import { buildApp } from '../src/app';
import { ids, ONLINE_LOCATION_ID } from '../src/db/seed';
import { ONE_SMS, RESTOCK_TEXT_TRIES, restockText, sendDueRestockAlerts, type RestockSenderOptions } from '../src/restockAlerts';
import { retryDelayMs, sendDueOrderTexts } from '../src/orderTexts';
import type { SmsSender } from '../src/sms';
import {
  ADMIN_TOKEN,
  AS_ADMIN,
  asStaff,
  call,
  expectJsonError,
  get,
  onPostgres,
  order,
  orderLine,
  post,
  search,
  setUnits,
  startTestServer,
  storedRows,
  TEST_ITEMS,
  type TestServer,
} from './helpers';

const SITE = 'https://shop.example.com';
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
let clock = Date.UTC(2026, 10, 27, 6, 0);
const tick = (ms = 1) => (clock += ms);
const STAFF = asStaff('Rafi (warehouse)');
const OUTLET_LOCATION_ID = ids.location('jamuna-future-park');

let server: TestServer;
const app = () => server.app;
let skus: { item: Item; sku: Sku; size: string | null }[] = [];
/** Items whose SKUs sell at their own price (an order line at the SKU's sales price goes through). */
let fullPrice = new Set<string>();
const used = new Set<string>();
/** A SKU of an item on sale that no other test has used; with `full`, one sold at its own price. */
const freshSku = (full = false) => {
  const found = skus.find(({ item, sku }) => !used.has(sku.code) && (!full || (fullPrice.has(item.id) && sku.discountedSalesPrice === 0)))!;
  used.add(found.sku.code);
  return found;
};

let numbers = 0;
const freshMobile = () => `019${String(++numbers).padStart(8, '0')}`;
let addresses = 0;
const freshAddress = () => {
  addresses += 1;
  return `10.45.${addresses >> 8}.${addresses & 255}`;
};

beforeAll(async () => {
  server = await startTestServer({
    adminToken: ADMIN_TOKEN,
    now: () => clock,
    publicSiteOrigin: SITE,
    restockAsksPerHour: RESTOCK_ASKS_PER_ADDRESS_HOUR,
  });
  const items = (await search(server.app, { size: 100 })).body.list;
  expect(items).toHaveLength(TEST_ITEMS);
  fullPrice = new Set(
    (await search(server.app, { size: 100, ranges: [{ field: 'discount', min: 0, max: 0 }] })).body.list.map((i) => i.id),
  );
  skus = items.flatMap((item) =>
    item.skus.map((sku) => ({ item, sku, size: sku.attributeValues.find((value) => value.optionId === SIZE_OPTION_ID)?.name ?? null })),
  );
});
afterAll(() => server.close());

const ask = (
  on: FastifyInstance,
  body: unknown,
  { address = freshAddress(), headers = {} }: { address?: string; headers?: Record<string, string> } = {},
) =>
  call(on, {
    method: 'POST',
    url: '/api/restock-alerts',
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
    remoteAddress: address,
  });

const askFor = (on: FastifyInstance, { item, sku }: { item: Item; sku: Sku }, mobile: string, more: Record<string, unknown> = {}) =>
  ask(on, { itemId: item.id, skuCode: sku.code, mobile, ...more });

/** A provider that keeps what it is given, and fails while `failing` says so. */
function phone(options: { failing?: () => boolean; delayMs?: number } = {}) {
  const got: { mobile: string; text: string; at: number }[] = [];
  const sender: SmsSender = {
    async send(mobile, text) {
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      if (options.failing?.()) throw new Error('The SMS provider answered 502');
      got.push({ mobile, text, at: clock });
    },
  };
  return { sender, got };
}

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const OPTIONS: RestockSenderOptions = { quietHours: null, budget: { perHour: 1000, perDay: 10_000 }, siteOrigin: SITE };
const pass = (sender: SmsSender, more: Partial<RestockSenderOptions> = {}, on: FastifyInstance = app()) =>
  sendDueRestockAlerts({ store: on.store, sms: sender, now: () => clock, log: quiet }, { ...OPTIONS, ...more });
/** Passes until one sends nothing. */
const drain = async (sender: SmsSender, more: Partial<RestockSenderOptions> = {}) => {
  let total = 0;
  for (let sent = -1; sent !== 0; total += sent) sent = (await pass(sender, more)).sent;
  return total;
};

/** A SKU sold out at the online warehouse, with `asks` numbers waiting for it (asked a millisecond apart, oldest first). */
async function soldOutWithAsks(asks: number) {
  const target = freshSku();
  expect((await setUnits(app(), target.sku.code, 0)).status).toBe(200);
  const mobiles: string[] = [];
  for (let k = 0; k < asks; k++) {
    tick();
    const mobile = freshMobile();
    expect((await askFor(app(), target, mobile)).status).toBe(202);
    mobiles.push(mobile);
  }
  return { ...target, mobiles };
}

describe('PATCH /api/admin/stock', () => {
  test('is a staff call: no token, a wrong one, or no X-Staff-Name is refused, and nothing changes', async () => {
    const { sku } = freshSku();
    expectJsonError(await setUnits(app(), sku.code, 3, { headers: { 'x-staff-name': 'Rafi' } }), 403);
    expectJsonError(await setUnits(app(), sku.code, 3, { headers: { authorization: 'Bearer nope', 'x-staff-name': 'Rafi' } }), 403);
    for (const name of [undefined, '', '   ', 'x'.repeat(61), 'Rafi\u0007', 'রাফি']) {
      const headers: Record<string, string> = { ...AS_ADMIN, ...(name === undefined ? {} : { 'x-staff-name': name }) };
      const answer = await call(app(), {
        method: 'PATCH',
        url: '/api/admin/stock',
        payload: { skuCode: sku.code, locationId: ONLINE_LOCATION_ID, units: 3 },
        headers: name === 'রাফি' ? { ...AS_ADMIN, 'x-staff-name': Buffer.from(name).toString('latin1') } : headers,
      });
      expectJsonError(answer, 400);
    }
    expect(await storedRows(server, 'SELECT * FROM stock_changes WHERE sku_code = ?', [sku.code])).toEqual([]);
  });

  test('a body it cannot keep is a 400 with the shop’s JSON error, never a 500', async () => {
    const { sku } = freshSku();
    const bodies: unknown[] = [
      {},
      { skuCode: sku.code, locationId: ONLINE_LOCATION_ID },
      { skuCode: sku.code, units: 3 },
      { locationId: ONLINE_LOCATION_ID, units: 3 },
      { skuCode: sku.code, locationId: ONLINE_LOCATION_ID, units: -1 },
      { skuCode: sku.code, locationId: ONLINE_LOCATION_ID, units: 1.5 },
      { skuCode: sku.code, locationId: ONLINE_LOCATION_ID, units: '3' },
      { skuCode: sku.code, locationId: ONLINE_LOCATION_ID, units: 100_001 },
      { skuCode: sku.code, locationId: ONLINE_LOCATION_ID, units: null },
      { skuCode: '', locationId: ONLINE_LOCATION_ID, units: 3 },
      { skuCode: 'x'.repeat(65), locationId: ONLINE_LOCATION_ID, units: 3 },
      { skuCode: 7, locationId: ONLINE_LOCATION_ID, units: 3 },
      { skuCode: sku.code, locationId: ONLINE_LOCATION_ID, units: 3, delta: 2 },
      [],
      'units=3',
    ];
    for (const payload of bodies) {
      const answer = await call(app(), {
        method: 'PATCH',
        url: '/api/admin/stock',
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
        headers: { ...STAFF, 'content-type': 'application/json' },
      });
      expect({ payload, status: answer.status, error: typeof answer.body?.error }).toEqual({ payload, status: 400, error: 'string' });
    }
    expectJsonError(await setUnits(app(), 'NO-SUCH-SKU', 3), 404);
    expectJsonError(await setUnits(app(), sku.code, 3, { locationId: 'no-such-location' }), 404);
    expect(await storedRows(server, 'SELECT * FROM stock_changes WHERE sku_code = ?', [sku.code])).toEqual([]);
  });

  test('sets the units, audits who, when and from where, and every page and search shows them at once', async () => {
    const { item, sku } = freshSku();
    const version = await app().store.pageDataVersion();
    const before = sku.stocks.find((stock) => stock.locationId === ONLINE_LOCATION_ID);
    tick(1000);
    const answer = await call(app(), {
      method: 'PATCH',
      url: '/api/admin/stock',
      payload: { skuCode: sku.code, locationId: ONLINE_LOCATION_ID.replace(/-/g, ''), units: 37 },
      headers: STAFF,
      remoteAddress: '2001:db8:7:9::42',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      skuCode: sku.code,
      locationId: ONLINE_LOCATION_ID,
      unitsBefore: before?.total ?? 0,
      units: 37,
      held: 0,
      onSaleBefore: before?.ok ?? 0,
      onSale: 37,
      alertsQueued: 0,
      staff: 'Rafi (warehouse)',
      at: new Date(clock).toISOString(),
    });
    expect(await storedRows(server, 'SELECT * FROM stock_changes WHERE sku_code = ?', [sku.code])).toEqual([
      expect.objectContaining({
        location_id: ONLINE_LOCATION_ID,
        units_after: 37,
        staff: 'Rafi (warehouse)',
        client_address: '2001:db8:7:9::/64',
        changed_at: onPostgres ? String(clock) : clock,
      }),
    ]);
    expect(await app().store.pageDataVersion()).toBeGreaterThan(version);
    const shown = (await get<Item>(app(), `/api/v2/items?id=${item.id}`)).body.skus.find((s) => s.code === sku.code)!;
    expect(shown.stocks.find((stock) => stock.locationId === ONLINE_LOCATION_ID)).toMatchObject({ ok: 37, total: 37 });
    const listed = (await search(app(), { size: 100, nonZeroStockOnly: true })).body.list.find((i) => i.id === item.id)!;
    expect(listed.skus.find((s) => s.code === sku.code)!.stocks.find((stock) => stock.locationId === ONLINE_LOCATION_ID)!.ok).toBe(37);

    // Sold out: the item leaves the in-stock search when none of its SKUs has a unit left.
    for (const other of item.skus) expect((await setUnits(app(), other.code, 0)).status).toBe(200);
    expect((await search(app(), { size: 100, nonZeroStockOnly: true })).body.list.some((i) => i.id === item.id)).toBe(false);
    const history = await call(app(), {
      method: 'GET',
      url: `/api/admin/stock/${encodeURIComponent(sku.code)}/changes`,
      headers: AS_ADMIN,
    });
    expect(history.status).toBe(200);
    expect(history.body).toMatchObject({ total: 2, nextPageToken: '' });
    expect(history.body.list.map((change: { units: number }) => change.units)).toEqual([0, 37]);
    expect(history.body.list[0]).not.toHaveProperty('clientAddress');
    expectJsonError(await call(app(), { method: 'GET', url: `/api/admin/stock/${encodeURIComponent(sku.code)}/changes` }), 403);
  });

  test('units held by open orders are part of the count, not on sale; a cancelled order gives them back', async () => {
    const { item, sku } = freshSku(true);
    expect((await setUnits(app(), sku.code, 6)).body.onSale).toBe(6);
    const placed = await post(app(), '/api/checkouts', order([orderLine(item, sku, 2)]));
    expect(placed.status).toBe(201);
    const counted = await setUnits(app(), sku.code, 5);
    expect(counted.body).toMatchObject({ unitsBefore: 6, units: 5, held: 2, onSaleBefore: 4, onSale: 3 });
    // Fewer on the shelf than the orders hold: none on sale, none below.
    expect((await setUnits(app(), sku.code, 1)).body).toMatchObject({ held: 2, onSale: 0 });
    expect((await setUnits(app(), sku.code, 5)).body).toMatchObject({ held: 2, onSale: 3 });
    const cancelled = await call(app(), {
      method: 'PATCH',
      url: `/api/admin/orders/${placed.body.id}/status`,
      payload: { status: 'CANCELLED' },
      headers: AS_ADMIN,
    });
    expect(cancelled.status).toBe(200);
    const shown = (await get<Item>(app(), `/api/v2/items?id=${item.id}`)).body.skus.find((s) => s.code === sku.code)!;
    expect(shown.stocks.find((stock) => stock.locationId === ONLINE_LOCATION_ID)!.ok).toBe(5);
    expect((await setUnits(app(), sku.code, 5)).body).toMatchObject({ held: 0, onSaleBefore: 5, onSale: 5 });
  });

  test('at an outlet the count is the units there, and sends no alert', async () => {
    const target = await soldOutWithAsks(2);
    const answer = await setUnits(app(), target.sku.code, 4, { locationId: OUTLET_LOCATION_ID });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ locationId: OUTLET_LOCATION_ID, units: 4, held: 0, onSale: 4, alertsQueued: 0 });
    const shown = (await get<Item>(app(), `/api/v2/items?id=${target.item.id}`)).body.skus.find((s) => s.code === target.sku.code)!;
    expect(shown.stocks.find((stock) => stock.locationId === OUTLET_LOCATION_ID)).toMatchObject({ ok: 4, total: 4 });
    expect((await app().store.restock.of(target.sku.code)).map((alert) => alert.state)).toEqual(['waiting', 'waiting']);
  });
});

describe('POST /api/restock-alerts', () => {
  test('a body it cannot keep is a 400 with the shop’s JSON error, never a 500', async () => {
    const { item, sku } = freshSku();
    const [other] = skus.filter((entry) => entry.item.id !== item.id);
    const mobile = freshMobile();
    const bodies: unknown[] = [
      {},
      { itemId: item.id, skuCode: sku.code },
      { itemId: item.id, mobile },
      { skuCode: sku.code, mobile },
      { itemId: item.id, skuCode: sku.code, mobile: '12345' },
      { itemId: item.id, skuCode: sku.code, mobile: '0121234567' },
      { itemId: item.id, skuCode: sku.code, mobile: 1711000000 },
      { itemId: item.id, skuCode: sku.code, mobile: '0'.repeat(21) },
      { itemId: item.id, skuCode: sku.code, mobile, language: 'fr' },
      { itemId: ids.item(9999), skuCode: sku.code, mobile },
      { itemId: item.id, skuCode: 'NO-SUCH-SKU', mobile },
      { itemId: item.id, skuCode: other.sku.code, mobile },
      'mobile=01711000000',
      [],
    ];
    for (const body of bodies) {
      const answer = await ask(app(), body);
      expect({ body, status: answer.status, error: typeof answer.body?.error }).toEqual({ body, status: 400, error: 'string' });
    }
    expect(await app().store.restock.of(sku.code)).toEqual([]);
  });

  test('reads the number as the checkout does: Bengali digits, +880 and spaces', async () => {
    const target = freshSku();
    expect((await askFor(app(), target, '+880 1৯১২-৩৪৫৬৭৮')).status).toBe(202);
    tick();
    expect((await askFor(app(), target, '008801912345678')).status).toBe(202);
    expect((await app().store.restock.of(target.sku.code)).map((alert) => alert.mobile)).toEqual(['01912345678']);
  });

  test('every valid ask answers 202 alike: a new one, the same again (one row, its days restarted), one past the number’s bound', async () => {
    const mobile = freshMobile();
    const targets = Array.from({ length: RESTOCK_ALERTS_PER_NUMBER + 1 }, () => freshSku());
    const first = await askFor(app(), targets[0], mobile);
    const askedAt = clock;
    tick(DAY);
    const again = await askFor(app(), targets[0], mobile);
    const answers = [first, again];
    for (const target of targets.slice(1)) {
      tick();
      answers.push(await askFor(app(), target, mobile));
    }
    for (const answer of answers) expect({ status: answer.status, text: answer.text }).toEqual({ status: 202, text: first.text });
    expect(first.headers['cache-control']).toBe('no-store');
    const [kept] = await app().store.restock.of(targets[0].sku.code);
    expect(kept).toMatchObject({ mobile, askedAt, expiresAt: askedAt + DAY + RESTOCK_ALERT_MS, state: 'waiting' });
    expect(await app().store.restock.of(targets[0].sku.code)).toHaveLength(1);
    const open = await storedRows(server, "SELECT sku_code FROM restock_alerts WHERE mobile = ? AND state IN ('waiting', 'due')", [mobile]);
    expect(open).toHaveLength(RESTOCK_ALERTS_PER_NUMBER);
    expect(await app().store.restock.of(targets[RESTOCK_ALERTS_PER_NUMBER].sku.code)).toEqual([]);
  });

  test('one address asks 20 times an hour; then 429 with Retry-After and the JSON error, and other addresses go on', async () => {
    const address = freshAddress();
    const target = freshSku();
    const statuses = [];
    for (let k = 0; k <= RESTOCK_ASKS_PER_ADDRESS_HOUR; k++) statuses.push((await askFor(app(), target, freshMobile(), {})).status);
    // (each ask above came from an address of its own)
    expect(statuses.every((status) => status === 202)).toBe(true);
    const fromOne = [];
    for (let k = 0; k <= RESTOCK_ASKS_PER_ADDRESS_HOUR; k++)
      fromOne.push(await ask(app(), { itemId: target.item.id, skuCode: target.sku.code, mobile: freshMobile() }, { address }));
    expect(fromOne.slice(0, RESTOCK_ASKS_PER_ADDRESS_HOUR).map((answer) => answer.status)).toEqual(
      Array(RESTOCK_ASKS_PER_ADDRESS_HOUR).fill(202),
    );
    const refused = fromOne[RESTOCK_ASKS_PER_ADDRESS_HOUR];
    expectJsonError(refused, 429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await askFor(app(), target, freshMobile())).status).toBe(202);
    // Refused before the body is read: a bad body counts as an ask too.
    expectJsonError(await ask(app(), { mobile: 'nonsense' }, { address }), 429);
  });

  test('keeps the language of the page that asked: said, else its Referer, else the lang cookie, else English', async () => {
    const target = freshSku();
    const said = freshMobile();
    const referred = freshMobile();
    const chosen = freshMobile();
    const none = freshMobile();
    await askFor(app(), target, said, { language: 'bn' });
    tick();
    await ask(
      app(),
      { itemId: target.item.id, skuCode: target.sku.code, mobile: referred },
      { headers: { referer: `${SITE}/bn/details?id=x` } },
    );
    tick();
    await ask(app(), { itemId: target.item.id, skuCode: target.sku.code, mobile: chosen }, { headers: { cookie: 'lang=bn' } });
    tick();
    await askFor(app(), target, none);
    expect((await app().store.restock.of(target.sku.code)).map((alert) => [alert.mobile, alert.language])).toEqual([
      [said, 'bn'],
      [referred, 'bn'],
      [chosen, 'bn'],
      [none, 'en'],
    ]);
  });
});

describe('a restock', () => {
  test('from none to N makes the 3×N oldest alerts due and leaves the rest waiting; each is sent once', async () => {
    const target = await soldOutWithAsks(8);
    const { sender, got } = phone();
    await drain(sender);
    got.length = 0;
    tick();
    const answer = await setUnits(app(), target.sku.code, 2);
    expect(answer.body).toMatchObject({ onSaleBefore: 0, onSale: 2, alertsQueued: 6 });
    expect((await app().store.restock.of(target.sku.code)).map((alert) => alert.state)).toEqual([
      ...Array(6).fill('due'),
      'waiting',
      'waiting',
    ]);
    expect(await drain(sender)).toBe(6);
    expect(got.map((message) => message.mobile)).toEqual(target.mobiles.slice(0, 6));
    expect(await drain(sender)).toBe(0);

    // More units while some are on sale wake nobody; the next time it comes back from none, the rest go.
    tick();
    expect((await setUnits(app(), target.sku.code, 9)).body.alertsQueued).toBe(0);
    expect((await setUnits(app(), target.sku.code, 0)).body.alertsQueued).toBe(0);
    expect((await setUnits(app(), target.sku.code, 1)).body.alertsQueued).toBe(2);
    expect(await drain(sender)).toBe(2);
    expect(got.map((message) => message.mobile)).toEqual(target.mobiles);
    expect((await app().store.restock.of(target.sku.code)).every((alert) => alert.state === 'sent')).toBe(true);
  });

  test('an order giving its units back to a sold-out SKU makes its alerts due too', async () => {
    const { item, sku } = freshSku(true);
    await setUnits(app(), sku.code, 1);
    const placed = await post(app(), '/api/checkouts', order([orderLine(item, sku, 1)]));
    expect(placed.status).toBe(201);
    const mobiles = [freshMobile(), freshMobile(), freshMobile(), freshMobile()];
    for (const mobile of mobiles) {
      tick();
      await askFor(app(), { item, sku }, mobile);
    }
    const { sender, got } = phone();
    expect(await drain(sender)).toBe(0);
    const cancelled = await call(app(), {
      method: 'PATCH',
      url: `/api/admin/orders/${placed.body.id}/status`,
      payload: { status: 'CANCELLED' },
      headers: AS_ADMIN,
    });
    expect(cancelled.status).toBe(200);
    expect(await drain(sender)).toBe(3);
    expect(got.map((message) => message.mobile)).toEqual(mobiles.slice(0, 3));
    expect((await app().store.restock.of(sku.code)).map((alert) => alert.state)).toEqual(['sent', 'sent', 'sent', 'waiting']);
  });

  test('the text names the product and its size with a link to its page, in the shopper’s language, in one SMS', async () => {
    const target = await soldOutWithAsks(0);
    const english = freshMobile();
    const bengali = freshMobile();
    await askFor(app(), target, english);
    tick();
    await askFor(app(), target, bengali, { language: 'bn' });
    const { sender, got } = phone();
    await drain(sender);
    got.length = 0;
    await setUnits(app(), target.sku.code, 1);
    await drain(sender);
    const size = target.size ? ` (size ${target.size.replace('XXXL', '3XL').replace('XXXXL', '4XL')})` : '';
    const link = `${SITE}/p/${target.item.code}`;
    const text = `Metal Merch: ${target.item.title}${size} is back in stock: ${link}`;
    expect(got.find((message) => message.mobile === english)!.text).toBe(text);
    expect(text.length).toBeLessThanOrEqual(ONE_SMS);
    const bn = got.find((message) => message.mobile === bengali)!.text;
    expect(bn).toContain('আবার স্টকে এসেছে');
    expect(bn).toContain(target.item.title);
    expect(bn.endsWith(`${SITE}/bn/p/${target.item.code}`)).toBe(true);
  });

  test('a long title is shortened so the English text stays one SMS, link whole', () => {
    const alert = { language: 'en' as const, itemCode: 'MM-10003', title: `Iron Maiden ${'Powerslave '.repeat(12)}Tee`, size: 'XXXL' };
    const text = restockText(alert, SITE);
    expect(text.length).toBeLessThanOrEqual(ONE_SMS);
    expect(text).toMatch(/^Metal Merch: Iron Maiden Powerslave .*\.\.\. \(size 3XL\) is back in stock: /);
    expect(text.endsWith(`${SITE}/p/MM-10003`)).toBe(true);
  });

  test('an alert past its 90 days is never made due nor sent, and is pruned', async () => {
    const target = await soldOutWithAsks(2);
    tick(RESTOCK_ALERT_MS);
    const fresh = freshMobile();
    await askFor(app(), target, fresh);
    expect((await setUnits(app(), target.sku.code, 5)).body.alertsQueued).toBe(1);
    const { sender, got } = phone();
    await drain(sender);
    expect(got.filter((message) => target.mobiles.includes(message.mobile))).toEqual([]);
    expect(got.filter((message) => message.mobile === fresh)).toHaveLength(1);
    expect((await app().store.restock.of(target.sku.code)).map((alert) => alert.mobile)).toEqual([fresh]);

    // Due but not yet sent when its days run out: never sent.
    const late = await soldOutWithAsks(1);
    await setUnits(app(), late.sku.code, 1);
    tick(RESTOCK_ALERT_MS);
    await drain(sender);
    expect(got.filter((message) => message.mobile === late.mobiles[0])).toEqual([]);
    expect(await app().store.restock.of(late.sku.code)).toEqual([]);
  });

  test('sold out again before its text went: the alert waits for the next restock', async () => {
    const target = await soldOutWithAsks(1);
    await setUnits(app(), target.sku.code, 1);
    await setUnits(app(), target.sku.code, 0);
    const { sender, got } = phone();
    await drain(sender);
    expect(got.filter((message) => message.mobile === target.mobiles[0])).toEqual([]);
    expect((await app().store.restock.of(target.sku.code))[0].state).toBe('waiting');
    await setUnits(app(), target.sku.code, 1);
    await drain(sender);
    expect(got.filter((message) => message.mobile === target.mobiles[0])).toHaveLength(1);
  });

  test('a failing provider: the alert is tried again later, and given up after its tries', async () => {
    const { sender: healthy } = phone();
    await drain(healthy);
    const target = await soldOutWithAsks(2);
    await setUnits(app(), target.sku.code, 3);
    let failing = true;
    const { sender, got } = phone({ failing: () => failing });
    expect((await pass(sender)).sent).toBe(0);
    expect((await app().store.restock.of(target.sku.code)).map((alert) => [alert.state, alert.attempts])).toEqual([
      ['due', 1],
      ['due', 1],
    ]);
    // Not before its time.
    failing = false;
    expect((await pass(sender)).claimed).toBe(0);
    tick(retryDelayMs(1));
    expect(await drain(sender)).toBe(2);
    expect(got.map((message) => message.mobile)).toEqual(target.mobiles);

    const dead = await soldOutWithAsks(1);
    await setUnits(app(), dead.sku.code, 1);
    failing = true;
    for (let tries = 1; tries <= RESTOCK_TEXT_TRIES; tries++) {
      expect((await pass(sender)).claimed).toBe(1);
      tick(retryDelayMs(tries));
    }
    failing = false;
    expect(await drain(sender)).toBe(0);
    expect(await app().store.restock.of(dead.sku.code)).toEqual([
      expect.objectContaining({ state: 'failed', attempts: RESTOCK_TEXT_TRIES }),
    ]);
  });

  test('alerts take at most half the texts’ budget, counted with the order texts; the rest go when the hour frees', async () => {
    const { sender: healthy } = phone();
    tick(DAY);
    await drain(healthy);
    tick(DAY);
    const target = await soldOutWithAsks(3);
    await setUnits(app(), target.sku.code, 1);
    const { sender, got } = phone();
    const small = { budget: { perHour: 4, perDay: 100 } };
    expect(await drain(sender, small)).toBe(2);
    tick(HOUR);
    expect(await drain(sender, small)).toBe(1);
    expect(got.map((message) => message.mobile)).toEqual(target.mobiles);
  });

  test('order texts count the alerts sent against the budget they share', async () => {
    const orderTexts = (budget: { perHour: number; perDay: number }) =>
      sendDueOrderTexts(
        { store: app().store, sms: phone().sender, now: () => clock, log: quiet },
        { quietHours: null, budget, siteOrigin: SITE, sweepMs: 0 },
      );
    while ((await orderTexts(OPTIONS.budget)) > 0);
    await drain(phone().sender);
    tick(DAY);
    const small = { perHour: 4, perDay: 100 };
    const target = await soldOutWithAsks(2);
    await setUnits(app(), target.sku.code, 1);
    expect(await drain(phone().sender, { budget: small })).toBe(2);
    const { item, sku } = freshSku(true);
    await setUnits(app(), sku.code, 10);
    for (let k = 0; k < 3; k++) expect((await post(app(), '/api/checkouts', order([orderLine(item, sku, 1)]))).status).toBe(201);
    expect(await orderTexts(small)).toBe(2);
  });

  test('in the quiet hours nothing goes out; what fell due goes when they end (Asia/Dhaka)', async () => {
    const { sender: healthy } = phone();
    await drain(healthy);
    clock = Math.ceil(clock / DAY) * DAY + 17.5 * HOUR; // 23:30 in Dhaka
    const target = await soldOutWithAsks(1);
    await setUnits(app(), target.sku.code, 1);
    const night = { quietHours: { from: 22, until: 8 } };
    const { sender, got } = phone();
    expect(await drain(sender, night)).toBe(0);
    tick(8.5 * HOUR); // 08:00
    expect(await drain(sender, night)).toBe(1);
    expect(got.map((message) => message.mobile)).toEqual(target.mobiles);
  });

  test('the staff call does not wait for the provider; the app’s sender sends from its queue', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const got: string[] = [];
    const hanging: SmsSender = {
      async send(mobile) {
        await held;
        got.push(mobile);
      },
    };
    const own = await startTestServer({
      adminToken: ADMIN_TOKEN,
      now: () => clock,
      publicSiteOrigin: SITE,
      smsSender: hanging,
      restockSweepMs: HOUR,
    });
    try {
      const target = freshSku();
      await setUnits(own.app, target.sku.code, 0);
      const mobile = freshMobile();
      expect((await askFor(own.app, target, mobile)).status).toBe(202);
      const answer = await setUnits(own.app, target.sku.code, 2);
      expect(answer.body.alertsQueued).toBe(1);
      expect(got).toEqual([]);
      release();
      await own.app.restockAlerts.drain();
      expect(got).toEqual([mobile]);
    } finally {
      release();
      await own.close();
    }
  });

  test('without a provider the text lands in the SMS sandbox', async () => {
    const target = await soldOutWithAsks(1);
    await setUnits(app(), target.sku.code, 1);
    expect(await app().restockAlerts.drain()).toBeGreaterThanOrEqual(1);
    const sandbox = await call(app(), { method: 'GET', url: '/sandbox/sms', headers: { accept: 'application/json' } });
    expect(sandbox.body.messages).toContainEqual(
      expect.objectContaining({ mobile: target.mobiles[0], text: expect.stringContaining(target.item.title) }),
    );
  });
});

describe('two instances on one database', () => {
  let other: FastifyInstance;
  beforeAll(async () => {
    // On SQLite one process is the only writer: the same app plays both.
    other = onPostgres
      ? await buildApp({
          dbFile: server.dbFile,
          databaseUrl: server.databaseUrl!,
          seedItems: TEST_ITEMS,
          distDir: `${server.dir}/dist`,
          rateLimits: false,
          orderTextSweepMs: false,
          adminToken: ADMIN_TOKEN,
          now: () => clock,
        })
      : app();
  });
  afterAll(async () => {
    if (other !== app()) await other.close();
  });

  test('a number asking for 16 SKUs at once over both keeps exactly its bound', async () => {
    const mobile = freshMobile();
    const targets = Array.from({ length: 16 }, () => freshSku());
    const answers = await Promise.all(targets.map((target, k) => askFor(k % 2 ? other : app(), target, mobile)));
    expect(answers.every((answer) => answer.status === 202)).toBe(true);
    const open = await storedRows(server, "SELECT id FROM restock_alerts WHERE mobile = ? AND state IN ('waiting', 'due')", [mobile]);
    expect(open).toHaveLength(RESTOCK_ALERTS_PER_NUMBER);
  });

  test('racing restocks of one SKU queue once; both draining at once send each alert once', async () => {
    const { sender: healthy } = phone();
    await drain(healthy);
    const target = await soldOutWithAsks(9);
    const [a, b] = await Promise.all([setUnits(app(), target.sku.code, 2), setUnits(other, target.sku.code, 2)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.alertsQueued + b.body.alertsQueued).toBe(6);
    const one = phone({ delayMs: 3 });
    const two = phone({ delayMs: 3 });
    const senders = [() => pass(one.sender, {}, app()), () => pass(two.sender, {}, other)];
    await Promise.all([senders[0](), senders[1](), senders[0](), senders[1]()]);
    const mobiles = [...one.got, ...two.got].map((message) => message.mobile).sort();
    expect(mobiles).toEqual(target.mobiles.slice(0, 6).sort());
    expect((await app().store.restock.of(target.sku.code)).map((alert) => alert.state)).toEqual([
      ...Array(6).fill('sent'),
      ...Array(3).fill('waiting'),
    ]);
  });
});

describe('any sequence of counts, asks and days', () => {
  type Step = { kind: 'ask'; who: number } | { kind: 'set'; units: number } | { kind: 'days'; days: number } | { kind: 'send' };
  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.record({ kind: fc.constant('ask' as const), who: fc.integer({ min: 0, max: 5 }) }),
    fc.record({ kind: fc.constant('set' as const), units: fc.integer({ min: 0, max: 3 }) }),
    fc.record({ kind: fc.constant('days' as const), days: fc.integer({ min: 1, max: 60 }) }),
    fc.constant({ kind: 'send' as const }),
  );

  test('sends no alert twice, never more than 3 per unit back, none past its days', async () => {
    const { sender: healthy } = phone();
    await drain(healthy);
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
        const target = freshSku();
        await setUnits(app(), target.sku.code, 0);
        const mobiles = Array.from({ length: 6 }, freshMobile);
        /** Each number's open alert for this SKU: when it expires (null: none open). */
        const open = new Map<string, number | null>();
        const { sender, got } = phone();
        let allowed = 0;
        const receive = async () => {
          const from = got.length;
          await drain(sender);
          for (const message of got.slice(from)) {
            const until = open.get(message.mobile) ?? null;
            // An open, unexpired alert, which the text closes: a second text for it would find none.
            expect({ mobile: message.mobile, open: until !== null && until > message.at }).toEqual({ mobile: message.mobile, open: true });
            open.set(message.mobile, null);
          }
          expect(got.length).toBeLessThanOrEqual(allowed);
        };
        for (const next of steps) {
          tick();
          if (next.kind === 'ask') {
            const mobile = mobiles[next.who];
            expect((await askFor(app(), target, mobile)).status).toBe(202);
            open.set(mobile, clock + RESTOCK_ALERT_MS);
          } else if (next.kind === 'set') {
            const answer = await setUnits(app(), target.sku.code, next.units);
            expect(answer.body.alertsQueued).toBeLessThanOrEqual(answer.body.onSaleBefore === 0 ? 3 * answer.body.onSale : 0);
            if (answer.body.onSaleBefore === 0) allowed += 3 * answer.body.onSale;
          } else if (next.kind === 'days') tick(next.days * DAY);
          else await receive();
        }
        await receive();
      }),
      { numRuns: 15 },
    );
  });
});

// The texts a shopper's phone gets about the order (server/src/orderTexts.ts): queued with the order or the move,
// sent by a sweep once per order and status, in the order's language, retried when the provider fails, held in the
// quiet hours and within their share of the SMS budget. Both backends run it (TEST_DATABASE_URL).
import type { Item, Sku } from '@domain/types';
import { openStore, type ShopStore } from '../src/db';
import { ONLINE_LOCATION_ID } from '../src/db/seed';
import { ORDER_TEXT_TRIES, retryDelayMs, sendDueOrderTexts, type OrderTextOptions } from '../src/orderTexts';
import type { SmsSender } from '../src/sms';
import { ADMIN_TOKEN, AS_ADMIN, call, onlineOk, order, orderLine, post, search, startTestServer, type TestServer } from './helpers';

const SITE = 'https://shop.example.com';
/** Noon in Dhaka (06:00 UTC). */
let clock = Date.UTC(2026, 10, 27, 6, 0);
let server: TestServer;
let item: Item;
let sku: Sku;

beforeAll(async () => {
  server = await startTestServer({ adminToken: ADMIN_TOKEN, now: () => clock, publicSiteOrigin: SITE, orderTextSweepMs: false });
  const list = (await search(server.app, { nonZeroStockOnly: true, ranges: [{ field: 'discount', min: 0, max: 0 }] })).body.list as Item[];
  ({ i: item, s: sku } = list
    .flatMap((i) => i.skus.map((s) => ({ i, s, units: onlineOk(i, s.code, ONLINE_LOCATION_ID) })))
    .reduce((best, next) => (next.units > best.units ? next : best)));
});
afterAll(() => server.close());

/** A provider that keeps what it is given, and fails while `failing` says so. */
function phone(options: { failing?: () => boolean; delayMs?: number } = {}) {
  const got: { mobile: string; text: string }[] = [];
  const sender: SmsSender = {
    async send(mobile, text) {
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      if (options.failing?.()) throw new Error('The SMS provider answered 502');
      got.push({ mobile, text });
    },
  };
  return { sender, got };
}

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const OPTIONS: OrderTextOptions = { quietHours: null, budget: { perHour: 1000, perDay: 10_000 }, siteOrigin: SITE, sweepMs: 0 };
const sweep = (sender: SmsSender, more: Partial<OrderTextOptions> = {}, store: ShopStore = server.app.store) =>
  sendDueOrderTexts({ store, sms: sender, now: () => clock, log: quiet }, { ...OPTIONS, ...more });

async function place(overrides: Parameters<typeof order>[1] = {}, headers: Record<string, string> = {}) {
  const payload = order([orderLine(item, sku, 1)], overrides);
  const answer = await post(server.app, '/api/checkouts', payload, headers);
  expect(answer.status).toBe(201);
  return { id: answer.body.id as string, mobile: payload.info.mobile };
}
async function move(invoiceId: string, body: Record<string, unknown>) {
  clock += 60_000;
  const answer = await call(server.app, {
    method: 'PATCH',
    url: `/api/admin/orders/${invoiceId}/status`,
    payload: body,
    headers: AS_ADMIN,
  });
  expect(answer.status).toBe(200);
}
/** Sweeps until nothing more goes out (a sweep sends every text due, but never a retry before its time). */
const drain = async (sender: SmsSender) => {
  while ((await sweep(sender)) > 0);
};
const SHIPPED = { status: 'SHIPPED', courier: 'Pathao Courier', trackingNumber: 'PX-2211-884' };

describe('a cash order’s texts', () => {
  test('placed (invoice, cash to have ready, tracking link), confirmed, shipped (courier, number), delivered: each once', async () => {
    const { sender, got } = phone();
    await drain(sender);
    got.length = 0;
    const { id, mobile } = await place();
    // The checkout answered with nothing sent: the text waits for the sweep.
    expect(got).toEqual([]);
    const { total } = (await server.app.store.findOrder(id))!;
    expect(await sweep(sender)).toBe(1);
    expect(got).toEqual([
      {
        mobile,
        text: `Metal Merch: order ${id} placed. Have Tk ${total.toLocaleString('en-US')} ready in cash on delivery. Track: ${SITE}/order/track?invoiceId=${id}`,
      },
    ]);
    expect(got[0].text.length).toBeLessThanOrEqual(160);
    expect(await sweep(sender)).toBe(0);

    await move(id, { status: 'CONFIRMED' });
    await move(id, { status: 'PACKED' });
    await drain(sender);
    await move(id, SHIPPED);
    await drain(sender);
    await move(id, { status: 'DELIVERED' });
    await drain(sender);
    await drain(sender);
    expect(got.map((message) => message.text.replace(/ Track: .*$/, ''))).toEqual([
      expect.stringContaining('placed'),
      `Metal Merch: order ${id} is confirmed. We will text you when it ships.`,
      `Metal Merch: order ${id} shipped with Pathao Courier, tracking number PX-2211-884.`,
      `Metal Merch: order ${id} delivered. Thank you for shopping with us!`,
    ]);
    const kept = await server.app.store.orderTexts.of(id);
    expect(kept.map(({ status, attempts, sentAt }) => ({ status, attempts, sent: sentAt !== null }))).toEqual(
      ['PLACED', 'CONFIRMED', 'SHIPPED', 'DELIVERED'].map((status) => ({ status, attempts: 1, sent: true })),
    );
  });

  test('in the language of the page it was placed from: said by the checkout, else the Referer, else English', async () => {
    const { sender, got } = phone();
    await drain(sender);
    got.length = 0;
    const said = await place({ language: 'bn' } as never);
    const referred = await place({}, { referer: `${SITE}/bn/checkout` });
    const english = await place({}, { referer: `${SITE}/checkout`, cookie: 'lang=bn' });
    const chosen = await place({}, { cookie: 'lang=bn' });
    await drain(sender);
    const textOf = (id: string) => got.find((message) => message.text.includes(id))!.text;
    for (const { id } of [said, referred, chosen]) {
      expect(textOf(id)).toMatch(/^Metal Merch: অর্ডার INV-\S+ গ্রহণ করা হয়েছে। ডেলিভারির সময় নগদ ৳[০-৯,]+ তৈরি রাখুন।/);
      expect(textOf(id)).toContain(`${SITE}/bn/order/track?invoiceId=${id}`);
      expect((await server.app.store.findOrder(id))!.language).toBe('bn');
    }
    expect(textOf(english.id)).toContain(`placed. Have Tk`);
    expect(textOf(english.id)).toContain(`${SITE}/order/track?invoiceId=${english.id}`);
  });

  test('a language the shop does not speak is refused with a 400', async () => {
    const answer = await post(server.app, '/api/checkouts', order([orderLine(item, sku, 1)], { language: 'fr' } as never));
    expect(answer.status).toBe(400);
  });

  test('an order cancelled before its text went out gets none; a confirmation overtaken by the shipping is dropped', async () => {
    const { sender, got } = phone();
    await drain(sender);
    got.length = 0;
    const cancelled = await place();
    await move(cancelled.id, { status: 'CANCELLED' });
    const shipped = await place();
    await drain(sender);
    got.length = 0;
    await move(shipped.id, { status: 'CONFIRMED' });
    await move(shipped.id, { status: 'PACKED' });
    await move(shipped.id, SHIPPED);
    await drain(sender);
    expect(got.map((message) => message.text)).toEqual([expect.stringContaining(`${shipped.id} shipped with Pathao Courier`)]);
    expect(
      (await server.app.store.orderTexts.of(cancelled.id)).map(({ givenUpAt, sentAt }) => ({ givenUp: givenUpAt !== null, sentAt })),
    ).toEqual([{ givenUp: true, sentAt: null }]);
  });
});

describe('an online order’s placing text', () => {
  test('waits for the payment and then says it is paid; an order never paid gets none', async () => {
    const { sender, got } = phone();
    await drain(sender);
    got.length = 0;
    const paid = await place({ paymentType: 'ONLINE' });
    const unpaid = await place({ paymentType: 'ONLINE' });
    await drain(sender);
    expect(got).toEqual([]);
    const moved = await server.app.store.movePayment(paid.id, { kind: 'pay', method: 'bKash' }, clock);
    expect(moved.kind).toBe('done');
    await drain(sender);
    const { total } = (await server.app.store.findOrder(paid.id))!;
    expect(got.map((message) => message.text)).toEqual([
      `Metal Merch: order ${paid.id} placed and paid (Tk ${total.toLocaleString('en-US')}). Track: ${SITE}/order/track?invoiceId=${paid.id}`,
    ]);
    expect(await server.app.store.orderTexts.of(unpaid.id)).toEqual([]);
  });
});

describe('sending', () => {
  test('a provider that fails is tried again after a growing wait, and the text is given up after a bound', async () => {
    const { sender: healthy } = phone();
    await drain(healthy);
    let failing = true;
    const { sender, got } = phone({ failing: () => failing });
    const { id } = await place();
    const start = clock;
    expect(await sweep(sender)).toBe(0);
    expect(await sweep(sender)).toBe(0);
    clock = start + retryDelayMs(1) - 1;
    expect(await sweep(sender)).toBe(0);
    expect((await server.app.store.orderTexts.of(id))[0]).toMatchObject({ attempts: 1, lastError: 'The SMS provider answered 502' });
    clock = start + retryDelayMs(1);
    failing = false;
    expect(await sweep(sender)).toBe(1);
    expect(got).toEqual([expect.objectContaining({ text: expect.stringContaining(id) })]);
    expect((await server.app.store.orderTexts.of(id))[0]).toMatchObject({ attempts: 2, sentAt: clock });

    failing = true;
    const dead = await place();
    for (let tries = 1; tries <= ORDER_TEXT_TRIES + 2; tries++) {
      await sweep(sender);
      clock += retryDelayMs(tries);
    }
    expect((await server.app.store.orderTexts.of(dead.id))[0]).toMatchObject({
      attempts: ORDER_TEXT_TRIES,
      sentAt: null,
      givenUpAt: expect.any(Number),
    });
    clock += 24 * 60 * 60 * 1000;
    failing = false;
    await drain(sender);
    expect(got.filter((message) => message.text.includes(dead.id))).toEqual([]);
  });

  test('two instances sweeping at once send each text once; a claim whose sweep died is taken over when it lapses', async () => {
    const { sender: healthy } = phone();
    await drain(healthy);
    const other = await openStore({ dbFile: server.dbFile, databaseUrl: server.databaseUrl });
    try {
      const placed = await Promise.all(Array.from({ length: 8 }, () => place()));
      const a = phone({ delayMs: 5 });
      const b = phone({ delayMs: 5 });
      const sent = await Promise.all([sweep(a.sender), sweep(b.sender, {}, other), sweep(a.sender), sweep(b.sender, {}, other)]);
      expect(sent.reduce((sum, n) => sum + n, 0)).toBe(placed.length);
      const texts = [...a.got, ...b.got].map((message) => message.text);
      for (const { id } of placed) expect(texts.filter((text) => text.includes(id))).toHaveLength(1);

      // An instance claimed this one and died before sending: nobody sends it while the claim holds, then one does.
      const orphan = await place();
      expect(await other.orderTexts.claim({ invoiceId: orphan.id, status: 'PLACED' }, clock, 2 * 60_000)).toBe(1);
      expect(await other.orderTexts.claim({ invoiceId: orphan.id, status: 'PLACED' }, clock, 2 * 60_000)).toBeNull();
      const c = phone();
      expect(await sweep(c.sender)).toBe(0);
      clock += 2 * 60_000;
      expect(await sweep(c.sender)).toBe(1);
      expect(c.got[0].text).toContain(orphan.id);
    } finally {
      await other.close();
    }
  });

  test('in the quiet hours nothing goes out; what fell due goes when they end (Asia/Dhaka)', async () => {
    const { sender, got } = phone();
    await drain(sender);
    got.length = 0;
    clock = Date.UTC(2026, 10, 28, 17, 30); // 23:30 in Dhaka
    const { id } = await place();
    const night = { quietHours: { from: 22, until: 8 } };
    expect(await sweep(sender, night)).toBe(0);
    clock = Date.UTC(2026, 10, 29, 1, 59); // 07:59
    expect(await sweep(sender, night)).toBe(0);
    clock = Date.UTC(2026, 10, 29, 2, 0); // 08:00
    expect(await sweep(sender, night)).toBe(1);
    expect(got[0].text).toContain(id);
  });

  test('past their share of the SMS budget texts wait for the next hour, none is lost', async () => {
    const { sender, got } = phone();
    clock += 25 * 60 * 60 * 1000;
    await drain(sender);
    got.length = 0;
    clock += 2 * 60 * 60 * 1000;
    const placed = await Promise.all(Array.from({ length: 3 }, () => place()));
    const budget = { budget: { perHour: 2, perDay: 100 } };
    expect(await sweep(sender, budget)).toBe(2);
    expect(await sweep(sender, budget)).toBe(0);
    clock += 60 * 60 * 1000 + 1;
    expect(await sweep(sender, budget)).toBe(1);
    expect(got.map((message) => message.text.match(/INV-\S+/)![0]).sort()).toEqual(placed.map(({ id }) => id).sort());
  });
});

test('order texts and sign-in codes each have their own share of the SMS budget: neither starves the other', async () => {
  const shop = await startTestServer({
    now: () => clock,
    publicSiteOrigin: SITE,
    orderTextSweepMs: false,
    smsBudget: { perHour: 2, perDay: 100 },
  });
  try {
    const { sender, got } = phone();
    const budget = { budget: { perHour: 2, perDay: 100 } };
    const sweepShop = () => sweep(sender, budget, shop.app.store);
    const placeThere = async () => expect((await post(shop.app, '/api/checkouts', order([orderLine(item, sku, 1)]))).status).toBe(201);
    const askCode = async (mobile: string) => (await post(shop.app, '/api/sessions/otp', { mobile })).status;
    await placeThere();
    expect(await sweepShop()).toBe(1);
    // The order text took none of the codes' two.
    expect([await askCode('01811000001'), await askCode('01811000002'), await askCode('01811000003')]).toEqual([202, 202, 503]);
    // Codes spent to the last one take none of the order texts' two.
    await placeThere();
    expect(await sweepShop()).toBe(1);
    expect(got).toHaveLength(2);
  } finally {
    await shop.close();
  }
});

test('the server sweeps on its own beat into the SMS sandbox', async () => {
  const shop = await startTestServer({ orderTextSweepMs: 50, publicSiteOrigin: SITE });
  try {
    const payload = order([orderLine(item, sku, 1)]);
    const placed = await post(shop.app, '/api/checkouts', payload);
    expect(placed.status).toBe(201);
    let messages: { mobile: string; text: string }[] = [];
    for (let waited = 0; waited < 5000 && !messages.some((m) => m.text.includes(placed.body.id)); waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      messages = (await call(shop.app, { method: 'GET', url: '/sandbox/sms', headers: { accept: 'application/json' } })).body.messages;
    }
    expect(messages).toEqual([
      expect.objectContaining({
        mobile: payload.info.mobile,
        text: expect.stringContaining(`${SITE}/order/track?invoiceId=${placed.body.id}`),
      }),
    ]);
  } finally {
    await shop.close();
  }
});

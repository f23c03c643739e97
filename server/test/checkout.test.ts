import { LOCK_MS } from '@domain/account';
import type { Item, OrderPayload, Sku } from '@domain/types';
import { ids, ONLINE_LOCATION_ID, SPECIAL_ITEMS } from '../src/db/seed';
import { get, onlineOk, order, post, search, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let clock = Date.UTC(2026, 10, 21, 12);
const app = () => server.app;

beforeAll(async () => {
  // The stock tests order more units than a shopper's line may hold (10 by default): their limit is tested on its own.
  server = await startTestServer({ now: () => clock, publicSiteOrigin: 'https://shop.example.com', maxUnitsPerLine: 1000 });
});
afterAll(() => server.close());

const item = async (index: number) => (await get<Item>(app(), `/api/v2/items?id=${ids.item(index)}`)).body;
const refetch = async (it: Item) => (await get<Item>(app(), `/api/v2/items?id=${it.id}`)).body;
const line = (
  it: Item,
  sku: Sku,
  discountedPrice: number,
  quantity = 1,
  orderType: 'order' | 'preoreder' = 'order',
): OrderPayload['items'][number] => ({
  itemId: it.id,
  skuCode: sku.code,
  price: sku.salesPrice,
  offerId: null,
  offerName: null,
  discountedPrice,
  quantity,
  orderType,
});
let device = 0;
const place = (payload: OrderPayload, deviceId = `device-${++device}`, headers: Record<string, string> = {}) =>
  post(app(), '/api/checkouts', payload, { 'x-device-id': deviceId, ...headers });
const inStock = (it: Item) => it.skus.filter((s) => onlineOk(it, s.code, ONLINE_LOCATION_ID) > 0);

describe('pricing: the server recomputes every unit price (SKU discount, else best valid global discount, else sales price)', () => {
  /** The price is accepted exactly, and any other price is refused with the right one. */
  async function expectUnitPrice(it: Item, sku: Sku, expected: number) {
    const wrong = await place(order([line(it, sku, expected + 1, 1, 'preoreder')]));
    expect(wrong.status).toBe(409);
    expect(wrong.body.lines).toEqual([{ itemId: it.id, skuCode: sku.code, price: sku.salesPrice, discountedPrice: expected }]);
    expect(wrong.body.error).toMatch(/Prices changed/);
    const right = await place(order([line(it, sku, expected, 1, 'preoreder')]));
    expect(right.status).toBe(201);
  }

  test('no discount: the sales price', async () => {
    const plain = (await search(app(), { ranges: [{ field: 'discount', min: 0, max: 0 }], size: 5 })).body.list[0];
    expect(plain.skus[0].discountedSalesPrice).toBe(0);
    await expectUnitPrice(plain, plain.skus[0], plain.skus[0].salesPrice);
  });

  test("a SKU's own discounted price wins, even over a cheaper category discount", async () => {
    const it = await item(SPECIAL_ITEMS.skuDiscountTenPercent);
    expect(it.categories[0].name).toBe('Pullover'); // Pullover Hoodie Week: 15 % off
    const sku = it.skus[0];
    expect(sku.salesDiscount).toBe(10);
    expect(sku.discountedSalesPrice).toBe(Math.floor((sku.salesPrice * 90) / 100));
    await expectUnitPrice(it, sku, sku.discountedSalesPrice);
  });

  test('the best of several valid global discounts: 20 % product beats 15 % category, rounded down', async () => {
    const it = await item(SPECIAL_ITEMS.productPercent[1]);
    expect(it.categories[0].name).toBe('Pullover');
    for (const sku of it.skus.slice(0, 2)) await expectUnitPrice(it, sku, Math.floor((sku.salesPrice * 80) / 100));
    expect(it.minDiscountedPrice).toBe(Math.min(...it.skus.map((s) => Math.floor((s.salesPrice * 80) / 100))));
  });

  test('a product discount naming a SKU applies to that SKU only; an invalid discount never applies', async () => {
    const it = await item(SPECIAL_ITEMS.skuFixed);
    expect(it.categories[0].name).toBe('Half Sleeve'); // the invalid 50 % Eid sale names this category
    const named = it.skus.find((s) => s.code.endsWith('-BLACK-XL'))!;
    const other = it.skus.find((s) => s !== named)!;
    await expectUnitPrice(it, named, named.salesPrice - 150);
    await expectUnitPrice(it, other, other.salesPrice);
  });

  test('fixed-amount discounts: per product (Tk 100) and per category (Tk 30 on patches)', async () => {
    const hoodie = await item(SPECIAL_ITEMS.productFixed);
    await expectUnitPrice(hoodie, hoodie.skus[0], hoodie.skus[0].salesPrice - 100);
    const patch = await item(8);
    expect(patch.categories[0].name).toBe('Patches');
    await expectUnitPrice(patch, patch.skus[0], patch.skus[0].salesPrice - 30);
  });

  test('a wrong sales price is refused too, and every wrong line is listed', async () => {
    const a = await item(SPECIAL_ITEMS.productFixed);
    const b = await item(SPECIAL_ITEMS.productPercent[0]);
    const lines = [
      { ...line(a, a.skus[0], a.skus[0].salesPrice - 100, 1, 'preoreder'), price: 1 },
      line(b, b.skus[0], b.skus[0].salesPrice, 1, 'preoreder'),
    ];
    const answer = await place(order(lines));
    expect(answer.status).toBe(409);
    expect(answer.body.lines.map((l: { skuCode: string }) => l.skuCode)).toEqual([a.skus[0].code, b.skus[0].code]);
  });
});

describe('validation', () => {
  let valid: OrderPayload;
  beforeAll(async () => {
    const it = await item(SPECIAL_ITEMS.productFixed);
    valid = order([line(it, it.skus[0], it.skus[0].salesPrice - 100, 1, 'preoreder')]);
  });
  const withInfo = (info: Partial<OrderPayload['info']>, rest: Partial<OrderPayload> = {}) => ({
    ...valid,
    info: { ...valid.info, ...info },
    ...rest,
  });

  test.each([
    ['empty name (first, even with a bad mobile)', () => withInfo({ fullName: '  ', mobile: 'x' }), 'Please Input Your Name'],
    ['empty mobile', () => withInfo({ mobile: '' }), 'Please Input Your Mobile Name'],
    ['mobile with 10 digits', () => withInfo({ mobile: '0171234567' }), 'Please Input a Correct Mobile Number'],
    ['mobile with operator digit 2', () => withInfo({ mobile: '01212345678' }), 'Please Input a Correct Mobile Number'],
    ['mobile longer than 11 digits', () => withInfo({ mobile: '017123456789' }), 'Please Input a Correct Mobile Number'],
    ['email with markup', () => withInfo({ email: '<script>@x.com' }), 'Please Give a Correct Email'],
    ['a password of six spaces', () => withInfo({}, { shouldCreateAccount: true, password: '      ' }), 'Please Give A Password'],
    ['bad email', () => withInfo({ email: 'tanvir@' }), 'Please Give a Correct Email'],
    ['empty address', () => withInfo({ shortAddress: '' }), 'Please Give Your Shipping Address'],
    ['account without password', () => withInfo({}, { shouldCreateAccount: true }), 'Please Give A Password'],
    ['short password', () => withInfo({}, { shouldCreateAccount: true, password: '12345' }), 'Password Must Be More Than Six Character'],
  ])('%s: 400 with the spec message', async (_name, payload, message) => {
    const answer = await place(payload() as OrderPayload);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: message });
  });

  test('an empty email is fine; a password of 6 characters is fine (the checkout then asks for the code sent to the number)', async () => {
    expect((await place(withInfo({ email: '' }))).status).toBe(201);
    const account = await place(withInfo({}, { shouldCreateAccount: true, password: '123456' }));
    expect([account.status, account.body.verification]).toEqual([403, 'required']);
  });

  test.each([0, -1, 1.5])('quantity %p is refused with 409', async (quantity) => {
    const answer = await place({ ...valid, items: [{ ...valid.items[0], quantity }] });
    expect(answer.status).toBe(409);
    expect(answer.body.error).toMatch(/quantity/);
  });

  test('more units on a line than MAX_UNITS_PER_LINE is a 400 naming the limit', async () => {
    const answer = await place({ ...valid, items: [{ ...valid.items[0], quantity: 1001 }] });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(/at most 1000 units of one item per order; got 1001/);
  });

  test.each([
    ['quantity as a string', { items: [{ ...({} as object), quantity: '2' }] }, /items\/0\/quantity must be number/],
    ['no items', { items: [] }, /items must NOT have fewer than 1 items/],
    [
      'unknown district',
      { extras: { pickupDistrict: 'MARS', pickupPoints: 'HOME', deliveryCharge: 0 } },
      /pickupDistrict must be equal to one of the allowed values/,
    ],
    ['unknown payment type', { paymentType: 'BARTER' }, /paymentType must be equal to one of the allowed values/],
    [
      'a javascript: return URL',
      {
        paymentType: 'ONLINE',
        info: { ...({} as object) },
        paymentGatewayInfo: { successUrl: 'javascript:alert(1)', failureUrl: '/f', cancelUrl: '/c' },
      },
      /successUrl must be a path/,
    ],
    [
      'a return URL on another site',
      {
        paymentType: 'ONLINE',
        info: { ...({} as object) },
        paymentGatewayInfo: { successUrl: '/s', failureUrl: 'https://evil.example/phish', cancelUrl: '/c' },
      },
      /failureUrl must be on this shop's site \(https:\/\/shop\.example\.com\); got https:\/\/evil\.example/,
    ],
    [
      'cash on delivery outside Dhaka',
      { extras: { pickupDistrict: 'OUTSIDE_DHAKA', pickupPoints: 'HOME', deliveryCharge: 120 } },
      /outside Dhaka are paid in advance/,
    ],
    ['paymentType and info.paymentType differ', { paymentType: 'ONLINE' }, /differ/],
  ])('%s: 400 JSON', async (_name, change, message) => {
    const patchObject = change as Record<string, unknown>;
    const payload: Record<string, unknown> = { ...valid, ...patchObject };
    if (Array.isArray(patchObject.items) && patchObject.items.length)
      payload.items = [{ ...valid.items[0], ...(patchObject.items[0] as object) }];
    if (patchObject.info) payload.info = { ...valid.info, paymentType: 'ONLINE' };
    const answer = await place(payload as unknown as OrderPayload);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(message);
  });

  test('unknown SKU, a SKU of another product and an inactive product: 409 with a message', async () => {
    const unknown = await place({ ...valid, items: [{ ...valid.items[0], skuCode: 'NOPE' }] });
    expect(unknown.status).toBe(409);
    const other = await item(1);
    const mismatched = await place({ ...valid, items: [{ ...valid.items[0], skuCode: other.skus[0].code }] });
    expect(mismatched.status).toBe(409);
    const inactive = await item(50);
    expect(inactive.status).toBe('INACTIVE');
    const sku = inactive.skus[0];
    const answer = await place(order([line(inactive, sku, sku.discountedSalesPrice || sku.salesPrice, 1, 'preoreder')]));
    expect(answer.status).toBe(409);
    expect(answer.body.error).toContain(inactive.title);
  });
});

describe('stock', () => {
  test('cash on delivery answers 201 { id }, reserves online stock and stores server-computed totals', async () => {
    const it = (await search(app(), { nonZeroStockOnly: true, ranges: [{ field: 'discount', min: 0, max: 0 }], size: 10 })).body.list.find(
      (i) => inStock(i).some((s) => onlineOk(i, s.code, ONLINE_LOCATION_ID) >= 2),
    )!;
    const sku = inStock(it).find((s) => onlineOk(it, s.code, ONLINE_LOCATION_ID) >= 2)!;
    const before = onlineOk(it, sku.code, ONLINE_LOCATION_ID);
    const payload = order([line(it, sku, sku.salesPrice, 2)], {
      extras: { pickupDistrict: 'INSIDE_DHAKA', pickupPoints: 'OFFICE', deliveryCharge: 5 },
      vatAmount: 99,
    });
    const answer = await place(payload);
    expect(answer.status).toBe(201);
    // The cash to have ready at the door: the server's payable total, whatever the client said of delivery or VAT.
    expect(answer.body).toEqual({ id: expect.any(String), total: 2 * sku.salesPrice + 80 });
    expect(answer.body.id).toMatch(/^INV-[2-9A-HJKMNP-Z]{10}$/);
    expect(onlineOk(await refetch(it), sku.code, ONLINE_LOCATION_ID)).toBe(before - 2);
    const stored = (await app().store.findOrder(answer.body.id))!;
    expect(stored).toMatchObject({
      paymentType: 'CASH_ON_DELIVERY',
      paymentStatus: 'PENDING',
      subtotal: 2 * sku.salesPrice,
      vat: 0,
      deliveryCharge: 80,
      total: 2 * sku.salesPrice + 80,
    });
    expect(stored.lines).toEqual([
      expect.objectContaining({ skuCode: sku.code, quantity: 2, unitPrice: sku.salesPrice, lineTotal: 2 * sku.salesPrice }),
    ]);
  });

  test('online outside Dhaka: 201 { id, redirectUrl } on the configured site (not the Host header), Tk 120 delivery', async () => {
    const it = await item(SPECIAL_ITEMS.productFixed);
    const sku = it.skus[0];
    const payload = order([line(it, sku, sku.salesPrice - 100, 1, 'preoreder')], {
      paymentType: 'ONLINE',
      extras: { pickupDistrict: 'OUTSIDE_DHAKA', pickupPoints: 'HOME', deliveryCharge: 80 },
    });
    const answer = await place(payload, 'online-device', { host: 'evil.example:8080' });
    expect(answer.status).toBe(201);
    expect(Object.keys(answer.body).sort()).toEqual(['id', 'redirectUrl']);
    expect(answer.body.redirectUrl).toMatch(
      new RegExp(`^https://shop\\.example\\.com/gateway/pay/${answer.body.id}\\?token=[0-9a-f]{32}$`),
    );
    expect(await app().store.findOrder(answer.body.id)).toMatchObject({
      deliveryCharge: 120,
      total: sku.salesPrice - 100 + 120,
      successUrl: 'https://shop.example.com/payments/success',
    });
  });

  test('more than the online stock: 409 naming the product and the units left, even on a line called a pre-order', async () => {
    const it = (await search(app(), { nonZeroStockOnly: true, size: 10 })).body.list[2];
    const sku = inStock(it)[0];
    const left = onlineOk(it, sku.code, ONLINE_LOCATION_ID);
    const price = (await place(order([line(it, sku, -1, left + 1)]))).body.lines[0].discountedPrice;
    const answer = await place(order([line(it, sku, price, left + 1)]));
    expect(answer.status).toBe(409);
    expect(answer.body.error).toContain(it.title);
    expect(answer.body.error).toContain(left === 1 ? 'Only 1 unit' : `Only ${left} units`);
    // Two lines of the same SKU count together.
    const split = await place(order([line(it, sku, price, left), line(it, sku, price, 1)]));
    expect(split.status).toBe(409);
    // The online warehouse has this SKU, so it is an order whatever the client calls it.
    const preorder = await place(order([line(it, sku, price, left + 5, 'preoreder')]));
    expect(preorder.status).toBe(409);
    expect(onlineOk(await refetch(it), sku.code, ONLINE_LOCATION_ID)).toBe(left);
  });

  test('one 409 names every changed line (gone, price, stock) in `changes`; the cart so corrected is placed', async () => {
    const list = (await search(app(), { nonZeroStockOnly: true, ranges: [{ field: 'discount', min: 0, max: 0 }], size: 20 })).body.list;
    const [short, repriced] = list.filter((i) => inStock(i).length).slice(5, 7);
    const shortSku = inStock(short)[0];
    const left = onlineOk(short, shortSku.code, ONLINE_LOCATION_ID);
    const pricedSku = inStock(repriced)[0];
    const inactive = await item(50);
    const gone = inactive.skus[0];
    const asked = [
      line(short, shortSku, shortSku.salesPrice, left + 2),
      line(repriced, pricedSku, pricedSku.salesPrice + 7),
      line(inactive, gone, gone.discountedSalesPrice || gone.salesPrice, 1, 'preoreder'),
    ];
    const refused = await place(order(asked));
    expect(refused.status).toBe(409);
    // Gone and price as the lines are read, then the stock of what is left to order.
    expect(refused.body.changes).toEqual([
      { itemId: repriced.id, skuCode: pricedSku.code, kind: 'price', price: pricedSku.salesPrice, discountedPrice: pricedSku.salesPrice },
      { itemId: inactive.id, skuCode: gone.code, kind: 'gone' },
      { itemId: short.id, skuCode: shortSku.code, kind: 'stock', available: left },
    ]);
    expect(refused.body.lines).toEqual([
      { itemId: repriced.id, skuCode: pricedSku.code, price: pricedSku.salesPrice, discountedPrice: pricedSku.salesPrice },
    ]);
    // The English reasons stay, one per line.
    expect(refused.body.error).toContain(`'${inactive.title}' is no longer sold`);
    expect(refused.body.error).toContain('Prices changed');
    expect(refused.body.error).toContain(`you asked for ${left + 2}. Lower the quantity to ${left}`);
    expect(onlineOk(await refetch(short), shortSku.code, ONLINE_LOCATION_ID)).toBe(left);

    const corrected = [line(short, shortSku, shortSku.salesPrice, left), line(repriced, pricedSku, pricedSku.salesPrice)];
    expect((await place(order(corrected))).status).toBe(201);
    expect(onlineOk(await refetch(short), shortSku.code, ONLINE_LOCATION_ID)).toBe(0);
  });

  test('a SKU with no unit left is a `stock` change with 0 available', async () => {
    const it = await item(7);
    const sku = it.skus[0];
    const answer = await place(order([line(it, sku, sku.discountedSalesPrice || sku.salesPrice)]));
    expect(answer.status).toBe(409);
    expect(answer.body.changes).toEqual([{ itemId: it.id, skuCode: sku.code, kind: 'stock', available: 0 }]);
  });

  test('a pre-order of what the online warehouse does not have is taken, and reserves nothing', async () => {
    const it = await item(7);
    const sku = it.skus[0];
    expect(onlineOk(it, sku.code, ONLINE_LOCATION_ID)).toBe(0);
    const answer = await place(order([line(it, sku, sku.discountedSalesPrice || sku.salesPrice, 3, 'preoreder')]));
    expect(answer.status).toBe(201);
    expect((await app().store.findOrder(answer.body.id))!.lines).toEqual([
      expect.objectContaining({ skuCode: sku.code, quantity: 3, orderType: 'preoreder' }),
    ]);
    expect(onlineOk(await refetch(it), sku.code, ONLINE_LOCATION_ID)).toBe(0);
  });

  test('a line called a pre-order of a SKU in stock is stored and reserved as an order', async () => {
    const it = (await search(app(), { nonZeroStockOnly: true, size: 10 })).body.list[4];
    const sku = inStock(it)[0];
    const left = onlineOk(it, sku.code, ONLINE_LOCATION_ID);
    const price = (await place(order([line(it, sku, -1, 1)]))).body.lines[0].discountedPrice;
    const answer = await place(order([line(it, sku, price, 1, 'preoreder')]));
    expect(answer.status).toBe(201);
    expect((await app().store.findOrder(answer.body.id))!.lines).toEqual([
      expect.objectContaining({ skuCode: sku.code, orderType: 'order' }),
    ]);
    expect(onlineOk(await refetch(it), sku.code, ONLINE_LOCATION_ID)).toBe(left - 1);
  });

  test('an item out of stock everywhere, or stocked only at an outlet, cannot be ordered online', async () => {
    for (const index of [7, 13]) {
      const it = await item(index);
      const sku = it.skus[0];
      const answer = await place(order([line(it, sku, sku.discountedSalesPrice || sku.salesPrice)]));
      expect(answer.status).toBe(409);
      expect(answer.body.error).toMatch(/out of stock/);
    }
  });

  test('50 concurrent checkouts for the last 3 units sell exactly 3', async () => {
    const candidates = (await search(app(), { nonZeroStockOnly: true, ranges: [{ field: 'discount', min: 0, max: 0 }], size: 100 })).body
      .list;
    const it = candidates.find((i) => inStock(i).some((s) => onlineOk(i, s.code, ONLINE_LOCATION_ID) >= 4))!;
    const sku = inStock(it).find((s) => onlineOk(it, s.code, ONLINE_LOCATION_ID) >= 4)!;
    const stock = onlineOk(it, sku.code, ONLINE_LOCATION_ID);
    expect((await place(order([line(it, sku, sku.salesPrice, stock - 3)]))).status).toBe(201);
    expect(onlineOk(await refetch(it), sku.code, ONLINE_LOCATION_ID)).toBe(3);

    const answers = await Promise.all(Array.from({ length: 50 }, (_, n) => place(order([line(it, sku, sku.salesPrice, 1)]), `rush-${n}`)));
    const created = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status === 409);
    expect(created).toHaveLength(3);
    expect(refused).toHaveLength(47);
    expect(new Set(created.map((a) => a.body.id)).size).toBe(3);
    for (const a of refused) expect(a.body.error).toMatch(/out of stock|Only/);
    const after = await refetch(it);
    expect(onlineOk(after, sku.code, ONLINE_LOCATION_ID)).toBe(0);
    // The search index follows: the SKU's stock reached 0, so the item's online units dropped by the whole stock.
    const indexed = (await search(app(), { nonZeroStockOnly: true, size: 100 })).body.list.map((i) => i.id);
    expect(indexed.includes(it.id)).toBe(inStock(after).length > 0);
  });
});

describe('duplicate-order guard', () => {
  test('the same payload from the same device within 2 minutes answers the first invoice; otherwise a new one', async () => {
    const it = (await search(app(), { nonZeroStockOnly: true, ranges: [{ field: 'discount', min: 0, max: 0 }], size: 100 })).body.list.find(
      (i) => inStock(i).some((s) => onlineOk(i, s.code, ONLINE_LOCATION_ID) >= 4),
    )!;
    const sku = inStock(it).find((s) => onlineOk(it, s.code, ONLINE_LOCATION_ID) >= 4)!;
    const before = onlineOk(it, sku.code, ONLINE_LOCATION_ID);
    const payload = order([line(it, sku, sku.salesPrice, 1)]);

    const first = await place(payload, 'same-device');
    const again = await place(JSON.parse(JSON.stringify(payload)), 'same-device');
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    expect(onlineOk(await refetch(it), sku.code, ONLINE_LOCATION_ID)).toBe(before - 1);

    const otherDevice = await place(payload, 'another-device');
    expect(otherDevice.body.id).not.toBe(first.body.id);
    const otherNote = await place({ ...payload, note: 'ring twice' }, 'same-device');
    expect(otherNote.body.id).not.toBe(first.body.id);

    // Past the window the same payload is a new order, and this number already holds 3 unconfirmed cash orders.
    clock += 2 * 60 * 1000 + 1;
    const capped = await place(payload, 'same-device');
    expect(capped.status).toBe(429);
    expect(capped.body.error).toMatch(/3 cash-on-delivery orders from the last 24 hours/);
    clock += 24 * 60 * 60 * 1000;
    const later = await place(payload, 'same-device');
    expect(later.status).toBe(201);
    expect(later.body.id).not.toBe(first.body.id);
    expect(onlineOk(await refetch(it), sku.code, ONLINE_LOCATION_ID)).toBe(before - 4);
  });

  test('a cancelled first order does not swallow the retry', async () => {
    const it = await item(SPECIAL_ITEMS.productFixed);
    const payload = order([line(it, it.skus[0], it.skus[0].salesPrice - 100, 1, 'preoreder')], { paymentType: 'ONLINE' });
    const first = await place(payload, 'retry-device');
    const token = new URL(first.body.redirectUrl).searchParams.get('token');
    expect(
      (
        await app().inject({
          method: 'PATCH',
          url: `/api/checkouts/cancel?invoiceId=${first.body.id}&token=${token}`,
          headers: { 'x-api-key': 'metal-merch-local-key' },
        })
      ).statusCode,
    ).toBe(202);
    const retry = await place(payload, 'retry-device');
    expect(retry.status).toBe(201);
    expect(retry.body.id).not.toBe(first.body.id);
  });
});

describe('a cash order whose number is locked by wrong codes (COD_VERIFY=on)', () => {
  test('the 429 names the lock, so the shop can tell it from its other 429s and say it in its own words', async () => {
    const verifying = await startTestServer({ now: () => clock, codVerify: true });
    try {
      const it = await item(SPECIAL_ITEMS.productFixed);
      const payload = order([line(it, it.skus[0], it.skus[0].salesPrice - 100, 1, 'preoreder')], { verificationCode: '000000' });
      const answers = [];
      for (let n = 0; n < 5; n++) answers.push(await post(verifying.app, '/api/checkouts', payload, { 'x-device-id': 'locked-device' }));
      expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 429]);
      expect(answers[4].body).toEqual({ error: expect.any(String), verification: 'locked' });
      expect(Number(answers[4].headers['retry-after'])).toBe(LOCK_MS / 1000);
      expect(answers[3].body).not.toHaveProperty('verification');
    } finally {
      await verifying.close();
    }
  });
});

// Promo codes: the staff make, list and change codes with the admin token, every rule a 400 in words; a shopper's check
// prices the cart by the server's items and discounts whatever the client says, counts the code's uses that were not
// given back, and answers an unknown code and a switched-off one alike.
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { unitPrice } from '@domain/pricing';
import type { GlobalDiscount, Item } from '@domain/types';
import { DEFAULT_RATE_LIMITS } from '../src/config';
import { VOUCHER_CHECK_BODY_LIMIT } from '../src/routes/voucherCheck';
import { AS_ADMIN, ADMIN_TOKEN, call, search, startTestServer, storeRows, type TestServer } from './helpers';

const NOW = Date.UTC(2026, 11, 1, 8);
const HOUR = 60 * 60 * 1000;
const iso = (ms: number) => new Date(ms).toISOString();

let server: TestServer;
const app = () => server.app;
let codes = 0;
/** A code of its own for each test, so that none sees another's uses. */
const newCode = (prefix = 'METAL') => `${prefix}-${++codes}`;

const staff = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, headers: Record<string, string> = AS_ADMIN) =>
  call(app(), { method, url, payload: payload as string, headers });
const addVoucher = (body: Record<string, unknown>) => staff('POST', '/api/admin/vouchers', { kind: 'PERCENT', value: 10, ...body });
const check = (body: unknown, target: FastifyInstance = app(), remoteAddress?: string) =>
  call(target, {
    method: 'POST',
    url: '/api/vouchers/check',
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
    ...(remoteAddress && { remoteAddress }),
  });

let invoices = 0;
/** A use of a code by an order, as the order's transaction writes it. */
const seedUse = (code: string, mobile: string, releasedAt: number | null = null) =>
  storeRows(server, 'INSERT INTO voucher_uses (code, invoice_id, mobile, used_at, released_at) VALUES (?, ?, ?, ?, ?)', [
    code,
    `INV-TEST${++invoices}`,
    mobile,
    NOW - HOUR,
    releasedAt,
  ]);

let items: Item[];
let discounts: GlobalDiscount[];
/** A full-price item (its SKUs' own price is what a shopper pays) and one a global or SKU discount lowers. */
let plain: Item;
let discounted: Item;
/** The id of the item's band, and of its brand. */
const bandOf = (item: Item) => item.lookups.find((lookup) => lookup.type === 'bands')!.id;
const brandOf = (item: Item) => item.lookups.find((lookup) => lookup.type === 'brands')!.id;
const lineOf = (item: Item, quantity = 1) => ({ itemId: item.id, skuCode: item.skus[0].code, quantity });
/** What a shopper pays for one unit of the item's first SKU, by the shared pricing rule. */
const priceOf = (item: Item) => unitPrice(item, item.skus[0], discounts).price;

beforeAll(async () => {
  server = await startTestServer({ adminToken: ADMIN_TOKEN, now: () => NOW });
  items = (await search(app(), {})).body.list.filter((item: Item) => item.status === 'ACTIVE');
  discounts = (await call(app(), { method: 'POST', url: '/api/global/discounts/search', payload: { page: 1, size: 100 } })).body.list;
  plain = items.find((item) => priceOf(item) === item.skus[0].salesPrice)!;
  discounted = items.find((item) => priceOf(item) < item.skus[0].salesPrice)!;
  expect(plain && discounted).toBeTruthy();
});
afterAll(() => server.close());

describe('the staff', () => {
  test('make a code, typed in any case with spaces, and read it back with its times in ISO and no uses', async () => {
    const made = await addVoucher({
      code: ' fan club 7 ',
      kind: 'AMOUNT',
      value: 300,
      minSubtotal: 1500,
      maxDiscount: 300,
      startsAt: '2026-12-01T00:00:00+06:00',
      endsAt: '2026-12-31T18:00:00Z',
      maxUses: 100,
      onePerNumber: true,
      categoryIds: [plain.categories[0].id],
      bandIds: [bandOf(plain)],
    });
    expect(made.status).toBe(201);
    const voucher = {
      code: 'FANCLUB7',
      kind: 'AMOUNT',
      value: 300,
      minSubtotal: 1500,
      maxDiscount: 300,
      startsAt: '2026-11-30T18:00:00.000Z',
      endsAt: '2026-12-31T18:00:00.000Z',
      maxUses: 100,
      onePerNumber: true,
      categoryIds: [plain.categories[0].id],
      bandIds: [bandOf(plain)],
      active: true,
      uses: 0,
      createdAt: iso(NOW),
      updatedAt: iso(NOW),
    };
    expect(made.body).toEqual(voucher);
    const listed = await staff('GET', '/api/admin/vouchers');
    expect(listed.status).toBe(200);
    expect(listed.body.list).toContainEqual(voucher);
    expect(listed.body).toMatchObject({ nextPageToken: '', total: listed.body.list.length });
  });

  test('a code that exists, in any case, is a 409 and changes nothing', async () => {
    const code = newCode();
    expect((await addVoucher({ code, value: 10 })).status).toBe(201);
    const again = await addVoucher({ code: code.toLowerCase(), value: 50 });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatch(/exists already/);
    const listed = await staff('GET', '/api/admin/vouchers');
    expect(listed.body.list.find((v: { code: string }) => v.code === code).value).toBe(10);
  });

  test.each<[string, Record<string, unknown>, RegExp]>([
    ['a code of 2 characters', { code: 'AB' }, /not a code/],
    ['a code with an underscore', { code: 'METAL_10' }, /not a code/],
    ['a code of 33 characters', { code: 'A'.repeat(33) }, /not a code/],
    ['a kind the shop has not', { kind: 'BOGO' }, /kind/],
    ['a percentage of 0', { value: 0 }, /PERCENT code takes a value from 1 to 100/],
    ['a percentage of 101', { value: 101 }, /PERCENT code takes a value from 1 to 100/],
    ['a percentage without its value', { value: undefined }, /PERCENT code takes a value/],
    ['an amount of 0', { kind: 'AMOUNT', value: 0 }, /AMOUNT code takes a value from 1 to 1000000/],
    ['an amount over 1,000,000', { kind: 'AMOUNT', value: 1_000_001 }, /value/],
    ['free delivery with a value', { kind: 'FREE_DELIVERY', value: 5 }, /FREE_DELIVERY code .* no value/],
    ['a value in fractions', { value: 10.5 }, /value/],
    ['a value as text', { value: '10' }, /value/],
    ['a negative minimum', { minSubtotal: -1 }, /minSubtotal/],
    ['a cap in fractions', { maxDiscount: 1.5 }, /maxDiscount/],
    ['a date without a time', { startsAt: '2026-12-01' }, /startsAt/],
    ['a time without its zone', { endsAt: '2026-12-01T10:00:00' }, /endsAt/],
    ['a time as epoch ms', { endsAt: NOW }, /endsAt/],
    ['an end before the start', { startsAt: iso(NOW + HOUR), endsAt: iso(NOW) }, /startsAt must be before endsAt/],
    ['an end at the start', { startsAt: iso(NOW), endsAt: iso(NOW) }, /startsAt must be before endsAt/],
    ['no use at all', { maxUses: 0 }, /maxUses/],
    ['one per number as text', { onePerNumber: 'yes' }, /onePerNumber/],
    ['an unknown category', { categoryIds: ['no-such-category'] }, /No category no-such-category/],
    ['an unknown band', { bandIds: ['no-such-band'] }, /No band no-such-band/],
    ['51 categories', { categoryIds: Array.from({ length: 51 }, (_, k) => `c${k}`) }, /categoryIds/],
    ['a field a code has not', { percent: 10 }, /no field percent/],
  ])('%s is a 400 in words, and no code is made', async (_name, change, message) => {
    const code = newCode();
    const answer = await addVoucher({ code, ...change });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(message);
    const listed = await staff('GET', '/api/admin/vouchers');
    expect(listed.body.list.map((v: { code: string }) => v.code)).not.toContain(code);
  });

  test('a brand is no band: a code naming one is a 400', async () => {
    const answer = await addVoucher({ code: newCode(), bandIds: [brandOf(plain)] });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(/No band/);
  });

  test('change a code named in any case: dates, limits, switched off; null clears; a change breaking the rules is a 400', async () => {
    const code = newCode();
    await addVoucher({ code, endsAt: iso(NOW + HOUR), maxUses: 5 });
    const changed = await staff('PATCH', `/api/admin/vouchers/${code.toLowerCase()}`, {
      endsAt: null,
      maxUses: 9,
      minSubtotal: 2000,
      onePerNumber: true,
      active: false,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ code, endsAt: null, maxUses: 9, minSubtotal: 2000, onePerNumber: true, active: false, value: 10 });

    const broken = await staff('PATCH', `/api/admin/vouchers/${code}`, { startsAt: iso(NOW + 2 * HOUR), endsAt: iso(NOW + HOUR) });
    expect(broken.status).toBe(400);
    expect(broken.body.error).toMatch(/startsAt must be before endsAt/);
    expect((await staff('PATCH', `/api/admin/vouchers/${code}`, { value: 50 })).body.error).toMatch(/no field value/);
    expect((await staff('PATCH', `/api/admin/vouchers/${code}`, { maxUses: 0 })).status).toBe(400);
    const listed = await staff('GET', '/api/admin/vouchers');
    expect(listed.body.list.find((v: { code: string }) => v.code === code)).toMatchObject({ startsAt: null, maxUses: 9, value: 10 });

    const unknown = await staff('PATCH', '/api/admin/vouchers/NO-SUCH-CODE', { active: true });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatch(/No promo code NO-SUCH-CODE/);
  });

  test('list 20 a page, newest first, each with its unreleased uses', async () => {
    const code = newCode('USED');
    await addVoucher({ code });
    await seedUse(code, '01711000001');
    await seedUse(code, '01711000002');
    await seedUse(code, '01711000003', NOW);
    for (let k = 0; k < 20; k++) await addVoucher({ code: newCode('PAGE') });
    const first = await staff('GET', '/api/admin/vouchers');
    expect(first.body.list).toHaveLength(20);
    expect(first.body.nextPageToken).toBe('2');
    const all = [...first.body.list];
    for (let page = 2; page <= Math.ceil(first.body.total / 20); page++)
      all.push(...(await staff('GET', `/api/admin/vouchers?page=${page}`)).body.list);
    expect(all).toHaveLength(first.body.total);
    expect(all.find((v: { code: string }) => v.code === code).uses).toBe(2);
    expect((await staff('GET', '/api/admin/vouchers?page=0')).status).toBe(400);
  });

  test('the public API key alone reaches none of their calls: 403', async () => {
    const code = newCode();
    for (const headers of [{}, { authorization: 'Bearer metal-merch-local-key' }] as Record<string, string>[]) {
      expect((await staff('POST', '/api/admin/vouchers', { code, kind: 'PERCENT', value: 10 }, headers)).status).toBe(403);
      expect((await staff('GET', '/api/admin/vouchers', undefined, headers)).status).toBe(403);
      expect((await staff('PATCH', '/api/admin/vouchers/FANCLUB7', { active: false }, headers)).status).toBe(403);
    }
    expect((await staff('GET', '/api/admin/vouchers')).body.list.map((v: { code: string }) => v.code)).not.toContain(code);
  });
});

describe('a shopper’s check', () => {
  /** A switched-on code made for the test, its terms over 10 % off everything. */
  async function voucher(terms: Record<string, unknown> = {}) {
    const code = newCode();
    const made = await addVoucher({ code, ...terms });
    expect(made.status).toBe(201);
    return code;
  }

  test('takes a percentage off the server’s price of the lines, rounded down; the code as typed is read', async () => {
    const code = await voucher();
    const answer = await check({ code: `  ${code.toLowerCase().replace('-', ' - ')}`, items: [lineOf(plain, 3)] });
    expect(answer.status).toBe(200);
    const lines = Math.floor((priceOf(plain) * 3 * 10) / 100);
    expect(answer.body).toEqual({ code, discount: { lines, delivery: 0, total: lines } });
  });

  test('prices a discounted item at what the shopper pays, whatever the cart said it cost', async () => {
    const code = await voucher({ kind: 'AMOUNT', value: 1_000_000 });
    const answer = await check({ code, items: [lineOf(discounted, 2)] });
    expect(answer.body.discount.lines).toBe(priceOf(discounted) * 2);
    expect(answer.body.discount.lines).toBeLessThan(discounted.skus[0].salesPrice * 2);
    const priced = await check({ code, items: [{ ...lineOf(discounted, 2), price: 1, discountedPrice: 1 }] });
    expect(priced.status).toBe(400);
    expect(priced.body.error).toMatch(/no field items\.0\.price/);
  });

  test('free delivery takes off the district’s charge', async () => {
    const code = await voucher({ kind: 'FREE_DELIVERY', value: 0 });
    const charges = (await call(app(), { method: 'GET', url: '/api/deliveries/charges?size=10' })).body.list as {
      id: string;
      charge: number;
    }[];
    const charge = (id: string) => charges.find((c) => c.id === id)!.charge;
    expect((await check({ code, items: [lineOf(plain)] })).body.discount).toEqual({
      lines: 0,
      delivery: charge('INSIDE_DHAKA'),
      total: charge('INSIDE_DHAKA'),
    });
    expect((await check({ code, items: [lineOf(plain)], district: 'OUTSIDE_DHAKA' })).body.discount.delivery).toBe(charge('OUTSIDE_DHAKA'));
  });

  test('a code naming a category covers its subcategories’ items; one naming a band covers that band’s items only', async () => {
    const leaf = plain.categories[0].id;
    const parent = (await call(app(), { method: 'GET', url: `/api/categories?id=${leaf}` })).body.parentId as string;
    const byParent = await voucher({ categoryIds: [parent || leaf] });
    expect((await check({ code: byParent, items: [lineOf(plain)] })).body.discount.lines).toBe(Math.floor(priceOf(plain) / 10));
    const other = items.find((item) => bandOf(item) !== bandOf(plain))!;
    const byBand = await voucher({ bandIds: [bandOf(plain)] });
    expect((await check({ code: byBand, items: [lineOf(plain), lineOf(other)] })).body.discount.lines).toBe(
      Math.floor(priceOf(plain) / 10),
    );
    expect((await check({ code: byBand, items: [lineOf(other)] })).body).toEqual({ code: byBand, refused: { reason: 'noLineCovered' } });
  });

  test.each<[string, () => Record<string, unknown>, (price: number) => object]>([
    [
      'not started, with its start in ISO',
      () => ({ startsAt: iso(NOW + HOUR) }),
      () => ({ reason: 'notStarted', startsAt: iso(NOW + HOUR) }),
    ],
    ['ended', () => ({ endsAt: iso(NOW) }), () => ({ reason: 'expired' })],
    [
      'a cart below the minimum, with what is missing',
      () => ({ minSubtotal: 1_000_000 }),
      (price) => ({ reason: 'belowMinimum', missing: 1_000_000 - price }),
    ],
  ])('refuses a code %s', async (_name, terms, refusal) => {
    const code = await voucher(terms());
    const answer = await check({ code, items: [lineOf(plain)] });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code, refused: refusal(priceOf(plain)) });
  });

  test('a code used as often as it may be is used up; a use given back does not count', async () => {
    const code = await voucher({ maxUses: 2 });
    await seedUse(code, '01711000011');
    await seedUse(code, '01711000012', NOW - 1);
    expect((await check({ code, items: [lineOf(plain)] })).body.discount).toBeDefined();
    await seedUse(code, '01711000013');
    expect((await check({ code, items: [lineOf(plain)] })).body).toEqual({ code, refused: { reason: 'usedUp' } });
    const expired = await voucher({ maxUses: 1, endsAt: iso(NOW) });
    await seedUse(expired, '01711000014');
    expect((await check({ code: expired, items: [lineOf(plain)] })).body.refused.reason).toBe('expired');
  });

  test('one per number: the number that used it is refused, however typed; another number, a given-back use and a code for many uses pass', async () => {
    const code = await voucher({ onePerNumber: true });
    await seedUse(code, '01711000021');
    await seedUse(code, '01711000022', NOW - 1);
    const from = (mobile?: string) => check({ code, items: [lineOf(plain)], ...(mobile !== undefined && { mobile }) });
    expect((await from('+880 1711-000021')).body).toEqual({ code, refused: { reason: 'usedByNumber' } });
    expect((await from('০১৭১১০০০০২১')).body.refused.reason).toBe('usedByNumber');
    expect((await from('01711000022')).body.discount).toBeDefined();
    expect((await from('01711000023')).body.discount).toBeDefined();
    expect((await from()).body.discount).toBeDefined();
    const open = await voucher();
    await seedUse(open, '01711000024');
    expect((await check({ code: open, items: [lineOf(plain)], mobile: '01711000024' })).body.discount).toBeDefined();
    expect((await from('12345')).status).toBe(400);
  });

  test('an unknown code and a switched-off code get the same answer; a malformed one too', async () => {
    const off = await voucher();
    await staff('PATCH', `/api/admin/vouchers/${off}`, { active: false });
    const unknown = newCode();
    const answers = await Promise.all([off, unknown].map((code) => check({ code, items: [lineOf(plain)] })));
    expect(answers.map((answer) => [answer.status, answer.body])).toEqual([
      [200, { code: off, refused: { reason: 'notValid' } }],
      [200, { code: unknown, refused: { reason: 'notValid' } }],
    ]);
    expect(answers[0].text.replace(off, unknown)).toBe(answers[1].text);
    expect((await check({ code: 'x!', items: [lineOf(plain)] })).body).toEqual({ code: 'X!', refused: { reason: 'notValid' } });
    await staff('PATCH', `/api/admin/vouchers/${off}`, { active: true });
    expect((await check({ code: off, items: [lineOf(plain)] })).body.discount).toBeDefined();
  });

  test.each<[string, (code: string) => unknown, number, RegExp]>([
    ['an unknown item', (code) => ({ code, items: [{ ...lineOf(plain), itemId: 'no-such-item' }] }), 400, /Line 1: .*no variant/],
    [
      'another item’s SKU',
      (code) => ({ code, items: [lineOf(plain), { ...lineOf(plain), skuCode: discounted.skus[0].code }] }),
      400,
      /Line 2/,
    ],
    ['an unknown SKU', (code) => ({ code, items: [{ ...lineOf(plain), skuCode: 'MM-0-NONE' }] }), 400, /no variant MM-0-NONE/],
    ['no lines', (code) => ({ code, items: [] }), 400, /items/],
    ['51 lines', (code) => ({ code, items: Array.from({ length: 51 }, () => lineOf(plain)) }), 400, /items/],
    ['a quantity of 0', (code) => ({ code, items: [lineOf(plain, 0)] }), 400, /quantity/],
    ['a quantity over the units a line may hold', (code) => ({ code, items: [lineOf(plain, 11)] }), 400, /quantity/],
    ['a quantity in fractions', (code) => ({ code, items: [lineOf(plain, 1.5)] }), 400, /quantity/],
    ['a district the shop has not', (code) => ({ code, items: [lineOf(plain)], district: 'MARS' }), 400, /district/],
    ['no code', () => ({ items: [lineOf(plain)] }), 400, /code/],
    ['a client’s discount', (code) => ({ code, items: [lineOf(plain)], discount: 500 }), 400, /no field discount/],
    ['a body that is a list', (code) => [{ code }], 400, /body/],
    ['a body that is not JSON', () => '{"code": ', 400, /not valid JSON/],
  ])('%s is a 4xx in words', async (_name, body, status, message) => {
    const answer = await check(body(await voucher()));
    expect(answer.status).toBe(status);
    expect(answer.body.error).toMatch(message);
  });

  test('a body over 16 KB is a 413 in JSON', async () => {
    const answer = await check({ code: 'X'.repeat(VOUCHER_CHECK_BODY_LIMIT), items: [lineOf(plain)] });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ error: 'The request body is too large.' });
  });

  test('any body answers 200 or a 4xx in JSON, never a 5xx', async () => {
    const code = await voucher({ onePerNumber: true, maxUses: 3 });
    const line = fc.record(
      {
        itemId: fc.oneof(fc.constantFrom(plain.id, discounted.id), fc.string()),
        skuCode: fc.oneof(fc.constantFrom(plain.skus[0].code, discounted.skus[0].code), fc.string()),
        quantity: fc.oneof(fc.integer({ min: -2, max: 12 }), fc.double(), fc.string()),
        price: fc.integer(),
      },
      { requiredKeys: [] },
    );
    const body = fc.oneof(
      fc.record(
        {
          code: fc.oneof(fc.constant(code), fc.string(), fc.integer()),
          items: fc.oneof(fc.array(line, { maxLength: 4 }), fc.anything()),
          district: fc.oneof(fc.constantFrom('INSIDE_DHAKA', 'OUTSIDE_DHAKA'), fc.string()),
          mobile: fc.oneof(fc.constant('01711000031'), fc.string()),
        },
        { requiredKeys: [] },
      ),
      fc.anything(),
    );
    await fc.assert(
      fc.asyncProperty(body, async (sent) => {
        const answer = await check(JSON.stringify(sent) ?? 'null');
        expect(answer.status === 200 || (answer.status >= 400 && answer.status < 500)).toBe(true);
        expect(answer.headers['content-type']).toMatch(/application\/json/);
        if (answer.status !== 200) expect(answer.body.error).toEqual(expect.any(String));
      }),
      { numRuns: 60 },
    );
  });

  test('one address checks at most voucherChecks codes a minute: then 429 with Retry-After', async () => {
    const limited = await startTestServer({ rateLimits: { ...DEFAULT_RATE_LIMITS, voucherChecks: 3 } });
    try {
      const body = { code: 'ANY-CODE', items: [lineOf(plain)] };
      const answers = [];
      for (let k = 0; k < 4; k++) answers.push(await check(body, limited.app, '10.9.0.1'));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429]);
      expect(Number(answers[3].headers['retry-after'])).toBeGreaterThan(0);
      expect((await check(body, limited.app, '10.9.0.2')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

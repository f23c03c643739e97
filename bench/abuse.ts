// `npm run test:abuse`: starts the API server on a fresh temporary database, on loopback, with its production settings
// (rate limits on, no admin token), and sends what a hostile client with curl would: admin calls with the public key,
// the staff's drop calls without their token or with hostile bodies, ids and names, forged and copied queue tickets,
// junk on the server's clock, open-redirect return URLs, junk and oversized bodies, floods of orders, cancels and
// views, field names every object answers to, deep nesting and a fuzz corpus; against shoppers' accounts, enumeration,
// guessed passwords and codes, replayed codes and tokens, another shopper's order and floods of codes. Every request is
// bounded in number and time. Prints a table (requests, answers by status, 5xx, slowest), what the attacks must have
// seen besides their statuses, and the database's growth; exits 1 on any 5xx, on an attack that got an answer it must
// not get, on a failed check, or on growth over the cap.
import Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, statSync, existsSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/src/app';
import type { ShopStore } from '../server/src/db';
import { REPORT_BODY_LIMIT, REPORTS_PER_HOUR } from '../server/src/routes/reports';
import { VOUCHER_CHECK_BODY_LIMIT } from '../server/src/routes/voucherCheck';
import {
  DEFAULT_QUEUE_CALLS_PER_MINUTE,
  DEFAULT_RATE_LIMITS,
  DEFAULT_UNVERIFIED_HOLD_UNITS_PER_ADDRESS as HOLD_BOUND,
} from '../server/src/config';
import { signTicket } from '../server/src/dropTickets';
import { MAX_TICKET_LENGTH } from '../src/domain/dropQueue';
import { namedCodings } from '../server/src/contentCoding';
import { hostilePatterns } from '../server/test/hostilePatterns';
import { hostileAddresses, leadsOnShop, OFF_SHOP_PATHS, OFF_SHOP_TRICKS } from '../server/test/redirectTricks';
import { ACCEPT_ENCODING_SPELLINGS } from '../server/test/shopPages';
import { CODES_PER_WINDOW, LOCK_MS, NUMBER_SLOW_TRIES, WRONG_TRIES_BEFORE_LOCK } from '../src/domain/account';

const API_KEY = 'abuse-bench-key';
const SITE = 'http://shop.test';
/** The database may grow by the few orders the limits let through, not by what the attacker sends. */
const GROWTH_CAP_BYTES = 2 * 1024 * 1024;
const REQUEST_TIMEOUT_MS = 10_000;
/** The server's own request timeout here: short, so the stalled-body attack ends in seconds (production: 30 s). */
const SERVER_REQUEST_TIMEOUT_MS = 2000;
/** Problem reports this shop keeps: small, so that a flood from many addresses reaches the bound. */
const REPORTS_KEPT_UNDER_ATTACK = 20;
/** The staff's token on this server: the staff's own calls are attacked with hostile bodies too. */
const STAFF_TOKEN = randomBytes(24).toString('hex');

interface Answer {
  status: number;
  body: any;
  ms: number;
  /** The answer's ETag, where it has one. */
  etag?: string;
  /** The answer's headers and its body as text (not kept for the raw sockets of the stalled-body attack). */
  headers?: http.IncomingHttpHeaders;
  text?: string;
}

interface Attack {
  name: string;
  /** Statuses this attack may get; anything else is a finding. */
  allowed: number[];
  /** The slowest answer this attack may cause (its own and those of the clients beside it). */
  withinMs?: number;
  requests: () => AsyncGenerator<Answer>;
}

let port = 0;
/** One request over a real socket; `from` picks the loopback address it comes from (a client of its own). */
function send(
  method: string,
  url: string,
  options: { body?: string; headers?: Record<string, string>; from?: string } = {},
): Promise<Answer> {
  const started = performance.now();
  const body = options.body ?? '';
  const headers = {
    'x-api-key': API_KEY,
    ...(body ? { 'content-type': 'application/json' } : {}),
    'content-length': String(Buffer.byteLength(body)),
    ...options.headers,
  };
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, method, path: url, headers, localAddress: options.from, timeout: REQUEST_TIMEOUT_MS },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown;
          try {
            parsed = JSON.parse(text);
          } catch {
            parsed = text;
          }
          resolve({
            status: response.statusCode ?? 0,
            body: parsed,
            ms: performance.now() - started,
            etag: response.headers.etag,
            headers: response.headers,
            text,
          });
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error(`${method} ${url} took over ${REQUEST_TIMEOUT_MS} ms`)));
    request.on('error', reject);
    request.end(body);
  });
}
const post = (url: string, body: unknown, headers?: Record<string, string>, from?: string) =>
  send('POST', url, { body: JSON.stringify(body), headers, from });

async function* repeat(times: number, one: (k: number) => Promise<Answer>): AsyncGenerator<Answer> {
  for (let k = 0; k < times; k++) yield one(k);
}

/** A body that never arrives; a server that never closes the socket is given up on after `giveUpMs` (status 0, a failure). */
function stallBody(url: string, giveUpMs: number): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.write(
        `POST ${url} HTTP/1.1\r\nHost: x\r\nX-API-KEY: ${API_KEY}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"page":1,`,
      ),
    );
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('error', () => {});
    socket.setTimeout(giveUpMs, () => socket.destroy());
    socket.on('close', () =>
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), body: text, ms: performance.now() - started }),
    );
  });
}

/**
 * The redirect tricks (server/test/redirectTricks.ts), and 300 addresses built from their pieces, as the language
 * switch's next page and as a request's own path under a remembered language; each Location that leads off the shop
 * is noted in `off`.
 */
async function* redirectTricks(off: string[]): AsyncGenerator<Answer> {
  const asked: [string, Record<string, string>][] = [
    ...[...OFF_SHOP_TRICKS, ...hostileAddresses(300)].map((next, k): [string, Record<string, string>] => [
      `/language/${k % 2 ? 'en' : 'bn'}?next=${encodeURIComponent(next)}`,
      {},
    ]),
    ...OFF_SHOP_PATHS.flatMap((trick): [string, Record<string, string>][] => [
      [`/bn${trick}`, { cookie: 'lang=en' }],
      [trick, { cookie: 'lang=bn' }],
    ]),
  ];
  for (const [url, headers] of asked) {
    const answer = await send('GET', url, { headers });
    const location = answer.headers?.location;
    if (answer.status < 400 && !leadsOnShop(location, SITE)) off.push(`${url} → ${location}`);
    yield answer;
  }
}

/** Each Accept-Encoding spelling on the sitemap and a search; an answer in a coding the client did not name is noted in `wrong`. */
async function* encodingSpellings(wrong: string[]): AsyncGenerator<Answer> {
  for (const spelling of ACCEPT_ENCODING_SPELLINGS) {
    const headers: Record<string, string> = spelling === undefined ? {} : { 'accept-encoding': spelling };
    for (const answer of [
      await send('GET', '/sitemap.xml', { headers }),
      await send('POST', '/api/search/indices/outlet-stock/search', { body: '{"page":1,"size":20}', headers }),
    ]) {
      const coding = answer.headers?.['content-encoding'];
      if (coding !== undefined && !namedCodings(spelling).includes(coding as 'br' | 'gzip')) wrong.push(`${spelling} → ${coding}`);
      yield answer;
    }
  }
}

/** The shop's SMS budget in the SMS-budget attack: small, so 20 addresses reach it in a second. */
const SMS_BUDGET_UNDER_ATTACK = { perHour: 40, perDay: 60 };

/**
 * Codes asked for 200 numbers from 20 addresses, 10 each (the per-address limit), on a shop of its own with a small
 * SMS budget, so the main shop's codes stay available to the other attacks: 202 up to the budget, then 503 with
 * Retry-After; `must` records what the statuses alone do not show.
 */
async function* smsBudgetFlood(must: (what: string, ok: boolean) => void): AsyncGenerator<Answer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'metal-merch-abuse-sms-'));
  const shop = await buildApp({
    dbFile: path.join(dir, 'shop.db'),
    apiKey: API_KEY,
    seedItems: 20,
    distDir: dir,
    smsBudget: SMS_BUDGET_UNDER_ATTACK,
  });
  const answers: Answer[] = [];
  try {
    for (let k = 0; k < 200; k++) {
      const started = performance.now();
      const response = await shop.inject({
        method: 'POST',
        url: '/api/sessions/otp',
        headers: { 'x-api-key': API_KEY },
        payload: { mobile: `0192${String(k).padStart(7, '0')}` },
        remoteAddress: `127.0.60.${1 + (k % 20)}`,
      });
      const headers = { 'retry-after': String(response.headers['retry-after'] ?? '') };
      answers.push({ status: response.statusCode, body: response.json(), ms: performance.now() - started, headers, text: response.body });
    }
  } finally {
    await shop.close();
    rmSync(dir, { recursive: true, force: true });
  }
  const sent = answers.filter((answer) => answer.status === 202).length;
  const refused = answers.slice(sent);
  must(
    `accounts, SMS budget: 20 addresses asking for 200 codes got ${sent} sent (budget ${SMS_BUDGET_UNDER_ATTACK.perHour} an hour), then ${refused.length} × 503 'smsBudget' with Retry-After`,
    sent === SMS_BUDGET_UNDER_ATTACK.perHour &&
      refused.every((answer) => answer.status === 503 && answer.body?.wait === 'smsBudget' && Number(answer.headers?.['retry-after']) > 0),
  );
  yield* answers;
}

/** The units the orders `invoiceIds` still hold (reserved, not released), per client address, as the database has them. */
function unitsHeldByAddress(dbFile: string, invoiceIds: string[]): Map<string, number> {
  const db = new Database(dbFile, { readonly: true });
  try {
    const rows = db
      .prepare(
        `SELECT o.client_address AS address, SUM(l.reserved) AS units FROM orders o JOIN order_lines l ON l.invoice_id = o.invoice_id
         WHERE o.stock_released = 0 AND o.invoice_id IN (SELECT value FROM json_each(?)) GROUP BY o.client_address`,
      )
      .all(JSON.stringify(invoiceIds)) as { address: string; units: number }[];
    return new Map(rows.map((row) => [row.address, row.units]));
  } finally {
    db.close();
  }
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'metal-merch-abuse-'));
  const dbFile = path.join(dir, 'shop.db');
  const app = await buildApp({
    dbFile,
    apiKey: API_KEY,
    seedItems: 300,
    distDir: path.join(dir, 'dist'),
    publicSiteOrigin: SITE,
    timeouts: { requestMs: SERVER_REQUEST_TIMEOUT_MS },
    adminToken: STAFF_TOKEN,
    reportsKept: REPORTS_KEPT_UNDER_ATTACK,
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  port = Number(new URL(address).port);
  // The file's size once the write-ahead log is copied into it and emptied: the data kept, not how many writes made it
  // (every write appends whole pages to the log until a checkpoint, so the log's size counts writes, not data).
  const size = () => {
    const db = new Database(dbFile);
    db.pragma('wal_checkpoint(TRUNCATE)');
    db.close();
    return ['', '-wal'].reduce((sum, suffix) => sum + (existsSync(dbFile + suffix) ? statSync(dbFile + suffix).size : 0), 0);
  };

  // A real order to build on: a product in stock at the online warehouse, at its current price.
  const items = (
    await post('/api/search/indices/outlet-stock/search', {
      page: 1,
      size: 50,
      nonZeroStockOnly: true,
      ranges: [{ field: 'discount', min: 0, max: 0 }],
    })
  ).body.list;
  const item = items[0];
  const sku = item.skus.find((s: { stocks: { locationId: string; ok: number }[] }) =>
    s.stocks.some((st) => st.locationId === app.store.onlineLocationId && st.ok > 0),
  );
  const line = {
    itemId: item.id,
    skuCode: sku.code,
    price: sku.salesPrice,
    discountedPrice: sku.salesPrice,
    quantity: 1,
    offerId: null,
    offerName: null,
  };
  const order = (extra: Record<string, unknown> = {}) => ({
    info: {
      fullName: 'Attacker',
      mobile: '01712345678',
      email: '',
      shortAddress: 'Dhaka',
      paymentType: extra.paymentType ?? 'CASH_ON_DELIVERY',
      type: 'INDIVIDUAL',
      deviceId: 'bench',
      deviceName: 'curl',
    },
    source: 'ECOMMERCE',
    paymentType: 'CASH_ON_DELIVERY',
    items: [line],
    extras: { pickupDistrict: 'INSIDE_DHAKA', pickupPoints: 'HOME', deliveryCharge: 80 },
    ...extra,
  });
  // A drain: orders of 20 lines of 10 units, each order on SKUs of its own that the online warehouse has 10 of, so
  // only the caps, never a sold-out SKU, stop it.
  const stocked = (
    await Promise.all(
      [1, 2, 3].map((page) =>
        post('/api/search/indices/outlet-stock/search', {
          page,
          size: 100,
          nonZeroStockOnly: true,
          ranges: [{ field: 'discount', min: 0, max: 0 }],
        }),
      ),
    )
  )
    .flatMap((answer) => answer.body.list)
    // Items on sale only: one no longer sold is refused (409) whatever the bounds.
    .filter((it: { status: string }) => it.status === 'ACTIVE')
    .flatMap((it: { id: string; skus: { code: string; salesPrice: number; stocks: { locationId: string; ok: number }[] }[] }) =>
      it.skus
        .filter((s) => s.code !== sku.code && s.stocks.some((st) => st.locationId === app.store.onlineLocationId && st.ok >= 10))
        .map((s) => ({
          itemId: it.id,
          skuCode: s.code,
          price: s.salesPrice,
          discountedPrice: s.salesPrice,
          quantity: 10,
          offerId: null,
          offerName: null,
        })),
    );
  const drainLines = (k: number) => Array.from({ length: 20 }, (_, n) => stocked[(k * 20 + n) % stocked.length]);
  const held = new Set<string>();
  const drain = (paymentType: string, k: number, mobile: string) =>
    post(
      '/api/checkouts',
      order({
        paymentType,
        items: drainLines(paymentType === 'ONLINE' ? k : 40 + k),
        note: `drain ${k}`,
        info: { ...order().info, paymentType, fullName: 'Fake Name', mobile },
      }),
      { 'x-device-id': `drain-${paymentType}-${k}` },
      `127.0.8.${1 + (k % 250)}`,
    ).then((answer) => {
      if (answer.status === 201) held.add(answer.body.id);
      return answer;
    });
  // Holding stock from one address: orders of 5 units under made-up numbers and device ids, cash and online in turn,
  // each on a SKU of its own, until the bound on what unproven orders of one address hold refuses one.
  const heldByAddress = new Map<string, { units: number; refused: boolean }>();
  let holdOrders = 0;
  const holdUntilRefused = async function* (address: string): AsyncGenerator<Answer> {
    const tally = { units: 0, refused: false };
    heldByAddress.set(address, tally);
    for (let k = 0; k < 10 && !tally.refused; k++) {
      const paymentType = k % 2 ? 'ONLINE' : 'CASH_ON_DELIVERY';
      const mobile = `0198${String(++holdOrders).padStart(7, '0')}`;
      const answer = await post(
        '/api/checkouts',
        order({
          paymentType,
          items: [{ ...stocked[stocked.length - holdOrders], quantity: 5 }],
          info: { ...order().info, paymentType, fullName: 'Made Up', mobile },
        }),
        { 'x-device-id': `hold-${holdOrders}` },
        address,
      );
      if (answer.status === 201) tally.units += 5;
      tally.refused = answer.status === 429;
      yield answer;
    }
  };
  const online = (successUrl: string) =>
    order({ paymentType: 'ONLINE', paymentGatewayInfo: { successUrl, cancelUrl: '/payments/cancel', failureUrl: '/payments/failure' } });
  const band = (await post('/api/lookups/search', { textParams: [{ field: 'type', value: 'bands', matchType: 'EXACT' }] })).body.list[0];
  const cash = (await post('/api/checkouts', order({ note: 'a real cash order' }), { 'x-device-id': 'victim' }, '127.0.0.2')).body
    .id as string;
  const popularityOf = async () => (await send('GET', `/api/v2/items?id=${item.id}`)).body.totalPopularity as number;
  const popularityBefore = await popularityOf();
  const before = size();

  // Shoppers' accounts. Each attack uses numbers and loopback addresses of its own, so one attack's lock (of a number
  // or of an address) or per-address limit does not reach the next; what a status alone does not show goes to `seen`.
  const seen: [string, boolean][] = [];
  const must = (what: string, ok: boolean) => seen.push([what, ok]);
  /** The bench's own set-up calls must work; an attack that cannot start stops the bench. */
  const setUp = (what: string, answer: Answer, status: number): Answer => {
    if (answer.status !== status) throw new Error(`set-up: ${what} answered ${answer.status} (${answer.text}), not ${status}`);
    return answer;
  };
  let mobiles = 0;
  /** A mobile number (0191…) no other request of the bench uses. */
  const newMobile = () => `0191${String(++mobiles).padStart(7, '0')}`;
  let clients = 0;
  /** A loopback address no other request of the bench uses (127.0.30.1 on). */
  const newClient = () => `127.0.${30 + Math.floor(clients / 250)}.${1 + (clients++ % 250)}`;
  const asShopper = (token: string) => ({ 'x-auth-token': token });
  /** The code the SMS sandbox last "sent" to `mobile` (its messages come newest first). */
  const codeFor = async (mobile: string): Promise<string> => {
    const inbox = await send('GET', '/sandbox/sms', { headers: { accept: 'application/json' } });
    const message = (inbox.body.messages as { mobile: string; text: string }[]).find((m) => m.mobile === mobile);
    return /\b\d{6}\b/.exec(message?.text ?? '')?.[0] ?? 'no code';
  };
  /** Six digits that are not `code`. */
  const wrongCode = (code: string, k: number) => String((Number(code) + 1 + k) % 1_000_000).padStart(6, '0');
  const signInByCode = async (mobile: string, from = newClient()) => {
    setUp(`a code for ${mobile}`, await post('/api/sessions/otp', { mobile }, {}, from), 202);
    const code = await codeFor(mobile);
    return setUp(`a sign-in by code for ${mobile}`, await post('/api/sessions/otp/verify', { mobile, code }, {}, from), 200).body as {
      token: string;
      customer: { id: string };
    };
  };
  /**
   * A cash order that creates an account for `mobile` with `password`, from an address of its own: the checkout asks
   * for the code sent to the number (403), and the order sent again with it opens the account.
   */
  const orderWithAccount = async (mobile: string, password: string, fullName = 'Shopper') => {
    const from = newClient();
    const device = { 'x-device-id': `account-${mobile}` };
    const body = (extra: Record<string, unknown> = {}) =>
      order({ shouldCreateAccount: true, password, note: `account ${mobile}`, info: { ...order().info, mobile, fullName }, ...extra });
    setUp(`a create-account checkout for ${mobile}, asking for the code`, await post('/api/checkouts', body(), device, from), 403);
    setUp(`a code for ${mobile}`, await post('/api/sessions/otp', { mobile }, {}, from), 202);
    return post('/api/checkouts', body({ verificationCode: await codeFor(mobile) }), device, from);
  };
  /** An account made at checkout, as the bench's set-up: the order placed and the account created, or the bench stops. */
  const accountFor = async (mobile: string, password: string) => {
    const placed = setUp(`an order creating an account for ${mobile}`, await orderWithAccount(mobile, password), 201);
    if (placed.body.account !== 'created') throw new Error(`set-up: no account made for ${mobile} (${placed.text})`);
  };
  const isJsonError = (answer: Answer) =>
    String(answer.headers?.['content-type']).startsWith('application/json') && typeof answer.body?.error === 'string';
  const lockSeconds = LOCK_MS / 1000;
  const waitsUpToLock = (answer: Answer) =>
    answer.status === 429 && Number(answer.headers?.['retry-after']) > 0 && Number(answer.headers?.['retry-after']) <= lockSeconds;
  const statusesOf = (answers: Answer[]) => answers.map((answer) => answer.status).join(',');
  const wrongThenLocked = [...Array<number>(WRONG_TRIES_BEFORE_LOCK - 1).fill(401), 429].join(',');

  const nested = JSON.stringify({ ...order(), deep: 0 }).replace('"deep":0', `"deep":${'['.repeat(5000)}${']'.repeat(5000)}`);
  const fieldNames = ['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf'];
  const fuzz: [string, string][] = [
    ...[
      '/api/search/indices/outlet-stock/search',
      '/api/v2/items/search',
      '/api/news/search',
      '/api/lookups/search',
      '/api/categories/search',
      '/api/checkouts',
    ].flatMap((url) =>
      [
        null,
        0,
        'x',
        [],
        [{}],
        { page: -1 },
        { size: 1e9 },
        { textParams: [null] },
        { sortParams: [{ field: 'x' }] },
        { filters: [{ field: 'opt_7' }] },
        { items: [{ quantity: 'NaN' }] },
        { info: null },
        { ranges: [{ field: 'minPrice', min: 5, max: 1 }] },
      ]
        .map((body) => [url, JSON.stringify(body)] as [string, string])
        .concat(
          fieldNames.flatMap(
            (field) =>
              [
                [url, JSON.stringify({ nestedParams: [{ field, value: 'x' }] })],
                [url, JSON.stringify({ textParams: [{ field, value: 'x' }] })],
              ] as [string, string][],
          ),
        ),
    ),
    ['/api/checkouts', '{"__proto__":{"polluted":true}}'],
    ['/api/checkouts', nested],
  ];

  /** The remembered language redirects pages only: the shop needs a page to open. */
  const writeShopPage = () => {
    mkdirSync(path.join(dir, 'dist'), { recursive: true });
    writeFileSync(path.join(dir, 'dist', 'index.html'), '<!doctype html><title>Metal Merch</title>');
  };
  const attacks: Attack[] = [
    {
      name: `regex: ${hostilePatterns().length} hostile title patterns and expansive texts on both searches and as text, another client searching beside each`,
      allowed: [200],
      withinMs: 100,
      requests: async function* () {
        const title = (value: string) => [{ field: 'title', value, matchType: 'REGEX' }];
        for (const value of hostilePatterns()) {
          yield* await Promise.all([
            post('/api/v2/items/search', { page: 1, size: 10, textParams: title(value) }),
            post('/api/search/indices/outlet-stock/search', { page: 1, size: 20, textParams: title(value) }),
            post('/api/search/indices/outlet-stock/search', { page: 1, size: 20, query: value }),
            post('/api/search/indices/outlet-stock/search', { page: 1, size: 20 }, {}, '127.0.0.9'),
          ]);
        }
      },
    },
    {
      name: 'drain: 40 online orders of 20 lines × 10 units, one mobile number, a new device and address each',
      allowed: [201, 429],
      requests: () => repeat(40, (k) => drain('ONLINE', k, '01755555555')),
    },
    {
      name: 'drain: 40 cash orders of 20 lines × 10 units under a fake name, one number, a new device and address each',
      allowed: [201, 429],
      requests: () => repeat(40, (k) => drain('CASH_ON_DELIVERY', k, '01766666666')),
    },
    {
      name: 'drain: a line of 1,000 units, an order of 50 lines',
      allowed: [400],
      requests: async function* () {
        yield post('/api/checkouts', order({ items: [{ ...stocked[0], quantity: 1000 }] }), { 'x-device-id': 'drain-big' }, '127.0.9.1');
        yield post(
          '/api/checkouts',
          order({ items: Array.from({ length: 50 }, (_, k) => stocked[k % stocked.length]) }),
          { 'x-device-id': 'drain-wide' },
          '127.0.9.2',
        );
      },
    },
    {
      name: `holds: orders of 5 units from one address, a made-up number and device id each, until refused (${HOLD_BOUND} units an address)`,
      allowed: [201, 429],
      requests: () => holdUntilRefused('127.0.10.1'),
    },
    {
      name: 'holds: the same from 20 addresses',
      allowed: [201, 429],
      requests: async function* () {
        for (let a = 1; a <= 20; a++) yield* holdUntilRefused(`127.0.11.${a}`);
      },
    },
    {
      name: `sockets: 50 bodies that never arrive (server request timeout ${SERVER_REQUEST_TIMEOUT_MS / 1000} s), a shopper searching meanwhile`,
      allowed: [200, 408],
      withinMs: SERVER_REQUEST_TIMEOUT_MS + 5000,
      requests: async function* () {
        const stalled = Array.from({ length: 50 }, () => stallBody('/api/news/search', SERVER_REQUEST_TIMEOUT_MS + 5000));
        yield post('/api/search/indices/outlet-stock/search', { page: 1, size: 20 });
        for (const answer of await Promise.all(stalled)) yield answer;
      },
    },
    {
      name: 'forged X-Forwarded-For: 100 view events from one address posing as 100 clients',
      allowed: [202, 429],
      requests: () =>
        repeat(100, (k) =>
          send('POST', `/api/v2/items/events/view?id=${item.id}`, { headers: { 'x-forwarded-for': `203.0.113.${k}` }, from: '127.0.0.10' }),
        ),
    },
    {
      name: 'admin: PATCH lookup status and DELETE inactive with the public key',
      allowed: [403],
      requests: async function* () {
        yield send('PATCH', `/api/lookups/status?id=${band.id}&status=INACTIVE&type=bands`);
        yield send('DELETE', '/api/lookups/inactive?type=bands');
        yield send('PATCH', `/api/lookups/status?id=${band.id}&status=INACTIVE&type=bands`, {
          headers: { authorization: `Bearer ${API_KEY}` },
        });
      },
    },
    {
      name: 'admin: 40 guessed bearer tokens from one address (30 attempts a minute)',
      allowed: [403, 429],
      requests: () =>
        repeat(40, (k) =>
          send('DELETE', '/api/lookups/inactive?type=bands', {
            headers: { authorization: `Bearer guess-${k}-${'x'.repeat(24)}` },
            from: '127.0.0.11',
          }),
        ),
    },
    {
      name: 'staff orders, with the admin token: unknown statuses, a foreign invoice, a huge note, markup and javascript: in the courier fields',
      allowed: [400, 404, 409, 413],
      requests: async function* () {
        const asStaff = { authorization: `Bearer ${STAFF_TOKEN}` };
        const moveTo = (invoiceId: string, body: unknown) =>
          send('PATCH', `/api/admin/orders/${invoiceId}/status`, { body: JSON.stringify(body), headers: asStaff, from: '127.0.0.13' });
        const shipped = { status: 'SHIPPED', courier: 'Pathao', trackingNumber: 'PX-1' };
        for (const body of [
          { status: 'LOST' },
          { status: 'shipped' },
          { status: 'PLACED' },
          { status: 'DELIVERED' },
          { ...shipped, trackingUrl: 'javascript:alert(document.cookie)' },
          { ...shipped, trackingUrl: 'http://courier.example/t/1' },
          { ...shipped, courier: '<script>alert(1)</script>\u0000' },
          { ...shipped, trackingNumber: '"><img src=x onerror=alert(1)>' },
          { status: 'CANCELLED', note: 'x'.repeat(100_000) },
          { status: 'CANCELLED', courier: 'Pathao' },
          [{ status: 'CANCELLED' }],
          'CANCELLED',
        ])
          yield moveTo(encodeURIComponent(cash), body);
        yield moveTo('INV-NOSUCHORDER', { status: 'CANCELLED' });
        yield moveTo('..%2F..%2Fetc', { status: 'CANCELLED' });
        yield send('GET', '/api/admin/orders?status=LOST&size=100000', { headers: asStaff, from: '127.0.0.13' });
      },
    },
    {
      name: 'order lookups: 15 guesses of a real invoice’s mobile number from one address (10 a minute), junk and oversized bodies',
      allowed: [400, 404, 413, 429],
      requests: async function* () {
        for (let k = 0; k < 15; k++)
          yield send('POST', '/api/orders/track', {
            body: JSON.stringify({ invoiceId: cash, mobile: `0171${String(k).padStart(7, '0')}` }),
            from: '127.0.0.14',
          });
        for (const body of [{ invoiceId: ['x'], mobile: 1 }, { invoiceId: 'x'.repeat(5000), mobile: '0' }, { mobile: '01712345678' }])
          yield send('POST', '/api/orders/track', { body: JSON.stringify(body), from: '127.0.0.15' });
        yield send('POST', '/api/orders/track', {
          body: JSON.stringify({ invoiceId: 'x'.repeat(100_000), mobile: '0' }),
          from: '127.0.0.15',
        });
      },
    },
    {
      name: 'sitemap: 60 requests of the index and its files, then the same with their ETag, and made-up file names',
      allowed: [200, 304, 400, 404],
      withinMs: 250,
      requests: async function* () {
        const index = await send('GET', '/sitemap.xml');
        yield index;
        const files = [...String(index.body).matchAll(/<loc>[^<]*(\/sitemaps\/[^<]+)<\/loc>/g)].map((match) => match[1]);
        for (let k = 0; k < 60; k++) yield send('GET', k % 2 ? '/sitemap.xml' : files[k % files.length]);
        const tagged = await send('GET', files[0]);
        yield tagged;
        for (let k = 0; k < 10; k++) yield send('GET', files[0], { headers: { 'if-none-match': String(tagged.etag) } });
        for (const name of ['products-0.xml', 'products-99999.xml', '..%2F..%2Fetc%2Fpasswd', 'pages-1.xml.gz'])
          yield send('GET', `/sitemaps/${name}`);
      },
    },
    {
      name: 'gateway: 40 Pay posts with guessed tokens from one address (30 a minute)',
      allowed: [404, 429],
      requests: () =>
        repeat(40, (k) =>
          send('POST', `/gateway/pay/${encodeURIComponent(cash)}?token=${k.toString(16).padStart(32, '0')}`, {
            body: 'action=pay&method=card',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            from: '127.0.0.12',
          }),
        ),
    },
    {
      name: 'open redirect: return URLs /\\evil, /<tab>/evil, //evil, javascript:, a foreign origin',
      allowed: [400],
      requests: async function* () {
        for (const [k, url] of [
          '/\\evil.example/x',
          '/\t/evil.example',
          '//evil.example/x',
          'javascript:alert(1)',
          'https://evil.example/payments/success',
        ].entries()) {
          yield post('/api/checkouts', online(url), { 'x-device-id': `redirect-${k}` });
        }
      },
    },
    {
      name: 'open redirect: Host evil.example, X-Forwarded-Host/Proto from loopback',
      allowed: [400],
      requests: async function* () {
        yield post('/api/checkouts', online('http://evil.example/payments/success'), {
          host: 'evil.example',
          'x-forwarded-host': 'evil.example',
          'x-forwarded-proto': 'javascript',
        });
      },
    },
    {
      name: 'language switch: a Bengali search, CR LF, NUL, a 2,000-character address, foreign targets, repeated and oversized next',
      allowed: [303, 400],
      requests: async function* () {
        for (const next of [
          '/shop?query=আর্টসেল',
          '/shop\r\nSet-Cookie: taken=1',
          '/shop?q=\u0000',
          `/${'a'.repeat(1999)}`,
          '//evil.example/x',
          '/\\evil.example',
          'https://evil.example/',
        ]) {
          yield send('GET', `/language/bn?next=${encodeURIComponent(next)}`);
        }
        yield send('GET', '/language/bn?next=/a&next=/b');
        yield send('GET', `/language/bn?next=${'a'.repeat(2001)}`);
        yield send('GET', '/language/xx?next=/shop');
      },
    },
    {
      name: 'language redirect: 10 addresses of 16 KB escaped again and again (%2525…), a language cookie, a shopper beside each',
      allowed: [200, 302],
      withinMs: 1000,
      requests: async function* () {
        writeShopPage();
        const deep = `/x%${'25'.repeat(8000)}41`;
        const homes: string[] = [];
        for (let k = 0; k < 10; k++) {
          const [attack, shopper] = await Promise.all([
            send('GET', deep, { headers: { cookie: 'lang=bn' } }),
            send('GET', '/robots.txt', { from: '127.0.0.61' }),
          ]);
          homes.push(`${attack.status} ${attack.headers?.location}`);
          yield attack;
          yield shopper;
        }
        must(
          `language redirect: every deeply escaped address sent home (${[...new Set(homes)].join(', ')})`,
          homes.every((home) => home === '302 /bn/'),
        );
      },
    },
    {
      name: 'junk: 20 orders with 1 MB of padding',
      // The order limit counts a request before its body is read, so some are refused as a flood first.
      allowed: [413, 429],
      requests: () =>
        repeat(20, (k) =>
          send('POST', '/api/checkouts', {
            body: JSON.stringify({ ...order(), padding: 'x'.repeat(1024 * 1024) }),
            headers: { 'x-device-id': `pad-${k}` },
          }),
        ),
    },
    {
      name: 'junk: an X-DEVICE-ID of 15,000 characters',
      allowed: [400],
      requests: () => repeat(3, () => post('/api/checkouts', order(), { 'x-device-id': 'd'.repeat(15_000) })),
    },
    {
      name: 'flood: 100 orders from one address (limit 20 a minute)',
      allowed: [201, 429],
      requests: () =>
        repeat(100, (k) => post('/api/checkouts', order({ note: `flood ${k}` }), { 'x-device-id': `flood-${k}` }, '127.0.0.3')),
    },
    {
      name: 'cancel: a cash order by its invoice id, with and without guessed tokens (confirm, cancel and failure share one limit)',
      allowed: [400, 404, 429],
      requests: async function* () {
        yield send('PATCH', `/api/checkouts/cancel?invoiceId=${cash}`, { from: '127.0.0.4' });
        for (let k = 0; k < 40; k++)
          yield send(
            'PATCH',
            `/api/checkouts/${k % 2 ? 'cancel' : 'failure'}?invoiceId=${cash}&token=${k.toString(16).padStart(32, '0')}`,
            { from: '127.0.0.4' },
          );
      },
    },
    {
      name: 'views: 5,000 view events of one product from one address (limit 60 a minute)',
      allowed: [202, 429],
      requests: () =>
        repeat(5000, (k) =>
          send('POST', `/api/v2/items/events/view?id=${item.id}`, { headers: { 'x-device-id': `fake-${k}` }, from: '127.0.0.5' }),
        ),
    },
    {
      name: 'filters: opt_999999, lookup_constructor, lookup_planets',
      allowed: [400],
      requests: async function* () {
        for (const field of ['opt_999999', 'lookup_constructor', 'lookup_planets'])
          yield post('/api/search/indices/outlet-stock/search', { filters: [{ field, values: ['x'] }] });
      },
    },
    {
      name: 'validation: email <script>@x.com, a password of six spaces',
      allowed: [400],
      requests: async function* () {
        yield post('/api/checkouts', order({ info: { ...order().info, email: '<script>@x.com' } }), {}, '127.0.0.6');
        yield post('/api/checkouts', order({ shouldCreateAccount: true, password: '      ' }), {}, '127.0.0.6');
      },
    },
    {
      name: `accounts: enumeration, ${WRONG_TRIES_BEFORE_LOCK - 1} wrong passwords for a number with an account, as many numbers without one, one whose account has no password`,
      allowed: [401],
      requests: async function* () {
        const known = newMobile();
        await accountFor(known, 'enumeration-password');
        const noPassword = newMobile();
        await signInByCode(noPassword);
        const answers: Answer[] = [];
        for (let k = 0; k < WRONG_TRIES_BEFORE_LOCK - 1; k++) {
          answers.push(await post('/api/sessions', { mobile: known, password: `wrong-password-${k}` }, {}, newClient()));
          answers.push(await post('/api/sessions', { mobile: newMobile(), password: `wrong-password-${k}` }, {}, newClient()));
        }
        answers.push(await post('/api/sessions', { mobile: noPassword, password: 'wrong-password-0' }, {}, newClient()));
        const different = new Set(answers.map((answer) => `${answer.status} ${answer.text}`));
        must(
          `accounts, enumeration: a known number, unknown numbers and a number without a password answer byte-identical status and body (${different.size} distinct ${different.size === 1 ? 'answer' : 'answers'})`,
          different.size === 1,
        );
        // An unknown number is checked against a password hash too: answered at once, it would tell itself apart by time.
        const median = (times: number[]) => [...times].sort((a, b) => a - b)[times.length >> 1];
        const knownMs = median(answers.filter((_, k) => k % 2 === 0 && k < answers.length - 1).map((answer) => answer.ms));
        const unknownMs = median(answers.filter((_, k) => k % 2 === 1).map((answer) => answer.ms));
        must(
          `accounts, enumeration: unknown numbers take as long as a wrong password (median ${unknownMs.toFixed(0)} ms against ${knownMs.toFixed(0)} ms; at least half)`,
          unknownMs >= knownMs / 2,
        );
        yield* answers;
      },
    },
    {
      name: `accounts: guessed passwords, ${WRONG_TRIES_BEFORE_LOCK} wrong for one number from each of two addresses, the right one from there and from another, a code for it`,
      allowed: [200, 202, 401, 429],
      requests: async function* () {
        const mobile = newMobile();
        await accountFor(mobile, 'right-password');
        const from = newClient();
        const second = newClient();
        const wrong: Answer[] = [];
        for (const attacker of [from, second])
          for (let k = 0; k < WRONG_TRIES_BEFORE_LOCK; k++)
            wrong.push(await post('/api/sessions', { mobile, password: `guess-${k}` }, {}, attacker));
        const locked = await post('/api/sessions', { mobile, password: 'right-password' }, {}, from);
        const owner = await post('/api/sessions', { mobile, password: 'right-password' }, {}, newClient());
        const code = await post('/api/sessions/otp', { mobile }, {}, from);
        const bothLocked = `${wrongThenLocked},${wrongThenLocked}`;
        must(`accounts, guessed passwords: ${bothLocked} (got ${statusesOf(wrong)})`, statusesOf(wrong) === bothLocked);
        must(
          `accounts, guessed passwords: the pair (number, address) is locked: the right password from there answers 429 'locked' with Retry-After of at most ${lockSeconds} s (got ${locked.status} ${locked.body?.wait})`,
          waitsUpToLock(locked) && locked.body?.wait === 'locked',
        );
        must(
          `accounts, guessed passwords: the owner is not locked out: the right password from another address signs in, a code is sent (got ${statusesOf([owner, code])})`,
          statusesOf([owner, code]) === '200,202',
        );
        yield* [...wrong, locked, owner, code];
      },
    },
    {
      name: `accounts: sprayed passwords, 12 numbers from one address (${DEFAULT_RATE_LIMITS.signIns} tries a minute)`,
      allowed: [401, 429],
      requests: async function* () {
        const from = newClient();
        const answers: Answer[] = [];
        for (let k = 0; k < 12; k++) answers.push(await post('/api/sessions', { mobile: newMobile(), password: 'password123' }, {}, from));
        const limit = DEFAULT_RATE_LIMITS.signIns;
        must(
          `accounts, sprayed passwords: ${limit} × 401, then 429 with Retry-After (got ${statusesOf(answers)})`,
          answers.slice(0, limit).every((answer) => answer.status === 401) && answers.slice(limit).every(waitsUpToLock),
        );
        yield* answers;
      },
    },
    {
      name: `accounts: guessed codes, ${WRONG_TRIES_BEFORE_LOCK} wrong for one number from one address, the right one from there and from another, a new code`,
      allowed: [200, 202, 401, 429],
      requests: async function* () {
        const mobile = newMobile();
        const from = newClient();
        setUp('a code', await post('/api/sessions/otp', { mobile }, {}, from), 202);
        const code = await codeFor(mobile);
        const wrong: Answer[] = [];
        for (let k = 0; k < WRONG_TRIES_BEFORE_LOCK; k++)
          wrong.push(await post('/api/sessions/otp/verify', { mobile, code: wrongCode(code, k) }, {}, from));
        const locked = await post('/api/sessions/otp/verify', { mobile, code }, {}, from);
        const owner = await post('/api/sessions/otp/verify', { mobile, code }, {}, newClient());
        const again = await post('/api/sessions/otp', { mobile }, {}, newClient());
        must(`accounts, guessed codes: ${wrongThenLocked} (got ${statusesOf(wrong)})`, statusesOf(wrong) === wrongThenLocked);
        must(
          `accounts, guessed codes: the pair is locked, the right code from there answers 429 with Retry-After (got ${locked.status})`,
          waitsUpToLock(locked),
        );
        must(
          `accounts, guessed codes: the phone's owner, from another address, signs in with the code and gets a new one (got ${statusesOf([owner, again])})`,
          statusesOf([owner, again]) === '200,202',
        );
        yield* [...wrong, locked, owner, again];
      },
    },
    {
      name: 'accounts: replayed codes, a code typed for another number, a code that signed in once sent again from two addresses',
      allowed: [401],
      requests: async function* () {
        const mobile = newMobile();
        const other = newMobile();
        const from = newClient();
        setUp('a code', await post('/api/sessions/otp', { mobile }, {}, from), 202);
        setUp('a code for another number', await post('/api/sessions/otp', { mobile: other }, {}, from), 202);
        const code = await codeFor(mobile);
        if (code !== (await codeFor(other))) yield post('/api/sessions/otp/verify', { mobile: other, code }, {}, from);
        setUp('a sign-in by code', await post('/api/sessions/otp/verify', { mobile, code }, {}, from), 200);
        yield post('/api/sessions/otp/verify', { mobile, code }, {}, from);
        yield post('/api/sessions/otp/verify', { mobile, code }, {}, newClient());
      },
    },
    {
      name: 'accounts: a token after sign-out, on the session check, My orders, a checkout as that shopper, and a second sign-out',
      allowed: [204, 401],
      requests: async function* () {
        const mobile = newMobile();
        const { token, customer } = await signInByCode(mobile);
        const from = newClient();
        setUp('a session check', await send('POST', '/api/sessions/check', { headers: asShopper(token), from }), 200);
        const answers = [
          await send('DELETE', '/api/sessions', { headers: asShopper(token), from }),
          await send('POST', '/api/sessions/check', { headers: asShopper(token), from }),
          await send('GET', '/api/account/orders', { headers: asShopper(token), from }),
          await post(
            '/api/checkouts',
            order({ customerId: customer.id, note: 'after sign-out', info: { ...order().info, mobile } }),
            { ...asShopper(token), 'x-device-id': 'signed-out' },
            newClient(),
          ),
          await send('DELETE', '/api/sessions', { headers: asShopper(token), from }),
        ];
        must(`accounts, signed out: 204,401,401,401,204 (got ${statusesOf(answers)})`, statusesOf(answers) === '204,401,401,401,204');
        yield* answers;
      },
    },
    {
      name: "accounts: one shopper's token on another's order, the other's id with no token and with a made-up token",
      allowed: [401, 403],
      requests: async function* () {
        const alice = await signInByCode(newMobile());
        const bob = await signInByCode(newMobile());
        const mobile = newMobile();
        const crossed = order({ customerId: bob.customer.id, note: 'crossed', info: { ...order().info, mobile } });
        const answers = [
          await post('/api/checkouts', crossed, { ...asShopper(alice.token), 'x-device-id': 'crossed-1' }, newClient()),
          await post('/api/checkouts', crossed, { 'x-device-id': 'crossed-2' }, newClient()),
          await post(
            '/api/checkouts',
            crossed,
            { ...asShopper(randomBytes(32).toString('base64url')), 'x-device-id': 'crossed-3' },
            newClient(),
          ),
        ];
        must(`accounts, another's order: 403,401,401 (got ${statusesOf(answers)})`, statusesOf(answers) === '403,401,401');
        const stored = await Promise.all(
          [alice, bob].map(({ customer }) => app.store.accounts.orderIdsOf({ customerId: customer.id, mobile, page: 1, size: 10 })),
        );
        must(
          `accounts, another's order: nothing stored for either shopper or the order's number (${stored.map((s) => s.total).join(', ')})`,
          stored.every(({ total }) => total === 0),
        );
        yield* answers;
      },
    },
    {
      name: 'accounts: <script> and an onerror image in the name of an account made at checkout, the session check, a code and the SMS sandbox page',
      allowed: [200, 201, 202],
      requests: async function* () {
        const mobile = newMobile();
        const name = '<script>alert(document.cookie)</script><img src=x onerror=alert(1)>';
        const placed = await orderWithAccount(mobile, 'script-password', name);
        yield placed;
        const check = await send('POST', '/api/sessions/check', { headers: asShopper(String(placed.body?.token)), from: newClient() });
        yield check;
        yield post('/api/sessions/otp', { mobile }, {}, newClient());
        const page = await send('GET', '/sandbox/sms', { headers: { accept: 'text/html' } });
        yield page;
        must(
          'accounts, script in a name: the checkout and the session check answer JSON, the name as the same text',
          [placed, check].every((answer) => String(answer.headers?.['content-type']).startsWith('application/json')) &&
            check.body?.customer?.fullName === name,
        );
        must(
          'accounts, script in a name: /sandbox/sms answers HTML with no unescaped <script',
          String(page.headers?.['content-type']).startsWith('text/html') &&
            String(page.text).includes(mobile) &&
            !/<script/i.test(String(page.text)),
        );
      },
    },
    {
      name: 'accounts: odd and oversized bodies, headers and queries on the session routes, a new address each',
      allowed: [400, 401, 413],
      requests: async function* () {
        const mobile = newMobile();
        const json = (body: unknown) => JSON.stringify(body);
        const cases: [string, string, string, Record<string, string>?][] = [
          ...['', 'null', '[]', '"01911111111"', '{', '{"mobile":1,"password":2}', json({ mobile: [mobile], password: ['x'] })].map(
            (body) => ['POST', '/api/sessions', body] as [string, string, string],
          ),
          ['POST', '/api/sessions', json({ mobile })],
          ['POST', '/api/sessions', json({ mobile: 'x'.repeat(21), password: 'x' })],
          ['POST', '/api/sessions', json({ mobile, password: 'x'.repeat(201) })],
          ['POST', '/api/sessions', json({ mobile, password: 'x'.repeat(1024 * 1024) })],
          ['POST', '/api/sessions', json({ mobile: '01211111111', password: 'x' })],
          ['POST', '/api/sessions', json({ mobile, password: 'x' }), { 'content-type': 'text/plain' }],
          ['POST', '/api/sessions', `{"__proto__":{"admin":true},"mobile":"${mobile}","password":"x"}`],
          ['POST', '/api/sessions/otp', '{}'],
          ['POST', '/api/sessions/otp', json({ mobile: null })],
          ['POST', '/api/sessions/otp', json({ mobile: '<script>alert(1)</script>' })],
          ['POST', '/api/sessions/otp', json({ mobile: '9'.repeat(100_000) })],
          ['POST', '/api/sessions/otp/verify', json({ mobile, code: 'abcdef' })],
          ['POST', '/api/sessions/otp/verify', json({ mobile, code: '১২৩' })],
          ['POST', '/api/sessions/otp/verify', json({ mobile, code: ' '.repeat(20) })],
          ['POST', '/api/sessions/otp/verify', json({ mobile, code: '1'.repeat(21) })],
          ['POST', '/api/sessions/otp/verify', json({ mobile, code: '১২৩৪৫৬' })],
          ['POST', '/api/sessions/otp/verify', json({ code: '123456' })],
          ['POST', '/api/sessions/check', '', { 'x-auth-token': 'x'.repeat(10_000) }],
          ['POST', '/api/sessions/check', '{', { 'x-auth-token': 'x' }],
          ['DELETE', '/api/sessions', '{'],
          ['GET', '/api/account/orders?page=0', ''],
          ['GET', '/api/account/orders?size=abc', ''],
          ['GET', '/api/account/orders?page=99999999&size=10', ''],
          ['GET', '/api/account/orders?page=1&size=21', ''],
          ['GET', '/api/account/orders?page[]=1', '', { 'x-auth-token': 'x'.repeat(101) }],
        ];
        const answers: Answer[] = [];
        for (const [method, url, body, headers] of cases) answers.push(await send(method, url, { body, headers, from: newClient() }));
        const notJson = answers.flatMap((answer, k) => (isJsonError(answer) ? [] : [`${cases[k][0]} ${cases[k][1]} ${answer.status}`]));
        must(`accounts, odd bodies: every answer is JSON with an error (${notJson.join('; ') || 'all are'})`, notJson.length === 0);
        yield* answers;
      },
    },
    {
      name: `accounts: code floods, 15 numbers from one address (${DEFAULT_RATE_LIMITS.codeSends} per 15 minutes), ${CODES_PER_WINDOW + 1} for one number from as many addresses (${CODES_PER_WINDOW})`,
      allowed: [202, 429],
      requests: async function* () {
        const from = newClient();
        const flood: Answer[] = [];
        for (let k = 0; k < 15; k++) flood.push(await post('/api/sessions/otp', { mobile: newMobile() }, {}, from));
        const limit = DEFAULT_RATE_LIMITS.codeSends;
        must(
          `accounts, code floods: one address gets ${limit} × 202, then 429 with Retry-After (got ${statusesOf(flood)})`,
          flood.slice(0, limit).every((answer) => answer.status === 202) && flood.slice(limit).every(waitsUpToLock),
        );
        const mobile = newMobile();
        const one: Answer[] = [];
        for (let k = 0; k <= CODES_PER_WINDOW; k++) one.push(await post('/api/sessions/otp', { mobile }, {}, newClient()));
        must(
          `accounts, code floods: one number gets ${CODES_PER_WINDOW} × 202, then 429 with Retry-After (got ${statusesOf(one)})`,
          one.slice(0, CODES_PER_WINDOW).every((answer) => answer.status === 202) && waitsUpToLock(one[CODES_PER_WINDOW]),
        );
        yield* [...flood, ...one];
      },
    },
    {
      name: `fuzz: ${fuzz.length} odd bodies (field names every object has, 5,000 nested arrays) on six routes`,
      // 429: the one valid order's number already holds its 3 open cash orders (the victim's and the flood's).
      allowed: [200, 201, 400, 409, 429],
      // Each checkout from its own loopback address, so the order limit does not hide a handler's answer.
      requests: async function* () {
        for (const [k, [url, body]] of fuzz.entries())
          yield send('POST', url, { body, headers: { 'x-device-id': `fuzz-${k}` }, from: `127.0.${1 + (k >> 8)}.${k & 255 || 1}` });
      },
    },
    ...slowWorkAttacks(item.images[0].replace(/\.svg$/, '.png'), must, newClient),
    ...reportAttacks(app.store, must, newClient),
    ...voucherAttacks({ itemId: item.id, skuCode: sku.code }, must, newClient),
    ...dropAttacks(app.store, item.id, must, newClient),
    ...queueAttacks(
      app.store,
      {
        id: items[1].id,
        skuCode: items[1].skus.find((s: { stocks: { locationId: string; ok: number }[] }) =>
          s.stocks.some((st) => st.locationId === app.store.onlineLocationId && st.ok > 0),
        ).code,
      },
      must,
      newClient,
    ),
    ...clockAttacks(must, newClient),
    {
      name: 'open redirect: the switch and a remembered language with /.//x, /bn//x, %2F%2F, %5C, tabs, .., full URLs, 300 more',
      allowed: [302, 303, 400],
      requests: async function* () {
        writeShopPage();
        const off: string[] = [];
        yield* redirectTricks(off);
        must(`redirects that lead off the shop: ${off.length}${off.length ? ` (${off.slice(0, 3).join('; ')})` : ''}`, off.length === 0);
      },
    },
    {
      name: 'open redirect: return URLs on the shop the redirect rule refuses (/.//evil, /bn//evil, %2F%2F)',
      allowed: [400],
      requests: async function* () {
        for (const [k, url] of ['/.//evil.example/x', '/bn//evil.example', `${SITE}/%2F%2Fevil.example`].entries()) {
          yield post('/api/checkouts', online(url), { 'x-device-id': `redirect-rule-${k}` }, '127.0.0.41');
        }
      },
    },
    {
      name: `encodings: ${ACCEPT_ENCODING_SPELLINGS.length} Accept-Encoding spellings (gzip, *; *; br;q=0; unknown codings) on the sitemap and a search`,
      allowed: [200],
      requests: async function* () {
        const wrong: string[] = [];
        yield* encodingSpellings(wrong);
        must(
          `answers in a coding the client did not name: ${wrong.length}${wrong.length ? ` (${wrong.slice(0, 3).join('; ')})` : ''}`,
          wrong.length === 0,
        );
      },
    },
    {
      name: `accounts: slowdown, ${NUMBER_SLOW_TRIES} wrong passwords for one number from 5 addresses: the owner's password waits, the owner's code signs in`,
      allowed: [200, 202, 401, 429],
      requests: async function* () {
        const mobile = newMobile();
        await accountFor(mobile, 'right-password');
        const wrong: Answer[] = [];
        for (const attacker of Array.from({ length: 5 }, newClient))
          for (let k = 0; k < NUMBER_SLOW_TRIES / 5; k++)
            wrong.push(await post('/api/sessions', { mobile, password: `guess-${k}` }, {}, attacker));
        const owner = newClient();
        const password = await post('/api/sessions', { mobile, password: 'right-password' }, {}, owner);
        const sent = await post('/api/sessions/otp', { mobile }, {}, owner);
        const code = await post('/api/sessions/otp/verify', { mobile, code: await codeFor(mobile) }, {}, owner);
        must(
          `accounts, slowdown: the owner's right password answers 429 'numberSlowed' (got ${password.status} ${password.body?.wait}), a code sent to the phone signs in (got ${statusesOf([sent, code])})`,
          password.status === 429 && password.body?.wait === 'numberSlowed' && statusesOf([sent, code]) === '202,200',
        );
        yield* [...wrong, password, sent, code];
      },
    },
    {
      name: 'accounts: SMS budget, 200 codes for 200 numbers from 20 addresses on a shop with a budget of 40 an hour',
      allowed: [202, 503],
      requests: () => smsBudgetFlood(must),
    },
    {
      name: 'sandbox: /sandbox/sms from loopback through X-Forwarded-For, Forwarded, X-Real-IP and Via naming loopback',
      allowed: [404],
      requests: async function* () {
        const mobile = newMobile();
        setUp('a code for the sandbox', await post('/api/sessions/otp', { mobile }, {}, newClient()), 202);
        const forwarded = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'via'];
        const answers = await Promise.all(
          forwarded.map((name) =>
            send('GET', '/sandbox/sms', {
              headers: { accept: 'application/json', [name]: name === 'forwarded' ? 'for=127.0.0.1' : '127.0.0.1' },
            }),
          ),
        );
        must(
          `sandbox: no code through a forwarding header (${answers.filter((answer) => String(answer.text).includes(mobile)).length} of ${answers.length} answers show the number)`,
          answers.every((answer) => !String(answer.text).includes(mobile)),
        );
        yield* answers;
      },
    },
  ];

  const rows: string[][] = [];
  let total = 0;
  let serverErrors = 0;
  let findings = 0;
  let slowest = 0;
  for (const attack of attacks) {
    const statuses = new Map<number, number>();
    let worst = 0;
    let count = 0;
    for await (const answer of attack.requests()) {
      count += 1;
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      worst = Math.max(worst, answer.ms);
      // A 5xx an attack allows (a full queue's or the SMS budget's 503) is the shop refusing, not failing.
      if (answer.status >= 500 && !attack.allowed.includes(answer.status)) serverErrors += 1;
      if (!attack.allowed.includes(answer.status)) findings += 1;
    }
    total += count;
    slowest = Math.max(slowest, worst);
    const unexpected = [...statuses.keys()].filter((status) => !attack.allowed.includes(status));
    const tooSlow = attack.withinMs !== undefined && worst > attack.withinMs;
    if (tooSlow) findings += 1;
    const verdict = unexpected.length ? `UNEXPECTED ${unexpected.join(',')}` : tooSlow ? `SLOWER THAN ${attack.withinMs} ms` : 'ok';
    rows.push([
      attack.name,
      String(count),
      [...statuses].map(([status, n]) => `${status}×${n}`).join(' '),
      verdict,
      `${worst.toFixed(1)} ms`,
    ]);
  }

  const bandAfter = (await post('/api/lookups/search', { textParams: [{ field: 'type', value: 'bands', matchType: 'EXACT' }] })).body
    .list[0];
  const cashAfter = (await app.store.findOrder(cash))!;
  const popularityGain = (await popularityOf()) - popularityBefore;
  const growth = size() - before;
  const drainUnits = unitsHeldByAddress(dbFile, [...held]);
  await app.close();
  rmSync(dir, { recursive: true, force: true });

  const unitsHeld = [...drainUnits.values()].reduce((sum, units) => sum + units, 0);
  const oneAddress = heldByAddress.get('127.0.10.1');
  const twenty = [...heldByAddress].filter(([address]) => address.startsWith('127.0.11.')).map(([, tally]) => tally);
  const twentyUnits = twenty.reduce((sum, tally) => sum + tally.units, 0);
  const checks: [string, boolean][] = [
    [
      `80 drain orders held ${unitsHeld} units (reserved, in the database) in ${held.size} orders from ${drainUnits.size} addresses (at most 3 online + 3 cash, unproven numbers: ${HOLD_BOUND} units an address, ${6 * HOLD_BOUND})`,
      held.size <= 6 && [...drainUnits.values()].every((units) => units <= HOLD_BOUND) && unitsHeld <= 6 * HOLD_BOUND,
    ],
    [
      `one address held ${oneAddress?.units} units under made-up numbers and device ids, then was refused (at most ${HOLD_BOUND})`,
      !!oneAddress?.refused && oneAddress.units <= HOLD_BOUND,
    ],
    [
      `20 addresses held ${twentyUnits} units, each then refused (at most 20 × ${HOLD_BOUND}: ${20 * HOLD_BOUND})`,
      twenty.length === 20 && twenty.every((tally) => tally.refused && tally.units <= HOLD_BOUND) && twentyUnits <= 20 * HOLD_BOUND,
    ],
    ['the band is still there and ACTIVE', bandAfter.id === band.id && bandAfter.status === 'ACTIVE'],
    [
      'the cash order is still PLACED and PENDING, with its stock reserved and no courier',
      cashAfter.status === 'PLACED' && cashAfter.paymentStatus === 'PENDING' && !cashAfter.stockReleased && cashAfter.shipment === null,
    ],
    [
      `5,000 views from one address and 100 under forged addresses moved popularity by ${popularityGain} (at most 2: two real addresses)`,
      popularityGain <= 2,
    ],
    ...seen,
    [`database growth ${(growth / 1024).toFixed(0)} KiB (cap ${GROWTH_CAP_BYTES / 1024} KiB)`, growth <= GROWTH_CAP_BYTES],
  ];

  const widths = [0, 1, 2, 3, 4].map((c) =>
    Math.max(...rows.map((r) => r[c].length), ['attack', 'requests', 'answers', 'verdict', 'slowest'][c].length),
  );
  const line2 = (cells: string[]) => cells.map((cell, c) => cell.padEnd(widths[c])).join(' | ');
  console.log(line2(['attack', 'requests', 'answers', 'verdict', 'slowest']));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const row of rows) console.log(line2(row));
  console.log();
  for (const [what, ok] of checks) console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  console.log(
    `\nrequests tried: ${total}; 5xx: ${serverErrors}; unexpected answers: ${findings}; slowest answer: ${slowest.toFixed(1)} ms; database growth: ${(growth / 1024).toFixed(0)} KiB`,
  );
  if (serverErrors || findings || checks.some(([, ok]) => !ok)) process.exit(1);
}

/**
 * Work that holds a thread (drawing a picture, hashing a password): other spellings of a picture's address never draw
 * it again, and a burst of sign-ins is answered in time, the hashing queue's overflow 503 with Retry-After at once.
 */
function slowWorkAttacks(picture: string, must: (what: string, ok: boolean) => void, newClient: () => string): Attack[] {
  const canonical = `${picture}?w=800`;
  const letters = [...picture].map((letter, n) => ({ letter, n })).filter(({ letter }) => /[A-Za-z0-9]/.test(letter));
  const spellings = [
    // Each letter and digit of the address escaped in turn (%4D for M), the first 24 of them.
    ...letters
      .slice(0, 24)
      .map(({ letter, n }) => `${picture.slice(0, n)}%${letter.charCodeAt(0).toString(16).toUpperCase()}${picture.slice(n + 1)}?w=800`),
    `${canonical}&x=1`,
    `${canonical}&`,
    `${picture}?x=1&w=800`,
    picture.replace('/images/', '/images//') + '?w=800',
    picture.replace(/\/([^/]+)$/, '//$1') + '?w=800',
    picture.replace('/items/', '/items/./') + '?w=800',
    picture.replace('/items/', '/news/../items/') + '?w=800',
    picture.replace(/\/items\/([^/]+)/, (_, code: string) => `/items/${code.toLowerCase()}`) + '?w=800',
  ];
  return [
    {
      name: `pictures: ${spellings.length} other spellings of one product picture’s address (escaped letters, extra queries, // and dot segments, case)`,
      allowed: [301, 404],
      requests: async function* () {
        const answers = await Promise.all(spellings.map((url) => send('GET', url, { from: newClient() })));
        const drawn = answers.filter((answer) => String(answer.headers?.['content-type']).startsWith('image/'));
        const elsewhere = answers.filter((answer) => answer.status === 301 && answer.headers?.location !== canonical);
        must(
          `pictures, other spellings: none drawn, every redirect to ${canonical} (${drawn.length} drawn, ${elsewhere.length} elsewhere)`,
          drawn.length === 0 && elsewhere.length === 0,
        );
        yield* answers;
      },
    },
    {
      name: '48 sign-ins at once from 48 addresses: hashed two at a time, the overflow refused at once',
      allowed: [401, 503],
      // The 22 the queue takes, two at a time: 2.2 s at 0.2 s a hash, 8 s on a busy 2-core machine (without the
      // queue, the 48 took 17 s and held every thread).
      withinMs: 10_000,
      requests: async function* () {
        const answers = await Promise.all(
          Array.from({ length: 48 }, (_, k) =>
            post('/api/sessions', { mobile: `0192${String(k).padStart(7, '0')}`, password: 'a wrong password' }, {}, newClient()),
          ),
        );
        const busy = answers.filter((answer) => answer.status === 503);
        const slowestBusy = Math.max(0, ...busy.map((answer) => answer.ms));
        must(
          `sign-in burst: ${busy.length} × 503 with Retry-After and busy, the slowest in ${slowestBusy.toFixed(0)} ms (at least one; each within 1 s)`,
          busy.length > 0 &&
            slowestBusy <= 1000 &&
            busy.every((answer) => Number(answer.headers?.['retry-after']) > 0 && answer.body?.busy === true),
        );
        yield* answers;
      },
    },
  ];
}

/**
 * "Report a problem" abused: junk that must be refused before anything is kept (bad JSON, a 200 KB note, a body over
 * the limit, logs that are not DevTools' list of actions, fields the report has not), a flood from one address, and
 * one report from each of many addresses, which the shop-wide bound on reports kept must hold.
 */
function reportAttacks(store: ShopStore, must: (what: string, ok: boolean) => void, newClient: () => string): Attack[] {
  const report = (changes: Record<string, unknown> = {}) => ({
    note: 'The Pay button did nothing',
    page: '/checkout',
    language: 'en',
    viewport: { width: 375, height: 812 },
    build: 'bench',
    log: { payload: JSON.stringify([{ type: 'cart/itemAdded' }]) },
    ...changes,
  });
  const kept = async () => (await store.reports.list({ page: 1, size: 1, since: 0 })).total;
  const junk: string[] = [
    '{"note": ',
    'null',
    '[]',
    JSON.stringify([report()]),
    JSON.stringify(report({ note: 'n'.repeat(200 * 1024) })),
    JSON.stringify(report({ log: { payload: '[]', preloadedState: JSON.stringify({ pad: 'x'.repeat(REPORT_BODY_LIMIT) }) } })),
    JSON.stringify(report({ padding: 'x'.repeat(300 * 1024) })),
    JSON.stringify(report({ log: { payload: JSON.stringify({ actionsById: {}, stagedActionIds: [] }) } })),
    JSON.stringify(report({ log: { payload: '"cart/itemAdded"' } })),
    JSON.stringify(report({ log: { payload: '[1, "x", null, []]' } })),
    JSON.stringify(report({ log: { payload: `${'['.repeat(5000)}${']'.repeat(5000)}` } })),
    JSON.stringify(report({ log: { payload: JSON.stringify(Array.from({ length: 2001 }, () => ({ type: 'a' }))) } })),
    JSON.stringify(report({ log: { payload: JSON.stringify([{ type: 't'.repeat(5000) }]) } })),
    JSON.stringify(report({ log: { payload: '[]', preloadedState: '"a state"' } })),
    JSON.stringify(report({ log: [{ type: 'cart/itemAdded' }] })),
    JSON.stringify(report({ log: { payload: '[]', computedStates: '[]' } })),
    JSON.stringify(report({ email: 'a@b.c' })),
    '{"__proto__":{"polluted":true},"note":"","page":"/","language":"en","viewport":{"width":1,"height":1},"build":"b","log":{"payload":"[]"}}',
    JSON.stringify(report({ page: '//evil.example/phish' })),
    JSON.stringify(report({ page: 'javascript:alert(1)' })),
    JSON.stringify(report({ page: '/shop\r\nSet-Cookie: x=1' })),
    JSON.stringify(report({ build: '../../etc/passwd' })),
    JSON.stringify(report({ viewport: { width: 1e9, height: -1 } })),
    JSON.stringify(report({ language: 'constructor' })),
  ];
  return [
    {
      name: `reports: ${junk.length} junk bodies (bad JSON, a 200 KB note, bodies over 256 KB, lifted states, deep lists, odd fields and pages), each from its own address`,
      allowed: [400, 413],
      requests: async function* () {
        const before = await kept();
        const answers: Answer[] = [];
        for (const body of junk) answers.push(await send('POST', '/api/reports', { body, from: newClient() }));
        const notJson = answers.filter((answer) => typeof answer.body?.error !== 'string');
        must(
          `reports, junk: every refusal a JSON error (${notJson.length} not), nothing kept (${(await kept()) - before} kept)`,
          !notJson.length && (await kept()) === before,
        );
        yield* answers;
      },
    },
    {
      name: `reports: a flood of 100 from one address (${REPORTS_PER_HOUR} an hour)`,
      allowed: [201, 429],
      requests: async function* () {
        const from = newClient();
        const answers: Answer[] = [];
        for (let k = 0; k < 100; k++) answers.push(await post('/api/reports', report({ note: `flood ${k}` }), {}, from));
        const waits = answers.filter((answer) => answer.status === 429).map((answer) => Number(answer.headers?.['retry-after']));
        must(
          `reports, flood: ${answers.length - waits.length} kept of 100 (${REPORTS_PER_HOUR}), each refusal with a Retry-After within the hour`,
          answers.length - waits.length === REPORTS_PER_HOUR && waits.every((wait) => wait > 0 && wait <= 3600),
        );
        yield* answers;
      },
    },
    {
      name: `reports: one from each of 60 addresses, on a shop keeping ${REPORTS_KEPT_UNDER_ATTACK}`,
      allowed: [201],
      requests: async function* () {
        for (let k = 0; k < 60; k++) yield post('/api/reports', report({ note: `address ${k}` }), {}, newClient());
        must(
          `reports, many addresses: ${await kept()} kept (at most ${REPORTS_KEPT_UNDER_ATTACK})`,
          (await kept()) <= REPORTS_KEPT_UNDER_ATTACK,
        );
      },
    },
  ];
}

/**
 * Promo-code checks abused: junk bodies (bad JSON, a client's own prices, 51 lines, quantities past the bound, ids and
 * codes of every shape, a body over 16 KB) must be 4xx JSON; a script guessing codes from one address is held to the
 * rate limit, and every guess it gets an answer for is the one answer an unknown code gets.
 */
function voucherAttacks(
  line: { itemId: string; skuCode: string },
  must: (what: string, ok: boolean) => void,
  newClient: () => string,
): Attack[] {
  const cart = (changes: Record<string, unknown> = {}) => ({ code: 'METAL10', items: [{ ...line, quantity: 1 }], ...changes });
  const junk: string[] = [
    '{"code": ',
    'null',
    '[]',
    JSON.stringify([cart()]),
    JSON.stringify(cart({ items: [{ ...line, quantity: 1, price: 1, discountedPrice: 1 }] })),
    JSON.stringify(cart({ discount: { total: 5000 } })),
    JSON.stringify(cart({ items: Array.from({ length: 51 }, () => ({ ...line, quantity: 1 })) })),
    JSON.stringify(cart({ items: [{ ...line, quantity: 1e9 }] })),
    JSON.stringify(cart({ items: [{ ...line, quantity: -1 }] })),
    JSON.stringify(cart({ items: [{ ...line, skuCode: "' OR 1=1 --", quantity: 1 }] })),
    JSON.stringify(cart({ items: [{ itemId: { $ne: null }, skuCode: line.skuCode, quantity: 1 }] })),
    JSON.stringify(cart({ code: 'x'.repeat(VOUCHER_CHECK_BODY_LIMIT) })),
    JSON.stringify(cart({ code: ['METAL10'] })),
    JSON.stringify(cart({ mobile: '+1 555 0100' })),
    JSON.stringify(cart({ district: 'constructor' })),
    '{"__proto__":{"polluted":true},"code":"METAL10","items":[]}',
  ];
  return [
    {
      name: `vouchers: ${junk.length} junk checks (bad JSON, client prices, 51 lines, odd quantities, ids and codes, 16 KB+), each from its own address`,
      allowed: [400, 413],
      requests: async function* () {
        const answers: Answer[] = [];
        for (const body of junk) answers.push(await send('POST', '/api/vouchers/check', { body, from: newClient() }));
        const notJson = answers.filter((answer) => typeof answer.body?.error !== 'string');
        must(`vouchers, junk: every refusal a JSON error (${notJson.length} not)`, !notJson.length);
        yield* answers;
      },
    },
    {
      name: `vouchers: 100 guessed codes from one address (${DEFAULT_RATE_LIMITS.voucherChecks} a minute)`,
      allowed: [200, 429],
      requests: async function* () {
        const from = newClient();
        const answers: Answer[] = [];
        for (let k = 0; k < 100; k++) answers.push(await post('/api/vouchers/check', cart({ code: `GUESS-${k}` }), {}, from));
        const answered = answers.filter((answer) => answer.status === 200);
        const waits = answers.filter((answer) => answer.status === 429).map((answer) => Number(answer.headers?.['retry-after']));
        must(
          `vouchers, guesses: ${answered.length} answered of 100 (${DEFAULT_RATE_LIMITS.voucherChecks}), each notValid, each refusal with a Retry-After`,
          answered.length === DEFAULT_RATE_LIMITS.voucherChecks &&
            answered.every((answer) => answer.body?.refused?.reason === 'notValid') &&
            waits.every((wait) => wait > 0 && wait <= 60),
        );
        yield* answers;
      },
    },
  ];
}

/** `must` for refusals: every answer not a 2xx is an `{ error }` in words (a status alone, or HTML, is a finding). */
function refusedInJson(what: string, answers: Answer[], must: (what: string, ok: boolean) => void): void {
  const notJson = answers.filter((answer) => answer.status >= 300 && typeof answer.body?.error !== 'string');
  must(`${what}: every refusal a JSON error (${notJson.length} not)`, !notJson.length);
}

/**
 * The staff's drop calls abused: PUT and DELETE without the token, with the public key or a wrong one in its place
 * (403); with the token, junk and oversized bodies, hostile item ids in the body and the path, an item not on sale, and
 * staff names the shop must refuse. Every refusal is a JSON error, each from an address of its own (a wrong token counts
 * against its address), and no drop is kept: one would close the bench's item to the other attacks' orders.
 */
function dropAttacks(store: ShopStore, itemId: string, must: (what: string, ok: boolean) => void, newClient: () => string): Attack[] {
  const staff = { authorization: `Bearer ${STAFF_TOKEN}`, 'x-staff-name': 'Bench (abuse)' };
  const drop = (changes: Record<string, unknown> = {}) => ({
    itemId,
    startsAt: new Date(Date.now() + 86_400_000).toISOString(),
    ...changes,
  });
  const put = (body: string, headers: Record<string, string> = staff) =>
    send('PUT', '/api/admin/drops', { body, headers, from: newClient() });
  const remove = (id: string, headers: Record<string, string> = staff) =>
    send('DELETE', `/api/admin/drops/${id}`, { headers, from: newClient() });
  const kept = async () => (await store.drops.list()).length;
  const notStaff: Record<string, string>[] = [
    { 'x-staff-name': 'Bench (abuse)' },
    { authorization: `Bearer ${API_KEY}`, 'x-staff-name': 'Bench (abuse)' },
    { authorization: 'Bearer wrong', 'x-staff-name': 'Bench (abuse)' },
    { authorization: 'Bearer ', 'x-staff-name': 'Bench (abuse)' },
    { authorization: `Bearer ${STAFF_TOKEN.slice(0, -1)}`, 'x-staff-name': 'Bench (abuse)' },
    { authorization: `bearer ${STAFF_TOKEN}`, 'x-staff-name': 'Bench (abuse)' },
    { authorization: `Basic ${Buffer.from(`staff:${STAFF_TOKEN}`).toString('base64')}`, 'x-staff-name': 'Bench (abuse)' },
    { authorization: `Bearer ${'x'.repeat(8000)}`, 'x-staff-name': 'Bench (abuse)' },
    { 'x-admin-token': STAFF_TOKEN, 'x-staff-name': 'Bench (abuse)' },
  ];
  const json = (body: unknown) => JSON.stringify(body);
  const junk: string[] = [
    '{"itemId": ',
    'null',
    '[]',
    '"a drop"',
    json([drop()]),
    json(drop({ padding: 'x'.repeat(1024 * 1024) })),
    json(drop({ itemId: 'x'.repeat(60_000) })),
    json(drop({ startsAt: 'x'.repeat(50_000) })),
    json(drop({ startsAt: '2026-13-45T99:99:99+06:00' })),
    json(drop({ startsAt: '+275760-09-13T00:00:00.000Z' })),
    json(drop({ startsAt: '-271821-04-20T00:00:00.000Z' })),
    json(drop({ startsAt: { $gt: 0 } })),
    json(drop({ perBuyerLimit: 1e308 })),
    json(drop({ perBuyerLimit: -1 })),
    json(drop({ holdMinutes: '10' })),
    json(drop({ admitPerMinute: [] })),
    json(drop({ itemId: ['x'] })),
    `{"__proto__":{"polluted":true},"itemId":${json(itemId)},"startsAt":${json(drop().startsAt)}}`,
    `{"constructor":{"prototype":{"polluted":true}},"itemId":${json(itemId)},"startsAt":${json(drop().startsAt)}}`,
    `{"itemId":${'['.repeat(5000)}${']'.repeat(5000)},"startsAt":"x"}`,
  ];
  const hostileIds = [
    "' OR 1=1 --",
    '../../etc/passwd',
    '%00',
    'x\u0000y',
    '__proto__',
    'constructor',
    '<script>alert(1)</script>',
    '\u202eevil',
    '𝕏'.repeat(40),
    ' ',
  ];
  const hostilePaths = [
    ...hostileIds.map(encodeURIComponent),
    '..%2F..%2Fetc%2Fpasswd',
    '%E0%A4%A',
    `${encodeURIComponent(itemId)}%2F..`,
    'x'.repeat(5000),
    `${encodeURIComponent(itemId)}?itemId=other`,
  ];
  const badNames = ['', '   ', '\t', 'x'.repeat(61), 'x'.repeat(8000), 'Rafi\u00e9'];
  return [
    {
      name: `drops: PUT, DELETE and the list without the staff's token, with the public key or a wrong one (${notStaff.length} ways)`,
      allowed: [403],
      withinMs: 1000,
      requests: async function* () {
        const answers: Answer[] = [];
        for (const headers of notStaff) {
          answers.push(await put(json(drop()), headers));
          answers.push(await remove(encodeURIComponent(itemId), headers));
          answers.push(await send('GET', '/api/admin/drops', { headers, from: newClient() }));
        }
        refusedInJson('drops, no token', answers, must);
        yield* answers;
      },
    },
    {
      name: `drops, with the token: ${junk.length} junk bodies (bad JSON, 1 MB, 60 KB ids, odd hours, limits and fields, prototype keys, deep nesting), ${hostileIds.length} hostile item ids, an item not on sale`,
      allowed: [400, 404, 409, 413, 415],
      withinMs: 1000,
      requests: async function* () {
        const pages = await Promise.all([1, 2, 3].map((page) => post('/api/search/indices/outlet-stock/search', { page, size: 100 })));
        const offSale = pages.flatMap((answer) => answer.body.list).find((it: { status: string }) => it.status !== 'ACTIVE');
        const answers: Answer[] = [];
        for (const body of junk) answers.push(await put(body));
        for (const id of hostileIds) answers.push(await put(json(drop({ itemId: id }))));
        answers.push(await put(json(drop()), { ...staff, 'content-type': 'text/plain' }));
        const notOnSale = await put(json(drop({ itemId: offSale?.id })));
        answers.push(notOnSale);
        must(`drops, an item not on sale: 409 (got ${notOnSale.status})`, notOnSale.status === 409);
        refusedInJson('drops, junk and hostile ids', answers, must);
        yield* answers;
      },
    },
    {
      name: `drops, with the token: DELETE of ${hostilePaths.length} hostile ids (escapes, NUL, dot segments, bad percent-encoding, 5,000 characters)`,
      allowed: [400, 404],
      withinMs: 1000,
      requests: async function* () {
        const answers: Answer[] = [];
        for (const id of hostilePaths) answers.push(await remove(id));
        refusedInJson('drops, hostile ids in the path', answers, must);
        yield* answers;
      },
    },
    {
      name: `drops, with the token: ${badNames.length} staff names the shop refuses (empty, blank, 61 and 8,000 characters, not ASCII) on PUT and DELETE`,
      allowed: [400],
      withinMs: 1000,
      requests: async function* () {
        const answers: Answer[] = [];
        for (const name of badNames) {
          answers.push(await put(json(drop()), { ...staff, 'x-staff-name': name }));
          answers.push(await remove(encodeURIComponent(itemId), { ...staff, 'x-staff-name': name }));
        }
        refusedInJson('drops, staff names', answers, must);
        must(`drops: none kept after every attack on them (${await kept()} kept)`, (await kept()) === 0);
        yield* answers;
      },
    },
  ];
}

/**
 * A drop's queue (POST /api/drop-queue) and the ticket a hold on it needs, abused: junk bodies and tickets of every
 * type and size; forged tickets (each character of a real one changed, re-signed with another key, another item's, over
 * the length, cut short) on both calls; one address asking for tickets past its limit; a hold without a turn, before
 * its turn, and a ticket copied to a second device. Forged tickets are 403 ticketRefused, never a 5xx; the copied one
 * lets in one device. The drop is set on a second item through the store and taken away at the end, its hold given back.
 */
function queueAttacks(
  store: ShopStore,
  item: { id: string; skuCode: string },
  must: (what: string, ok: boolean) => void,
  newClient: () => string,
): Attack[] {
  const json = (body: unknown) => JSON.stringify(body);
  const join = (body: unknown, from = newClient()) =>
    send('POST', '/api/drop-queue', { body: typeof body === 'string' ? body : json(body), from });
  const hold = (ticket: unknown, deviceId: string) =>
    post('/api/drop-holds', { itemId: item.id, skuCode: item.skuCode, units: 1, deviceId, ticket }, {}, newClient());
  const refusedTicket = (answer: Answer) => answer.status === 403 && answer.body?.problem === 'ticketRefused';
  /** Set up by the first attack: the drop's hour, and a genuine ticket of it. */
  let startsAt = 0;
  let genuine = '';
  return [
    {
      name: 'drop queue: junk bodies and tickets (wrong types, 60 KB, prototype keys, deep nesting, unknown fields)',
      allowed: [200, 400, 403, 404, 413, 415],
      withinMs: 1000,
      requests: async function* () {
        startsAt = Date.now() - 1000;
        const set = await store.drops.set({
          itemId: item.id,
          startsAt,
          perBuyerLimit: 1,
          holdMinutes: 10,
          admitPerMinute: 1,
          staff: 'Bench (abuse)',
          updatedAt: Date.now(),
        });
        must('drop queue: the bench sets its drop', set !== null);
        const first = await join({ itemId: item.id });
        genuine = first.body?.ticket ?? '';
        must(`drop queue: the first shopper is let in at once (got ${first.status} ${json(first.body)})`, first.body?.admitAt !== null);
        const answers: Answer[] = [first];
        for (const body of [
          '{"itemId": ',
          'null',
          '[]',
          json({}),
          json({ itemId: item.id, ticket: 5 }),
          json({ itemId: item.id, ticket: null }),
          json({ itemId: item.id, ticket: [genuine] }),
          json({ itemId: item.id, ticket: { $ne: '' } }),
          json({ itemId: item.id, ticket: 'x'.repeat(60_000) }),
          json({ itemId: item.id, place: 0 }),
          json({ itemId: 'x'.repeat(60_000) }),
          json({ itemId: "' OR 1=1 --" }),
          `{"__proto__":{"a":0},"itemId":${json(item.id)}}`,
          `{"itemId":${json(item.id)},"ticket":${'['.repeat(5000)}${']'.repeat(5000)}}`,
        ])
          answers.push(await join(body));
        refusedInJson('drop queue, junk', answers, must);
        yield* answers;
      },
    },
    {
      name: 'drop queue: forged tickets (each character changed, another key, another item, over the length) on the queue and a hold',
      allowed: [403],
      withinMs: 1000,
      requests: async function* () {
        const [body, signature] = genuine.split('.');
        const payload = JSON.parse(Buffer.from(body, 'base64url').toString());
        const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
        const changed = Array.from(genuine, (char, k) =>
          char === '.' ? null : `${genuine.slice(0, k)}${ALPHABET[(ALPHABET.indexOf(char) + 1 + (k % 63)) % 64]}${genuine.slice(k + 1)}`,
        ).filter((each): each is string => each !== null);
        const forged = [
          ...changed,
          signTicket(randomBytes(32), payload),
          signTicket(randomBytes(32), { ...payload, a: 0 }),
          `${Buffer.from(json({ ...payload, a: 0 })).toString('base64url')}.${signature}`,
          `${Buffer.from(json({ ...payload, i: 'other-item' })).toString('base64url')}.${signature}`,
          `${genuine}${'A'.repeat(MAX_TICKET_LENGTH)}`,
          body,
          `${genuine}.`,
          '',
        ];
        const answers: Answer[] = [];
        for (const ticket of forged) answers.push(await join({ itemId: item.id, ticket }), await hold(ticket, `forger-${answers.length}`));
        const letIn = answers.filter((answer) => !refusedTicket(answer));
        must(`drop queue: every forged ticket refused on both calls (${letIn.length} of ${answers.length} not)`, !letIn.length);
        yield* answers;
      },
    },
    {
      name: `drop queue: one address asks for ${DEFAULT_QUEUE_CALLS_PER_MINUTE + 5} tickets (${DEFAULT_QUEUE_CALLS_PER_MINUTE} a minute)`,
      allowed: [200, 429],
      withinMs: 1000,
      requests: async function* () {
        const from = newClient();
        const flood: Answer[] = [];
        for (let k = 0; k < DEFAULT_QUEUE_CALLS_PER_MINUTE + 5; k++) flood.push(await join({ itemId: item.id }, from));
        must(
          `drop queue: one address gets ${DEFAULT_QUEUE_CALLS_PER_MINUTE} × 200, then 429 (got ${flood.map((answer) => answer.status).join(',')})`,
          flood.slice(0, DEFAULT_QUEUE_CALLS_PER_MINUTE).every((answer) => answer.status === 200) &&
            flood.slice(DEFAULT_QUEUE_CALLS_PER_MINUTE).every((answer) => answer.status === 429),
        );
        yield* flood;
      },
    },
    {
      name: 'drop holds: no ticket, a ticket before its turn, the admitted ticket, then the same ticket on a second device',
      allowed: [201, 403, 409],
      withinMs: 1000,
      requests: async function* () {
        const later = (await join({ itemId: item.id })).body?.ticket;
        const none = await hold(undefined, 'queue-none');
        const early = await hold(later, 'queue-early');
        const mine = await hold(genuine, 'queue-phone');
        const copied = await hold(genuine, 'queue-copy');
        must(
          `drop holds: no ticket and a ticket before its turn are 409 notAdmitted (got ${none.status} ${none.body?.problem}, ${early.status} ${early.body?.problem} at ${early.body?.admitAt})`,
          [none, early].every((answer) => answer.status === 409 && answer.body?.problem === 'notAdmitted') &&
            none.body.admitAt === null &&
            early.body.admitAt > Date.now(),
        );
        must(`drop holds: the admitted ticket holds (got ${mine.status})`, mine.status === 201);
        must(`drop holds: the same ticket on a second device is 403 (got ${copied.status})`, refusedTicket(copied));
        if (mine.status === 201)
          await send('DELETE', `/api/drop-holds/${mine.body.hold.id}`, { body: json({ deviceId: 'queue-phone' }), from: newClient() });
        must('drop queue: the bench takes its drop away', await store.drops.remove(item.id));
        yield* [none, early, mine, copied];
      },
    },
  ];
}

/**
 * The server's clock (GET /api/clock), which every product page of a drop reads: query junk, long addresses and hostile
 * headers. Each answer is the clock (`{ now }`, near the bench's own, never kept by a cache) or a JSON refusal.
 */
function clockAttacks(must: (what: string, ok: boolean) => void, newClient: () => string): Attack[] {
  const queries = [
    'now=0',
    'now=9999999999999&now=1',
    '__proto__[now]=1',
    'constructor[prototype][now]=1',
    Array.from({ length: 1000 }, (_, k) => `k${k}=${k}`).join('&'),
    '%',
    'q=%E0%A4%A',
    'q=%00%0d%0aSet-Cookie:%20taken=1',
    'a'.repeat(12_000),
    `q=${'%2525'.repeat(2500)}`,
  ];
  const paths = ['/api/clock/', '/api//clock', '/api/clock/..%2F..%2Fadmin%2Fdrops', '/api/clock%2F', `/api/clock/${'x'.repeat(8000)}`];
  const headers: Record<string, string>[] = [
    { 'x-api-key': '' },
    { 'x-api-key': 'wrong' },
    { 'x-api-key': 'x'.repeat(8000) },
    { 'if-none-match': '*' },
    { 'if-modified-since': 'yesterday' },
    { range: 'bytes=0-0' },
    { accept: 'text/html' },
    { 'accept-encoding': 'br;q=-1, x' },
    { 'x-forwarded-for': '1.1.1.1, '.repeat(500) },
    { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'javascript' },
    { host: 'evil.example' },
    { authorization: `Bearer ${'x'.repeat(8000)}` },
    { 'x-auth-token': 'x'.repeat(10_000) },
    { cookie: 'a=b; '.repeat(1000) },
    { 'x-device-id': 'd'.repeat(15_000) },
    { 'x-http-method-override': 'DELETE' },
  ];
  return [
    {
      name: `clock: ${queries.length} junk queries, ${paths.length} odd paths and ${headers.length} hostile headers on GET /api/clock`,
      allowed: [200, 400, 401, 404],
      withinMs: 500,
      requests: async function* () {
        const answers: Answer[] = [];
        for (const query of queries) answers.push(await send('GET', `/api/clock?${query}`, { from: newClient() }));
        for (const address of paths) answers.push(await send('GET', address, { from: newClient() }));
        for (const each of headers) answers.push(await send('GET', '/api/clock', { headers: each, from: newClient() }));
        answers.push(await send('GET', '/api/clock', { body: '{"now":', from: newClient() }));
        const wrong = answers.filter(
          (answer) =>
            answer.status === 200 &&
            !(
              Math.abs(answer.body?.now - Date.now()) < 60_000 &&
              Object.keys(answer.body).length === 1 &&
              answer.headers?.['cache-control'] === 'no-store'
            ),
        );
        must(`clock: every 200 the server's time, kept by no cache (${wrong.length} not)`, !wrong.length);
        refusedInJson('clock', answers, must);
        yield* answers;
      },
    },
  ];
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

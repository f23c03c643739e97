// "Report a problem": a report is kept as sent and read back by the staff alone; every malformed field is a 400 and
// nothing is kept; one address sends at most 5 an hour, counted in the database, so two instances racing on one
// PostgreSQL database let no sixth through; at most `reportsKept` are kept and none older than 30 days is read.
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { buildApp } from '../src/app';
import { REPORT_BODY_LIMIT } from '../src/routes/reports';
import { redactForReport, redactPageAddress } from '@domain/reportRedaction';
import { AS_ADMIN, ADMIN_TOKEN, call, onPostgres, storedRows, startTestServer, TEST_ITEMS, type Answer, type TestServer } from './helpers';

const START = Date.UTC(2026, 10, 29, 10);
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
let clock = START;

const ACTIONS = [
  { type: 'cart/itemAdded', payload: { itemId: 'a1', skuCode: 'MM-10001-RED-S', quantity: 1 } },
  { type: 'checkout/fieldChanged', payload: { field: 'fullName', value: '<name-1>' } },
];
const LOG = { payload: JSON.stringify(ACTIONS), preloadedState: JSON.stringify({ cart: { lines: [] } }) };
/** What a draft test of the report needs (src/domain/problemReport.ts ReplayContext), redacted as the page sends it. */
const REPLAY = {
  intents: [0, 1],
  calls: [{ api: 'placeOrder', args: [{ info: { fullName: '<name-1>' } }], answer: { status: 201, body: { id: 'INV-1' } } }],
  config: { onlineLocationId: 'loc-1', apiKey: '<text-1>' },
  device: { id: 'dev-1', name: '<name-2>' },
};

/** A report as the shop's dialog sends it, with `changes` over it. */
const report = (changes: Record<string, unknown> = {}) => ({
  note: '  The Pay button did nothing.  ',
  page: '/checkout?page=2',
  language: 'en',
  viewport: { width: 375, height: 812 },
  build: 'a1b2c3d.20261129',
  log: LOG,
  ...changes,
});

let addresses = 0;
/** A client address of its own, so that the hourly bound of one test does not reach the next. */
const newAddress = () => {
  addresses += 1;
  return `10.77.${addresses >> 8}.${addresses & 255}`;
};

const send = (app: FastifyInstance, body: unknown, remoteAddress = newAddress(), headers: Record<string, string> = {}) =>
  call(app, {
    method: 'POST',
    url: '/api/reports',
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
    remoteAddress,
  });
const staff = (app: FastifyInstance, url: string, headers: Record<string, string> = AS_ADMIN) => call(app, { method: 'GET', url, headers });

let server: TestServer;
const app = () => server.app;
const storedCount = async () => Number((await storedRows<{ n: number }>(server, 'SELECT COUNT(*) AS n FROM reports'))[0].n);

beforeAll(async () => {
  server = await startTestServer({ adminToken: ADMIN_TOKEN, now: () => clock });
});
afterAll(() => server.close());

test('a report is stored as sent and the staff read it back by its reference, in any case', async () => {
  const agent = `Mozilla/5.0 (Linux; Android 14) ${'x'.repeat(400)}`;
  const sent = await send(app(), report({ replay: JSON.stringify(REPLAY) }), newAddress(), { 'user-agent': agent });
  expect(sent.status).toBe(201);
  expect(sent.body).toEqual({ reference: expect.stringMatching(/^R-[2-9A-HJKMNP-Z]{6}$/) });
  const { reference } = sent.body;

  const read = await staff(app(), `/api/admin/reports/${reference.toLowerCase()}`);
  expect(read.status).toBe(200);
  expect(read.body).toEqual({
    reference,
    createdAt: clock,
    note: 'The Pay button did nothing.',
    page: '/checkout?page=2',
    language: 'en',
    viewport: { width: 375, height: 812 },
    build: 'a1b2c3d.20261129',
    userAgent: agent.slice(0, 300),
    log: LOG,
    replay: JSON.stringify(REPLAY),
  });

  const list = await staff(app(), '/api/admin/reports');
  expect(list.status).toBe(200);
  expect(list.body.list[0]).toEqual({
    reference,
    createdAt: clock,
    note: 'The Pay button did nothing.',
    page: '/checkout?page=2',
    language: 'en',
  });
  expect(list.text).not.toContain('payload');
});

test('a log without a starting state is read back without one; the address is kept only as a digest', async () => {
  const address = newAddress();
  const { reference } = (await send(app(), report({ log: { payload: '[]' } }), address)).body;
  expect((await staff(app(), `/api/admin/reports/${reference}`)).body.log).toEqual({ payload: '[]' });
  const [row] = await storedRows<Record<string, unknown>>(server, 'SELECT * FROM reports WHERE reference = ?', [reference]);
  expect(JSON.stringify(row)).not.toContain(address);
  expect(row.client_digest).toMatch(/^[0-9a-f]{64}$/);
});

test('the public API key alone reads no report: 403', async () => {
  const { reference } = (await send(app(), report())).body;
  for (const url of ['/api/admin/reports', `/api/admin/reports/${reference}`]) {
    const answer = await staff(app(), url, {});
    expect(answer.status).toBe(403);
    expect(answer.body.error).toMatch(/staff call/);
    expect(answer.text).not.toContain('payload');
  }
  expect((await staff(app(), '/api/admin/reports', { authorization: 'Bearer metal-merch-local-key' })).status).toBe(403);
});

const bigLog = (actions: number) => ({ payload: JSON.stringify(Array.from({ length: actions }, () => ({ type: 'a' }))) });

test.each<[string, unknown, RegExp]>([
  ['no note', { ...report(), note: undefined }, /note/],
  ['a note of 1,001 characters', report({ note: 'n'.repeat(1001) }), /note/],
  ['a page without its slash', report({ page: 'checkout' }), /page/],
  ['a page of another host (//)', report({ page: '//evil.example/x' }), /page/],
  ['a page of another host (/\\)', report({ page: '/\\evil.example' }), /page/],
  ['a page with a line break', report({ page: '/shop\nSet-Cookie: x' }), /page/],
  ['a page of 2,001 characters', report({ page: `/${'p'.repeat(2000)}` }), /page/],
  ['a language the shop does not speak', report({ language: 'fr' }), /language/],
  ['a viewport 0 wide', report({ viewport: { width: 0, height: 800 } }), /width/],
  ['a viewport 20,001 high', report({ viewport: { width: 375, height: 20001 } }), /height/],
  ['a viewport of fractions', report({ viewport: { width: 375.5, height: 800 } }), /width/],
  ['a viewport as text', report({ viewport: { width: '375', height: 800 } }), /width/],
  ['an empty build', report({ build: '' }), /build/],
  ['a build of 65 characters', report({ build: 'b'.repeat(65) }), /build/],
  ['a build with a slash', report({ build: '../etc' }), /build/],
  ['no log', { ...report(), log: undefined }, /log/],
  ['a log as text', report({ log: LOG.payload }), /log/],
  ['a payload that is not JSON', report({ log: { payload: '[{"type":' } }), /log\.payload/],
  ['a payload that is an object', report({ log: { payload: '{"type":"x"}' } }), /log\.payload/],
  ['a payload as a list, not text', report({ log: { payload: ACTIONS } }), /payload/],
  ['2,001 actions', report({ log: bigLog(2001) }), /more than 2000 actions/],
  ['an action without a type', report({ log: { payload: '[{"type":"a"},{"payload":1}]' } }), /Action 1 /],
  ['an action whose type is a number', report({ log: { payload: '[{"type":7}]' } }), /Action 0 /],
  ['an action type of 201 characters', report({ log: { payload: JSON.stringify([{ type: 't'.repeat(201) }]) } }), /Action 0 /],
  ['an action that is a list', report({ log: { payload: '[["type","a"]]' } }), /Action 0 /],
  ['an action that is null', report({ log: { payload: '[null]' } }), /Action 0 /],
  ['a starting state that is not JSON', report({ log: { payload: '[]', preloadedState: '{cart' } }), /preloadedState/],
  ['a starting state that is a list', report({ log: { payload: '[]', preloadedState: '[]' } }), /preloadedState/],
  ['a field the report does not have', report({ email: 'a@b.c' }), /no field email/],
  ['a field the viewport does not have', report({ viewport: { width: 1, height: 1, dpr: 2 } }), /no field viewport\.dpr/],
  ['a field the log does not have', report({ log: { ...LOG, computedStates: '[]' } }), /no field log\.computedStates/],
  ['a body that is a list', [report()], /body/],
  // Whatever a client sends, the shop keeps nothing a shopper typed: what is not redacted as a page redacts is refused.
  [
    'a log holding a typed name',
    report({ log: { payload: JSON.stringify([{ type: 'checkout/formChanged', payload: { fullName: 'Nusrat Jahan' } }]) } }),
    /should have hidden/,
  ],
  [
    'a starting state holding a mobile number',
    report({ log: { payload: '[]', preloadedState: JSON.stringify({ checkout: { form: { mobile: '01712000111' } } }) } }),
    /should have hidden/,
  ],
  ['a page address carrying a token', report({ page: '/payment/success?invoiceId=INV-1&token=720ced4a' }), /should have hidden/],
  [
    'replay holding a typed address',
    report({ replay: JSON.stringify({ ...REPLAY, calls: [{ api: 'placeOrder', args: [{ shortAddress: 'Flat 7C, Banani' }] }] }) }),
    /should have hidden/,
  ],
  ['replay that is not JSON', report({ replay: '{"intents":' }), /replay must be/],
  ['replay naming an action past the log', report({ replay: JSON.stringify({ ...REPLAY, intents: [0, 2] }) }), /replay\.intents/],
  [
    'replay with a call without its args',
    report({ replay: JSON.stringify({ ...REPLAY, calls: [{ api: 'placeOrder' }] }) }),
    /replay\.calls/,
  ],
  ['replay without its device', report({ replay: JSON.stringify({ ...REPLAY, device: 'dev-1' }) }), /replay\.device/],
  ['a body that is not JSON', '{"note": ', /not valid JSON/],
])('%s is a 400 in words, and nothing is kept', async (_name, body, message) => {
  const before = await storedCount();
  const answer = await send(app(), body);
  expect(answer.status).toBe(400);
  expect(answer.body.error).toMatch(message);
  expect(await storedCount()).toBe(before);
});

test('2,000 actions, a note of 1,000 characters and a body near 256 KB are kept; a body over 256 KB is a 413 in JSON', async () => {
  expect((await send(app(), report({ log: bigLog(2000), note: 'n'.repeat(1000) }))).status).toBe(201);
  const padded = (size: number) => {
    // A search as long as it takes: a field a report keeps as it is.
    const body = report({ log: { payload: '[]', preloadedState: JSON.stringify({ query: '' }) } });
    const room = size - Buffer.byteLength(JSON.stringify(body));
    return JSON.stringify(report({ log: { payload: '[]', preloadedState: JSON.stringify({ query: 'x'.repeat(room) }) } }));
  };
  expect(Buffer.byteLength(padded(REPORT_BODY_LIMIT))).toBe(REPORT_BODY_LIMIT);
  expect((await send(app(), padded(REPORT_BODY_LIMIT))).status).toBe(201);
  const before = await storedCount();
  const over = await send(app(), padded(REPORT_BODY_LIMIT + 1));
  expect(over.status).toBe(413);
  expect(over.body).toEqual({ error: 'The request body is too large.' });
  expect(await storedCount()).toBe(before);
});

test('the staff read a malformed reference as 400, an unknown one as 404, a bad page as 400, all in JSON', async () => {
  for (const [url, status] of [
    ['/api/admin/reports/R-7KQ2X', 400],
    ['/api/admin/reports/R-7KQ2X0', 400],
    ['/api/admin/reports/INV-7KQ2XM', 400],
    ['/api/admin/reports/R-ZZZZZZ', 404],
    ['/api/admin/reports?page=0', 400],
    ['/api/admin/reports?page=two', 400],
  ] as const) {
    const answer = await staff(app(), url);
    expect([url, answer.status]).toEqual([url, status]);
    expect(answer.body.error).toEqual(expect.any(String));
  }
});

test('the staff list pages 20 at a time, newest first, shaped as their order list', async () => {
  for (let k = 0; k < 21; k++) {
    clock += 1;
    expect((await send(app(), report({ note: `report ${k}` }))).status).toBe(201);
  }
  const listed = await staff(app(), '/api/admin/reports');
  const total = await storedCount();
  expect(listed.body.list[0].note).toBe('report 20');
  expect(listed.body.list).toHaveLength(20);
  expect(listed.body).toMatchObject({ nextPageToken: '2', total });
  const times = listed.body.list.map((r: { createdAt: number }) => r.createdAt);
  expect(times).toEqual([...times].sort((a, b) => b - a));
  const last = await staff(app(), `/api/admin/reports?page=${Math.ceil(total / 20)}`);
  expect(last.body.nextPageToken).toBe('');
  expect(last.body.list).toHaveLength(total - 20 * (Math.ceil(total / 20) - 1));
});

describe('one address', () => {
  test('sends 5 reports an hour: the sixth is a 429 with Retry-After until the first is an hour old; another address passes', async () => {
    clock += DAY;
    const first = clock;
    const address = newAddress();
    for (let k = 0; k < 5; k++) {
      expect((await send(app(), report(), address)).status).toBe(201);
      clock += 10 * 60 * 1000;
    }
    const sixth = await send(app(), report(), address);
    expect(sixth.status).toBe(429);
    expect(sixth.body.error).toMatch(/5 reports in the last hour/);
    expect(sixth.headers['retry-after']).toBe(String((first + HOUR - clock) / 1000));
    expect((await send(app(), report(), newAddress())).status).toBe(201);

    clock = first + HOUR;
    expect((await send(app(), report(), address)).status).toBe(201);
    expect((await send(app(), report(), address)).status).toBe(429);
  });

  test('an IPv6 client counts by its /64, whichever of its addresses it sends from', async () => {
    clock += DAY;
    const answers = [];
    for (let k = 1; k <= 6; k++) answers.push((await send(app(), report(), `2001:db8:5:7::${k}`)).status);
    expect(answers).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe('racing', () => {
  let other: FastifyInstance;
  beforeAll(async () => {
    // Two instances on one PostgreSQL database, as behind a balancer; on SQLite, one process is the only writer.
    other = onPostgres
      ? await buildApp({
          dbFile: server.dbFile,
          databaseUrl: server.databaseUrl!,
          seedItems: TEST_ITEMS,
          distDir: `${server.dir}/dist`,
          rateLimits: false,
          orderTextSweepMs: false,
          now: () => clock,
        })
      : app();
  });
  afterAll(async () => {
    if (other !== app()) await other.close();
  });

  test('10 reports at once from one address, over both instances, keep exactly 5', async () => {
    clock += DAY;
    const address = newAddress();
    const before = await storedCount();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, k) => send(k % 2 ? other : app(), report(), address)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array(5).fill(201), ...Array(5).fill(429)]);
    expect(await storedCount()).toBe(before + 5);
  });
});

describe('what is kept', () => {
  let small: TestServer;
  beforeAll(async () => {
    small = await startTestServer({ adminToken: ADMIN_TOKEN, now: () => clock, reportsKept: 3 });
  });
  afterAll(() => small.close());

  const referencesListed = async () =>
    ((await staff(small.app, '/api/admin/reports')).body.list as { reference: string }[]).map((r) => r.reference);

  test('past reportsKept, a new report deletes the oldest', async () => {
    const references: string[] = [];
    for (let k = 0; k < 4; k++) {
      clock += 1000;
      references.push((await send(small.app, report({ note: `report ${k}` }))).body.reference);
    }
    expect(await referencesListed()).toEqual(references.slice(1).reverse());
    expect((await staff(small.app, `/api/admin/reports/${references[0]}`)).status).toBe(404);
    expect((await staff(small.app, `/api/admin/reports/${references[1]}`)).status).toBe(200);
    expect(await storedRows(small, 'SELECT reference FROM reports')).toHaveLength(3);
  });

  test('a report 30 days old is read no more, and the next report deletes it', async () => {
    const [newest] = await referencesListed();
    clock += 30 * DAY;
    expect((await staff(small.app, `/api/admin/reports/${newest}`)).status).toBe(200);
    clock += 1;
    expect((await staff(small.app, `/api/admin/reports/${newest}`)).status).toBe(404);
    expect((await staff(small.app, '/api/admin/reports')).body).toEqual({ list: [], nextPageToken: '', total: 0 });
    const fresh = (await send(small.app, report())).body.reference;
    expect(await storedRows(small, 'SELECT reference FROM reports')).toEqual([{ reference: fresh }]);
  });
});

test('a field the stored report grows (the sender’s digest, a later column) reaches no answer', async () => {
  const { reference } = (await send(app(), report())).body;
  const before = [await staff(app(), `/api/admin/reports/${reference}`), await staff(app(), '/api/admin/reports')];
  const reports = app().store.reports;
  const grown = { clientDigest: 'f'.repeat(64), staffNote: 'called back' };
  const [originalFind, originalList] = [reports.find.bind(reports), reports.list.bind(reports)];
  jest.spyOn(reports, 'find').mockImplementation(async (...args) => ({ ...(await originalFind(...args))!, ...grown }));
  jest.spyOn(reports, 'list').mockImplementation(async (...args) => {
    const page = await originalList(...args);
    return { ...page, list: page.list.map((entry) => ({ ...entry, ...grown })) };
  });
  try {
    const after = [await staff(app(), `/api/admin/reports/${reference}`), await staff(app(), '/api/admin/reports')];
    for (const [k, answer] of after.entries()) {
      expect(answer.text).not.toMatch(/clientDigest|staffNote|ffffffff/);
      expect(answer.body).toEqual(before[k].body);
    }
  } finally {
    jest.restoreAllMocks();
  }
});

test('a reference already taken is drawn again', async () => {
  const draws = ['R-AAAAAA', 'R-AAAAAA', 'R-BBBBBB'];
  const rules = { now: clock, perClient: 5, windowMs: HOUR, kept: 500, keepMs: 30 * DAY, newReference: () => draws.shift()! };
  const one = { clientDigest: 'c'.repeat(64), note: '', page: '/', language: 'en' as const, viewport: { width: 1, height: 1 } };
  const kept = { ...one, build: 'b', userAgent: '', log: { payload: '[]' } };
  expect(await app().store.reports.add(kept, rules)).toEqual({ kind: 'stored', reference: 'R-AAAAAA' });
  expect(await app().store.reports.add(kept, rules)).toEqual({ kind: 'stored', reference: 'R-BBBBBB' });
});

describe('whatever a client sends', () => {
  const json = fc.jsonValue({ maxDepth: 3 });
  /** A field of a report, now and then replaced by anything. */
  const field = <T>(valid: fc.Arbitrary<T>) => fc.oneof({ weight: 15, arbitrary: valid }, { weight: 1, arbitrary: json });
  const actions = fc
    .array(fc.oneof({ weight: 9, arbitrary: fc.record({ type: fc.string({ maxLength: 210 }) }) }, { weight: 1, arbitrary: json }), {
      maxLength: 5,
    })
    // Redacted as a page sends it; the server refuses what is not (tested above).
    .map((list) => JSON.stringify(redactForReport(list)));
  const state = fc.dictionary(fc.string(), json, { maxKeys: 3 }).map((value) => JSON.stringify(redactForReport(value)));
  /** What log.payload and log.preloadedState hold: mostly what they should, now and then any JSON or any text. */
  const logText = (valid: fc.Arbitrary<string>) =>
    fc.oneof(
      { weight: 6, arbitrary: valid },
      { weight: 1, arbitrary: json.map((value) => JSON.stringify(value)) },
      { weight: 1, arbitrary: fc.string() },
    );
  const body = fc.oneof(
    {
      weight: 9,
      arbitrary: fc.record(
        {
          note: field(fc.string({ maxLength: 1010 })),
          page: field(
            fc.oneof(
              { weight: 3, arbitrary: fc.webPath().map((path) => redactPageAddress(path.startsWith('/') ? path : `/${path}`)) },
              { weight: 1, arbitrary: fc.string() },
            ),
          ),
          language: field(fc.constantFrom('en', 'bn')),
          viewport: field(fc.record({ width: fc.integer({ min: -5, max: 20005 }), height: fc.integer({ min: -5, max: 20005 }) })),
          build: field(
            fc.oneof(
              { weight: 3, arbitrary: fc.stringMatching(/^[A-Za-z0-9._-]{1,64}$/) },
              { weight: 1, arbitrary: fc.string({ maxLength: 70 }) },
            ),
          ),
          log: field(fc.record({ payload: logText(actions), preloadedState: logText(state) }, { requiredKeys: ['payload'] })),
        },
        { requiredKeys: ['note', 'page', 'language', 'viewport', 'build', 'log'] },
      ),
    },
    { weight: 1, arbitrary: json },
  );

  test('the answer is a 201 or a 4xx in JSON, never a 5xx', async () => {
    clock += DAY;
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof({ weight: 9, arbitrary: body.map((value) => JSON.stringify(value)) }, { weight: 1, arbitrary: fc.string() }),
        async (text) => {
          const answer: Answer = await send(app(), text);
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          return answer.status === 201 || (answer.status >= 400 && answer.status < 500 && typeof answer.body?.error === 'string');
        },
      ),
      { numRuns: 300 },
    );
    // Both ways through the route are taken, often.
    expect(statuses.get(201)).toBeGreaterThanOrEqual(10);
    expect(statuses.get(400)).toBeGreaterThanOrEqual(10);
  });
});

// The drop's queue (docs/drop.md#the-queue): a shopper on a drop with admitPerMinute asks POST /api/drop-queue for a
// signed ticket. Before the hour it only counts them in; at the hour the early ones are shuffled by a draw they cannot
// see, later ones queue in arrival order at the drop's pace, and a hold needs a ticket whose turn has come, on one
// device. Nothing is written per shopper: each instance writes its new tickets once per flush. Both backends run it
// (TEST_DATABASE_URL); on PostgreSQL two apps share one database and its key, as two instances do.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { admitAtOfRank, MAX_TICKET_LENGTH } from '@domain/dropQueue';
import type { Item } from '@domain/types';
import { signTicket, type TicketPayload } from '../src/dropTickets';
import {
  ADMIN_TOKEN,
  asStaff,
  call,
  expectJsonError,
  onPostgres,
  search,
  setUnits,
  startTestServer,
  storedRows,
  type Answer,
  twoInstances,
  type TestServer,
} from './helpers';

const HOUR = Date.UTC(2026, 11, 5, 14);
const MINUTE = 60_000;
const AS_STAFF = asStaff('Nusrat');

let server: TestServer;
const app = () => server.app;
/** The server's clock: tests move it. */
let clock = HOUR - 10 * MINUTE;

let addresses = 0;
/** A client address of its own each call. */
const newAddress = () => `10.88.${++addresses >> 8}.${addresses & 255}`;

const joinQueue = (itemId: string, ticket?: unknown, target = app(), remoteAddress = newAddress()) =>
  call(target, { method: 'POST', url: '/api/drop-queue', remoteAddress, payload: { itemId, ...(ticket === undefined ? {} : { ticket }) } });

let devices = 0;
const hold = (item: Item, ticket: unknown, { deviceId = `queued-${++devices}`, target = app() } = {}) =>
  call(target, {
    method: 'POST',
    url: '/api/drop-holds',
    remoteAddress: newAddress(),
    payload: { itemId: item.id, skuCode: item.skus[0].code, units: 1, deviceId, ...(ticket === undefined ? {} : { ticket }) },
  });

/** What a ticket says (the page treats it as opaque; the test reads it). */
const payloadOf = (ticket: string): TicketPayload => JSON.parse(Buffer.from(ticket.split('.')[0], 'base64url').toString());

const setDrop = (item: Item, body: Record<string, unknown>, target = app()) =>
  call(target, { method: 'PUT', url: '/api/admin/drops', headers: AS_STAFF, payload: { itemId: item.id, ...body } });

let items: Item[];
/** An item no earlier test used, with `units` of its first SKU online and a drop with a queue at `startsAt`. */
async function queuedItem({ startsAt = HOUR, admitPerMinute = 20, units = 50, limit = 1 } = {}, target = app(), list = items) {
  const item = list.pop();
  if (!item) throw new Error('no item left');
  expect((await setUnits(target, item.skus[0].code, units, { headers: AS_STAFF })).status).toBe(200);
  const set = await setDrop(item, { startsAt: new Date(startsAt).toISOString(), admitPerMinute, perBuyerLimit: limit }, target);
  expect(set.status).toBe(200);
  return item;
}

const queueRow = async (item: Item, on = server) =>
  (
    await storedRows<{ starts_at: number; early: number; next_rank: number | null }>(
      on,
      'SELECT starts_at, early, next_rank FROM drop_queues WHERE item_id = ?',
      [item.id],
    )
  ).map((row) => ({
    startsAt: Number(row.starts_at),
    early: Number(row.early),
    nextRank: row.next_rank === null ? null : Number(row.next_rank),
  }))[0];

/** Spearman's rank correlation, ties given their average rank. */
function spearman(xs: readonly number[], ys: readonly number[]): number {
  const ranks = (values: readonly number[]) => {
    const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
    const out = Array<number>(values.length);
    for (let start = 0; start < order.length;) {
      let end = start;
      while (end + 1 < order.length && order[end + 1].value === order[start].value) end++;
      for (let k = start; k <= end; k++) out[order[k].index] = (start + end) / 2;
      start = end + 1;
    }
    return out;
  };
  const [rx, ry] = [ranks(xs), ranks(ys)];
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const [mx, my] = [mean(rx), mean(ry)];
  let [sxy, sxx, syy] = [0, 0, 0];
  rx.forEach((x, k) => {
    sxy += (x - mx) * (ry[k] - my);
    sxx += (x - mx) ** 2;
    syy += (ry[k] - my) ** 2;
  });
  return sxy / Math.sqrt(sxx * syy);
}

/** `count` new tickets asked `together` at a time, in that order. */
async function tickets(item: Item, count: number, together = 20, target = app()): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let k = 0; k < count; k += together)
    answers.push(
      ...(await Promise.all(Array.from({ length: Math.min(together, count - k) }, () => joinQueue(item.id, undefined, target)))),
    );
  for (const answer of answers) expect(answer.status).toBe(200);
  return answers;
}

const refused = (answer: Answer) =>
  expect({
    status: answer.status,
    problem: answer.body?.problem,
    error: typeof answer.body?.error,
    itemId: typeof answer.body?.itemId,
  }).toEqual({ status: 403, problem: 'ticketRefused', error: 'string', itemId: 'string' });

const startShop = (more = {}) =>
  startTestServer({ adminToken: ADMIN_TOKEN, now: () => clock, dropHoldSweepMs: false, queueFlushMs: 5, ...more });

const itemsOf = async (target: FastifyInstance) =>
  (await search(target, { ranges: [{ field: 'discount', min: 0, max: 0 }] })).body.list.filter(
    (item: Item) => item.status === 'ACTIVE' && item.skus.length > 0,
  );

beforeAll(async () => {
  server = await startShop();
  items = await itemsOf(app());
});
afterAll(() => server.close());
beforeEach(() => {
  clock = HOUR - 10 * MINUTE;
});

describe('POST /api/drop-queue', () => {
  test('a body it cannot take, an item with no queue or none on sale: a 4xx in words, never a 500', async () => {
    const item = await queuedItem();
    const plain = items.pop()!;
    const noQueue = items.pop()!;
    expect((await setDrop(noQueue, { startsAt: new Date(HOUR).toISOString() })).status).toBe(200);
    const cases: [unknown, number][] = [
      [{}, 400],
      [{ itemId: '' }, 400],
      [{ itemId: 'x'.repeat(65) }, 400],
      [{ itemId: item.id, ticket: 5 }, 400],
      [{ itemId: item.id, ticket: null }, 400],
      [{ itemId: item.id, place: 1 }, 400],
      [[{ itemId: item.id }], 400],
      [{ itemId: 'no-such-item' }, 404],
      [{ itemId: plain.id }, 400],
      [{ itemId: noQueue.id }, 400],
    ];
    for (const [payload, status] of cases)
      expectJsonError(await call(app(), { method: 'POST', url: '/api/drop-queue', payload: payload as string }), status);
    expect((await joinQueue(noQueue.id)).body.error).toMatch(/Add to cart opens for everyone at its hour/);
    expect((await call(app(), { method: 'POST', url: '/api/drop-queue', payload: { itemId: item.id, place: 1 } })).body.error).toMatch(
      /no field place/,
    );
    expect(await queueRow(item)).toBeUndefined();
  });

  test('before the hour a ticket has no admitAt and asks again as it is; at the hour the early ones are shuffled', async () => {
    const admitPerMinute = 20;
    const item = await queuedItem({ admitPerMinute });
    const early = await tickets(item, 200);
    for (const answer of early) {
      expect(answer.body).toEqual({ ticket: expect.any(String), admitAt: null });
      expect(answer.body.ticket.length).toBeLessThanOrEqual(MAX_TICKET_LENGTH);
      expect(payloadOf(answer.body.ticket)).toEqual({
        i: item.id,
        s: HOUR,
        t: clock,
        n: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
        e: expect.any(Number),
      });
    }
    expect(new Set(early.map((answer) => payloadOf(answer.body.ticket).n)).size).toBe(200);
    // Each counted once, in the order the shop counted them.
    expect(early.map((answer) => payloadOf(answer.body.ticket).e).sort((x, y) => x! - y!)).toEqual([...Array(200).keys()]);
    expect(await queueRow(item)).toEqual({ startsAt: HOUR, early: 200, nextRank: null });
    // Asked again before the hour: the same ticket, still no place.
    expect((await joinQueue(item.id, early[7].body.ticket)).body).toEqual(early[7].body);

    // Until every instance's last early tickets are counted, no place is drawn.
    clock = HOUR + 500;
    expect((await joinQueue(item.id, early[5].body.ticket)).body).toEqual(early[5].body);
    clock = HOUR + 1000;
    const placed = await Promise.all(early.map((answer) => joinQueue(item.id, answer.body.ticket)));
    const admitAts = placed.map((answer) => answer.body.admitAt as number);
    placed.forEach((answer, k) => {
      expect(answer.status).toBe(200);
      // The same nonce and issue time, now with its place signed in.
      expect(payloadOf(answer.body.ticket)).toEqual({ ...payloadOf(early[k].body.ticket), a: answer.body.admitAt });
    });
    for (const at of admitAts) {
      expect(at).toBeGreaterThanOrEqual(HOUR);
      expect(at).toBeLessThanOrEqual(admitAtOfRank(199, HOUR, admitPerMinute));
    }
    // The order they came in tells nothing of their place.
    const rho = spearman(
      early.map((_, k) => k),
      admitAts,
    );
    expect(Math.abs(rho)).toBeLessThan(0.3);
    // Every place is given once: the first minute's places at the hour, then one every 60 / admitPerMinute s.
    const sorted = [...admitAts].sort((x, y) => x - y);
    expect(sorted).toEqual([...Array(200).keys()].map((rank) => admitAtOfRank(rank, HOUR, admitPerMinute)));
    expect(admitAts.filter((at) => at === HOUR)).toHaveLength(admitPerMinute);
    // The place is the ticket's: asked again, early or placed, the same answer.
    expect((await joinQueue(item.id, early[3].body.ticket)).body).toEqual(placed[3].body);
    expect((await joinQueue(item.id, placed[3].body.ticket)).body).toEqual(placed[3].body);
    // Nothing was written for any of them after the hour.
    expect(await queueRow(item)).toEqual({ startsAt: HOUR, early: 200, nextRank: null });

    // Later arrivals queue in arrival order, one every 60 / admitPerMinute s after the early ones.
    const later: number[] = [];
    for (let k = 0; k < 5; k++) later.push((await joinQueue(item.id)).body.admitAt);
    expect(later).toEqual([200, 201, 202, 203, 204].map((rank) => admitAtOfRank(rank, HOUR, admitPerMinute)));
    expect(later[1] - later[0]).toBe(MINUTE / admitPerMinute);
    expect(await queueRow(item)).toEqual({ startsAt: HOUR, early: 200, nextRank: 205 });
  });

  test('early pages asking at once after the hour read the drop from the item and the early count once between them', async () => {
    const item = await queuedItem();
    const early = await tickets(item, 60, 60);
    clock = HOUR + 1000;
    const read = app().store.dropQueues.early;
    const dropReads = jest.spyOn(app().store.drops, 'ofItems');
    const earlyReads = jest.spyOn(app().store.dropQueues, 'early');
    // A database slow to answer, as under a crowd: the asks arriving meanwhile wait for the same read.
    earlyReads.mockImplementation(async (...asked) => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      return read(...asked);
    });
    try {
      const placed = await Promise.all(early.map((answer) => joinQueue(item.id, answer.body.ticket)));
      expect(placed.every((answer) => answer.status === 200 && typeof answer.body.admitAt === 'number')).toBe(true);
      expect(new Set(placed.map((answer) => payloadOf(answer.body.ticket).a)).size).toBeGreaterThan(1);
      expect(dropReads).not.toHaveBeenCalled();
      expect(earlyReads.mock.calls.length).toBeLessThanOrEqual(2);
      // Once read, the next ask reads again: nothing is kept past the read.
      await joinQueue(item.id, early[0].body.ticket);
      expect(earlyReads.mock.calls.length).toBeLessThanOrEqual(3);
      expect(earlyReads.mock.calls.length).toBeGreaterThanOrEqual(2);
    } finally {
      dropReads.mockRestore();
      earlyReads.mockRestore();
    }
  });

  test('a quiet hour then a crowd: at most admitPerMinute at once, then one every 60 / admitPerMinute s', async () => {
    const admitPerMinute = 10;
    const item = await queuedItem({ admitPerMinute, startsAt: HOUR });
    clock = HOUR + 5 * MINUTE;
    const first = (await joinQueue(item.id)).body.admitAt;
    expect(first).toBe(clock);
    clock = HOUR + 65 * MINUTE;
    const crowd = (await tickets(item, 40, 40)).map((answer) => answer.body.admitAt as number).sort((a, b) => a - b);
    expect(crowd.filter((at) => at === clock).length).toBeLessThanOrEqual(admitPerMinute);
    expect(crowd.filter((at) => at === clock).length).toBeGreaterThan(0);
    const after = crowd.filter((at) => at > clock);
    after.forEach((at, k) => expect(at).toBe((k === 0 ? clock : after[k - 1]) + MINUTE / admitPerMinute));
    expect(new Set(after).size).toBe(after.length);
  });

  test('many tickets asked at once are written once per flush', async () => {
    const batching = await startShop({ queueFlushMs: 150 });
    try {
      const [item] = await itemsOf(batching.app);
      expect((await setDrop(item, { startsAt: new Date(HOUR).toISOString(), admitPerMinute: 50 }, batching.app)).status).toBe(200);
      const writes = jest.spyOn(batching.app.store.dropQueues, 'join');
      /** One write per flush the crowd's requests spanned (they reach the queue as fast as the database answers their reads). */
      const crowd = async (size: number) => {
        const before = writes.mock.calls.length;
        const started = Date.now();
        const answers = await Promise.all(Array.from({ length: size }, () => joinQueue(item.id, undefined, batching.app)));
        const flushes = writes.mock.calls.slice(before).map(([asked]) => asked.tickets);
        expect(flushes.reduce((sum, tickets) => sum + tickets, 0)).toBe(size);
        expect(flushes.length).toBeLessThanOrEqual(Math.ceil((Date.now() - started) / 150));
        expect(flushes.length).toBeLessThanOrEqual(size / 10);
        return answers;
      };
      const answers = await crowd(120);
      expect(answers.every((answer) => answer.status === 200 && answer.body.admitAt === null)).toBe(true);
      expect(await queueRow(item, batching)).toEqual({ startsAt: HOUR, early: 120, nextRank: null });
      // After the hour, a crowd's places too, each its own.
      clock = HOUR + MINUTE;
      const late = await crowd(60);
      expect(new Set(late.map((answer) => answer.body.admitAt)).size).toBe(60);
      expect(await queueRow(item, batching)).toEqual({ startsAt: HOUR, early: 120, nextRank: 180 });
    } finally {
      await batching.close();
    }
  });

  test('staff move the hour: old tickets get new ones, and the queue counts again from zero', async () => {
    const item = await queuedItem({ admitPerMinute: 5 });
    const early = (await tickets(item, 3)).map((answer) => answer.body.ticket as string);
    const moved = HOUR + 30 * MINUTE;
    expect((await setDrop(item, { startsAt: new Date(moved).toISOString(), admitPerMinute: 5 })).status).toBe(200);
    const again = await joinQueue(item.id, early[0]);
    expect(again.body.admitAt).toBeNull();
    expect(payloadOf(again.body.ticket)).toMatchObject({ i: item.id, s: moved });
    expect(payloadOf(again.body.ticket).n).not.toBe(payloadOf(early[0]).n);
    expect(await queueRow(item)).toEqual({ startsAt: moved, early: 1, nextRank: null });
    // A hold with a ticket of the old hour is refused.
    clock = moved + MINUTE;
    refused(await hold(item, early[1]));
    // A placed ticket of an hour since moved: a new place at the new one.
    const placed = (await joinQueue(item.id)).body;
    expect(placed.admitAt).toBe(clock);
    expect((await setDrop(item, { startsAt: new Date(moved + MINUTE).toISOString(), admitPerMinute: 5 })).status).toBe(200);
    expect(payloadOf((await joinQueue(item.id, placed.ticket)).body.ticket).s).toBe(moved + MINUTE);
  });

  test('calls per client address are limited', async () => {
    const limited = await startShop({ queueCallsPerMinute: 3 });
    try {
      const [item] = await itemsOf(limited.app);
      expect((await setDrop(item, { startsAt: new Date(HOUR).toISOString(), admitPerMinute: 5 }, limited.app)).status).toBe(200);
      const from = newAddress();
      const statuses: number[] = [];
      for (let k = 0; k < 4; k++) statuses.push((await joinQueue(item.id, undefined, limited.app, from)).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect((await joinQueue(item.id, undefined, limited.app)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('a ticket cannot be forged', () => {
  test('a changed character, another key, another item or an overlong ticket is 403 on both routes, never a 500', async () => {
    const item = await queuedItem({ admitPerMinute: 100, startsAt: HOUR - MINUTE });
    const other = await queuedItem({ admitPerMinute: 100, startsAt: HOUR - MINUTE });
    clock = HOUR;
    const { ticket } = (await joinQueue(item.id)).body as { ticket: string };
    const payload = payloadOf(ticket);
    expect(payload.a).toBe(HOUR);
    const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const flipped = Array.from(ticket, (char, k) =>
      char === '.' ? null : `${ticket.slice(0, k)}${ALPHABET[(ALPHABET.indexOf(char) + 1 + (k % 63)) % 64]}${ticket.slice(k + 1)}`,
    ).filter((each): each is string => each !== null);
    const forged = [
      ...flipped,
      signTicket(randomBytes(32), payload),
      signTicket(randomBytes(32), { ...payload, a: HOUR - MINUTE }),
      (await joinQueue(other.id)).body.ticket,
      `${ticket}${'A'.repeat(MAX_TICKET_LENGTH)}`,
      'x'.repeat(MAX_TICKET_LENGTH + 1),
      `${ticket}.`,
      ticket.replace('.', '..'),
      ticket.split('.')[0],
      '',
    ];
    for (const each of forged) {
      refused(await joinQueue(item.id, each));
      refused(await hold(item, each));
    }
    // The genuine one still holds.
    expect((await hold(item, ticket)).status).toBe(201);

    // Whatever text a client sends as its ticket.
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string(), fc.base64String(), fc.stringMatching(/^[A-Za-z0-9_-]{1,200}\.[A-Za-z0-9_-]{43}$/)),
        async (text) => {
          // No text but the shop's own is a ticket: each is refused in words, never a 5xx.
          for (const answer of [await joinQueue(item.id, text), await hold(item, text)]) refused(answer);
        },
      ),
      { numRuns: 80 },
    );
  });
});

describe('holds on a drop with a queue', () => {
  test('before its turn a 409 notAdmitted with when; at its turn 201; on another device 403; the same device within its limit', async () => {
    const item = await queuedItem({ admitPerMinute: 1, limit: 2, startsAt: HOUR });
    const early = (await joinQueue(item.id)).body.ticket;
    // Just past the hour, once the early tickets are counted on every instance.
    clock = HOUR + 1000;
    const first = (await joinQueue(item.id, early)).body;
    expect(first.admitAt).toBe(HOUR);
    const second = (await joinQueue(item.id)).body;
    expect(second.admitAt).toBe(HOUR + MINUTE);

    for (const [ticket, admitAt] of [
      [undefined, null],
      [early, null],
      [second.ticket, HOUR + MINUTE],
    ] as const) {
      const answer = await hold(item, ticket);
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({ error: expect.any(String), problem: 'notAdmitted', itemId: item.id, admitAt });
    }
    expect((await hold(item, second.ticket)).body.error).toMatch(/comes at 5 Dec 2026, 8:01 PM/);

    const device = 'queued-phone';
    expect((await hold(item, first.ticket, { deviceId: device })).status).toBe(201);
    // The same ticket on another device: refused, whatever became of the first hold.
    const copied = await hold(item, first.ticket);
    refused(copied);
    expect(copied.body.error).toMatch(/another device/);
    expect((await hold(item, first.ticket, { deviceId: device })).status).toBe(201);
    expect((await hold(item, first.ticket, { deviceId: device })).body.problem).toBe('overDropLimit');

    clock = HOUR + MINUTE;
    expect((await hold(item, second.ticket)).status).toBe(201);
    const nonces = await storedRows<{ ticket_nonce: string }>(
      server,
      'SELECT ticket_nonce FROM drop_holds WHERE item_id = ? ORDER BY created_at',
      [item.id],
    );
    expect(nonces.map((row) => row.ticket_nonce)).toEqual([
      payloadOf(first.ticket).n,
      payloadOf(first.ticket).n,
      payloadOf(second.ticket).n,
    ]);
  });

  test('devices racing with one ticket: exactly one holds', async () => {
    const item = await queuedItem({ admitPerMinute: 100, units: 20, startsAt: HOUR });
    clock = HOUR;
    const { ticket } = (await joinQueue(item.id)).body;
    const answers = await Promise.all(Array.from({ length: 8 }, () => hold(item, ticket)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    answers.filter((answer) => answer.status !== 201).forEach(refused);
  });

  test('a drop without a queue ignores a ticket', async () => {
    const item = items.pop()!;
    expect((await setUnits(app(), item.skus[0].code, 3, { headers: AS_STAFF })).status).toBe(200);
    expect((await setDrop(item, { startsAt: new Date(HOUR).toISOString() })).status).toBe(200);
    clock = HOUR;
    expect((await hold(item, 'not a ticket')).status).toBe(201);
    expect((await hold(item, undefined)).status).toBe(201);
  });
});

const describePostgresOnly = onPostgres ? describe : describe.skip;

describePostgresOnly('two instances on one PostgreSQL database', () => {
  let instances: Awaited<ReturnType<typeof twoInstances>>;
  let one: FastifyInstance;
  let two: FastifyInstance;
  let shared: Item[];

  beforeAll(async () => {
    instances = await twoInstances({ adminToken: ADMIN_TOKEN, now: () => clock, dropHoldSweepMs: false, queueFlushMs: 20 });
    ({ one, two } = instances);
    shared = await itemsOf(one);
  });
  afterAll(() => instances?.close());

  const onDatabase = () => ({ databaseUrl: instances.databaseUrl, dbFile: '' }) as TestServer;

  test('both sign alike: a ticket of one is good on the other; one key is stored', async () => {
    expect(await storedRows(onDatabase(), "SELECT name FROM shop_keys WHERE name = 'dropTicket'")).toHaveLength(1);
    // Two instances making a key at once keep the same one.
    const [a, b] = await Promise.all([one.store.dropQueues.key('racing'), two.store.dropQueues.key('racing')]);
    expect(a.equals(b) && a.length === 32).toBe(true);
    const item = await queuedItem({ admitPerMinute: 2, startsAt: HOUR }, one, shared);
    const early = await Promise.all([0, 1, 2, 3].map((k) => joinQueue(item.id, undefined, k % 2 ? one : two)));
    expect(await queueRow(item, onDatabase())).toEqual({ startsAt: HOUR, early: 4, nextRank: null });
    clock = HOUR;
    for (const answer of early) {
      const [onOne, onTwo] = [await joinQueue(item.id, answer.body.ticket, one), await joinQueue(item.id, answer.body.ticket, two)];
      expect(onOne.body).toEqual(onTwo.body);
    }
    // Later arrivals on both share one line of ranks.
    const later = await Promise.all(Array.from({ length: 10 }, (_, k) => joinQueue(item.id, undefined, k % 2 ? one : two)));
    expect(new Set(later.map((answer) => answer.body.admitAt)).size).toBe(10);
    expect(await queueRow(item, onDatabase())).toEqual({ startsAt: HOUR, early: 4, nextRank: 14 });
  });

  test('a hold before its turn is 409, at it 201; one ticket racing on both instances and devices holds once', async () => {
    const item = await queuedItem({ admitPerMinute: 1, units: 10, limit: 2, startsAt: HOUR }, one, shared);
    clock = HOUR;
    expect((await joinQueue(item.id, undefined, one)).body.admitAt).toBe(HOUR);
    const { ticket, admitAt } = (await joinQueue(item.id, undefined, two)).body;
    expect(admitAt).toBeGreaterThan(clock);
    const early = await hold(item, ticket, { target: one });
    expect([early.status, early.body.problem, early.body.admitAt]).toEqual([409, 'notAdmitted', admitAt]);
    clock = admitAt;
    const answers = await Promise.all(Array.from({ length: 8 }, (_, k) => hold(item, ticket, { target: k % 2 ? one : two })));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    answers.filter((answer) => answer.status !== 201).forEach(refused);
  });
});

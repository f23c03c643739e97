// Every per-address bound counts an IPv6 client's whole /64 (a subscriber picks any address in it at will): the
// sign-in pair lock, the rate limits, the view count and the staff attempt limit, which also keeps its memory bounded.
import { DEFAULT_RATE_LIMITS } from '../src/config';
import { failureWindow } from '../src/routes/admin';
import { WRONG_TRIES_BEFORE_LOCK } from '@domain/account';
import { ADMIN_TOKEN, call, get, startTestServer, type TestServer } from './helpers';
import type { Item } from '@domain/types';

/** Two spellings of two addresses in one /64, and an address in the next /64. */
const [ONE, SAME_64, NEXT_64] = ['2001:db8:41:7::a', '2001:0DB8:41:7:ffff:0:0:b', '2001:db8:41:8::a'];

// Wrong passwords are hashed like right ones (scrypt): slow on a busy machine.
jest.setTimeout(30_000);

let clock = Date.UTC(2026, 10, 28, 9, 0, 0);
let server: TestServer;
let limited: TestServer;
beforeAll(async () => {
  [server, limited] = await Promise.all([
    startTestServer({ now: () => clock }),
    startTestServer({
      now: () => clock,
      adminToken: ADMIN_TOKEN,
      rateLimits: { ...DEFAULT_RATE_LIMITS, views: 2, adminCalls: 3 },
    }),
  ]);
});
afterAll(() => Promise.all([server.close(), limited.close()]));

test('wrong passwords from one address of a /64 lock the number for every address of that /64, not for the next /64', async () => {
  const signIn = (remoteAddress: string) =>
    call(server.app, {
      method: 'POST',
      url: '/api/sessions',
      payload: { mobile: '01911000041', password: 'not-the-password' },
      remoteAddress,
    });
  for (let n = 1; n < WRONG_TRIES_BEFORE_LOCK; n++) expect((await signIn(ONE)).status).toBe(401);
  // The last wrong try before the lock, from another address of the /64, locks it for both.
  expect((await signIn(SAME_64)).status).toBe(429);
  expect((await signIn(ONE)).status).toBe(429);
  expect((await signIn(NEXT_64)).status).toBe(401);
});

test('a per-minute limit counts the addresses of one /64 together', async () => {
  const [item] = (await call(limited.app, { method: 'POST', url: '/api/v2/items/search', payload: { size: 1 } })).body.list as Item[];
  const view = (remoteAddress: string) =>
    call(limited.app, { method: 'POST', url: `/api/v2/items/events/view?id=${item.id}`, remoteAddress });
  expect([(await view(ONE)).status, (await view(SAME_64)).status, (await view(SAME_64)).status]).toEqual([202, 202, 429]);
  expect((await view(NEXT_64)).status).toBe(202);
});

test('views from addresses of one /64 that name no device count once', async () => {
  const [item] = (await call(server.app, { method: 'POST', url: '/api/v2/items/search', payload: { size: 1 } })).body.list as Item[];
  const popularity = async () => (await get<Item>(server.app, `/api/v2/items?id=${item.id}`)).body.totalPopularity;
  const before = await popularity();
  for (const remoteAddress of [ONE, SAME_64, '2001:db8:41:7::c'])
    expect((await call(server.app, { method: 'POST', url: `/api/v2/items/events/view?id=${item.id}`, remoteAddress })).status).toBe(202);
  expect(await popularity()).toBe(before + 1);
});

describe('the staff attempt limit', () => {
  const attempt = (authorization: string, remoteAddress: string) =>
    call(limited.app, { method: 'DELETE', url: '/api/lookups/inactive?type=bands', remoteAddress, headers: { authorization } });
  const right = `Bearer ${ADMIN_TOKEN}`;

  test("counts a /64's failures together, on the app's clock, and never counts the right token", async () => {
    const statuses = [];
    for (const [authorization, address] of [
      ['Bearer wrong', ONE],
      ['Bearer wrong', SAME_64],
      [right, ONE],
      [right, SAME_64],
      ['Bearer wrong', SAME_64],
      [right, ONE],
    ])
      statuses.push((await attempt(authorization, address)).status);
    expect(statuses).toEqual([403, 403, 200, 200, 403, 429]);
    expect((await attempt(right, NEXT_64)).status).toBe(200);
    // A minute later on the shop's clock the failures are forgotten.
    clock += 60_001;
    expect((await attempt(right, ONE)).status).toBe(200);
  });

  test('remembers at most its capacity of addresses, however many fail, forgetting the least recent', () => {
    let now = 0;
    const failures = failureWindow(3, () => now, 100);
    for (let k = 0; k < 5000; k++) {
      failures.add(`10.9.${k >> 8}.${k & 255}`);
      failures.add(`10.9.${k >> 8}.${k & 255}`);
      failures.add(`10.9.${k >> 8}.${k & 255}`);
      expect(failures.size).toBeLessThanOrEqual(100);
    }
    expect(failures.size).toBe(100);
    // The most recent failing address waits; the first ones are forgotten.
    expect(failures.waitMs('10.9.19.135')).toBe(60_000);
    expect(failures.waitMs('10.9.0.0')).toBe(0);
    // A minute on, nothing waits.
    now += 60_001;
    expect(failures.waitMs('10.9.19.135')).toBe(0);
  });
});

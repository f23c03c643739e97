// Accounts keyed by mobile number and belonging to the phone: opened at checkout once a code sent to the number is
// typed, signed into by password or by a code sent by SMS (the sandbox, within the shop's SMS budget); wrong tries
// lock the pair (number, address) and slow a number down only from several addresses; a new password ends the other
// sessions; My orders; and what the database keeps of the secrets.
import { readFileSync, existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { CODE_LIFETIME_MS, LOCK_MS, NUMBER_SLOW_MS, SESSION_IDLE_MS } from '@domain/account';
import { buildApp } from '../src/app';
import { hashSecret, PASSWORD_COST } from '../src/accounts/secrets';
import { DEFAULT_RATE_LIMITS } from '../src/config';
import { SESSIONS_PER_CUSTOMER } from '../src/db/accounts';
import { OTHER_CUSTOMER, PASSWORD_NEEDS_CODE, SESSION_ENDED } from '../src/accounts/messages';
import { ADMIN_TOKEN, call, onPostgres, order, startTestServer, stockedLine, storedRows, TEST_ITEMS, type TestServer } from './helpers';

/** The API's words for a refused sign-in: the storefront's English, unchanged by the shop's translation. */
const SIGN_IN = {
  wrongPassword: 'Wrong mobile number or password.',
  wrongCode: 'That code is wrong or has expired. Check the latest SMS, or ask for a new code.',
  locked: 'Too many wrong tries from this connection. For your safety, signing in to this number from here is paused for 15 minutes.',
  numberSlowed:
    'This number has had many wrong passwords from several places. For your safety, its password is paused for 15 minutes: sign in with a code sent by SMS instead.',
  codesPaused: 'We are sending no more codes for now. Try again later.',
  tooManyCodes: 'We have sent as many codes to this number as we may for now. Use the latest one, or try again in 15 minutes.',
  codeNotSent: 'We could not send the code just now. Try again in a minute.',
  passwordReplaced:
    'This password no longer works: it was replaced or cleared after a sign-in with a code sent to this number. Sign in with a code, then set a new password if you like.',
};
const CONFIRM_NUMBER = 'Confirm your mobile number: type the 6-digit code we sent to it.';

// Many passwords are hashed on purpose (scrypt), each taking tens of milliseconds.
jest.setTimeout(30_000);

let clock = Date.UTC(2026, 10, 28, 6, 0, 0);
let server: TestServer;
const app = () => server.app;
beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
});
afterAll(() => server.close());

let numbers = 0;
/** A mobile number no other test uses. */
const newMobile = () => `0181${String(++numbers).padStart(7, '0')}`;
let addresses = 0;
/** A client address of its own, so the per-address lock of one test does not reach the next. */
const newAddress = () => `10.0.${Math.floor(++addresses / 250)}.${addresses % 250}`;

const send = (
  target: FastifyInstance,
  method: 'POST' | 'GET' | 'DELETE',
  url: string,
  payload?: object,
  token?: string,
  address = '10.9.9.9',
) =>
  call(target, {
    method,
    url,
    payload,
    remoteAddress: address,
    headers: token ? { 'x-auth-token': token } : {},
  });

/** A cash order for one unit, with the given mobile and extra fields, as `token`'s shopper when given. */
async function checkout(mobile: string, extra: Record<string, unknown> = {}, token?: string, target = app()) {
  const payload = order([await stockedLine(app())], extra);
  payload.info = { ...payload.info, mobile };
  return send(target, 'POST', '/api/checkouts', payload, token);
}

/** The code the sandbox last "sent" to a number. */
async function lastCode(mobile: string, target = app()): Promise<string> {
  const inbox = await call(target, { method: 'GET', url: '/sandbox/sms', headers: { accept: 'application/json' } });
  const message = (inbox.body.messages as { mobile: string; text: string }[]).find((m) => m.mobile === mobile);
  return /\b(\d{6})\b/.exec(message?.text ?? '')?.[1] ?? 'no code';
}

async function signInByCode(mobile: string, address = newAddress(), target = app()) {
  expect((await send(target, 'POST', '/api/sessions/otp', { mobile }, undefined, address)).status).toBe(202);
  return send(target, 'POST', '/api/sessions/otp/verify', { mobile, code: await lastCode(mobile, target) }, undefined, address);
}

/** A create-account at checkout: asked for the code sent to the number, then placed with it (the answer's account opened). */
async function openAccount(mobile: string, password: string, target = app()) {
  const asked = await checkout(mobile, { shouldCreateAccount: true, password }, undefined, target);
  expect(asked.status).toBe(403);
  expect(asked.body).toEqual({ error: CONFIRM_NUMBER, verification: 'required' });
  expect((await send(target, 'POST', '/api/sessions/otp', { mobile }, undefined, newAddress())).status).toBe(202);
  const placed = await checkout(
    mobile,
    { shouldCreateAccount: true, password, verificationCode: await lastCode(mobile, target) },
    undefined,
    target,
  );
  expect(placed.status).toBe(201);
  return placed;
}

const signInByPassword = (mobile: string, password: string, address = newAddress(), target = app()) =>
  send(target, 'POST', '/api/sessions', { mobile, password }, undefined, address);
const isLive = async (token: string) => (await send(app(), 'POST', '/api/sessions/check', undefined, token)).status === 200;

const myOrders = async (token: string) => {
  const answer = await send(app(), 'GET', '/api/account/orders', undefined, token);
  expect(answer.status).toBe(200);
  return (answer.body.list as { invoiceId: string }[]).map((o) => o.invoiceId);
};

test('an account made at checkout with the code: signed in at once, signed in again by password, the order in My orders, signed out for good', async () => {
  const mobile = newMobile();
  const placed = await openAccount(mobile, 'iron-maiden-1980');
  expect(placed.body).toMatchObject({
    account: 'created',
    signedInBy: 'code',
    customer: { mobile, fullName: 'Tanvir Hasan', verified: true },
  });
  expect(placed.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

  const signedIn = await send(app(), 'POST', '/api/sessions', { mobile: `+88${mobile}`, password: 'iron-maiden-1980' });
  expect(signedIn.status).toBe(200);
  expect(signedIn.headers['cache-control']).toBe('private, no-store');
  const { token } = signedIn.body;
  expect(token).not.toBe(placed.body.token);
  expect(await myOrders(token)).toEqual([placed.body.id]);

  const check = await send(app(), 'POST', '/api/sessions/check', undefined, token);
  expect(check.status).toBe(200);
  expect(check.body).toEqual({ customer: signedIn.body.customer, signedInBy: 'password' });

  expect((await send(app(), 'DELETE', '/api/sessions', undefined, token)).status).toBe(204);
  const after = await send(app(), 'POST', '/api/sessions/check', undefined, token);
  expect(after.status).toBe(401);
  expect(after.body.error).toBe(SESSION_ENDED);
  expect((await send(app(), 'GET', '/api/account/orders', undefined, token)).status).toBe(401);
  // The session made at checkout is a session of its own, still live.
  expect((await send(app(), 'POST', '/api/sessions/check', undefined, placed.body.token)).status).toBe(200);
});

test('create-account at checkout opens nothing until the code, and answers alike whether the number has an account or not', async () => {
  const fresh = newMobile();
  const taken = newMobile();
  const owner = await signInByCode(taken);
  const put = await call(app(), {
    method: 'PUT',
    url: '/api/account/password',
    payload: { password: 'first-password' },
    headers: { 'x-auth-token': owner.body.token },
  });
  expect(put.status).toBe(204);
  const create = (mobile: string, extra: Record<string, unknown> = {}) =>
    checkout(mobile, { shouldCreateAccount: true, password: 'squatted-password', ...extra });

  const asked = [await create(fresh), await create(taken)];
  expect(asked.map((a) => a.status)).toEqual([403, 403]);
  expect(asked[1].body).toEqual(asked[0].body);
  expect(asked[0].body).toEqual({ error: CONFIRM_NUMBER, verification: 'required' });
  const wrong = [await create(fresh, { verificationCode: '000000' }), await create(taken, { verificationCode: '000000' })];
  expect(wrong.map((a) => a.status)).toEqual([401, 401]);
  expect(wrong[1].body).toEqual(wrong[0].body);
  // Nothing was placed, and no session was opened.
  expect(await storedRows(server, 'SELECT invoice_id FROM orders WHERE mobile IN (?, ?)', [fresh, taken])).toEqual([]);
  expect(await isLive(owner.body.token)).toBe(true);

  const placed: Awaited<ReturnType<typeof create>>[] = [];
  for (const mobile of [fresh, taken]) {
    await send(app(), 'POST', '/api/sessions/otp', { mobile }, undefined, newAddress());
    placed.push(await create(mobile, { verificationCode: await lastCode(mobile) }));
  }
  const shape = (answer: (typeof placed)[number]) => ({
    status: answer.status,
    keys: Object.keys(answer.body).sort(),
    account: answer.body.account,
    signedInBy: answer.body.signedInBy,
    customer: { ...answer.body.customer, id: typeof answer.body.customer.id, mobile: undefined },
  });
  expect(shape(placed[1])).toEqual(shape(placed[0]));
  expect(shape(placed[0])).toMatchObject({ status: 201, account: 'created', signedInBy: 'code', customer: { verified: true } });
  // The owner of the number set the new password: it opens the account, the old one no longer does, and the
  // sessions opened before end.
  expect(placed[1].body.customer.id).toBe(owner.body.customer.id);
  expect(await isLive(owner.body.token)).toBe(false);
  expect(await isLive(placed[1].body.token)).toBe(true);
  expect((await signInByPassword(taken, 'squatted-password')).status).toBe(200);
  expect((await signInByPassword(taken, 'first-password')).status).toBe(401);
  expect(await myOrders(placed[0].body.token)).toEqual([placed[0].body.id]);
});

test('an unknown number and a wrong password get the same answer', async () => {
  const mobile = newMobile();
  await openAccount(mobile, 'sepultura-roots');
  const wrong = await send(app(), 'POST', '/api/sessions', { mobile, password: 'sepultura-chaos' }, undefined, newAddress());
  const unknown = await send(app(), 'POST', '/api/sessions', { mobile: newMobile(), password: 'sepultura-chaos' }, undefined, newAddress());
  expect([wrong.status, unknown.status]).toEqual([401, 401]);
  expect(unknown.body).toEqual(wrong.body);
  expect(wrong.body).toEqual({ error: SIGN_IN.wrongPassword });
  // A number that is no number is a 400 in the checkout's words, whatever accounts exist.
  expect((await send(app(), 'POST', '/api/sessions', { mobile: '12345', password: 'x' })).status).toBe(400);
});

test('five wrong passwords from one address lock the pair (number, address): the owner signs in from another, and by code', async () => {
  const mobile = newMobile();
  await openAccount(mobile, 'right-password');
  const attacker = newAddress();
  const tries = [];
  for (let n = 0; n < 5; n++) tries.push(await signInByPassword(mobile, `wrong-${n}`, attacker));
  expect(tries.map((t) => t.status)).toEqual([401, 401, 401, 401, 429]);
  expect(tries[4].body).toEqual({ error: SIGN_IN.locked, wait: 'locked' });
  expect(Number(tries[4].headers['retry-after'])).toBe(LOCK_MS / 1000);
  expect((await signInByPassword(mobile, 'right-password', attacker)).status).toBe(429);
  expect((await send(app(), 'POST', '/api/sessions/otp/verify', { mobile, code: '123456' }, undefined, attacker)).body.wait).toBe('locked');

  // The owner, from anywhere else, by password or by a code; the code reaches the phone whoever asks for it.
  expect((await signInByPassword(mobile, 'right-password')).status).toBe(200);
  expect((await send(app(), 'POST', '/api/sessions/otp', { mobile }, undefined, attacker)).status).toBe(202);
  expect(
    (await send(app(), 'POST', '/api/sessions/otp/verify', { mobile, code: await lastCode(mobile) }, undefined, newAddress())).status,
  ).toBe(200);
  clock += LOCK_MS;
  expect((await signInByPassword(mobile, 'right-password', attacker)).status).toBe(200);
});

test('one address trying many numbers locks none of them for anyone else; its rate limit bounds it', async () => {
  const address = newAddress();
  const mobile = newMobile();
  await openAccount(mobile, 'right-password');
  const sprayed = [];
  for (let n = 0; n < 8; n++) sprayed.push((await signInByPassword(n === 7 ? mobile : newMobile(), 'guess', address)).status);
  expect(sprayed).toEqual(Array(8).fill(401));
  expect((await signInByPassword(mobile, 'right-password', address)).status).toBe(200);
  expect((await signInByPassword(mobile, 'right-password')).status).toBe(200);

  const limited = await startTestServer({ now: () => clock, rateLimits: DEFAULT_RATE_LIMITS });
  try {
    const statuses = [];
    for (let n = 0; n <= DEFAULT_RATE_LIMITS.signIns; n++)
      statuses.push((await signInByPassword(newMobile(), 'guess', address, limited.app)).status);
    expect(statuses).toEqual([...Array(DEFAULT_RATE_LIMITS.signIns).fill(401), 429]);
  } finally {
    await limited.close();
  }
});

test('wrong passwords from several addresses, 20 within an hour, slow the number down for everyone; a code still signs its owner in', async () => {
  const mobile = newMobile();
  await openAccount(mobile, 'right-password');
  // Four from each of five addresses: no pair is locked.
  const statuses = [];
  for (const address of Array.from({ length: 5 }, newAddress)) {
    for (let n = 0; n < 4; n++) {
      clock += 60_000;
      statuses.push(await signInByPassword(mobile, `wrong-${n}`, address));
    }
  }
  expect(statuses.slice(0, 19).map((a) => a.status)).toEqual(Array(19).fill(401));
  expect(statuses[19].status).toBe(429);
  const owner = await signInByPassword(mobile, 'right-password');
  expect(owner.status).toBe(429);
  expect(owner.body).toEqual({ error: SIGN_IN.numberSlowed, wait: 'numberSlowed' });
  expect(Number(owner.headers['retry-after'])).toBe(NUMBER_SLOW_MS / 1000);

  const byCode = await signInByCode(mobile);
  expect(byCode.status).toBe(200);
  clock += NUMBER_SLOW_MS;
  expect((await signInByPassword(mobile, 'right-password')).status).toBe(200);
});

test('a code by SMS: 202 for any number, single use, five minutes, three per number in 15 minutes', async () => {
  const mobile = newMobile();
  const address = newAddress();
  const sent = await send(app(), 'POST', '/api/sessions/otp', { mobile }, undefined, address);
  expect(sent.status).toBe(202);
  const code = await lastCode(mobile);
  expect(code).toMatch(/^\d{6}$/);

  const wrongCode = code === '000000' ? '111111' : '000000';
  const wrong = await send(app(), 'POST', '/api/sessions/otp/verify', { mobile, code: wrongCode }, undefined, address);
  expect(wrong.status).toBe(401);
  expect(wrong.body.error).toBe(SIGN_IN.wrongCode);

  // An unknown number gets an account, its number verified.
  const signedIn = await send(app(), 'POST', '/api/sessions/otp/verify', { mobile, code: ` ${code} ` }, undefined, address);
  expect(signedIn.status).toBe(200);
  expect(signedIn.body).toMatchObject({ signedInBy: 'code', customer: { mobile, verified: true, fullName: '' } });

  const replay = await send(app(), 'POST', '/api/sessions/otp/verify', { mobile, code }, undefined, address);
  expect(replay.status).toBe(401);

  await send(app(), 'POST', '/api/sessions/otp', { mobile }, undefined, address);
  const late = await lastCode(mobile);
  clock += CODE_LIFETIME_MS + 1;
  expect((await send(app(), 'POST', '/api/sessions/otp/verify', { mobile, code: late }, undefined, newAddress())).status).toBe(401);

  expect((await send(app(), 'POST', '/api/sessions/otp', { mobile }, undefined, address)).status).toBe(202);
  const fourth = await send(app(), 'POST', '/api/sessions/otp', { mobile }, undefined, newAddress());
  expect(fourth.status).toBe(429);
  expect(fourth.body).toEqual({ error: SIGN_IN.tooManyCodes, wait: 'tooManyCodes' });
  clock += LOCK_MS;
});

test('wrong codes from many addresses close those addresses; the owner signs in by a code somebody else asked for', async () => {
  const mobile = newMobile();
  // The attacker asks for every code the number may have, so the owner can ask for none.
  const attacker = newAddress();
  for (let n = 0; n < 3; n++) expect((await send(app(), 'POST', '/api/sessions/otp', { mobile }, undefined, attacker)).status).toBe(202);
  expect((await send(app(), 'POST', '/api/sessions/otp', { mobile }, undefined, newAddress())).status).toBe(429);
  const code = await lastCode(mobile);
  const wrongCode = code === '000000' ? '111111' : '000000';
  // Four wrong codes from each of five addresses: no pair is locked, but the number has had 20 from 5 addresses.
  const guessers = Array.from({ length: 5 }, newAddress);
  for (const address of guessers) {
    for (let n = 0; n < 4; n++) {
      clock += 1000;
      await send(app(), 'POST', '/api/sessions/otp/verify', { mobile, code: wrongCode }, undefined, address);
    }
  }
  // A guessing address is closed, even with the right code; the owner's phone, which sent no wrong code, is not.
  const guesser = await send(app(), 'POST', '/api/sessions/otp/verify', { mobile, code }, undefined, guessers[0]);
  expect(guesser.status).toBe(429);
  expect(guesser.body).toEqual({ error: SIGN_IN.locked, wait: 'locked' });
  const owner = await send(app(), 'POST', '/api/sessions/otp/verify', { mobile, code }, undefined, newAddress());
  expect(owner.status).toBe(200);
  clock += NUMBER_SLOW_MS + LOCK_MS;
});

test('guesses sent all at once from one address cannot get past its lock: the right password, sent last, is refused', async () => {
  const mobile = newMobile();
  await openAccount(mobile, 'right-password');
  const address = newAddress();
  const guesses = Array.from({ length: 20 }, (_, n) => `wrong-${n}`);
  const answers = await Promise.all(
    [...guesses, 'right-password'].map((password) => send(app(), 'POST', '/api/sessions', { mobile, password }, undefined, address)),
  );
  expect(answers.filter((answer) => answer.status === 200)).toEqual([]);
  expect(answers[answers.length - 1].body).toEqual({ error: SIGN_IN.locked, wait: 'locked' });
  clock += LOCK_MS;
  // 21 password hashes, two at a time (the hashing queue).
}, 15_000);

test('the SMS sandbox answers this machine only: its codes sign anyone in', async () => {
  const mobile = newMobile();
  await send(app(), 'POST', '/api/sessions/otp', { mobile });
  const away = await call(app(), {
    method: 'GET',
    url: '/sandbox/sms',
    remoteAddress: '203.0.113.9',
    headers: { accept: 'application/json' },
  });
  expect(away.status).toBe(404);
  expect(away.text).not.toMatch(/\d{6}/);
  const here = await call(app(), { method: 'GET', url: '/sandbox/sms' });
  expect(here.status).toBe(200);
  expect(here.headers['content-type']).toMatch(/^text\/html/);
  expect(here.text).toContain(mobile);
});

describe('the SMS sandbox is never reached through a proxy, whatever TRUST_PROXY says', () => {
  let proxied: TestServer;
  beforeAll(async () => {
    proxied = await startTestServer({ now: () => clock, trustProxy: ['127.0.0.1', '::1'] });
  });
  afterAll(() => proxied.close());

  const FORWARDING = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host', 'x-forwarded-proto', 'via', 'true-client-ip'];
  test.each(FORWARDING)('a loopback request with %s (naming loopback) is a 404', async (header) => {
    const mobile = newMobile();
    await send(proxied.app, 'POST', '/api/sessions/otp', { mobile });
    const through = await call(proxied.app, {
      method: 'GET',
      url: '/sandbox/sms',
      headers: { accept: 'application/json', [header]: header === 'forwarded' ? 'for=127.0.0.1' : '127.0.0.1' },
    });
    expect(through.status).toBe(404);
    expect(through.text).not.toContain(mobile);
    expect((await call(proxied.app, { method: 'GET', url: '/sandbox/sms', headers: { accept: 'application/json' } })).text).toContain(
      mobile,
    );
  });

  test('every combination of forwarding headers, naming loopback or not, from a loopback socket: 404', async () => {
    const values = ['127.0.0.1', '::1', 'for=127.0.0.1', '', 'unknown'];
    for (let mask = 1; mask < 2 ** FORWARDING.length; mask++) {
      const names = FORWARDING.filter((_, n) => mask & (2 ** n));
      const headers = Object.fromEntries(names.map((name, n) => [name, values[(mask + n) % values.length]]));
      const answer = await call(proxied.app, { method: 'GET', url: '/sandbox/sms', headers });
      expect({ headers, status: answer.status }).toEqual({ headers, status: 404 });
    }
  });
});

test('two requests racing with one code: one signs in', async () => {
  const mobile = newMobile();
  await send(app(), 'POST', '/api/sessions/otp', { mobile }, undefined, newAddress());
  const code = await lastCode(mobile);
  const answers = await Promise.all(
    [1, 2, 3].map(() => send(app(), 'POST', '/api/sessions/otp/verify', { mobile, code }, undefined, newAddress())),
  );
  expect(answers.map((a) => a.status).sort()).toEqual([200, 401, 401]);
});

test("My orders: the account's orders and, its number verified, the number's guest orders", async () => {
  const mobile = newMobile();
  const guest = await checkout(mobile);
  const created = await openAccount(mobile, 'right-password');
  expect(await myOrders(created.body.token)).toEqual([created.body.id, guest.body.id]);

  const byCode = await signInByCode(mobile);
  expect(byCode.status).toBe(200);
  const token = byCode.body.token;
  const signedIn = await checkout(mobile, { customerId: byCode.body.customer.id }, token);
  expect(signedIn.status).toBe(201);
  expect(await myOrders(token)).toEqual([signedIn.body.id, created.body.id, guest.body.id]);

  const first = await send(app(), 'GET', '/api/account/orders?size=1', undefined, token);
  expect(first.body).toMatchObject({ total: 3, nextPageToken: '2' });
  expect(first.body.list[0].lines[0]).toEqual(expect.objectContaining({ itemId: expect.any(String), skuCode: expect.any(String) }));
  expect(first.body.list[0].address).not.toContain('House 12');
  expect((await send(app(), 'GET', '/api/account/orders?size=500', undefined, token)).status).toBe(400);
});

test('what was written to an account before its number was verified goes when its owner signs in by code, with its sessions', async () => {
  const mobile = newMobile();
  // An account as a checkout made them before accounts needed the code: anyone could type this number.
  const { customer: squatted } = await server.app.store.accounts.createCustomer({
    id: `squatted-${mobile}`,
    mobile,
    fullName: 'Not The Owner',
    email: 'squatter@example.com',
    shortAddress: "The squatter's address",
    passwordHash: await hashSecret('not-your-number', PASSWORD_COST),
    replacedPasswordHash: null,
    verifiedAt: null,
    createdAt: clock,
  });
  const squatter = await signInByPassword(mobile, 'not-your-number');
  expect(squatter.status).toBe(200);

  const owner = await signInByCode(mobile);
  expect(owner.status).toBe(200);
  expect(owner.body.customer).toEqual({
    id: squatted.id,
    mobile,
    fullName: '',
    email: '',
    shortAddress: '',
    verified: true,
    password: 'cleared',
  });
  expect(await isLive(squatter.body.token)).toBe(false);
  // Whoever typed the old password hears why it stopped working, and that a code is the way in: nothing they could use.
  const cleared = await signInByPassword(mobile, 'not-your-number');
  expect(cleared.status).toBe(401);
  expect(cleared.body).toEqual({ error: SIGN_IN.passwordReplaced, reason: 'passwordReplaced' });
  const check = await send(app(), 'POST', '/api/sessions/check', undefined, owner.body.token);
  expect(check.body.customer).toMatchObject({ fullName: '', email: '', shortAddress: '' });
});

test('a password is set by a shopper signed in by a code, and only then; it ends every other session of the account', async () => {
  const mobile = newMobile();
  const atCheckout = await openAccount(mobile, 'first-password');
  const byPassword = await signInByPassword(mobile, 'first-password');
  const put = (token: string | undefined, password: string) =>
    call(app(), { method: 'PUT', url: '/api/account/password', payload: { password }, headers: token ? { 'x-auth-token': token } : {} });
  const refused = await put(byPassword.body.token, 'second-password');
  expect(refused.status).toBe(403);
  expect(refused.body.error).toBe(PASSWORD_NEEDS_CODE);
  expect((await put(undefined, 'second-password')).status).toBe(401);

  const byCode = await signInByCode(mobile);
  expect((await put(byCode.body.token, 'short')).status).toBe(400);
  expect((await put(byCode.body.token, 'second-password')).status).toBe(204);
  expect(await isLive(byCode.body.token)).toBe(true);
  expect(await isLive(byPassword.body.token)).toBe(false);
  expect(await isLive(atCheckout.body.token)).toBe(false);
  const stored = await storedRows<{ password_hash: string }>(server, 'SELECT password_hash FROM customers WHERE mobile = ?', [mobile]);
  expect(stored[0].password_hash).toMatch(/^scrypt\$/);
  expect((await send(app(), 'POST', '/api/sessions', { mobile, password: 'second-password' }, undefined, newAddress())).status).toBe(200);
  expect((await send(app(), 'POST', '/api/sessions', { mobile, password: 'first-password' }, undefined, newAddress())).status).toBe(401);
});

test('the password a code-proven shopper replaced answers why, to whoever types it; any other wrong password answers as ever', async () => {
  const mobile = newMobile();
  const opened = await openAccount(mobile, 'first-password');
  expect(opened.body.customer.password).toBe('set');
  const byCode = await signInByCode(mobile);
  expect(byCode.body.customer.password).toBe('set');
  const put = await call(app(), {
    method: 'PUT',
    url: '/api/account/password',
    payload: { password: 'second-password' },
    headers: { 'x-auth-token': byCode.body.token },
  });
  expect(put.status).toBe(204);

  const old = await signInByPassword(mobile, 'first-password');
  expect(old.status).toBe(401);
  expect(old.body).toEqual({ error: SIGN_IN.passwordReplaced, reason: 'passwordReplaced' });
  // Neither a guess at this number nor the old password at another number learns anything.
  const guess = await signInByPassword(mobile, 'third-password');
  const elsewhere = await signInByPassword(newMobile(), 'first-password');
  expect([guess.body, elsewhere.body]).toEqual([{ error: SIGN_IN.wrongPassword }, { error: SIGN_IN.wrongPassword }]);
  expect((await signInByPassword(mobile, 'second-password')).status).toBe(200);
  // The new password keeps the account's salt: one derivation checks a typed password against both.
  const [stored] = await storedRows<{ password_hash: string; replaced_password_hash: string }>(
    server,
    'SELECT password_hash, replaced_password_hash FROM customers WHERE mobile = ?',
    [mobile],
  );
  const salt = (hash: string) => hash.split('$')[4];
  expect(stored.password_hash).not.toBe(stored.replaced_password_hash);
  expect(salt(stored.password_hash)).toBe(salt(stored.replaced_password_hash));

  // A checkout's new account by the number's owner replaces the password the same way; the one before it is no longer told.
  await send(app(), 'POST', '/api/sessions/otp', { mobile }, undefined, newAddress());
  const reopened = await checkout(mobile, {
    shouldCreateAccount: true,
    password: 'third-password',
    verificationCode: await lastCode(mobile),
  });
  expect(reopened.status).toBe(201);
  expect((await signInByPassword(mobile, 'second-password')).body).toEqual(old.body);
  expect((await signInByPassword(mobile, 'first-password')).body).toEqual({ error: SIGN_IN.wrongPassword });
});

test('the replaced password is a wrong try all the same: five from one address lock the pair', async () => {
  const mobile = newMobile();
  await openAccount(mobile, 'first-password');
  const byCode = await signInByCode(mobile);
  await call(app(), {
    method: 'PUT',
    url: '/api/account/password',
    payload: { password: 'second-password' },
    headers: { 'x-auth-token': byCode.body.token },
  });
  const address = newAddress();
  const tries = [];
  for (let n = 0; n < 5; n++) tries.push(await signInByPassword(mobile, 'first-password', address));
  expect(tries.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 429]);
  expect(tries[4].body).toEqual({ error: SIGN_IN.locked, wait: 'locked' });
  clock += LOCK_MS;
});

test('an account signed into by a code alone has no password, and says so', async () => {
  const mobile = newMobile();
  const byCode = await signInByCode(mobile);
  expect(byCode.body.customer.password).toBe('none');
  const check = await send(app(), 'POST', '/api/sessions/check', undefined, byCode.body.token);
  expect(check.body.customer.password).toBe('none');
});

test("one shopper's token on another's order is refused; a customerId without a session is refused; nothing is placed", async () => {
  const alice = await signInByCode(newMobile());
  const bob = await signInByCode(newMobile());
  const mobile = newMobile();
  const crossed = await checkout(mobile, { customerId: bob.body.customer.id }, alice.body.token);
  expect(crossed.status).toBe(403);
  expect(crossed.body.error).toBe(OTHER_CUSTOMER);
  const noSession = await checkout(mobile, { customerId: bob.body.customer.id });
  expect(noSession.status).toBe(401);
  expect(await storedRows(server, 'SELECT invoice_id FROM orders WHERE mobile = ?', [mobile])).toEqual([]);
  expect(await myOrders(bob.body.token)).toEqual([]);
});

test('a session ends after 30 days unused, and lives on while used', async () => {
  const { body } = await signInByCode(newMobile());
  clock += SESSION_IDLE_MS - 1000;
  expect((await send(app(), 'POST', '/api/sessions/check', undefined, body.token)).status).toBe(200);
  clock += SESSION_IDLE_MS - 1000;
  expect((await send(app(), 'POST', '/api/sessions/check', undefined, body.token)).status).toBe(200);
  clock += SESSION_IDLE_MS + 1;
  expect((await send(app(), 'POST', '/api/sessions/check', undefined, body.token)).status).toBe(401);
});

test('signing in again and again keeps the newest sessions only: the oldest ends, the table does not grow', async () => {
  const mobile = newMobile();
  await openAccount(mobile, 'right-password');
  const tokens: string[] = [];
  for (let n = 0; n <= SESSIONS_PER_CUSTOMER; n++) {
    clock += 1000;
    tokens.push((await send(app(), 'POST', '/api/sessions', { mobile, password: 'right-password' }, undefined, newAddress())).body.token);
  }
  const check = (token: string) => send(app(), 'POST', '/api/sessions/check', undefined, token);
  expect((await check(tokens[0])).status).toBe(401);
  expect((await check(tokens[tokens.length - 1])).status).toBe(200);
  const [customer] = await storedRows<{ id: string }>(server, 'SELECT id FROM customers WHERE mobile = ?', [mobile]);
  const sessions = await storedRows(server, 'SELECT token_digest FROM sessions WHERE customer_id = ?', [customer.id]);
  expect(sessions).toHaveLength(SESSIONS_PER_CUSTOMER);
});

test('script in a name is kept as text and answered as JSON text', async () => {
  const mobile = newMobile();
  const { body: session } = await signInByCode(mobile);
  const payload = order([await stockedLine(app())], { customerId: session.customer.id });
  payload.info = { ...payload.info, mobile, fullName: '<script>alert(1)</script> Rahim' };
  const placed = await send(app(), 'POST', '/api/checkouts', payload, session.token);
  expect(placed.status).toBe(201);
  const check = await send(app(), 'POST', '/api/sessions/check', undefined, session.token);
  expect(check.headers['content-type']).toMatch(/^application\/json/);
  expect(check.body.customer.fullName).toBe('<script>alert(1)</script> Rahim');
});

test('the database keeps no password, code or token, only their hashes', async () => {
  const mobile = newMobile();
  const password = 'plain-text-never-stored-7731';
  const placed = await openAccount(mobile, password);
  await send(app(), 'POST', '/api/sessions/otp', { mobile: newMobile() });
  const code = (
    await call(app(), { method: 'GET', url: '/sandbox/sms', headers: { accept: 'application/json' } })
  ).body.messages[0].text.match(/\d{6}/)[0];

  const customers = await storedRows<{ password_hash: string }>(server, 'SELECT password_hash FROM customers WHERE mobile = ?', [mobile]);
  expect(customers[0].password_hash).toMatch(/^scrypt\$16384\$8\$5\$/);
  const codes = await storedRows<{ code_hash: string }>(server, 'SELECT code_hash FROM sign_in_codes');
  expect(codes.every((row) => row.code_hash.startsWith('scrypt$'))).toBe(true);

  let everything: string;
  if (onPostgres) {
    const tables = await storedRows<{ tablename: string }>(server, "SELECT tablename FROM pg_tables WHERE schemaname = 'public'");
    const dumps = await Promise.all(tables.map(({ tablename }) => storedRows(server, `SELECT * FROM ${tablename}`)));
    everything = JSON.stringify(dumps);
  } else {
    await server.app.store.close();
    everything = [server.dbFile, `${server.dbFile}-wal`]
      .filter(existsSync)
      .map((file) => readFileSync(file).toString('latin1'))
      .join('');
    await server.restart();
  }
  expect(everything).toContain(mobile);
  expect(everything).not.toContain(password);
  expect(everything).not.toContain(placed.body.token);
  expect(everything).not.toMatch(new RegExp(`[^0-9]${code}[^0-9]`));
});

describe('cash on delivery by a verified number (COD_VERIFY=on)', () => {
  let verifying: TestServer;
  beforeAll(async () => {
    verifying = await startTestServer({ now: () => clock, codVerify: true });
  });
  afterAll(() => verifying.close());

  test('a cash order asks for the code sent to its mobile, unless the shopper signed in by a code for that number', async () => {
    const mobile = newMobile();
    const ask = await checkout(mobile, {}, undefined, verifying.app);
    expect(ask.status).toBe(403);
    expect(ask.body).toEqual({ error: CONFIRM_NUMBER, verification: 'required' });

    expect((await send(verifying.app, 'POST', '/api/sessions/otp', { mobile })).status).toBe(202);
    const code = await lastCode(mobile, verifying.app);
    expect((await checkout(mobile, { verificationCode: code === '999999' ? '000000' : '999999' }, undefined, verifying.app)).status).toBe(
      401,
    );
    // An order refused for its prices leaves the code usable for the order sent again.
    const stale = order([{ ...(await stockedLine(app())), price: 1, discountedPrice: 1 }], { verificationCode: code });
    stale.info = { ...stale.info, mobile };
    expect((await send(verifying.app, 'POST', '/api/checkouts', stale)).status).toBe(409);
    const placed = await checkout(mobile, { verificationCode: code }, undefined, verifying.app);
    expect(placed.status).toBe(201);
    // The code is spent.
    expect((await checkout(mobile, { verificationCode: code, note: 'again' }, undefined, verifying.app)).status).toBe(401);

    await send(verifying.app, 'POST', '/api/sessions/otp', { mobile });
    const session = await send(verifying.app, 'POST', '/api/sessions/otp/verify', { mobile, code: await lastCode(mobile, verifying.app) });
    expect(
      (await checkout(mobile, { customerId: session.body.customer.id, note: 'signed in' }, session.body.token, verifying.app)).status,
    ).toBe(201);
    expect((await checkout(newMobile(), { customerId: session.body.customer.id }, session.body.token, verifying.app)).status).toBe(403);
  });

  test("a cash order's code works for its owner while others' wrong passwords slow the number down", async () => {
    const mobile = newMobile();
    await openAccount(mobile, 'right-password', verifying.app);
    for (const address of Array.from({ length: 5 }, newAddress))
      for (let n = 0; n < 4; n++) await signInByPassword(mobile, `wrong-${n}`, address, verifying.app);
    expect((await signInByPassword(mobile, 'right-password', newAddress(), verifying.app)).body.wait).toBe('numberSlowed');
    expect((await send(verifying.app, 'POST', '/api/sessions/otp', { mobile }, undefined, newAddress())).status).toBe(202);
    const placed = await checkout(mobile, { verificationCode: await lastCode(mobile, verifying.app) }, undefined, verifying.app);
    expect(placed.status).toBe(201);
    clock += NUMBER_SLOW_MS;
  });
});

describe("the shop's SMS budget (SMS_PER_HOUR, SMS_PER_DAY), counted in the database", () => {
  const budget = { perHour: 4, perDay: 6 };
  let budgeted: TestServer;
  /** A second instance on the same database (PostgreSQL; SQLite runs one). */
  let other: FastifyInstance;
  const warnings: string[] = [];
  beforeAll(async () => {
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) if (line.includes('SMS budget')) warnings.push(JSON.parse(line).msg);
    });
    const options = { now: () => clock, smsBudget: budget, logger: true, logStream };
    budgeted = await startTestServer(options);
    other = onPostgres
      ? await buildApp({
          ...options,
          dbFile: budgeted.dbFile,
          databaseUrl: budgeted.databaseUrl!,
          seedItems: TEST_ITEMS,
          distDir: `${budgeted.dir}/dist`,
          rateLimits: false,
        })
      : budgeted.app;
  });
  afterAll(async () => {
    if (other !== budgeted.app) await other.close();
    await budgeted.close();
  });

  const askCode = (target: FastifyInstance) => send(target, 'POST', '/api/sessions/otp', { mobile: newMobile() }, undefined, newAddress());

  test('codes for many numbers from many addresses stop at the hourly budget, racing on two instances; 503 with Retry-After, logged once', async () => {
    clock += 24 * 60 * 60 * 1000;
    const start = clock;
    const answers = await Promise.all(Array.from({ length: 12 }, (_, n) => askCode(n % 2 ? other : budgeted.app)));
    expect(answers.filter((a) => a.status === 202)).toHaveLength(budget.perHour);
    const refused = answers.filter((a) => a.status !== 202);
    expect(refused.map((a) => a.status)).toEqual(Array(12 - budget.perHour).fill(503));
    expect(refused[0].body).toEqual({ error: SIGN_IN.codesPaused, wait: 'smsBudget' });
    expect(Number(refused[0].headers['retry-after'])).toBe(60 * 60);
    const instances = onPostgres ? 2 : 1;
    expect(warnings.length).toBeLessThanOrEqual(instances);
    expect(warnings[0]).toMatch(/SMS budget spent: 4 codes an hour \(SMS_PER_HOUR\)/);

    clock = start + 30 * 60 * 1000;
    expect((await askCode(budgeted.app)).headers['retry-after']).toBe(String(30 * 60));
    clock = start + 60 * 60 * 1000 + 1;
    // A new hour: the day's budget has two codes left.
    const later = [await askCode(budgeted.app), await askCode(other), await askCode(budgeted.app)];
    expect(later.map((a) => a.status)).toEqual([202, 202, 503]);
    expect(Number(later[2].headers['retry-after'])).toBe(23 * 60 * 60);
    expect(warnings.filter((w) => /a day \(SMS_PER_DAY\)/.test(w))).toHaveLength(1);
    const warned = warnings.length;
    await askCode(budgeted.app);
    expect(warnings).toHaveLength(warned);
  });
});

describe('a configured SMS provider (a real HTTP server on this machine)', () => {
  let provider: Server;
  let texting: TestServer;
  const received: URLSearchParams[] = [];
  let failing = true;
  beforeAll(async () => {
    provider = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        if (!failing) received.push(new URLSearchParams(body));
        response.writeHead(failing ? 503 : 200).end();
      });
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const { port } = provider.address() as AddressInfo;
    texting = await startTestServer({
      now: () => clock,
      sms: { url: `http://127.0.0.1:${port}/send`, apiKey: 'key-123', senderId: 'MetalMerch' },
    });
  });
  afterAll(async () => {
    await texting.close();
    await new Promise((resolve) => provider.close(resolve));
  });

  test('codes the provider refused do not count against the number; one it took signs in; there is no sandbox', async () => {
    const mobile = newMobile();
    for (let n = 0; n < 4; n++) {
      const refused = await send(texting.app, 'POST', '/api/sessions/otp', { mobile }, undefined, newAddress());
      expect(refused.status).toBe(503);
      expect(refused.body.error).toBe(SIGN_IN.codeNotSent);
    }
    failing = false;
    expect((await send(texting.app, 'POST', '/api/sessions/otp', { mobile }, undefined, newAddress())).status).toBe(202);
    expect(received).toHaveLength(1);
    expect(Object.fromEntries(received[0])).toMatchObject({ api_key: 'key-123', senderid: 'MetalMerch', number: `88${mobile}` });
    const code = /\d{6}/.exec(received[0].get('message') ?? '')![0];
    expect((await send(texting.app, 'POST', '/api/sessions/otp/verify', { mobile, code }, undefined, newAddress())).status).toBe(200);
    // No sandbox: the address is an ordinary page address, and nothing of the message is there.
    const sandbox = await call(texting.app, { method: 'GET', url: '/sandbox/sms', headers: { accept: 'application/json' } });
    expect(sandbox.body?.messages).toBeUndefined();
    expect(sandbox.text).not.toContain(code);
  });
});

test('the staff attempt limit counts failed attempts only: right tokens are never counted, and wait once failures reach it', async () => {
  const limited = await startTestServer({
    now: () => clock,
    adminToken: ADMIN_TOKEN,
    rateLimits: { ...DEFAULT_RATE_LIMITS, adminCalls: 3 },
  });
  try {
    const attempt = (authorization: string, remoteAddress = '10.7.7.7') =>
      call(limited.app, { method: 'DELETE', url: '/api/lookups/inactive?type=bands', remoteAddress, headers: { authorization } });
    const right = `Bearer ${ADMIN_TOKEN}`;
    const statuses = [];
    for (let n = 0; n < 6; n++) statuses.push((await attempt(right)).status);
    expect(statuses).toEqual(Array(6).fill(200));
    const guesses = [];
    for (const authorization of ['Bearer wrong', right, 'Bearer wrong', 'Bearer wrong', 'Bearer wrong', right])
      guesses.push((await attempt(authorization)).status);
    expect(guesses).toEqual([403, 200, 403, 403, 429, 429]);
    // Another address's staff are not held up.
    expect((await attempt(right, '10.7.7.8')).status).toBe(200);
  } finally {
    await limited.close();
  }
});

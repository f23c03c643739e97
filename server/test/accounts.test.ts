// Accounts keyed by mobile number: created at checkout, signed into by password or by a code sent by SMS (the
// sandbox), locked after wrong tries, signed out for good; My orders; and what the database keeps of the secrets.
import { readFileSync, existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { CODE_LIFETIME_MS, LOCK_MS, SESSION_IDLE_MS } from '../../src/domain/account';
import { ONLINE_LOCATION_ID } from '../src/db/seed';
import { SESSIONS_PER_CUSTOMER } from '../src/db/accounts';
import { OTHER_CUSTOMER, PASSWORD_NEEDS_CODE, SESSION_ENDED } from '../src/accounts/messages';
import { call, onlineOk, onPostgres, order, orderLine, search, startTestServer, storedRows, type TestServer } from './helpers';

/** The API's words for a refused sign-in: the storefront's English, unchanged by the shop's translation. */
const SIGN_IN = {
  wrongPassword: 'Wrong mobile number or password.',
  wrongCode: 'That code is wrong or has expired. Check the latest SMS, or ask for a new code.',
  locked: 'Too many wrong tries. For your safety, signing in to this number is paused for 15 minutes.',
  tooManyCodes: 'We have sent as many codes to this number as we may for now. Use the latest one, or try again in 15 minutes.',
  codeNotSent: 'We could not send the code just now. Try again in a minute.',
};
const CONFIRM_NUMBER = 'Confirm your mobile number: type the 6-digit code we sent to it.';

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

async function stockedLine() {
  const list = (await search(app(), { nonZeroStockOnly: true, ranges: [{ field: 'discount', min: 0, max: 0 }] })).body.list;
  const item = list.find((i) => i.skus.some((s) => onlineOk(i, s.code, ONLINE_LOCATION_ID) >= 1))!;
  return orderLine(
    item,
    item.skus.find((s) => onlineOk(item, s.code, ONLINE_LOCATION_ID) >= 1)!,
  );
}

/** A cash order for one unit, with the given mobile and extra fields, as `token`'s shopper when given. */
async function checkout(mobile: string, extra: Record<string, unknown> = {}, token?: string, target = app()) {
  const payload = order([await stockedLine()], extra);
  payload.info = { ...payload.info, mobile };
  return send(target, 'POST', '/api/checkouts', payload, token);
}

/** The code the sandbox last "sent" to a number. */
async function lastCode(mobile: string, target = app()): Promise<string> {
  const inbox = await call(target, { method: 'GET', url: '/sandbox/sms', headers: { accept: 'application/json' } });
  const message = (inbox.body.messages as { mobile: string; text: string }[]).find((m) => m.mobile === mobile);
  return /\b(\d{6})\b/.exec(message?.text ?? '')?.[1] ?? 'no code';
}

async function signInByCode(mobile: string, address = newAddress()) {
  expect((await send(app(), 'POST', '/api/sessions/otp', { mobile }, undefined, address)).status).toBe(202);
  return send(app(), 'POST', '/api/sessions/otp/verify', { mobile, code: await lastCode(mobile) }, undefined, address);
}

const myOrders = async (token: string) => {
  const answer = await send(app(), 'GET', '/api/account/orders', undefined, token);
  expect(answer.status).toBe(200);
  return (answer.body.list as { invoiceId: string }[]).map((o) => o.invoiceId);
};

test('an account made at checkout: signed in at once, signed in again by password, the order in My orders, signed out for good', async () => {
  const mobile = newMobile();
  const placed = await checkout(mobile, { shouldCreateAccount: true, password: 'iron-maiden-1980' });
  expect(placed.status).toBe(201);
  expect(placed.body).toMatchObject({
    account: 'created',
    signedInBy: 'password',
    customer: { mobile, fullName: 'Tanvir Hasan', verified: false },
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

test('a number that has an account: the order is still placed, and the shopper is told to sign in', async () => {
  const mobile = newMobile();
  await checkout(mobile, { shouldCreateAccount: true, password: 'first-password' });
  const again = await checkout(mobile, { shouldCreateAccount: true, password: 'another-password' });
  expect(again.status).toBe(201);
  expect(again.body).toEqual({ id: expect.stringMatching(/^INV-/), account: 'exists' });
  // The first password still opens it; the second never became one.
  expect((await send(app(), 'POST', '/api/sessions', { mobile, password: 'first-password' })).status).toBe(200);
  expect((await send(app(), 'POST', '/api/sessions', { mobile, password: 'another-password' }, undefined, newAddress())).status).toBe(401);
});

test('an unknown number and a wrong password get the same answer', async () => {
  const mobile = newMobile();
  await checkout(mobile, { shouldCreateAccount: true, password: 'sepultura-roots' });
  const wrong = await send(app(), 'POST', '/api/sessions', { mobile, password: 'sepultura-chaos' }, undefined, newAddress());
  const unknown = await send(app(), 'POST', '/api/sessions', { mobile: newMobile(), password: 'sepultura-chaos' }, undefined, newAddress());
  expect([wrong.status, unknown.status]).toEqual([401, 401]);
  expect(unknown.body).toEqual(wrong.body);
  expect(wrong.body).toEqual({ error: SIGN_IN.wrongPassword });
  // A number that is no number is a 400 in the checkout's words, whatever accounts exist.
  expect((await send(app(), 'POST', '/api/sessions', { mobile: '12345', password: 'x' })).status).toBe(400);
});

test('five wrong passwords lock the number for 15 minutes, from any address, right password or not', async () => {
  const mobile = newMobile();
  await checkout(mobile, { shouldCreateAccount: true, password: 'right-password' });
  const tries = [];
  for (let n = 0; n < 5; n++)
    tries.push(await send(app(), 'POST', '/api/sessions', { mobile, password: `wrong-${n}` }, undefined, newAddress()));
  expect(tries.map((t) => t.status)).toEqual([401, 401, 401, 401, 429]);
  expect(tries[4].body).toEqual({ error: SIGN_IN.locked, wait: 'locked' });
  expect(Number(tries[4].headers['retry-after'])).toBe(LOCK_MS / 1000);

  const right = await send(app(), 'POST', '/api/sessions', { mobile, password: 'right-password' }, undefined, newAddress());
  expect(right.status).toBe(429);
  expect((await send(app(), 'POST', '/api/sessions/otp', { mobile }, undefined, newAddress())).status).toBe(429);
  clock += LOCK_MS;
  expect((await send(app(), 'POST', '/api/sessions', { mobile, password: 'right-password' }, undefined, newAddress())).status).toBe(200);
});

test('five wrong tries from one address lock that address, whichever numbers it tries', async () => {
  const address = newAddress();
  const mobile = newMobile();
  await checkout(mobile, { shouldCreateAccount: true, password: 'right-password' });
  for (let n = 0; n < 4; n++) {
    expect((await send(app(), 'POST', '/api/sessions', { mobile: newMobile(), password: 'guess' }, undefined, address)).status).toBe(401);
  }
  expect((await send(app(), 'POST', '/api/sessions/otp/verify', { mobile: newMobile(), code: '123456' }, undefined, address)).status).toBe(
    429,
  );
  expect((await send(app(), 'POST', '/api/sessions', { mobile, password: 'right-password' }, undefined, address)).status).toBe(429);
  // Another address signs in to that number.
  expect((await send(app(), 'POST', '/api/sessions', { mobile, password: 'right-password' }, undefined, newAddress())).status).toBe(200);
  clock += LOCK_MS;
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

test('guesses sent all at once cannot get past the lock: the right password, sent last, is refused', async () => {
  const mobile = newMobile();
  await checkout(mobile, { shouldCreateAccount: true, password: 'right-password' });
  const guesses = Array.from({ length: 20 }, (_, n) => `wrong-${n}`);
  const answers = await Promise.all(
    [...guesses, 'right-password'].map((password) => send(app(), 'POST', '/api/sessions', { mobile, password }, undefined, newAddress())),
  );
  expect(answers.filter((answer) => answer.status === 200)).toEqual([]);
  expect(answers[answers.length - 1].status).toBe(429);
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

test('two requests racing with one code: one signs in', async () => {
  const mobile = newMobile();
  await send(app(), 'POST', '/api/sessions/otp', { mobile }, undefined, newAddress());
  const code = await lastCode(mobile);
  const answers = await Promise.all(
    [1, 2, 3].map(() => send(app(), 'POST', '/api/sessions/otp/verify', { mobile, code }, undefined, newAddress())),
  );
  expect(answers.map((a) => a.status).sort()).toEqual([200, 401, 401]);
});

test("My orders: a password session sees the account's orders; a sign-in by code adds the number's guest orders", async () => {
  const mobile = newMobile();
  const guest = await checkout(mobile);
  const created = await checkout(mobile, { shouldCreateAccount: true, password: 'right-password' });
  expect(await myOrders(created.body.token)).toEqual([created.body.id]);

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

test('a password set for a number before it was verified goes when its owner signs in by code, with its sessions', async () => {
  const mobile = newMobile();
  const squatter = await checkout(mobile, { shouldCreateAccount: true, password: 'not-your-number' });
  const owner = await signInByCode(mobile);
  expect(owner.status).toBe(200);
  expect(owner.body.customer.id).toBe(squatter.body.customer.id);
  expect((await send(app(), 'POST', '/api/sessions/check', undefined, squatter.body.token)).status).toBe(401);
  expect((await send(app(), 'POST', '/api/sessions', { mobile, password: 'not-your-number' }, undefined, newAddress())).status).toBe(401);
});

test('a password is set by a shopper signed in by a code, and only then', async () => {
  const mobile = newMobile();
  const byPassword = await checkout(mobile, { shouldCreateAccount: true, password: 'first-password' });
  const put = (token: string | undefined, password: string) =>
    call(app(), { method: 'PUT', url: '/api/account/password', payload: { password }, headers: token ? { 'x-auth-token': token } : {} });
  const refused = await put(byPassword.body.token, 'second-password');
  expect(refused.status).toBe(403);
  expect(refused.body.error).toBe(PASSWORD_NEEDS_CODE);
  expect((await put(undefined, 'second-password')).status).toBe(401);

  const byCode = await signInByCode(mobile);
  expect((await put(byCode.body.token, 'short')).status).toBe(400);
  expect((await put(byCode.body.token, 'second-password')).status).toBe(204);
  const stored = await storedRows<{ password_hash: string }>(server, 'SELECT password_hash FROM customers WHERE mobile = ?', [mobile]);
  expect(stored[0].password_hash).toMatch(/^scrypt\$/);
  expect((await send(app(), 'POST', '/api/sessions', { mobile, password: 'second-password' }, undefined, newAddress())).status).toBe(200);
  expect((await send(app(), 'POST', '/api/sessions', { mobile, password: 'first-password' }, undefined, newAddress())).status).toBe(401);
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
  await checkout(mobile, { shouldCreateAccount: true, password: 'right-password' });
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
  const payload = order([await stockedLine()], { shouldCreateAccount: true, password: 'right-password' });
  payload.info = { ...payload.info, mobile, fullName: '<script>alert(1)</script> Rahim' };
  const placed = await send(app(), 'POST', '/api/checkouts', payload);
  expect(placed.status).toBe(201);
  const check = await send(app(), 'POST', '/api/sessions/check', undefined, placed.body.token);
  expect(check.headers['content-type']).toMatch(/^application\/json/);
  expect(check.body.customer.fullName).toBe('<script>alert(1)</script> Rahim');
});

test('the database keeps no password, code or token, only their hashes', async () => {
  const mobile = newMobile();
  const password = 'plain-text-never-stored-7731';
  const placed = await checkout(mobile, { shouldCreateAccount: true, password });
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
    const stale = order([{ ...(await stockedLine()), price: 1, discountedPrice: 1 }], { verificationCode: code });
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

// Password and code hashing runs a few at a time with a bounded line: a burst of sign-ins past it is answered at once,
// 503 with Retry-After in the shop's words, rather than slowly; never a 500. (Its own file: the queue is one per
// process, and the last server built sets its size.)
import { CODE_COST, hashSecret, matchingSecret } from '../src/accounts/secrets';
import { call, startTestServer, type TestServer } from './helpers';

const BUSY = { error: 'The shop is busy right now. Please try again in a few seconds.', busy: true };
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ hashing: { running: 1, waiting: 3 } });
});
afterAll(() => server.close());

const signIn = (n: number) =>
  call(server.app, {
    method: 'POST',
    url: '/api/sessions',
    payload: { mobile: `0181${String(n).padStart(7, '0')}`, password: 'a wrong password' },
    remoteAddress: `10.9.0.${n + 1}`,
  });

test('48 sign-ins at once: four are hashed, the rest answered 503 with Retry-After at once, none 500', async () => {
  const started = Date.now();
  const answers = await Promise.all(Array.from({ length: 48 }, (_, n) => signIn(n)));
  const statuses = answers.map((answer) => answer.status);
  expect(statuses.filter((status) => status === 401)).toHaveLength(4);
  const busy = answers.filter((answer) => answer.status === 503);
  expect(busy).toHaveLength(44);
  for (const answer of busy) {
    expect(answer.body).toEqual(BUSY);
    expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  }
  // Four hashes of about 0.2 s one after another, not 48.
  expect(Date.now() - started).toBeLessThan(48 * 200);
  // The line empties: the next sign-in is hashed again.
  expect((await signIn(100)).status).toBe(401);
});

test('a code asked for while the line is full is refused with a 503 and uses up none of the number’s codes', async () => {
  const mobile = '01812345678';
  const burst = Array.from({ length: 8 }, (_, n) => signIn(200 + n));
  // The first 503 says the line is full; the hash running then takes a good while.
  await Promise.race(burst.map((answer) => answer.then((a) => (a.status === 503 ? a : new Promise(() => {})))));
  const answer = await call(server.app, { method: 'POST', url: '/api/sessions/otp', payload: { mobile }, remoteAddress: '10.9.1.1' });
  expect(answer.status).toBe(503);
  expect(answer.body).toEqual(BUSY);
  await Promise.all(burst);
  for (let n = 0; n < 3; n++) {
    expect(
      (await call(server.app, { method: 'POST', url: '/api/sessions/otp', payload: { mobile }, remoteAddress: '10.9.1.1' })).status,
    ).toBe(202);
  }
});

test('a typed code is checked before codes waiting to be made', async () => {
  const done: string[] = [];
  const stored = await hashSecret('123456', CODE_COST);
  const making = ['first new', 'second new', 'third new'].map((name) => hashSecret('654321', CODE_COST).then(() => done.push(name)));
  const checking = matchingSecret('123456', [stored]).then((matched) => done.push(matched === stored ? 'typed' : 'typed, unmatched'));
  await Promise.all([...making, checking]);
  // One hash at a time: the first was running when the code was typed; the other two waited behind it.
  expect(done).toEqual(['first new', 'typed', 'second new', 'third new']);
});

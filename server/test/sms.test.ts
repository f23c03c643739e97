// The SMS sender: the sandbox /sandbox/sms shows, and the bulk-SMS provider's form, driven through a fake fetch.
import { httpSmsSender, SANDBOX_MESSAGES, SmsSandbox } from '../src/sms';

describe('SmsSandbox', () => {
  test(`keeps the ${SANDBOX_MESSAGES} newest messages, newest first, each with the time it was sent`, async () => {
    let clock = 1_000;
    const sandbox = new SmsSandbox(() => clock);
    expect(sandbox.messages()).toEqual([]);
    for (let n = 1; n <= 60; n++) {
      clock = 1_000 + n;
      await sandbox.send(`0171100${String(n).padStart(4, '0')}`, `message ${n}`);
    }
    const messages = sandbox.messages();
    expect(SANDBOX_MESSAGES).toBe(50);
    expect(messages).toHaveLength(50);
    expect(messages[0]).toEqual({ mobile: '01711000060', text: 'message 60', at: 1_060 });
    expect(messages[49]).toEqual({ mobile: '01711000011', text: 'message 11', at: 1_011 });
    expect(messages.map((m) => m.text)).toEqual(Array.from({ length: 50 }, (_, k) => `message ${60 - k}`));
  });

  test('fewer than the limit are all kept; what a reader does to the list it got changes nothing', async () => {
    const sandbox = new SmsSandbox(() => 5);
    await sandbox.send('01711000001', 'first');
    await sandbox.send('01711000002', 'second');
    const read = sandbox.messages();
    read[0].text = 'tampered';
    read.pop();
    expect(sandbox.messages()).toEqual([
      { mobile: '01711000002', text: 'second', at: 5 },
      { mobile: '01711000001', text: 'first', at: 5 },
    ]);
  });
});

describe('httpSmsSender', () => {
  const provider = { url: 'https://sms.example.com/api/send', apiKey: 'key-123', senderId: 'MetalMerch' };

  /** A fetch that records its calls and answers `status`. */
  function fakeFetch(status: number) {
    const calls: { url: string; init: RequestInit }[] = [];
    const post = (async (url: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(url), init: init ?? {} });
      return new Response(status === 204 ? null : 'answer', { status });
    }) as typeof fetch;
    return { calls, post };
  }

  test('POSTs one form to the provider: api_key, senderid, the number with 88, the message', async () => {
    const { calls, post } = fakeFetch(200);
    const text = '123456 is your Metal Merch sign-in code. It expires in 5 minutes. Never share it. & ধন্যবাদ';
    await httpSmsSender(provider, 10_000, post).send('01712345678', text);

    expect(calls).toHaveLength(1);
    const [{ url, init }] = calls;
    expect(url).toBe(provider.url);
    expect(init.method).toBe('POST');
    expect(init.body).toBeInstanceOf(URLSearchParams);
    const form = init.body as URLSearchParams;
    expect([...form.keys()].sort()).toEqual(['api_key', 'message', 'number', 'senderid']);
    expect(Object.fromEntries(form)).toEqual({ api_key: 'key-123', senderid: 'MetalMerch', number: '8801712345678', message: text });
    // Sent as a URL-encoded form, so an & in the message cannot add a field.
    expect(new Request(url, init).headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  test.each([200, 201, 202, 204])('a %d answer means the message was taken', async (status) => {
    await expect(httpSmsSender(provider, 10_000, fakeFetch(status).post).send('01712345678', 'hi')).resolves.toBeUndefined();
  });

  test.each([301, 400, 401, 429, 500, 503])('a %d answer rejects, naming the status', async (status) => {
    await expect(httpSmsSender(provider, 10_000, fakeFetch(status).post).send('01712345678', 'hi')).rejects.toThrow(
      `The SMS provider answered ${status}`,
    );
  });

  test('a provider that cannot be reached rejects', async () => {
    const post = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    await expect(httpSmsSender(provider, 10_000, post).send('01712345678', 'hi')).rejects.toThrow('fetch failed');
  });

  test('a provider that does not answer within the timeout is given up on', async () => {
    // Answers only when the sender's signal aborts it, as fetch does.
    const post = ((_url: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)))) as typeof fetch;
    const started = Date.now();
    await expect(httpSmsSender(provider, 50, post).send('01712345678', 'hi')).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

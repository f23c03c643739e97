import { createHttpClient, toQueryString } from './http';

function fakeFetch(response: () => Promise<Response>) {
  return jest.fn((_input: RequestInfo | URL, _init?: RequestInit) => response());
}

/** jsdom has no Response; the client only reads status and json(). */
const reply = (status: number, text: string) =>
  Promise.resolve({ status, json: () => Promise.resolve().then(() => JSON.parse(text)) } as Response);

describe('http client', () => {
  const base = { baseUrl: 'https://api.example', apiKey: 'key-1', deviceId: 'device-9' };

  it('hands each call to `track` as it starts, settling once its body is read, or at once on a dropped connection', async () => {
    let readBody!: () => void;
    const body = new Promise<unknown>((resolve) => (readBody = () => resolve({ ok: true })));
    const answered = Promise.resolve({ status: 200, json: () => body } as Response);
    const calls: Promise<unknown>[] = [];
    const http = createHttpClient({ ...base, getToken: () => null, fetch: fakeFetch(() => answered), track: (call) => calls.push(call) });

    const call = http.request('GET', '/api/things');
    expect(calls).toEqual([call]);
    let settled = false;
    void calls[0].then(() => (settled = true));
    await answered;
    await Promise.resolve();
    expect(settled).toBe(false);
    readBody();
    await expect(call).resolves.toEqual({ status: 200, body: { ok: true }, networkError: false });
    expect(settled).toBe(true);

    const offline = createHttpClient({
      ...base,
      getToken: () => null,
      fetch: () => Promise.reject(new TypeError('offline')),
      track: (each) => calls.push(each),
    });
    await expect(offline.request('GET', '/api/things')).resolves.toEqual({ status: 0, networkError: true });
    expect(calls).toHaveLength(2);
  });

  it('sends the API key and device id, and the token only when there is one', async () => {
    let token: string | null = null;
    const fetch = fakeFetch(() => reply(200, '{"ok":true}'));
    const http = createHttpClient({ ...base, getToken: () => token, fetch });

    await http.request('POST', '/api/things/search', { body: { page: 1 }, params: { size: 10 } });
    token = 'tok';
    await http.request('GET', '/api/things', { params: { id: 'a b' } });

    const [firstUrl, firstInit] = fetch.mock.calls[0];
    expect(firstUrl).toBe('https://api.example/api/things/search?size=10');
    expect(firstInit?.method).toBe('POST');
    expect(firstInit?.body).toBe('{"page":1}');
    expect(firstInit?.headers).toMatchObject({ 'X-API-KEY': 'key-1', 'X-DEVICE-ID': 'device-9', 'Content-Type': 'application/json' });
    expect(firstInit?.headers).not.toHaveProperty('X-AUTH-TOKEN');

    const [secondUrl, secondInit] = fetch.mock.calls[1];
    expect(secondUrl).toBe('https://api.example/api/things?id=a+b');
    expect(secondInit?.headers).toMatchObject({ 'X-AUTH-TOKEN': 'tok' });
    expect(secondInit?.headers).not.toHaveProperty('Content-Type');
  });

  it('reads status and JSON body', async () => {
    const http = createHttpClient({ ...base, getToken: () => null, fetch: fakeFetch(() => reply(201, '{"id":"INV-1"}')) });
    await expect(http.request('POST', '/api/checkouts', { body: {} })).resolves.toEqual({
      status: 201,
      body: { id: 'INV-1' },
      networkError: false,
    });
  });

  it('gives only the status for a body that is not JSON', async () => {
    const http = createHttpClient({ ...base, getToken: () => null, fetch: fakeFetch(() => reply(502, '<html>oops</html>')) });
    await expect(http.request('GET', '/api/x')).resolves.toEqual({ status: 502, networkError: false });
  });

  it('flags a network error instead of throwing', async () => {
    const http = createHttpClient({
      ...base,
      getToken: () => null,
      fetch: fakeFetch(() => Promise.reject(new TypeError('Failed to fetch'))),
    });
    await expect(http.request('GET', '/api/x')).resolves.toEqual({ status: 0, networkError: true });
  });

  it('drops empty query values', () => {
    expect(toQueryString({ a: 1, b: undefined, c: null, d: false })).toBe('?a=1&d=false');
    expect(toQueryString({})).toBe('');
  });
});

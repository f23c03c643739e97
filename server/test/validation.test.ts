import http from 'node:http';
import { call, order, post, startTestServer, type TestServer } from './helpers';

let server: TestServer;
const app = () => server.app;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const SEARCH_ROUTES = [
  '/api/search/indices/outlet-stock/search',
  '/api/v2/items/search',
  '/api/branches/search',
  '/api/categories/search',
  '/api/news/search',
  '/api/attributes/search',
  '/api/lookups/search',
  '/api/locations/search',
  '/api/global/discounts/search',
];

describe('the API key', () => {
  test.each([
    ['POST', '/api/search/indices/outlet-stock/search'],
    ['GET', '/api/v2/items?id=x'],
    ['GET', '/api/deliveries/charges?size=10'],
    ['PATCH', '/api/checkouts/confirm?invoiceId=INV-1'],
    ['POST', '/api/checkouts'],
    ['GET', '/api/no-such-route'],
  ] as const)('%s %s without X-API-KEY, or with a wrong one, is 401 JSON', async (method, url) => {
    for (const key of [null, 'wrong-key', 'metal-merch-local-ke']) {
      const answer = await call(app(), { method, url, key, payload: method === 'POST' ? {} : undefined });
      expect(answer.status).toBe(401);
      expect(answer.body.error).toMatch(/X-API-KEY/);
    }
  });

  test.each([
    ['GET', '/%61pi/v2/items?id=x'],
    ['POST', '/ap%69/news/search'],
    ['POST', '/%61pi/checkouts'],
    ['PATCH', '/%61pi/checkouts/cancel?invoiceId=INV-1'],
  ] as const)('%s %s, an encoded spelling of an API path, still needs the key', async (method, url) => {
    const answer = await call(app(), { method, url, key: null, payload: method === 'POST' ? {} : undefined });
    expect(answer.status).toBe(401);
    expect(answer.body.error).toMatch(/X-API-KEY/);
  });

  test('a full URL as the request target (absolute form), sent over a real socket, still needs the key', async () => {
    const address = await app().listen({ host: '127.0.0.1', port: 0 });
    const { port } = new URL(address);
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(
        { host: '127.0.0.1', port, method: 'GET', path: 'http://shop.test/api/deliveries/charges?size=10' },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on('error', reject);
      request.end();
    });
    expect(status).toBe(401);
  });

  test('a server with another key accepts only that key; the rest of the site needs none', async () => {
    const other = await startTestServer({ apiKey: 'another-key' });
    try {
      expect((await call(other.app, { method: 'POST', url: '/api/news/search', payload: {} })).status).toBe(401);
      expect((await call(other.app, { method: 'POST', url: '/api/news/search', payload: {}, key: 'another-key' })).status).toBe(200);
      expect((await call(other.app, { method: 'GET', url: '/config.js', key: null })).text).toContain('"apiKey": "another-key"');
      expect((await call(other.app, { method: 'GET', url: '/images/outlets/dhanmondi.svg', key: null })).status).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe('client mistakes are 4xx JSON, never 500', () => {
  test.each(SEARCH_ROUTES)('%s: malformed JSON is 400', async (url) => {
    const answer = await call(app(), { method: 'POST', url, payload: '{"page": 1,', headers: { 'content-type': 'application/json' } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: 'The request body is not valid JSON.' });
  });

  const badBodies: [string, unknown, RegExp][] = [
    ['page 0', { page: 0 }, /page must be >= 1/],
    ['negative page', { page: -3 }, /page must be >= 1/],
    ['page as a string', { page: '2' }, /page must be integer/],
    ['fractional page', { page: 1.5 }, /page must be integer/],
    ['size above 100', { size: 101 }, /size must be <= 100/],
    ['size 0', { size: 0 }, /size must be >= 1/],
    ['textParams not an array', { textParams: 'type=bands' }, /textParams must be array/],
    ['a text param without value', { textParams: [{ field: 'type', matchType: 'EXACT' }] }, /required property 'value'/],
    [
      'unknown match type',
      { textParams: [{ field: 'type', value: 'x', matchType: 'LIKE' }] },
      /matchType must be equal to one of the allowed values/,
    ],
    [
      'sortParams with an unknown direction',
      { sortParams: [{ field: 'title', type: 'UP' }] },
      /must be equal to one of the allowed values/,
    ],
    ['a JSON array body', [], /body must be object/],
    ['a JSON string body', 'page', /body must be object/],
  ];
  test.each(SEARCH_ROUTES.flatMap((url) => badBodies.map(([name, body, message]) => [url, name, body, message] as const)))(
    '%s: %s is 400',
    async (url, _name, body, message) => {
      const answer = await call(app(), {
        method: 'POST',
        url,
        payload: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatch(message);
    },
  );

  test.each([
    ['an unknown filter field', { filters: [{ field: 'colour', values: ['x'] }] }],
    ['filter values not an array', { filters: [{ field: 'locationId', values: 'x' }] }],
    ['an unknown range field', { ranges: [{ field: 'weight', min: 1, max: 2 }] }],
    ['a negative range', { ranges: [{ field: 'minPrice', min: -1, max: 2 }] }],
    ['min above max', { ranges: [{ field: 'minPrice', min: 3000, max: 100 }] }],
    ['an unknown sort field', { sortField: 'colour' }],
    ['an unknown sort type', { sortField: 'price', sortType: 'SIDEWAYS' }],
    ['nonZeroStockOnly as a string', { nonZeroStockOnly: 'yes' }],
    ['featured as a number', { featured: 1 }],
    ['a query of 1,000 characters', { query: 'x'.repeat(1000) }],
  ])('outlet-stock search: %s is 400', async (_name, body) => {
    const answer = await post(app(), '/api/search/indices/outlet-stock/search', body);
    expect(answer.status).toBe(400);
    expect(typeof answer.body.error).toBe('string');
  });

  test('a non-JSON content type is 400 JSON; an empty JSON body counts as no body', async () => {
    const text = await call(app(), {
      method: 'POST',
      url: '/api/news/search',
      payload: 'page=1',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(400);
    expect(text.body.error).toMatch(/body must be object/);
    for (const type of ['application/x-www-form-urlencoded', 'application/xml', 'multipart/form-data; boundary=x']) {
      const answer = await call(app(), { method: 'POST', url: '/api/news/search', payload: 'page=1', headers: { 'content-type': type } });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatch(/send the body as application\/json/);
    }
    const empty = await call(app(), {
      method: 'POST',
      url: '/api/v2/items/events/view?id=x',
      payload: '',
      headers: { 'content-type': 'application/json' },
    });
    expect(empty.status).toBe(404);
    const noBody = await call(app(), {
      method: 'POST',
      url: '/api/news/search',
      payload: '',
      headers: { 'content-type': 'application/json' },
    });
    expect(noBody.status).toBe(400);
    expect(noBody.body.error).toMatch(/body must be object/);
  });

  test('query strings: missing, repeated and overlong ids are 400; unknown ids 404', async () => {
    for (const url of [
      '/api/v2/items',
      '/api/categories',
      '/api/locations',
      '/api/news',
      '/api/v2/items?id=',
      `/api/news?id=${'x'.repeat(65)}`,
      '/api/v2/items?id=a&id=b',
    ]) {
      const answer = await call(app(), { method: 'GET', url });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatch(/query string/);
    }
    for (const url of ['/api/v2/items?id=x', '/api/categories?id=x', '/api/locations?id=x', '/api/news?id=x']) {
      expect((await call(app(), { method: 'GET', url })).status).toBe(404);
    }
  });

  test('a catastrophic title pattern answers fast, as literal text', async () => {
    const started = performance.now();
    const answer = await post(app(), '/api/v2/items/search', {
      page: 1,
      size: 10,
      textParams: [{ field: 'title', value: `(a+)+$${'a'.repeat(30)}`, matchType: 'REGEX' }],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBe(0);
    expect(performance.now() - started).toBeLessThan(250);
  });

  test('a fuzz of odd bodies against every POST route never answers 500', async () => {
    const bodies: string[] = [
      ...[
        null,
        0,
        true,
        'x',
        [],
        [{}],
        { page: null },
        { size: 1e9 },
        { page: 1e10 },
        { textParams: [null] },
        { sortParams: [{}] },
        { filters: [{ field: 'opt_7' }] },
        { nestedParams: [{ field: 'categories.id' }] },
        { items: [{ quantity: 'NaN' }] },
        { info: null },
      ].map((b) => JSON.stringify(b)),
      '{"__proto__":{"polluted":true},"page":1}',
      '{"constructor":{"prototype":{"polluted":true}},"page":1}',
      // Names every plain object answers to: a field table must not find them.
      ...['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf'].flatMap((field) => [
        JSON.stringify({ nestedParams: [{ field, value: 'x' }] }),
        JSON.stringify({ textParams: [{ field, value: 'x' }] }),
        JSON.stringify({ filters: [{ field: `lookup_${field}`, values: ['x'] }] }),
      ]),
      // A checkout the schema accepts, carrying 5,000 nested arrays in a field it does not know.
      JSON.stringify({
        ...order([{ itemId: 'x', skuCode: 'y', price: 1, discountedPrice: 1, quantity: 1, offerId: null, offerName: null }]),
        deep: 0,
      }).replace('"deep":0', `"deep":${'['.repeat(5000)}${']'.repeat(5000)}`),
    ];
    const sessionRoutes = ['/api/sessions', '/api/sessions/otp', '/api/sessions/otp/verify', '/api/sessions/check', '/api/orders/track'];
    const routes = [
      ...[...SEARCH_ROUTES, '/api/checkouts', ...sessionRoutes].map((url) => ['POST', url]),
      ['PUT', '/api/account/password'],
    ];
    for (const [method, url] of routes) {
      for (const body of bodies) {
        const answer = await call(app(), {
          method: method as 'POST' | 'PUT',
          url,
          payload: body,
          headers: { 'content-type': 'application/json', 'x-device-id': 'fuzz' },
        });
        expect({ url, body: body.slice(0, 80), below500: answer.status < 500 }).toEqual({ url, body: body.slice(0, 80), below500: true });
        expect(answer.body.error ?? answer.body.list).toBeDefined();
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  test('a wrong method or unknown path under /api is 404 JSON', async () => {
    for (const [method, url] of [
      ['GET', '/api/checkouts/confirm'],
      ['DELETE', '/api/news'],
      ['POST', '/api/unknown/search'],
    ] as const) {
      const answer = await call(app(), { method, url, payload: method === 'POST' ? {} : undefined });
      expect(answer.status).toBe(404);
      expect(answer.body.error).toMatch(/No API route/);
    }
  });
});

// The reference routes answer by their response schemas (routes/referenceAnswers.ts): every field the store gives
// today reaches the shop unchanged, and a field the store grows (a new column, a staff note) does not.
import type { ShopStore } from '../src/db';
import { ids } from '../src/db/seed';
import { ADMIN_TOKEN, AS_ADMIN, call, get, post, startTestServer, type Answer, type TestServer } from './helpers';

let server: TestServer;
const app = () => server.app;
beforeAll(async () => {
  server = await startTestServer({ adminToken: ADMIN_TOKEN });
});
afterAll(() => server.close());
afterEach(() => jest.restoreAllMocks());

const GROWN = 'staffNote';

/** The value with a field the answers do not name added to every object in it, however deep. */
function grown(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(grown);
  if (value && typeof value === 'object')
    return { ...Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, grown(inner)])), [GROWN]: 'cost price 310' };
  return value;
}

/** The store's reading method, as a later version might answer it: with a column the answers do not name. */
function storeGrows(method: keyof ShopStore) {
  const store = app().store as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  const original = store[method].bind(store);
  jest.spyOn(store, method).mockImplementation(async (...args: unknown[]) => grown(await original(...args)));
}

const page = { page: 1, size: 50 };
/** Each reference route, the store method behind it, and what that method gives for the same question. */
const ROUTES: { name: string; method: keyof ShopStore; ask: () => Promise<Answer>; stored: (store: ShopStore) => Promise<unknown> }[] = [
  {
    name: 'categories',
    method: 'categories',
    ask: () => post(app(), '/api/categories/search', page),
    stored: async (store) => (await store.categories(page)).list,
  },
  {
    name: 'one category',
    method: 'findCategory',
    ask: async () => get(app(), `/api/categories?id=${(await post(app(), '/api/categories/search', page)).body.list[0].id}`),
    stored: async (store) => store.findCategory((await store.categories(page)).list[0].id),
  },
  {
    name: 'colours and sizes',
    method: 'attributeOptions',
    ask: () => post(app(), '/api/attributes/search', page),
    stored: (store) => store.attributeOptions(),
  },
  {
    name: 'bands and brands',
    method: 'lookups',
    ask: () => post(app(), '/api/lookups/search', page),
    stored: async (store) => (await store.lookups({ ...page, status: 'ACTIVE', descending: false })).list,
  },
  {
    name: 'branches',
    method: 'branches',
    ask: () => post(app(), '/api/branches/search', { page: 1, size: 100 }),
    stored: async (store) => (await store.branches({ page: 1, size: 100 })).list,
  },
  {
    name: 'stock locations',
    method: 'locations',
    ask: () => post(app(), '/api/locations/search', { page: 1, size: 10 }),
    stored: async (store) => (await store.locations({ page: 1, size: 10 })).list,
  },
  {
    name: 'one stock location',
    method: 'findLocation',
    ask: async () => get(app(), `/api/locations?id=${(await post(app(), '/api/locations/search', { page: 1, size: 1 })).body.list[0].id}`),
    stored: async (store) => store.findLocation((await store.locations({ page: 1, size: 1 })).list[0].id),
  },
  {
    name: 'news',
    method: 'news',
    ask: () => post(app(), '/api/news/search', { page: 1, size: 6 }),
    stored: async (store) => (await store.news({ page: 1, size: 6, sort: [] })).list,
  },
  {
    name: 'one article',
    method: 'findNews',
    ask: async () => get(app(), `/api/news?id=${(await post(app(), '/api/news/search', { page: 1, size: 1 })).body.list[0].id}`),
    stored: async (store) => store.findNews((await store.news({ page: 1, size: 1, sort: [] })).list[0].id),
  },
  {
    name: 'global discounts',
    method: 'globalDiscounts',
    ask: () => post(app(), '/api/global/discounts/search', { page: 1, size: 100 }),
    stored: async (store) => (await store.globalDiscounts({ page: 1, size: 100 })).list,
  },
  {
    name: 'delivery charges',
    method: 'deliveryCharges',
    ask: () => get(app(), '/api/deliveries/charges'),
    stored: (store) => store.deliveryCharges(),
  },
  {
    name: 'size guide',
    method: 'sizeGuide',
    ask: () => get(app(), `/api/size-guides?categoryIds=${ids.category('half-sleeve')}`),
    stored: (store) => store.sizeGuide([ids.category('half-sleeve')]),
  },
];

const listOrOne = (answer: Answer) => ('list' in answer.body ? answer.body.list : answer.body);

describe.each(ROUTES)('$name', ({ method, ask, stored }) => {
  test('answers every field the store gives, unchanged', async () => {
    const answer = await ask();
    expect(answer.status).toBe(200);
    const expected: unknown = JSON.parse(JSON.stringify(await stored(app().store)));
    expect(Array.isArray(expected) ? expected.length : 1).toBeGreaterThan(0);
    expect(listOrOne(answer)).toEqual(expected);
  });

  test('leaves out a field the store grows, wherever it is', async () => {
    const before = await ask();
    storeGrows(method);
    const after = await ask();
    expect(after.status).toBe(200);
    expect(after.text).not.toContain(GROWN);
    expect(after.body).toEqual(before.body);
  });
});

test('a band’s status change answers the band by the same schema', async () => {
  const band = (await post(app(), '/api/lookups/search', { page: 1, size: 1, textParams: [{ field: 'type', value: 'bands' }] })).body
    .list[0];
  storeGrows('setLookupStatus');
  const answer = await call(app(), {
    method: 'PATCH',
    url: `/api/lookups/status?id=${band.id}&status=ACTIVE&type=bands`,
    headers: AS_ADMIN,
  });
  expect(answer.status).toBe(200);
  expect(answer.body).toEqual(band);
});

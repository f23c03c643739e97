// The size guide of a product's cut (issue 45): seeded per apparel category in inches, found by walking up from a
// product's categories, answered by its schema, and a 404 JSON for a product with none. Runs on either backend.
import type { Category, Item } from '@domain/types';
import type { SizeGuide } from '@domain/sizeGuide';
import { bareId } from '../src/ids';
import { ids } from '../src/db/seed';
import { allPages, get, post, startTestServer, storedRows, type ListBody, type TestServer } from './helpers';

let server: TestServer;
const app = () => server.app;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const guideOf = (...categoryIds: string[]) => get<SizeGuide>(app(), `/api/size-guides?categoryIds=${categoryIds.join(',')}`);
const sizesIn = (guide: SizeGuide) => guide.sizes.map((row) => row.size);
const chestLength = (guide: SizeGuide) => guide.sizes.map((row) => [row.size, row.chest, row.length]);

test('a half-sleeve tee takes T-Shirts’ regular guide: chest and length in inches for S to 4XL', async () => {
  const answer = await guideOf(ids.category('half-sleeve'));
  expect(answer.status).toBe(200);
  expect(answer.body).toMatchObject({ categoryId: ids.category('t-shirts'), garment: 'tee', fit: 'regular', sleeves: 'short' });
  expect(chestLength(answer.body)).toEqual([
    ['S', 38, 27],
    ['M', 40, 28],
    ['L', 42, 29],
    ['XL', 44, 30],
    ['XXL', 46, 31],
    ['XXXL', 48, 32],
    ['XXXXL', 50, 33],
  ]);
  expect(answer.body.sizes[0].sleeve).toBe(7.5);
});

test.each([
  ['full-sleeve', 'full-sleeve', { garment: 'tee', fit: 'regular', sleeves: 'long' }],
  ['oversized', 'oversized', { garment: 'tee', fit: 'oversized', sleeves: 'short' }],
  ['zip-hoodie', 'hoodies', { garment: 'hoodie', fit: 'regular', sleeves: 'long' }],
  ['pullover', 'hoodies', { garment: 'hoodie', fit: 'regular', sleeves: 'long' }],
  ['football-jersey', 'jerseys', { garment: 'jersey', fit: 'regular', sleeves: 'short' }],
  ['hockey-jersey', 'hockey-jersey', { garment: 'jersey', fit: 'oversized', sleeves: 'long' }],
])('%s: the guide of %s', async (slug, guideSlug, cut) => {
  const answer = await guideOf(ids.category(slug));
  expect(answer.status).toBe(200);
  expect(answer.body).toMatchObject({ categoryId: ids.category(guideSlug), ...cut });
});

test('an oversized tee is about 4 in wider than a regular one, its sleeve shorter', async () => {
  const regular = (await guideOf(ids.category('half-sleeve'))).body;
  const oversized = (await guideOf(ids.category('oversized'))).body;
  for (const row of oversized.sizes) {
    const same = regular.sizes.find((r) => r.size === row.size)!;
    expect(row.chest - same.chest).toBe(4);
    expect(row.sleeve!).toBeLessThan(same.sleeve!);
  }
});

test('every guide grows from size to size, and gives a sleeve for all its sizes or for none', async () => {
  const guides = await storedRows<{ category_id: string }>(server, 'SELECT category_id FROM size_guides');
  expect(guides.length).toBe(6);
  for (const { category_id } of guides) {
    const guide = (await guideOf(category_id)).body;
    expect(guide.categoryId).toBe(category_id);
    for (let i = 1; i < guide.sizes.length; i++) {
      expect(guide.sizes[i].chest).toBeGreaterThan(guide.sizes[i - 1].chest);
      expect(guide.sizes[i].length).toBeGreaterThan(guide.sizes[i - 1].length);
    }
    expect(new Set(guide.sizes.map((row) => row.sleeve === null)).size).toBe(1);
  }
  // Football jerseys are sized by chest and length alone.
  expect((await guideOf(ids.category('football-jersey'))).body.sizes.every((row) => row.sleeve === null)).toBe(true);
});

test('every size a seeded apparel item comes in has its row in the item’s guide', async () => {
  const { items } = await allPages(app(), { page: 1, size: 50 }, 50);
  const guides = new Map<string, SizeGuide | null>();
  let sized = 0;
  for (const item of items as Item[]) {
    const key = item.categories.map((c) => c.id).join(',');
    if (!guides.has(key)) {
      const answer = await guideOf(key);
      guides.set(key, answer.status === 200 ? answer.body : null);
    }
    const guide = guides.get(key)!;
    const sizes = item.skus.flatMap((sku) => sku.attributeValues.filter((v) => v.optionId === 6).map((v) => v.code ?? v.name));
    if (!guide) {
      expect(sizes).toEqual([]);
      continue;
    }
    sized += 1;
    for (const size of sizes) expect(sizesIn(guide)).toContain(size);
  }
  expect(sized).toBeGreaterThan(10);
});

test('the nearest guide wins among several categories, and ids are read with or without dashes', async () => {
  const answer = await guideOf(ids.category('snapback'), bareId(ids.category('oversized')).toUpperCase(), ids.category('half-sleeve'));
  expect(answer.status).toBe(200);
  expect(answer.body.categoryId).toBe(ids.category('oversized'));
});

test('a category with no guide above it, or one the shop does not know: 404 JSON', async () => {
  const caps = await post<ListBody<Category>>(app(), '/api/categories/search', { page: 1, size: 50 });
  const snapback = caps.body.list.find((c) => c.name === 'Snapback')!;
  const none = await guideOf(snapback.id);
  expect(none.status).toBe(404);
  expect(none.body).toEqual({ error: `No size guide for category '${snapback.id}' or the categories above it.` });
  const unknown = await get(app(), '/api/size-guides?categoryIds=nope');
  expect(unknown.status).toBe(404);
  expect(unknown.body.error).toMatch(/No size guide/);
});

test.each([
  ['no categoryIds', '/api/size-guides'],
  ['an empty one', '/api/size-guides?categoryIds='],
  ['an empty id in the list', '/api/size-guides?categoryIds=a,,b'],
  ['too many', `/api/size-guides?categoryIds=${Array.from({ length: 11 }, (_, i) => `c${i}`).join(',')}`],
  ['an id too long', `/api/size-guides?categoryIds=${'x'.repeat(65)}`],
])('%s: 400 JSON', async (_case, url) => {
  const answer = await get(app(), url);
  expect(answer.status).toBe(400);
  expect(answer.body.error).toMatch(/^Invalid query string/);
});

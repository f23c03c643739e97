import type { AttributeOption, Branch, Category, GlobalDiscount, Location, Lookup, News } from '@domain/types';
import { SHOP_ADDRESS } from '@domain/shopContact';
import { OUTLETS } from '../src/db/catalogue';
import { ONLINE_LOCATION_ID } from '../src/db/seed';
import { ADMIN_TOKEN, AS_ADMIN, get, patch, post, startTestServer, type ListBody, type TestServer } from './helpers';

let server: TestServer;
const app = () => server.app;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

beforeAll(async () => {
  server = await startTestServer({ adminToken: ADMIN_TOKEN });
});
afterAll(() => server.close());

describe('categories', () => {
  test('without textParams: every category, flat, with parentId, sortOrder and an image', async () => {
    const answer = await post<ListBody<Category>>(app(), '/api/categories/search', { page: 1, size: 50, fetchCount: true });
    expect(answer.status).toBe(200);
    const names = answer.body.list.map((c) => c.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'T-Shirts',
        'Hoodies',
        'Jerseys',
        'Caps',
        'Accessories',
        'Half Sleeve',
        'Zip Hoodie',
        'Pullover',
        'Patches',
        'Wristbands',
      ]),
    );
    expect(answer.body.total).toBe(answer.body.list.length);
    expect(answer.body.nextPageToken).toBe('');
    for (const c of answer.body.list) {
      expect(c.id).toMatch(UUID);
      expect(typeof c.sortOrder).toBe('number');
      expect(c.extras?.image_url).toMatch(/^\/images\/categories\/[a-z-]+\.svg$/);
      if (c.parentId) expect(answer.body.list.some((p) => p.id === c.parentId)).toBe(true);
    }
  });

  test("textParams parentId '' lists the roots; a parent id lists its children", async () => {
    const roots = await post<ListBody<Category>>(app(), '/api/categories/search', {
      page: 1,
      size: 50,
      textParams: [{ field: 'parentId', value: '', matchType: 'EXACT' }],
    });
    expect(roots.body.list.map((c) => c.name)).toEqual(['T-Shirts', 'Hoodies', 'Jerseys', 'Caps', 'Accessories']);
    const hoodies = roots.body.list.find((c) => c.name === 'Hoodies')!;
    const children = await post<ListBody<Category>>(app(), '/api/categories/search', {
      page: 1,
      size: 50,
      textParams: [{ field: 'parentId', value: hoodies.id, matchType: 'EXACT' }],
    });
    expect(children.body.list.map((c) => c.name)).toEqual(['Zip Hoodie', 'Pullover']);
    const paged = await post<ListBody<Category>>(app(), '/api/categories/search', { page: 2, size: 5 });
    expect(paged.body.list).toHaveLength(5);
    expect(paged.body.nextPageToken).toBe('3');
  });

  test('find one by id; 404 JSON when unknown', async () => {
    const list = (await post<ListBody<Category>>(app(), '/api/categories/search', { page: 1, size: 50 })).body.list;
    const found = await get<Category>(app(), `/api/categories?id=${list[3].id}`);
    expect(found.body).toEqual(list[3]);
    const missing = await get(app(), '/api/categories?id=nope');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: "No category with id 'nope'." });
  });
});

test('attributes: Color (7) with hex colours and Size (6) from S to XXXXL, in sort order', async () => {
  const answer = await post<ListBody<AttributeOption>>(app(), '/api/attributes/search', {
    page: 1,
    size: 50,
    sortParams: [{ field: 'name', type: 'ASCENDING' }],
  });
  expect(answer.body.list.map((o) => [o.id, o.name])).toEqual([
    [7, 'Color'],
    [6, 'Size'],
  ]);
  const [colour, size] = answer.body.list;
  expect(colour.values.map((v) => v.name)).toEqual(expect.arrayContaining(['Black', 'White', 'Charcoal', 'Maroon', 'Navy', 'Olive']));
  for (const v of colour.values) {
    expect(v).toMatchObject({ optionId: 7, optionName: 'Color', extras: { color: expect.stringMatching(/^#[0-9a-f]{6}$/) } });
  }
  expect(size.values.map((v) => v.name)).toEqual(['S', 'M', 'L', 'XL', 'XXL', 'XXXL', 'XXXXL']);
  expect(size.values.map((v) => v.sortOrder)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  const descending = await post<ListBody<AttributeOption>>(app(), '/api/attributes/search', {
    page: 1,
    size: 50,
    sortParams: [{ field: 'name', type: 'DESCENDING' }],
  });
  expect(descending.body.list.map((o) => o.name)).toEqual(['Size', 'Color']);
});

describe('lookups', () => {
  const lookups = (type: string, extra: Record<string, unknown> = {}) =>
    post<ListBody<Lookup>>(app(), '/api/lookups/search', {
      page: 1,
      size: 50,
      textParams: [{ field: 'type', value: type, matchType: 'EXACT' }],
      sortParams: [{ field: 'name', type: 'ASCENDING' }],
      ...extra,
    });

  test('bands: 30+ international and Bangladeshi, sorted by name, paged', async () => {
    const bands = await lookups('bands');
    expect(bands.body.total).toBeGreaterThanOrEqual(30);
    const names = bands.body.list.map((b) => b.name);
    expect(names).toEqual(
      expect.arrayContaining(['Metallica', 'Iron Maiden', 'Motörhead', 'Warfaze', 'Artcell', 'Aurthohin', 'Shironamhin']),
    );
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(bands.body.list.every((b) => b.type === 'bands')).toBe(true);
    const page2 = await lookups('bands', { page: 2, size: 10 });
    expect(page2.body.list).toHaveLength(10);
    expect(page2.body.list[0].name).toBe(names[10]);
    expect(page2.body.nextPageToken).toBe('3');
  });

  test('brands include the shop label Wings', async () => {
    const brands = await lookups('brands');
    expect(brands.body.list.map((b) => b.name)).toEqual(expect.arrayContaining(['Wings', 'Gildan', 'Fruit of the Loom', 'Metal Merch BD']));
  });

  test('PATCH status hides an inactive band; DELETE inactive removes it and its product links', async () => {
    const bands = (await lookups('bands')).body.list;
    const band = bands.find((b) => b.name === 'Mayhem')!;
    const wrongType = await patch(app(), `/api/lookups/status?id=${band.id}&status=INACTIVE&type=brands`, AS_ADMIN);
    expect(wrongType.status).toBe(404);
    const changed = await patch<Lookup>(app(), `/api/lookups/status?id=${band.id}&status=INACTIVE&type=bands`, AS_ADMIN);
    expect(changed.status).toBe(200);
    expect(changed.body.status).toBe('INACTIVE');
    expect((await lookups('bands')).body.list.map((b) => b.id)).not.toContain(band.id);
    const inactive = await lookups('bands', {
      textParams: [
        { field: 'type', value: 'bands', matchType: 'EXACT' },
        { field: 'status', value: 'INACTIVE', matchType: 'EXACT' },
      ],
    });
    expect(inactive.body.list.map((b) => b.id)).toEqual([band.id]);

    const filter = { page: 1, size: 100, filters: [{ field: 'lookup_bands', values: [band.id] }] };
    expect((await post(app(), '/api/search/indices/outlet-stock/search', filter)).body.total).toBeGreaterThan(0);
    const removed = await call('DELETE', '/api/lookups/inactive?type=bands');
    expect(removed).toEqual({ status: 200, body: { type: 'bands', deleted: 1 } });
    expect((await call('DELETE', '/api/lookups/inactive?type=bands')).body.deleted).toBe(0);
    expect((await post(app(), '/api/search/indices/outlet-stock/search', filter)).body.total).toBe(0);
    const items = (await post(app(), '/api/search/indices/outlet-stock/search', { page: 1, size: 100, query: 'mayhem' })).body.list;
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item.lookup_bands).toEqual([]);
    expect((await patch(app(), `/api/lookups/status?id=${band.id}&status=ACTIVE&type=bands`, AS_ADMIN)).status).toBe(404);
    expect((await patch(app(), `/api/lookups/status?id=${band.id}&status=SLEEPING&type=bands`, AS_ADMIN)).status).toBe(400);
    expect((await call('DELETE', '/api/lookups/inactive')).status).toBe(400);
    expect((await call('DELETE', '/api/lookups/inactive?type=planets')).status).toBe(400);
  });

  async function call(method: 'DELETE', url: string) {
    const response = await app().inject({ method, url, headers: { 'x-api-key': 'metal-merch-local-key', ...AS_ADMIN } });
    return { status: response.statusCode, body: response.json() };
  }
});

describe('branches and locations', () => {
  test('branches: 4+ outlets in Dhaka and Chattogram with coordinates, address, banner, phone and one stock location each', async () => {
    const answer = await post<ListBody<Branch>>(app(), '/api/branches/search', { page: 1, size: 100 });
    const outlets = answer.body.list.filter((b) => b.type === 'SHOWROOM' || b.type === 'FRANCHISE_SHOWROOM');
    expect(outlets.length).toBeGreaterThanOrEqual(4);
    expect(new Set(outlets.map((o) => o.type))).toEqual(new Set(['SHOWROOM', 'FRANCHISE_SHOWROOM']));
    expect(outlets.some((o) => o.address.includes('Chattogram'))).toBe(true);
    expect(outlets.filter((o) => o.address.includes('Dhaka')).length).toBeGreaterThanOrEqual(3);
    for (const o of outlets) {
      expect(o.lat).toBeGreaterThan(20.5);
      expect(o.lat).toBeLessThan(26.7);
      expect(o.lon).toBeGreaterThan(88);
      expect(o.lon).toBeLessThan(92.7);
      expect(o.extras?.image_url).toMatch(/^\/images\/outlets\/[a-z-]+\.svg$/);
      expect(o.extras?.phone).toMatch(/^\+880/);
      expect(o.stockLocations).toHaveLength(1);
      const location = await get<Location>(app(), `/api/locations?id=${o.stockLocations[0].id}`);
      expect(location.body.type).toBe(o.type);
      expect(location.body.name).toBe(o.name);
    }
    const warehouse = answer.body.list.find((b) => b.type === 'WAREHOUSE')!;
    expect(warehouse.stockLocations).toEqual([{ id: ONLINE_LOCATION_ID }]);
  });

  test('every outlet gives its phone and opening hours alike as a branch, in the locations search and found by id; the warehouse gives no hours', async () => {
    const branches = (await post<ListBody<Branch>>(app(), '/api/branches/search', { page: 1, size: 100 })).body.list;
    const locations = (await post<ListBody<Location>>(app(), '/api/locations/search', { page: 1, size: 100 })).body.list;
    expect(branches).toHaveLength(OUTLETS.length);
    for (const seeded of OUTLETS) {
      const branch = branches.find((b) => b.name === seeded.name)!;
      const location = locations.find((l) => l.name === seeded.name)!;
      const found = (await get<Location>(app(), `/api/locations?id=${location.id}`)).body;
      for (const place of [branch, location, found]) {
        expect(place.extras?.phone).toBe(seeded.phone);
        expect(place.extras?.opening_hours).toBe(seeded.hours);
      }
      if (seeded.type === 'WAREHOUSE') continue;
      expect(seeded.hours).toMatch(/^(Sat|Sun|Mon|Tue|Wed|Thu|Fri)–(Sat|Sun|Mon|Tue|Wed|Thu|Fri) \d{2}:\d{2}–\d{2}:\d{2}, /);
    }
  });

  test("the footer's shop address is the Bashundhara City outlet's address, word for word", async () => {
    const locations = (await post<ListBody<Location>>(app(), '/api/locations/search', { page: 1, size: 100 })).body.list;
    expect(locations.filter((l) => l.address === SHOP_ADDRESS).map((l) => l.name)).toEqual(['Bashundhara City']);
  });

  test('locations filter by type (filters or textParams) and page with nextPageToken', async () => {
    const showrooms = await post<ListBody<Location>>(app(), '/api/locations/search', {
      page: 1,
      size: 10,
      filters: [{ field: 'type', values: ['SHOWROOM', 'FRANCHISE_SHOWROOM'] }],
    });
    expect(showrooms.body.list.every((l) => l.type === 'SHOWROOM' || l.type === 'FRANCHISE_SHOWROOM')).toBe(true);
    expect(showrooms.body.total).toBeGreaterThanOrEqual(4);
    const viaText = await post<ListBody<Location>>(app(), '/api/locations/search', {
      page: 1,
      size: 10,
      textParams: [{ field: 'type', value: 'WAREHOUSE', matchType: 'EXACT' }],
    });
    expect(viaText.body.list.map((l) => l.id)).toEqual([ONLINE_LOCATION_ID]);
    const first = await post<ListBody<Location>>(app(), '/api/locations/search', { page: 1, size: 2 });
    expect(first.body.nextPageToken).toBe('2');
    const seen: string[] = [];
    for (let page = 1; ; page++) {
      const answer = await post<ListBody<Location>>(app(), '/api/locations/search', { page, size: 2 });
      seen.push(...answer.body.list.map((l) => l.id));
      if (!answer.body.nextPageToken) break;
    }
    expect(new Set(seen).size).toBe(first.body.total);
    expect((await get(app(), `/api/locations?id=${ONLINE_LOCATION_ID.replace(/-/g, '')}`)).body.id).toBe(ONLINE_LOCATION_ID);
    expect((await get(app(), '/api/locations?id=nowhere')).status).toBe(404);
  });
});

describe('news', () => {
  test('20+ news, newest first then by title, with Bengali, untitled, imageless and hostile entries kept as stored', async () => {
    const all = await post<ListBody<News>>(app(), '/api/news/search', {
      page: 1,
      size: 100,
      sortParams: [
        { field: 'dateCreated', type: 'DESCENDING' },
        { field: 'title', type: 'ASCENDING' },
      ],
    });
    const list = all.body.list;
    expect(all.body.total).toBeGreaterThanOrEqual(20);
    for (let k = 1; k < list.length; k++) expect(list[k - 1].date >= list[k].date).toBe(true);
    expect(list.some((n) => /[\u0980-\u09FF]/.test(n.title))).toBe(true);
    expect(list.some((n) => n.title === '')).toBe(true);
    expect(list.some((n) => n.links.main_image === undefined)).toBe(true);
    const hostile = list.find((n) => n.content.includes('<script>'))!;
    expect(hostile.content).toMatch(/<img[^>]+onerror=/);
    expect(hostile.content).toMatch(/href="javascript:/);
    for (const n of list) {
      expect(n.id).toMatch(UUID);
      expect(n.author).toBeTruthy();
      if (n.links.main_image) expect(n.links.main_image).toMatch(/^\/images\/news\/[a-z0-9-]+\.svg$/);
    }
    const page = await post<ListBody<News>>(app(), '/api/news/search', { page: 2, size: 6 });
    expect(page.body.list.map((n) => n.id)).toEqual(list.slice(6, 12).map((n) => n.id));
    expect(page.body.nextPageToken).toBe('3');
    expect((await get<News>(app(), `/api/news?id=${list[4].id}`)).body).toEqual(list[4]);
    expect((await get(app(), '/api/news?id=nope')).status).toBe(404);
  });
});

test('global discounts: both types, percentage and fixed, one invalid', async () => {
  const answer = await post<ListBody<GlobalDiscount>>(app(), '/api/global/discounts/search', { page: 1, size: 100, textParams: [] });
  const list = answer.body.list;
  expect(answer.body.nextPageToken).toBe('');
  expect(new Set(list.map((d) => d.type))).toEqual(new Set(['FIXED_CATEGORY', 'FIXED_PRODUCT']));
  expect(list.some((d) => d.discountType === 'PERCENTAGE')).toBe(true);
  expect(list.some((d) => d.discountType !== 'PERCENTAGE')).toBe(true);
  expect(list.filter((d) => !d.valid)).toHaveLength(1);
  expect(list.some((d) => d.type === 'FIXED_PRODUCT' && d.items.some((i) => i.skuCode))).toBe(true);
  expect(list.some((d) => d.type === 'FIXED_PRODUCT' && d.items.some((i) => !i.skuCode))).toBe(true);
  const valid = await post<ListBody<GlobalDiscount>>(app(), '/api/global/discounts/search', {
    page: 1,
    size: 100,
    textParams: [{ field: 'valid', value: 'true', matchType: 'EXACT' }],
  });
  expect(valid.body.total).toBe(list.length - 1);
});

test('delivery charges come from the charges table', async () => {
  const answer = await get(app(), '/api/deliveries/charges?size=10');
  expect(answer.body).toEqual({
    list: [
      { id: 'INSIDE_DHAKA', charge: 80 },
      { id: 'OUTSIDE_DHAKA', charge: 120 },
    ],
    nextPageToken: '',
    total: 2,
  });
  expect((await get(app(), '/api/deliveries/charges?size=ten')).status).toBe(400);
});

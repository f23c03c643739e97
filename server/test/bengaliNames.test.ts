import type { AttributeOption, Branch, Category, Item, Location, Lookup } from '@domain/types';
import { BANDS, CATEGORIES, COLOURS, OUTLETS } from '../src/db/catalogue';
import { ONLINE_LOCATION_ID } from '../src/db/seed';
import {
  fullPriceInStock,
  get,
  type ListBody,
  onlineOk,
  order,
  orderLine,
  post,
  search,
  startTestServer,
  type TestServer,
} from './helpers';

let server: TestServer;
const app = () => server.app;
let everything: Item[];

beforeAll(async () => {
  server = await startTestServer();
  everything = (await search(app(), { status: 'ACTIVE' })).body.list;
});
afterAll(() => server.close());

const codes = (items: Item[]) => items.map((item) => item.code).sort();
const found = async (query: string) => codes((await search(app(), { query, status: 'ACTIVE' })).body.list);
const bandOf = (item: Item) => item.lookups.find((lookup) => lookup.type === 'bands')?.name;
const optionOf = (item: Item, optionId: number, name: string) =>
  item.skus.some((sku) => sku.attributeValues.some((value) => value.optionId === optionId && value.name === name));
const isTee = (item: Item) => /T-Shirt/.test(item.title);

describe('search: a size or colour in the query filters by it; Bengali and Banglish spellings find their bands', () => {
  test.each([
    [
      'a band and a size: its products that come in that size',
      'metallica xl',
      (i: Item) => bandOf(i) === 'Metallica' && optionOf(i, 6, 'XL'),
    ],
    ['a size as shoppers write it (3xl for XXXL)', '3xl tshirt', (i: Item) => isTee(i) && optionOf(i, 6, 'XXXL')],
    ['a size of one letter', 'iron maiden s', (i: Item) => bandOf(i) === 'Iron Maiden' && optionOf(i, 6, 'S')],
    ['Banglish for black, and a garment', 'kala tshirt', (i: Item) => isTee(i) && optionOf(i, 7, 'Black')],
    ['Bengali for black, and a garment in Bengali', 'কালো টি-শার্ট', (i: Item) => isTee(i) && optionOf(i, 7, 'Black')],
    ['Banglish for white', 'shada tshirt', (i: Item) => isTee(i) && optionOf(i, 7, 'White')],
    ['a Banglish garment', 'hudie', (i: Item) => /Hoodie/.test(i.title)],
    ['a Bengali band spelt as people write it', 'আইরন মেডেন', (i: Item) => bandOf(i) === 'Iron Maiden'],
    ['another Bengali spelling', 'ক্রিপটিক ফেট', (i: Item) => bandOf(i) === 'Cryptic Fate'],
  ])('%s: %s', async (_name, query, meant) => {
    const expected = codes(everything.filter(meant));
    expect(expected.length).toBeGreaterThan(0);
    expect(await found(query)).toEqual(expected);
  });

  test('a band name that is also a colour still finds the band, and a colour alone finds that colour', async () => {
    expect(await found('black sabbath')).toEqual(codes(everything.filter((i) => bandOf(i) === 'Black Sabbath')));
    expect(await found('lal')).toEqual(codes(everything.filter((i) => optionOf(i, 7, 'Red'))));
  });
});

describe('the reference data in Bengali, beside the spec fields', () => {
  test('categories, bands and colours carry nameBn; sizes and brands, which have none, carry no field', async () => {
    const categories = (await post<ListBody<Category>>(app(), '/api/categories/search', { page: 1, size: 50 })).body.list;
    for (const seeded of CATEGORIES) expect(categories.find((c) => c.name === seeded.name)?.nameBn).toBe(seeded.bengali);
    const [colours, sizes] = (await post<ListBody<AttributeOption>>(app(), '/api/attributes/search', { page: 1, size: 10 })).body.list;
    expect(colours.values.map((v) => [v.name, v.nameBn])).toEqual(COLOURS.map((c) => [c.name, c.bengali]));
    expect(sizes.values.every((v) => v.nameBn === undefined)).toBe(true);
    const lookups = (await post<ListBody<Lookup>>(app(), '/api/lookups/search', { page: 1, size: 100 })).body.list;
    for (const band of BANDS) expect(lookups.find((l) => l.type === 'bands' && l.name === band.name)?.nameBn).toBe(band.bengali);
    expect(lookups.filter((l) => l.type === 'brands').every((l) => l.nameBn === undefined)).toBe(true);
  });

  test("an item's categories, bands and colours carry their Bengali names", async () => {
    const item = (await search(app(), { query: 'metallica' })).body.list[0];
    expect(item.categories[0].nameBn).toBe(CATEGORIES.find((c) => c.name === item.categories[0].name)!.bengali);
    expect(item.lookup_bands?.[0]).toEqual({ id: expect.any(String), name: 'Metallica', nameBn: 'মেটালিকা' });
    expect(item.lookups.find((l) => l.type === 'bands')?.nameBn).toBe('মেটালিকা');
    const colour = item.skus[0].attributeValues.find((v) => v.optionId === 7)!;
    expect(colour.nameBn).toBe(COLOURS.find((c) => c.name === colour.name)!.bengali);
    expect((await get<Item>(app(), `/api/v2/items?id=${item.id}`)).body.categories).toEqual(item.categories);
  });

  test('outlets give their opening hours in Bengali as branches, locations and by id; the warehouse gives none', async () => {
    const branches = (await post<ListBody<Branch>>(app(), '/api/branches/search', { page: 1, size: 100 })).body.list;
    const locations = (await post<ListBody<Location>>(app(), '/api/locations/search', { page: 1, size: 100 })).body.list;
    for (const seeded of OUTLETS) {
      const location = locations.find((l) => l.name === seeded.name)!;
      const byId = (await get<Location>(app(), `/api/locations?id=${location.id}`)).body;
      for (const place of [branches.find((b) => b.name === seeded.name)!, location, byId]) {
        expect(place.extras?.opening_hours_bn).toBe(seeded.hoursBn);
      }
    }
    expect(OUTLETS.filter((o) => o.hoursBn).length).toBe(OUTLETS.length - 1);
  });
});

test("a tracked order's lines give their colour and size in Bengali beside the English they were placed with", async () => {
  const list = await fullPriceInStock(app());
  const black = (sku: Item['skus'][number]) => sku.attributeValues.some((value) => value.optionId === 7 && value.name === 'Black');
  const item = list.find((i) => i.skus.some((s) => black(s) && onlineOk(i, s.code, ONLINE_LOCATION_ID) > 0))!;
  const sku = item.skus.find((s) => black(s) && onlineOk(item, s.code, ONLINE_LOCATION_ID) > 0)!;
  const placed = order([orderLine(item, sku)]);
  const created = await post<{ id: string }>(app(), '/api/checkouts', placed);
  expect(created.status).toBe(201);
  const tracked = await post<{ lines: { variant: string; variantBn?: string }[] }>(app(), '/api/orders/track', {
    invoiceId: created.body.id,
    mobile: placed.info.mobile,
  });
  const [line] = tracked.body.lines;
  expect(line.variant.split(' / ')).toContain('Black');
  expect(line.variantBn?.split(' / ')).toContain(COLOURS.find((c) => c.name === 'Black')!.bengali);
  expect(line.variantBn?.split(' / ').length).toBe(line.variant.split(' / ').length);
});

import { escapeRegex } from '@domain/regex';
import type { Item } from '@domain/types';
import type { AttributeOption, Category, Location, Lookup } from '@domain/types';
import { ids, itemCode, ONLINE_LOCATION_ID, SPECIAL_ITEMS } from '../src/db/seed';
import { gzipSync } from 'node:zlib';
import { listingItem } from '@domain/listing';
import { allPages, expectJsonError, get, post, search, startTestServer, TEST_ITEMS, type ListBody, type TestServer } from './helpers';

let server: TestServer;
let categories: Category[];
let bands: Lookup[];
let brands: Lookup[];
let options: AttributeOption[];
let locations: Location[];
let everything: Item[];

const app = () => server.app;
const byName = <T extends { name: string }>(list: T[], name: string) => {
  const found = list.find((x) => x.name === name);
  if (!found) throw new Error(`no ${name}`);
  return found;
};

beforeAll(async () => {
  server = await startTestServer();
  categories = (await post(app(), '/api/categories/search', { page: 1, size: 100 })).body.list;
  bands = (
    await post(app(), '/api/lookups/search', { page: 1, size: 100, textParams: [{ field: 'type', value: 'bands', matchType: 'EXACT' }] })
  ).body.list;
  brands = (
    await post(app(), '/api/lookups/search', { page: 1, size: 100, textParams: [{ field: 'type', value: 'brands', matchType: 'EXACT' }] })
  ).body.list;
  options = (await post(app(), '/api/attributes/search', { page: 1, size: 50 })).body.list;
  locations = (await post(app(), '/api/locations/search', { page: 1, size: 100 })).body.list;
  everything = (await search(app(), {})).body.list;
});
afterAll(() => server.close());

describe('outlet-stock search: shape', () => {
  test('answers full items with SKUs, attribute values, stocks, images, categories and lookups', async () => {
    const answer = await search(app(), { page: 1, size: 20, status: 'ACTIVE' });
    expect(answer.status).toBe(200);
    expect(answer.body.list).toHaveLength(20);
    expect(answer.body.nextPageToken).toBe('2');
    for (const item of answer.body.list) {
      expect(item.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(item.originalId).toBe(item.id);
      expect(item.code).toMatch(/^MM-\d+$/);
      expect(item.status).toBe('ACTIVE');
      expect(item.images.length).toBeGreaterThanOrEqual(1);
      expect(item.images.length).toBeLessThanOrEqual(6);
      for (const image of item.images) expect(image).toMatch(new RegExp(`^/images/items/${item.code}/\\d\\.svg$`));
      expect(item.categories).toEqual([{ id: expect.any(String), name: expect.any(String), nameBn: expect.any(String) }]);
      expect(item.lookups.map((l) => l.type).sort()).toEqual(['bands', 'brands']);
      const band = item.lookups.find((l) => l.type === 'bands')!;
      expect(item.lookup_bands).toEqual([{ id: band.id, name: band.name, nameBn: band.nameBn }]);
      expect(item.defaultSkuCode).toBe(item.skus[0].code);
      expect(item.skus.length).toBeGreaterThan(0);
      for (const sku of item.skus) {
        expect(sku.code.startsWith(`${item.code}-`)).toBe(true);
        const colour = sku.attributeValues.find((v) => v.optionId === 7)!;
        expect(colour.extras?.color).toMatch(/^#[0-9a-f]{6}$/);
        // The gallery shows the chosen colour: each colour has pictures of its own, all among the item's.
        expect(sku.images?.length).toBeGreaterThan(0);
        for (const image of sku.images ?? []) expect(item.images).toContain(image);
        for (const stock of sku.stocks) {
          expect(stock.skuCode).toBe(sku.code);
          expect(locations.map((l) => l.id)).toContain(stock.locationId);
          expect(stock.total).toBeGreaterThanOrEqual(stock.ok);
        }
      }
      const prices = item.skus.map((s) => s.salesPrice);
      expect(item.minPrice).toBe(Math.min(...prices));
      expect(item.minDiscountedPrice).toBeLessThanOrEqual(item.maxDiscountedPrice);
      expect(item.minDiscountedPrice).toBeLessThanOrEqual(item.minPrice);
      expect(Date.parse(item.dateCreated)).toBeGreaterThanOrEqual(Date.UTC(2025, 10, 1));
      expect(Date.parse(item.dateCreated)).toBeLessThan(Date.UTC(2026, 10, 1));
    }
  });

  test('prices are realistic: T-shirts 450–1200 Tk, hoodies 1500–2800 Tk, 3XL and 4XL 600 Tk', async () => {
    const tshirts = (await search(app(), { filters: [{ field: 'categoryIds', values: [byName(categories, 'Half Sleeve').id] }] })).body
      .list;
    const hoodies = (await search(app(), { filters: [{ field: 'categoryIds', values: [byName(categories, 'Hoodies').id] }] })).body.list;
    expect(tshirts.length).toBeGreaterThan(3);
    expect(hoodies.length).toBeGreaterThan(2);
    let plusSizes = 0;
    for (const item of tshirts) {
      for (const sku of item.skus) {
        const size = sku.attributeValues.find((v) => v.optionId === 6)!.name;
        if (size === 'XXXL' || size === 'XXXXL') {
          plusSizes++;
          expect(sku.salesPrice).toBe(600);
        } else {
          expect(sku.salesPrice).toBeGreaterThanOrEqual(450);
          expect(sku.salesPrice).toBeLessThanOrEqual(1200);
        }
      }
    }
    expect(plusSizes).toBeGreaterThan(0);
    for (const sku of hoodies.flatMap((i) => i.skus)) {
      expect(sku.salesPrice).toBeGreaterThanOrEqual(1500);
      expect(sku.salesPrice).toBeLessThanOrEqual(2800);
    }
  });
});

describe('outlet-stock search: as cards (view listing)', () => {
  test('answers each item as a card shows it, the same items in the same order, under half the bytes', async () => {
    const body = { page: 1, size: 20, status: 'ACTIVE', sortField: 'price', sortType: 'DESCENDING' };
    const [whole, cards] = await Promise.all([search(app(), body), search(app(), { ...body, view: 'listing' })]);
    expect(cards.status).toBe(200);
    expect(cards.body.list).toEqual(whole.body.list.map(listingItem));
    expect({ nextPageToken: cards.body.nextPageToken, total: cards.body.total }).toEqual({
      nextPageToken: whole.body.nextPageToken,
      total: whole.body.total,
    });
    expect(gzipSync(JSON.stringify(cards.body)).length).toBeLessThan(gzipSync(JSON.stringify(whole.body)).length / 2);
    // Asked whole again after the cards, the same item is whole: the two views are kept apart.
    expect((await search(app(), body)).body.list).toEqual(whole.body.list);
  });

  test('a view it does not know is a 400 in words', async () => {
    for (const view of ['card', '', 'LISTING', 7]) expectJsonError(await search(app(), { view }), 400);
  });
});

describe('outlet-stock search: paging', () => {
  test.each([
    ['no sort', {}],
    ['popularity', { sortField: 'totalPopularity', sortType: 'DESCENDING' }],
    ['price', { sortParams: [{ field: 'price', type: 'ASCENDING' }] }],
    [
      'featured then title',
      {
        sortParams: [
          { field: 'featured', type: 'DESCENDING' },
          { field: 'titleC', type: 'ASCENDING' },
        ],
      },
    ],
    ['discount (many ties)', { sortField: 'discount', sortType: 'DESCENDING' }],
    ['in stock, ascending date', { nonZeroStockOnly: true, sortField: 'dateCreated', sortType: 'ASCENDING' }],
  ])('%s: walking all pages gives every item exactly once', async (_name, body) => {
    const { items, total } = await allPages(app(), { status: 'ACTIVE', ...body }, 7);
    expect(items).toHaveLength(total);
    expect(new Set(items.map((i) => i.id)).size).toBe(total);
    expect(total).toBeGreaterThan(20);
  });

  test('the last page has an empty token, a page past the end is empty, the default size is 20', async () => {
    const first = await post<ListBody<Item>>(app(), '/api/search/indices/outlet-stock/search', {});
    expect(first.body.list).toHaveLength(20);
    const total = first.body.total;
    expect(total).toBe(TEST_ITEMS);
    const last = Math.ceil(total / 20);
    const end = await search(app(), { page: last, size: 20 });
    expect(end.body.nextPageToken).toBe('');
    expect(end.body.list).toHaveLength(total - 20 * (last - 1));
    const past = await search(app(), { page: last + 1, size: 20 });
    expect(past.body).toEqual({ list: [], nextPageToken: '', total });
  });
});

describe('outlet-stock search: sorting', () => {
  const key: Record<string, (i: Item) => number | string> = {
    dateCreated: (i) => i.dateCreated,
    totalPopularity: (i) => i.totalPopularity,
    title: (i) => i.title,
    titleC: (i) => i.title.toLowerCase(),
    discount: (i) => (i as Item & { maxDiscount: number }).maxDiscount,
    price: (i) => i.minDiscountedPrice,
    featured: (i) => (i.featured ? 1 : 0),
  };
  test.each(
    Object.keys(key).flatMap((field) => [
      [field, 'ASCENDING'],
      [field, 'DESCENDING'],
    ]),
  )('%s %s, ties by id', async (field, type) => {
    const { items } = await allPages(app(), { sortField: field, sortType: type }, 25);
    const direction = type === 'ASCENDING' ? 1 : -1;
    for (let k = 1; k < items.length; k++) {
      const a = key[field](items[k - 1]);
      const b = key[field](items[k]);
      if (a === b) expect(items[k - 1].id < items[k].id ? 1 : -1).toBe(direction);
      else expect(a < b ? 1 : -1).toBe(direction);
    }
  });

  test('sortParams and sortField/sortType give the same order', async () => {
    const a = await search(app(), { sortField: 'price', sortType: 'DESCENDING' });
    const b = await search(app(), { sortParams: [{ field: 'price', type: 'DESCENDING' }] });
    expect(b.body.list.map((i) => i.id)).toEqual(a.body.list.map((i) => i.id));
  });

  test('title is a binary (case-sensitive) order of the titles', async () => {
    const titles = everything.map((i) => i.title);
    const byTitle = (await search(app(), { sortField: 'title', sortType: 'ASCENDING' })).body.list.map((i) => i.title);
    expect(byTitle).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });
});

describe('outlet-stock search: filters', () => {
  test('categoryIds matches a category and its descendants', async () => {
    const tshirts = byName(categories, 'T-Shirts');
    const children = categories.filter((c) => c.parentId === tshirts.id);
    expect(children.map((c) => c.name).sort()).toEqual(['Full Sleeve', 'Half Sleeve', 'Oversized']);
    const parent = (await search(app(), { filters: [{ field: 'categoryIds', values: [tshirts.id] }] })).body;
    const union = new Set<string>();
    for (const child of children) {
      const answer = (await search(app(), { filters: [{ field: 'categoryIds', values: [child.id] }] })).body;
      for (const item of answer.list) {
        expect(item.categories.map((c) => c.id)).toContain(child.id);
        union.add(item.id);
      }
    }
    expect(parent.total).toBeGreaterThan(0);
    expect(new Set(parent.list.map((i) => i.id))).toEqual(union);
    const both = (await search(app(), { filters: [{ field: 'categoryIds', values: children.slice(0, 2).map((c) => c.id) }] })).body;
    expect(both.list.every((i) => children.slice(0, 2).some((c) => i.categories[0].id === c.id))).toBe(true);
  });

  test('opt_7 (colour) and opt_6 (size) match SKU attribute values, on the same SKU when both are given', async () => {
    const black = byName(byName(options, 'Color').values, 'Black');
    const xxxl = byName(byName(options, 'Size').values, 'XXXL');
    const blackItems = (await search(app(), { filters: [{ field: 'opt_7', values: [black.id] }] })).body;
    expect(blackItems.total).toBeGreaterThan(0);
    expect(blackItems.total).toBeLessThan(TEST_ITEMS);
    for (const item of blackItems.list) expect(item.skus.some((s) => s.attributeValues.some((v) => v.id === black.id))).toBe(true);
    const expected = everything.filter(
      (i) =>
        i.skus.some((s) => s.attributeValues.some((v) => v.id === black.id)) &&
        i.skus.some((s) => s.attributeValues.some((v) => v.id === xxxl.id)),
    );
    const both = (
      await search(app(), {
        filters: [
          { field: 'opt_7', values: [black.id] },
          { field: 'opt_6', values: [xxxl.id] },
        ],
      })
    ).body;
    expect(both.total).toBeGreaterThan(0);
    expect(both.list.map((i) => i.id).sort()).toEqual(expected.map((i) => i.id).sort());
  });

  test('lookup_bands and lookup_brands match the item lookups', async () => {
    const metallica = byName(bands, 'Metallica');
    const wings = byName(brands, 'Wings');
    const band = (await search(app(), { filters: [{ field: 'lookup_bands', values: [metallica.id] }] })).body;
    expect(band.total).toBeGreaterThan(0);
    for (const item of band.list) expect(item.lookup_bands?.map((b) => b.id)).toContain(metallica.id);
    const brand = (await search(app(), { filters: [{ field: 'lookup_brands', values: [wings.id] }] })).body;
    expect(brand.total).toBe(everything.filter((i) => i.lookups.some((l) => l.id === wings.id)).length);
    // A band id under lookup_brands matches nothing: the type is part of the filter.
    expect((await search(app(), { filters: [{ field: 'lookup_brands', values: [metallica.id] }] })).body.total).toBe(0);
  });

  test('locationId accepts ids with or without dashes; nonZeroStockOnly counts that location, else the online warehouse', async () => {
    const outletOnly = everything.find((i) => i.code === itemCode(13))!;
    const outletId = outletOnly.skus[0].stocks[0].locationId;
    expect(outletOnly.skus.every((s) => s.stocks.every((st) => st.locationId === outletId))).toBe(true);
    for (const id of [outletId, outletId.replace(/-/g, '')]) {
      const answer = (await search(app(), { nonZeroStockOnly: true, filters: [{ field: 'locationId', values: [id] }] })).body;
      expect(answer.list.map((i) => i.id)).toContain(outletOnly.id);
      for (const item of answer.list)
        expect(item.skus.some((s) => s.stocks.some((st) => st.locationId === outletId && st.ok > 0))).toBe(true);
    }
    const online = (await search(app(), { nonZeroStockOnly: true })).body;
    expect(online.list.map((i) => i.id)).not.toContain(outletOnly.id);
    for (const item of online.list)
      expect(item.skus.some((s) => s.stocks.some((st) => st.locationId === ONLINE_LOCATION_ID && st.ok > 0))).toBe(true);
    const soldOut = everything.find((i) => i.code === itemCode(7))!;
    expect(soldOut.skus.every((s) => s.stocks.every((st) => st.ok === 0))).toBe(true);
    expect(online.list.map((i) => i.id)).not.toContain(soldOut.id);
    expect(online.total).toBe(
      everything.filter((i) => i.skus.some((s) => s.stocks.some((st) => st.locationId === ONLINE_LOCATION_ID && st.ok > 0))).length,
    );
    const unknown = (await search(app(), { filters: [{ field: 'locationId', values: ['not-a-location'] }] })).body;
    expect(unknown.total).toBe(0);
  });

  test('ranges: minPrice bounds the lowest price a shopper pays, discount the highest discount percent', async () => {
    const priced = (await search(app(), { ranges: [{ field: 'minPrice', min: 500, max: 1000 }] })).body;
    expect(priced.total).toBeGreaterThan(0);
    expect(priced.total).toBe(everything.filter((i) => i.minDiscountedPrice >= 500 && i.minDiscountedPrice <= 1000).length);
    const discounted = (await search(app(), { ranges: [{ field: 'discount', min: 10, max: 100 }] })).body;
    const listed = discounted.list.map((i) => i.id);
    // SKU discounts of 10 % or more, and the 20 % product discount of item 2, are in; undiscounted items are out.
    const skuDiscounted = everything.filter((i) => i.skus.some((s) => s.discountedSalesPrice > 0 && s.salesDiscount >= 10));
    expect(skuDiscounted.length).toBeGreaterThan(0);
    expect(listed).toEqual(expect.arrayContaining(skuDiscounted.map((i) => i.id)));
    expect(listed).toContain(ids.item(SPECIAL_ITEMS.productPercent[1]));
    for (const item of discounted.list) {
      expect((item as Item & { maxDiscount: number }).maxDiscount).toBeGreaterThanOrEqual(10);
      expect(
        item.minDiscountedPrice < item.minPrice ||
          item.maxDiscountedPrice < Math.max(...item.skus.map((s) => s.salesPrice)) ||
          item.skus.some((s) => s.discountedSalesPrice > 0),
      ).toBe(true);
    }
    const none = (await search(app(), { ranges: [{ field: 'discount', min: 0, max: 0 }] })).body;
    expect(none.total + discounted.total).toBeLessThanOrEqual(TEST_ITEMS);
    for (const item of none.list) expect(item.skus.every((s) => s.discountedSalesPrice === 0)).toBe(true);
  });

  test("featured 'true' lists featured items only; status filters", async () => {
    const featured = (await search(app(), { featured: 'true' })).body;
    expect(featured.total).toBeGreaterThan(0);
    expect(featured.list.every((i) => i.featured)).toBe(true);
    expect(featured.total).toBe(everything.filter((i) => i.featured).length);
    const active = (await search(app(), { status: 'ACTIVE' })).body;
    const inactive = everything.filter((i) => i.status !== 'ACTIVE');
    expect(inactive.map((i) => i.code)).toEqual([itemCode(50)]);
    expect(active.total).toBe(TEST_ITEMS - 1);
  });

  test('query text matches title, band and keywords, case- and accent-insensitive; every word must match', async () => {
    const maiden = (await search(app(), { query: 'IRON maiden' })).body;
    expect(maiden.total).toBeGreaterThan(0);
    for (const item of maiden.list) expect(item.title.toLowerCase()).toContain('iron maiden');
    const thrash = (await search(app(), { query: 'thrash' })).body;
    expect(thrash.total).toBeGreaterThan(0);
    for (const item of thrash.list) expect(item.keywords).toEqual(expect.arrayContaining([expect.stringContaining('thrash')]));
    const motorhead = (await search(app(), { query: 'motorhead' })).body;
    expect(motorhead.total).toBeGreaterThan(0);
    expect(motorhead.list.every((i) => i.lookup_bands?.[0].name === 'Motörhead')).toBe(true);
    const both = (await search(app(), { query: 'metallica hoodie' })).body.list;
    expect(both.every((i) => /metallica/i.test(i.title) && (/hoodie/i.test(i.title) || i.keywords?.includes('hoodie')))).toBe(true);
    expect(both.length).toBeLessThan((await search(app(), { query: 'metallica' })).body.total);
    expect((await search(app(), { query: 'zzqx' })).body.total).toBe(0);
    expect((await search(app(), { query: 'emptyQuery' })).body.total).toBe(TEST_ITEMS);
  });

  test('filters combine with AND', async () => {
    const halfSleeve = byName(categories, 'Half Sleeve');
    const black = byName(byName(options, 'Color').values, 'Black');
    const combined = (
      await search(app(), {
        status: 'ACTIVE',
        nonZeroStockOnly: true,
        filters: [
          { field: 'categoryIds', values: [halfSleeve.id] },
          { field: 'opt_7', values: [black.id] },
        ],
        ranges: [{ field: 'minPrice', min: 100, max: 3000 }],
      })
    ).body;
    const expected = everything.filter(
      (i) =>
        i.status === 'ACTIVE' &&
        i.categories[0].id === halfSleeve.id &&
        i.skus.some((s) => s.attributeValues.some((v) => v.id === black.id)) &&
        i.skus.some((s) => s.stocks.some((st) => st.locationId === ONLINE_LOCATION_ID && st.ok > 0)) &&
        i.minDiscountedPrice >= 100 &&
        i.minDiscountedPrice <= 3000,
    );
    expect(combined.total).toBe(expected.length);
    expect(combined.list.map((i) => i.id).sort()).toEqual(expected.map((i) => i.id).sort());
  });
});

describe('v2 item search (typeahead, related products)', () => {
  const typeahead = (title: string, size = 10, matchType = 'REGEX') =>
    post<ListBody<Item>>(app(), '/api/v2/items/search', {
      textParams: [
        { field: 'status', value: 'ACTIVE', matchType: 'EXACT' },
        { field: 'title', value: title, matchType },
      ],
      sortParams: [{ field: 'title', type: 'ASCENDING' }],
      page: 1,
      size,
    });

  test('title REGEX is case-insensitive, at most 10 answers', async () => {
    const answer = await typeahead('SHIRT', 50);
    expect(answer.status).toBe(200);
    expect(answer.body.list.length).toBe(Math.min(10, answer.body.total));
    expect(answer.body.total).toBeGreaterThan(10);
    expect(answer.body.nextPageToken).toBe('2');
    for (const item of answer.body.list) expect(item.title).toMatch(/shirt/i);
  });

  test('the typeahead reads a misspelt band, and the last word as begun; products matched as typed come first', async () => {
    const misspelt = (await typeahead('metalica', 100)).body;
    expect(misspelt.total).toBe(everything.filter((i) => i.lookup_bands?.[0].name === 'Metallica').length);
    // The first two letters of a Metallica product's last word, as a shopper still typing it.
    const target = everything.find((i) => i.lookup_bands?.[0].name === 'Metallica')!;
    const begun = target.title.split(' ').at(-1)!.slice(0, 2);
    const list = (await typeahead(`metallica ${begun}`, 100)).body.list;
    expect(list.map((i) => i.id)).toContain(target.id);
    for (const item of list) expect(item.title).toMatch(new RegExp(`^Metallica .*\\b${begun}`, 'i'));
  });

  test('a search ranks every product matched as typed above every corrected one, under any sort', async () => {
    // "metall" begins Metallica (as typed) and is one typo from "metal": keychains, genres, a brand (corrected).
    const metallica = everything.filter((i) => i.lookup_bands?.[0].name === 'Metallica').length;
    const keychains = everything.filter(
      (i) =>
        i.lookup_bands?.[0].name !== 'Metallica' &&
        /\bmetal\b/i.test(`${i.title} ${i.keywords?.join(' ')} ${i.lookups?.map((l) => l.name).join(' ')}`),
    ).length;
    expect(metallica * keychains).toBeGreaterThan(0);
    for (const sort of [{}, { sortField: 'price', sortType: 'ASCENDING' }, { sortField: 'title', sortType: 'DESCENDING' }]) {
      const { items } = await allPages(app(), { query: 'metall', ...sort });
      const bands = items.map((i) => (i.lookup_bands?.[0].name === 'Metallica' ? 'M' : '-')).join('');
      expect({ sort, bands }).toEqual({ sort, bands: 'M'.repeat(metallica) + '-'.repeat(keychains) });
    }
  });

  test('a title REGEX is the typed text, escapes undone: each word matches, in any order', async () => {
    const words = async (value: string) => (await typeahead(value, 100)).body;
    const ironMaiden = everything
      .filter((i) => /iron/i.test(i.title) && /maiden/i.test(i.title))
      .map((i) => i.id)
      .sort();
    expect(ironMaiden.length).toBeGreaterThan(0);
    for (const value of ['iron maiden', 'Maiden  IRON', 'iron\\ maiden']) {
      const answer = await words(value);
      expect({ value, ids: answer.list.map((i: Item) => i.id).sort() }).toEqual({ value, ids: ironMaiden.slice(0, 10) });
      expect(answer.total).toBe(ironMaiden.length);
    }
    // Pattern syntax is never run: '^iron' and 'iron.*maiden' are read as the words around it.
    expect((await words('^iron.*maiden')).total).toBe(ironMaiden.length);
    // What the SPA sends (its escapeRegex of the typed text) finds the product whose title was typed.
    const item = everything[5];
    expect((await words(escapeRegex(item.title))).list.map((i: Item) => i.id)).toContain(item.id);
    expect((await words(escapeRegex(`${item.title} (`))).list.map((i: Item) => i.id)).toContain(item.id);
  });

  test('the outlet-stock search with both a query and a title REGEX finds the products matching both', async () => {
    const ids = async (body: Record<string, unknown>) => (await allPages(app(), body)).items.map((i) => i.id).sort();
    const typed = (value: string) => ({ textParams: [{ field: 'title', value, matchType: 'REGEX' }] });
    const target = everything.find((i) => i.lookup_bands?.[0].name === 'Metallica')!;
    const word = target.title.split(' ').at(-1)!.slice(0, 4);
    const band = await ids({ query: 'metalica' });
    const begun = await ids(typed(word));
    const both = await ids({ query: 'metalica', ...typed(word) });
    expect(both).toContain(target.id);
    expect(both).toEqual(band.filter((id) => begun.includes(id)));
    expect(await ids({ query: 'slayer', ...typed('metallica') })).toEqual([]);
  });

  test('title EXACT and code EXACT find one item', async () => {
    const item = everything[3];
    const exact = await typeahead(item.title.toUpperCase(), 10, 'EXACT');
    expect(exact.body.list.map((i) => i.id)).toContain(item.id);
    const byCode = await post<ListBody<Item>>(app(), '/api/v2/items/search', {
      page: 1,
      size: 10,
      textParams: [{ field: 'code', value: item.code, matchType: 'EXACT' }],
    });
    expect(byCode.body.list.map((i) => i.id)).toEqual([item.id]);
  });

  test('nestedParams categories.id lists the items of that category (related products, size 21)', async () => {
    const category = byName(categories, 'Half Sleeve');
    const answer = await post<ListBody<Item>>(app(), '/api/v2/items/search', {
      page: 1,
      size: 21,
      fetchCount: true,
      nestedParams: [{ field: 'categories.id', value: category.id, matchType: 'COLLECTION_CONTAINS_EXACT', isRelational: true }],
      sortParams: [{ field: 'title', type: 'ASCENDING' }],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBe(everything.filter((i) => i.categories[0].id === category.id).length);
    expect(answer.body.list.length).toBe(Math.min(21, answer.body.total));
    expect(answer.body.list.every((i) => i.categories.some((c) => c.id === category.id))).toBe(true);
  });

  test('nestedParams lookup_bands.id lists the band’s items by title (related products lead with them)', async () => {
    const warfaze = byName(bands, 'Warfaze');
    const answer = await post<ListBody<Item>>(app(), '/api/v2/items/search', {
      page: 1,
      size: 21,
      fetchCount: true,
      nestedParams: [{ field: 'lookup_bands.id', value: warfaze.id, matchType: 'COLLECTION_CONTAINS_EXACT', isRelational: true }],
      sortParams: [{ field: 'title', type: 'ASCENDING' }],
    });
    expect(answer.status).toBe(200);
    const expected = everything.filter((i) => i.lookup_bands?.some((b) => b.id === warfaze.id)).map((i) => i.title);
    expect(answer.body.total).toBe(expected.length);
    expect(answer.body.list.map((i) => i.title)).toEqual([...expected].sort().slice(0, 21));
  });

  test('unknown fields are a 400 naming the supported ones', async () => {
    const answer = await post(app(), '/api/v2/items/search', {
      page: 1,
      size: 10,
      textParams: [{ field: 'colour', value: 'x', matchType: 'EXACT' }],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(/colour.*status, title/);
    const nested = await post(app(), '/api/v2/items/search', {
      page: 1,
      size: 10,
      nestedParams: [{ field: 'skus.code', value: 'x', matchType: 'COLLECTION_CONTAINS_EXACT' }],
    });
    expect(nested.status).toBe(400);
  });
});

describe('find one product, view event', () => {
  test('GET /api/v2/items?id= answers the full item, with or without dashes; 404 JSON when unknown', async () => {
    const id = ids.item(SPECIAL_ITEMS.productFixed);
    const found = await get<Item>(app(), `/api/v2/items?id=${id}`);
    expect(found.status).toBe(200);
    expect(found.body.id).toBe(id);
    expect(found.body.skus.length).toBeGreaterThan(0);
    expect((await get<Item>(app(), `/api/v2/items?id=${id.replace(/-/g, '')}`)).body.id).toBe(id);
    const missing = await get(app(), '/api/v2/items?id=00000000-0000-0000-0000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body.error).toMatch(/No product/);
  });

  test('POST /api/v2/items/events/view answers 202 and raises popularity (and its sort) at once, once per client address a day', async () => {
    const item = everything[10];
    const before = item.totalPopularity;
    const view = (remoteAddress: string) =>
      app().inject({
        method: 'POST',
        url: `/api/v2/items/events/view?id=${item.id}`,
        remoteAddress,
        headers: { 'x-api-key': 'metal-merch-local-key' },
      });
    for (const address of ['10.0.0.1', '10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.3']) expect((await view(address)).statusCode).toBe(202);
    expect((await get<Item>(app(), `/api/v2/items?id=${item.id}`)).body.totalPopularity).toBe(before + 3);
    // Enough viewers put it first in popularity order.
    const top = (await search(app(), { size: 1, sortField: 'totalPopularity', sortType: 'DESCENDING' })).body.list[0];
    for (let k = 0; k <= top.totalPopularity - before; k++) await view(`10.1.${k >> 8}.${k & 255}`);
    expect((await search(app(), { size: 1, sortField: 'totalPopularity', sortType: 'DESCENDING' })).body.list[0].id).toBe(item.id);
    expect((await post(app(), '/api/v2/items/events/view?id=nope')).status).toBe(404);
    expect((await post(app(), '/api/v2/items/events/view')).status).toBe(400);
  });

  test('a view counts once per device and item a day: 40 addresses naming one device add one view, 40 devices from one address add one', async () => {
    const item = everything[11];
    const before = item.totalPopularity;
    const view = (remoteAddress: string, device: string) =>
      app().inject({
        method: 'POST',
        url: `/api/v2/items/events/view?id=${item.id}`,
        remoteAddress,
        headers: { 'x-api-key': 'metal-merch-local-key', 'x-device-id': device },
      });
    const popularity = async () => (await get<Item>(app(), `/api/v2/items?id=${item.id}`)).body.totalPopularity;
    for (let k = 0; k < 40; k++) expect((await view(`10.2.0.${k}`, 'one-device')).statusCode).toBe(202);
    expect(await popularity()).toBe(before + 1);
    await Promise.all(Array.from({ length: 40 }, (_, k) => view('10.3.0.1', `device-${k}`)));
    expect(await popularity()).toBe(before + 2);
    // A new device from a new address is a new viewer.
    await view('10.3.0.2', 'another-device');
    expect(await popularity()).toBe(before + 3);
  });
});

// The data layer: the only module that knows the database. Routes talk to the ShopStore interface
// (./types), so a PostgreSQL implementation can replace this SQLite one without touching them.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { AttributeOption, AttributeValue, Branch, Category, GlobalDiscount, Location, Lookup, News } from '../../../src/domain/types';
import { bareId } from '../ids';
import { checkDatabaseFile } from './integrity';
import { type ReferenceCache } from './itemDocuments';
import { ItemRepository, loadIndexData } from './items';
import { SearchIndex } from './searchIndex';
import { migrate, SEED_INDEXES } from './schema';
import { COLOR_OPTION_ID, SIZE_OPTION_ID } from '../../../src/domain/options';
import { ONLINE_LOCATION_ID, seed } from './seed';
import { OrderRepository } from './orders';
import type { CategoryQuery, LocationQuery, LookupQuery, NewsQuery, Page, PageWindow, ShopStore, SitemapEntry } from './types';

export type {
  CategoryQuery,
  ItemArt,
  ItemQuery,
  ItemSort,
  ItemSortField,
  LocationQuery,
  LookupQuery,
  NewsQuery,
  OrderInput,
  OrderIntent,
  OrderLineInput,
  OrderView,
  Page,
  PageWindow,
  PaymentStatus,
  PaymentTransition,
  PlaceOrderResult,
  PriceConflict,
  ShopStore,
} from './types';

export interface OpenStoreOptions {
  /** Catalogue size when the file is new (default 300). */
  seedItems?: number;
  /** Called once when a new database was seeded, with the time it took. */
  onSeeded?: (items: number, ms: number) => void;
}

interface CategoryRow {
  id: string;
  parent_id: string;
  name: string;
  sort_order: number;
  image_url: string | null;
}
interface LookupRow {
  id: string;
  type: string;
  name: string;
  status: string;
}
interface ValueRow {
  no: number;
  id: string;
  option_id: number;
  option_name: string;
  name: string;
  display_label: string;
  code: string;
  sort_order: number;
  color: string | null;
}
interface PlaceRow {
  id: string;
  branch_id?: string | null;
  name: string;
  address: string;
  lat: number;
  lon: number;
  type: string;
  image_url: string | null;
  phone: string | null;
}
interface NewsRow {
  id: string;
  title: string;
  date: string;
  content: string;
  author: string;
  main_image: string | null;
}
interface DiscountRow {
  id: string;
  title: string;
  valid: number;
  type: GlobalDiscount['type'];
  discount_type: string;
  value: number;
  categories: string;
  items: string;
}

const toCategory = (r: CategoryRow): Category => ({
  id: r.id,
  parentId: r.parent_id,
  name: r.name,
  sortOrder: r.sort_order,
  extras: r.image_url ? { image_url: r.image_url } : {},
});
const toLookup = (r: LookupRow): Lookup => ({ id: r.id, name: r.name, type: r.type, status: r.status });
const toValue = (r: ValueRow): AttributeValue => ({
  id: r.id,
  optionId: r.option_id,
  optionName: r.option_name,
  optionDisplayLabel: r.option_name,
  name: r.name,
  displayLabel: r.display_label,
  code: r.code,
  sortOrder: r.sort_order,
  seq: r.sort_order,
  extras: r.color ? { color: r.color } : {},
});
const toNews = (r: NewsRow): News => ({
  id: r.id,
  title: r.title,
  date: r.date,
  content: r.content,
  author: r.author,
  links: r.main_image ? { main_image: r.main_image } : {},
});
const toDiscount = (r: DiscountRow): GlobalDiscount => ({
  id: r.id,
  title: r.title,
  valid: r.valid === 1,
  type: r.type,
  discountType: r.discount_type,
  value: r.value,
  categories: JSON.parse(r.categories) as GlobalDiscount['categories'],
  items: JSON.parse(r.items) as GlobalDiscount['items'],
});

const offset = (w: PageWindow) => (w.page - 1) * w.size;

/**
 * Opens (creating, migrating and seeding when new) the shop database file. An existing file that is empty, not
 * this shop's database, or damaged is refused (./integrity).
 */
export function openShopStore(file: string, options: OpenStoreOptions = {}): ShopStore {
  checkDatabaseFile(file);
  if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma('cache_size = -32000');
  try {
    migrate(db);
    const seeded = db.prepare("SELECT value FROM meta WHERE key = 'seeded_items'").get() as { value: string } | undefined;
    if (!seeded) {
      const items = options.seedItems ?? 300;
      const started = performance.now();
      seed(db, items);
      options.onSeeded?.(items, performance.now() - started);
    }
    db.exec(SEED_INDEXES);
  } catch (error) {
    db.close();
    throw error;
  }

  // Reference data lives in memory: it is small, and only this module changes it.
  const categoryRows = db.prepare('SELECT id, parent_id, name, sort_order, image_url FROM categories ORDER BY sort_order, name').all() as CategoryRow[];
  const children = new Map<string, string[]>();
  for (const c of categoryRows) children.set(c.parent_id, [...(children.get(c.parent_id) ?? []), c.id]);
  const lookupCache = new Map((db.prepare('SELECT id, type, name, status FROM lookups').all() as LookupRow[]).map((r) => [r.id, toLookup(r)]));
  const valueRows = db.prepare('SELECT * FROM attribute_values ORDER BY option_id DESC, sort_order').all() as ValueRow[];
  const locationRows = db.prepare('SELECT no, id, bare_id FROM locations ORDER BY sort_order').all() as { no: number; id: string; bare_id: string }[];
  const onlineLocationId =
    (db.prepare("SELECT value FROM meta WHERE key = 'online_location_id'").get() as { value: string } | undefined)?.value ?? ONLINE_LOCATION_ID;
  const charges = db.prepare('SELECT id, charge FROM delivery_charges ORDER BY sort_order').all() as { id: string; charge: number }[];
  let discountCache: GlobalDiscount[] | null = null;
  const allDiscounts = () =>
    (discountCache ??= (db.prepare('SELECT * FROM global_discounts ORDER BY sort_order').all() as DiscountRow[]).map(toDiscount));

  const ref: ReferenceCache = {
    categoryNames: new Map(categoryRows.map((c) => [c.id, c.name])),
    lookups: lookupCache,
    attributeValues: new Map(valueRows.map((r) => [r.no, toValue(r)])),
    locationIds: new Map(locationRows.map((l) => [l.no, l.id])),
  };
  const categoryWithDescendants = (ids: string[]) => {
    const out = new Set<string>();
    const visit = (id: string) => {
      if (out.has(id)) return;
      out.add(id);
      for (const child of children.get(id) ?? []) visit(child);
    };
    for (const id of ids) if (ref.categoryNames.has(id)) visit(id);
    return [...out];
  };

  const onlineLocationNo = locationRows.find((l) => l.id === onlineLocationId)?.no;
  if (onlineLocationNo === undefined) throw new Error(`The online-warehouse location ${onlineLocationId} is missing from the database.`);
  const index = new SearchIndex(loadIndexData(db), {
    locationNosByBareId: new Map(locationRows.map((l) => [l.bare_id, l.no])),
    onlineLocationNo,
    attributeValueNos: new Map(valueRows.map((r) => [r.id, r.no])),
    attributeOptionOf: (no) => ref.attributeValues.get(no)?.optionId,
    lookupType: (id) => lookupCache.get(id)?.type,
    categoryWithDescendants,
  });
  const items = new ItemRepository(db, ref, index);
  const orders = new OrderRepository(db, {
    onlineLocationNo,
    attributeValues: ref.attributeValues,
    categoryNames: ref.categoryNames,
    discounts: allDiscounts,
    deliveryCharge: (district) => charges.find((c) => c.id === district)?.charge,
    onStockChanged: (seqs) => items.stockChanged(seqs),
  });

  const placeColumns = 'id, name, address, lat, lon, type, image_url, phone';
  const toBranch = (r: PlaceRow, stockLocations: string[]): Branch => ({
    id: r.id,
    name: r.name,
    address: r.address,
    lat: r.lat,
    lon: r.lon,
    type: r.type,
    stockLocations: stockLocations.map((id) => ({ id })),
    extras: { ...(r.image_url ? { image_url: r.image_url } : {}), ...(r.phone ? { phone: r.phone } : {}) },
  });
  const toLocation = (r: PlaceRow): Location => ({ ...toBranch(r, [r.id]), branchId: r.branch_id ?? undefined } as Location);
  const typeFilter = (types: string[] | undefined) => (types?.length ? { sql: 'WHERE type IN (SELECT value FROM json_each(?))', params: [JSON.stringify(types)] } : { sql: '', params: [] });

  const store: ShopStore = {
    onlineLocationId,
    stockLocationIds: [onlineLocationId, ...locationRows.map((l) => l.id).filter((id) => id !== onlineLocationId)],

    searchItems: async (query) => items.search(query),
    searchItemsJson: async (query) => items.searchJson(query),
    findItem: async (id) => {
      const json = items.findJson(id);
      return json === null ? null : JSON.parse(json.toString());
    },
    findItemJson: async (id) => items.findJson(id),
    recordItemView: async (id, viewer, day) => items.recordView(id, viewer, day),
    itemArt: async (code) => items.art(code),

    async categories(query: CategoryQuery): Promise<Page<Category>> {
      const list = categoryRows.filter((c) => query.parentId === undefined || c.parent_id === query.parentId).map(toCategory);
      return { list: list.slice(offset(query), offset(query) + query.size), total: list.length };
    },
    async findCategory(id) {
      const row = categoryRows.find((c) => bareId(c.id) === bareId(id));
      return row ? toCategory(row) : null;
    },
    categoryWithDescendants: async (ids) => categoryWithDescendants(ids),

    async attributeOptions(): Promise<AttributeOption[]> {
      const values = [...ref.attributeValues.values()];
      return [
        { id: COLOR_OPTION_ID, name: 'Color', values: values.filter((v) => v.optionId === COLOR_OPTION_ID) },
        { id: SIZE_OPTION_ID, name: 'Size', values: values.filter((v) => v.optionId === SIZE_OPTION_ID) },
      ];
    },

    async lookups(query: LookupQuery): Promise<Page<Lookup>> {
      const where: string[] = [];
      const params: unknown[] = [];
      if (query.type !== undefined) where.push('type = ?') && params.push(query.type);
      if (query.status !== undefined) where.push('status = ?') && params.push(query.status);
      if (query.name !== undefined) where.push('name = ? COLLATE NOCASE') && params.push(query.name);
      const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
      const direction = query.descending ? 'DESC' : 'ASC';
      const total = (db.prepare(`SELECT COUNT(*) AS n FROM lookups ${whereSql}`).get(...params) as { n: number }).n;
      const rows = db
        .prepare(`SELECT id, type, name, status FROM lookups ${whereSql} ORDER BY name COLLATE NOCASE ${direction}, id ${direction} LIMIT ? OFFSET ?`)
        .all(...params, query.size, offset(query)) as LookupRow[];
      return { list: rows.map(toLookup), total };
    },
    async setLookupStatus(id, type, status) {
      const lookup = lookupCache.get(id);
      if (!lookup || lookup.type !== type) return null;
      db.prepare('UPDATE lookups SET status = ? WHERE id = ?').run(status, id);
      lookup.status = status;
      items.referenceChanged();
      return { ...lookup };
    },
    async deleteInactiveLookups(type) {
      return db.transaction(() => {
        const doomed = db.prepare("SELECT id FROM lookups WHERE type = ? AND status = 'INACTIVE'").all(type) as { id: string }[];
        for (const { id } of doomed) {
          const seqs = db.prepare('SELECT item_seq FROM item_lookups WHERE lookup_id = ?').pluck(true).all(id);
          db.prepare(
            `UPDATE item_details SET lookup_ids = (SELECT json_group_array(value) FROM json_each(item_details.lookup_ids) WHERE value != ?)
             WHERE seq IN (SELECT value FROM json_each(?))`,
          ).run(id, JSON.stringify(seqs));
          db.prepare('DELETE FROM item_lookups WHERE lookup_id = ?').run(id);
          db.prepare('DELETE FROM lookups WHERE id = ?').run(id);
          lookupCache.delete(id);
        }
        if (doomed.length) items.referenceChanged();
        return doomed.length;
      })();
    },

    async branches(window) {
      const filter = typeFilter(window.types);
      const total = (db.prepare(`SELECT COUNT(*) AS n FROM branches ${filter.sql}`).get(...filter.params) as { n: number }).n;
      const rows = db.prepare(`SELECT ${placeColumns} FROM branches ${filter.sql} ORDER BY sort_order, id LIMIT ? OFFSET ?`).all(...filter.params, window.size, offset(window)) as PlaceRow[];
      const locationsOf = db.prepare('SELECT id FROM locations WHERE branch_id = ? ORDER BY sort_order');
      return { list: rows.map((r) => toBranch(r, (locationsOf.all(r.id) as { id: string }[]).map((l) => l.id))), total };
    },
    async locations(query: LocationQuery) {
      const filter = typeFilter(query.types);
      const total = (db.prepare(`SELECT COUNT(*) AS n FROM locations ${filter.sql}`).get(...filter.params) as { n: number }).n;
      const rows = db
        .prepare(`SELECT ${placeColumns}, branch_id FROM locations ${filter.sql} ORDER BY sort_order, id LIMIT ? OFFSET ?`)
        .all(...filter.params, query.size, offset(query)) as PlaceRow[];
      return { list: rows.map(toLocation), total };
    },
    async findLocation(id) {
      const row = db.prepare(`SELECT ${placeColumns}, branch_id FROM locations WHERE bare_id = ?`).get(bareId(id)) as PlaceRow | undefined;
      return row ? toLocation(row) : null;
    },

    async news(query: NewsQuery) {
      const sort = query.sort.length ? query.sort : [{ field: 'date' as const, descending: true }, { field: 'title' as const, descending: false }];
      const order = [...sort.map((s) => `${s.field === 'date' ? 'date' : 'title'} ${s.descending ? 'DESC' : 'ASC'}`), 'id ASC'].join(', ');
      const total = (db.prepare('SELECT COUNT(*) AS n FROM news').get() as { n: number }).n;
      const rows = db.prepare(`SELECT * FROM news ORDER BY ${order} LIMIT ? OFFSET ?`).all(query.size, offset(query)) as NewsRow[];
      return { list: rows.map(toNews), total };
    },
    async sitemapEntries() {
      return {
        items: db.prepare("SELECT id, date_created AS changed FROM items WHERE status = 'ACTIVE' ORDER BY seq").all() as SitemapEntry[],
        news: db.prepare('SELECT id, date AS changed FROM news ORDER BY date DESC, id').all() as SitemapEntry[],
      };
    },
    async findNews(id) {
      const rows = db.prepare('SELECT * FROM news').all() as NewsRow[];
      const row = rows.find((r) => bareId(r.id) === bareId(id));
      return row ? toNews(row) : null;
    },

    async globalDiscounts(window) {
      const list = allDiscounts().filter((d) => window.valid === undefined || d.valid === window.valid);
      return { list: list.slice(offset(window), offset(window) + window.size), total: list.length };
    },
    deliveryCharges: async () => charges.map((c) => ({ ...c })),

    placeOrder: async (input) => orders.placeOrder(input),
    findOrder: async (invoiceId) => orders.find(invoiceId),
    markPaid: async (invoiceId, method, now) => orders.markPaid(invoiceId, method, now),
    confirmPayment: async (invoiceId, now) => orders.confirmPayment(invoiceId, now),
    abandonPayment: async (invoiceId, status) => orders.abandonPayment(invoiceId, status),

    async close() {
      if (!db.open) return;
      db.pragma('optimize');
      db.close();
    },
  };
  return store;
}

// The SQLite store: one embedded database file, the default for one machine.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { bareId } from '../../ids';
import { accountStore } from '../accounts';
import { ItemStore } from '../items';
import { lookupWrites } from '../lookupWrites';
import { orderTextStore } from '../orderTexts';
import { sqliteRunner } from './sqlRunner';
import { checkDatabaseFile } from './integrity';
import { orderStore } from '../orders';
import { DEFAULT_PAYMENT_WINDOW_MS } from '../payments';
import {
  offset,
  PLACE_COLUMNS,
  REFERENCE_QUERIES,
  ReferenceData,
  toBranch,
  toLocation,
  toLookup,
  newsOrderBy,
  newsWithId,
  toNews,
  type LookupRow,
  type NewsRow,
  type PlaceRow,
  type ReferenceRows,
} from '../reference';
import { migrate, SEED_INDEXES } from './schema';
import { ONLINE_LOCATION_ID } from '../seed';
import { seed } from './seed';
import type { LookupQuery, OpenStoreOptions, ShopStore, SitemapEntry } from '../types';

/** Items read per turn of the event loop while the sitemap is built. */
const SITEMAP_PAGE = 10_000;

function readReference(db: Database.Database): ReferenceRows {
  const all = <T>(sql: string) => db.prepare(sql).all() as T[];
  return {
    categories: all(REFERENCE_QUERIES.categories),
    lookups: all(REFERENCE_QUERIES.lookups),
    values: all(REFERENCE_QUERIES.values),
    locations: all(REFERENCE_QUERIES.locations),
    charges: all(REFERENCE_QUERIES.charges),
    discounts: all(REFERENCE_QUERIES.discounts),
    onlineLocationId: (db.prepare(REFERENCE_QUERIES.onlineLocation).get() as { value: string } | undefined)?.value ?? ONLINE_LOCATION_ID,
  };
}

/**
 * Opens (creating, migrating and seeding when new) the shop database file. An existing file that is empty, not
 * this shop's database, or damaged is refused (./integrity). A call's own statements run at once, unless one of the
 * runner's transactions is open (./sqlRunner): then they wait for it.
 */
export function openSqliteStore(file: string, options: OpenStoreOptions = {}): ShopStore {
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

  const reference = new ReferenceData(readReference(db));
  const runner = sqliteRunner(db);
  // Statements on the connection outside the runner wait while one of its transactions is open (./sqlRunner).
  const { whenIdle } = runner;
  const items = new ItemStore(runner, reference.cache, reference.indexReference());
  // The index loads now; a request that comes first waits for it, and a failed load is tried again by the next one.
  items.sync().catch(() => undefined);
  const orders = orderStore(runner, {
    ...reference.checkoutContext(options.paymentWindowMs ?? DEFAULT_PAYMENT_WINDOW_MS),
    stockMoved: (sql, seqs) => items.logChange(sql, 'stock', seqs),
  });
  const activeItemsAfter = db.prepare(
    "SELECT seq, id, date_created AS changed FROM items WHERE status = 'ACTIVE' AND seq > ? ORDER BY seq LIMIT ?",
  );
  const typeFilter = (types: string[] | undefined) =>
    types?.length ? { sql: 'WHERE type IN (SELECT value FROM json_each(?))', params: [JSON.stringify(types)] } : { sql: '', params: [] };

  return {
    ...reference.storeCalls(),
    searchItems: (query) => items.search(query),
    searchItemsJson: (query) => items.searchJson(query),
    findItem: async (id) => {
      const json = await items.findJson(id);
      return json === null ? null : JSON.parse(json.toString());
    },
    findItemJson: (id) => items.findJson(id),
    recordItemView: (id, viewers, day) => items.recordView(id, viewers, day),
    itemArt: (code) => items.art(code),

    lookups: async (query: LookupQuery) =>
      whenIdle(() => {
        const where: string[] = [];
        const params: unknown[] = [];
        const add = (sql: string, value: unknown) => {
          where.push(sql);
          params.push(value);
        };
        if (query.type !== undefined) add('type = ?', query.type);
        if (query.status !== undefined) add('status = ?', query.status);
        if (query.name !== undefined) add('name = ? COLLATE NOCASE', query.name);
        const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
        const direction = query.descending ? 'DESC' : 'ASC';
        const total = (db.prepare(`SELECT COUNT(*) AS n FROM lookups ${whereSql}`).get(...params) as { n: number }).n;
        const rows = db
          .prepare(
            `SELECT id, type, name, status, name_bn FROM lookups ${whereSql} ORDER BY name COLLATE NOCASE ${direction}, id ${direction} LIMIT ? OFFSET ?`,
          )
          .all(...params, query.size, offset(query)) as LookupRow[];
        return { list: rows.map(toLookup), total };
      }),
    ...lookupWrites(runner, items),

    branches: async (window) =>
      whenIdle(() => {
        const filter = typeFilter(window.types);
        const total = (db.prepare(`SELECT COUNT(*) AS n FROM branches ${filter.sql}`).get(...filter.params) as { n: number }).n;
        const rows = db
          .prepare(`SELECT ${PLACE_COLUMNS} FROM branches ${filter.sql} ORDER BY sort_order, id LIMIT ? OFFSET ?`)
          .all(...filter.params, window.size, offset(window)) as PlaceRow[];
        const locationsOf = db.prepare('SELECT id FROM locations WHERE branch_id = ? ORDER BY sort_order');
        return {
          list: rows.map((r) =>
            toBranch(
              r,
              (locationsOf.all(r.id) as { id: string }[]).map((l) => l.id),
            ),
          ),
          total,
        };
      }),
    locations: async (query) =>
      whenIdle(() => {
        const filter = typeFilter(query.types);
        const total = (db.prepare(`SELECT COUNT(*) AS n FROM locations ${filter.sql}`).get(...filter.params) as { n: number }).n;
        const rows = db
          .prepare(`SELECT ${PLACE_COLUMNS}, branch_id FROM locations ${filter.sql} ORDER BY sort_order, id LIMIT ? OFFSET ?`)
          .all(...filter.params, query.size, offset(query)) as PlaceRow[];
        return { list: rows.map(toLocation), total };
      }),
    findLocation: async (id) =>
      whenIdle(() => {
        const row = db.prepare(`SELECT ${PLACE_COLUMNS}, branch_id FROM locations WHERE bare_id = ?`).get(bareId(id)) as
          PlaceRow | undefined;
        return row ? toLocation(row) : null;
      }),

    news: async (query) =>
      whenIdle(() => {
        const order = newsOrderBy(query.sort);
        const total = (db.prepare('SELECT COUNT(*) AS n FROM news').get() as { n: number }).n;
        const rows = db.prepare(`SELECT * FROM news ORDER BY ${order} LIMIT ? OFFSET ?`).all(query.size, offset(query)) as NewsRow[];
        return { list: rows.map(toNews), total };
      }),
    async sitemapEntries() {
      // In pages, each on a turn of its own: one read of 200,000 items would hold the event loop for about 0.3 s.
      const items: SitemapEntry[] = [];
      for (let after = 0; ;) {
        const page = (await whenIdle(() => activeItemsAfter.all(after, SITEMAP_PAGE))) as (SitemapEntry & { seq: number })[];
        for (const { id, changed } of page) items.push({ id, changed });
        if (page.length < SITEMAP_PAGE) break;
        after = page[page.length - 1].seq;
        await new Promise((resolve) => setImmediate(resolve));
      }
      const news = await whenIdle(() => db.prepare('SELECT id, date AS changed FROM news ORDER BY date DESC, id').all() as SitemapEntry[]);
      return { items, news };
    },
    sitemapVersion: () => items.listingVersion(),
    pageDataVersion: () => items.pageDataVersion(),
    findNews: async (id) => whenIdle(() => newsWithId(db.prepare('SELECT * FROM news').all() as NewsRow[], id)),

    ...orders,
    accounts: accountStore(runner),
    orderTexts: orderTextStore(runner),

    close: async () =>
      whenIdle(() => {
        if (!db.open) return;
        db.pragma('optimize');
        db.close();
      }),
  };
}

// The PostgreSQL store, chosen by DATABASE_URL: one database shared by several API instances. Migrations and the
// seed run at start under an advisory lock, so instances starting together neither race nor seed twice.
import type { Pool, PoolClient } from 'pg';
import { bareId } from '../../ids';
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
import { ONLINE_LOCATION_ID, SEED_COLUMNS, seedMeta, seedRows, type SeedTable } from '../seed';
import type { LookupQuery, OpenStoreOptions, ShopStore, SitemapEntry } from '../types';
import { accountStore } from '../accounts';
import { ItemStore } from '../items';
import { lookupWrites } from '../lookupWrites';
import { orderTextStore } from '../orderTexts';
import { orderStore } from '../orders';
import { postgresRunner } from './sqlRunner';
import { createPool, transaction } from './db';
import { DEFAULT_PAYMENT_WINDOW_MS } from '../payments';
import { migrate, SEED_INDEXES } from './schema';

/** Any constant: the key of the lock that instances take while they migrate and seed. */
const STARTUP_LOCK = 0x5e0d;
/** PostgreSQL takes at most 65,535 parameters in one statement. */
const MAX_PARAMETERS = 60_000;

/** Writes the seeded shop in multi-row INSERTs, table by table. */
async function seed(client: PoolClient, itemCount: number): Promise<void> {
  const rows = new Map<SeedTable, unknown[][]>();
  seedRows(itemCount, (table, values) => {
    const list = rows.get(table);
    if (list) list.push(values);
    else rows.set(table, [values]);
  });
  for (const [table, list] of rows) {
    const columns = SEED_COLUMNS[table];
    const perStatement = Math.floor(MAX_PARAMETERS / columns.length);
    for (let start = 0; start < list.length; start += perStatement) {
      const batch = list.slice(start, start + perStatement);
      const tuples = batch.map((_, r) => `(${columns.map((__, c) => `$${r * columns.length + c + 1}`).join(', ')})`);
      await client.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}`, batch.flat());
    }
  }
  for (const [key, value] of seedMeta(itemCount))
    await client.query('INSERT INTO meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = $2', [key, value]);
  await client.query(SEED_INDEXES);
}

async function readReference(pool: Pool): Promise<ReferenceRows> {
  const all = async <T>(sql: string) => (await pool.query(sql)).rows as T[];
  const [categories, lookups, values, locations, charges, discounts, online] = await Promise.all([
    all<ReferenceRows['categories'][number]>(REFERENCE_QUERIES.categories),
    all<LookupRow>(REFERENCE_QUERIES.lookups),
    all<ReferenceRows['values'][number]>(REFERENCE_QUERIES.values),
    all<ReferenceRows['locations'][number]>(REFERENCE_QUERIES.locations),
    all<ReferenceRows['charges'][number]>(REFERENCE_QUERIES.charges),
    all<ReferenceRows['discounts'][number]>(REFERENCE_QUERIES.discounts),
    all<{ value: string }>(REFERENCE_QUERIES.onlineLocation),
  ]);
  return { categories, lookups, values, locations, charges, discounts, onlineLocationId: online[0]?.value ?? ONLINE_LOCATION_ID };
}

export async function openPostgresStore(url: string, options: OpenStoreOptions = {}): Promise<ShopStore> {
  const pool = createPool(url);
  try {
    await transaction(pool, async (client) => {
      await client.query('SELECT pg_advisory_xact_lock($1)', [STARTUP_LOCK]);
      await migrate(client);
      const seeded = await client.query("SELECT value FROM meta WHERE key = 'seeded_items'");
      if (!seeded.rows.length) {
        const items = options.seedItems ?? 300;
        const started = performance.now();
        await seed(client, items);
        options.onSeeded?.(items, performance.now() - started);
      }
    });
    await pool.query('ANALYZE');
    return await postgresStore(pool, options.paymentWindowMs ?? DEFAULT_PAYMENT_WINDOW_MS);
  } catch (error) {
    await pool.end();
    throw error;
  }
}

async function postgresStore(pool: Pool, paymentWindowMs: number): Promise<ShopStore> {
  const reference = new ReferenceData(await readReference(pool));
  const runner = postgresRunner(pool);
  const items = new ItemStore(runner, reference.cache, reference.indexReference());
  await items.sync();
  const orders = orderStore(runner, {
    ...reference.checkoutContext(paymentWindowMs),
    stockMoved: (sql, seqs) => items.logChange(sql, 'stock', seqs),
  });
  const typeFilter = (types: string[] | undefined, from: number) =>
    types?.length ? { sql: `WHERE type = ANY($${from}::text[])`, params: [types] } : { sql: '', params: [] };
  const count = async (sql: string, params: unknown[]) => (await pool.query<{ n: number }>(sql, params)).rows[0].n;

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

    async lookups(query: LookupQuery) {
      const where: string[] = [];
      const params: unknown[] = [];
      const add = (sql: string, value: unknown) => where.push(sql.replace('?', `$${params.push(value)}`));
      // SQLite's NOCASE: ASCII letters only, as lower() does under the C collation.
      if (query.type !== undefined) add('type = ?', query.type);
      if (query.status !== undefined) add('status = ?', query.status);
      if (query.name !== undefined) add('lower(name COLLATE "C") = lower(? COLLATE "C")', query.name);
      const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
      const direction = query.descending ? 'DESC' : 'ASC';
      const total = await count(`SELECT COUNT(*)::int AS n FROM lookups ${whereSql}`, params);
      const { rows } = await pool.query<LookupRow>(
        `SELECT id, type, name, status, name_bn FROM lookups ${whereSql} ORDER BY lower(name COLLATE "C") ${direction}, id COLLATE "C" ${direction}
         LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, query.size, offset(query)],
      );
      return { list: rows.map(toLookup), total };
    },
    ...lookupWrites(runner, items),

    async branches(window) {
      const filter = typeFilter(window.types, 1);
      const total = await count(`SELECT COUNT(*)::int AS n FROM branches ${filter.sql}`, filter.params);
      const { rows } = await pool.query<PlaceRow>(
        `SELECT ${PLACE_COLUMNS} FROM branches ${filter.sql} ORDER BY sort_order, id COLLATE "C" LIMIT $${filter.params.length + 1} OFFSET $${filter.params.length + 2}`,
        [...filter.params, window.size, offset(window)],
      );
      const located = await pool.query<{ id: string; branch_id: string }>(
        'SELECT id, branch_id FROM locations WHERE branch_id = ANY($1::text[]) ORDER BY sort_order',
        [rows.map((r) => r.id)],
      );
      return {
        list: rows.map((r) =>
          toBranch(
            r,
            located.rows.filter((l) => l.branch_id === r.id).map((l) => l.id),
          ),
        ),
        total,
      };
    },
    async locations(query) {
      const filter = typeFilter(query.types, 1);
      const total = await count(`SELECT COUNT(*)::int AS n FROM locations ${filter.sql}`, filter.params);
      const { rows } = await pool.query<PlaceRow>(
        `SELECT ${PLACE_COLUMNS}, branch_id FROM locations ${filter.sql} ORDER BY sort_order, id COLLATE "C" LIMIT $${filter.params.length + 1} OFFSET $${filter.params.length + 2}`,
        [...filter.params, query.size, offset(query)],
      );
      return { list: rows.map(toLocation), total };
    },
    async findLocation(id) {
      const { rows } = await pool.query<PlaceRow>(`SELECT ${PLACE_COLUMNS}, branch_id FROM locations WHERE bare_id = $1`, [bareId(id)]);
      return rows.length ? toLocation(rows[0]) : null;
    },

    async news(query) {
      const order = newsOrderBy(query.sort, ' COLLATE "C"');
      const total = await count('SELECT COUNT(*)::int AS n FROM news', []);
      const { rows } = await pool.query<NewsRow>(`SELECT * FROM news ORDER BY ${order} LIMIT $1 OFFSET $2`, [query.size, offset(query)]);
      return { list: rows.map(toNews), total };
    },
    async sitemapEntries() {
      const [items, news] = await Promise.all([
        pool.query<SitemapEntry>("SELECT id, date_created AS changed FROM items WHERE status = 'ACTIVE' ORDER BY seq"),
        pool.query<SitemapEntry>('SELECT id, date AS changed FROM news ORDER BY date COLLATE "C" DESC, id COLLATE "C"'),
      ]);
      return { items: items.rows, news: news.rows };
    },
    sitemapVersion: () => items.listingVersion(),
    pageDataVersion: () => items.pageDataVersion(),
    async findNews(id) {
      return newsWithId((await pool.query<NewsRow>('SELECT * FROM news')).rows, id);
    },

    ...orders,
    accounts: accountStore(runner),
    orderTexts: orderTextStore(runner),

    async close() {
      if (!pool.ended) await pool.end();
    },
  };
}

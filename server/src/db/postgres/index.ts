// The PostgreSQL store, chosen by DATABASE_URL: one database shared by several API instances. Migrations and the
// seed run at start under an advisory lock, so instances starting together neither race nor seed twice.
import type { Pool, PoolClient } from 'pg';
import { REFERENCE_QUERIES, ReferenceData, type LookupRow, type ReferenceRows } from '../reference';
import { ONLINE_LOCATION_ID, SEED_COLUMNS, seedMeta, seedRows, type SeedTable } from '../seed';
import { shopStore } from '../store';
import type { OpenStoreOptions, ShopStore } from '../types';
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
  const [categories, lookups, values, locations, charges, discounts, sizeGuides, sizeGuideSizes, online] = await Promise.all([
    all<ReferenceRows['categories'][number]>(REFERENCE_QUERIES.categories),
    all<LookupRow>(REFERENCE_QUERIES.lookups),
    all<ReferenceRows['values'][number]>(REFERENCE_QUERIES.values),
    all<ReferenceRows['locations'][number]>(REFERENCE_QUERIES.locations),
    all<ReferenceRows['charges'][number]>(REFERENCE_QUERIES.charges),
    all<ReferenceRows['discounts'][number]>(REFERENCE_QUERIES.discounts),
    all<ReferenceRows['sizeGuides'][number]>(REFERENCE_QUERIES.sizeGuides),
    all<ReferenceRows['sizeGuideSizes'][number]>(REFERENCE_QUERIES.sizeGuideSizes),
    all<{ value: string }>(REFERENCE_QUERIES.onlineLocation),
  ]);
  return {
    categories,
    lookups,
    values,
    locations,
    charges,
    discounts,
    sizeGuides,
    sizeGuideSizes,
    onlineLocationId: online[0]?.value ?? ONLINE_LOCATION_ID,
  };
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
  const { store, loaded } = shopStore(postgresRunner(pool), new ReferenceData(await readReference(pool)), paymentWindowMs, async () => {
    if (!pool.ended) await pool.end();
  });
  await loaded;
  return store;
}

// The SQLite store: one embedded database file, the default for one machine.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { sqliteRunner } from './sqlRunner';
import { checkDatabaseFile } from './integrity';
import { DEFAULT_PAYMENT_WINDOW_MS } from '../payments';
import { REFERENCE_QUERIES, ReferenceData, type ReferenceRows } from '../reference';
import { migrate, SEED_INDEXES } from './schema';
import { ONLINE_LOCATION_ID } from '../seed';
import { seed } from './seed';
import { shopStore } from '../store';
import type { OpenStoreOptions, ShopStore } from '../types';

function readReference(db: Database.Database): ReferenceRows {
  const all = <T>(sql: string) => db.prepare(sql).all() as T[];
  return {
    categories: all(REFERENCE_QUERIES.categories),
    lookups: all(REFERENCE_QUERIES.lookups),
    values: all(REFERENCE_QUERIES.values),
    locations: all(REFERENCE_QUERIES.locations),
    charges: all(REFERENCE_QUERIES.charges),
    discounts: all(REFERENCE_QUERIES.discounts),
    sizeGuides: all(REFERENCE_QUERIES.sizeGuides),
    sizeGuideSizes: all(REFERENCE_QUERIES.sizeGuideSizes),
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

  const runner = sqliteRunner(db);
  const close = async () =>
    runner.whenIdle(() => {
      if (!db.open) return;
      db.pragma('optimize');
      db.close();
    });
  const paymentWindowMs = options.paymentWindowMs ?? DEFAULT_PAYMENT_WINDOW_MS;
  const { store, loaded } = shopStore(runner, new ReferenceData(readReference(db)), paymentWindowMs, close);
  // The index loads now; a request that comes first waits for it, and a failed load is tried again by the next one.
  loaded.catch(() => undefined);
  return store;
}

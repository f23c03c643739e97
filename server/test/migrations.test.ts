// A schema change written once (db/migrations.ts) applies on each database after that backend's own migrations, once,
// and is counted with them: a server that does not know it refuses the database.
import Database from 'better-sqlite3';
import { createPool, transaction } from '../src/db/postgres/db';
import { SHARED_MIGRATIONS } from '../src/db/migrations';
import { migrate as migratePostgres } from '../src/db/postgres/schema';
import { migrate as migrateSqlite } from '../src/db/sqlite/schema';
import { freshPostgresDatabase, onPostgres } from './helpers';

/** Two changes after the released shared ones. */
const SHARED = [
  ...SHARED_MIGRATIONS,
  'CREATE TABLE promo_notes (code TEXT PRIMARY KEY, made_at BIGINT NOT NULL, uses INTEGER NOT NULL DEFAULT 0)',
  'ALTER TABLE promo_notes ADD COLUMN note TEXT',
];
const FIRST = SHARED.slice(0, -1);
const MADE_AT = Date.UTC(2026, 10, 29, 14);

/** The shared migrations before the one that gives orders their promo code, and an order as a server before it wrote one. */
const BEFORE_CODES = SHARED_MIGRATIONS.slice(
  0,
  SHARED_MIGRATIONS.findIndex((migration) => migration.includes('voucher_code')),
);
const OLD_ORDER = `INSERT INTO orders (invoice_id, created_at, device_id, payload_hash, payment_type, payment_status, full_name, mobile,
  email, short_address, note, pickup_district, subtotal, vat_percent, vat, delivery_charge, total, payload)
  VALUES ('INV-OLD', ${MADE_AT}, 'd', 'h', 'CASH_ON_DELIVERY', 'PENDING', 'Rafi', '01711000000', '', 'Dhaka', '', 'INSIDE_DHAKA',
  1000, 0, 0, 80, 1080, '{}')`;
const CODE_COLUMNS = "SELECT voucher_code, voucher_discount FROM orders WHERE invoice_id = 'INV-OLD'";

test('on SQLite', () => {
  const db = new Database(':memory:');
  const version = () => db.pragma('user_version', { simple: true }) as number;
  migrateSqlite(db);
  const own = version();
  migrateSqlite(db, FIRST);
  expect(version()).toBe(own + 1);
  migrateSqlite(db, SHARED);
  expect(version()).toBe(own + 2);
  db.prepare("INSERT INTO promo_notes (code, made_at) VALUES ('METAL10', ?)").run(MADE_AT);
  migrateSqlite(db, SHARED);
  expect(db.prepare('SELECT code, made_at, uses, note FROM promo_notes').all()).toEqual([
    { code: 'METAL10', made_at: MADE_AT, uses: 0, note: null },
  ]);
  expect(() => migrateSqlite(db)).toThrow(/newer server/);
  db.close();
});

test('on SQLite, an order placed before promo codes reads as placed with none', () => {
  const db = new Database(':memory:');
  migrateSqlite(db, BEFORE_CODES);
  db.exec(OLD_ORDER);
  migrateSqlite(db);
  expect(db.prepare(CODE_COLUMNS).all()).toEqual([{ voucher_code: null, voucher_discount: 0 }]);
  db.close();
});

(onPostgres ? test : test.skip)('on PostgreSQL', async () => {
  const database = await freshPostgresDatabase();
  const pool = createPool(database.url, 2);
  const version = async () => (await pool.query('SELECT MAX(version)::int AS v FROM schema_migrations')).rows[0].v as number;
  try {
    await transaction(pool, (client) => migratePostgres(client));
    const own = await version();
    await transaction(pool, (client) => migratePostgres(client, FIRST));
    expect(await version()).toBe(own + 1);
    await transaction(pool, (client) => migratePostgres(client, SHARED));
    expect(await version()).toBe(own + 2);
    await pool.query("INSERT INTO promo_notes (code, made_at) VALUES ('METAL10', $1)", [MADE_AT]);
    await transaction(pool, (client) => migratePostgres(client, SHARED));
    expect((await pool.query('SELECT code, made_at, uses, note FROM promo_notes')).rows).toEqual([
      { code: 'METAL10', made_at: MADE_AT, uses: 0, note: null },
    ]);
    await expect(transaction(pool, (client) => migratePostgres(client))).rejects.toThrow(/newer server/);
  } finally {
    await pool.end();
    await database.drop();
  }
});

(onPostgres ? test : test.skip)('on PostgreSQL, an order placed before promo codes reads as placed with none', async () => {
  const database = await freshPostgresDatabase();
  const pool = createPool(database.url, 2);
  try {
    await transaction(pool, (client) => migratePostgres(client, BEFORE_CODES));
    await pool.query(OLD_ORDER);
    await transaction(pool, (client) => migratePostgres(client));
    expect((await pool.query(CODE_COLUMNS)).rows).toEqual([{ voucher_code: null, voucher_discount: 0 }]);
  } finally {
    await pool.end();
    await database.drop();
  }
});

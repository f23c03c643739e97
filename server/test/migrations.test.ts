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

import type Database from 'better-sqlite3';
import { SEED_COLUMNS, seedMeta, seedRows } from '../seed';
import { SEED_INDEXES } from './schema';

/** Fills an empty, migrated SQLite database. One transaction and prepared statements: 20,000 items take a few seconds. */
export function seed(db: Database.Database, itemCount: number): void {
  db.transaction(() => {
    const inserts = new Map(
      Object.entries(SEED_COLUMNS).map(([table, columns]) => [
        table,
        db.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`),
      ]),
    );
    seedRows(itemCount, (table, values) => inserts.get(table)!.run(...values));
    db.exec(SEED_INDEXES);
    const meta = db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)');
    for (const entry of seedMeta(itemCount)) meta.run(...entry);
  })();
  db.exec('ANALYZE');
}

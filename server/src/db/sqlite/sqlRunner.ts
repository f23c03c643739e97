// The accounts' SQL on SQLite: one process writes the file, so an exclusive piece of work waits only for this
// process's others of the same name (its statements may interleave with other requests' between awaits).
import type Database from 'better-sqlite3';
import type { SqlRunner, SqlStatements } from '../accounts';

export function sqliteRunner(db: Database.Database): SqlRunner {
  const statements: SqlStatements = {
    all: async <T>(sql: string, params: unknown[]) => db.prepare(sql).all(...params) as T[],
    run: async (sql, params) => db.prepare(sql).run(...params).changes,
  };
  const queues = new Map<string, Promise<unknown>>();
  return {
    ...statements,
    exclusive<T>(name: string, work: (sql: SqlStatements) => Promise<T>): Promise<T> {
      const done = (queues.get(name) ?? Promise.resolve()).then(() => work(statements));
      const settled = done.catch(() => undefined);
      queues.set(name, settled);
      void settled.then(() => queues.get(name) === settled && queues.delete(name));
      return done;
    },
  };
}

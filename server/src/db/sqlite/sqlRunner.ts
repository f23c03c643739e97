// The SQL runner on SQLite. better-sqlite3 has one connection and runs each statement at once, so a transaction that
// awaits between its statements would take in whatever else ran on the connection meanwhile (and roll it back with
// its own). While one is open, every other statement and transaction waits in one queue; the store's synchronous
// reads go through `whenIdle` for the same reason. The queue serialises everything, so lock names need no more.
import type Database from 'better-sqlite3';
import { SQLITE } from '../dialect';
import type { SqlRunner, SqlStatements } from '../sql';

export interface SqliteRunner extends SqlRunner {
  /** Runs synchronous work on the connection now if no transaction is open or waiting, else in its turn after them. */
  whenIdle<T>(work: () => T): T | Promise<T>;
}

/** Statements compiled once and kept; SQL built per call (IN lists of a varying length) just comes and goes. */
const PREPARED_KEPT = 256;

/** The connection's statements by their SQL; `raw` ones answer rows as arrays. */
function preparedBySql(db: Database.Database, raw: boolean): (sql: string) => Database.Statement {
  const kept = new Map<string, Database.Statement>();
  return (sql) => {
    let statement = kept.get(sql);
    if (!statement) {
      if (kept.size >= PREPARED_KEPT) kept.clear();
      statement = raw ? db.prepare(sql).raw(true) : db.prepare(sql);
      kept.set(sql, statement);
    }
    return statement;
  };
}

export function sqliteRunner(db: Database.Database): SqliteRunner {
  const prepare = preparedBySql(db, false);
  const prepareRaw = preparedBySql(db, true);
  const arrays = <T>(sql: string, params: unknown[] = []) => prepareRaw(sql).all(...params) as T[];
  const all = <T>(sql: string, params: unknown[] = []) => prepare(sql).all(...params) as T[];
  const one = <T>(sql: string, params: unknown[] = []) => prepare(sql).get(...params) as T | undefined;
  const run = (sql: string, params: unknown[] = []) => prepare(sql).run(...params).changes;
  /** What a transaction's work runs: at once, since the connection is its own until it ends. */
  const inTurnAlready: SqlStatements = {
    all: async <T>(sql: string, params?: unknown[]) => all<T>(sql, params),
    one: async <T>(sql: string, params?: unknown[]) => one<T>(sql, params),
    run: async (sql, params) => run(sql, params),
  };

  /** Settles when the last piece of work queued has ended; null when none is queued. */
  let queue: Promise<void> | null = null;
  const inTurn = <T>(work: () => T | Promise<T>): Promise<T> => {
    const result = (queue ?? Promise.resolve()).then(work);
    const ended = result.then(
      () => undefined,
      () => undefined,
    );
    queue = ended;
    void ended.then(() => {
      if (queue === ended) queue = null;
    });
    return result;
  };
  const whenIdle = <T>(work: () => T): T | Promise<T> => (queue ? inTurn(work) : work());

  return {
    dialect: SQLITE,
    othersWrite: false,
    whenIdle,
    arrays: async <T extends unknown[]>(sql: string, params?: unknown[]) => whenIdle(() => arrays<T>(sql, params)),
    all: async <T>(sql: string, params?: unknown[]) => whenIdle(() => all<T>(sql, params)),
    one: async <T>(sql: string, params?: unknown[]) => whenIdle(() => one<T>(sql, params)),
    run: async (sql, params) => whenIdle(() => run(sql, params)),
    transaction: (_locks, work) =>
      inTurn(async () => {
        db.exec('BEGIN IMMEDIATE');
        try {
          const result = await work(inTurnAlready);
          db.exec('COMMIT');
          return result;
        } catch (error) {
          if (db.inTransaction) db.exec('ROLLBACK');
          throw error;
        }
      }),
  };
}

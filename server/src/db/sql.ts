// The runner the stores' one SQL implementation goes through; each backend hands in its own (sqlite/sqlRunner.ts,
// postgres/sqlRunner.ts), with its dialect (./dialect).
import type { Dialect } from './dialect';

/** Statements in `?` placeholders; rows come back with numbers as numbers on both backends. */
export interface SqlStatements {
  all<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /** The first row, if any. */
  one<T>(sql: string, params?: unknown[]): Promise<T | undefined>;
  /** Runs a statement that changes rows; answers how many it changed. */
  run(sql: string, params?: unknown[]): Promise<number>;
}

export interface SqlRunner extends SqlStatements {
  readonly dialect: Dialect;
  /** Whether other processes write this database too (several instances on PostgreSQL), or only this one (SQLite). */
  readonly othersWrite: boolean;
  /** Rows as arrays of their columns' values, cheaper than objects for many rows. */
  arrays<T extends unknown[]>(sql: string, params?: unknown[]): Promise<T[]>;
  /**
   * Runs `work` in one transaction, after every other piece of work that names one of the same `locks` (a device, a
   * mobile number, a client address…) has ended, on any instance; rows it selects with `dialect.forUpdate` stay locked
   * until it ends. It must use only the statements it is handed: the runner's own would wait for it (SQLite).
   */
  transaction<T>(locks: readonly string[], work: (sql: SqlStatements) => Promise<T>): Promise<T>;
}

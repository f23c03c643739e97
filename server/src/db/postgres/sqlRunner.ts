// The SQL runner on PostgreSQL. A transaction takes a transaction-scoped advisory lock per name, in one order for
// every transaction (sorted), so instances sharing the database take turns and two never wait on each other in a circle.
import type { Pool, PoolClient } from 'pg';
import { POSTGRES } from '../dialect';
import type { SqlRunner, SqlStatements } from '../sql';
import { transaction } from './db';

const statementsOf = (client: Pool | PoolClient): SqlStatements => ({
  all: async (sql, params) => (await client.query(POSTGRES.placeholders(sql), params)).rows,
  one: async (sql, params) => (await client.query(POSTGRES.placeholders(sql), params)).rows[0],
  run: async (sql, params) => (await client.query(POSTGRES.placeholders(sql), params)).rowCount ?? 0,
});

export function postgresRunner(pool: Pool): SqlRunner {
  return {
    dialect: POSTGRES,
    othersWrite: true,
    ...statementsOf(pool),
    arrays: async <T extends unknown[]>(sql: string, params?: unknown[]) =>
      (await pool.query<T>({ text: POSTGRES.placeholders(sql), values: params, rowMode: 'array' })).rows,
    transaction: (locks, work) =>
      transaction(pool, async (client) => {
        // Each statement after the locks sees what the previous holder committed (READ COMMITTED).
        for (const name of [...new Set(locks)].sort()) await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [name]);
        return work(statementsOf(client));
      }),
  };
}

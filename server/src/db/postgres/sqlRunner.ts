// The accounts' SQL on PostgreSQL: an exclusive piece of work runs in one transaction holding an advisory lock named
// after it, so instances sharing the database take turns.
import type { Pool, PoolClient } from 'pg';
import type { SqlRunner, SqlStatements } from '../accounts';
import { numberedPlaceholders, transaction } from './db';

const statementsOf = (client: Pool | PoolClient): SqlStatements => ({
  all: async (sql, params) => (await client.query(numberedPlaceholders(sql), params)).rows,
  run: async (sql, params) => (await client.query(numberedPlaceholders(sql), params)).rowCount ?? 0,
});

export function postgresRunner(pool: Pool): SqlRunner {
  return {
    ...statementsOf(pool),
    exclusive: (name, work) =>
      transaction(pool, async (client) => {
        // Each statement after the lock sees what the previous holder committed (READ COMMITTED).
        await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`accounts:${name}`]);
        return work(statementsOf(client));
      }),
  };
}

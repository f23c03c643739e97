// The PostgreSQL connection pool and transactions.
import { Pool, types, type PoolClient } from 'pg';

const INT8 = 20;

/**
 * A pool to the shop's database. bigint columns (order times in ms) are read as numbers: they stay far below 2^53.
 * `max` bounds this instance's connections; several instances share the server's max_connections.
 */
export function createPool(connectionString: string, max = Number(process.env.PG_POOL_SIZE ?? 10)): Pool {
  const getTypeParser = ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8 ? Number : types.getTypeParser(oid, format)) as typeof types.getTypeParser;
  const pool = new Pool({ connectionString, max, types: { getTypeParser } });
  // An idle connection the server closed (a restart, a failover) leaves the pool, which opens a new one for the next
  // query; without a listener the event would end the process.
  pool.on('error', () => undefined);
  return pool;
}

/** A deadlock or serialisation failure: the transaction is safe to run again. */
const retryable = (error: unknown) => ['40P01', '40001'].includes((error as { code?: string }).code ?? '');

/** Runs `work` in one transaction, retried a few times when PostgreSQL picked it as a deadlock's victim. */
export async function transaction<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      if (attempt >= 3 || !retryable(error)) throw error;
    } finally {
      client.release();
    }
  }
}

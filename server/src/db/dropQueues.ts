// The drop's queue (docs/drop.md#the-queue), written once for both backends over the runner (./sql): one row per drop
// item, never one per shopper. An instance writes the tickets it gave in one flush as one step under a lock named for
// the item's queue, so the counts and ranks stay whole whatever the number of instances. And the keys every instance
// shares (shop_keys): made once by whichever starts first, read by all.
import { randomBytes } from 'node:crypto';
import { admitAtOfRank, nextLateRank } from '@domain/dropQueue';
import { bareId } from '../ids';
import type { SqlRunner } from './sql';
import type { DropQueueStore } from './types';

const KEY_BYTES = 32;

/** What one item's queue writes wait on, on every instance. */
const queueLock = (itemId: string) => `dropQueue:${bareId(itemId)}`;

interface QueueRow {
  starts_at: number;
  early: number;
  next_rank: number | null;
}

export function dropQueueStore(runner: SqlRunner): DropQueueStore {
  const { dialect } = runner;
  return {
    async key(name) {
      await runner.run('INSERT INTO shop_keys (name, secret) VALUES (?, ?) ON CONFLICT (name) DO NOTHING', [
        name,
        randomBytes(KEY_BYTES).toString('base64url'),
      ]);
      const row = await runner.one<{ secret: string }>('SELECT secret FROM shop_keys WHERE name = ?', [name]);
      return Buffer.from(row!.secret, 'base64url');
    },

    join: ({ itemId, startsAt, admitPerMinute, tickets, now }) =>
      runner.transaction([queueLock(itemId)], async (sql) => {
        // The clock is read once the lock is ours: a flush that waited for another's counts after it.
        const at = now();
        const stored = await sql.one<QueueRow>(
          `SELECT starts_at, early, next_rank FROM drop_queues WHERE item_id = ?${dialect.forUpdate}`,
          [itemId],
        );
        // Another hour (staff moved it) starts the queue again.
        const row = stored && Number(stored.starts_at) === startsAt ? stored : undefined;
        const early = row ? Number(row.early) : 0;
        const nextRank = row?.next_rank == null ? null : Number(row.next_rank);
        let admitAts: (number | null)[];
        let written: [number, number | null];
        let earlyFrom: number | null = null;
        // Once a later arrival has a rank, nobody more counts as early, whatever an instance's clock says.
        if (at < startsAt && nextRank === null) {
          admitAts = Array<null>(tickets).fill(null);
          earlyFrom = early;
          written = [early + tickets, null];
        } else {
          const first = nextLateRank(nextRank, early, at, startsAt, admitPerMinute);
          admitAts = Array.from({ length: tickets }, (_, k) => Math.max(at, admitAtOfRank(first + k, startsAt, admitPerMinute)));
          written = [early, first + tickets];
        }
        await sql.run(
          `INSERT INTO drop_queues (item_id, starts_at, early, next_rank) VALUES (?, ?, ?, ?)
           ON CONFLICT (item_id) DO UPDATE SET starts_at = excluded.starts_at, early = excluded.early, next_rank = excluded.next_rank`,
          [itemId, startsAt, ...written],
        );
        return { issuedAt: at, admitAts, earlyFrom };
      }),

    async early(itemId, startsAt) {
      const row = await runner.one<QueueRow>('SELECT starts_at, early, next_rank FROM drop_queues WHERE item_id = ?', [itemId]);
      return row && Number(row.starts_at) === startsAt ? Number(row.early) : null;
    },
  };
}

// New arrivals in a drop's queue (docs/drop.md#the-queue), gathered per item for a short while and written in one
// transaction (db/dropQueues.ts): a crowd of thousands at the hour is a few writes a second on each instance, not one
// per shopper. Each waiting request then gets its own place.
import type { DropQueueStore } from './db/types';

/** How long an instance gathers an item's new tickets before it writes them. */
export const DEFAULT_QUEUE_FLUSH_MS = 200;

/**
 * A new ticket's place: when it was given, and when its shopper is admitted; or, for an early arrival (admitAt null,
 * placed at the hour), which of the early ones it is, from 0.
 */
export interface Arrival {
  issuedAt: number;
  admitAt: number | null;
  earlyIndex: number | null;
}

interface Waiting {
  itemId: string;
  startsAt: number;
  admitPerMinute: number;
  settle: { resolve: (arrival: Arrival) => void; reject: (error: unknown) => void }[];
  timer: NodeJS.Timeout;
}

export interface QueueArrivals {
  /** A place for one new ticket of the drop at this hour, once its flush is written. */
  join(drop: { itemId: string; startsAt: number; admitPerMinute: number }): Promise<Arrival>;
  /** Writes what is gathered now (the app is closing): no request is left waiting. */
  flushAll(): Promise<void>;
}

export function queueArrivals(queues: DropQueueStore, now: () => number, flushMs: number): QueueArrivals {
  const gathering = new Map<string, Waiting>();

  async function flush(key: string): Promise<void> {
    const batch = gathering.get(key);
    if (!batch) return;
    gathering.delete(key);
    clearTimeout(batch.timer);
    const { itemId, startsAt, admitPerMinute, settle } = batch;
    try {
      const { issuedAt, admitAts, earlyFrom } = await queues.join({ itemId, startsAt, admitPerMinute, tickets: settle.length, now });
      settle.forEach(({ resolve }, k) =>
        resolve({ issuedAt, admitAt: admitAts[k], earlyIndex: earlyFrom === null ? null : earlyFrom + k }),
      );
    } catch (error) {
      for (const { reject } of settle) reject(error);
    }
  }

  return {
    join: (drop) =>
      new Promise<Arrival>((resolve, reject) => {
        // A drop set again with another hour or pace gathers apart: each flush writes one drop as it stands.
        const key = `${drop.itemId}\n${drop.startsAt}\n${drop.admitPerMinute}`;
        let batch = gathering.get(key);
        if (!batch) {
          batch = { ...drop, settle: [], timer: setTimeout(() => void flush(key), flushMs) };
          gathering.set(key, batch);
        }
        batch.settle.push({ resolve, reject });
      }),
    flushAll: async () => {
      await Promise.all([...gathering.keys()].map(flush));
    },
  };
}

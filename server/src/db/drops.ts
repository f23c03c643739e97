// Drops (issue 46): the hour staff set for an item to open for sale, and its limits. One implementation over the SQL both
// backends speak (./sql). Each change is logged in the item's change, in its transaction, so every instance rebuilds the
// item's JSON (which carries the drop, ./itemDocuments) and every kept page showing it renders again.
import { bareId } from '../ids';
import type { SqlRunner, SqlStatements } from './sql';
import type { DropRecord, DropStore } from './types';

interface DropRow {
  item_id: string;
  starts_at: number;
  per_buyer_limit: number;
  hold_minutes: number;
  admit_per_minute: number | null;
  staff: string;
  updated_at: number;
}

const toDrop = (row: DropRow): DropRecord => ({
  itemId: row.item_id,
  startsAt: Number(row.starts_at),
  perBuyerLimit: Number(row.per_buyer_limit),
  holdMinutes: Number(row.hold_minutes),
  admitPerMinute: row.admit_per_minute === null ? null : Number(row.admit_per_minute),
  staff: row.staff,
  updatedAt: Number(row.updated_at),
});

const COLUMNS = 'd.item_id, d.starts_at, d.per_buyer_limit, d.hold_minutes, d.admit_per_minute, d.staff, d.updated_at';

/** What one item's drop changes wait on, on every instance. */
const dropLock = (itemId: string) => `drop:${bareId(itemId)}`;

/** The item's drop as the transaction reads it (the item by its id as items.id holds it); undefined: none. */
export async function dropIn(sql: SqlStatements, itemId: string): Promise<DropRecord | undefined> {
  const row = await sql.one<DropRow>(`SELECT ${COLUMNS} FROM drops d WHERE d.item_id = ?`, [itemId]);
  return row && toDrop(row);
}

export interface DropContext {
  /** Logs a change of these items' documents, inside the writer's transaction (ItemStore.logChange). */
  itemsChanged(sql: SqlStatements, itemSeqs: number[]): Promise<void>;
}

export function dropStore(runner: SqlRunner, ctx: DropContext): DropStore {
  const itemOf = (sql: SqlStatements, itemId: string) =>
    sql.one<{ seq: number; id: string }>('SELECT seq, id FROM items WHERE bare_id = ?', [bareId(itemId)]);

  return {
    set: (drop) =>
      runner.transaction([dropLock(drop.itemId)], async (sql) => {
        const item = await itemOf(sql, drop.itemId);
        if (!item) return null;
        const kept = { ...drop, itemId: item.id };
        await sql.run(
          `INSERT INTO drops (item_id, starts_at, per_buyer_limit, hold_minutes, admit_per_minute, staff, updated_at)
            VALUES (?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (item_id) DO UPDATE SET starts_at = excluded.starts_at, per_buyer_limit = excluded.per_buyer_limit,
              hold_minutes = excluded.hold_minutes, admit_per_minute = excluded.admit_per_minute, staff = excluded.staff,
              updated_at = excluded.updated_at`,
          [kept.itemId, kept.startsAt, kept.perBuyerLimit, kept.holdMinutes, kept.admitPerMinute, kept.staff, kept.updatedAt],
        );
        await ctx.itemsChanged(sql, [Number(item.seq)]);
        return kept;
      }),

    list: async () =>
      (await runner.all<DropRow>(`SELECT ${COLUMNS} FROM drops d ORDER BY d.starts_at, d.item_id${runner.dialect.bytewise}`)).map(toDrop),

    remove: (itemId) =>
      runner.transaction([dropLock(itemId)], async (sql) => {
        const item = await itemOf(sql, itemId);
        if (!item || (await sql.run('DELETE FROM drops WHERE item_id = ?', [item.id])) === 0) return false;
        await ctx.itemsChanged(sql, [Number(item.seq)]);
        return true;
      }),

    async ofItems(itemIds) {
      const asked = [...new Set(itemIds.map(bareId))];
      if (!asked.length) return [];
      const among = runner.dialect.oneOf('i.bare_id', 'text', asked);
      const rows = await runner.all<DropRow & { title: string }>(
        `SELECT ${COLUMNS}, i.title FROM drops d JOIN items i ON i.id = d.item_id WHERE ${among.sql}`,
        [among.param],
      );
      return rows.map((row) => ({ ...toDrop(row), title: row.title }));
    },
  };
}

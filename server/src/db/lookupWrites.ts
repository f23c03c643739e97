// Staff changes to bands and brands, on either database: each logs a 'reference' change in its transaction, so every
// instance reloads the names and filters its items carry (./items) before it answers again.
import type { ItemStore } from './items';
import { toLookup, type LookupRow } from './reference';
import type { SqlRunner } from './sql';
import type { ShopStore } from './types';

export function lookupWrites(runner: SqlRunner, items: ItemStore): Pick<ShopStore, 'setLookupStatus' | 'deleteInactiveLookups'> {
  const { dialect } = runner;
  return {
    async setLookupStatus(id, type, status) {
      const updated = await runner.transaction([], async (sql) => {
        const row = await sql.one<LookupRow>(
          'UPDATE lookups SET status = ? WHERE id = ? AND type = ? RETURNING id, type, name, status, name_bn',
          [status, id, type],
        );
        if (row) await items.logChange(sql, 'reference');
        return row;
      });
      if (!updated) return null;
      await items.sync();
      return toLookup(updated);
    },

    async deleteInactiveLookups(type) {
      const deleted = await runner.transaction([], async (sql) => {
        const rows = await sql.all<{ id: string }>(
          `SELECT id FROM lookups WHERE type = ? AND status = 'INACTIVE' ORDER BY id${dialect.forUpdate}`,
          [type],
        );
        const ids = rows.map((row) => row.id);
        if (!ids.length) return 0;
        const kept = dialect.jsonTextsWithout('item_details.lookup_ids', ids);
        const linked = dialect.oneOf('lookup_id', 'text', ids);
        await sql.run(
          `UPDATE item_details SET lookup_ids = ${kept.sql} WHERE seq IN (SELECT item_seq FROM item_lookups WHERE ${linked.sql})`,
          [kept.param, linked.param],
        );
        await sql.run(`DELETE FROM item_lookups WHERE ${linked.sql}`, [linked.param]);
        const doomed = dialect.oneOf('id', 'text', ids);
        await sql.run(`DELETE FROM lookups WHERE ${doomed.sql}`, [doomed.param]);
        await items.logChange(sql, 'reference');
        return ids.length;
      });
      await items.sync();
      return deleted;
    },
  };
}

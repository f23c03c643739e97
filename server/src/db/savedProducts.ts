// A signed-in shopper's saved products (issue 45): one implementation over the SQL both backends speak, through the
// runner each backend hands in (./sql). The merge rule is the SPA's own (src/domain/savedProducts.ts).
import { mergeSavedProducts, type SavedProduct } from '@domain/savedProducts';
import { bareId } from '../ids';
import type { SqlRunner, SqlStatements } from './sql';
import type { SavedProductStore } from './types';

/** The lock a replace of one account's list runs under, on every instance. */
const savedLock = (accountId: string) => `saved:${accountId}`;

export function savedProductStore(sql: SqlRunner): SavedProductStore {
  // Only items on sale: a product switched off since it was saved leaves the list the shopper reads.
  const listOf = async (statements: SqlStatements, accountId: string): Promise<SavedProduct[]> => {
    const rows = await statements.all<{ item_id: string; saved_at: number }>(
      `SELECT s.item_id, s.saved_at FROM saved_products s JOIN items i ON i.id = s.item_id
        WHERE s.account_id = ? AND i.status = 'ACTIVE' ORDER BY s.saved_at DESC, s.item_id${sql.dialect.bytewise}`,
      [accountId],
    );
    return rows.map((row) => ({ itemId: row.item_id, savedAt: Number(row.saved_at) }));
  };

  return {
    list: (accountId) => listOf(sql, accountId),

    async replace(accountId, products) {
      // Ids as the client wrote them (dashes or none, any case) name the item as the shop keeps its id; ids of no item on
      // sale are left out. Folded after that, so one product written two ways is kept once, at its newest time.
      const asked = [...new Set(products.map((p) => bareId(p.itemId)))];
      const known = sql.dialect.oneOf('bare_id', 'text', asked);
      const rows = asked.length
        ? await sql.all<{ id: string; bare_id: string }>(`SELECT id, bare_id FROM items WHERE status = 'ACTIVE' AND ${known.sql}`, [
            known.param,
          ])
        : [];
      const idOf = new Map(rows.map((row) => [row.bare_id, row.id]));
      const kept = mergeSavedProducts(
        products.flatMap((p) => {
          const itemId = idOf.get(bareId(p.itemId));
          return itemId === undefined ? [] : [{ itemId, savedAt: p.savedAt }];
        }),
      );
      // Two phones writing at once: one after the other, and the later list is the account's (last write wins).
      return sql.transaction([savedLock(accountId)], async (locked) => {
        await locked.run('DELETE FROM saved_products WHERE account_id = ?', [accountId]);
        if (kept.length)
          await locked.run(
            `INSERT INTO saved_products (account_id, item_id, saved_at) VALUES ${kept.map(() => '(?, ?, ?)').join(', ')}`,
            kept.flatMap((p) => [accountId, p.itemId, p.savedAt]),
          );
        return listOf(locked, accountId);
      });
    },
  };
}

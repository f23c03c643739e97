// Staff's stock counts and shoppers' back-in-stock alerts, over the SQL both backends speak (./sql), safe with several
// instances on one database:
// - a count locks its SKU's name and its stock row (as a checkout reserving from it does), reads the units open orders
//   hold, and writes the units on sale, the item's totals, the change log (every instance's pages and search), the
//   audit row and the alerts it makes due, in one transaction;
// - an ask takes its number's lock, so the number's bound counts what every instance wrote;
// - the sender (server/src/restockAlerts.ts) claims each due alert by one conditional update, so it goes once.
import { randomUUID } from 'node:crypto';
import { alertsToSend, unitsOnSale } from '@domain/restockAlerts';
import type { Language } from '@domain/language';
import { bareId } from '../ids';
import type { ReferenceData } from './reference';
import type { SqlRunner, SqlStatements } from './sql';
import type { RestockAlertRecord, RestockStore, StockChange } from './types';

/** Statuses of an order whose units are still in the warehouse: counted on the shelf, and held for it. */
const HOLDING = "o.status IN ('PLACED', 'CONFIRMED', 'PACKED')";
const OPEN = "state IN ('waiting', 'due')";
const DAY_MS = 24 * 60 * 60 * 1000;

interface ChangeRow {
  sku_code: string;
  location_id: string;
  units_before: number;
  units_after: number;
  on_sale_before: number;
  on_sale_after: number;
  held: number;
  alerts_queued: number;
  staff: string;
  client_address: string;
  changed_at: number;
}

const toChange = (row: ChangeRow): StockChange => ({
  skuCode: row.sku_code,
  locationId: row.location_id,
  unitsBefore: Number(row.units_before),
  units: Number(row.units_after),
  held: Number(row.held),
  onSaleBefore: Number(row.on_sale_before),
  onSale: Number(row.on_sale_after),
  alertsQueued: Number(row.alerts_queued),
  staff: row.staff,
  clientAddress: row.client_address,
  at: Number(row.changed_at),
});

/** What a SKU's stock count and the asks for it wait on, on every instance. */
export const stockLock = (skuCode: string) => `stock:${skuCode}`;
const numberLock = (mobile: string) => `restock:${mobile}`;

/**
 * Makes up to `count` of a SKU's waiting, unexpired alerts due, oldest asked first, inside the caller's transaction;
 * the rest keep waiting for the next restock. Answers how many.
 */
export async function queueRestockAlerts(sql: SqlStatements, skuCode: string, count: number, now: number): Promise<number> {
  if (count <= 0) return 0;
  return sql.run(
    `UPDATE restock_alerts SET state = 'due', due_at = ? WHERE state = 'waiting' AND id IN (
       SELECT id FROM restock_alerts WHERE sku_code = ? AND state = 'waiting' AND expires_at > ? ORDER BY asked_at, id LIMIT ?)`,
    [now, skuCode, now, count],
  );
}

export interface RestockStoreContext {
  reference: ReferenceData;
  /** Tells every instance's item caches that this item's stock moved, inside the transaction that moved it. */
  stockMoved(sql: SqlStatements, itemSeqs: number[]): Promise<void>;
  /** How long an ask keeps (RESTOCK_ALERT_MS). */
  alertMs: number;
}

export function restockStore(runner: SqlRunner, ctx: RestockStoreContext): RestockStore {
  const { dialect } = runner;
  const onlineNo = ctx.reference.onlineLocationNo;

  /**
   * Units the SKU's orders hold that are still in the warehouse (reserved, not given back, not shipped), and those its
   * drop holds keep off sale until they are ordered, given back or run out (./dropHolds).
   */
  async function heldUnits(sql: SqlStatements, skuCode: string): Promise<number> {
    const row = await sql.one<{ units: number; holds: number }>(
      `SELECT COALESCE(SUM(l.reserved), 0) AS units,
         (SELECT COALESCE(SUM(h.units), 0) FROM drop_holds h WHERE h.sku_code = ? AND h.state = 'held') AS holds
       FROM order_lines l JOIN orders o ON o.invoice_id = l.invoice_id
       WHERE l.sku_code = ? AND l.reserved > 0 AND o.stock_released = 0 AND ${HOLDING}`,
      [skuCode, skuCode],
    );
    return Number(row!.units) + Number(row!.holds);
  }

  const finish = (id: string, set: string, params: unknown[]) =>
    runner.run(`UPDATE restock_alerts SET ${set}, claimed_until = NULL WHERE id = ?`, [...params, id]).then(() => undefined);

  return {
    async ask({ itemId, skuCode, mobile, language, now, maxPerNumber }) {
      const sku = await runner.one<{ item_id: string; status: string }>(
        'SELECT i.id AS item_id, i.status FROM skus s JOIN items i ON i.seq = s.item_seq WHERE s.code = ?',
        [skuCode],
      );
      if (!sku || bareId(sku.item_id) !== bareId(itemId) || sku.status !== 'ACTIVE') return 'unknownSku';
      return runner.transaction([numberLock(mobile)], async (sql) => {
        // Past its days an alert is gone: it neither counts nor blocks a new one.
        await sql.run(`DELETE FROM restock_alerts WHERE mobile = ? AND ${OPEN} AND expires_at <= ?`, [mobile, now]);
        const open = await sql.all<{ id: string; sku_code: string }>(
          `SELECT id, sku_code FROM restock_alerts WHERE mobile = ? AND ${OPEN}`,
          [mobile],
        );
        const same = open.find((row) => row.sku_code === skuCode);
        if (same) {
          await sql.run('UPDATE restock_alerts SET expires_at = ?, language = ? WHERE id = ?', [now + ctx.alertMs, language, same.id]);
          return 'refreshed';
        }
        if (open.length >= maxPerNumber) return 'overBound';
        await sql.run(
          `INSERT INTO restock_alerts (id, mobile, sku_code, item_id, language, asked_at, expires_at, state)
           VALUES (?, ?, ?, ?, ?, ?, ?, 'waiting')`,
          [randomUUID(), mobile, skuCode, sku.item_id, language, now, now + ctx.alertMs],
        );
        return 'added';
      });
    },

    setUnits: ({ skuCode, locationId, units, staff, clientAddress, now }) =>
      runner.transaction([stockLock(skuCode)], async (sql) => {
        const sku = await sql.one<{ no: number; item_seq: number }>('SELECT no, item_seq FROM skus WHERE code = ?', [skuCode]);
        if (!sku) return { kind: 'unknownSku' as const };
        const location = await sql.one<{ no: number; id: string }>('SELECT no, id FROM locations WHERE bare_id = ?', [bareId(locationId)]);
        if (!location) return { kind: 'unknownLocation' as const };
        // Locked as a checkout locks it: an order reserving from it waits, or went before and its lines are read below.
        const row = await sql.one<{ ok: number; total: number }>(
          `SELECT ok, total FROM stocks WHERE sku_no = ? AND location_no = ?${dialect.forUpdate}`,
          [sku.no, location.no],
        );
        const online = Number(location.no) === onlineNo;
        const held = online ? await heldUnits(sql, skuCode) : 0;
        const unitsBefore = row ? Number(row.total) : 0;
        const onSaleBefore = row ? Number(row.ok) : 0;
        const onSale = unitsOnSale(units, held);
        if (row)
          await sql.run('UPDATE stocks SET ok = ?, total = ? WHERE sku_no = ? AND location_no = ?', [onSale, units, sku.no, location.no]);
        else
          await sql.run('INSERT INTO stocks (sku_no, location_no, item_seq, ok, total) VALUES (?, ?, ?, ?, ?)', [
            sku.no,
            location.no,
            sku.item_seq,
            onSale,
            units,
          ]);
        const delta = onSale - onSaleBefore;
        if (delta !== 0) {
          await sql.run(
            `INSERT INTO item_stock (location_no, item_seq, ok) VALUES (?, ?, ?)
             ON CONFLICT (location_no, item_seq) DO UPDATE SET ok = item_stock.ok + excluded.ok`,
            [location.no, sku.item_seq, delta],
          );
          if (online) await sql.run('UPDATE items SET online_ok = online_ok + ? WHERE seq = ?', [delta, sku.item_seq]);
        }
        // The units on hand show in the item's stocks even when those on sale stay: every instance reads it again.
        await ctx.stockMoved(sql, [sku.item_seq]);
        const alertsQueued = online ? await queueRestockAlerts(sql, skuCode, alertsToSend(onSaleBefore, onSale), now) : 0;
        const change: StockChange = {
          skuCode,
          locationId: location.id,
          unitsBefore,
          units,
          held,
          onSaleBefore,
          onSale,
          alertsQueued,
          staff,
          clientAddress,
          at: now,
        };
        await sql.run(
          `INSERT INTO stock_changes (id, sku_code, location_id, units_before, units_after, on_sale_before, on_sale_after, held,
           alerts_queued, staff, client_address, changed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          [randomUUID(), skuCode, location.id, unitsBefore, units, onSaleBefore, onSale, held, alertsQueued, staff, clientAddress, now],
        );
        return { kind: 'set' as const, ...change };
      }),

    async history(skuCode, { page, size }) {
      const [count] = await runner.all<{ n: number }>('SELECT COUNT(*) AS n FROM stock_changes WHERE sku_code = ?', [skuCode]);
      const rows = await runner.all<ChangeRow>(
        `SELECT * FROM stock_changes WHERE sku_code = ? ORDER BY changed_at DESC, ${dialect.insertionOrder} DESC LIMIT ? OFFSET ?`,
        [skuCode, size, (page - 1) * size],
      );
      return { list: rows.map(toChange), total: Number(count.n) };
    },

    async due(now, limit) {
      const rows = await runner.all<{ id: string }>(
        `SELECT id FROM restock_alerts WHERE state = 'due' AND due_at <= ? AND expires_at > ?
         AND (claimed_until IS NULL OR claimed_until <= ?) ORDER BY due_at, asked_at, id LIMIT ?`,
        [now, now, now, limit],
      );
      return rows.map((row) => row.id);
    },

    async claim(id, now, leaseMs) {
      const [claimed] = await runner.all<{ attempts: number }>(
        `UPDATE restock_alerts SET claimed_until = ?, attempts = attempts + 1 WHERE id = ? AND state = 'due' AND due_at <= ?
         AND expires_at > ? AND (claimed_until IS NULL OR claimed_until <= ?) RETURNING attempts`,
        [now + leaseMs, id, now, now, now],
      );
      if (!claimed) return null;
      const row = await runner.one<{
        id: string;
        mobile: string;
        language: Language;
        item_id: string;
        item_code: string;
        title: string;
        size_no: number | null;
        on_sale: number | null;
      }>(
        `SELECT a.id, a.mobile, a.language, i.id AS item_id, i.code AS item_code, i.title, s.size_no,
           (SELECT t.ok FROM stocks t WHERE t.sku_no = s.no AND t.location_no = ?) AS on_sale
         FROM restock_alerts a JOIN skus s ON s.code = a.sku_code JOIN items i ON i.seq = s.item_seq WHERE a.id = ?`,
        [onlineNo, id],
      );
      if (!row) return null;
      const size = row.size_no === null ? null : (ctx.reference.cache.attributeValues.get(Number(row.size_no))?.name ?? null);
      return {
        attempts: Number(claimed.attempts),
        alert: {
          id: row.id,
          mobile: row.mobile,
          language: row.language,
          itemId: row.item_id,
          itemCode: row.item_code,
          title: row.title,
          size,
          onSale: Number(row.on_sale ?? 0),
        },
      };
    },

    sent: (id, now) => finish(id, "state = 'sent', sent_at = ?", [now]),
    retryAt: (id, at, error) => finish(id, 'due_at = ?, last_error = ?', [at, error]),
    giveUp: (id, now, reason) => finish(id, "state = 'failed', given_up_at = ?, last_error = ?", [now, reason]),
    backToWaiting: (id) => finish(id, "state = 'waiting', due_at = NULL", []),

    async sentSince(since) {
      const [row] = await runner.all<{ sent: number }>('SELECT COUNT(*) AS sent FROM restock_alerts WHERE sent_at > ?', [since]);
      return Number(row.sent);
    },

    // A sent alert stays a day past its days, so the budget's 24 hours still count it.
    prune: (now) =>
      runner.run('DELETE FROM restock_alerts WHERE expires_at <= ? AND (sent_at IS NULL OR sent_at <= ?)', [now, now - DAY_MS]),

    async of(skuCode) {
      const rows = await runner.all<{
        id: string;
        mobile: string;
        sku_code: string;
        language: Language;
        state: RestockAlertRecord['state'];
        asked_at: number;
        expires_at: number;
        attempts: number;
        sent_at: number | null;
      }>('SELECT * FROM restock_alerts WHERE sku_code = ? ORDER BY asked_at, id', [skuCode]);
      return rows.map((row) => ({
        id: row.id,
        mobile: row.mobile,
        skuCode: row.sku_code,
        language: row.language,
        state: row.state,
        askedAt: Number(row.asked_at),
        expiresAt: Number(row.expires_at),
        attempts: Number(row.attempts),
        sentAt: row.sent_at === null ? null : Number(row.sent_at),
      }));
    },
  };
}

// What placing an order and moving it share: reading an order, moving units at the online warehouse, and queueing a
// text, each inside the caller's transaction (./sql).
import { toOrderView, type EventRow, type LineRow, type OrderRow, type StockCheckoutContext } from './checkoutPlan';
import { alertsToSend } from '@domain/restockAlerts';
import { ENQUEUE_TEXT } from './orderTexts';
import { queueRestockAlerts } from './restock';
import type { Dialect } from './dialect';
import type { SqlStatements } from './sql';
import type { OrderView } from './types';

export interface OrderStoreContext extends StockCheckoutContext {
  /** Tells the item caches that these items' stock moved, inside the transaction that moved it. */
  stockMoved(sql: SqlStatements, itemSeqs: number[]): Promise<void>;
}

/** What moving units at the online warehouse needs: where it is, and how the item caches hear of it. */
export type UnitMoves = Pick<OrderStoreContext, 'onlineLocationNo' | 'stockMoved'>;

/** An order with its lines and moves; with `lock`, its row stays locked until the transaction ends. */
export async function findOrder(sql: SqlStatements, dialect: Dialect, invoiceId: string, lock = false): Promise<OrderView | null> {
  const row = await sql.one<OrderRow>(`SELECT * FROM orders WHERE invoice_id = ?${lock ? dialect.forUpdate : ''}`, [invoiceId]);
  if (!row) return null;
  const lines = await sql.all<LineRow>('SELECT * FROM order_lines WHERE invoice_id = ? ORDER BY line_no', [invoiceId]);
  const events = await sql.all<EventRow>(
    `SELECT at, status, note FROM order_events WHERE invoice_id = ? ORDER BY at, ${dialect.insertionOrder}`,
    [invoiceId],
  );
  return toOrderView(row, lines, events);
}

/**
 * Units moved at the online warehouse, per item: its item_stock row and online_ok, in item order (two transactions
 * never wait on each other in a circle); then the item caches hear of it.
 */
export async function moveItemUnits(sql: SqlStatements, ctx: UnitMoves, deltas: [itemSeq: number, units: number][]) {
  const byItem = new Map<number, number>();
  for (const [seq, units] of deltas) byItem.set(seq, (byItem.get(seq) ?? 0) + units);
  const seqs = [...byItem.keys()].sort((a, b) => a - b);
  for (const seq of seqs) {
    await sql.run('UPDATE item_stock SET ok = ok + ? WHERE location_no = ? AND item_seq = ?', [byItem.get(seq), ctx.onlineLocationNo, seq]);
    await sql.run('UPDATE items SET online_ok = online_ok + ? WHERE seq = ?', [byItem.get(seq), seq]);
  }
  await ctx.stockMoved(sql, seqs);
}

export async function enqueueText(sql: SqlStatements, invoiceId: string, status: string, now: number): Promise<void> {
  await sql.run(ENQUEUE_TEXT, [invoiceId, status, now, now]);
}

/** Units of a SKU given back to the online warehouse. */
export interface UnitsBack {
  no: number;
  code: string;
  item_seq: number;
  units: number;
}

/**
 * Gives units back on sale at the online warehouse (an order cancelled or expired, a hold released or run out), in SKU
 * order; a SKU back from none makes its waiting alerts due, as a staff count does.
 */
export async function giveUnitsBack(sql: SqlStatements, ctx: UnitMoves, back: readonly UnitsBack[], now: number): Promise<void> {
  const bySku = [...back].sort((a, b) => a.no - b.no);
  const backFromNone: [code: string, alerts: number][] = [];
  for (const row of bySku) {
    const [after] = await sql.all<{ ok: number }>('UPDATE stocks SET ok = ok + ? WHERE sku_no = ? AND location_no = ? RETURNING ok', [
      row.units,
      row.no,
      ctx.onlineLocationNo,
    ]);
    if (after) backFromNone.push([row.code, alertsToSend(Number(after.ok) - row.units, Number(after.ok))]);
  }
  if (bySku.length)
    await moveItemUnits(
      sql,
      ctx,
      bySku.map((row) => [row.item_seq, row.units]),
    );
  // After the change log, in the order a staff count takes its locks.
  for (const [code, alerts] of backFromNone) await queueRestockAlerts(sql, code, alerts, now);
}

// Holds on drop items (docs/drop.md), written once for both backends over the runner (./sql), safe with several
// instances on one database:
// - a hold takes its units off the online warehouse's stock by the conditional update an order reserves with (ok never
//   below zero), under locks named for the item and each key its buyer is known by (device, client address, a number a
//   code proved), so the buyer's count and the new hold are one step on every instance;
// - a hold leaves `held` by one conditional update (released, run out, ordered), and only the update that changed it
//   gives the units back: once, whatever races it. Its row is locked before its SKU's stock row, by an order too, so
//   the two never wait on each other in a circle;
// - an order takes a line's units from its hold inside its own transaction (holdsOfOrder, ./orders);
// - on a drop with a queue, a hold keeps its ticket's nonce, and under a lock named for it, a ticket another device
//   took a hold with is refused: one ticket cannot let two devices in.
import { randomBytes } from 'node:crypto';
import { holdStateAt, overBuyerLimit, type DropHoldWithState, type HoldState } from '@domain/drops';
import { bareId } from '../ids';
import type { Dialect } from './dialect';
import { dropIn } from './drops';
import { giveUnitsBack, moveItemUnits, type UnitMoves } from './orderRows';
import type { SqlRunner, SqlStatements } from './sql';
import type { BuyerKeys, DropHoldStore, OpenDrop, OrderInput } from './types';

const MINUTE_MS = 60_000;
/** Holds one sweep turns at the most; the next sweep takes the rest. */
const SWEEP_BATCH = 500;

/** A hold's id: 128 random bits, base64url. */
export const newHoldId = (): string => randomBytes(16).toString('base64url');

/** What one buyer's units of an item wait on, on every instance: a name for each key the buyer is known by. */
export function buyerLocks(itemId: string, buyer: BuyerKeys): string[] {
  const item = `dropBuyer:${bareId(itemId)}`;
  return [
    `${item}:device:${buyer.device}`,
    `${item}:address:${buyer.address}`,
    ...(buyer.mobile ? [`${item}:mobile:${buyer.mobile}`] : []),
  ];
}

/** What the holds taken with one queue ticket wait on, on every instance: one device's holds by it are one step. */
const ticketLock = (itemId: string, nonce: string) => `dropTicket:${bareId(itemId)}:${nonce}`;

/** Whether a hold of the item was taken with this ticket by another device, whatever became of it. */
const ticketUsedElsewhere = async (sql: SqlStatements, itemId: string, nonce: string, device: string): Promise<boolean> =>
  (await sql.one('SELECT 1 AS used FROM drop_holds WHERE item_id = ? AND ticket_nonce = ? AND device_key <> ? LIMIT 1', [
    itemId,
    nonce,
    device,
  ])) !== undefined;

/** Holds that count against a buyer: held and not run out, or ordered by an order not cancelled, failed or expired. */
const COUNTED = `((h.state = 'held' AND h.expires_at > ?) OR (h.state = 'ordered' AND EXISTS (SELECT 1 FROM orders o
  WHERE o.invoice_id = h.order_id AND o.status <> 'CANCELLED' AND o.payment_status NOT IN ('FAILED', 'CANCELLED', 'EXPIRED'))))`;

/**
 * The units of the item (as items.id holds it) each of the buyer's keys has in holds that count, leaving out the holds
 * `excluding` names (an order's own, which it is turning into the order).
 */
export async function buyerUnits(
  sql: SqlStatements,
  dialect: Dialect,
  itemId: string,
  buyer: BuyerKeys,
  now: number,
  excluding: readonly string[],
): Promise<number[]> {
  const left = dialect.oneOf('h.id', 'text', excluding);
  const row = await sql.one<{ device: number; address: number; mobile: number }>(
    `SELECT COALESCE(SUM(CASE WHEN h.device_key = ? THEN h.units ELSE 0 END), 0) AS device,
       COALESCE(SUM(CASE WHEN h.address_key = ? THEN h.units ELSE 0 END), 0) AS address,
       COALESCE(SUM(CASE WHEN h.mobile = ? THEN h.units ELSE 0 END), 0) AS mobile
     FROM drop_holds h WHERE h.item_id = ? AND (h.device_key = ? OR h.address_key = ? OR h.mobile = ?) AND ${COUNTED}
     AND NOT (${left.sql})`,
    [buyer.device, buyer.address, buyer.mobile, itemId, buyer.device, buyer.address, buyer.mobile, now, left.param],
  );
  return [Number(row!.device), Number(row!.address), Number(row!.mobile)];
}

interface HoldRow {
  id: string;
  item_id: string;
  sku_code: string;
  units: number;
  device_key: string;
  state: HoldState;
  expires_at: number;
}

/** A hold an order takes: the units it gives back, and the units the order's lines of it ask for. */
export interface HoldToOrder {
  id: string;
  skuCode: string;
  units: number;
  quantity: number;
}

/**
 * The holds the order's lines of open drops take, inside the order's transaction and under its buyer's locks (their
 * rows locked): each line names a live hold of this device for its SKU, the lines of one hold ask for no more than it
 * has, and the buyer, by device, address and number, stays within each item's limit counting this order's units (its
 * own holds left out). Else why not, for the first drop that fails. Nothing is written.
 */
export async function holdsOfOrder(
  sql: SqlStatements,
  dialect: Dialect,
  input: OrderInput,
): Promise<{ kind: 'holds'; holds: HoldToOrder[] } | { kind: 'holdExpired' | 'overDropLimit'; drop: OpenDrop }> {
  const linesOf = (drop: OpenDrop) => input.lines.filter((line) => bareId(line.itemId) === bareId(drop.itemId));
  const ids = [...new Set(input.openDrops.flatMap((drop) => linesOf(drop).flatMap((line) => (line.holdId === null ? [] : [line.holdId]))))];
  const among = dialect.oneOf('id', 'text', ids);
  const rows = ids.length
    ? await sql.all<HoldRow>(
        `SELECT id, item_id, sku_code, units, device_key, state, expires_at FROM drop_holds WHERE ${among.sql} ORDER BY id${dialect.forUpdate}`,
        [among.param],
      )
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const buyer = { device: input.deviceId, address: input.clientAddress, mobile: input.customer.mobile };
  const holds: HoldToOrder[] = [];
  for (const drop of input.openDrops) {
    const taken = new Map<string, HoldToOrder>();
    for (const line of linesOf(drop)) {
      const row = line.holdId === null ? undefined : byId.get(line.holdId);
      const live =
        row &&
        row.state === 'held' &&
        Number(row.expires_at) > input.now &&
        row.device_key === input.deviceId &&
        bareId(row.item_id) === bareId(drop.itemId) &&
        row.sku_code === line.skuCode;
      if (!live) return { kind: 'holdExpired', drop };
      const hold = taken.get(row.id) ?? { id: row.id, skuCode: row.sku_code, units: Number(row.units), quantity: 0 };
      hold.quantity += line.quantity;
      if (hold.quantity > hold.units) return { kind: 'holdExpired', drop };
      taken.set(row.id, hold);
    }
    const units = linesOf(drop).reduce((sum, line) => sum + line.quantity, 0);
    const counts = await buyerUnits(sql, dialect, drop.itemId, buyer, input.now, ids);
    if (overBuyerLimit(counts, units, drop.perBuyerLimit)) return { kind: 'overDropLimit', drop };
    holds.push(...taken.values());
  }
  return { kind: 'holds', holds };
}

/** The holds an order took, once it is written: ordered by it, with its number and the units its lines took. */
export async function markOrdered(sql: SqlStatements, holds: readonly HoldToOrder[], invoiceId: string, mobile: string): Promise<void> {
  for (const hold of holds) {
    const changed = await sql.run(
      "UPDATE drop_holds SET state = 'ordered', order_id = ?, mobile = ?, units = ? WHERE id = ? AND state = 'held'",
      [invoiceId, mobile, hold.quantity, hold.id],
    );
    if (changed !== 1) throw new Error(`hold ${hold.id} changed under the order's lock`);
  }
}

export function dropHoldStore(runner: SqlRunner, ctx: UnitMoves): DropHoldStore {
  const { dialect } = runner;

  /** A hold that just left `held` (the update that changed it answers its row): its units back on sale. */
  async function giveBack(sql: SqlStatements, left: { sku_code: string; units: number } | undefined, now: number): Promise<boolean> {
    if (!left) return false;
    const sku = await sql.one<{ no: number; code: string; item_seq: number }>('SELECT no, code, item_seq FROM skus WHERE code = ?', [
      left.sku_code,
    ]);
    if (sku) await giveUnitsBack(sql, ctx, [{ ...sku, units: Number(left.units) }], now);
    return true;
  }

  return {
    take: ({ itemId, skuCode, units, buyer, now, ticketNonce }) =>
      runner.transaction([...buyerLocks(itemId, buyer), ...(ticketNonce ? [ticketLock(itemId, ticketNonce)] : [])], async (sql) => {
        const item = await sql.one<{ seq: number; id: string; title: string; status: string }>(
          'SELECT seq, id, title, status FROM items WHERE bare_id = ?',
          [bareId(itemId)],
        );
        const sku =
          item &&
          (await sql.one<{ no: number; code: string; item_seq: number }>('SELECT no, code, item_seq FROM skus WHERE code = ?', [skuCode]));
        if (!item || !sku || Number(sku.item_seq) !== Number(item.seq) || item.status !== 'ACTIVE') return { kind: 'unknownItem' };
        const found = await dropIn(sql, item.id);
        if (!found) return { kind: 'notADrop' };
        const drop = { ...found, title: item.title };
        if (now < drop.startsAt) return { kind: 'dropNotOpen', drop };
        if (ticketNonce && (await ticketUsedElsewhere(sql, item.id, ticketNonce, buyer.device))) return { kind: 'ticketUsed' };
        if (overBuyerLimit(await buyerUnits(sql, dialect, item.id, buyer, now, []), units, drop.perBuyerLimit))
          return { kind: 'overDropLimit', drop };
        const taken = await sql.run('UPDATE stocks SET ok = ok - ? WHERE sku_no = ? AND location_no = ? AND ok >= ?', [
          units,
          sku.no,
          ctx.onlineLocationNo,
          units,
        ]);
        if (taken !== 1) return { kind: 'soldOut', drop };
        await moveItemUnits(sql, ctx, [[Number(item.seq), -units]]);
        const hold = { id: newHoldId(), itemId: item.id, skuCode: sku.code, units, expiresAt: now + drop.holdMinutes * MINUTE_MS };
        await sql.run(
          `INSERT INTO drop_holds (id, item_id, sku_code, units, device_key, address_key, mobile, state, expires_at, created_at, ticket_nonce)
           VALUES (?, ?, ?, ?, ?, ?, ?, 'held', ?, ?, ?)`,
          [hold.id, hold.itemId, hold.skuCode, units, buyer.device, buyer.address, buyer.mobile, hold.expiresAt, now, ticketNonce],
        );
        return { kind: 'held', hold };
      }),

    async find(id, deviceKey, now) {
      const row = await runner.one<HoldRow>(
        'SELECT id, item_id, sku_code, units, device_key, state, expires_at FROM drop_holds WHERE id = ? AND device_key = ?',
        [id, deviceKey],
      );
      if (!row) return null;
      const expiresAt = Number(row.expires_at);
      const hold: DropHoldWithState = {
        id: row.id,
        itemId: row.item_id,
        skuCode: row.sku_code,
        units: Number(row.units),
        expiresAt,
        state: holdStateAt(row.state, expiresAt, now),
      };
      return hold;
    },

    release: (id, deviceKey, now) =>
      runner.transaction([], async (sql) => {
        const [left] = await sql.all<{ sku_code: string; units: number }>(
          `UPDATE drop_holds SET state = 'released' WHERE id = ? AND device_key = ? AND state = 'held' AND expires_at > ?
           RETURNING sku_code, units`,
          [id, deviceKey, now],
        );
        return giveBack(sql, left, now);
      }),

    /** Each hold in a transaction of its own: an instance that dies midway leaves the rest to the next sweep. */
    async expire(now) {
      const due = await runner.all<{ id: string }>(
        "SELECT id FROM drop_holds WHERE state = 'held' AND expires_at <= ? ORDER BY expires_at LIMIT ?",
        [now, SWEEP_BATCH],
      );
      let expired = 0;
      for (const { id } of due) {
        const turned = await runner.transaction([], async (sql) => {
          const [left] = await sql.all<{ sku_code: string; units: number }>(
            "UPDATE drop_holds SET state = 'expired' WHERE id = ? AND state = 'held' AND expires_at <= ? RETURNING sku_code, units",
            [id, now],
          );
          return giveBack(sql, left, now);
        });
        if (turned) expired++;
      }
      return expired;
    },
  };
}

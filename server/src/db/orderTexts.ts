// The texts the shop owes shoppers' phones about their orders: a durable outbox, one row per order and status. A row
// is written in the same transaction as the order or the move it tells of (./orders.ts, ENQUEUE_TEXT);
// the server's sweep (server/src/orderTexts.ts) sends it through this store, over the SQL both backends speak.
import type { PaymentType } from '@domain/types';
import type { OrderStatus } from '@domain/orderStatus';
import type { SqlRunner } from './sql';
import type { OrderTextKey, OrderTextStore, TextedStatus } from './types';

/** The statuses a shopper hears of: PLACED is the placing text (a cash order at once, an online one once paid). */
export const TEXTED_STATUSES: readonly TextedStatus[] = ['PLACED', 'CONFIRMED', 'SHIPPED', 'DELIVERED'];

export const isTextedStatus = (status: OrderStatus): status is TextedStatus => (TEXTED_STATUSES as readonly string[]).includes(status);

/**
 * The placing text waits for an online order's payment: a text about an order that may never be paid (most unpaid ones
 * are a shopper who went back to the cart) would only cost the shop and confuse the phone, and the shopper is at the
 * gateway that moment anyway. Once paid, it says so.
 */
export const textsOnPlacing = (paymentType: PaymentType): boolean => paymentType === 'CASH_ON_DELIVERY';

/** Queues a text (invoice id, status, queued at, due at): a second one for the same order and status changes nothing. */
export const ENQUEUE_TEXT = `INSERT INTO order_texts (invoice_id, status, queued_at, due_at) VALUES (?, ?, ?, ?)
  ON CONFLICT (invoice_id, status) DO NOTHING`;

interface TextRow {
  invoice_id: string;
  status: TextedStatus;
  queued_at: number;
  due_at: number;
  attempts: number;
  sent_at: number | null;
  given_up_at: number | null;
  last_error: string | null;
}

const orNull = (value: number | null) => (value === null ? null : Number(value));
const KEY = 'invoice_id = ? AND status = ?';

export function orderTextStore(sql: SqlRunner): OrderTextStore {
  const finish = async (text: OrderTextKey, set: string, params: unknown[]) => {
    await sql.run(`UPDATE order_texts SET ${set}, claimed_until = NULL WHERE ${KEY}`, [...params, text.invoiceId, text.status]);
  };
  return {
    async due(now, limit) {
      const rows = await sql.all<TextRow>(
        `SELECT invoice_id, status FROM order_texts WHERE sent_at IS NULL AND given_up_at IS NULL AND due_at <= ?
         AND (claimed_until IS NULL OR claimed_until <= ?) ORDER BY due_at, queued_at LIMIT ?`,
        [now, now, limit],
      );
      return rows.map((row) => ({ invoiceId: row.invoice_id, status: row.status }));
    },
    async claim(text, now, leaseMs) {
      const [row] = await sql.all<{ attempts: number }>(
        `UPDATE order_texts SET claimed_until = ?, attempts = attempts + 1 WHERE ${KEY} AND sent_at IS NULL
         AND given_up_at IS NULL AND due_at <= ? AND (claimed_until IS NULL OR claimed_until <= ?) RETURNING attempts`,
        [now + leaseMs, text.invoiceId, text.status, now, now],
      );
      return row ? Number(row.attempts) : null;
    },
    sent: (text, now) => finish(text, 'sent_at = ?', [now]),
    retryAt: (text, at, error) => finish(text, 'due_at = ?, last_error = ?', [at, error]),
    giveUp: (text, now, reason) => finish(text, 'given_up_at = ?, last_error = ?', [now, reason]),
    async sentSince(since) {
      const [row] = await sql.all<{ sent: number }>('SELECT COUNT(*) AS sent FROM order_texts WHERE sent_at > ?', [since]);
      return Number(row.sent);
    },
    async of(invoiceId) {
      const rows = await sql.all<TextRow>(
        `SELECT invoice_id, status, queued_at, due_at, attempts, sent_at, given_up_at, last_error FROM order_texts
         WHERE invoice_id = ? ORDER BY queued_at, status`,
        [invoiceId],
      );
      return rows.map((row) => ({
        invoiceId: row.invoice_id,
        status: row.status,
        queuedAt: Number(row.queued_at),
        dueAt: Number(row.due_at),
        attempts: Number(row.attempts),
        sentAt: orNull(row.sent_at),
        givenUpAt: orNull(row.given_up_at),
        lastError: row.last_error,
      }));
    },
  };
}

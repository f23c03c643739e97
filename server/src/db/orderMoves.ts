// An order's moves after checkout, on either backend: a payment step (./payments: a report, a gateway form, the
// clock's expiry) and a staff move (orderMove), each in one transaction that locks the order's row and changes it only
// from the state it read, so two instances, or an expiry racing a payment, end in one outcome and stock goes back once,
// as does the use of the order's promo code.
import { orderMove } from '@domain/orderStatus';
import { isTextedStatus } from './orderTexts';
import { enqueueText, findOrder, giveUnitsBack, type OrderStoreContext, type UnitsBack } from './orderRows';
import { isOverdue, paymentStep } from './payments';
import type { SqlRunner, SqlStatements } from './sql';
import type { OrderView, PaymentAction, PaymentStatus, PaymentTransition, ShopStore, StatusTransition } from './types';
import { giveUseBack } from './vouchers';

type OrderMoves = Pick<ShopStore, 'movePayment' | 'expireOverdueOrders' | 'moveStatus'>;

export function orderMoves(runner: SqlRunner, ctx: OrderStoreContext): OrderMoves {
  const { dialect } = runner;

  const setPaymentStatus = (sql: SqlStatements, invoiceId: string, status: PaymentStatus) =>
    sql.run("UPDATE orders SET payment_status = ? WHERE invoice_id = ? AND payment_status = 'PENDING'", [status, invoiceId]);

  /** Gives an order's units back once (giveUnitsBack: alerts of a SKU back from none fall due). */
  async function releaseStock(sql: SqlStatements, invoiceId: string, now: number): Promise<void> {
    const rows = await sql.all<UnitsBack>(
      `SELECT s.no, s.code, s.item_seq, l.reserved AS units FROM order_lines l JOIN skus s ON s.code = l.sku_code
       WHERE l.invoice_id = ? AND l.reserved > 0 ORDER BY s.no`,
      [invoiceId],
    );
    await giveUnitsBack(sql, ctx, rows, now);
    await sql.run('UPDATE orders SET stock_released = 1 WHERE invoice_id = ?', [invoiceId]);
  }

  /** One payment step on an order whose row the transaction has locked; every write changes it only from PENDING. */
  async function step(sql: SqlStatements, order: OrderView, action: PaymentAction, now: number): Promise<PaymentTransition> {
    const { invoiceId } = order;
    const step = paymentStep(order, action, now, ctx.paymentWindowMs);
    if (step.status === 'PAID') {
      await sql.run(
        "UPDATE orders SET payment_status = 'PAID', payment_method = ?, paid_at = ? WHERE invoice_id = ? AND payment_status = 'PENDING'",
        [action.kind === 'pay' ? action.method : null, now, invoiceId],
      );
      // An online order's placing text waits for its payment (./orderTexts).
      await enqueueText(sql, invoiceId, 'PLACED', now);
    } else if (step.status) await setPaymentStatus(sql, invoiceId, step.status);
    if (step.confirm) await sql.run('UPDATE orders SET confirmed_at = COALESCE(confirmed_at, ?) WHERE invoice_id = ?', [now, invoiceId]);
    if (step.release) {
      await releaseStock(sql, invoiceId, now);
      await giveUseBack(sql, invoiceId, now);
    }
    if (step.reopen && action.kind === 'reopen')
      await sql.run("UPDATE orders SET gateway_token = ?, redirect_url = ? WHERE invoice_id = ? AND payment_status = 'PENDING'", [
        action.gatewayToken,
        action.redirectUrl,
        invoiceId,
      ]);
    const after = step.status || step.release || step.reopen ? (await findOrder(sql, dialect, invoiceId))! : order;
    return step.answer === 'conflict' ? { kind: 'conflict', order: after } : { kind: 'done', order: after, changed: after !== order };
  }

  const movePayment: OrderMoves['movePayment'] = (invoiceId, action, now) =>
    runner.transaction([], async (sql) => {
      const order = await findOrder(sql, dialect, invoiceId, true);
      return order ? step(sql, order, action, now) : { kind: 'notFound' };
    });

  return {
    movePayment,

    /** Each overdue order in a transaction of its own: an instance that dies midway leaves the rest to the next sweep. */
    async expireOverdueOrders(now) {
      const overdue = await runner.all<{ invoice_id: string }>(
        "SELECT invoice_id FROM orders WHERE payment_status = 'PENDING' AND payment_type = 'ONLINE' AND created_at <= ? ORDER BY seq",
        [now - ctx.paymentWindowMs],
      );
      const expired: string[] = [];
      for (const { invoice_id: invoiceId } of overdue) {
        const result = await movePayment(invoiceId, { kind: 'expire' }, now);
        if (result.kind === 'done' && result.changed) expired.push(invoiceId);
      }
      return expired;
    },

    moveStatus: (invoiceId, move, now) =>
      runner.transaction([], async (sql): Promise<StatusTransition> => {
        let order = await findOrder(sql, dialect, invoiceId, true);
        if (!order) return { kind: 'notFound' };
        if (isOverdue(order, now, ctx.paymentWindowMs)) {
          await step(sql, order, { kind: 'expire' }, now);
          order = (await findOrder(sql, dialect, invoiceId))!;
        }
        const decision = orderMove(order, move.to, move.by);
        if (decision.kind === 'refused') return { kind: 'refused', order, reason: decision.reason };
        const { shipment } = move;
        const moved = await sql.run(
          `UPDATE orders SET status = ?, courier = COALESCE(?, courier), tracking_number = COALESCE(?, tracking_number),
           tracking_url = COALESCE(?, tracking_url) WHERE invoice_id = ? AND status = ?`,
          [move.to, shipment?.courier ?? null, shipment?.trackingNumber ?? null, shipment?.trackingUrl ?? null, invoiceId, order.status],
        );
        // The row is locked: it is as it was read; anything else must not go on to stock and payment.
        if (moved !== 1) throw new Error(`order ${invoiceId} changed under its lock`);
        if (decision.payment) await setPaymentStatus(sql, invoiceId, decision.payment);
        if (decision.release) await releaseStock(sql, invoiceId, now);
        // A cancelled order gives its code's use back; a returned one keeps it: it was delivered with the discount.
        if (move.to === 'CANCELLED') await giveUseBack(sql, invoiceId, now);
        await sql.run('INSERT INTO order_events (invoice_id, at, status, note) VALUES (?, ?, ?, ?)', [
          invoiceId,
          now,
          move.to,
          move.note ?? '',
        ]);
        if (isTextedStatus(move.to)) await enqueueText(sql, invoiceId, move.to, now);
        return { kind: 'done', order: (await findOrder(sql, dialect, invoiceId))! };
      }),
  };
}

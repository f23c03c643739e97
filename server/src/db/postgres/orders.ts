// Checkout and payment state on PostgreSQL, safe with several instances on one database:
// - orders of one device, and of one mobile number, are serialised by transaction-scoped advisory locks (always the
//   device's first), so a second copy of an order waits for the first and then finds it (one order per intent), and
//   the caps on open orders count what is really there; an order of an unproven number then takes its client address's
//   lock too, so the units that address's unverified orders hold are counted with no other order of it in between;
// - stock rows are locked (in SKU order, so two checkouts never wait on each other in a circle) and reserved with a
//   conditional update that cannot take ok below zero (no oversell);
// - a payment step (./payments: a report, a gateway form, the clock's expiry) locks its order row and changes it only
//   from the state it expects (stock released once).
import type { Pool, PoolClient } from 'pg';
import { orderMove } from '@domain/orderStatus';
import {
  gatewayFields,
  newInvoiceId,
  planOrder,
  toOrderView,
  type EventRow,
  type LineRow,
  type OrderRow,
  type SkuForOrder,
  type StockCheckoutContext,
} from '../checkoutPlan';
import { cappedDevice, openOrdersProblem, openSince, withinAddressHold, type OpenOrders } from '../openOrders';
import { isOverdue, paymentStep } from '../payments';
import { ENQUEUE_TEXT, isTextedStatus, textsOnPlacing } from '../orderTexts';
import type {
  OrderInput,
  OrderListQuery,
  OrderView,
  Page,
  PaymentAction,
  PaymentTransition,
  PlaceOrderResult,
  StatusMove,
  StatusTransition,
} from '../types';
import { numberedPlaceholders, transaction } from './db';
import { logChange } from './items';

const SKU_FOR_ORDER = `SELECT s.no, s.code, s.item_seq, i.id AS item_id, s.sales_price, s.discounted_sales_price, s.color_no, s.size_no,
  i.title, i.status, d.category_ids FROM skus s JOIN items i ON i.seq = s.item_seq JOIN item_details d ON d.seq = i.seq`;

const ORDER_COLUMNS = [
  'seq',
  'invoice_id',
  'created_at',
  'device_id',
  'payload_hash',
  'payment_type',
  'payment_status',
  'full_name',
  'mobile',
  'email',
  'short_address',
  'note',
  'pickup_district',
  'pickup_point',
  'account_requested',
  'subtotal',
  'vat_percent',
  'vat',
  'delivery_charge',
  'total',
  'success_url',
  'failure_url',
  'cancel_url',
  'redirect_url',
  'gateway_token',
  'payload',
  'client_address',
  'number_verified',
  'customer_id',
  'language',
];
const LINE_COLUMNS = [
  'invoice_id',
  'line_no',
  'item_id',
  'sku_code',
  'title',
  'variant',
  'order_type',
  'quantity',
  'price',
  'unit_price',
  'offer_id',
  'line_total',
  'reserved',
];
const placeholders = (count: number) => Array.from({ length: count }, (_, k) => `$${k + 1}`).join(', ');

export class PostgresOrders {
  constructor(
    private readonly pool: Pool,
    private readonly ctx: StockCheckoutContext,
  ) {}

  placeOrder(input: OrderInput): Promise<PlaceOrderResult> {
    return transaction(this.pool, async (client) => {
      await client.query("SELECT pg_advisory_xact_lock(hashtextextended('device:' || $1, 0))", [input.deviceId]);
      await client.query("SELECT pg_advisory_xact_lock(hashtextextended('mobile:' || $1, 0))", [input.customer.mobile]);
      if (!input.numberVerified)
        await client.query("SELECT pg_advisory_xact_lock(hashtextextended('address:' || $1, 0))", [input.clientAddress]);
      // A copy answers only to whoever placed the first: the same device from the same address, or the same shopper.
      const earlier = await client.query<{ invoice_id: string; redirect_url: string | null }>(
        `SELECT invoice_id, redirect_url FROM orders WHERE device_id = $1 AND payload_hash = $2 AND created_at >= $3
         AND payment_status IN ('PENDING', 'PAID') AND (client_address = $4 OR customer_id = $5) ORDER BY seq LIMIT 1`,
        [input.deviceId, input.payloadHash, input.now - input.duplicateWindowMs, input.clientAddress, input.customerId],
      );
      if (earlier.rows.length)
        return { kind: 'duplicate', invoiceId: earlier.rows[0].invoice_id, redirectUrl: earlier.rows[0].redirect_url };

      const device = cappedDevice(input.deviceId);
      const held = [await this.openOrders(client, 'mobile', input.customer.mobile, input.now)];
      if (device) held.push(await this.openOrders(client, 'device_id', device, input.now));
      const problem = openOrdersProblem(input.paymentType, held, this.ctx.paymentWindowMs);
      if (problem) return { kind: 'tooManyOpen', message: problem };

      const codes = [...new Set(input.lines.map((line) => line.skuCode))];
      const found = await client.query<SkuForOrder>(`${SKU_FOR_ORDER} WHERE s.code = ANY($1::text[])`, [codes]);
      const byCode = new Map(found.rows.map((sku) => [sku.code, sku]));
      const stock = await client.query<{ sku_no: number; ok: number }>(
        'SELECT sku_no, ok FROM stocks WHERE location_no = $1 AND sku_no = ANY($2::int[]) ORDER BY sku_no FOR UPDATE',
        [this.ctx.onlineLocationNo, found.rows.map((sku) => sku.no)],
      );
      const units = new Map(stock.rows.map((row) => [row.sku_no, row.ok]));
      const plan = planOrder(
        input,
        input.lines.map((line) => byCode.get(line.skuCode)),
        (sku) => units.get(sku.no) ?? 0,
        this.ctx,
      );
      if (plan.kind !== 'plan') return plan;
      if (!input.numberVerified) {
        const held = await this.heldByAddress(client, input.clientAddress, input.now);
        if (!withinAddressHold(held, plan.units, input.unverifiedHoldUnits))
          return { kind: 'heldAtAddress', bound: input.unverifiedHoldUnits! };
      }
      if (input.codeId !== null) {
        const spent = await client.query('UPDATE sign_in_codes SET used_at = $1 WHERE id = $2 AND used_at IS NULL', [
          input.now,
          input.codeId,
        ]);
        if (spent.rowCount !== 1) return { kind: 'codeSpent' };
      }

      if (plan.reservations.length) {
        const reserved = [...plan.reservations].sort((a, b) => a.sku.no - b.sku.no);
        for (const { sku, quantity } of reserved) {
          const changed = await client.query('UPDATE stocks SET ok = ok - $1 WHERE sku_no = $2 AND location_no = $3 AND ok >= $1', [
            quantity,
            sku.no,
            this.ctx.onlineLocationNo,
          ]);
          if (changed.rowCount !== 1) throw new Error(`stock of ${sku.code} changed inside the checkout transaction`);
        }
        await this.adjustItems(
          client,
          reserved.map(({ sku, quantity }) => [sku.item_seq, -quantity]),
        );
      }

      const { rows } = await client.query<{ seq: number }>("SELECT nextval(pg_get_serial_sequence('orders', 'seq'))::int AS seq");
      const seq = rows[0].seq;
      const o = plan.order;
      let invoiceId: string;
      let redirectUrl: string | null;
      for (;;) {
        invoiceId = newInvoiceId();
        const gateway = gatewayFields(input, invoiceId);
        redirectUrl = gateway.redirectUrl;
        const inserted = await client.query(
          `INSERT INTO orders (${ORDER_COLUMNS.join(', ')}) VALUES (${placeholders(ORDER_COLUMNS.length)}) ON CONFLICT (invoice_id) DO NOTHING`,
          [
            seq,
            invoiceId,
            o.createdAt,
            o.deviceId,
            o.payloadHash,
            o.paymentType,
            'PENDING',
            o.fullName,
            o.mobile,
            o.email,
            o.shortAddress,
            o.note,
            o.pickupDistrict,
            o.pickupPoint,
            o.accountRequested,
            o.subtotal,
            o.vatPercent,
            o.vat,
            o.deliveryCharge,
            o.total,
            o.successUrl,
            o.failureUrl,
            o.cancelUrl,
            redirectUrl,
            gateway.gatewayToken,
            o.payload,
            o.clientAddress,
            o.numberVerified,
            o.customerId,
            o.language,
          ],
        );
        if (inserted.rowCount === 1) break;
      }
      for (const line of plan.lines) {
        await client.query(`INSERT INTO order_lines (${LINE_COLUMNS.join(', ')}) VALUES (${placeholders(LINE_COLUMNS.length)})`, [
          invoiceId,
          ...line,
        ]);
      }
      if (textsOnPlacing(input.paymentType)) await this.enqueueText(client, invoiceId, 'PLACED', input.now);
      return { kind: 'created', invoiceId, redirectUrl };
    });
  }

  /** A key's PENDING orders that still count against the caps (./openOrders). */
  private async openOrders(client: PoolClient, column: 'mobile' | 'device_id', key: string, now: number): Promise<OpenOrders> {
    const since = openSince(now, this.ctx.paymentWindowMs);
    const { rows } = await client.query<OpenOrders>(
      `SELECT COUNT(*) FILTER (WHERE payment_type = 'ONLINE' AND created_at > $2)::int AS online,
         COUNT(*) FILTER (WHERE payment_type = 'CASH_ON_DELIVERY' AND created_at > $3)::int AS cash
       FROM orders WHERE ${column} = $1 AND payment_status = 'PENDING' AND status = 'PLACED' AND created_at > LEAST($2, $3)`,
      [key, since.online, since.cash],
    );
    return rows[0];
  }

  /** Units the client address's unverified orders hold while they keep their stock (see ./openOrders). */
  private async heldByAddress(client: PoolClient, address: string, now: number): Promise<number> {
    const { rows } = await client.query<{ units: number }>(
      `SELECT COALESCE(SUM(l.reserved), 0)::int AS units FROM orders o JOIN order_lines l ON l.invoice_id = o.invoice_id
       WHERE o.client_address = $1 AND o.number_verified = 0 AND o.payment_status = 'PENDING' AND o.status = 'PLACED'
       AND o.stock_released = 0 AND (o.payment_type = 'CASH_ON_DELIVERY' OR o.created_at > $2)`,
      [address, openSince(now, this.ctx.paymentWindowMs).online],
    );
    return rows[0].units;
  }

  /** Units moved at the online warehouse, per item: its item_stock row and online_ok, in item order (no lock cycles). */
  private async adjustItems(client: PoolClient, deltas: [itemSeq: number, units: number][]): Promise<void> {
    const byItem = new Map<number, number>();
    for (const [seq, units] of deltas) byItem.set(seq, (byItem.get(seq) ?? 0) + units);
    const seqs = [...byItem.keys()].sort((a, b) => a - b);
    const units = seqs.map((seq) => byItem.get(seq)!);
    await client.query(
      `UPDATE item_stock s SET ok = s.ok + d.units FROM (SELECT unnest($2::int[]) AS seq, unnest($3::int[]) AS units) d
       WHERE s.location_no = $1 AND s.item_seq = d.seq`,
      [this.ctx.onlineLocationNo, seqs, units],
    );
    await client.query(
      `UPDATE items i SET online_ok = i.online_ok + d.units FROM (SELECT unnest($1::int[]) AS seq, unnest($2::int[]) AS units) d WHERE i.seq = d.seq`,
      [seqs, units],
    );
    await logChange(client, 'stock', seqs);
  }

  async find(invoiceId: string, client: Pool | PoolClient = this.pool, lock = false): Promise<OrderView | null> {
    const { rows } = await client.query<OrderRow>(`SELECT * FROM orders WHERE invoice_id = $1${lock ? ' FOR UPDATE' : ''}`, [invoiceId]);
    if (!rows.length) return null;
    const lines = await client.query<LineRow>('SELECT * FROM order_lines WHERE invoice_id = $1 ORDER BY line_no', [invoiceId]);
    const events = await client.query<EventRow>('SELECT at, status, note FROM order_events WHERE invoice_id = $1 ORDER BY at, ctid', [
      invoiceId,
    ]);
    return toOrderView(rows[0], lines.rows, events.rows);
  }

  async orders({ status, page, size }: OrderListQuery): Promise<Page<OrderView>> {
    const where = 'WHERE ($1::text IS NULL OR status = $1)';
    const [ids, count] = await Promise.all([
      this.pool.query<{ invoice_id: string }>(`SELECT invoice_id FROM orders ${where} ORDER BY seq DESC LIMIT $2 OFFSET $3`, [
        status ?? null,
        size,
        (page - 1) * size,
      ]),
      this.pool.query<{ n: number }>(`SELECT COUNT(*)::int AS n FROM orders ${where}`, [status ?? null]),
    ]);
    const list = await Promise.all(ids.rows.map(({ invoice_id: id }) => this.find(id)));
    return { list: list.filter((order): order is OrderView => order !== null), total: count.rows[0].n };
  }

  /** A staff move (orderMove decides) under the order row's lock; an overdue order expires first, in the same transaction. */
  moveStatus(invoiceId: string, move: StatusMove, now: number): Promise<StatusTransition> {
    return transaction(this.pool, async (client) => {
      let order = await this.find(invoiceId, client, true);
      if (!order) return { kind: 'notFound' };
      if (isOverdue(order, now, this.ctx.paymentWindowMs)) {
        await this.step(client, order, { kind: 'expire' }, now);
        order = (await this.find(invoiceId, client))!;
      }
      const decision = orderMove(order, move.to, move.by);
      if (decision.kind === 'refused') return { kind: 'refused', order, reason: decision.reason };
      const { shipment } = move;
      const moved = await client.query(
        `UPDATE orders SET status = $2, courier = COALESCE($4, courier), tracking_number = COALESCE($5, tracking_number),
         tracking_url = COALESCE($6, tracking_url) WHERE invoice_id = $1 AND status = $3`,
        [invoiceId, move.to, order.status, shipment?.courier ?? null, shipment?.trackingNumber ?? null, shipment?.trackingUrl ?? null],
      );
      // The row is locked FOR UPDATE: it is as it was read; anything else must not go on to stock and payment.
      if (moved.rowCount !== 1) throw new Error(`order ${invoiceId} changed under its lock`);
      if (decision.payment) await this.setPaymentStatus(client, invoiceId, decision.payment);
      if (decision.release) await this.releaseStock(client, invoiceId);
      await client.query('INSERT INTO order_events (invoice_id, at, status, note) VALUES ($1, $2, $3, $4)', [
        invoiceId,
        now,
        move.to,
        move.note ?? '',
      ]);
      if (isTextedStatus(move.to)) await this.enqueueText(client, invoiceId, move.to, now);
      return { kind: 'done', order: (await this.find(invoiceId, client))! };
    });
  }

  /** One payment step (../payments) under the order row's lock; every write changes the row only from PENDING. */
  movePayment(invoiceId: string, action: PaymentAction, now: number): Promise<PaymentTransition> {
    return transaction(this.pool, async (client) => {
      const order = await this.find(invoiceId, client, true);
      return order ? this.step(client, order, action, now) : { kind: 'notFound' };
    });
  }

  /** One payment step on an order whose row the transaction has locked. */
  private async step(client: PoolClient, order: OrderView, action: PaymentAction, now: number): Promise<PaymentTransition> {
    const { invoiceId } = order;
    const step = paymentStep(order, action, now, this.ctx.paymentWindowMs);
    if (step.status === 'PAID') {
      const method = action.kind === 'pay' ? action.method : null;
      await client.query(
        "UPDATE orders SET payment_status = 'PAID', payment_method = $1, paid_at = $2 WHERE invoice_id = $3 AND payment_status = 'PENDING'",
        [method, now, invoiceId],
      );
      // An online order's placing text waits for its payment (../orderTexts).
      await this.enqueueText(client, invoiceId, 'PLACED', now);
    } else if (step.status) {
      await this.setPaymentStatus(client, invoiceId, step.status);
    }
    if (step.confirm)
      await client.query('UPDATE orders SET confirmed_at = COALESCE(confirmed_at, $1) WHERE invoice_id = $2', [now, invoiceId]);
    if (step.release) await this.releaseStock(client, invoiceId);
    if (step.reopen && action.kind === 'reopen')
      await client.query("UPDATE orders SET gateway_token = $1, redirect_url = $2 WHERE invoice_id = $3 AND payment_status = 'PENDING'", [
        action.gatewayToken,
        action.redirectUrl,
        invoiceId,
      ]);
    const after = step.status || step.release || step.reopen ? (await this.find(invoiceId, client))! : order;
    return step.answer === 'conflict' ? { kind: 'conflict', order: after } : { kind: 'done', order: after, changed: after !== order };
  }

  private async enqueueText(client: PoolClient, invoiceId: string, status: string, now: number): Promise<void> {
    await client.query(numberedPlaceholders(ENQUEUE_TEXT), [invoiceId, status, now, now]);
  }

  private async setPaymentStatus(client: PoolClient, invoiceId: string, status: string): Promise<void> {
    await client.query("UPDATE orders SET payment_status = $1 WHERE invoice_id = $2 AND payment_status = 'PENDING'", [status, invoiceId]);
  }

  /** Each overdue order in a transaction of its own: an instance that dies midway leaves the rest to the next sweep, on any instance. */
  async expireOverdue(now: number): Promise<string[]> {
    const { rows } = await this.pool.query<{ invoice_id: string }>(
      "SELECT invoice_id FROM orders WHERE payment_status = 'PENDING' AND payment_type = 'ONLINE' AND created_at <= $1 ORDER BY seq",
      [now - this.ctx.paymentWindowMs],
    );
    const expired: string[] = [];
    for (const { invoice_id: invoiceId } of rows) {
      const result = await this.movePayment(invoiceId, { kind: 'expire' }, now);
      if (result.kind === 'done' && result.changed) expired.push(invoiceId);
    }
    return expired;
  }

  private async releaseStock(client: PoolClient, invoiceId: string): Promise<void> {
    const { rows } = await client.query<{ no: number; item_seq: number; reserved: number }>(
      `SELECT s.no, s.item_seq, l.reserved FROM order_lines l JOIN skus s ON s.code = l.sku_code
       WHERE l.invoice_id = $1 AND l.reserved > 0 ORDER BY s.no`,
      [invoiceId],
    );
    for (const row of rows) {
      await client.query('UPDATE stocks SET ok = ok + $1 WHERE sku_no = $2 AND location_no = $3', [
        row.reserved,
        row.no,
        this.ctx.onlineLocationNo,
      ]);
    }
    if (rows.length)
      await this.adjustItems(
        client,
        rows.map((row) => [row.item_seq, row.reserved]),
      );
    await client.query('UPDATE orders SET stock_released = 1 WHERE invoice_id = $1', [invoiceId]);
  }
}

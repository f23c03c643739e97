import type Database from 'better-sqlite3';
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

export interface OrderContext extends StockCheckoutContext {
  /** Called inside the transaction after stock of these items changed. */
  onStockChanged: (itemSeqs: number[]) => void;
}

/** Checkout and payment state in SQLite. Every check and stock change happens inside one IMMEDIATE transaction. */
export class OrderRepository {
  private readonly skuForOrder: Database.Statement;
  private readonly onlineStock: Database.Statement;
  private readonly reserve: Database.Statement;
  private readonly adjustItemStock: Database.Statement;
  private readonly adjustOnline: Database.Statement;
  private readonly duplicate: Database.Statement;
  private readonly openByDevice: Database.Statement;
  private readonly openByMobile: Database.Statement;
  private readonly heldByAddress: Database.Statement;
  private readonly spendCode: Database.Statement;
  private readonly invoiceTaken: Database.Statement;
  private readonly overdue: Database.Statement;
  private readonly nextSeq: Database.Statement;
  private readonly insertOrder: Database.Statement;
  private readonly insertLine: Database.Statement;
  private readonly orderRow: Database.Statement;
  private readonly lineRows: Database.Statement;
  private readonly eventRows: Database.Statement;
  private readonly setOrderStatus: Database.Statement;
  private readonly insertEvent: Database.Statement;
  private readonly listed: Database.Statement;
  private readonly counted: Database.Statement;
  private readonly setStatus: Database.Statement;
  private readonly setPaid: Database.Statement;
  private readonly setConfirmed: Database.Statement;
  private readonly setReleased: Database.Statement;
  private readonly setGateway: Database.Statement;
  private readonly release: Database.Statement;
  private readonly enqueueText: Database.Statement;

  readonly placeOrder: (input: OrderInput) => PlaceOrderResult;
  readonly movePayment: (invoiceId: string, action: PaymentAction, now: number) => PaymentTransition;
  readonly expireOverdue: (now: number) => string[];
  readonly moveStatus: (invoiceId: string, move: StatusMove, now: number) => StatusTransition;

  constructor(
    db: Database.Database,
    private readonly ctx: OrderContext,
  ) {
    this.skuForOrder =
      db.prepare(`SELECT s.no, s.code, s.item_seq, i.id AS item_id, s.sales_price, s.discounted_sales_price, s.color_no, s.size_no,
      i.title, i.status, d.category_ids FROM skus s JOIN items i ON i.seq = s.item_seq JOIN item_details d ON d.seq = i.seq WHERE s.code = ?`);
    this.onlineStock = db.prepare('SELECT ok FROM stocks WHERE sku_no = ? AND location_no = ?');
    this.reserve = db.prepare('UPDATE stocks SET ok = ok - ? WHERE sku_no = ? AND location_no = ? AND ok >= ?');
    this.release = db.prepare('UPDATE stocks SET ok = ok + ? WHERE sku_no = ? AND location_no = ?');
    this.adjustItemStock = db.prepare('UPDATE item_stock SET ok = ok + ? WHERE location_no = ? AND item_seq = ?');
    this.adjustOnline = db.prepare('UPDATE items SET online_ok = online_ok + ? WHERE seq = ?');
    // A copy answers only to whoever placed the first: the same device from the same address, or the same shopper.
    this.duplicate = db.prepare(`SELECT invoice_id, redirect_url FROM orders
      WHERE device_id = @deviceId AND payload_hash = @payloadHash AND created_at >= @since AND payment_status IN ('PENDING', 'PAID')
      AND (client_address = @clientAddress OR customer_id = @customerId) ORDER BY seq LIMIT 1`);
    const open = (column: string) =>
      db.prepare(`SELECT COALESCE(SUM(payment_type = 'ONLINE' AND created_at > @online), 0) AS online,
        COALESCE(SUM(payment_type = 'CASH_ON_DELIVERY' AND created_at > @cash), 0) AS cash
        FROM orders WHERE ${column} = @key AND payment_status = 'PENDING' AND status = 'PLACED' AND created_at > MIN(@online, @cash)`);
    this.openByDevice = open('device_id');
    this.openByMobile = open('mobile');
    // Units the client address's unverified orders hold while they keep their stock (see ../openOrders).
    this.heldByAddress = db
      .prepare(
        `SELECT COALESCE(SUM(l.reserved), 0) FROM orders o JOIN order_lines l ON l.invoice_id = o.invoice_id
        WHERE o.client_address = @key AND o.number_verified = 0 AND o.payment_status = 'PENDING' AND o.status = 'PLACED'
        AND o.stock_released = 0 AND (o.payment_type = 'CASH_ON_DELIVERY' OR o.created_at > @online)`,
      )
      .pluck(true);
    this.spendCode = db.prepare('UPDATE sign_in_codes SET used_at = ? WHERE id = ? AND used_at IS NULL');
    this.invoiceTaken = db.prepare('SELECT 1 FROM orders WHERE invoice_id = ?');
    this.overdue = db
      .prepare(
        "SELECT invoice_id FROM orders WHERE payment_status = 'PENDING' AND payment_type = 'ONLINE' AND created_at <= ? ORDER BY seq",
      )
      .pluck(true);
    this.nextSeq = db.prepare('SELECT COALESCE(MAX(seq), 0) + 1 AS seq FROM orders');
    this.insertOrder = db.prepare(`INSERT INTO orders (seq, invoice_id, created_at, device_id, payload_hash, payment_type, payment_status,
      full_name, mobile, email, short_address, note, pickup_district, pickup_point, account_requested, subtotal, vat_percent, vat, delivery_charge, total,
      success_url, failure_url, cancel_url, redirect_url, gateway_token, payload, client_address, number_verified, customer_id, language)
      VALUES (@seq, @invoiceId, @createdAt, @deviceId, @payloadHash, @paymentType, 'PENDING', @fullName, @mobile, @email, @shortAddress, @note,
      @pickupDistrict, @pickupPoint, @accountRequested, @subtotal, @vatPercent, @vat, @deliveryCharge, @total, @successUrl, @failureUrl, @cancelUrl, @redirectUrl, @gatewayToken, @payload,
      @clientAddress, @numberVerified, @customerId, @language)`);
    this.insertLine =
      db.prepare(`INSERT INTO order_lines (invoice_id, line_no, item_id, sku_code, title, variant, order_type, quantity, price, unit_price, offer_id, line_total, reserved)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    this.orderRow = db.prepare('SELECT * FROM orders WHERE invoice_id = ?');
    this.lineRows = db.prepare('SELECT * FROM order_lines WHERE invoice_id = ? ORDER BY line_no');
    this.eventRows = db.prepare('SELECT at, status, note FROM order_events WHERE invoice_id = ? ORDER BY at, rowid');
    this.setOrderStatus = db.prepare(`UPDATE orders SET status = @to, courier = COALESCE(@courier, courier),
      tracking_number = COALESCE(@trackingNumber, tracking_number), tracking_url = COALESCE(@trackingUrl, tracking_url)
      WHERE invoice_id = @invoiceId AND status = @from`);
    this.insertEvent = db.prepare('INSERT INTO order_events (invoice_id, at, status, note) VALUES (?, ?, ?, ?)');
    this.listed = db
      .prepare('SELECT invoice_id FROM orders WHERE (@status IS NULL OR status = @status) ORDER BY seq DESC LIMIT @size OFFSET @offset')
      .pluck(true);
    this.counted = db.prepare('SELECT COUNT(*) FROM orders WHERE (@status IS NULL OR status = @status)').pluck(true);
    this.setStatus = db.prepare("UPDATE orders SET payment_status = ? WHERE invoice_id = ? AND payment_status = 'PENDING'");
    this.setPaid = db.prepare(
      "UPDATE orders SET payment_status = 'PAID', payment_method = ?, paid_at = ? WHERE invoice_id = ? AND payment_status = 'PENDING'",
    );
    this.setConfirmed = db.prepare('UPDATE orders SET confirmed_at = COALESCE(confirmed_at, ?) WHERE invoice_id = ?');
    this.setReleased = db.prepare('UPDATE orders SET stock_released = 1 WHERE invoice_id = ?');
    this.enqueueText = db.prepare(ENQUEUE_TEXT);
    this.setGateway = db.prepare(
      "UPDATE orders SET gateway_token = ?, redirect_url = ? WHERE invoice_id = ? AND payment_status = 'PENDING'",
    );

    const place = db.transaction((input: OrderInput) => this.place(input));
    const move = db.transaction((invoiceId: string, action: PaymentAction, now: number) => this.move(invoiceId, action, now));
    const expire = db.transaction((now: number) =>
      (this.overdue.all(now - this.ctx.paymentWindowMs) as string[]).filter((invoiceId) => {
        const result = this.move(invoiceId, { kind: 'expire' }, now);
        return result.kind === 'done' && result.changed;
      }),
    );
    this.placeOrder = (input) => place.immediate(input);
    this.movePayment = (invoiceId, action, now) => move.immediate(invoiceId, action, now);
    this.expireOverdue = (now) => expire.immediate(now);
    const moveStatus = db.transaction((invoiceId: string, move: StatusMove, now: number) => this.status(invoiceId, move, now));
    this.moveStatus = (invoiceId, move, now) => moveStatus.immediate(invoiceId, move, now);
  }

  private place(input: OrderInput): PlaceOrderResult {
    const { deviceId, payloadHash, clientAddress, customerId } = input;
    const earlier = this.duplicate.get({ deviceId, payloadHash, since: input.now - input.duplicateWindowMs, clientAddress, customerId }) as
      { invoice_id: string; redirect_url: string | null } | undefined;
    if (earlier) return { kind: 'duplicate', invoiceId: earlier.invoice_id, redirectUrl: earlier.redirect_url };

    const since = openSince(input.now, this.ctx.paymentWindowMs);
    const device = cappedDevice(input.deviceId);
    const held = [this.openByMobile.get({ key: input.customer.mobile, ...since }) as OpenOrders];
    if (device) held.push(this.openByDevice.get({ key: device, ...since }) as OpenOrders);
    const problem = openOrdersProblem(input.paymentType, held, this.ctx.paymentWindowMs);
    if (problem) return { kind: 'tooManyOpen', message: problem };

    const skus = input.lines.map((line) => this.skuForOrder.get(line.skuCode) as SkuForOrder | undefined);
    const onlineUnits = (sku: SkuForOrder) =>
      (this.onlineStock.get(sku.no, this.ctx.onlineLocationNo) as { ok: number } | undefined)?.ok ?? 0;
    const plan = planOrder(input, skus, onlineUnits, this.ctx);
    if (plan.kind !== 'plan') return plan;
    if (!input.numberVerified) {
      const held = this.heldByAddress.get({ key: clientAddress, online: since.online }) as number;
      if (!withinAddressHold(held, plan.units, input.unverifiedHoldUnits))
        return { kind: 'heldAtAddress', bound: input.unverifiedHoldUnits! };
    }
    if (input.codeId !== null && this.spendCode.run(input.now, input.codeId).changes !== 1) return { kind: 'codeSpent' };

    for (const { sku, quantity } of plan.reservations) {
      const changed = this.reserve.run(quantity, sku.no, this.ctx.onlineLocationNo, quantity).changes;
      if (changed !== 1) throw new Error(`stock of ${sku.code} changed inside the checkout transaction`);
      this.adjustItemStock.run(-quantity, this.ctx.onlineLocationNo, sku.item_seq);
      this.adjustOnline.run(-quantity, sku.item_seq);
    }
    if (plan.reservations.length) this.ctx.onStockChanged(plan.reservations.map(({ sku }) => sku.item_seq));

    const { seq } = this.nextSeq.get() as { seq: number };
    let invoiceId = newInvoiceId();
    while (this.invoiceTaken.get(invoiceId)) invoiceId = newInvoiceId();
    const { gatewayToken, redirectUrl } = gatewayFields(input, invoiceId);
    this.insertOrder.run({ ...plan.order, seq, invoiceId, redirectUrl, gatewayToken });
    for (const line of plan.lines) this.insertLine.run(invoiceId, ...line);
    if (textsOnPlacing(input.paymentType)) this.enqueueText.run(invoiceId, 'PLACED', input.now, input.now);
    return { kind: 'created', invoiceId, redirectUrl };
  }

  find(invoiceId: string): OrderView | null {
    const row = this.orderRow.get(invoiceId) as OrderRow | undefined;
    return row ? toOrderView(row, this.lineRows.all(invoiceId) as LineRow[], this.eventRows.all(invoiceId) as EventRow[]) : null;
  }

  orders({ status, page, size }: OrderListQuery): Page<OrderView> {
    const where = { status: status ?? null };
    const ids = this.listed.all({ ...where, size, offset: (page - 1) * size }) as string[];
    return { list: ids.map((id) => this.find(id)!), total: this.counted.get(where) as number };
  }

  /** A staff move (orderMove decides), inside the caller's IMMEDIATE transaction; an overdue order expires first. */
  private status(invoiceId: string, move: StatusMove, now: number): StatusTransition {
    const found = this.find(invoiceId);
    if (!found) return { kind: 'notFound' };
    let order = found;
    if (isOverdue(order, now, this.ctx.paymentWindowMs)) {
      this.move(invoiceId, { kind: 'expire' }, now);
      order = this.find(invoiceId)!;
    }
    const decision = orderMove(order, move.to, move.by);
    if (decision.kind === 'refused') return { kind: 'refused', order, reason: decision.reason };
    const { shipment } = move;
    const moved = this.setOrderStatus.run({
      invoiceId,
      from: order.status,
      to: move.to,
      courier: shipment?.courier ?? null,
      trackingNumber: shipment?.trackingNumber ?? null,
      trackingUrl: shipment?.trackingUrl ?? null,
    }).changes;
    // Under the transaction's lock the order is as it was read; anything else must not go on to stock and payment.
    if (moved !== 1) throw new Error(`order ${invoiceId} changed under its lock`);
    if (decision.payment) this.setStatus.run(decision.payment, invoiceId);
    if (decision.release) this.releaseStock(invoiceId);
    this.insertEvent.run(invoiceId, now, move.to, move.note ?? '');
    if (isTextedStatus(move.to)) this.enqueueText.run(invoiceId, move.to, now, now);
    return { kind: 'done', order: this.find(invoiceId)! };
  }

  /** One payment step (./payments) on the order, inside the caller's IMMEDIATE transaction. */
  private move(invoiceId: string, action: PaymentAction, now: number): PaymentTransition {
    const order = this.find(invoiceId);
    if (!order) return { kind: 'notFound' };
    const step = paymentStep(order, action, now, this.ctx.paymentWindowMs);
    if (step.status === 'PAID') {
      this.setPaid.run(action.kind === 'pay' ? action.method : null, now, invoiceId);
      // An online order's placing text waits for its payment (../orderTexts).
      this.enqueueText.run(invoiceId, 'PLACED', now, now);
    } else if (step.status) this.setStatus.run(step.status, invoiceId);
    if (step.confirm) this.setConfirmed.run(now, invoiceId);
    if (step.release) this.releaseStock(invoiceId);
    if (step.reopen && action.kind === 'reopen') this.setGateway.run(action.gatewayToken, action.redirectUrl, invoiceId);
    const after = step.status || step.release || step.reopen ? this.find(invoiceId)! : order;
    return step.answer === 'conflict' ? { kind: 'conflict', order: after } : { kind: 'done', order: after, changed: after !== order };
  }

  private releaseStock(invoiceId: string): void {
    const touched: number[] = [];
    for (const line of this.lineRows.all(invoiceId) as LineRow[]) {
      if (line.reserved <= 0) continue;
      const sku = this.skuForOrder.get(line.sku_code) as SkuForOrder | undefined;
      if (!sku) continue;
      this.release.run(line.reserved, sku.no, this.ctx.onlineLocationNo);
      this.adjustItemStock.run(line.reserved, this.ctx.onlineLocationNo, sku.item_seq);
      this.adjustOnline.run(line.reserved, sku.item_seq);
      touched.push(sku.item_seq);
    }
    if (touched.length) this.ctx.onStockChanged(touched);
    this.setReleased.run(invoiceId);
  }
}

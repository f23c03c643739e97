import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import { unitPrice } from '../../../src/domain/pricing';
import type { AttributeValue, GlobalDiscount, OrderType, PaymentType } from '../../../src/domain/types';
import { bareId } from '../ids';
import { randomText } from '../secrets';
import { VAT_PERCENT } from './catalogue';

/** Pre-orders reserve nothing, so what one line may ask for is kept small. */
export const MAX_PREORDER_QUANTITY = 10;
import type { OrderInput, OrderView, PaymentStatus, PaymentTransition, PlaceOrderResult, PriceConflict } from './types';

interface SkuForOrder {
  no: number;
  code: string;
  item_seq: number;
  item_id: string;
  sales_price: number;
  discounted_sales_price: number;
  color_no: number | null;
  size_no: number | null;
  title: string;
  status: string;
  category_ids: string;
}

interface OrderRow {
  invoice_id: string;
  created_at: number;
  payment_type: PaymentType;
  payment_status: PaymentStatus;
  payment_method: string | null;
  stock_released: number;
  full_name: string;
  mobile: string;
  email: string;
  short_address: string;
  pickup_district: string;
  subtotal: number;
  vat_percent: number;
  vat: number;
  delivery_charge: number;
  total: number;
  success_url: string | null;
  failure_url: string | null;
  cancel_url: string | null;
  gateway_token: string | null;
}

interface LineRow {
  item_id: string;
  sku_code: string;
  title: string;
  variant: string;
  order_type: OrderType;
  quantity: number;
  unit_price: number;
  line_total: number;
  reserved: number;
}

export interface OrderContext {
  onlineLocationNo: number;
  attributeValues: Map<number, AttributeValue>;
  categoryNames: Map<string, string>;
  discounts: () => GlobalDiscount[];
  deliveryCharge: (district: string) => number | undefined;
  /** Called inside the transaction after stock of these items changed. */
  onStockChanged: (itemSeqs: number[]) => void;
}

/** Checkout and payment state. Every check and stock change happens inside one IMMEDIATE transaction. */
// No 0/O or 1/I/L: read aloud to a representative on the phone without mistakes.
const INVOICE_SUFFIX_LETTERS = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A number the shopper can read out, plus a random suffix so that ids cannot be guessed from one another. */
const invoiceIdFor = (seq: number): string => `INV-${100000 + seq}-${randomText(INVOICE_SUFFIX_LETTERS, 6)}`;

export class OrderRepository {
  private readonly skuForOrder: Database.Statement;
  private readonly onlineStock: Database.Statement;
  private readonly reserve: Database.Statement;
  private readonly adjustItemStock: Database.Statement;
  private readonly adjustOnline: Database.Statement;
  private readonly duplicate: Database.Statement;
  private readonly nextSeq: Database.Statement;
  private readonly insertOrder: Database.Statement;
  private readonly insertLine: Database.Statement;
  private readonly orderRow: Database.Statement;
  private readonly lineRows: Database.Statement;
  private readonly setStatus: Database.Statement;
  private readonly setPaid: Database.Statement;
  private readonly setConfirmed: Database.Statement;
  private readonly setReleased: Database.Statement;
  private readonly release: Database.Statement;

  readonly placeOrder: (input: OrderInput) => PlaceOrderResult;
  readonly markPaid: (invoiceId: string, method: string | null, now: number) => PaymentTransition;
  readonly confirmPayment: (invoiceId: string, now: number) => PaymentTransition;
  readonly abandonPayment: (invoiceId: string, status: 'FAILED' | 'CANCELLED') => PaymentTransition;

  constructor(
    db: Database.Database,
    private readonly ctx: OrderContext,
  ) {
    this.skuForOrder = db.prepare(`SELECT s.no, s.code, s.item_seq, i.id AS item_id, s.sales_price, s.discounted_sales_price, s.color_no, s.size_no,
      i.title, i.status, d.category_ids FROM skus s JOIN items i ON i.seq = s.item_seq JOIN item_details d ON d.seq = i.seq WHERE s.code = ?`);
    this.onlineStock = db.prepare('SELECT ok FROM stocks WHERE sku_no = ? AND location_no = ?');
    this.reserve = db.prepare('UPDATE stocks SET ok = ok - ? WHERE sku_no = ? AND location_no = ? AND ok >= ?');
    this.release = db.prepare('UPDATE stocks SET ok = ok + ? WHERE sku_no = ? AND location_no = ?');
    this.adjustItemStock = db.prepare('UPDATE item_stock SET ok = ok + ? WHERE location_no = ? AND item_seq = ?');
    this.adjustOnline = db.prepare('UPDATE items SET online_ok = online_ok + ? WHERE seq = ?');
    this.duplicate = db.prepare(`SELECT invoice_id, redirect_url FROM orders
      WHERE device_id = ? AND payload_hash = ? AND created_at >= ? AND payment_status IN ('PENDING', 'PAID') ORDER BY seq LIMIT 1`);
    this.nextSeq = db.prepare('SELECT COALESCE(MAX(seq), 0) + 1 AS seq FROM orders');
    this.insertOrder = db.prepare(`INSERT INTO orders (seq, invoice_id, created_at, device_id, payload_hash, payment_type, payment_status,
      full_name, mobile, email, short_address, note, pickup_district, pickup_point, account_requested, subtotal, vat_percent, vat, delivery_charge, total,
      success_url, failure_url, cancel_url, redirect_url, gateway_token, payload)
      VALUES (@seq, @invoiceId, @createdAt, @deviceId, @payloadHash, @paymentType, 'PENDING', @fullName, @mobile, @email, @shortAddress, @note,
      @pickupDistrict, @pickupPoint, @accountRequested, @subtotal, @vatPercent, @vat, @deliveryCharge, @total, @successUrl, @failureUrl, @cancelUrl, @redirectUrl, @gatewayToken, @payload)`);
    this.insertLine = db.prepare(`INSERT INTO order_lines (invoice_id, line_no, item_id, sku_code, title, variant, order_type, quantity, price, unit_price, offer_id, line_total, reserved)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    this.orderRow = db.prepare('SELECT * FROM orders WHERE invoice_id = ?');
    this.lineRows = db.prepare('SELECT * FROM order_lines WHERE invoice_id = ? ORDER BY line_no');
    this.setStatus = db.prepare('UPDATE orders SET payment_status = ? WHERE invoice_id = ?');
    this.setPaid = db.prepare("UPDATE orders SET payment_status = 'PAID', payment_method = ?, paid_at = ? WHERE invoice_id = ?");
    this.setConfirmed = db.prepare('UPDATE orders SET confirmed_at = COALESCE(confirmed_at, ?) WHERE invoice_id = ?');
    this.setReleased = db.prepare('UPDATE orders SET stock_released = 1 WHERE invoice_id = ?');

    const place = db.transaction((input: OrderInput) => this.place(input));
    const pay = db.transaction((invoiceId: string, method: string | null, now: number) => this.pay(invoiceId, method, now));
    const confirm = db.transaction((invoiceId: string, now: number) => this.confirm(invoiceId, now));
    const abandon = db.transaction((invoiceId: string, status: 'FAILED' | 'CANCELLED') => this.abandon(invoiceId, status));
    this.placeOrder = (input) => place.immediate(input);
    this.markPaid = (invoiceId, method, now) => pay.immediate(invoiceId, method, now);
    this.confirmPayment = (invoiceId, now) => confirm.immediate(invoiceId, now);
    this.abandonPayment = (invoiceId, status) => abandon.immediate(invoiceId, status);
  }

  private variant(sku: SkuForOrder): string {
    return [sku.color_no, sku.size_no]
      .map((no) => (no !== null ? this.ctx.attributeValues.get(no)?.name : undefined))
      .filter(Boolean)
      .join(' / ');
  }

  private place(input: OrderInput): PlaceOrderResult {
    const earlier = this.duplicate.get(input.deviceId, input.payloadHash, input.now - input.duplicateWindowMs) as
      | { invoice_id: string; redirect_url: string | null }
      | undefined;
    if (earlier) return { kind: 'duplicate', invoiceId: earlier.invoice_id, redirectUrl: earlier.redirect_url };

    const discounts = this.ctx.discounts();
    const conflicts: PriceConflict[] = [];
    const resolved: { sku: SkuForOrder; unit: number; offerId: string | null }[] = [];
    for (const [n, line] of input.lines.entries()) {
      const sku = this.skuForOrder.get(line.skuCode) as SkuForOrder | undefined;
      if (!sku || bareId(sku.item_id) !== bareId(line.itemId)) {
        return { kind: 'unknownSku', message: `Line ${n + 1}: product ${line.itemId} has no variant ${line.skuCode}. Remove it from the cart and add it again.` };
      }
      if (sku.status !== 'ACTIVE') {
        return { kind: 'unknownSku', message: `'${sku.title}' is no longer sold. Remove it from the cart to place the order.` };
      }
      const categories = (JSON.parse(sku.category_ids) as string[]).map((id) => ({ id, name: this.ctx.categoryNames.get(id) ?? '' }));
      const price = unitPrice({ id: sku.item_id, categories }, { code: sku.code, salesPrice: sku.sales_price, discountedSalesPrice: sku.discounted_sales_price }, discounts);
      if (line.price !== sku.sales_price || line.discountedPrice !== price.price) {
        conflicts.push({ itemId: sku.item_id, skuCode: sku.code, price: sku.sales_price, discountedPrice: price.price });
      }
      resolved.push({ sku, unit: price.price, offerId: price.discount?.id ?? null });
    }
    if (conflicts.length) return { kind: 'priceChanged', lines: conflicts };

    // A pre-order is for what the online warehouse does not have: a line of a SKU it has is an order, whatever the
    // client called it, so it is checked and reserved like one.
    const onlineLeft = (sku: SkuForOrder) => Math.max(0, (this.onlineStock.get(sku.no, this.ctx.onlineLocationNo) as { ok: number } | undefined)?.ok ?? 0);
    const orderTypes: OrderType[] = input.lines.map((line, n) => (line.orderType === 'order' || onlineLeft(resolved[n].sku) > 0 ? 'order' : 'preoreder'));
    const bigPreorder = input.lines.findIndex((line, n) => orderTypes[n] === 'preoreder' && line.quantity > MAX_PREORDER_QUANTITY);
    if (bigPreorder >= 0) {
      const { sku } = resolved[bigPreorder];
      return { kind: 'outOfStock', message: `'${sku.title}' is pre-ordered: at most ${MAX_PREORDER_QUANTITY} units per line. Lower the quantity to ${MAX_PREORDER_QUANTITY} or less.` };
    }

    // Stock: 'order' lines need units at the online warehouse; the same SKU on two lines counts once.
    const wanted = new Map<SkuForOrder, number>();
    const byCode = new Map<string, SkuForOrder>();
    input.lines.forEach((line, n) => {
      if (orderTypes[n] !== 'order') return;
      const sku = byCode.get(resolved[n].sku.code) ?? resolved[n].sku;
      byCode.set(sku.code, sku);
      wanted.set(sku, (wanted.get(sku) ?? 0) + line.quantity);
    });
    for (const [sku, quantity] of wanted) {
      const left = onlineLeft(sku);
      if (quantity > left) {
        const name = `'${sku.title}'${this.variant(sku) ? ` (${this.variant(sku)})` : ''}`;
        const message =
          left === 0
            ? `${name} is out of stock. Remove it from the cart or order it as a pre-order.`
            : `Only ${left} unit${left === 1 ? '' : 's'} of ${name} ${left === 1 ? 'is' : 'are'} left; you asked for ${quantity}. Lower the quantity to ${left} or less.`;
        return { kind: 'outOfStock', message };
      }
    }
    for (const [sku, quantity] of wanted) {
      const changed = this.reserve.run(quantity, sku.no, this.ctx.onlineLocationNo, quantity).changes;
      if (changed !== 1) throw new Error(`stock of ${sku.code} changed inside the checkout transaction`);
      this.adjustItemStock.run(-quantity, this.ctx.onlineLocationNo, sku.item_seq);
      this.adjustOnline.run(-quantity, sku.item_seq);
    }
    if (wanted.size) this.ctx.onStockChanged([...wanted.keys()].map((sku) => sku.item_seq));

    const subtotal = input.lines.reduce((sum, line, n) => sum + resolved[n].unit * line.quantity, 0);
    const vat = Math.round((subtotal * VAT_PERCENT) / 100);
    const deliveryCharge = this.ctx.deliveryCharge(input.pickupDistrict) ?? 0;
    const { seq } = this.nextSeq.get() as { seq: number };
    const invoiceId = invoiceIdFor(seq);
    const gatewayToken = input.paymentType === 'ONLINE' ? randomBytes(16).toString('hex') : null;
    const redirectUrl = gatewayToken ? input.gatewayUrl(invoiceId, gatewayToken) : null;
    this.insertOrder.run({
      seq,
      invoiceId,
      createdAt: input.now,
      deviceId: input.deviceId,
      payloadHash: input.payloadHash,
      paymentType: input.paymentType,
      fullName: input.customer.fullName,
      mobile: input.customer.mobile,
      email: input.customer.email,
      shortAddress: input.customer.shortAddress,
      note: input.note,
      pickupDistrict: input.pickupDistrict,
      pickupPoint: input.pickupPoint,
      accountRequested: input.accountRequested ? 1 : 0,
      subtotal,
      vatPercent: VAT_PERCENT,
      vat,
      deliveryCharge,
      total: subtotal + vat + deliveryCharge,
      successUrl: input.returnUrls?.successUrl ?? null,
      failureUrl: input.returnUrls?.failureUrl ?? null,
      cancelUrl: input.returnUrls?.cancelUrl ?? null,
      redirectUrl,
      gatewayToken,
      payload: JSON.stringify(input.payload),
    });
    input.lines.forEach((line, n) => {
      const { sku, unit, offerId } = resolved[n];
      this.insertLine.run(
        invoiceId, n + 1, sku.item_id, sku.code, sku.title, this.variant(sku), orderTypes[n], line.quantity, sku.sales_price, unit,
        offerId, unit * line.quantity, orderTypes[n] === 'order' ? line.quantity : 0,
      );
    });
    return { kind: 'created', invoiceId, redirectUrl };
  }

  find(invoiceId: string): OrderView | null {
    const row = this.orderRow.get(invoiceId) as OrderRow | undefined;
    if (!row) return null;
    const lines = this.lineRows.all(invoiceId) as LineRow[];
    return {
      invoiceId: row.invoice_id,
      createdAt: row.created_at,
      paymentType: row.payment_type,
      paymentStatus: row.payment_status,
      paymentMethod: row.payment_method,
      stockReleased: row.stock_released === 1,
      customer: { fullName: row.full_name, mobile: row.mobile, email: row.email, shortAddress: row.short_address },
      pickupDistrict: row.pickup_district,
      subtotal: row.subtotal,
      vatPercent: row.vat_percent,
      vat: row.vat,
      deliveryCharge: row.delivery_charge,
      total: row.total,
      successUrl: row.success_url,
      failureUrl: row.failure_url,
      cancelUrl: row.cancel_url,
      gatewayToken: row.gateway_token,
      lines: lines.map((l) => ({
        itemId: l.item_id,
        skuCode: l.sku_code,
        title: l.title,
        variant: l.variant,
        orderType: l.order_type,
        quantity: l.quantity,
        unitPrice: l.unit_price,
        lineTotal: l.line_total,
      })),
    };
  }

  private pay(invoiceId: string, method: string | null, now: number): PaymentTransition {
    const order = this.find(invoiceId);
    if (!order) return { kind: 'notFound' };
    if (order.paymentStatus === 'PAID') return { kind: 'done', order, changed: false };
    if (order.paymentStatus !== 'PENDING' || order.paymentType !== 'ONLINE') return { kind: 'conflict', order };
    this.setPaid.run(method, now, invoiceId);
    return { kind: 'done', order: this.find(invoiceId)!, changed: true };
  }

  private confirm(invoiceId: string, now: number): PaymentTransition {
    const order = this.find(invoiceId);
    if (!order) return { kind: 'notFound' };
    if (order.paymentStatus !== 'PAID') return { kind: 'conflict', order };
    this.setConfirmed.run(now, invoiceId);
    return { kind: 'done', order, changed: false };
  }

  private abandon(invoiceId: string, status: 'FAILED' | 'CANCELLED'): PaymentTransition {
    const order = this.find(invoiceId);
    if (!order) return { kind: 'notFound' };
    if (order.paymentStatus === 'PAID') return { kind: 'conflict', order };
    let changed = false;
    if (order.paymentStatus === 'PENDING') {
      this.setStatus.run(status, invoiceId);
      changed = true;
    }
    if (!order.stockReleased) {
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
      changed = true;
    }
    return { kind: 'done', order: this.find(invoiceId)!, changed };
  }
}

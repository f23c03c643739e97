// Checkout and the orders, written once for both backends over the runner (./sql), safe with several instances on one
// database:
// - an order takes locks named after its device and its mobile number (and, for an unproven number, its client
//   address), so a second copy of an order waits for the first and then finds it (one order per intent), the caps on
//   open orders count what is really there, and the units an address's unverified orders hold are counted with no
//   other order of it in between;
// - stock rows are locked (in SKU order, so two checkouts never wait on each other in a circle) and reserved with a
//   conditional update that cannot take ok below zero (no oversell);
// - the moves after checkout are in ./orderMoves.
import { isVoucherCode } from '@domain/voucher';
import { checkLines, gatewayFields, newInvoiceId, planOrder, SKU_FOR_ORDER, type OrderPlan, type SkuForOrder } from './checkoutPlan';
import { buyerLocks, holdsOfOrder, markOrdered, type HoldToOrder } from './dropHolds';
import { cappedDevice, openOrdersProblem, openSince, withinAddressHold, type OpenOrders } from './openOrders';
import { orderMoves } from './orderMoves';
import { enqueueText, findOrder, giveUnitsBack, moveItemUnits, type OrderStoreContext } from './orderRows';
import { textsOnPlacing } from './orderTexts';
import type { SqlRunner, SqlStatements } from './sql';
import type { OrderInput, PlaceOrderResult, ShopStore } from './types';
import { useVoucher, voucherIn, voucherLock } from './vouchers';

type NewOrder = OrderPlan['order'] & { invoiceId: string; redirectUrl: string | null; gatewayToken: string | null };

/** The columns a new order writes (its number comes from the table), each with where its value comes from. */
const ORDER_FIELDS: [column: string, field: keyof NewOrder][] = [
  ['invoice_id', 'invoiceId'],
  ['created_at', 'createdAt'],
  ['device_id', 'deviceId'],
  ['payload_hash', 'payloadHash'],
  ['payment_type', 'paymentType'],
  ['full_name', 'fullName'],
  ['mobile', 'mobile'],
  ['email', 'email'],
  ['short_address', 'shortAddress'],
  ['note', 'note'],
  ['pickup_district', 'pickupDistrict'],
  ['pickup_point', 'pickupPoint'],
  ['account_requested', 'accountRequested'],
  ['subtotal', 'subtotal'],
  ['vat_percent', 'vatPercent'],
  ['vat', 'vat'],
  ['delivery_charge', 'deliveryCharge'],
  ['total', 'total'],
  ['success_url', 'successUrl'],
  ['failure_url', 'failureUrl'],
  ['cancel_url', 'cancelUrl'],
  ['redirect_url', 'redirectUrl'],
  ['gateway_token', 'gatewayToken'],
  ['payload', 'payload'],
  ['client_address', 'clientAddress'],
  ['number_verified', 'numberVerified'],
  ['customer_id', 'customerId'],
  ['language', 'language'],
  ['voucher_code', 'voucherCode'],
  ['voucher_discount', 'voucherDiscount'],
];
const marks = (count: number) => Array.from({ length: count }, () => '?').join(', ');
// An invoice id drawn twice inserts nothing, and the caller draws again.
const INSERT_ORDER = `INSERT INTO orders (${ORDER_FIELDS.map(([column]) => column).join(', ')}, payment_status)
  VALUES (${marks(ORDER_FIELDS.length)}, 'PENDING') ON CONFLICT (invoice_id) DO NOTHING`;
const INSERT_LINE = `INSERT INTO order_lines (invoice_id, line_no, item_id, sku_code, title, variant, order_type, quantity, price,
  unit_price, offer_id, line_total, reserved) VALUES (${marks(13)})`;

/** The order's promo code when it is shaped as one: only such a code is looked up, or locked (a lock's name is text). */
const codeToRead = ({ voucherCode: code }: OrderInput) => (code !== null && isVoucherCode(code) ? code : null);

type OrderStore = Pick<ShopStore, 'placeOrder' | 'findOrder' | 'orders' | 'movePayment' | 'expireOverdueOrders' | 'moveStatus'>;

export function orderStore(runner: SqlRunner, ctx: OrderStoreContext): OrderStore {
  const { dialect } = runner;

  /** A key's PENDING orders that still count against the caps (./openOrders). */
  async function openOrders(sql: SqlStatements, column: 'mobile' | 'device_id', key: string, now: number): Promise<OpenOrders> {
    const since = openSince(now, ctx.paymentWindowMs);
    const row = await sql.one<OpenOrders>(
      `SELECT COALESCE(SUM(CASE WHEN payment_type = 'ONLINE' AND created_at > ? THEN 1 ELSE 0 END), 0) AS online,
         COALESCE(SUM(CASE WHEN payment_type = 'CASH_ON_DELIVERY' AND created_at > ? THEN 1 ELSE 0 END), 0) AS cash
       FROM orders WHERE ${column} = ? AND payment_status = 'PENDING' AND status = 'PLACED' AND created_at > ?`,
      [since.online, since.cash, key, Math.min(since.online, since.cash)],
    );
    return { online: Number(row!.online), cash: Number(row!.cash) };
  }

  /** Units the client address's unverified orders hold while they keep their stock (see ./openOrders). */
  async function heldByAddress(sql: SqlStatements, address: string, now: number): Promise<number> {
    const row = await sql.one<{ units: number }>(
      `SELECT COALESCE(SUM(l.reserved), 0) AS units FROM orders o JOIN order_lines l ON l.invoice_id = o.invoice_id
       WHERE o.client_address = ? AND o.number_verified = 0 AND o.payment_status = 'PENDING' AND o.status = 'PLACED'
       AND o.stock_released = 0 AND (o.payment_type = 'CASH_ON_DELIVERY' OR o.created_at > ?)`,
      [address, openSince(now, ctx.paymentWindowMs).online],
    );
    return Number(row!.units);
  }

  /** The lines' SKUs in line order, and the online units of each, their stock rows locked in SKU order. */
  async function skusWithStock(sql: SqlStatements, input: OrderInput) {
    const codes = dialect.oneOf('s.code', 'text', [...new Set(input.lines.map((line) => line.skuCode))]);
    const found = await sql.all<SkuForOrder>(`${SKU_FOR_ORDER} WHERE ${codes.sql}`, [codes.param]);
    const nos = dialect.oneOf(
      'sku_no',
      'int',
      found.map((sku) => sku.no),
    );
    const stock = await sql.all<{ sku_no: number; ok: number }>(
      `SELECT sku_no, ok FROM stocks WHERE location_no = ? AND ${nos.sql} ORDER BY sku_no${dialect.forUpdate}`,
      [ctx.onlineLocationNo, nos.param],
    );
    const byCode = new Map(found.map((sku) => [sku.code, sku]));
    const units = new Map(stock.map((row) => [row.sku_no, row.ok]));
    return { skus: input.lines.map((line) => byCode.get(line.skuCode)), onlineUnits: (sku: SkuForOrder) => units.get(sku.no) ?? 0 };
  }

  async function reserve(sql: SqlStatements, reservations: OrderPlan['reservations']): Promise<void> {
    const bySku = [...reservations].sort((a, b) => a.sku.no - b.sku.no);
    for (const { sku, quantity } of bySku) {
      const changed = await sql.run('UPDATE stocks SET ok = ok - ? WHERE sku_no = ? AND location_no = ? AND ok >= ?', [
        quantity,
        sku.no,
        ctx.onlineLocationNo,
        quantity,
      ]);
      if (changed !== 1) throw new Error(`stock of ${sku.code} changed inside the checkout transaction`);
    }
    await moveItemUnits(
      sql,
      ctx,
      bySku.map(({ sku, quantity }) => [sku.item_seq, -quantity]),
    );
  }

  /**
   * The units of the holds an order takes, back on its SKUs' stock rows (which the order has locked) for it to reserve
   * as any order does. What its lines do not take goes back on sale first, as a hold given back does (a SKU back from
   * none makes its alerts due); then what they take, for the order alone.
   */
  async function holdsBack(sql: SqlStatements, holds: readonly HoldToOrder[], skus: (SkuForOrder | undefined)[], now: number) {
    if (!holds.length) return;
    const byCode = new Map(skus.flatMap((sku) => (sku ? [[sku.code, sku] as const] : [])));
    const back = holds.map((hold) => ({ ...hold, sku: byCode.get(hold.skuCode)! })).sort((a, b) => a.sku.no - b.sku.no);
    const unitsOf = ({ sku }: (typeof back)[number], units: number) => ({ no: sku.no, code: sku.code, item_seq: sku.item_seq, units });
    await giveUnitsBack(
      sql,
      ctx,
      back.filter((hold) => hold.units > hold.quantity).map((hold) => unitsOf(hold, hold.units - hold.quantity)),
      now,
    );
    for (const { sku, quantity } of back)
      await sql.run('UPDATE stocks SET ok = ok + ? WHERE sku_no = ? AND location_no = ?', [quantity, sku.no, ctx.onlineLocationNo]);
    await moveItemUnits(
      sql,
      ctx,
      back.map(({ sku, quantity }) => [sku.item_seq, quantity]),
    );
  }

  async function place(sql: SqlStatements, input: OrderInput): Promise<PlaceOrderResult> {
    // A copy answers only to whoever placed the first: the same device from the same address, or the same shopper.
    const earlier = await sql.one<{ invoice_id: string; redirect_url: string | null }>(
      `SELECT invoice_id, redirect_url FROM orders WHERE device_id = ? AND payload_hash = ? AND created_at >= ?
       AND payment_status IN ('PENDING', 'PAID') AND (client_address = ? OR customer_id = ?) ORDER BY seq LIMIT 1`,
      [input.deviceId, input.payloadHash, input.now - input.duplicateWindowMs, input.clientAddress, input.customerId],
    );
    if (earlier) return { kind: 'duplicate', invoiceId: earlier.invoice_id, redirectUrl: earlier.redirect_url };

    const device = cappedDevice(input.deviceId);
    const held = [await openOrders(sql, 'mobile', input.customer.mobile, input.now)];
    if (device) held.push(await openOrders(sql, 'device_id', device, input.now));
    const problem = openOrdersProblem(input.paymentType, held, ctx.paymentWindowMs);
    if (problem) return { kind: 'tooManyOpen', message: problem };

    // The lines of an open drop take their units from their holds: counted as on sale here, given back just before
    // the order reserves them again. Their rows are locked before the stock rows, as a hold given back locks them.
    const fromHolds = input.openDrops.length ? await holdsOfOrder(sql, dialect, input) : { kind: 'holds' as const, holds: [] };
    if (fromHolds.kind !== 'holds') return fromHolds;
    const { holds } = fromHolds;
    const { skus, onlineUnits } = await skusWithStock(sql, input);
    const heldUnits = (sku: SkuForOrder) => holds.reduce((sum, hold) => sum + (hold.skuCode === sku.code ? hold.units : 0), 0);
    const lines = checkLines(input, skus, (sku) => onlineUnits(sku) + heldUnits(sku), ctx);
    if (lines.kind !== 'lines') return lines;
    // Read after the lines, under the code's lock: a cart that changed is answered first, and no other order's use of
    // the code can come between this count and this order's own use.
    const code = codeToRead(input);
    const voucher = code === null ? null : await voucherIn(sql, code, input.customer.mobile);
    const plan = planOrder(input, lines, voucher, ctx);
    if (plan.kind !== 'plan') return plan;
    if (!input.numberVerified) {
      const held = await heldByAddress(sql, input.clientAddress, input.now);
      if (!withinAddressHold(held, plan.units, input.unverifiedHoldUnits))
        return { kind: 'heldAtAddress', bound: input.unverifiedHoldUnits! };
    }
    if (input.codeId !== null) {
      const spent = await sql.run('UPDATE sign_in_codes SET used_at = ? WHERE id = ? AND used_at IS NULL', [input.now, input.codeId]);
      if (spent !== 1) return { kind: 'codeSpent' };
    }
    await holdsBack(sql, holds, skus, input.now);
    if (plan.reservations.length) await reserve(sql, plan.reservations);

    for (;;) {
      const invoiceId = newInvoiceId();
      const order: NewOrder = { ...plan.order, invoiceId, ...gatewayFields(input, invoiceId) };
      if (
        (await sql.run(
          INSERT_ORDER,
          ORDER_FIELDS.map(([, field]) => order[field]),
        )) !== 1
      )
        continue;
      for (const line of plan.lines) await sql.run(INSERT_LINE, [invoiceId, ...line]);
      await markOrdered(sql, holds, invoiceId, order.mobile);
      if (order.voucherCode !== null) await useVoucher(sql, { code: order.voucherCode, invoiceId, mobile: order.mobile, now: input.now });
      if (textsOnPlacing(input.paymentType)) await enqueueText(sql, invoiceId, 'PLACED', input.now);
      return { kind: 'created', invoiceId, redirectUrl: order.redirectUrl };
    }
  }

  return {
    placeOrder(input) {
      const locks = [`device:${input.deviceId}`, `mobile:${input.customer.mobile}`];
      if (!input.numberVerified) locks.push(`address:${input.clientAddress}`);
      const buyer = { device: input.deviceId, address: input.clientAddress, mobile: input.customer.mobile };
      for (const drop of input.openDrops) locks.push(...buyerLocks(drop.itemId, buyer));
      const code = codeToRead(input);
      if (code !== null) locks.push(voucherLock(code));
      return runner.transaction(locks, (sql) => place(sql, input));
    },
    findOrder: (invoiceId) => findOrder(runner, dialect, invoiceId),
    async orders({ status, page, size }) {
      const where = status ? 'WHERE status = ?' : '';
      const params = status ? [status] : [];
      const ids = await runner.all<{ invoice_id: string }>(`SELECT invoice_id FROM orders ${where} ORDER BY seq DESC LIMIT ? OFFSET ?`, [
        ...params,
        size,
        (page - 1) * size,
      ]);
      const count = await runner.one<{ n: number }>(`SELECT COUNT(*) AS n FROM orders ${where}`, params);
      const list = await Promise.all(ids.map(({ invoice_id: id }) => findOrder(runner, dialect, id)));
      return { list: list.filter((order) => order !== null), total: Number(count!.n) };
    },
    ...orderMoves(runner, ctx),
  };
}

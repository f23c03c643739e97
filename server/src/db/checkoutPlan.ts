// The checkout's rules, apart from any database: what an order's lines cost, which are pre-orders, whether the stock
// is there, what its promo code takes off, and the rows an order is stored as. ./orders reads the rows, asks checkLines
// and planOrder, and writes the plan inside one transaction.
import { randomBytes } from 'node:crypto';
import { checkoutTotals, deliveryCharge, lineOrderType } from '@domain/cartTotals';
import { unitPrice } from '@domain/pricing';
import type { AttributeValue, DeliveryCharge, GlobalDiscount, OrderType, PaymentType } from '@domain/types';
import type { OrderStatus } from '@domain/orderStatus';
import type { Language } from '@domain/language';
import { bareId } from '../ids';
import { READ_ALOUD_LETTERS, randomText } from '../secrets';
import type { LineChange } from '@domain/lineChanges';
import { answerOfCode, refusalSentence } from '../voucherRules';
import type { OrderInput, OrderView, PaymentStatus, PlaceOrderResult, VoucherWithUses } from './types';

/** The English reason of a price change; the answer's `changes` (and `lines`) carry the right prices. */
export const PRICES_CHANGED =
  'Prices changed since these products were added to the cart. Update the cart with the prices listed in lines and try again.';

/** Pre-orders reserve nothing, so what one line may ask for is kept small. */
export const MAX_PREORDER_QUANTITY = 10;

/** A SKU with what the checkout needs of its item, by its code (the checkout's and a promo code check's lines). */
export const SKU_FOR_ORDER = `SELECT s.no, s.code, s.item_seq, i.id AS item_id, s.sales_price, s.discounted_sales_price, s.color_no,
  s.size_no, i.title, i.status, d.category_ids, d.lookup_ids FROM skus s JOIN items i ON i.seq = s.item_seq JOIN item_details d ON d.seq = i.seq`;

/** A SKU with what the checkout needs of its item (the columns SKU_FOR_ORDER selects). */
export interface SkuForOrder {
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
  lookup_ids: string;
}

export interface OrderRow {
  invoice_id: string;
  created_at: number;
  payment_type: PaymentType;
  payment_status: PaymentStatus;
  payment_method: string | null;
  paid_at: number | null;
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
  status: OrderStatus;
  courier: string | null;
  tracking_number: string | null;
  tracking_url: string | null;
  language: Language;
  voucher_code: string | null;
  voucher_discount: number;
}

export interface EventRow {
  at: number;
  status: OrderStatus;
  note: string;
}

export interface LineRow {
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

/** What a promo code may cover an item by (src/domain/voucher.ts VoucherLine). */
export interface VoucherScope {
  categoryIds: string[];
  bandIds: string[];
}

/** The shop's reference data the rules read. */
export interface CheckoutContext {
  attributeValues: Map<number, AttributeValue>;
  categoryNames: Map<string, string>;
  discounts: () => GlobalDiscount[];
  /** The charges the shop sells with (GET delivery charges: the list the SPA totals with too). */
  deliveryCharges: () => DeliveryCharge[];
  voucherScope: (sku: SkuForOrder) => VoucherScope;
}

/** What the orders need: the checkout's rules, the location whose stock online orders take, the payment window. */
export interface StockCheckoutContext extends CheckoutContext {
  onlineLocationNo: number;
  /** How long an online order waits for its payment. */
  paymentWindowMs: number;
}

/** What to write for an accepted order: units to reserve per SKU, and the order's and its lines' values. */
export interface OrderPlan {
  kind: 'plan';
  reservations: { sku: SkuForOrder; quantity: number }[];
  /** The units the reservations take off sale. */
  units: number;
  /** The order's columns but its number, invoice id and gateway fields. */
  order: Pick<
    OrderView,
    | 'createdAt'
    | 'paymentType'
    | 'pickupDistrict'
    | 'subtotal'
    | 'vatPercent'
    | 'vat'
    | 'deliveryCharge'
    | 'total'
    | 'successUrl'
    | 'failureUrl'
    | 'cancelUrl'
  > &
    OrderView['customer'] & {
      deviceId: string;
      payloadHash: string;
      note: string;
      pickupPoint: string | null;
      accountRequested: number;
      payload: string;
      clientAddress: string;
      numberVerified: number;
      customerId: string | null;
      language: Language;
      /** The promo code the order used, and what it took off the lines and the delivery charge together. */
      voucherCode: string | null;
      voucherDiscount: number;
    };
  /** order_lines values after the invoice id: line_no … reserved. */
  lines: unknown[][];
}

export type Rejection = Exclude<PlaceOrderResult, { kind: 'created' | 'duplicate' }>;

/**
 * A new invoice id: ten random letters (31^10, about 8 × 10^14 ids), so an id shows nothing of the shop's order volume
 * and cannot be guessed from another. The orders table's unique constraint has the last word; a store draws again on a clash.
 */
export const newInvoiceId = (): string => `INV-${randomText(READ_ALOUD_LETTERS, 10)}`;

/** An online order's gateway token and address; a cash-on-delivery order has neither. */
/** The secret part of a gateway session's address. */
export const newGatewayToken = (): string => randomBytes(16).toString('hex');

export function gatewayFields(input: OrderInput, invoiceId: string): { gatewayToken: string | null; redirectUrl: string | null } {
  const gatewayToken = input.paymentType === 'ONLINE' ? newGatewayToken() : null;
  return { gatewayToken, redirectUrl: gatewayToken ? input.gatewayUrl(invoiceId, gatewayToken) : null };
}

export const variantOf = (sku: SkuForOrder, values: Map<number, AttributeValue>): string =>
  [sku.color_no, sku.size_no]
    .map((no) => (no !== null ? values.get(no)?.name : undefined))
    .filter(Boolean)
    .join(' / ');

/** What a shopper pays for one unit of the SKU by the shop's own prices and discounts (the shared pricing rule). */
export function skuUnitPrice(sku: SkuForOrder, ctx: Pick<CheckoutContext, 'categoryNames'>, discounts: readonly GlobalDiscount[]) {
  const categories = (JSON.parse(sku.category_ids) as string[]).map((id) => ({ id, name: ctx.categoryNames.get(id) ?? '' }));
  return unitPrice(
    { id: sku.item_id, categories },
    { code: sku.code, salesPrice: sku.sales_price, discountedSalesPrice: sku.discounted_sales_price },
    discounts,
  );
}

/** The SKU a line names, when it is a variant of the line's item and on sale. */
export const skuOnSale = (sku: SkuForOrder, itemId: string): boolean => bareId(sku.item_id) === bareId(itemId) && sku.status === 'ACTIVE';

/** An order's lines as checkLines found them: each line's SKU, unit price and type, and the units to reserve. */
export interface CheckedLines {
  kind: 'lines';
  lines: { sku: SkuForOrder; unit: number; offerId: string | null; orderType: OrderType; quantity: number }[];
  reservations: { sku: SkuForOrder; quantity: number }[];
}

/**
 * Checks an order's lines against their SKUs (as found by code, in line order) and the units the online warehouse has
 * of each: the server's prices and stock, never the client's.
 */
export function checkLines(
  input: OrderInput,
  skus: (SkuForOrder | undefined)[],
  onlineUnits: (sku: SkuForOrder) => number,
  ctx: CheckoutContext,
): CheckedLines | Rejection {
  const discounts = ctx.discounts();
  // Every line the shopper must see changed is named at once, so one answer brings the whole cart up to date.
  const changes: LineChange[] = [];
  const reasons: string[] = [];
  const resolved: ({ sku: SkuForOrder; unit: number; offerId: string | null } | null)[] = [];
  for (const [n, line] of input.lines.entries()) {
    const sku = skus[n];
    if (!sku || !skuOnSale(sku, line.itemId)) {
      const ofItem = !!sku && bareId(sku.item_id) === bareId(line.itemId);
      changes.push({ itemId: line.itemId, skuCode: line.skuCode, kind: 'gone' });
      reasons.push(
        sku && ofItem
          ? `'${sku.title}' is no longer sold. Remove it from the cart to place the order.`
          : `Line ${n + 1}: product ${line.itemId} has no variant ${line.skuCode}. Remove it from the cart and add it again.`,
      );
      resolved.push(null);
      continue;
    }
    const price = skuUnitPrice(sku, ctx, discounts);
    if (line.price !== sku.sales_price || line.discountedPrice !== price.price) {
      changes.push({ itemId: sku.item_id, skuCode: sku.code, kind: 'price', price: sku.sales_price, discountedPrice: price.price });
    }
    resolved.push({ sku, unit: price.price, offerId: price.discount?.id ?? null });
  }
  if (changes.some((change) => change.kind === 'price')) reasons.push(PRICES_CHANGED);

  // A pre-order is for what the online warehouse does not have: a line of a SKU it has is an order, whatever the
  // client called it, so it is checked and reserved like one.
  const onlineLeft = (sku: SkuForOrder) => Math.max(0, onlineUnits(sku));
  const orderTypes: (OrderType | null)[] = input.lines.map((line, n) => {
    const found = resolved[n];
    if (!found) return null;
    return line.orderType === 'order' ? 'order' : lineOrderType(onlineLeft(found.sku));
  });

  // Stock: 'order' lines need units at the online warehouse; the same SKU on two lines counts once.
  const wanted = new Map<string, { sku: SkuForOrder; quantity: number }>();
  input.lines.forEach((line, n) => {
    const found = resolved[n];
    if (!found || orderTypes[n] !== 'order') return;
    const entry = wanted.get(found.sku.code) ?? { sku: found.sku, quantity: 0 };
    entry.quantity += line.quantity;
    wanted.set(found.sku.code, entry);
  });
  for (const { sku, quantity } of wanted.values()) {
    const left = onlineLeft(sku);
    if (quantity > left) {
      const variant = variantOf(sku, ctx.attributeValues);
      const name = `'${sku.title}'${variant ? ` (${variant})` : ''}`;
      changes.push({ itemId: sku.item_id, skuCode: sku.code, kind: 'stock', available: left });
      reasons.push(
        left === 0
          ? `${name} is out of stock. Remove it from the cart or order it as a pre-order.`
          : `Only ${left} unit${left === 1 ? '' : 's'} of ${name} ${left === 1 ? 'is' : 'are'} left; you asked for ${quantity}. Lower the quantity to ${left} or less.`,
      );
    }
  }
  if (changes.length) return { kind: 'linesChanged', message: reasons.join(' '), changes };

  const bigPreorder = input.lines.findIndex((line, n) => orderTypes[n] === 'preoreder' && line.quantity > MAX_PREORDER_QUANTITY);
  if (bigPreorder >= 0) {
    const { sku } = resolved[bigPreorder]!;
    return {
      kind: 'outOfStock',
      message: `'${sku.title}' is pre-ordered: at most ${MAX_PREORDER_QUANTITY} units per line. Lower the quantity to ${MAX_PREORDER_QUANTITY} or less.`,
    };
  }

  return {
    kind: 'lines',
    lines: input.lines.map((line, n) => ({ ...resolved[n]!, orderType: orderTypes[n]!, quantity: line.quantity })),
    reservations: [...wanted.values()],
  };
}

/**
 * Decides an order from its checked lines and its promo code as the transaction read it (null: no code asked, or none
 * the shop has by that name): what the code takes off, by the rule the SPA's summary uses, and the rows to write.
 */
export function planOrder(
  input: OrderInput,
  { lines, reservations }: CheckedLines,
  voucher: VoucherWithUses | null,
  ctx: CheckoutContext,
): OrderPlan | Rejection {
  const charges = ctx.deliveryCharges();
  const priced = lines.map(({ sku, unit, quantity }) => ({ unitPrice: { price: unit }, quantity, ...ctx.voucherScope(sku) }));
  const { voucherCode: code } = input;
  let promo = null;
  if (code !== null) {
    const cart = {
      lines: priced,
      deliveryCharge: deliveryCharge(input.pickupDistrict, charges),
      now: input.now,
      mobile: input.customer.mobile,
    };
    const answer = answerOfCode(voucher, cart);
    if ('refused' in answer)
      return { kind: 'voucherRefused', message: refusalSentence(code, answer.refused), voucher: { code, ...answer.refused } };
    promo = answer.discount;
  }

  // The SPA's summary and the order add up by the same rule.
  const totals = checkoutTotals(priced, { district: input.pickupDistrict, charges, promo });
  if (totals.payable <= 0) return { kind: 'payableNotPositive' };
  return {
    kind: 'plan',
    reservations,
    units: reservations.reduce((sum, { quantity }) => sum + quantity, 0),
    order: {
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
      subtotal: totals.subtotal,
      vatPercent: totals.vatPercent,
      vat: totals.vat,
      deliveryCharge: totals.delivery,
      total: totals.payable,
      successUrl: input.returnUrls?.successUrl ?? null,
      failureUrl: input.returnUrls?.failureUrl ?? null,
      cancelUrl: input.returnUrls?.cancelUrl ?? null,
      payload: JSON.stringify(input.payload),
      clientAddress: input.clientAddress,
      numberVerified: input.numberVerified ? 1 : 0,
      customerId: input.customerId,
      language: input.language,
      voucherCode: code,
      voucherDiscount: totals.promo,
    },
    lines: lines.map(({ sku, unit, offerId, orderType, quantity }, n) => [
      n + 1,
      sku.item_id,
      sku.code,
      sku.title,
      variantOf(sku, ctx.attributeValues),
      orderType,
      quantity,
      sku.sales_price,
      unit,
      offerId,
      unit * quantity,
      orderType === 'order' ? quantity : 0,
    ]),
  };
}

/** An order as the store shows it, from its row and its lines' rows. */
export function toOrderView(row: OrderRow, lines: LineRow[], events: EventRow[]): OrderView {
  return {
    invoiceId: row.invoice_id,
    createdAt: row.created_at,
    paymentType: row.payment_type,
    paymentStatus: row.payment_status,
    paymentMethod: row.payment_method,
    paidAt: row.paid_at,
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
    status: row.status,
    shipment:
      row.courier && row.tracking_number
        ? { courier: row.courier, trackingNumber: row.tracking_number, ...(row.tracking_url && { trackingUrl: row.tracking_url }) }
        : null,
    events: events.map(({ at, status, note }) => ({ at, status, note })),
    language: row.language,
    voucher: row.voucher_code === null ? null : { code: row.voucher_code, discount: row.voucher_discount },
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

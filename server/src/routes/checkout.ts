// Checkout: the server trusts nothing the client says. It validates the order (spec §5, in the spec's
// order), recomputes every price with the shared pricing rule, checks and reserves stock in one
// transaction, computes delivery, VAT and what a promo code takes off itself, and guards against the same order
// submitted twice.
import { createHash } from 'node:crypto';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { customerProblem } from '@domain/checkoutValidation';
import { allowedPaymentType } from '@domain/paymentPromise';
import { normalizeMobile } from '@domain/mobile';
import { ORDER_TYPES, PAYMENT_TYPES, PICKUP_DISTRICTS, PICKUP_POINTS } from '@domain/types';
import { MAX_ORDER_LINES, skuOverLimit } from '@domain/orderLimits';
import { normalizeVoucherCode } from '@domain/voucher';
import { dropProblem, MAX_HOLD_ID_LENGTH } from '@domain/drops';
import { formatShopDateTime } from '@domain/shopTime';
import { bareId } from '../ids';
import { clientKey, deviceKey, perMinute, perMinuteGuard } from '../clients';
import type { OpenDrop, OrderIntent, PaymentAction, PaymentTransition, PlaceOrderResult, ShopStore } from '../db';
import { ApiError, badRequest, conflict, notFound } from '../errors';
import { gatewayAddress, orderWithToken } from './gateway';
import { isCodeShaped, typedCode } from '@domain/account';
import { isRefusal, type Accounts, type Refusal, type Session } from '../accounts/signIn';
import { refuse, tokenOf } from './sessions';
import { OTHER_CUSTOMER } from '../accounts/messages';
import { englishTexts } from '../texts';
import { isLocalPath } from '../safeRedirect';
import { LANGUAGES } from '@domain/language';
import { pageLanguage } from '../language';
import type { Rejection } from '../db/checkoutPlan';
import { MAX_UNCONFIRMED_CASH_ORDERS, MAX_UNPAID_ONLINE_ORDERS } from '../db/openOrders';
import { invoiceAnswer, paymentAnswer, placedOrderAnswer } from './answers';

/** The same device sending the same order within this window gets the first invoice back. */
export const DUPLICATE_WINDOW_MS = 2 * 60 * 1000;

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const nullableText = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;

export const orderSchema = {
  type: 'object',
  required: ['info', 'items', 'paymentType', 'extras'],
  properties: {
    info: {
      type: 'object',
      required: ['fullName', 'mobile', 'shortAddress'],
      properties: {
        fullName: text(100),
        mobile: text(20),
        email: text(200),
        shortAddress: text(500),
        paymentType: { type: 'string', enum: PAYMENT_TYPES },
        type: text(32),
        deviceId: text(100),
        deviceName: text(200),
      },
    },
    source: text(32),
    /** A promo code as the shopper typed it; the spec's couponId carries the same (a code is its own id). */
    voucherCode: text(64),
    couponId: nullableText(64),
    locationType: text(32),
    locationId: nullableText(64),
    customerId: nullableText(64),
    discountType: text(32),
    discountAmount: { type: 'number' },
    vatAmount: { type: 'number' },
    vatType: text(32),
    paymentType: { type: 'string', enum: PAYMENT_TYPES },
    paymentStatus: text(32),
    dev: { type: 'boolean' },
    items: {
      type: 'array',
      minItems: 1,
      // Parsing stays bounded; the order's own limit (MAX_ORDER_LINES) is checked with a clearer message below.
      maxItems: 100,
      items: {
        type: 'object',
        required: ['itemId', 'skuCode', 'price', 'discountedPrice', 'quantity'],
        properties: {
          itemId: { type: 'string', minLength: 1, maxLength: 64 },
          skuCode: { type: 'string', minLength: 1, maxLength: 64 },
          price: { type: 'number' },
          discountedPrice: { type: 'number' },
          // A number here so a fraction or a negative gets the clearer message below.
          quantity: { type: 'number' },
          offerId: nullableText(64),
          offerName: nullableText(200),
          orderType: { type: 'string', enum: ORDER_TYPES },
          /** The hold (POST /api/drop-holds) a line of a drop item takes its units from. */
          holdId: text(MAX_HOLD_ID_LENGTH),
        },
      },
    },
    extras: {
      type: 'object',
      required: ['pickupDistrict'],
      properties: {
        pickupDistrict: { type: 'string', enum: PICKUP_DISTRICTS },
        pickupPoints: { type: 'string', enum: PICKUP_POINTS },
        deliveryCharge: { type: 'number' },
      },
    },
    note: text(1000),
    shouldCreateAccount: { type: 'boolean' },
    /** The code sent to info.mobile, when the shop asks cash orders to confirm their number (COD_VERIFY=on). */
    verificationCode: text(20),
    password: text(200),
    paymentGatewayInfo: {
      type: 'object',
      properties: { cancelUrl: text(500), successUrl: text(500), failureUrl: text(500) },
    },
    /** The language of the page the order is placed from: the order's texts to the shopper speak it. */
    language: { type: 'string', enum: LANGUAGES },
  },
} as const;
type OrderBody = FromSchema<typeof orderSchema>;

/**
 * A return address for the gateway: resolved against this site's configured origin, it must be http(s) on that
 * origin or on one of the shop's other origins, so the gateway can never send a paying shopper to somebody else's site.
 */
function returnUrl(value: string | undefined, fallback: string, name: string, siteOrigin: string, origins: string[]): string {
  let url: URL | null = null;
  try {
    url = new URL(value?.trim() || fallback, siteOrigin);
  } catch {
    // reported below
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw badRequest(`paymentGatewayInfo.${name} must be a path such as /payments/success or an http(s) URL.`);
  }
  // The gateway's redirect goes through the shop's redirect rule too: a path it would not keep (`/.//elsewhere`) is refused here.
  if (!isLocalPath(url.pathname)) {
    throw badRequest(`paymentGatewayInfo.${name} must be a path of this shop such as /payments/success; got ${url.pathname}.`);
  }
  if (!origins.includes(url.origin)) {
    throw badRequest(
      `paymentGatewayInfo.${name} must be on this shop's site (${origins.join(', ')}); got ${url.origin}. Other sites of the shop are listed in SHOP_ORIGINS.`,
    );
  }
  return url.href;
}

/**
 * What the order asks for, from validated fields only: the same intent hashes the same, whatever else was sent. The
 * same cart with another promo code is another order; without one it hashes as before codes came, so an order sent
 * again across an upgrade is still one order.
 */
function intentHash(input: OrderIntent): string {
  const { paymentType, pickupDistrict, pickupPoint, customer, note, accountRequested, lines, returnUrls, voucherCode } = input;
  const intent = [
    paymentType,
    pickupDistrict,
    pickupPoint,
    customer,
    note,
    accountRequested,
    lines.map((l) => [l.itemId, l.skuCode, l.price, l.discountedPrice, l.quantity, l.orderType]),
    returnUrls,
    ...(voucherCode === null ? [] : [voucherCode]),
  ];
  return createHash('sha256').update(JSON.stringify(intent)).digest('hex');
}

/** The promo code an order names, read as codes are kept: `voucherCode`, or `couponId` alone; null when neither names one. */
function voucherCodeOf(order: OrderBody): string | null {
  const [code, coupon] = [order.voucherCode, order.couponId].map((typed) => normalizeVoucherCode(typed ?? '') || null);
  if (code !== null && coupon !== null && code !== coupon)
    throw badRequest('voucherCode and couponId name different promo codes: send one of them, or the same code in both.');
  return code ?? coupon;
}

/** The answer of a payment transition for the PATCH routes; a conflict names the payment's state for the SPA. */
function answerTransition(reply: FastifyReply, invoiceId: string, result: PaymentTransition, action: string) {
  if (result.kind === 'notFound') throw notFound(`No order with invoice id '${invoiceId}'.`);
  if (result.kind === 'conflict') {
    const status = result.order.paymentStatus;
    const message =
      status === 'EXPIRED'
        ? `The time to pay for invoice ${invoiceId} ran out (payment EXPIRED); nothing was charged and its items are back on sale.`
        : action === 'confirm'
          ? `Invoice ${invoiceId} is not paid (payment ${status}); there is nothing to confirm.`
          : `Invoice ${invoiceId} is already ${status}; it cannot be marked ${action === 'cancel' ? 'cancelled' : 'failed'}.`;
    throw new ApiError(409, message, { paymentStatus: status });
  }
  return reply.code(202).send({ id: invoiceId, paymentStatus: result.order.paymentStatus });
}

export interface CheckoutOptions {
  now: () => number;
  /** Cash orders confirm their mobile number with a code, unless the shopper signed in by a code sent to it. */
  codVerify: boolean;
  duplicateWindowMs: number;
  /** This site's configured origin: never taken from request headers, which any client can set. */
  siteOrigin: string;
  shopOrigins: string[];
  /** Units of one SKU an order may ask for, over all its lines (MAX_UNITS_PER_LINE); the SPA's stepper stops at the same number. */
  maxUnitsPerLine: number;
  /** Units the orders of unproven numbers from one client address may hold at once (UNVERIFIED_HOLD_UNITS_PER_ADDRESS); false: no bound. */
  unverifiedHoldUnitsPerAddress: number | false;
  ordersPerMinute: number | false;
  /** Payment reports per client address and minute, counted across confirm, cancel and failure together. */
  paymentReportsPerMinute: number | false;
}

/** The order as kept for the record: validated fields only, no password, and no client-named offers (the lines hold the server's). */
const recordOf = (order: OrderBody) => ({
  ...order,
  password: undefined,
  items: order.items.map(({ offerId: _offerId, offerName: _offerName, ...line }) => line),
});

/**
 * What the schema cannot check, in the spec's order (§5): the customer's fields first, then the lines, then the
 * payment the district allows. A 4xx for the first problem.
 */
function validateOrder(order: OrderBody, maxUnitsPerLine: number): void {
  const password = order.password ?? '';
  const problem = customerProblem({
    ...order.info,
    email: order.info.email ?? '',
    createAccount: !!order.shouldCreateAccount,
    password,
    confirmPassword: password,
  });
  if (problem) throw badRequest(englishTexts.t(`checkout.problem.${problem.code}`));

  if (order.items.length > MAX_ORDER_LINES) {
    throw badRequest(
      `An order holds at most ${MAX_ORDER_LINES} lines; this one has ${order.items.length}. Check out some of the items first.`,
    );
  }
  order.items.forEach((line, n) => {
    if (!Number.isInteger(line.quantity) || line.quantity < 1) {
      throw conflict(`Line ${n + 1} (${line.skuCode}): quantity must be a positive whole number; got ${line.quantity}.`);
    }
  });
  const over = skuOverLimit(order.items, maxUnitsPerLine);
  if (over) {
    const where = over.lines > 1 ? ` over ${over.lines} lines` : '';
    throw badRequest(`${over.skuCode}: at most ${maxUnitsPerLine} units of one item per order; got ${over.units}${where}.`);
  }
  if (order.info.paymentType && order.info.paymentType !== order.paymentType) {
    throw badRequest(
      `paymentType (${order.paymentType}) and info.paymentType (${order.info.paymentType}) differ; send the same value in both.`,
    );
  }
  if (allowedPaymentType(order.extras.pickupDistrict, order.paymentType) !== order.paymentType) {
    throw badRequest('Orders outside Dhaka are paid in advance: choose online payment (paymentType ONLINE).');
  }
}

/** What the checkout will place, and who places it, once the order is valid. */
interface OrderPlan {
  intent: OrderIntent;
  session: Session | null;
  /** The id of the code that proved the number, spent with the order; null when none was needed. */
  numberCode: number | null;
  /** The password of the account the checkout opens, hashed; null when it opens none. */
  accountPasswordHash: string | null;
}

type Placed = Exclude<PlaceOrderResult, Rejection>;
const isPlaced = (result: PlaceOrderResult): result is Placed => result.kind === 'created' || result.kind === 'duplicate';

/** The refusals of placeOrder, each as the error the shop reads (its fields name what the SPA tells the shopper). */
function refusal(result: Rejection, paymentType: OrderIntent['paymentType']): ApiError {
  switch (result.kind) {
    case 'linesChanged': {
      // `lines` (the right prices) stays for clients that read only it.
      const prices = result.changes.flatMap((c) =>
        c.kind === 'price' ? [{ itemId: c.itemId, skuCode: c.skuCode, price: c.price, discountedPrice: c.discountedPrice }] : [],
      );
      return conflict(result.message, { changes: result.changes, ...(prices.length ? { lines: prices } : {}) });
    }
    case 'outOfStock':
      return conflict(result.message);
    case 'tooManyOpen':
      // `limit` tells the shop this refusal apart: it offers the orders waiting, in its own words.
      return new ApiError(429, result.message, {
        limit: 'openOrders',
        paymentType,
        orders: paymentType === 'ONLINE' ? MAX_UNPAID_ONLINE_ORDERS : MAX_UNCONFIRMED_CASH_ORDERS,
      });
    case 'heldAtAddress':
      return new ApiError(429, englishTexts.t('checkout.failed.heldAtAddress', { units: result.bound }), {
        limit: 'address',
        units: result.bound,
      });
    case 'codeSpent':
      return new ApiError(403, englishTexts.t('account.checkout.confirmNumber'), { verification: 'required' });
    case 'voucherRefused':
      return conflict(result.message, { voucher: result.voucher });
    case 'holdExpired':
      return holdExpired(result.drop);
    case 'overDropLimit':
      return overDropLimit(result.drop);
    case 'payableNotPositive':
      // 409 rather than spec §5's 400: the body is valid, and what leaves nothing to pay is the shop's state (the
      // code's terms, the delivery charge) at this moment, as with a price that changed.
      return conflict(englishTexts.t('checkout.problem.payableNotPositive', { zero: englishTexts.price(0) }));
  }
}

/** An order or a hold that would take a buyer over a drop's limit: a 409 naming the product and the limit. */
export function overDropLimit(drop: OpenDrop): ApiError {
  const { itemId, title, perBuyerLimit: limit } = drop;
  return conflict(englishTexts.t('checkout.failed.overDropLimit', { title, limit }), { problem: 'overDropLimit', itemId, limit });
}

/** A line of an open drop's item with no live hold of its device behind it: a 409 naming the product. */
const holdExpired = ({ itemId, title }: OpenDrop): ApiError =>
  conflict(englishTexts.t('checkout.failed.holdExpired', { title }), { problem: 'holdExpired', itemId });

/** A drop item before its hour: a 409 naming the product and when it opens. */
export function dropNotOpen(drop: { itemId: string; title: string; startsAt: number }): ApiError {
  const startsAt = new Date(drop.startsAt).toISOString();
  const opensAt = formatShopDateTime(drop.startsAt);
  return conflict(englishTexts.t('drop.notOpen', { title: drop.title, opensAt }), {
    problem: 'dropNotOpen',
    itemId: drop.itemId,
    startsAt,
  });
}

export interface CheckoutPluginOptions extends CheckoutOptions {
  store: ShopStore;
  shoppers: Accounts;
}

/** The checkout's routes: placing an order (validate, plan, place, answer), the success page's question, payment reports. */
export const checkoutRoutes: FastifyPluginAsync<CheckoutPluginOptions> = async (fastify, { store, shoppers, ...options }) => {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
  const returnOrigins = [options.siteOrigin, ...options.shopOrigins];

  app.post(
    '/api/checkouts',
    {
      schema: { body: orderSchema, response: { 201: placedOrderAnswer } },
      bodyLimit: 32 * 1024,
      ...perMinute(options.ordersPerMinute),
    },
    async (request, reply) => {
      validateOrder(request.body, options.maxUnitsPerLine);
      const openDrops = await dropsOfOrder(request.body.items);
      const plan = await planOrder(request, reply, request.body, openDrops);
      const result = await placeOrder(request, request.body, plan, openDrops);
      if (!isPlaced(result)) throw refusal(result, plan.intent.paymentType);
      return reply.code(201).send(await answerOf(result, plan));
    },
  );

  /**
   * The order's drop items whose hour has come (by the server's clock). A drop item sells nothing before its hour, an
   * order takes no more of its units than one buyer may have, and each line of it names the hold it takes its units
   * from: else a 409 naming the product, with `problem` for the shop to say it in its words. Whether each hold is live,
   * this device's and within the buyer's limit over all their holds and orders is checked in the order's transaction.
   * A line naming another item than its SKU's is refused by the order's own check of its lines, so no SKU slips past
   * by a wrong item id.
   */
  async function dropsOfOrder(lines: OrderBody['items']): Promise<OpenDrop[]> {
    const drops = await store.drops.ofItems(lines.map((line) => line.itemId));
    const at = options.now();
    const open: OpenDrop[] = [];
    for (const drop of drops) {
      const ofItem = lines.filter((line) => bareId(line.itemId) === bareId(drop.itemId));
      const units = ofItem.reduce((sum, line) => sum + line.quantity, 0);
      const openDrop = { itemId: drop.itemId, title: drop.title, perBuyerLimit: drop.perBuyerLimit };
      const problem = dropProblem({ ...drop, startsAt: new Date(drop.startsAt).toISOString() }, units, at);
      if (problem === 'dropNotOpen') throw dropNotOpen(drop);
      if (problem === 'overDropLimit') throw overDropLimit(openDrop);
      if (ofItem.some((line) => !line.holdId)) throw holdExpired(openDrop);
      open.push(openDrop);
    }
    return open;
  }

  /** Who places the order (a session must own the customer id it names), the number proved when needed, the intent. */
  async function planOrder(request: FastifyRequest, reply: FastifyReply, order: OrderBody, openDrops: OpenDrop[]): Promise<OrderPlan> {
    const session = await shoppers.session(tokenOf(request));
    if (order.customerId) {
      if (!session) throw new ApiError(401, englishTexts.t('account.checkout.signedOut'));
      if (session.customer.id !== order.customerId) throw new ApiError(403, OTHER_CUSTOMER);
    }
    const mobile = normalizeMobile(order.info.mobile.trim());
    const voucherCode = voucherCodeOf(order);
    const numberCode = await confirmNumber(request, reply, order, mobile, session, openDrops.length > 0);
    // Hashed before the order is placed: a full hashing queue refuses the checkout, never an order already placed.
    const accountPasswordHash =
      numberCode !== null && !session && order.shouldCreateAccount && order.password
        ? await shoppers.passwordHashFor(mobile, order.password)
        : null;
    return { intent: intentOf(order, mobile, voucherCode), session, numberCode, accountPasswordHash };
  }

  /** What the order asks for, from validated fields only, with the gateway's return addresses on this shop. */
  function intentOf(order: OrderBody, mobile: string, voucherCode: string | null): OrderIntent {
    const gateway = order.paymentGatewayInfo;
    const back = (name: 'successUrl' | 'failureUrl' | 'cancelUrl', fallback: string) =>
      returnUrl(gateway?.[name], fallback, name, options.siteOrigin, returnOrigins);
    return {
      paymentType: order.paymentType,
      pickupDistrict: order.extras.pickupDistrict,
      pickupPoint: order.extras.pickupPoints ?? null,
      customer: {
        fullName: order.info.fullName.trim(),
        mobile,
        email: order.info.email?.trim() ?? '',
        shortAddress: order.info.shortAddress.trim(),
      },
      note: order.note ?? '',
      accountRequested: !!order.shouldCreateAccount,
      lines: order.items.map((line) => ({
        itemId: line.itemId,
        skuCode: line.skuCode,
        price: line.price,
        discountedPrice: line.discountedPrice,
        quantity: line.quantity,
        orderType: line.orderType ?? 'order',
        holdId: line.holdId ?? null,
      })),
      returnUrls:
        order.paymentType === 'ONLINE'
          ? {
              successUrl: back('successUrl', '/payments/success'),
              failureUrl: back('failureUrl', '/payments/failure'),
              cancelUrl: back('cancelUrl', '/payments/cancel'),
            }
          : null,
      voucherCode,
    };
  }

  /** The order placed in one transaction: stock reserved, prices checked, a copy within the window answered as the first. */
  function placeOrder(request: FastifyRequest, order: OrderBody, { intent, session, numberCode }: OrderPlan, openDrops: OpenDrop[]) {
    const { mobile } = intent.customer;
    // The code is spent with the order, in its transaction: one code places one order.
    return store.placeOrder({
      ...intent,
      deviceId: deviceKey(request, order.info.deviceId),
      payloadHash: intentHash(intent),
      payload: recordOf(order),
      gatewayUrl: (invoiceId, token) => gatewayAddress(options.siteOrigin, invoiceId, token),
      now: options.now(),
      duplicateWindowMs: options.duplicateWindowMs,
      clientAddress: clientKey(request.ip),
      customerId: session?.customer.id ?? null,
      numberVerified: numberCode !== null || (session?.signedInBy === 'code' && session.customer.mobile === mobile),
      unverifiedHoldUnits: options.unverifiedHoldUnitsPerAddress === false ? null : options.unverifiedHoldUnitsPerAddress,
      codeId: numberCode,
      language: pageLanguage(order.language, request.headers.referer, request.headers.cookie),
      openDrops,
    });
  }

  /** The placed order's answer. A copy of an order (answered only to whoever placed it) joins no account and creates none. */
  async function answerOf(result: Placed, plan: OrderPlan) {
    const { intent, session, accountPasswordHash } = plan;
    return {
      id: result.invoiceId,
      ...(result.redirectUrl && { redirectUrl: result.redirectUrl }),
      ...(intent.paymentType === 'CASH_ON_DELIVERY' && (await cashToHave(result.invoiceId))),
      ...(result.kind === 'created' && (await accountOfOrder(result.invoiceId, intent.customer, session, accountPasswordHash))),
    };
  }

  /** The payable total of a cash order, as stored: the amount the shopper has ready at the door; and its code's discount. */
  async function cashToHave(invoiceId: string) {
    const placed = await store.findOrder(invoiceId);
    return placed ? { total: placed.total, ...(placed.voucher && { discount: placed.voucher.discount }) } : {};
  }

  /**
   * The number is confirmed by a code sent to it when the order needs that: a cash order under COD_VERIFY, an account
   * the checkout opens (an account belongs to whoever has the phone), or an order of an open drop's item (one buyer's
   * limit counts by proven numbers). Answered: the code's id, spent in the
   * order's transaction, so an order refused for stock or prices leaves it usable; null when no code is needed, or when
   * the shopper's sign-in by a code sent to the number proved it.
   */
  async function confirmNumber(
    request: FastifyRequest,
    reply: FastifyReply,
    order: OrderBody,
    mobile: string,
    session: Session | null,
    dropOpen: boolean,
  ) {
    const cashToConfirm = options.codVerify && order.paymentType === 'CASH_ON_DELIVERY';
    const accountToOpen = !session && !!order.shouldCreateAccount;
    if (!cashToConfirm && !accountToOpen && !dropOpen) return null;
    if (session?.signedInBy === 'code' && session.customer.mobile === mobile) return null;
    const code = typedCode(order.verificationCode ?? '');
    if (!isCodeShaped(code)) throw new ApiError(403, englishTexts.t('account.checkout.confirmNumber'), { verification: 'required' });
    const matched = await shoppers.matchCode(mobile, code, clientKey(request.ip));
    return isRefusal(matched) ? refuseCode(reply, matched) : matched.id;
  }

  /**
   * A code refused as the session routes refuse it; a number locked by wrong codes says so (`verification: 'locked'`),
   * so the shop tells the lock from this route's other 429s (too many orders or requests) in its own words.
   */
  function refuseCode(reply: FastifyReply, refusal: Refusal): never {
    if (refusal.kind !== 'wait') return refuse(reply, refusal);
    reply.header('retry-after', String(Math.ceil(refusal.retryAfterMs / 1000)));
    throw new ApiError(429, refusal.message, { verification: 'locked' });
  }

  /**
   * The order joins the signed-in shopper's account, or the account the checkout opens once a code sent to the number
   * was spent on this order; else it stays a guest's. The answer is the same whether the number had an account or not.
   */
  async function accountOfOrder(
    invoiceId: string,
    details: OrderIntent['customer'],
    session: Session | null,
    /** The password of the account the checkout opens, hashed; null when it opens none (no code proved the number). */
    passwordHash: string | null,
  ) {
    if (session) {
      await store.accounts.linkOrder(invoiceId, session.customer.id);
      const { fullName, email, shortAddress } = details;
      await store.accounts.updateCustomer(session.customer.id, { fullName, email, shortAddress });
      return {};
    }
    if (!passwordHash) return {};
    const signedIn = await shoppers.openByCode(details, passwordHash);
    await store.accounts.linkOrder(invoiceId, signedIn.customer.id);
    return { account: 'created', ...signedIn };
  }

  const invoiceIdSchema = { type: 'string', minLength: 1, maxLength: 40 } as const;

  // The order success page asks whether its invoice exists. The answer names the invoice and nothing else of the
  // order, so whoever holds an id learns no more than that page shows.
  const invoiceQuery = { type: 'object', required: ['invoiceId'], properties: { invoiceId: invoiceIdSchema } } as const;
  app.get('/api/checkouts', { schema: { querystring: invoiceQuery, response: { 200: invoiceAnswer } } }, async (request) => {
    const { invoiceId } = request.query;
    if (!(await store.findOrder(invoiceId))) throw notFound(`No order with invoice id '${invoiceId}'.`);
    return { id: invoiceId };
  });

  // An online payment is reported with the token of its gateway address, which the gateway hands on in the return URL:
  // an invoice id alone changes nothing, and a cash-on-delivery order has no token, so it cannot be changed here.
  const paymentQuery = {
    type: 'object',
    required: ['invoiceId', 'token'],
    properties: { invoiceId: invoiceIdSchema, token: { type: 'string', minLength: 1, maxLength: 64 } },
  } as const;
  const reportLimit = { onRequest: perMinuteGuard(app, options.paymentReportsPerMinute) };
  const reportRoute = (action: 'confirm' | 'cancel' | 'failure', step: PaymentAction) =>
    app.patch(
      `/api/checkouts/${action}`,
      { schema: { querystring: paymentQuery, response: { 202: paymentAnswer } }, ...reportLimit },
      async (request, reply) => {
        const { invoiceId, token } = request.query;
        if (!(await orderWithToken(store, invoiceId, token)))
          throw notFound(`No online payment with invoice id '${invoiceId}' and this token.`);
        return answerTransition(reply, invoiceId, await store.movePayment(invoiceId, step, options.now()), action);
      },
    );
  reportRoute('confirm', { kind: 'confirm' });
  reportRoute('cancel', { kind: 'abandon', status: 'CANCELLED' });
  reportRoute('failure', { kind: 'abandon', status: 'FAILED' });
};

// Checkout: the server trusts nothing the client says. It validates the order (spec §5, in the spec's
// order), recomputes every price with the shared pricing rule, checks and reserves stock in one
// transaction, computes delivery and VAT itself, and guards against the same order submitted twice.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isValidMobile } from '../../../src/domain/mobile';
import type { OrderPayload, OrderType } from '../../../src/domain/types';
import type { PaymentTransition, ShopStore } from '../db';
import { ApiError, badRequest, conflict, notFound } from '../errors';

/** The same device sending the same order within this window gets the first invoice back. */
export const DUPLICATE_WINDOW_MS = 2 * 60 * 1000;
export const MAX_LINE_QUANTITY = 1000;

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
        paymentType: { type: 'string', enum: ['CASH_ON_DELIVERY', 'ONLINE'] },
        type: text(32),
        deviceId: text(100),
        deviceName: text(200),
      },
    },
    source: text(32),
    couponId: nullableText(64),
    locationType: text(32),
    locationId: nullableText(64),
    customerId: nullableText(64),
    discountType: text(32),
    discountAmount: { type: 'number' },
    vatAmount: { type: 'number' },
    vatType: text(32),
    paymentType: { type: 'string', enum: ['CASH_ON_DELIVERY', 'ONLINE'] },
    paymentStatus: text(32),
    dev: { type: 'boolean' },
    items: {
      type: 'array',
      minItems: 1,
      maxItems: 50,
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
          orderType: { type: 'string', enum: ['order', 'preoreder'] },
        },
      },
    },
    extras: {
      type: 'object',
      required: ['pickupDistrict'],
      properties: {
        pickupDistrict: { type: 'string', enum: ['INSIDE_DHAKA', 'OUTSIDE_DHAKA'] },
        pickupPoints: { type: 'string', enum: ['HOME', 'OFFICE'] },
        deliveryCharge: { type: 'number' },
      },
    },
    note: text(1000),
    shouldCreateAccount: { type: 'boolean' },
    password: text(200),
    paymentGatewayInfo: {
      type: 'object',
      properties: { cancelUrl: text(500), successUrl: text(500), failureUrl: text(500) },
    },
  },
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Spec §5's checks, in its order, with its messages; the first failure answers 400. */
export function customerProblem(order: OrderPayload): string | null {
  const { info } = order;
  if (!info.fullName.trim()) return 'Please Input Your Name';
  if (!info.mobile.trim()) return 'Please Input Your Mobile Name';
  if (!isValidMobile(info.mobile.trim())) return 'Please Input a Correct Mobile Number';
  if (info.email?.trim() && !EMAIL.test(info.email.trim())) return 'Please Give a Correct Email';
  if (!info.shortAddress.trim()) return 'Please Give Your Shipping Address';
  if (order.shouldCreateAccount) {
    if (!order.password) return 'Please Give A Password';
    if (order.password.length < 6) return 'Password Must Be More Than Six Character';
  }
  return null;
}

/**
 * A return address for the gateway: a path on this site, or a URL on one of the shop's own origins, so the
 * gateway can never be used to send a paying shopper to somebody else's site.
 */
function returnUrl(value: string | undefined, fallback: string, name: string, origins: string[]): string {
  if (value === undefined || value.trim() === '') return fallback;
  const url = value.trim();
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  let parsed: URL | null = null;
  try {
    parsed = new URL(url);
  } catch {
    // not a URL
  }
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) {
    throw badRequest(`paymentGatewayInfo.${name} must be a path such as /payments/success or an http(s) URL.`);
  }
  if (!origins.includes(parsed.origin)) {
    throw badRequest(`paymentGatewayInfo.${name} must be on this shop's site (${origins.join(', ')}); got ${parsed.origin}. Other sites of the shop are listed in SHOP_ORIGINS.`);
  }
  return parsed.toString();
}

/** JSON with sorted keys, so the same order hashes the same whatever the key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export const siteOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** The answer of a payment transition for the PATCH routes. */
function answerTransition(reply: FastifyReply, invoiceId: string, result: PaymentTransition, action: string) {
  if (result.kind === 'notFound') throw notFound(`No order with invoice id '${invoiceId}'.`);
  if (result.kind === 'conflict') {
    const status = result.order.paymentStatus;
    throw conflict(
      action === 'confirm'
        ? `Invoice ${invoiceId} is not paid (payment ${status}); there is nothing to confirm.`
        : `Invoice ${invoiceId} is already ${status}; it cannot be marked ${action === 'cancel' ? 'cancelled' : 'failed'}.`,
    );
  }
  return reply.code(202).send({ id: invoiceId, paymentStatus: result.order.paymentStatus });
}

export interface CheckoutOptions {
  now: () => number;
  duplicateWindowMs: number;
  shopOrigins: string[];
}

export function checkoutRoutes(app: FastifyInstance, store: ShopStore, options: CheckoutOptions): void {
  app.post<{ Body: OrderPayload }>('/api/checkouts', { schema: { body: orderSchema } }, async (request, reply) => {
    const order = request.body;
    const problem = customerProblem(order);
    if (problem) throw badRequest(problem);

    order.items.forEach((line, n) => {
      if (!Number.isInteger(line.quantity) || line.quantity < 1) {
        throw conflict(`Line ${n + 1} (${line.skuCode}): quantity must be a positive whole number; got ${line.quantity}.`);
      }
      if (line.quantity > MAX_LINE_QUANTITY) throw conflict(`Line ${n + 1} (${line.skuCode}): at most ${MAX_LINE_QUANTITY} units per line.`);
    });
    if (order.info.paymentType && order.info.paymentType !== order.paymentType) {
      throw badRequest(`paymentType (${order.paymentType}) and info.paymentType (${order.info.paymentType}) differ; send the same value in both.`);
    }
    if (order.extras.pickupDistrict === 'OUTSIDE_DHAKA' && order.paymentType === 'CASH_ON_DELIVERY') {
      throw badRequest('Orders outside Dhaka are paid in advance: choose online payment (paymentType ONLINE).');
    }

    const online = order.paymentType === 'ONLINE';
    const gateway = order.paymentGatewayInfo;
    const origin = siteOrigin(request);
    const returnOrigins = [origin, ...options.shopOrigins];
    const deviceHeader = request.headers['x-device-id'];
    const result = store.placeOrder({
      deviceId: (typeof deviceHeader === 'string' && deviceHeader) || order.info.deviceId || '',
      payloadHash: createHash('sha256').update(canonicalJson(order)).digest('hex'),
      payload: { ...order, password: undefined },
      paymentType: order.paymentType,
      pickupDistrict: order.extras.pickupDistrict,
      pickupPoint: order.extras.pickupPoints ?? null,
      customer: {
        fullName: order.info.fullName.trim(),
        mobile: order.info.mobile.trim(),
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
        orderType: (line.orderType ?? 'order') as OrderType,
        offerId: line.offerId ?? null,
      })),
      returnUrls: online
        ? {
            successUrl: returnUrl(gateway?.successUrl, '/payments/success', 'successUrl', returnOrigins),
            failureUrl: returnUrl(gateway?.failureUrl, '/payments/failure', 'failureUrl', returnOrigins),
            cancelUrl: returnUrl(gateway?.cancelUrl, '/payments/cancel', 'cancelUrl', returnOrigins),
          }
        : null,
      gatewayUrl: (invoiceId, token) => `${origin}/gateway/pay/${encodeURIComponent(invoiceId)}?token=${token}`,
      now: options.now(),
      duplicateWindowMs: options.duplicateWindowMs,
    });

    switch (result.kind) {
      case 'created':
      case 'duplicate':
        return reply.code(201).send(result.redirectUrl ? { id: result.invoiceId, redirectUrl: result.redirectUrl } : { id: result.invoiceId });
      case 'priceChanged':
        throw new ApiError(409, 'Prices changed since these products were added to the cart. Update the cart with the prices listed in lines and try again.', {
          lines: result.lines,
        });
      case 'unknownSku':
      case 'outOfStock':
        throw conflict(result.message);
    }
  });

  const invoiceQuery = {
    type: 'object',
    required: ['invoiceId'],
    properties: { invoiceId: { type: 'string', minLength: 1, maxLength: 40 } },
  } as const;
  type InvoiceRequest = { Querystring: { invoiceId: string } };

  app.patch<InvoiceRequest>('/api/checkouts/confirm', { schema: { querystring: invoiceQuery } }, async (request, reply) =>
    answerTransition(reply, request.query.invoiceId, store.confirmPayment(request.query.invoiceId, options.now()), 'confirm'),
  );
  app.patch<InvoiceRequest>('/api/checkouts/cancel', { schema: { querystring: invoiceQuery } }, async (request, reply) =>
    answerTransition(reply, request.query.invoiceId, store.abandonPayment(request.query.invoiceId, 'CANCELLED'), 'cancel'),
  );
  app.patch<InvoiceRequest>('/api/checkouts/failure', { schema: { querystring: invoiceQuery } }, async (request, reply) =>
    answerTransition(reply, request.query.invoiceId, store.abandonPayment(request.query.invoiceId, 'FAILED'), 'failure'),
  );
}

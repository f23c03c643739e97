// What a shopper may do to their own order after checkout: pay an online order still waiting for its payment again
// (Pay now: a fresh gateway session) and cancel an order nobody at the shop has taken up yet. Asked by whoever knows
// the invoice id and the order's mobile number (as tracking asks, under the same guards), or by its signed-in owner.
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normalizeMobile } from '@domain/mobile';
import type { Accounts } from '../accounts/signIn';
import type { OrderView, ShopStore } from '../db';
import { newGatewayToken } from '../db/checkoutPlan';
import { ApiError, notFound } from '../errors';
import { trackedOrderAnswer } from './answers';
import { gatewayAddress } from './gateway';
import { bengaliValueNames, INVOICE_ID, NO_ORDER_FOUND, trackedOrder, typedInvoiceId, type LookupGuards } from './orders';
import { signedOut, tokenOf } from './sessions';

export interface ShopperOrderOptions {
  now: () => number;
  siteOrigin: string;
  paymentWindowMs: number;
  /** The tracking lookup's guards: the same counters, so these calls cannot guess a number that tracking would not. */
  guards: LookupGuards;
}

/** The order as the shopper names it: its invoice id and, unless signed in as its owner, its mobile number. */
const orderBody = {
  type: 'object',
  required: ['invoiceId'],
  properties: {
    invoiceId: { type: 'string', minLength: 1, maxLength: 40 },
    mobile: { type: 'string', minLength: 1, maxLength: 20 },
  },
} as const;

/** Pay now: the gateway's new page, and the order as tracking shows it. */
const payNowAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['redirectUrl', 'order'],
  properties: { redirectUrl: { type: 'string' }, order: trackedOrderAnswer },
} as const;
const cancelAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['order'],
  properties: { order: trackedOrderAnswer },
} as const;

/** Why an order cannot be paid now, for the console and the action log (the shop says it in its own words). */
function notPayableReason(order: OrderView): string {
  const { invoiceId, paymentType, paymentStatus } = order;
  if (paymentType !== 'ONLINE') return `Invoice ${invoiceId} is paid in cash on delivery: there is nothing to pay online.`;
  if (paymentStatus === 'PAID') return `Invoice ${invoiceId} is paid already.`;
  if (paymentStatus === 'EXPIRED')
    return `The time to pay for invoice ${invoiceId} ran out (payment EXPIRED); nothing was charged and its items are back on sale.`;
  return `The payment of invoice ${invoiceId} is ${paymentStatus}: place the order again.`;
}

export function shopperOrderRoutes(fastify: FastifyInstance, store: ShopStore, shoppers: Accounts, options: ShopperOrderOptions): void {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
  const { now, siteOrigin, paymentWindowMs, guards } = options;
  const shown = async (order: OrderView) => trackedOrder(order, paymentWindowMs, await bengaliValueNames(store));

  /** The order, if the caller may act on it; a wrong number, an unknown invoice and another's order all answer alike. */
  async function ownOrder(request: FastifyRequest<{ Body: { invoiceId: string; mobile?: string } }>): Promise<OrderView> {
    const invoiceId = typedInvoiceId(request.body.invoiceId);
    const order = INVOICE_ID.test(invoiceId) ? await store.findOrder(invoiceId) : null;
    const { mobile } = request.body;
    if (mobile !== undefined) {
      if (order && order.customer.mobile === normalizeMobile(mobile.trim())) return order;
      throw notFound(NO_ORDER_FOUND);
    }
    const session = await shoppers.session(tokenOf(request));
    if (!session) throw signedOut();
    // As My orders lists them: the account's own, and every order of its number once a code proved the number.
    const { customer } = session;
    const owner = { customerId: customer.id, mobile: customer.verifiedAt === null ? null : customer.mobile };
    if (order && (await store.accounts.ownsOrder(order.invoiceId, owner))) return order;
    throw notFound(NO_ORDER_FOUND);
  }

  app.post('/api/orders/pay', { ...guards, schema: { body: orderBody, response: { 200: payNowAnswer } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const order = await ownOrder(request);
    // A new token each time: the earlier session's page can no longer pay, so two taps or two tabs pay at most once.
    const gatewayToken = newGatewayToken();
    const redirectUrl = gatewayAddress(siteOrigin, order.invoiceId, gatewayToken);
    const result = await store.movePayment(order.invoiceId, { kind: 'reopen', gatewayToken, redirectUrl }, now());
    if (result.kind === 'notFound') throw notFound(NO_ORDER_FOUND);
    if (result.kind === 'conflict')
      throw new ApiError(409, notPayableReason(result.order), { kind: 'notPayable', order: await shown(result.order) });
    return { redirectUrl, order: await shown(result.order) };
  });

  app.post('/api/orders/cancel', { ...guards, schema: { body: orderBody, response: { 200: cancelAnswer } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const order = await ownOrder(request);
    const result = await store.moveStatus(order.invoiceId, { to: 'CANCELLED', by: 'shopper', note: 'Cancelled by the shopper.' }, now());
    if (result.kind === 'notFound') throw notFound(NO_ORDER_FOUND);
    if (result.kind === 'refused') throw new ApiError(409, result.reason, { kind: 'notCancellable', order: await shown(result.order) });
    return { order: await shown(result.order) };
  });
}

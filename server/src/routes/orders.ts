// Orders after checkout: the staff's calls (admin token) list orders by status, read one and move it on
// (src/domain/orderStatus.ts); a shopper looks one up by its invoice id and mobile number (/order/track).
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { asciiDigits } from '@domain/digits';
import { normalizeMobile } from '@domain/mobile';
import { ORDER_STATUSES, type Shipment } from '@domain/orderStatus';
import { maskAddress, type TrackedOrder } from '@domain/orderTracking';
import { bengaliVariant } from '@domain/localNames';
import { windowGuard, type RequestGuard } from '../clients';
import type { OrderView, ShopStore, StatusMove } from '../db';
import { paymentDeadline } from '../db/payments';
import { badRequest, conflict, notFound } from '../errors';
import { trackedOrderAnswer } from './answers';
import { nextPageToken, queryPage } from './schemas';

/** Invoice ids as the checkout writes them (INV-…), and older ones of the same letters. */
export const INVOICE_ID = /^INV-[A-Z0-9-]{1,36}$/;
const invoiceParams = {
  type: 'object',
  required: ['invoiceId'],
  properties: { invoiceId: { type: 'string', minLength: 5, maxLength: 40, pattern: INVOICE_ID.source } },
} as const;

const ADMIN_PAGE_SIZE = 50;

/** A query string's numbers arrive as text (bodies are never coerced): whole numbers written plainly. */
const listQuery = {
  type: 'object',
  properties: {
    status: { type: 'string', enum: ORDER_STATUSES },
    page: queryPage,
    size: { type: 'string', pattern: '^[1-9][0-9]?$', default: '20' },
  },
} as const;

/**
 * Control characters (a log or a terminal would act on them), bidi marks, embeddings, overrides and isolates (they
 * disguise text) and the line and paragraph separators, as a pattern's class.
 */
const CONTROL_OR_BIDI = '\\u0000-\\u001f\\u007f-\\u009f\\u061c\\u200e\\u200f\\u2028-\\u202e\\u2066-\\u2069';
/** Printable text on one line. */
const oneLine = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength, pattern: `^[^${CONTROL_OR_BIDI}]+$` }) as const;

const moveBody = {
  type: 'object',
  required: ['status'],
  properties: {
    status: { type: 'string', enum: ORDER_STATUSES },
    courier: oneLine(60),
    trackingNumber: { type: 'string', minLength: 1, maxLength: 60, pattern: '^[A-Za-z0-9][A-Za-z0-9 ./-]*$' },
    trackingUrl: { type: 'string', minLength: 1, maxLength: 300 },
    // A note is printable text that may have line breaks.
    note: { type: 'string', maxLength: 500, pattern: `^(?:\\n|[^${CONTROL_OR_BIDI}])*$` },
  },
} as const;

/** The courier's page for a parcel: an https address with a host and no credentials, or a 400. */
function trackingUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw badRequest('trackingUrl must be a full https address (https://…).');
  }
  if (url.protocol !== 'https:' || !url.hostname || url.username || url.password) {
    throw badRequest('trackingUrl must be an https address of the courier, with no user name or password in it.');
  }
  // The address as stored, escapes and punycode included, is what must fit.
  if (url.href.length > 300) throw badRequest('trackingUrl is longer than 300 characters.');
  return url.href;
}

/** A SHIPPED move names the courier and the tracking number; no other move carries them. */
function shipmentOf(body: { status: string; courier?: string; trackingNumber?: string; trackingUrl?: string }): Shipment | undefined {
  const { status, courier, trackingNumber } = body;
  if (status !== 'SHIPPED') {
    if (courier !== undefined || trackingNumber !== undefined || body.trackingUrl !== undefined)
      throw badRequest('Only a move to SHIPPED carries courier, trackingNumber and trackingUrl.');
    return undefined;
  }
  if (!courier?.trim() || !trackingNumber) throw badRequest('A move to SHIPPED needs courier and trackingNumber.');
  return { courier: courier.trim(), trackingNumber, ...(body.trackingUrl !== undefined && { trackingUrl: trackingUrl(body.trackingUrl) }) };
}

/** What the staff see of an order: everything but the gateway's secrets and return addresses. */
export function staffView(order: OrderView) {
  const { gatewayToken: _token, successUrl: _success, failureUrl: _failure, cancelUrl: _cancel, ...shown } = order;
  return shown;
}

/** The Bengali names of the colours and sizes, by their English names (a line's variant is kept in English). */
export async function bengaliValueNames(store: ShopStore): Promise<Map<string, string>> {
  const values = (await store.attributeOptions()).flatMap((option) => option.values);
  return new Map(values.filter((value) => value.nameBn).map((value) => [value.name, value.nameBn!]));
}

/** A line as the shopper sees it: what (its variant in Bengali too, where the reference data has it), how many, at what price. */
export const shopperLine = (
  { title, variant, orderType, quantity, unitPrice, lineTotal }: OrderView['lines'][number],
  bengaliNames: ReadonlyMap<string, string>,
) => {
  const variantBn = bengaliVariant(variant, bengaliNames);
  return { title, variant, ...(variantBn && { variantBn }), orderType, quantity, unitPrice, lineTotal };
};

/**
 * What a shopper's lookup shows: the order as the shopper gave it, the address masked, no staff notes, no secrets;
 * and until when an online order still waiting for its payment can be paid.
 */
export function trackedOrder(order: OrderView, paymentWindowMs: number, bengaliNames: ReadonlyMap<string, string>): TrackedOrder {
  const waiting = order.paymentType === 'ONLINE' && order.paymentStatus === 'PENDING';
  return {
    invoiceId: order.invoiceId,
    placedAt: order.createdAt,
    status: order.status,
    paymentType: order.paymentType,
    paymentStatus: order.paymentStatus,
    paidAt: order.paidAt,
    moves: order.events.map(({ status, at }) => ({ status, at })),
    shipment: order.shipment,
    lines: order.lines.map((line) => shopperLine(line, bengaliNames)),
    subtotal: order.subtotal,
    vat: order.vat,
    deliveryCharge: order.deliveryCharge,
    total: order.total,
    pickupDistrict: order.pickupDistrict as TrackedOrder['pickupDistrict'],
    address: maskAddress(order.customer.shortAddress),
    payBy: waiting ? paymentDeadline(order, paymentWindowMs) : null,
    voucher: order.voucher,
  };
}

/** Lookups of one invoice id, whoever asks: 20 in 10 minutes, so its mobile number cannot be guessed from many addresses. */
const LOOKUPS_PER_INVOICE = 20;
const LOOKUP_WINDOW_MS = 10 * 60 * 1000;
export const NO_ORDER_FOUND = 'No order was found with that invoice number and mobile number.';

export const trackBody = {
  type: 'object',
  required: ['invoiceId', 'mobile'],
  properties: {
    invoiceId: { type: 'string', minLength: 1, maxLength: 40 },
    mobile: { type: 'string', minLength: 1, maxLength: 20 },
  },
} as const;

/** The invoice id as the shopper may type it: spaces around, lower case, Bengali digits. */
export const typedInvoiceId = (typed: string) => asciiDigits(typed).trim().toUpperCase();

/** The guards of a lookup by invoice id and mobile number: per client address, and per invoice id whoever asks. */
export interface LookupGuards {
  onRequest: RequestGuard;
  preHandler: RequestGuard;
}

/** The order routes; answers the lookup guards, which every call naming an order by invoice and mobile shares. */
export function orderRoutes(
  fastify: FastifyInstance,
  store: ShopStore,
  {
    admin,
    now,
    lookupsPerMinute,
    paymentWindowMs,
  }: { admin: RequestGuard; now: () => number; lookupsPerMinute: number | false; paymentWindowMs: number },
): LookupGuards {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();

  const perAddress = windowGuard(fastify, lookupsPerMinute, 60_000);
  const perInvoice = windowGuard(fastify, lookupsPerMinute && LOOKUPS_PER_INVOICE, LOOKUP_WINDOW_MS, (request) =>
    typedInvoiceId(String((request.body as { invoiceId?: unknown } | undefined)?.invoiceId ?? '')),
  );
  // A wrong number and an unknown invoice get the same answer, so a lookup tells nothing of which was wrong.
  const lookupGuards = { onRequest: perAddress, preHandler: perInvoice };
  app.post(
    '/api/orders/track',
    { ...lookupGuards, schema: { body: trackBody, response: { 200: trackedOrderAnswer } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const invoiceId = typedInvoiceId(request.body.invoiceId);
      const order = INVOICE_ID.test(invoiceId) ? await store.findOrder(invoiceId) : null;
      if (!order || order.customer.mobile !== normalizeMobile(request.body.mobile.trim())) throw notFound(NO_ORDER_FOUND);
      return trackedOrder(order, paymentWindowMs, await bengaliValueNames(store));
    },
  );

  app.get('/api/admin/orders', { onRequest: admin, schema: { querystring: listQuery } }, async (request) => {
    const { status } = request.query;
    const page = Number(request.query.page);
    const size = Number(request.query.size);
    if (size > ADMIN_PAGE_SIZE) throw badRequest(`size is at most ${ADMIN_PAGE_SIZE}.`);
    const { list, total } = await store.orders({ status, page, size });
    return { list: list.map(staffView), nextPageToken: nextPageToken(page, size, total), total };
  });

  app.get('/api/admin/orders/:invoiceId', { onRequest: admin, schema: { params: invoiceParams } }, async (request) => {
    const order = await store.findOrder(request.params.invoiceId);
    if (!order) throw notFound(`No order with invoice id '${request.params.invoiceId}'.`);
    return staffView(order);
  });

  app.patch(
    '/api/admin/orders/:invoiceId/status',
    { onRequest: admin, schema: { params: invoiceParams, body: moveBody } },
    async (request) => {
      const { invoiceId } = request.params;
      const move: StatusMove = { to: request.body.status, shipment: shipmentOf(request.body), note: request.body.note?.trim() };
      const result = await store.moveStatus(invoiceId, move, now());
      if (result.kind === 'notFound') throw notFound(`No order with invoice id '${invoiceId}'.`);
      if (result.kind === 'refused')
        throw conflict(result.reason, { status: result.order.status, paymentStatus: result.order.paymentStatus });
      return staffView(result.order);
    },
  );
  return lookupGuards;
}

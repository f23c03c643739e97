// What the public checkout and order routes answer, as JSON schemas by status code. Fastify writes an answer by its
// schema, so a field not named here (a column added to a row, a secret) never reaches a shopper by accident. Refusals
// (4xx) are not listed: the error handler builds them from the ApiError's named fields alone.
import { ORDER_STATUSES } from '@domain/orderStatus';
import { ORDER_TYPES, PAYMENT_STATUSES, PAYMENT_TYPES, PICKUP_DISTRICTS } from '@domain/types';

const string = { type: 'string' } as const;
const number = { type: 'number' } as const;
const nullableNumber = { type: ['number', 'null'] } as const;
const paymentStatus = { type: 'string', enum: PAYMENT_STATUSES } as const;

/** A shopper's account as a sign-in answers it (src/domain/account.ts, Customer). */
export const customerAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'mobile', 'fullName', 'email', 'shortAddress', 'verified'],
  properties: {
    id: string,
    mobile: string,
    fullName: string,
    email: string,
    shortAddress: string,
    verified: { type: 'boolean' },
    password: { type: 'string', enum: ['set', 'none', 'cleared'] },
  },
} as const;

const signInMethod = { type: 'string', enum: ['password', 'code'] } as const;

/** Who a session is (POST /api/sessions/check). */
export const sessionAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['customer', 'signedInBy'],
  properties: { customer: customerAnswer, signedInBy: signInMethod },
} as const;

/** A sign-in (src/domain/account.ts, SignedIn): the session's token, and who it is. */
export const signedInAnswer = {
  ...sessionAnswer,
  required: ['token', ...sessionAnswer.required],
  properties: { token: string, ...sessionAnswer.properties },
} as const;

/** A code sent to the number (202). */
export const codeSentAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['sent'],
  properties: { sent: { type: 'boolean' } },
} as const;

/** An order as tracking, Pay now and cancel show it (src/domain/orderTracking.ts, TrackedOrder). */
export const trackedOrderAnswer = {
  type: 'object',
  additionalProperties: false,
  required: [
    'invoiceId',
    'placedAt',
    'status',
    'paymentType',
    'paymentStatus',
    'moves',
    'lines',
    'subtotal',
    'vat',
    'deliveryCharge',
    'total',
    'pickupDistrict',
    'address',
  ],
  properties: {
    invoiceId: string,
    placedAt: number,
    status: { type: 'string', enum: ORDER_STATUSES },
    paymentType: { type: 'string', enum: PAYMENT_TYPES },
    paymentStatus,
    paidAt: nullableNumber,
    moves: {
      type: 'array',
      items: { type: 'object', additionalProperties: false, required: ['status', 'at'], properties: { status: string, at: number } },
    },
    shipment: {
      type: ['object', 'null'],
      additionalProperties: false,
      required: ['courier', 'trackingNumber'],
      properties: { courier: string, trackingNumber: string, trackingUrl: string },
    },
    lines: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['title', 'variant', 'orderType', 'quantity', 'unitPrice', 'lineTotal'],
        properties: {
          title: string,
          variant: string,
          variantBn: string,
          orderType: { type: 'string', enum: ORDER_TYPES },
          quantity: number,
          unitPrice: number,
          lineTotal: number,
        },
      },
    },
    subtotal: number,
    vat: number,
    deliveryCharge: number,
    total: number,
    pickupDistrict: { type: 'string', enum: PICKUP_DISTRICTS },
    address: string,
    payBy: nullableNumber,
    voucher: {
      type: ['object', 'null'],
      additionalProperties: false,
      required: ['code', 'discount'],
      properties: { code: string, discount: number },
    },
  },
} as const;

/** My orders: a page of the account's orders, each line naming its product and size for Reorder (AccountOrder). */
export const accountOrdersAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['list', 'total', 'nextPageToken'],
  properties: {
    list: {
      type: 'array',
      items: {
        ...trackedOrderAnswer,
        properties: {
          ...trackedOrderAnswer.properties,
          lines: {
            type: 'array',
            items: {
              ...trackedOrderAnswer.properties.lines.items,
              required: [...trackedOrderAnswer.properties.lines.items.required, 'itemId', 'skuCode'],
              properties: { ...trackedOrderAnswer.properties.lines.items.properties, itemId: string, skuCode: string },
            },
          },
        },
      },
    },
    total: number,
    nextPageToken: string,
  },
} as const;

/**
 * A placed order (spec §7: `id`, or `redirectUrl` for online payment); a cash order's payable total, and what its promo
 * code took off when it had one; and, when the checkout opened an account, its session as a sign-in answers it.
 */
export const placedOrderAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: {
    id: string,
    redirectUrl: string,
    total: number,
    discount: number,
    account: { type: 'string', enum: ['created'] },
    token: string,
    customer: customerAnswer,
    signedInBy: signInMethod,
  },
} as const;

/** The order success page's question: the invoice exists, and nothing more of the order. */
export const invoiceAnswer = { type: 'object', additionalProperties: false, required: ['id'], properties: { id: string } } as const;

/** A payment report taken (202). */
export const paymentAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'paymentStatus'],
  properties: { id: string, paymentStatus },
} as const;

// A shopper's promo code against the cart: what it takes off, or why it does not apply. The server prices the lines
// itself (the checkout's prices and the items' own discounts) and counts the code's uses; a price the client sends is
// refused. An unknown code and one switched off get one answer, notValid, after the same work, so that neither the
// answer nor its time tells a code that exists from one that does not.
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { deliveryCharge } from '@domain/cartTotals';
import { PICKUP_DISTRICTS } from '@domain/types';
import { isVoucherCode, normalizeVoucherCode } from '@domain/voucher';
import { perMinuteGuard } from '../clients';
import type { ShopStore } from '../db';
import type { VoucherCartLine } from '../db/types';
import { badRequest } from '../errors';
import { answerOfCode } from '../voucherRules';
import { voucherCheckAnswer } from './voucherAnswers';
import { idString, unknownProperty } from './schemas';
import { shopperMobile } from './sessions';

/** A check's body at most: 50 lines of ids are some 8 KB. */
export const VOUCHER_CHECK_BODY_LIMIT = 16 * 1024;
/** Lines a check may hold (a cart holds fewer; the bound keeps the work one request can cause small). */
export const MAX_CHECKED_LINES = 50;

export const voucherCheckBody = (maxUnitsPerLine: number) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: ['code', 'items'],
    properties: {
      code: { type: 'string', maxLength: 64 },
      items: {
        type: 'array',
        minItems: 1,
        maxItems: MAX_CHECKED_LINES,
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['itemId', 'skuCode', 'quantity'],
          properties: { itemId: idString, skuCode: idString, quantity: { type: 'integer', minimum: 1, maximum: maxUnitsPerLine } },
        },
      },
      district: { type: 'string', enum: PICKUP_DISTRICTS },
      mobile: { type: 'string', maxLength: 20 },
    },
  }) as const;

export function voucherCheckRoutes(
  fastify: FastifyInstance,
  store: ShopStore,
  { now, maxUnitsPerLine, checksPerMinute }: { now: () => number; maxUnitsPerLine: number; checksPerMinute: number | false },
): void {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
  const body = voucherCheckBody(maxUnitsPerLine);

  app.post(
    '/api/vouchers/check',
    {
      onRequest: perMinuteGuard(fastify, checksPerMinute),
      bodyLimit: VOUCHER_CHECK_BODY_LIMIT,
      preValidation: async (request) => {
        const unknown = unknownProperty(body, request.body);
        if (unknown) throw badRequest(`A promo code check has no field ${unknown}; the shop prices the cart itself.`);
      },
      schema: { body, response: { 200: voucherCheckAnswer } },
    },
    async (request) => {
      const { items, district, mobile: typed } = request.body;
      const mobile = typed === undefined ? null : shopperMobile(typed);
      // The cart is priced before the code is looked up: every code, known or not, costs this work.
      const priced = await store.vouchers.priceLines(items);
      const missing = priced.findIndex((line) => !line);
      if (missing >= 0) {
        const { itemId, skuCode } = items[missing];
        throw badRequest(`Line ${missing + 1}: product ${itemId} has no variant ${skuCode} on sale.`);
      }
      const lines = priced as VoucherCartLine[];
      const code = normalizeVoucherCode(request.body.code);
      const voucher = isVoucherCode(code) ? await store.vouchers.find(code, mobile) : null;
      const charge = deliveryCharge(district ?? 'INSIDE_DHAKA', await store.deliveryCharges());
      return { code, ...answerOfCode(voucher, { lines, deliveryCharge: charge, now: now(), mobile }) };
    },
  );
}

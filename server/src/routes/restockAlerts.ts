// Back in stock by SMS (issue 45): a shopper on a sold-out size leaves a mobile number; staff putting units back on
// sale sends it a text (../restockAlerts.ts). Every valid ask answers alike, so nobody learns which numbers asked.
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { LANGUAGES } from '@domain/language';
import { RESTOCK_ALERT_DAYS, RESTOCK_ALERTS_PER_NUMBER } from '@domain/restockAlerts';
import { windowGuard } from '../clients';
import type { ShopStore } from '../db';
import { badRequest } from '../errors';
import { pageLanguage } from '../language';
import { idString } from './schemas';
import { shopperMobile } from './sessions';

const HOUR_MS = 60 * 60_000;

export const restockAlertBody = {
  type: 'object',
  required: ['itemId', 'skuCode', 'mobile'],
  properties: {
    itemId: idString,
    skuCode: { type: 'string', minLength: 1, maxLength: 64 },
    mobile: { type: 'string', minLength: 1, maxLength: 20 },
    language: { type: 'string', enum: LANGUAGES },
  },
} as const;

/** The one answer of every valid ask: a new one, one asked before, or one past the number's bound. */
export const RESTOCK_ALERT_ACCEPTED = { accepted: true, days: RESTOCK_ALERT_DAYS } as const;

export function restockAlertRoutes(
  fastify: FastifyInstance,
  store: ShopStore,
  { now, asksPerHour }: { now: () => number; asksPerHour: number | false },
): void {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
  app.post(
    '/api/restock-alerts',
    { onRequest: windowGuard(fastify, asksPerHour, HOUR_MS), schema: { body: restockAlertBody } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { itemId, skuCode } = request.body;
      const mobile = shopperMobile(request.body.mobile);
      const language = pageLanguage(request.body.language, request.headers.referer, request.headers.cookie);
      const asked = await store.restock.ask({ itemId, skuCode, mobile, language, now: now(), maxPerNumber: RESTOCK_ALERTS_PER_NUMBER });
      if (asked === 'unknownSku') throw badRequest(`Product ${itemId} has no variant ${skuCode} on sale; ask from its product page.`);
      return reply.code(202).send(RESTOCK_ALERT_ACCEPTED);
    },
  );
}

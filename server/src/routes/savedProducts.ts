// Saved products kept with a signed-in shopper's account (issue 45): GET answers the list, PUT replaces it. The SPA
// merges at sign-in (GET, mergeSavedProducts with the browser's list, PUT), so the list follows the shopper to another
// phone. The shopper's own, so never kept by a cache (sessions.ts sets Cache-Control on every /api/account call).
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clampSavedAt, ITEM_ID_PATTERN, MAX_SAVED_PRODUCTS } from '@domain/savedProducts';
import type { Accounts, Session } from '../accounts/signIn';
import type { ShopStore } from '../db';
import { signedOut, tokenOf } from './sessions';

const savedProduct = {
  type: 'object',
  required: ['itemId', 'savedAt'],
  properties: {
    itemId: { type: 'string', pattern: ITEM_ID_PATTERN },
    // Epoch milliseconds; one far ahead of the server's clock is taken as now (clampSavedAt).
    savedAt: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
  },
} as const;

const savedList = {
  type: 'object',
  required: ['items'],
  properties: { items: { type: 'array', maxItems: MAX_SAVED_PRODUCTS, items: savedProduct } },
} as const;

const savedAnswer = {
  type: 'object',
  required: ['items'],
  additionalProperties: false,
  properties: {
    items: {
      type: 'array',
      items: {
        type: 'object',
        required: ['itemId', 'savedAt'],
        additionalProperties: false,
        properties: { itemId: { type: 'string' }, savedAt: { type: 'integer' } },
      },
    },
  },
} as const;

/** A full list of 100 takes some 10 KB; room for a pretty-printed one, and no more. */
export const SAVED_BODY_LIMIT = 32 * 1024;

export function savedProductRoutes(fastify: FastifyInstance, store: ShopStore, accounts: Accounts, options: { now: () => number }): void {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
  const sessionOf = async (request: FastifyRequest): Promise<Session> =>
    (await accounts.session(tokenOf(request))) ?? Promise.reject(signedOut());

  app.get('/api/account/saved', { schema: { response: { 200: savedAnswer } } }, async (request) => {
    const { customer } = await sessionOf(request);
    return { items: await store.savedProducts.list(customer.id) };
  });

  // Replaces the list, as the SPA sends it after its merge. Ids of no product on sale are left out (a list kept on a
  // phone may name one removed since), not refused.
  app.put(
    '/api/account/saved',
    { bodyLimit: SAVED_BODY_LIMIT, schema: { body: savedList, response: { 200: savedAnswer } } },
    async (request) => {
      const { customer } = await sessionOf(request);
      const now = options.now();
      const items = request.body.items.map((p) => ({ itemId: p.itemId, savedAt: clampSavedAt(p.savedAt, now) }));
      return { items: await store.savedProducts.replace(customer.id, items) };
    },
  );
}

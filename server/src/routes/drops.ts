// Drops (issue 46), for the shop's staff (admin token, X-Staff-Name): set an item's hour and limits, list them soonest
// first, take one away. Each change reaches every item answer and kept page at once (db/drops.ts). And the server's
// clock, which a product page counts down by (a phone's clock may be wrong).
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_HOLD_MINUTES, DEFAULT_PER_BUYER_LIMIT, DROP_LIMITS, type Drop } from '@domain/drops';
import type { RequestGuard } from '../clients';
import type { ShopStore } from '../db';
import type { DropRecord } from '../db/types';
import { badRequest, conflict, notFound } from '../errors';
import { epochOf } from '../voucherRules';
import { closed } from './referenceAnswers';
import { idString, unknownProperty } from './schemas';
import { staffName } from './stock';

const DAY_MS = 24 * 60 * 60 * 1000;

const within = ({ min, max }: { min: number; max: number }) => ({ type: 'integer', minimum: min, maximum: max }) as const;

/** An item id as the shop's ids go (64 characters at most); the route's own words for a longer one. */
const itemId = { type: 'string', minLength: 1 } as const;

export const dropBody = {
  type: 'object',
  additionalProperties: false,
  required: ['itemId', 'startsAt'],
  properties: {
    itemId,
    // The zone and the form are checked by epochOf, in words.
    startsAt: { type: 'string', maxLength: 40 },
    perBuyerLimit: within(DROP_LIMITS.perBuyerLimit),
    holdMinutes: within(DROP_LIMITS.holdMinutes),
    admitPerMinute: { ...within(DROP_LIMITS.admitPerMinute), type: ['integer', 'null'] },
  },
} as const;

const string = { type: 'string' } as const;
const integer = { type: 'integer' } as const;

export const dropAnswer = closed(
  {
    itemId: string,
    startsAt: string,
    perBuyerLimit: integer,
    holdMinutes: integer,
    admitPerMinute: { type: ['integer', 'null'] },
    staff: string,
    updatedAt: string,
  },
  ['itemId', 'startsAt', 'perBuyerLimit', 'holdMinutes', 'admitPerMinute', 'staff', 'updatedAt'],
);

const dropListAnswer = closed({ list: { type: 'array', items: dropAnswer } }, ['list']);
const clockAnswer = closed({ now: integer }, ['now']);

/** A drop as the staff's calls answer it (and `npm run drops` reads it): times in ISO 8601, UTC. */
export type DropAnswer = Drop & { staff: string; updatedAt: string };

const answerOf = (drop: DropRecord): DropAnswer => ({
  itemId: drop.itemId,
  startsAt: new Date(drop.startsAt).toISOString(),
  perBuyerLimit: drop.perBuyerLimit,
  holdMinutes: drop.holdMinutes,
  admitPerMinute: drop.admitPerMinute,
  staff: drop.staff,
  updatedAt: new Date(drop.updatedAt).toISOString(),
});

/** The opening hour as epoch ms, within the days staff may set it ahead and back of the server's clock; else a 400. */
function startsAtOf(text: string, now: number): number {
  const startsAt = epochOf<never>('startsAt', text);
  if (startsAt > now + DROP_LIMITS.daysAhead * DAY_MS)
    throw badRequest(`startsAt may be at most ${DROP_LIMITS.daysAhead} days ahead; ${text} is further.`);
  if (startsAt < now - DROP_LIMITS.daysBack * DAY_MS)
    throw badRequest(
      `startsAt may be at most ${DROP_LIMITS.daysBack} days back (an hour past opens the drop at once); ${text} is earlier.`,
    );
  return startsAt;
}

function checkedItemId(id: string): string {
  if (id.length > idString.maxLength) throw badRequest(`itemId has at most ${idString.maxLength} characters; this one has ${id.length}.`);
  return id;
}

/**
 * A drop opens an item for sale at its hour, so the item must be on sale (as the store's findItemsJson decides): one
 * switched off is a 409 that says so. An unknown one is left for the store to answer 404.
 */
async function refuseNotOnSale(store: ShopStore, id: string): Promise<void> {
  if ((await store.findItemsJson([id])).length) return;
  const item = await store.findItem(id);
  if (item) throw conflict(`${item.title} (${item.id}) is not on sale: put it on sale before setting its drop.`);
}

export function dropRoutes(fastify: FastifyInstance, store: ShopStore, { admin, now }: { admin: RequestGuard; now: () => number }): void {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();

  app.put(
    '/api/admin/drops',
    {
      onRequest: admin,
      preValidation: async (request) => {
        const unknown = unknownProperty(dropBody, request.body);
        if (unknown)
          throw badRequest(
            `A drop has no field ${unknown}; send itemId, startsAt and, if you like, perBuyerLimit, holdMinutes, admitPerMinute.`,
          );
      },
      schema: { body: dropBody, response: { 200: dropAnswer } },
    },
    async (request) => {
      const staff = staffName(request, 'sets the drop', 'npm run drops');
      const body = request.body;
      const at = now();
      const itemId = checkedItemId(body.itemId);
      const startsAt = startsAtOf(body.startsAt, at);
      await refuseNotOnSale(store, itemId);
      const drop = await store.drops.set({
        itemId,
        startsAt,
        perBuyerLimit: body.perBuyerLimit ?? DEFAULT_PER_BUYER_LIMIT,
        holdMinutes: body.holdMinutes ?? DEFAULT_HOLD_MINUTES,
        admitPerMinute: body.admitPerMinute ?? null,
        staff,
        updatedAt: at,
      });
      if (!drop) throw notFound(`No item ${body.itemId}; name it by its id (GET /api/v2/items?id= shows one).`);
      return answerOf(drop);
    },
  );

  app.get('/api/admin/drops', { onRequest: admin, schema: { response: { 200: dropListAnswer } } }, async () => ({
    list: (await store.drops.list()).map(answerOf),
  }));

  app.delete(
    '/api/admin/drops/:itemId',
    {
      onRequest: admin,
      schema: { params: { type: 'object', required: ['itemId'], properties: { itemId } }, response: { 204: { type: 'null' } } },
    },
    async (request, reply) => {
      staffName(request, 'takes the drop away', 'npm run drops');
      const id = checkedItemId(request.params.itemId);
      if (!(await store.drops.remove(id))) throw notFound(`No drop is set for item ${id}.`);
      return reply.code(204).send(null);
    },
  );

  // The time a product page counts down by: read once, never kept by any cache.
  app.get('/api/clock', { schema: { response: { 200: clockAnswer } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { now: now() };
  });
}

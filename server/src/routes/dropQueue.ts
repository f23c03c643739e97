// The drop's queue (docs/drop.md#the-queue): a shopper on a drop's page asks for a ticket, and the same call with the
// ticket kept answers their place across reloads. Before the hour a ticket only counts its shopper in; at the hour the
// early ones are shuffled by a draw they cannot see, and later ones queue in arrival order. Nothing is written per
// shopper: the ticket is signed (../dropTickets) and each instance writes its new tickets once per flush
// (../queueArrivals). A hold on such a drop needs an admitted ticket (admittedNonce, for ./dropHolds).
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { admitAtOfRank, type QueueAnswer } from '@domain/dropQueue';
import { formatShopDateTime } from '@domain/shopTime';
import type { Item } from '@domain/types';
import { perMinuteGuard } from '../clients';
import type { ShopStore } from '../db';
import type { DropRecord } from '../db/types';
import { newNonce, readTicket, shuffledRank, signTicket, type TicketPayload } from '../dropTickets';
import { ApiError, badRequest, conflict, notFound } from '../errors';
import type { QueueArrivals } from '../queueArrivals';
import { closed } from './referenceAnswers';
import { idString, unknownProperty } from './schemas';

/**
 * The ticket a client sends, as any text: one longer than MAX_TICKET_LENGTH is refused as a forged one (403, and the
 * page joins again), not as a bad body; the body limit bounds what is read.
 */
const ticket = { type: 'string' } as const;

export const queueBody = {
  type: 'object',
  additionalProperties: false,
  required: ['itemId'],
  properties: { itemId: idString, ticket },
} as const;

const queueAnswer = closed({ ticket: { type: 'string' }, admitAt: { type: ['integer', 'null'] } }, ['ticket', 'admitAt']);

/**
 * How long after the hour the early tickets are taken as all counted: every instance writes what it gathered within a
 * flush (200 ms by default), so a second leaves room for several.
 */
const EARLY_COUNTED_MS = 1000;

/** A ticket the shop did not give for this drop's item: the page forgets it and joins again. */
export const ticketRefused = (
  itemId: string,
  why = 'This queue ticket is not one the shop gave for this product and hour; join the queue again.',
) => new ApiError(403, why, { problem: 'ticketRefused', itemId });

/** A drop with a queue, as the queue reads it. */
interface QueuedDrop {
  itemId: string;
  startsAt: number;
  admitPerMinute: number;
}

/** The ticket's payload when the shop signed it for this item; else the 403. */
function ticketOf(key: Buffer, text: string, itemId: string): TicketPayload {
  const payload = readTicket(key, text);
  if (!payload || payload.i !== itemId) throw ticketRefused(itemId);
  return payload;
}

/**
 * The nonce of the ticket a hold on this drop comes with, once its shopper's turn has come: null when the drop has no
 * queue (a ticket sent is ignored) or it is before the hour (the store says when it opens). Else the 403 for a ticket
 * the shop did not give for this item and hour, or the 409 notAdmitted with when the turn comes (null: not yet drawn).
 */
export function admittedNonce(key: Buffer, text: string | undefined, drop: DropRecord & { title: string }, now: number): string | null {
  if (drop.admitPerMinute === null) return null;
  const payload = text === undefined ? null : ticketOf(key, text, drop.itemId);
  if (payload && payload.s !== drop.startsAt)
    throw ticketRefused(drop.itemId, 'This queue ticket is for another hour of this drop; join the queue again.');
  if (now < drop.startsAt) return null;
  const admitAt = payload?.a ?? null;
  if (admitAt === null || admitAt > now) {
    const when =
      admitAt === null
        ? `${drop.title} lets shoppers in through a queue: join it, and add it to the cart when your turn comes.`
        : `Your turn for ${drop.title} comes at ${formatShopDateTime(admitAt)}; add it to the cart then.`;
    throw conflict(when, { problem: 'notAdmitted', itemId: drop.itemId, admitAt });
  }
  return payload!.n;
}

export interface DropQueueOptions {
  now: () => number;
  /** The key every instance signs tickets with (shop_keys' dropTicket). */
  key: Buffer;
  arrivals: QueueArrivals;
  /** Queue calls per client address and minute; false: no bound. */
  callsPerMinute: number | false;
}

export function dropQueueRoutes(
  fastify: FastifyInstance,
  store: ShopStore,
  { now, key, arrivals, callsPerMinute }: DropQueueOptions,
): void {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
  const limit = perMinuteGuard(app, callsPerMinute);

  /**
   * The drop's queue as staff set it, or the 404 or 400 that says why there is none. Read from the item as every
   * instance keeps it in step with the database (db/items.ts), not from the drops table: a crowd asking at the hour
   * costs the database no query for it.
   */
  async function queuedDrop(itemId: string): Promise<QueuedDrop> {
    const [json] = await store.findItemsJson([itemId]);
    if (!json) throw notFound(`No product ${itemId} is on sale.`);
    const item = JSON.parse(json.toString()) as Pick<Item, 'id' | 'title' | 'drop'>;
    if (!item.drop) throw badRequest(`Product ${itemId} is not a drop: it goes in the cart as any product, with no queue.`);
    const { startsAt, admitPerMinute } = item.drop;
    if (admitPerMinute === undefined)
      throw badRequest(`${item.title} has no queue: Add to cart opens for everyone at its hour.`, { itemId: item.id });
    return { itemId: item.id, startsAt: Date.parse(startsAt), admitPerMinute };
  }

  /**
   * How many came early, read once for all the asks that arrive while it is being read: after the hour, every early
   * shopper's page asks at once, and the count no longer moves.
   */
  const earlyReads = new Map<string, Promise<number | null>>();
  function earlyCount({ itemId, startsAt }: QueuedDrop): Promise<number | null> {
    const key = `${itemId}\n${startsAt}`;
    let read = earlyReads.get(key);
    if (!read) {
      read = store.dropQueues.early(itemId, startsAt).finally(() => earlyReads.delete(key));
      earlyReads.set(key, read);
    }
    return read;
  }

  /** A ticket of its own for a new arrival: early (no admitAt) before the hour, else with its place's time signed in. */
  async function newTicket(drop: QueuedDrop): Promise<QueueAnswer> {
    const { issuedAt, admitAt, earlyIndex } = await arrivals.join(drop);
    const payload: TicketPayload = { i: drop.itemId, s: drop.startsAt, t: issuedAt, n: newNonce() };
    if (earlyIndex !== null) payload.e = earlyIndex;
    if (admitAt !== null) payload.a = admitAt;
    return { ticket: signTicket(key, payload), admitAt };
  }

  app.post(
    '/api/drop-queue',
    {
      onRequest: limit,
      preValidation: async (request) => {
        const unknown = unknownProperty(queueBody, request.body);
        if (unknown) throw badRequest(`The queue takes no field ${unknown}; send itemId and, if you have one, ticket.`);
      },
      schema: { body: queueBody, response: { 200: queueAnswer } },
    },
    async (request): Promise<QueueAnswer> => {
      const drop = await queuedDrop(request.body.itemId);
      if (request.body.ticket === undefined) return newTicket(drop);
      const payload = ticketOf(key, request.body.ticket, drop.itemId);
      // Staff moved the hour: the ticket counted for another, and its shopper joins this one.
      if (payload.s !== drop.startsAt) return newTicket(drop);
      if (payload.a !== undefined) return { ticket: request.body.ticket, admitAt: payload.a };
      // Places are drawn once the last early tickets gathered on every instance are counted: until then, none yet.
      if (now() < drop.startsAt + EARLY_COUNTED_MS) return { ticket: request.body.ticket, admitAt: null };
      // An early arrival after the hour: its place is its own in a shuffle of all who came early.
      const early = await earlyCount(drop);
      if (early === null || payload.e === undefined || payload.e >= early) return newTicket(drop);
      const rank = shuffledRank(key, `${drop.itemId}:${drop.startsAt}`, payload.e, early);
      const admitAt = admitAtOfRank(rank, drop.startsAt, drop.admitPerMinute);
      return { ticket: signTicket(key, { ...payload, a: admitAt }), admitAt };
    },
  );
}

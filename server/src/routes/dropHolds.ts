// Holds on drop items (docs/drop.md): Add to cart on a drop's item holds its units for that shopper for the drop's
// holdMinutes, within one buyer's limit; the shopper may give them back, and a second tab asks whether they still stand.
// Each hold belongs to the device that took it: another device's call is answered as for no hold at all.
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DROP_LIMITS, HOLD_STATES, MAX_HOLD_ID_LENGTH } from '@domain/drops';
import type { Accounts } from '../accounts/signIn';
import { clientKey, deviceKey, MAX_DEVICE_ID_LENGTH, perMinuteGuard } from '../clients';
import type { ShopStore } from '../db';
import { ApiError, badRequest, conflict, notFound } from '../errors';
import { dropNotOpen, overDropLimit } from './checkout';
import { admittedNonce, ticketRefused } from './dropQueue';
import { closed } from './referenceAnswers';
import { idString, unknownProperty } from './schemas';
import { tokenOf } from './sessions';

const deviceId = { type: 'string', minLength: 1, maxLength: MAX_DEVICE_ID_LENGTH, pattern: '\\S' } as const;

export const holdBody = {
  type: 'object',
  additionalProperties: false,
  required: ['itemId', 'skuCode', 'units', 'deviceId'],
  properties: {
    itemId: idString,
    skuCode: idString,
    units: { type: 'integer', minimum: 1, maximum: DROP_LIMITS.perBuyerLimit.max },
    deviceId,
    // Needed on a drop with a queue (./dropQueue): the admitted ticket; any text, a longer one refused as forged.
    ticket: { type: 'string' },
  },
} as const;

const string = { type: 'string' } as const;
const integer = { type: 'integer' } as const;
const holdFields = { id: string, itemId: string, skuCode: string, units: integer, expiresAt: integer };
const holdKeys = ['id', 'itemId', 'skuCode', 'units', 'expiresAt'] as const;
const heldAnswer = closed({ hold: closed(holdFields, holdKeys) }, ['hold']);
const holdAnswer = closed({ hold: closed({ ...holdFields, state: { type: 'string', enum: HOLD_STATES } }, [...holdKeys, 'state']) }, [
  'hold',
]);

const holdParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: MAX_HOLD_ID_LENGTH } },
} as const;
const deviceQuery = { type: 'object', properties: { deviceId } } as const;
const deviceBody = { type: ['object', 'null'], properties: { deviceId } } as const;

/** The same answer for a hold that never was, another device's, and one no longer held: the call tells nothing. */
const NO_HOLD = () => notFound('This device holds nothing by that id; add the product to the cart again.');

export interface DropHoldOptions {
  now: () => number;
  shoppers: Accounts;
  /** Holds taken and given back per client address and minute; false: no bound. */
  holdsPerMinute: number | false;
  /** The key queue tickets are signed with (shop_keys' dropTicket). */
  ticketKey: Buffer;
}

export function dropHoldRoutes(
  fastify: FastifyInstance,
  store: ShopStore,
  { now, shoppers, holdsPerMinute, ticketKey }: DropHoldOptions,
): void {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
  const limit = perMinuteGuard(app, holdsPerMinute);

  /** The device a call names (its X-DEVICE-ID header first, as the checkout reads it): a hold answers to it alone. */
  const deviceOf = (request: FastifyRequest, named: string | undefined) => {
    if (!named && typeof request.headers['x-device-id'] !== 'string') throw badRequest('Name the device that holds it: send deviceId.');
    return deviceKey(request, named);
  };

  app.post(
    '/api/drop-holds',
    {
      onRequest: limit,
      preValidation: async (request) => {
        const unknown = unknownProperty(holdBody, request.body);
        if (unknown) throw badRequest(`A hold has no field ${unknown}; send itemId, skuCode, units, deviceId and a queue's ticket.`);
      },
      schema: { body: holdBody, response: { 201: heldAnswer } },
    },
    async (request, reply) => {
      const { itemId, skuCode, units, ticket } = request.body;
      const at = now();
      // A drop with a queue lets in only a shopper whose turn has come; the store checks the rest.
      const [drop] = await store.drops.ofItems([itemId]);
      const ticketNonce = drop ? admittedNonce(ticketKey, ticket, drop, at) : null;
      // A number counts as the buyer's only when a code sent to it signed the shopper in.
      const session = await shoppers.session(tokenOf(request));
      const buyer = {
        device: deviceKey(request, request.body.deviceId),
        address: clientKey(request.ip),
        mobile: session?.signedInBy === 'code' ? session.customer.mobile : null,
      };
      const result = await store.dropHolds.take({ itemId, skuCode, units, buyer, now: at, ticketNonce });
      switch (result.kind) {
        case 'held':
          return reply.code(201).send({ hold: result.hold });
        case 'unknownItem':
          throw notFound(`No product ${itemId} with a variant ${skuCode} is on sale.`);
        case 'notADrop':
          throw badRequest(`Product ${itemId} is not a drop: it goes in the cart as any product, with nothing held.`);
        case 'dropNotOpen':
          throw dropNotOpen(result.drop);
        case 'overDropLimit':
          throw overDropLimit(result.drop);
        case 'soldOut':
          throw conflict(`Not enough of ${result.drop.title} is left to hold ${units}: the rest is sold or held for other shoppers.`, {
            problem: 'soldOut',
            itemId: result.drop.itemId,
            skuCode,
          });
        case 'ticketUsed':
          throw ticketRefused(drop?.itemId ?? itemId, 'This queue ticket was used on another device; join the queue on this one.');
      }
    },
  );

  app.get(
    '/api/drop-holds/:id',
    { schema: { params: holdParams, querystring: deviceQuery, response: { 200: holdAnswer } } },
    async (request) => {
      const hold = await store.dropHolds.find(request.params.id, deviceOf(request, request.query.deviceId), now());
      if (!hold) throw NO_HOLD();
      return { hold };
    },
  );

  app.delete(
    '/api/drop-holds/:id',
    { onRequest: limit, schema: { params: holdParams, querystring: deviceQuery, body: deviceBody, response: { 204: { type: 'null' } } } },
    async (request, reply) => {
      const named = request.query.deviceId ?? request.body?.deviceId;
      if (request.query.deviceId && request.body?.deviceId && request.query.deviceId !== request.body.deviceId)
        throw new ApiError(400, 'The query and the body name different devices; send deviceId once.');
      if (!(await store.dropHolds.release(request.params.id, deviceOf(request, named), now()))) throw NO_HOLD();
      return reply.code(204).send(null);
    },
  );
}

// Staff put units on sale (admin token): set a SKU's units at a location as counted on the shelf, audited with who and
// when, and read a SKU's changes. A SKU of the online warehouse back from none sends its waiting alerts (db/restock.ts).
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_STOCK_UNITS } from '@domain/restockAlerts';
import { clientKey, type RequestGuard } from '../clients';
import type { ShopStore } from '../db';
import type { StockChange } from '../db/types';
import { badRequest, notFound } from '../errors';
import { nextPageToken, queryPage, unknownProperty } from './schemas';

export const STOCK_CHANGES_PAGE_SIZE = 20;
/** X-Staff-Name: who is counting, as the audit keeps it (printable ASCII, a header carries no more). */
export const STAFF_NAME = /^[\x20-\x7e]{1,60}$/;

const skuCode = { type: 'string', minLength: 1, maxLength: 64 } as const;

export const stockBody = {
  type: 'object',
  additionalProperties: false,
  required: ['skuCode', 'locationId', 'units'],
  properties: {
    skuCode,
    locationId: { type: 'string', minLength: 1, maxLength: 64 },
    units: { type: 'integer', minimum: 0, maximum: MAX_STOCK_UNITS },
  },
} as const;

const stockChange = {
  type: 'object',
  required: ['skuCode', 'locationId', 'unitsBefore', 'units', 'held', 'onSaleBefore', 'onSale', 'alertsQueued', 'staff', 'at'],
  properties: {
    skuCode: { type: 'string' },
    locationId: { type: 'string' },
    unitsBefore: { type: 'integer' },
    units: { type: 'integer' },
    held: { type: 'integer' },
    onSaleBefore: { type: 'integer' },
    onSale: { type: 'integer' },
    alertsQueued: { type: 'integer' },
    staff: { type: 'string' },
    at: { type: 'string' },
  },
} as const;

const historyAnswer = {
  type: 'object',
  required: ['list', 'nextPageToken', 'total'],
  properties: { list: { type: 'array', items: stockChange }, nextPageToken: { type: 'string' }, total: { type: 'integer' } },
} as const;

/** Who makes a staff change (units, a drop), from X-Staff-Name (the CLI sends STAFF_NAME or the OS user), or a 400. */
export function staffName(request: FastifyRequest, doing = 'is counting', command = 'npm run stock'): string {
  const header = request.headers['x-staff-name'];
  const name = typeof header === 'string' ? header.trim() : '';
  if (!STAFF_NAME.test(name))
    throw badRequest(`Say who ${doing} in the X-Staff-Name header: 1 to 60 printable ASCII characters (${command} sends STAFF_NAME).`);
  return name;
}

const answerOf = ({ clientAddress: _address, at, ...change }: StockChange) => ({ ...change, at: new Date(at).toISOString() });

/** A stock change as the staff's calls answer it (and `npm run stock` reads it): no client address, the time in ISO. */
export type StockChangeAnswer = ReturnType<typeof answerOf>;

export function stockRoutes(fastify: FastifyInstance, store: ShopStore, { admin, now }: { admin: RequestGuard; now: () => number }): void {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();

  app.patch(
    '/api/admin/stock',
    {
      onRequest: admin,
      preValidation: async (request) => {
        const unknown = unknownProperty(stockBody, request.body);
        if (unknown) throw badRequest(`A stock count has no field ${unknown}; send skuCode, locationId and units.`);
      },
      schema: { body: stockBody, response: { 200: stockChange } },
    },
    async (request) => {
      const staff = staffName(request);
      const { skuCode: code, locationId, units } = request.body;
      const result = await store.restock.setUnits({
        skuCode: code,
        locationId,
        units,
        staff,
        clientAddress: clientKey(request.ip),
        now: now(),
      });
      if (result.kind === 'unknownSku') throw notFound(`No SKU ${code}.`);
      if (result.kind === 'unknownLocation')
        throw notFound(`No stock location ${locationId}; name it by its id (POST /api/locations/search lists them).`);
      const { kind: _kind, ...change } = result;
      if (change.alertsQueued > 0) fastify.restockAlerts.wake();
      return answerOf(change);
    },
  );

  app.get(
    '/api/admin/stock/:skuCode/changes',
    {
      onRequest: admin,
      schema: {
        params: { type: 'object', required: ['skuCode'], properties: { skuCode } },
        querystring: { type: 'object', properties: { page: queryPage } },
        response: { 200: historyAnswer },
      },
    },
    async (request) => {
      const page = Number(request.query.page);
      const { list, total } = await store.restock.history(request.params.skuCode, { page, size: STOCK_CHANGES_PAGE_SIZE });
      return { list: list.map(answerOf), nextPageToken: nextPageToken(page, STOCK_CHANGES_PAGE_SIZE, total), total };
    },
  );
}

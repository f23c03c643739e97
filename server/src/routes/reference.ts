// Reference data: categories, attributes (colour, size), lookups (bands, brands), branches, locations,
// news, global discounts and delivery charges.
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import type { RequestGuard } from '../clients';
import type { ShopStore } from '../db';
import { badRequest, notFound } from '../errors';
import {
  attributeOptionAnswer,
  branchAnswer,
  categoryAnswer,
  deliveryChargeAnswer,
  globalDiscountAnswer,
  listAnswer,
  locationAnswer,
  lookupAnswer,
  newsAnswer,
  sizeGuideAnswer,
} from './referenceAnswers';
import { exactParams, idQuery, LOOKUP_TYPES, pageBody, sendList } from './schemas';

/** At most this many categories name a product's cut in one question (an item lists one or a few). */
const MAX_GUIDE_CATEGORIES = 10;

const LOOKUP_STATUSES = ['ACTIVE', 'INACTIVE'];

export function referenceRoutes(fastify: FastifyInstance, store: ShopStore, { admin }: { admin: RequestGuard }): void {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
  // Categories: all of them flat, or the children of one parent ('' = the roots).
  app.post(
    '/api/categories/search',
    { schema: { body: pageBody(50, ['sortOrder', 'name']), response: listAnswer(categoryAnswer) } },
    async (request, reply) => {
      const params = exactParams(request.body.textParams, ['parentId']);
      const { list, total } = await store.categories({
        page: request.body.page,
        size: request.body.size,
        parentId: params.get('parentId'),
      });
      return sendList(reply, request.body, list, total);
    },
  );
  app.get('/api/categories', { schema: { querystring: idQuery, response: { 200: categoryAnswer } } }, async (request) => {
    const category = await store.findCategory(request.query.id);
    if (!category) throw notFound(`No category with id '${request.query.id}'.`);
    return category;
  });

  // The size guide of a product's cut: the guide of its categories' nearest one that has one, walking up (Half
  // Sleeve → T-Shirts); 404 when none has (caps, accessories). `categoryIds`: the item's category ids, comma-separated.
  const guideQuery = {
    type: 'object',
    required: ['categoryIds'],
    properties: {
      categoryIds: { type: 'string', pattern: `^[^,]{1,64}(,[^,]{1,64}){0,${MAX_GUIDE_CATEGORIES - 1}}$` },
    },
  } as const;
  app.get('/api/size-guides', { schema: { querystring: guideQuery, response: { 200: sizeGuideAnswer } } }, async (request) => {
    const ids = request.query.categoryIds.split(',');
    const guide = await store.sizeGuide(ids);
    if (!guide) throw notFound(`No size guide for category '${ids.join("', '")}' or the categories above it.`);
    return guide;
  });

  // Attribute options: Color (id 7) and Size (id 6) with their values.
  app.post(
    '/api/attributes/search',
    { schema: { body: pageBody(50, ['name', 'id']), response: listAnswer(attributeOptionAnswer) } },
    async (request, reply) => {
      const wanted = exactParams(request.body.textParams, ['name']).get('name');
      let options = (await store.attributeOptions()).filter((o) => wanted === undefined || o.name.toLowerCase() === wanted.toLowerCase());
      const sort = request.body.sortParams?.[0];
      if (sort) {
        const direction = sort.type === 'DESCENDING' ? -1 : 1;
        options = [...options].sort((a, b) => (sort.field === 'id' ? a.id - b.id : a.name.localeCompare(b.name)) * direction);
      }
      const { page, size } = request.body;
      return sendList(reply, request.body, options.slice((page - 1) * size, page * size), options.length);
    },
  );

  // Lookups: bands and brands.
  app.post(
    '/api/lookups/search',
    { schema: { body: pageBody(50, ['name']), response: listAnswer(lookupAnswer) } },
    async (request, reply) => {
      const params = exactParams(request.body.textParams, ['type', 'status', 'name']);
      const type = params.get('type');
      if (type !== undefined && !LOOKUP_TYPES.includes(type))
        throw badRequest(`Lookup type '${type}' is unknown; use ${LOOKUP_TYPES.join(' or ')}.`);
      const { list, total } = await store.lookups({
        page: request.body.page,
        size: request.body.size,
        type,
        // Inactive bands and brands are hidden unless asked for by status.
        status: params.get('status') ?? 'ACTIVE',
        name: params.get('name'),
        descending: request.body.sortParams?.[0]?.type === 'DESCENDING',
      });
      return sendList(reply, request.body, list, total);
    },
  );
  const lookupStatusQuery = {
    type: 'object',
    required: ['id', 'status', 'type'],
    properties: {
      id: { type: 'string', minLength: 1, maxLength: 64 },
      status: { type: 'string', enum: LOOKUP_STATUSES },
      type: { type: 'string', enum: LOOKUP_TYPES },
    },
  } as const;
  app.patch(
    '/api/lookups/status',
    { schema: { querystring: lookupStatusQuery, response: { 200: lookupAnswer } }, onRequest: admin },
    async (request) => {
      const { id, status, type } = request.query;
      const lookup = await store.setLookupStatus(id, type, status);
      if (!lookup) throw notFound(`No ${type} lookup with id '${id}'.`);
      return lookup;
    },
  );
  const inactiveQuery = { type: 'object', required: ['type'], properties: { type: { type: 'string', enum: LOOKUP_TYPES } } } as const;
  app.delete('/api/lookups/inactive', { schema: { querystring: inactiveQuery }, onRequest: admin }, async (request) => {
    return { type: request.query.type, deleted: await store.deleteInactiveLookups(request.query.type) };
  });

  // Branches (outlets and the warehouse), each with its stock locations.
  app.post(
    '/api/branches/search',
    { schema: { body: pageBody(100, ['sortOrder']), response: listAnswer(branchAnswer) } },
    async (request, reply) => {
      const type = exactParams(request.body.textParams, ['type']).get('type');
      const { list, total } = await store.branches({ page: request.body.page, size: request.body.size, types: type ? [type] : undefined });
      return sendList(reply, request.body, list, total);
    },
  );

  // Stock locations, filterable by type (filters[{field:'type'}] or textParams type EXACT).
  const locationFilters = {
    type: 'array',
    maxItems: 5,
    items: {
      type: 'object',
      required: ['field', 'values'],
      properties: {
        field: { type: 'string', enum: ['type'] },
        values: { type: 'array', maxItems: 10, items: { type: 'string', maxLength: 32 } },
      },
    },
  } as const;
  app.post(
    '/api/locations/search',
    { schema: { body: pageBody(10, ['sortOrder'], { filters: locationFilters }), response: listAnswer(locationAnswer) } },
    async (request, reply) => {
      const types = (request.body.filters ?? []).flatMap((f) => f.values);
      const textType = exactParams(request.body.textParams, ['type']).get('type');
      if (textType) types.push(textType);
      const { list, total } = await store.locations({
        page: request.body.page,
        size: request.body.size,
        types: types.length ? types : undefined,
      });
      return sendList(reply, request.body, list, total);
    },
  );
  app.get('/api/locations', { schema: { querystring: idQuery, response: { 200: locationAnswer } } }, async (request) => {
    const location = await store.findLocation(request.query.id);
    if (!location) throw notFound(`No location with id '${request.query.id}'.`);
    return location;
  });

  // News: newest first, then by title.
  app.post(
    '/api/news/search',
    { schema: { body: pageBody(6, ['dateCreated', 'date', 'title']), response: listAnswer(newsAnswer) } },
    async (request, reply) => {
      exactParams(request.body.textParams, []);
      const sort = (request.body.sortParams ?? []).map((s) => ({
        field: s.field === 'title' ? ('title' as const) : ('date' as const),
        descending: s.type === 'DESCENDING',
      }));
      const { list, total } = await store.news({ page: request.body.page, size: request.body.size, sort });
      return sendList(reply, request.body, list, total);
    },
  );
  app.get('/api/news', { schema: { querystring: idQuery, response: { 200: newsAnswer } } }, async (request) => {
    const news = await store.findNews(request.query.id);
    if (!news) throw notFound(`No news with id '${request.query.id}'.`);
    return news;
  });

  // Global discounts, valid or not (the SPA applies only valid ones).
  app.post(
    '/api/global/discounts/search',
    { schema: { body: pageBody(100, ['title']), response: listAnswer(globalDiscountAnswer) } },
    async (request, reply) => {
      const valid = exactParams(request.body.textParams, ['valid']).get('valid');
      if (valid !== undefined && valid !== 'true' && valid !== 'false') throw badRequest(`textParams valid must be 'true' or 'false'.`);
      const { list, total } = await store.globalDiscounts({
        page: request.body.page,
        size: request.body.size,
        valid: valid === undefined ? undefined : valid === 'true',
      });
      return sendList(reply, request.body, list, total);
    },
  );

  const chargesQuery = {
    type: 'object',
    properties: { size: { type: 'string', pattern: '^[0-9]{1,3}$' }, page: { type: 'string', pattern: '^[0-9]{1,5}$' } },
  } as const;
  app.get(
    '/api/deliveries/charges',
    { schema: { querystring: chargesQuery, response: listAnswer(deliveryChargeAnswer) } },
    async (request, reply) => {
      const size = Number(request.query.size ?? 10);
      const page = Number(request.query.page ?? 1);
      if (size < 1 || size > 100 || page < 1) throw badRequest('size must be 1 to 100 and page at least 1.');
      const charges = await store.deliveryCharges();
      return sendList(reply, { page, size }, charges.slice((page - 1) * size, page * size), charges.length);
    },
  );
}

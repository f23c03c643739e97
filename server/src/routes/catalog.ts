// Products: the outlet-stock search (shop, home, branch pages), the v2 item search (typeahead, related
// products), product find-one and the view event.
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { clientKey, deviceKey, perMinute } from '../clients';
import { COLOR_OPTION_ID, SIZE_OPTION_ID } from '@domain/options';
import { isItemIdShaped, MAX_ITEM_ID_LENGTH, MAX_SAVED_PRODUCTS } from '@domain/savedProducts';
import type { ItemQuery, ItemSort, ItemSortField, ShopStore } from '../db';
import { badRequest, notFound } from '../errors';
import { idQuery, LOOKUP_TYPES, pageProperties, sendJsonList, sortParamsSchema, textParamsSchema, type TextParam } from './schemas';

export const ITEM_SORT_FIELDS: readonly ItemSortField[] = [
  'dateCreated',
  'totalPopularity',
  'title',
  'titleC',
  'discount',
  'price',
  'featured',
];
/** Typeahead answers at most this many suggestions. */
export const TYPEAHEAD_MAX_SIZE = 10;

const outletStockSchema = {
  type: 'object',
  properties: {
    ...pageProperties(20),
    query: { type: 'string', maxLength: 200 },
    status: { type: 'string', maxLength: 32 },
    filters: {
      type: 'array',
      maxItems: 20,
      items: {
        type: 'object',
        required: ['field', 'values'],
        properties: {
          field: { type: 'string', pattern: '^(locationId|categoryIds|opt_[0-9]{1,6}|lookup_[A-Za-z]{1,32})$' },
          values: { type: 'array', maxItems: 200, items: { type: 'string', maxLength: 64 } },
        },
      },
    },
    ranges: {
      type: 'array',
      maxItems: 4,
      items: {
        type: 'object',
        required: ['field'],
        properties: {
          field: { type: 'string', enum: ['minPrice', 'discount'] },
          min: { type: 'number', minimum: 0 },
          max: { type: 'number', minimum: 0 },
        },
      },
    },
    sortField: { type: 'string', enum: [...ITEM_SORT_FIELDS, ''] },
    sortType: { type: 'string', enum: ['ASCENDING', 'DESCENDING'] },
    sortParams: sortParamsSchema(ITEM_SORT_FIELDS),
    textParams: textParamsSchema,
    nonZeroStockOnly: { type: 'boolean' },
    featured: { enum: ['true', 'false', '', true, false] },
    // Not in spec §7: the shop's lists ask for each item as a card shows it (src/domain/listing.ts).
    view: { type: 'string', enum: ['item', 'listing'] },
  },
} as const;
type OutletStockBody = FromSchema<typeof outletStockSchema>;

const toSort = (params: OutletStockBody['sortParams']): ItemSort[] =>
  (params ?? []).map((p) => ({ field: p.field, descending: p.type === 'DESCENDING' }));

/** Spec §7's outlet-stock search payload as an ItemQuery. */
export function outletStockQuery(body: OutletStockBody): ItemQuery {
  const query: ItemQuery = { page: body.page, size: body.size, sort: [] };
  const text = body.query?.trim();
  // The shop's URL uses 'emptyQuery' for no text (spec §2); treat it the same here.
  if (text && text !== 'emptyQuery') query.text = text;
  if (body.status) query.status = body.status;
  if (body.featured === true || body.featured === 'true') query.featuredOnly = true;
  if (body.nonZeroStockOnly) query.inStockOnly = true;

  for (const filter of body.filters ?? []) {
    if (filter.field.startsWith('opt_') && !OPTION_IDS.includes(Number(filter.field.slice(4)))) {
      throw badRequest(
        `Filter field '${filter.field}' names no attribute option; use ${OPTION_IDS.map((id) => `opt_${id}`).join(' or ')}.`,
      );
    }
    if (filter.field.startsWith('lookup_') && !LOOKUP_TYPES.includes(filter.field.slice(7))) {
      throw badRequest(
        `Filter field '${filter.field}' names no lookup type; use ${LOOKUP_TYPES.map((type) => `lookup_${type}`).join(' or ')}.`,
      );
    }
    if (!filter.values.length) continue;
    if (filter.field === 'locationId') query.locationIds = [...(query.locationIds ?? []), ...filter.values];
    else if (filter.field === 'categoryIds') query.categoryIds = [...(query.categoryIds ?? []), ...filter.values];
    else if (filter.field.startsWith('opt_'))
      (query.options ??= []).push({ optionId: Number(filter.field.slice(4)), valueIds: filter.values });
    else (query.lookups ??= []).push({ type: filter.field.slice(7), ids: filter.values });
  }
  for (const range of body.ranges ?? []) {
    if (range.min !== undefined && range.max !== undefined && range.min > range.max) {
      throw badRequest(`Range '${range.field}': min (${range.min}) is greater than max (${range.max}).`);
    }
    const bounds = { min: range.min, max: range.max };
    if (range.field === 'minPrice') query.price = bounds;
    else query.discount = bounds;
  }
  if (body.sortParams?.length) query.sort = toSort(body.sortParams);
  else if (body.sortField) query.sort = [{ field: body.sortField, descending: body.sortType === 'DESCENDING' }];
  applyTextParams(query, body.textParams);
  return query;
}

const itemSearchSchema = {
  type: 'object',
  properties: {
    ...pageProperties(TYPEAHEAD_MAX_SIZE),
    query: { type: 'string', maxLength: 200 },
    textParams: textParamsSchema,
    nestedParams: textParamsSchema,
    sortParams: sortParamsSchema(ITEM_SORT_FIELDS),
  },
} as const;
type ItemSearchBody = FromSchema<typeof itemSearchSchema>;

const TEXT_FIELDS = ['status', 'title', 'name', 'code', 'id'];
const OPTION_IDS = [COLOR_OPTION_ID, SIZE_OPTION_ID];
// A Map, not an object literal: a field named '__proto__' or 'constructor' must find nothing.
const NESTED_FIELDS = new Map<string, (query: ItemQuery, value: string) => void>([
  ['categories.id', (q, value) => (q.directCategoryIds = [...(q.directCategoryIds ?? []), value])],
  ['lookup_bands.id', (q, value) => (q.lookups ??= []).push({ type: 'bands', ids: [value] })],
  ['lookup_brands.id', (q, value) => (q.lookups ??= []).push({ type: 'brands', ids: [value] })],
]);

/** The v2 item search: typeahead (title REGEX, at most 10 answers) and related products (nestedParams). */
export function itemSearchQuery(body: ItemSearchBody): ItemQuery {
  const hasRegex = (body.textParams ?? []).some((p) => p.matchType === 'REGEX');
  const query: ItemQuery = {
    page: body.page,
    size: hasRegex ? Math.min(body.size, TYPEAHEAD_MAX_SIZE) : body.size,
    sort: toSort(body.sortParams),
  };
  const text = body.query?.trim();
  if (text && text !== 'emptyQuery') query.text = text;
  applyTextParams(query, body.textParams);
  // The typeahead sends what the shopper is typing twice, as query and as a title REGEX: it is read once, as typed.
  if (query.typed !== undefined) delete query.text;
  for (const p of body.nestedParams ?? []) {
    const apply = NESTED_FIELDS.get(p.field);
    if (!apply) throw badRequest(`nestedParams field '${p.field}' is not supported; use ${[...NESTED_FIELDS.keys()].join(', ')}.`);
    if (p.matchType === 'REGEX') throw badRequest(`nestedParams field '${p.field}' takes matchType COLLECTION_CONTAINS_EXACT.`);
    apply(query, p.value);
  }
  return query;
}

/**
 * A title REGEX is what the shopper typed, escaped by the SPA (spec §7's typeahead): it is read back as the shopper's
 * words, never run as a pattern, so no value can cost more than a plain search.
 */
const typedText = (value: string): string => value.replace(/\\(.)/gsu, '$1');

/** textParams of both item searches: status, code and id EXACT; title (or name) EXACT or REGEX (as text). */
function applyTextParams(query: ItemQuery, params: TextParam[] | undefined): void {
  for (const p of params ?? []) {
    if (!TEXT_FIELDS.includes(p.field)) throw badRequest(`textParams field '${p.field}' is not searchable; use ${TEXT_FIELDS.join(', ')}.`);
    if (p.matchType === 'COLLECTION_CONTAINS_EXACT') throw badRequest(`textParams field '${p.field}' takes matchType EXACT or REGEX.`);
    if (p.field === 'title' || p.field === 'name') {
      if (p.matchType === 'REGEX') query.typed = typedText(p.value);
      else query.titleEquals = p.value;
    } else if (p.matchType === 'REGEX') {
      throw badRequest(`textParams field '${p.field}' takes matchType EXACT; only title accepts REGEX.`);
    } else if (p.field === 'status') query.status = p.value;
    else if (p.field === 'code') query.codeEquals = p.value;
    else query.idEquals = p.value;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Items asked for at once by id: a full saved list (the largest list the SPA asks about). */
export const MAX_ITEMS_BY_IDS = MAX_SAVED_PRODUCTS;
const byIdsQuery = {
  type: 'object',
  required: ['ids'],
  properties: { ids: { type: 'string', minLength: 1, maxLength: MAX_ITEMS_BY_IDS * (MAX_ITEM_ID_LENGTH + 1) } },
} as const;

/** The ids of a by-ids query, or a 400 saying what is wrong with them. */
function askedIds(ids: string): string[] {
  const list = ids.split(',');
  if (list.length > MAX_ITEMS_BY_IDS) throw badRequest(`ids names at most ${MAX_ITEMS_BY_IDS} items; it names ${list.length}.`);
  const bad = list.find((id) => !isItemIdShaped(id));
  if (bad !== undefined)
    throw badRequest(
      `ids is a comma-separated list of item ids (1 to ${MAX_ITEM_ID_LENGTH} letters, digits, - or _); '${bad.slice(0, 80)}' is not one.`,
    );
  return list;
}

export function catalogRoutes(
  fastify: FastifyInstance,
  store: ShopStore,
  options: { now: () => number; viewsPerMinute: number | false },
): void {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
  app.post('/api/search/indices/outlet-stock/search', { schema: { body: outletStockSchema } }, async (request, reply) => {
    const query = outletStockQuery(request.body);
    const { items, total } = await store.searchItemsJson(query, request.body.view);
    return sendJsonList(reply, query.page, query.size, items, total);
  });

  app.post('/api/v2/items/search', { schema: { body: itemSearchSchema } }, async (request, reply) => {
    const query = itemSearchQuery(request.body);
    const { items, total } = await store.searchItemsJson(query);
    return sendJsonList(reply, query.page, query.size, items, total);
  });

  app.get('/api/v2/items', { schema: { querystring: idQuery } }, async (request, reply) => {
    const json = await store.findItemJson(request.query.id);
    if (json === null) throw notFound(`No product with id '${request.query.id}'.`);
    return reply.type('application/json; charset=utf-8').send(json);
  });

  // Several items at once (saved products, products seen lately): as GET /api/v2/items answers each, in the order asked,
  // items not on sale left out. A GET, as the item detail is: the address says it all (at most some 6.5 KB), and a
  // browser or proxy treats it as the read it is. No Cache-Control, as the detail call: every answer is read after the
  // change log is applied, so its prices and stock are those of the current page-data version.
  app.get('/api/items/by-ids', { schema: { querystring: byIdsQuery } }, async (request, reply) => {
    const items = await store.findItemsJson(askedIds(request.query.ids));
    return sendJsonList(reply, 1, Math.max(1, items.length), items, items.length);
  });

  // A view counts once a day per client address and per device it names: new device ids from one address count no
  // more than one, and new addresses (a rotating proxy) with one device id count no more than one either.
  app.post(
    '/api/v2/items/events/view',
    { schema: { querystring: idQuery }, ...perMinute(options.viewsPerMinute) },
    async (request, reply) => {
      const viewers = [...new Set([`address:${clientKey(request.ip)}`, deviceKey(request)])];
      if (!(await store.recordItemView(request.query.id, viewers, Math.floor(options.now() / DAY_MS))))
        throw notFound(`No product with id '${request.query.id}'.`);
      return reply.code(202).send({ id: request.query.id });
    },
  );
}

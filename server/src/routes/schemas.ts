// JSON schemas shared by the routes. Bodies are validated without type coercion: "2" is not a page number.
import type { FastifyReply } from 'fastify';
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { badRequest } from '../errors';

export const MAX_PAGE_SIZE = 100;

/** The kinds of lookup the catalogue has. */
export const LOOKUP_TYPES = ['bands', 'brands'];

export const idString = { type: 'string', minLength: 1, maxLength: 64 } as const;

export const pageProperties = (defaultSize: number, maxSize = MAX_PAGE_SIZE) =>
  ({
    page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
    size: { type: 'integer', minimum: 1, maximum: maxSize, default: defaultSize },
    fetchCount: { type: 'boolean' },
  }) as const;

export const textParamsSchema = {
  type: 'array',
  maxItems: 20,
  items: {
    type: 'object',
    required: ['field', 'value'],
    properties: {
      field: { type: 'string', minLength: 1, maxLength: 64 },
      value: { type: 'string', maxLength: 200 },
      matchType: { type: 'string', enum: ['EXACT', 'REGEX', 'COLLECTION_CONTAINS_EXACT'], default: 'EXACT' },
      isRelational: { type: 'boolean' },
    },
  },
} as const;

export const sortParamsSchema = <Field extends string>(fields: readonly Field[]) =>
  ({
    type: 'array',
    maxItems: 5,
    items: {
      type: 'object',
      required: ['field'],
      properties: {
        field: { type: 'string', enum: fields },
        type: { type: 'string', enum: ['ASCENDING', 'DESCENDING'], default: 'ASCENDING' },
      },
    },
  }) as const;

/** A page request with text and sort parameters (the generic resource client's search body); generic so that the derived body type knows the sort fields and extras. */
export const pageBody = <Field extends string, Extra extends Record<string, JSONSchema> = Record<never, JSONSchema>>(
  defaultSize: number,
  sortFields: readonly Field[],
  extra = {} as Extra,
) =>
  ({
    type: 'object',
    properties: { ...pageProperties(defaultSize), textParams: textParamsSchema, sortParams: sortParamsSchema(sortFields), ...extra },
  }) as const;

export const idQuery = {
  type: 'object',
  required: ['id'],
  properties: { id: idString },
} as const;

export type TextParam = FromSchema<typeof textParamsSchema>[number];

/** Reads EXACT text parameters; any other field or match type is a 400 naming what is supported. */
export function exactParams(textParams: TextParam[] | undefined, allowed: readonly string[]): Map<string, string> {
  const values = new Map<string, string>();
  for (const p of textParams ?? []) {
    if (!allowed.includes(p.field)) throw badRequest(`textParams field '${p.field}' is not supported here; use ${allowed.join(', ')}.`);
    if (p.matchType !== 'EXACT') throw badRequest(`textParams field '${p.field}' supports only matchType EXACT.`);
    values.set(p.field, p.value);
  }
  return values;
}

export const nextPageToken = (page: number, size: number, total: number) => (page * size < total ? String(page + 1) : '');

export function sendList<T>(reply: FastifyReply, body: { page: number; size: number }, list: T[], total: number) {
  return reply.send({ list, nextPageToken: nextPageToken(body.page, body.size, total), total });
}

const LIST_START = Buffer.from('{"list":[');
const COMMA = Buffer.from(',');

/** A list whose entries are JSON bytes already (items), spliced without parsing or encoding them again. */
export function sendJsonList(reply: FastifyReply, page: number, size: number, items: Buffer[], total: number) {
  const parts: Buffer[] = [LIST_START];
  items.forEach((item, k) => {
    if (k > 0) parts.push(COMMA);
    parts.push(item);
  });
  parts.push(Buffer.from(`],"nextPageToken":${JSON.stringify(nextPageToken(page, size, total))},"total":${total}}`));
  return reply.type('application/json; charset=utf-8').send(Buffer.concat(parts));
}

/** A page number in a query string (text: queries are not coerced either), 1 by default. */
export const queryPage = { type: 'string', pattern: '^[1-9][0-9]{0,4}$', default: '1' } as const;

interface ClosedSchema {
  additionalProperties?: boolean;
  properties?: Record<string, unknown>;
  /** A list's entries. */
  items?: unknown;
}

/**
 * The first property `value` has (at any depth, in lists too) that a schema with `additionalProperties: false` does not
 * name, as a dotted path (`items.0.price`); null when none. The server's validator drops unknown properties silently
 * (removeAdditional), which suits the shop's calls; a body kept as the client wrote it is refused instead, so nothing
 * it sends is lost without a word.
 */
export function unknownProperty(schema: ClosedSchema, value: unknown, at = ''): string | null {
  if (Array.isArray(value) && schema.items) {
    for (const [index, entry] of value.entries()) {
      const inner = unknownProperty(schema.items as ClosedSchema, entry, `${at}${index}.`);
      if (inner) return inner;
    }
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value) || !schema.properties) return null;
  for (const [key, inner] of Object.entries(value)) {
    const known = Object.hasOwn(schema.properties, key) ? (schema.properties[key] as ClosedSchema) : null;
    if (!known && schema.additionalProperties === false) return `${at}${key}`;
    const deeper = known && unknownProperty(known, inner, `${at}${key}.`);
    if (deeper) return deeper;
  }
  return null;
}

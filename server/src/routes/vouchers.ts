// Promo codes, for the shop's staff (admin token): make a code, list them with their uses, change a code's dates and
// limits or switch it off. Times are ISO 8601 in both directions; the store keeps epoch milliseconds.
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normalizeVoucherCode, VOUCHER_KINDS } from '@domain/voucher';
import type { RequestGuard } from '../clients';
import type { ShopStore } from '../db';
import type { VoucherRecord, VoucherWithUses } from '../db/types';
import { badRequest, conflict, notFound } from '../errors';
import { epochOf, ISO_TIME, isoOf, MAX_AMOUNT, MAX_VOUCHER_IDS, termsProblem } from '../voucherRules';
import { voucherAnswer, voucherListAnswer } from './voucherAnswers';
import { idString, nextPageToken, queryPage, unknownProperty } from './schemas';

export const VOUCHERS_PAGE_SIZE = 20;

const money = { type: 'integer', minimum: 0, maximum: 100_000_000 } as const;
const time = { type: 'string', maxLength: 40, pattern: ISO_TIME } as const;
const maxUses = { type: 'integer', minimum: 1, maximum: 100_000_000 } as const;
const ids = { type: 'array', maxItems: MAX_VOUCHER_IDS, items: idString } as const;

export const newVoucherBody = {
  type: 'object',
  additionalProperties: false,
  required: ['code', 'kind'],
  properties: {
    code: { type: 'string', maxLength: 64 },
    kind: { type: 'string', enum: VOUCHER_KINDS },
    value: { type: 'integer', minimum: 0, maximum: MAX_AMOUNT },
    minSubtotal: money,
    maxDiscount: money,
    startsAt: time,
    endsAt: time,
    maxUses,
    onePerNumber: { type: 'boolean' },
    categoryIds: ids,
    bandIds: ids,
  },
} as const;

/** What a change may touch; null clears a date, a limit or a minimum. */
export const voucherChangeBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    startsAt: { ...time, type: ['string', 'null'] },
    endsAt: { ...time, type: ['string', 'null'] },
    maxUses: { ...maxUses, type: ['integer', 'null'] },
    minSubtotal: { ...money, type: ['integer', 'null'] },
    maxDiscount: { ...money, type: ['integer', 'null'] },
    onePerNumber: { type: 'boolean' },
    active: { type: 'boolean' },
  },
} as const;

const listQuery = { type: 'object', properties: { page: queryPage } } as const;
const codeParams = { type: 'object', required: ['code'], properties: { code: { type: 'string', maxLength: 64 } } } as const;

/** A body as the client wrote it: a field the call does not take is a 400, never dropped without a word. */
const refuseUnknown = (schema: typeof newVoucherBody | typeof voucherChangeBody) => async (request: FastifyRequest) => {
  const unknown = unknownProperty(schema, request.body);
  if (unknown) throw badRequest(`A promo code has no field ${unknown}; leave it out.`);
};

const answerOf = (voucher: VoucherWithUses) => ({
  code: voucher.code,
  kind: voucher.kind,
  value: voucher.value,
  minSubtotal: voucher.minSubtotal,
  maxDiscount: voucher.maxDiscount,
  startsAt: isoOf(voucher.startsAt),
  endsAt: isoOf(voucher.endsAt),
  maxUses: voucher.maxUses,
  onePerNumber: voucher.onePerNumber,
  categoryIds: voucher.categoryIds,
  bandIds: voucher.bandIds,
  active: voucher.active,
  uses: voucher.uses,
  createdAt: isoOf(voucher.createdAt)!,
  updatedAt: isoOf(voucher.updatedAt)!,
});

/** Terms the shop can keep, else a 400 naming what is wrong. */
function keepable(voucher: VoucherRecord): VoucherRecord {
  const problem = termsProblem(voucher);
  if (problem) throw badRequest(problem);
  return voucher;
}

export function voucherRoutes(
  fastify: FastifyInstance,
  store: ShopStore,
  { admin, now }: { admin: RequestGuard; now: () => number },
): void {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();

  /** Every category and band a code names must be the shop's. */
  async function checkReferences(categoryIds: string[], bandIds: string[]) {
    const unknown = await store.vouchers.unknownReferences({ categoryIds, bandIds });
    if (unknown.categoryIds.length) throw badRequest(`No category ${unknown.categoryIds.join(', ')}; name categories by their ids.`);
    if (unknown.bandIds.length) throw badRequest(`No band ${unknown.bandIds.join(', ')}; name bands by their ids.`);
  }

  app.post(
    '/api/admin/vouchers',
    {
      onRequest: admin,
      preValidation: refuseUnknown(newVoucherBody),
      schema: { body: newVoucherBody, response: { 201: voucherAnswer } },
    },
    async (request, reply) => {
      const body = request.body;
      const at = now();
      const voucher = keepable({
        code: normalizeVoucherCode(body.code),
        kind: body.kind,
        value: body.value ?? 0,
        minSubtotal: body.minSubtotal ?? null,
        maxDiscount: body.maxDiscount ?? null,
        startsAt: epochOf('startsAt', body.startsAt ?? null),
        endsAt: epochOf('endsAt', body.endsAt ?? null),
        maxUses: body.maxUses ?? null,
        onePerNumber: body.onePerNumber ?? false,
        categoryIds: [...new Set(body.categoryIds ?? [])],
        bandIds: [...new Set(body.bandIds ?? [])],
        active: true,
        createdAt: at,
        updatedAt: at,
      });
      await checkReferences(voucher.categoryIds, voucher.bandIds);
      if (!(await store.vouchers.add(voucher))) throw conflict(`The code ${voucher.code} exists already; change it with PATCH.`);
      return reply.code(201).send(answerOf({ ...voucher, uses: 0, byNumber: 0 }));
    },
  );

  app.get(
    '/api/admin/vouchers',
    { onRequest: admin, schema: { querystring: listQuery, response: { 200: voucherListAnswer } } },
    async (request) => {
      const page = Number(request.query.page);
      const { list, total } = await store.vouchers.list({ page, size: VOUCHERS_PAGE_SIZE });
      return { list: list.map(answerOf), nextPageToken: nextPageToken(page, VOUCHERS_PAGE_SIZE, total), total };
    },
  );

  app.patch(
    '/api/admin/vouchers/:code',
    {
      onRequest: admin,
      preValidation: refuseUnknown(voucherChangeBody),
      schema: { params: codeParams, body: voucherChangeBody, response: { 200: voucherAnswer } },
    },
    async (request) => {
      const code = normalizeVoucherCode(request.params.code);
      const change: typeof request.body = request.body ?? {};
      const startsAt = epochOf('startsAt', change.startsAt);
      const endsAt = epochOf('endsAt', change.endsAt);
      const changed = await store.vouchers.update(code, (current) =>
        keepable({
          ...current,
          ...(startsAt !== undefined && { startsAt }),
          ...(endsAt !== undefined && { endsAt }),
          ...(change.maxUses !== undefined && { maxUses: change.maxUses }),
          ...(change.minSubtotal !== undefined && { minSubtotal: change.minSubtotal }),
          ...(change.maxDiscount !== undefined && { maxDiscount: change.maxDiscount }),
          ...(change.onePerNumber !== undefined && { onePerNumber: change.onePerNumber }),
          ...(change.active !== undefined && { active: change.active }),
          updatedAt: now(),
        }),
      );
      if (!changed) throw notFound(`No promo code ${code}.`);
      return answerOf(changed);
    },
  );
}

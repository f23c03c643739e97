// "Report a problem": a shopper's note and the page's redacted action log (a Redux DevTools export), kept for the staff,
// who list and read them with the admin token. At most REPORTS_PER_HOUR from one client address, counted in the
// database so that every instance agrees; at most `kept` reports, none older than 30 days.
import { createHash } from 'node:crypto';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { LANGUAGES } from '@domain/language';
import { REPORT_NOTE_MAX, REPORT_PAGE_MAX } from '@domain/problemReport';
import { clientKey, type RequestGuard } from '../clients';
import type { ShopStore } from '../db';
import { newReportReference, REPORT_REFERENCE } from '../db/reports';
import { ApiError, badRequest, notFound } from '../errors';
import { reportLogProblem } from '../reportLog';
import { reportAnswer, reportCreatedAnswer, reportListAnswer } from './reportAnswers';
import { nextPageToken, queryPage, unknownProperty } from './schemas';

export const REPORTS_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;
export const REPORT_KEEP_MS = 30 * 24 * HOUR_MS;
/** A report's body at most: a log of a few hundred actions, redacted, is a few tens of KB. */
export const REPORT_BODY_LIMIT = 256 * 1024;
export const REPORTS_PAGE_SIZE = 20;
/** The user agent as kept. */
const USER_AGENT_LENGTH = 300;

const viewportSide = { type: 'integer', minimum: 1, maximum: 20000 } as const;

export const reportBody = {
  type: 'object',
  additionalProperties: false,
  required: ['note', 'page', 'language', 'viewport', 'build', 'log'],
  properties: {
    note: { type: 'string', maxLength: REPORT_NOTE_MAX },
    // A path on this site: one slash, never two (or a backslash) that would make it another host's address.
    page: { type: 'string', minLength: 1, maxLength: REPORT_PAGE_MAX, pattern: '^/(?![/\\\\])[^\\u0000-\\u001f\\u007f]*$' },
    language: { type: 'string', enum: LANGUAGES },
    viewport: {
      type: 'object',
      additionalProperties: false,
      required: ['width', 'height'],
      properties: { width: viewportSide, height: viewportSide },
    },
    build: { type: 'string', pattern: '^[A-Za-z0-9._-]{1,64}$' },
    log: {
      type: 'object',
      additionalProperties: false,
      required: ['payload'],
      properties: { payload: { type: 'string' }, preloadedState: { type: 'string' } },
    },
    replay: { type: 'string' },
  },
} as const;

const listQuery = { type: 'object', properties: { page: queryPage } } as const;
const referenceParams = {
  type: 'object',
  required: ['reference'],
  properties: { reference: { type: 'string', maxLength: 20 } },
} as const;

/** What the hourly bound counts a client by: a digest of its address key, so no address is stored. */
const clientDigest = (ip: string) => createHash('sha256').update(clientKey(ip)).digest('hex');

export function reportRoutes(
  fastify: FastifyInstance,
  store: ShopStore,
  { admin, now, kept }: { admin: RequestGuard; now: () => number; kept: number },
): void {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();

  app.post(
    '/api/reports',
    {
      bodyLimit: REPORT_BODY_LIMIT,
      schema: { body: reportBody, response: { 201: reportCreatedAnswer } },
      preValidation: async (request) => {
        const unknown = unknownProperty(reportBody, request.body);
        if (unknown) throw badRequest(`A report has no field ${unknown}; leave it out.`);
      },
    },
    async (request, reply) => {
      const { note, page, language, viewport, build, log, replay } = request.body;
      const problem = reportLogProblem(log, replay, page);
      if (problem) throw badRequest(problem);
      const at = now();
      const added = await store.reports.add(
        {
          clientDigest: clientDigest(request.ip),
          note: note.trim(),
          page,
          language,
          viewport,
          build,
          userAgent: (request.headers['user-agent'] ?? '').slice(0, USER_AGENT_LENGTH),
          log: { payload: log.payload, ...(log.preloadedState !== undefined && { preloadedState: log.preloadedState }) },
          ...(replay !== undefined && { replay }),
        },
        { now: at, perClient: REPORTS_PER_HOUR, windowMs: HOUR_MS, kept, keepMs: REPORT_KEEP_MS, newReference: newReportReference },
      );
      if (added.kind === 'tooMany') {
        const seconds = Math.max(1, Math.ceil(added.retryAfterMs / 1000));
        reply.header('retry-after', String(seconds));
        throw new ApiError(
          429,
          `This connection has sent ${REPORTS_PER_HOUR} reports in the last hour; try again in ${Math.ceil(seconds / 60)} minutes.`,
        );
      }
      return reply.code(201).send({ reference: added.reference });
    },
  );

  app.get(
    '/api/admin/reports',
    { onRequest: admin, schema: { querystring: listQuery, response: { 200: reportListAnswer } } },
    async (request) => {
      const page = Number(request.query.page);
      const { list, total } = await store.reports.list({ page, size: REPORTS_PAGE_SIZE, since: now() - REPORT_KEEP_MS });
      return { list, nextPageToken: nextPageToken(page, REPORTS_PAGE_SIZE, total), total };
    },
  );

  app.get(
    '/api/admin/reports/:reference',
    { onRequest: admin, schema: { params: referenceParams, response: { 200: reportAnswer } } },
    async (request) => {
      const reference = request.params.reference.toUpperCase();
      if (!REPORT_REFERENCE.test(reference))
        throw badRequest(`'${request.params.reference}' is not a report reference (R- and 6 letters).`);
      const report = await store.reports.find(reference, now() - REPORT_KEEP_MS);
      if (!report) throw notFound(`No report ${reference}; reports are kept 30 days.`);
      return report;
    },
  );
}

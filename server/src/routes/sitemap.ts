// /sitemap.xml (the index) and /sitemaps/<file>.xml, sent from the in-memory SitemapCache with validators, so a
// search engine that asks again for an unchanged file gets a 304 and no body.
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contentCoding } from '../contentCoding';
import type { ShopStore } from '../db';
import { MAX_URLS_PER_FILE, SITEMAP_FILE_PATTERN, SitemapCache, type SitemapDocument } from '../sitemap';

/** RFC 9110: If-None-Match (weak comparison) decides when present; else If-Modified-Since. */
function notModified(request: FastifyRequest, etag: string, lastModified: Date): boolean {
  const tags = request.headers['if-none-match'];
  if (tags !== undefined) return tags.split(',').some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === etag);
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return lastModified.getTime() <= since;
}

function sendDocument(request: FastifyRequest, reply: FastifyReply, document: SitemapDocument, lastModified: Date) {
  const gzip = contentCoding(request.headers['accept-encoding'], ['gzip']) === 'gzip';
  const { bytes, etag } = gzip ? document.gzipped : document.plain;
  reply
    .header('cache-control', 'public, max-age=3600')
    .header('vary', 'accept-encoding')
    .header('etag', etag)
    .header('last-modified', lastModified.toUTCString());
  if (notModified(request, etag, lastModified)) return reply.code(304).send();
  if (gzip) reply.header('content-encoding', 'gzip');
  return reply.type('application/xml; charset=utf-8').send(bytes);
}

export interface SitemapOptions {
  /** The shop's public origin: every address in the sitemap is absolute on it. */
  siteOrigin: string;
  /** The protocol's 50,000 unless a test wants to see the files split. */
  urlsPerFile?: number;
}

export function sitemapRoutes(fastify: FastifyInstance, store: ShopStore, options: SitemapOptions): void {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
  const cache = new SitemapCache(store, options.siteOrigin, options.urlsPerFile ?? MAX_URLS_PER_FILE);
  // The documents are gzipped once, when built: the compression plugin must not compress them again per request.
  app.get('/sitemap.xml', { compress: false }, async (request, reply) => {
    const sitemap = await cache.current();
    return sendDocument(request, reply, sitemap.index, sitemap.lastModified);
  });
  const params = { type: 'object', required: ['file'], properties: { file: { type: 'string', pattern: SITEMAP_FILE_PATTERN } } } as const;
  app.get('/sitemaps/:file', { compress: false, schema: { params } }, async (request, reply) => {
    const sitemap = await cache.current();
    const document = sitemap.files.get(request.params.file);
    return document ? sendDocument(request, reply, document, sitemap.lastModified) : reply.callNotFound();
  });
}

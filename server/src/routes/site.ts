// Everything that is not the API: /config.js, the generated catalogue images and the built SPA with history fallback.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ShopStore } from '../db';
import { categoryImage, itemImage, newsImage, outletBanner } from '../images/svg';

export interface PublicConfig {
  apiBaseUrl: string;
  apiKey: string;
  imageHost: string;
  mapTileUrl: string;
}

/** The SPA's runtime configuration (src/app/config.ts reads window.SHOP_CONFIG). */
export function configScript(store: ShopStore, config: PublicConfig): string {
  const value = {
    apiBaseUrl: config.apiBaseUrl,
    apiKey: config.apiKey,
    imageHost: config.imageHost,
    onlineLocationId: store.onlineLocationId,
    defaultLocationIds: store.stockLocationIds,
    mapTileUrl: config.mapTileUrl,
  };
  // '<' escaped so the text stays inert even if someone inlines it in HTML.
  return `window.SHOP_CONFIG = ${JSON.stringify(value, null, 2).replace(/</g, '\\u003c')};\n`;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** webpack's content-hashed file names, e.g. main.97fe8885.js: safe to cache for a year. */
const HASHED = /\.[0-9a-f]{8,}\.(js|css|mjs|woff2?|png|jpe?g|svg|webp|gif|ico|map|txt)$/;

const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Metal Merch: storefront not built</title>
<style>body{font-family:system-ui,sans-serif;background:#141416;color:#eee;display:flex;min-height:100vh;align-items:center;justify-content:center;margin:0}main{max-width:520px;padding:24px}code{background:#2a2a2e;padding:2px 6px;border-radius:4px}</style></head>
<body><main><h1>The storefront is not built yet</h1><p>The API is running, but there is no <code>dist/</code> folder to serve.</p><p>Run <code>npm run build</code> (or <code>npm start</code>, which builds when needed), then reload this page.</p></main></body></html>`;

function sendSvg(reply: FastifyReply, svg: string | null) {
  if (svg === null) return reply.callNotFound();
  return reply.header('cache-control', IMMUTABLE).type('image/svg+xml; charset=utf-8').send(svg);
}

export function siteRoutes(fastify: FastifyInstance, store: ShopStore, options: { distDir: string; config: PublicConfig }): void {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
  const script = configScript(store, options.config);
  app.get('/config.js', async (_request, reply) =>
    reply.header('cache-control', 'no-store, max-age=0').type('application/javascript; charset=utf-8').send(script),
  );

  // `required` changes nothing at run time (a matched route has all its params, '' at the least); it types them as strings.
  const file = (pattern: string) => ({ type: 'object', required: ['file'], properties: { file: { type: 'string', pattern } } }) as const;
  app.get(
    '/images/items/:code/:file',
    { schema: { params: { type: 'object', required: ['code', 'file'], properties: { code: { type: 'string', pattern: '^[A-Za-z0-9-]{1,40}$' }, file: { type: 'string', pattern: '^[1-9][0-9]?\\.svg$' } } } } },
    async (request, reply) => {
      const art = store.itemArt(request.params.code);
      return sendSvg(reply, art ? itemImage(art, parseInt(request.params.file, 10)) : null);
    },
  );
  const slug = '^[a-z0-9-]{1,60}\\.svg$';
  app.get('/images/outlets/:file', { schema: { params: file(slug) } }, async (request, reply) =>
    sendSvg(reply, outletBanner(request.params.file.slice(0, -4))),
  );
  app.get('/images/news/:file', { schema: { params: file(slug) } }, async (request, reply) =>
    sendSvg(reply, newsImage(request.params.file.slice(0, -4))),
  );
  app.get('/images/categories/:file', { schema: { params: file(slug) } }, async (request, reply) =>
    sendSvg(reply, categoryImage(request.params.file.slice(0, -4))),
  );

  // The SPA: a file from dist/ if there is one, else index.html (history fallback). /api, /images and /gateway never fall back.
  const distDir = path.resolve(options.distDir);
  app.get('/*', async (request, reply) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(request.url.split('?', 1)[0]);
    } catch {
      return reply.code(400).send({ error: 'The address is not valid (a broken %-escape).' });
    }
    if (/^\/(api|images|gateway)(\/|$)/.test(pathname)) return reply.callNotFound();
    const index = path.join(distDir, 'index.html');
    if (!existsSync(index)) return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(NOT_BUILT);

    const relative = path.normalize(pathname).replace(/^([/\\])+/, '');
    // Source maps (hidden-source-map in production) are for error tracking, not for the public: a .map address is
    // a plain 404, never the file and never the index.html fallback. Case-insensitive, for case-insensitive disks.
    if (/\.map[/\\]*$/i.test(relative)) return reply.callNotFound();
    const candidate = path.join(distDir, relative);
    if (relative && candidate.startsWith(distDir + path.sep) && existsSync(candidate) && statSync(candidate).isFile()) {
      reply.header('cache-control', HASHED.test(relative) ? IMMUTABLE : 'no-cache');
      return reply.sendFile(relative, distDir, { cacheControl: false });
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html', distDir, { cacheControl: false });
  });
}

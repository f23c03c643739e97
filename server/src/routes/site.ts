// Everything that is not the API: /config.js, the generated catalogue images, and the shop's pages: server-rendered
// when the build wrote a renderer, else the built SPA's index.html (history fallback).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readConfig, type ShopConfig, type SocialLinks } from '../../../src/app/config';
import type { ShopStore } from '../db';
import { PICTURES_SHARE_OF_PAGE_CACHE, PNG_WIDTHS, PngPictures, PREVIEW_WIDTH } from '../images/raster';
import { categoryImage, itemImage, newsImage, outletBanner } from '../images/svg';
import { robotsTxt } from '../sitemap';
import { windowGuard } from '../clients';
import type { QueueLimits } from '../workQueue';
import { sitemapRoutes } from './sitemap';
import { redactedUrl } from '../logging';
import { LANGUAGES, localPath, pathLanguage } from '@domain/language';
import { detailsPath } from '@domain/productDisplay';
import { chosenLanguage, languageCookie } from '../language';
import { localRedirect } from '../safeRedirect';
import { contentCoding } from '../contentCoding';
import { PageCache, sharedPage, type PageCacheOptions, type RenderedPage, type SharedPage } from '../pageCache';

export interface PublicConfig {
  apiBaseUrl: string;
  apiKey: string;
  imageHost: string;
  mapTileUrl: string;
  socialLinks: SocialLinks;
  maxUnitsPerLine: number;
}

/** What the storefront runs with: the same for the browser (/config.js) and for the server render. */
export function shopConfig(store: ShopStore, config: PublicConfig): ShopConfig {
  return readConfig({
    apiBaseUrl: config.apiBaseUrl,
    apiKey: config.apiKey,
    imageHost: config.imageHost,
    imageWidths: [...PNG_WIDTHS],
    onlineLocationId: store.onlineLocationId,
    defaultLocationIds: store.stockLocationIds,
    mapTileUrl: config.mapTileUrl,
    socialLinks: config.socialLinks,
    maxUnitsPerLine: config.maxUnitsPerLine,
  });
}

/** The SPA's runtime configuration (src/app/config.ts reads window.SHOP_CONFIG). */
export function configScript(config: ShopConfig): string {
  // '<' escaped so the text stays inert even if someone inlines it in HTML.
  return `window.SHOP_CONFIG = ${JSON.stringify(config, null, 2).replace(/</g, '\\u003c')};\n`;
}

/** What dist-server/render.js exports (src/render/index.tsx). */
export interface PageRenderer {
  renderPage(request: {
    url: string;
    template: string;
    chunkFiles: Record<string, string[]>;
    config: ShopConfig;
    apiBaseUrl: string;
    siteOrigin: string;
    timeoutMs: number;
  }): Promise<RenderedPage>;
}

/** The build's server renderer, or null (and a warning) when there is none: pages are then rendered in the browser. */
export function loadRenderer(bundle: string, log: FastifyBaseLogger): PageRenderer | null {
  if (!existsSync(bundle)) {
    log.warn(`No server renderer at ${bundle} (run npm run build); pages are rendered in the browser only.`);
    return null;
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(bundle) as PageRenderer;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** webpack's content-hashed file names, e.g. main.97fe8885.js: safe to cache for a year. */
const HASHED = /\.[0-9a-f]{8,}\.(js|css|mjs|woff2?|png|jpe?g|svg|webp|gif|ico|map|txt)$/;

const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Metal Merch: storefront not built</title>
<style>body{font-family:system-ui,sans-serif;background:#141416;color:#eee;display:flex;min-height:100vh;align-items:center;justify-content:center;margin:0}main{max-width:520px;padding:24px}code{background:#2a2a2e;padding:2px 6px;border-radius:4px}</style></head>
<body><main><h1>The storefront is not built yet</h1><p>The API is running, but there is no <code>dist/</code> folder to serve.</p><p>Run <code>npm run build</code> (or <code>npm start</code>, which builds when needed), then reload this page.</p></main></body></html>`;

interface SiteOptions {
  distDir: string;
  config: PublicConfig;
  renderer?: PageRenderer | null;
  renderTimeoutMs?: number;
  /** The shop's public origin: rendered pages name their canonical addresses with it. */
  siteOrigin: string;
  /** The CSP of a server-rendered page, which allows its inline scripts by these hashes. */
  pagePolicy?: (scriptHashes: string[]) => string;
  pageCache: PageCacheOptions;
  sharing: PageSharing;
  pictures: PictureLimits;
}

export interface PictureLimits {
  /** PNG pictures drawn at once and waiting. */
  drawing: QueueLimits;
  /** Pictures one client address may have drawn a minute (kept ones are free); false: no limit. */
  drawsPerMinute: number | false;
}

/** How long a shared cache (a CDN, nginx) may keep a page, and serve it stale while it asks again. */
export interface PageSharing {
  maxAgeS: number;
  staleWhileRevalidateS: number;
}

/** Whether If-None-Match names this tag (a weak comparison, as RFC 9110 has for it) or any. */
function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  return !!ifNoneMatch && ifNoneMatch.split(',').some((tag) => ['*', etag].includes(tag.trim().replace(/^W\//, '')));
}

/**
 * A rendered page. Shareable, it carries its ETag (a 304 for whoever has it already) and lets a shared cache keep it
 * briefly and serve it stale while it asks again; a shopper's own is kept by no cache; one rendered without all its
 * data is asked for again each time. Its body goes compressed as it was kept.
 */
function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: SharedPage,
  sharing: PageSharing,
  policy?: (hashes: string[]) => string,
) {
  if (policy) reply.header('content-security-policy', policy(page.scriptHashes));
  reply.header('vary', 'cookie, accept-encoding');
  if (page.private) reply.header('cache-control', 'private, no-store');
  if (page.shareable) {
    reply
      .header('cache-control', `public, max-age=0, s-maxage=${sharing.maxAgeS}, stale-while-revalidate=${sharing.staleWhileRevalidateS}`)
      .header('etag', page.etag);
    if (notModified(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
  }
  const encoding = contentCoding(request.headers['accept-encoding'], ['br', 'gzip']);
  reply.type('text/html; charset=utf-8').code(page.status);
  // Already compressed: the compression plugin leaves a body with its Content-Encoding as it is.
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(page.bodies[encoding]);
}

export function siteRoutes(fastify: FastifyInstance, store: ShopStore, options: SiteOptions): void {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
  const config = shopConfig(store, options.config);
  const script = configScript(config);
  app.get('/config.js', async (_request, reply) =>
    reply.header('cache-control', 'no-store, max-age=0').type('application/javascript; charset=utf-8').send(script),
  );

  // `required` changes nothing at run time (a matched route has all its params, '' at the least); it types them as strings.
  const file = (pattern: string) => ({ type: 'object', required: ['file'], properties: { file: { type: 'string', pattern } } }) as const;
  // Pictures take a slice of the page memory bound; the pages keep the rest.
  const pictureBytes = Math.floor(options.pageCache.maxBytes * PICTURES_SHARE_OF_PAGE_CACHE);
  const pngs = new PngPictures({ drawing: options.pictures.drawing, maxBytes: pictureBytes });
  const drawsAllowed = windowGuard(fastify, options.pictures.drawsPerMinute, 60_000);
  // `w` draws a PNG at one of the widths the shop's config names (query strings are not coerced: it is text here);
  // an SVG is the same at every width.
  const pictureWidth = {
    type: 'object',
    properties: { w: { type: 'string', enum: PNG_WIDTHS.map(String) } },
    additionalProperties: false,
  } as const;

  /**
   * A generated picture at its one address, `picturePath` (built from the decoded params) with its `w`: any other
   * spelling (escaped letters, an extra or empty query) is sent there and never drawn, so kept pictures are found by
   * the picture, not by the address as typed. The SVG itself, or (`.png`) drawn under the queue and kept.
   */
  async function sendPicture(
    request: FastifyRequest,
    reply: FastifyReply,
    picturePath: string,
    draw: () => Promise<string | null> | string | null,
  ) {
    const { w } = request.query as { w?: string };
    const png = picturePath.endsWith('.png');
    const address = w ? `${picturePath}?w=${w}` : picturePath;
    if (request.url !== address) return reply.redirect(address, 301);
    const width = w ? Number(w) : PREVIEW_WIDTH;
    const key = `${picturePath}@${width}`;
    const kept = png ? pngs.ready(key) : undefined;
    const svg = kept ? '' : await draw();
    if (svg === null) return reply.callNotFound();
    reply.header('cache-control', IMMUTABLE);
    if (!png) return reply.type('image/svg+xml; charset=utf-8').send(svg);
    if (kept) return reply.type('image/png').send(await kept);
    await drawsAllowed(request, reply);
    return reply.type('image/png').send(await pngs.draw(key, svg, width));
  }

  app.get(
    '/images/items/:code/:file',
    {
      schema: {
        params: {
          type: 'object',
          required: ['code', 'file'],
          properties: {
            code: { type: 'string', pattern: '^[A-Za-z0-9-]{1,40}$' },
            file: { type: 'string', pattern: '^[1-9][0-9]?\\.(svg|png)$' },
          },
        },
        querystring: pictureWidth,
      },
    },
    async (request, reply) => {
      const { code, file } = request.params;
      return sendPicture(request, reply, `/images/items/${code}/${file}`, async () => {
        const art = await store.itemArt(code);
        return art && itemImage(art, parseInt(file, 10));
      });
    },
  );
  const slug = '^[a-z0-9-]{1,60}\\.(svg|png)$';
  const pictures = { outlets: outletBanner, news: newsImage, categories: categoryImage };
  for (const [folder, draw] of Object.entries(pictures)) {
    app.get(`/images/${folder}/:file`, { schema: { params: file(slug), querystring: pictureWidth } }, async (request, reply) =>
      sendPicture(request, reply, `/images/${folder}/${request.params.file}`, () => draw(request.params.file.slice(0, -4))),
    );
  }

  sitemapRoutes(fastify, store, { siteOrigin: options.siteOrigin });
  const builtRobots = path.join(path.resolve(options.distDir), 'robots.txt');
  app.get('/robots.txt', async (_request, reply) => {
    const built = existsSync(builtRobots) ? readFileSync(builtRobots, 'utf8') : 'User-agent: *\nAllow: /\n';
    return reply.header('cache-control', 'no-cache').type('text/plain; charset=utf-8').send(robotsTxt(built, options.siteOrigin));
  });

  // A product's short address (/p/CODE, in text messages): sent on to its page in the address's language. A code of no
  // product on sale goes to the product page too, which says the product is not found.
  for (const language of LANGUAGES) {
    app.get(
      localPath(language, '/p/:code'),
      {
        schema: {
          params: { type: 'object', required: ['code'], properties: { code: { type: 'string', pattern: '^[A-Za-z0-9-]{1,40}$' } } },
        },
      },
      async (request, reply) => {
        const { code } = request.params;
        const id = await store.itemIdByCode(code);
        return reply.header('cache-control', 'no-cache').redirect(localPath(language, detailsPath({ id: id ?? code })), 302);
      },
    );
  }

  // The language switch: remembers the choice and opens the same page in that language. A link, so it works before
  // the page's script has run; the pages themselves set no cookie, so any cache may share them.
  app.get(
    '/language/:to',
    {
      schema: {
        params: { type: 'object', required: ['to'], properties: { to: { type: 'string', enum: [...LANGUAGES] } } },
        querystring: { type: 'object', properties: { next: { type: 'string', maxLength: 2000 } } },
      },
    },
    async (request, reply) =>
      reply
        .header('set-cookie', languageCookie(request.params.to))
        .header('cache-control', 'no-store')
        .redirect(localRedirect(request.params.to, request.query.next), 303),
  );

  // The SPA: a file from dist/ if there is one, else index.html (history fallback). /api, /images, /gateway and
  // /sitemaps never fall back.
  const distDir = path.resolve(options.distDir);
  const renderer = options.renderer;
  const pages = new PageCache({ ...options.pageCache, maxBytes: options.pageCache.maxBytes - pictureBytes });
  app.get('/*', async (request, reply) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(request.url.split('?', 1)[0]);
    } catch {
      return reply.code(400).send({ error: 'The address is not valid (a broken %-escape).' });
    }
    if (/^\/(api|images|gateway|sitemaps)(\/|$)/.test(pathname)) return reply.callNotFound();
    const index = path.join(distDir, 'index.html');
    if (!existsSync(index)) return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(NOT_BUILT);

    const relative = path.normalize(pathname).replace(/^([/\\])+/, '');
    // Source maps (hidden-source-map in production) are for error tracking, not for the public: a .map address is
    // a plain 404, never the file and never the index.html fallback. Case-insensitive, for case-insensitive disks.
    if (/\.map[/\\]*$/i.test(relative)) return reply.callNotFound();
    const candidate = path.join(distDir, relative);
    if (relative && candidate.startsWith(distDir + path.sep) && existsSync(candidate) && statSync(candidate).isFile()) {
      // Sent as the build's compressed copy or compressed on the way, either way by the client's Accept-Encoding.
      reply.header('cache-control', HASHED.test(relative) ? IMMUTABLE : 'no-cache').header('vary', 'accept-encoding');
      return reply.sendFile(relative, distDir);
    }
    // A shopper who chose a language gets each page in it, whichever address they followed.
    const chosen = chosenLanguage(request.headers.cookie);
    if (chosen && chosen !== pathLanguage(request.url.split('?', 1)[0]).language) {
      return reply.header('cache-control', 'private, no-store').redirect(localRedirect(chosen, request.url), 302);
    }
    // Which page the address opens depends on the language cookie (the redirect above): a shared cache keys on it.
    reply.header('cache-control', 'no-cache').header('vary', 'cookie');
    if (renderer) {
      const render = () =>
        renderOrNull(renderer, request, {
          template: readFileSync(index, 'utf8'),
          chunkFiles: readChunkFiles(distDir),
          config,
          siteOrigin: options.siteOrigin,
          timeoutMs: options.renderTimeoutMs ?? 1000,
        });
      const version = await store.pageDataVersion().catch((error: unknown) => {
        request.log.warn({ err: error }, 'the page-data version could not be read; the page is rendered and kept by no cache');
        return null;
      });
      const page =
        version === null
          ? await render().then((rendered) => rendered && sharedPage({ ...rendered, complete: false }))
          : await pages.page(request.url, version, render);
      if (page) return sendPage(request, reply, page, options.sharing, options.pagePolicy);
    }
    // The shell the browser renders: for whichever address asked, a payment's return with its token among them, so no
    // cache keeps it under that address.
    return reply.header('cache-control', 'private, no-store').sendFile('index.html', distDir);
  });
}

/** dist/chunks.json (webpack.config.ts writes it); without it pages still render, and fetch their code after the entry. */
function readChunkFiles(distDir: string): Record<string, string[]> {
  try {
    return JSON.parse(readFileSync(path.join(distDir, 'chunks.json'), 'utf8')) as Record<string, string[]>;
  } catch {
    return {};
  }
}

/**
 * The page rendered with its data, or null when rendering failed: the shopper then gets the client-rendered page,
 * never an error page. The render's own API calls go to the API host when the config names one, else to this server.
 */
async function renderOrNull(
  renderer: PageRenderer,
  request: FastifyRequest,
  page: {
    template: string;
    chunkFiles: Record<string, string[]>;
    config: ShopConfig;
    siteOrigin: string;
    timeoutMs: number;
  },
) {
  const apiBaseUrl = page.config.apiBaseUrl || `http://127.0.0.1:${request.socket.localPort}`;
  try {
    return await renderer.renderPage({ url: `http://localhost${request.url}`, apiBaseUrl, ...page });
  } catch (error) {
    request.log.error({ err: error, url: redactedUrl(request.url) }, 'server render failed; sent the client-rendered page');
    return null;
  }
}

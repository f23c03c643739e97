// The local commerce API server: spec §7's contract on an embedded SQLite file, plus /config.js, the
// catalogue's images, the sandbox payment gateway and the built SPA.
import compress from '@fastify/compress';
import { readAcceptEncoding } from './contentCoding';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import {
  DEFAULT_API_KEY,
  DEFAULT_DIST_DIR,
  DEFAULT_MAP_TILE_URL,
  DEFAULT_QUEUE_CALLS_PER_MINUTE,
  DEFAULT_RATE_LIMITS,
  DEFAULT_PAGE_CACHE,
  DEFAULT_PAGE_SHARING,
  DEFAULT_RENDER_TIMEOUT_MS,
  DEFAULT_SEED_ITEMS,
  DEFAULT_SITE_ORIGIN,
  DEFAULT_TIMEOUTS,
  DEFAULT_PICTURE_DRAWING,
  PICTURE_DRAWS_PER_MINUTE,
  DEFAULT_UNVERIFIED_HOLD_UNITS_PER_ADDRESS,
  DEFAULT_REPORTS_KEPT,
  type RateLimits,
  type Timeouts,
} from './config';
import { DEFAULT_MAX_UNITS_PER_LINE } from '@domain/orderLimits';
import { DEFAULT_PAYMENT_WINDOW_MS } from './db/payments';
import { quietAbortedResponses, requestForLog } from './logging';
import { DEFAULT_CONFIG, type SocialLinks } from '../../src/app/config';
import { openStore, type ShopStore } from './db';
import { ApiError, tooManyRequests } from './errors';
import { clientKey, MAX_DEVICE_ID_LENGTH, warnOfUntrustedProxy } from './clients';
import { catalogRoutes } from './routes/catalog';
import { checkoutRoutes, DUPLICATE_WINDOW_MS } from './routes/checkout';
import { gatewayRoutes } from './routes/gateway';
import { referenceRoutes } from './routes/reference';
import { adminGuard } from './routes/admin';
import { orderRoutes } from './routes/orders';
import { reportRoutes } from './routes/reports';
import { voucherCheckRoutes } from './routes/voucherCheck';
import { voucherRoutes } from './routes/vouchers';
import { loadRenderer, siteRoutes, type PageSharing } from './routes/site';
import type { PageCacheOptions } from './pageCache';
import { sameSecret } from './secrets';
import { accounts } from './accounts/signIn';
import { DEFAULT_HASHING, limitHashing } from './accounts/secrets';
import { QueueFull, type QueueLimits } from './workQueue';
import { englishTexts } from './texts';
import { sessionRoutes } from './routes/sessions';
import { savedProductRoutes } from './routes/savedProducts';
import { shopperOrderRoutes } from './routes/shopperOrders';
import { smsSandboxRoutes } from './routes/smsSandbox';
import { DEFAULT_SMS_BUDGET, httpSmsSender, SmsSandbox, type SmsBudget, type SmsProvider, type SmsSender } from './sms';
import { DEFAULT_ORDER_TEXT_SWEEP_MS, startOrderTextSweep } from './orderTexts';
import { restockSender, type RestockSender } from './restockAlerts';
import { restockAlertRoutes } from './routes/restockAlerts';
import { stockRoutes } from './routes/stock';
import { dropRoutes } from './routes/drops';
import { dropHoldRoutes } from './routes/dropHolds';
import { dropQueueRoutes } from './routes/dropQueue';
import { DEFAULT_QUEUE_FLUSH_MS, queueArrivals } from './queueArrivals';
import { RESTOCK_ASKS_PER_ADDRESS_HOUR } from '@domain/restockAlerts';
import type { QuietHours } from '@domain/quietHours';

declare module 'fastify' {
  interface FastifyInstance {
    /** The data layer (tests and tools read it directly). */
    store: ShopStore;
    /** This instance's sender of back-in-stock texts (tests drain it). */
    restockAlerts: RestockSender;
  }
}

export interface BuildAppOptions {
  dbFile: string;
  /** A PostgreSQL connection string: the shop's data lives there instead of in dbFile. */
  databaseUrl?: string | null;
  apiKey?: string;
  /** Catalogue size when the database file is new. */
  seedItems?: number;
  distDir?: string;
  logger?: boolean;
  /** pino level when logger is on (default info). */
  logLevel?: string;
  /** Where log lines go when logger is on (default standard output; tests read them). */
  logStream?: NodeJS.WritableStream;
  /** Values handed to the SPA in /config.js. */
  publicApiBaseUrl?: string;
  publicImageHost?: string;
  publicMapTileUrl?: string;
  publicSocialLinks?: SocialLinks;
  /** This site's public origin (the gateway's address; return URLs are resolved against it). */
  publicSiteOrigin?: string;
  /** Origins besides this site's that the gateway may return shoppers to. */
  shopOrigins?: string[];
  /** Bearer token of the calls that change the catalogue; without one they answer 403. */
  adminToken?: string | null;
  /** Proxies whose X-Forwarded-For names the client (default: none; name the proxy in front, e.g. loopback for nginx on this host). */
  trustProxy?: string[];
  /** How long an online order waits for its payment before it expires (default 30 minutes). */
  paymentWindowMs?: number;
  /** Units of one SKU an order may ask for, over all its lines (default 10). */
  maxUnitsPerLine?: number;
  /** Units the orders of unproven numbers from one client address may hold at once (default 20); false: no bound (tests). */
  unverifiedHoldUnitsPerAddress?: number | false;
  timeouts?: Partial<Timeouts>;
  /** Requests per client address and minute on the routes that write; false turns the limits off (tests). */
  rateLimits?: RateLimits | false;
  /** The clock (tests move it to expire the duplicate-order window). */
  now?: () => number;
  duplicateWindowMs?: number;
  /** The server renderer's bundle (dist-server/render.js); without one, pages are the client-rendered index.html. */
  renderer?: string | null;
  renderTimeoutMs?: number;
  /** The rendered pages this instance keeps (default DEFAULT_PAGE_CACHE). */
  pageCache?: PageCacheOptions;
  /** How long shared caches may keep a page (default DEFAULT_PAGE_SHARING). */
  pageSharing?: PageSharing;
  /** The bulk-SMS provider; without one, messages go to the sandbox at /sandbox/sms. */
  sms?: SmsProvider | null;
  /** A cash order asks for a code sent to its mobile number (COD_VERIFY=on). */
  codVerify?: boolean;
  /** Problem reports kept at most (default DEFAULT_REPORTS_KEPT); a new one past it deletes the oldest. */
  reportsKept?: number;
  /** Password and code hashes at once and waiting, for the whole process (default DEFAULT_HASHING). */
  hashing?: QueueLimits;
  /** PNG pictures drawn at once and waiting (default DEFAULT_PICTURE_DRAWING). */
  pictureDrawing?: QueueLimits;
  /** Pictures drawn for one client address a minute (default PICTURE_DRAWS_PER_MINUTE; none with rateLimits: false). */
  pictureDrawsPerMinute?: number | false;
  /** Codes the whole shop sends per hour and per day (default DEFAULT_SMS_BUDGET); order texts have as many of their own. */
  smsBudget?: SmsBudget;
  /** Hours of the shop's night when no order text goes out (default none). */
  orderTextQuietHours?: QuietHours | null;
  /** How often this instance sends the order texts due (default DEFAULT_ORDER_TEXT_SWEEP_MS); false: never (tests sweep themselves). */
  orderTextSweepMs?: number | false;
  /**
   * How often this instance looks for back-in-stock texts due (default: as orderTextSweepMs); false: never, nor when a
   * staff call makes some due (tests drain app.restockAlerts themselves).
   */
  restockSweepMs?: number | false;
  /** Asks for restock alerts one client address may make an hour (default RESTOCK_ASKS_PER_ADDRESS_HOUR; none with rateLimits: false). */
  restockAsksPerHour?: number | false;
  /** The SMS sender itself, in place of the provider or the sandbox (tests hand in one that fails or hangs). */
  smsSender?: SmsSender;
  /** How often this instance gives back the units of drop holds past their time (default DEFAULT_HOLD_SWEEP_MS); false: never (tests sweep themselves). */
  dropHoldSweepMs?: number | false;
  /** How long this instance gathers a drop's new queue tickets before it writes them at once (default DEFAULT_QUEUE_FLUSH_MS). */
  queueFlushMs?: number;
  /** Queue calls one client address may make a minute (default DEFAULT_QUEUE_CALLS_PER_MINUTE; none with rateLimits: false). */
  queueCallsPerMinute?: number | false;
}

/** How often each instance looks for drop holds past their time: a unit runs out within seconds of its hold. */
export const DEFAULT_HOLD_SWEEP_MS = 5000;

/** Extra origins the SPA may call or load images from (when config.js points elsewhere). */
function originOf(url: string): string | null {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

/** An http(s) origin that a CSP source can name as it is (URL lets ; , and ' through, which would change the policy). */
function cspOrigin(url: string): string | null {
  const origin = originOf(url);
  return origin && /^https?:\/\/[a-z0-9.-]+(:[0-9]+)?$/.test(origin) ? origin : null;
}

/** The map tiles' origin; Leaflet's {s} subdomain placeholder becomes CSP's wildcard (https://*.tile.openstreetmap.org). */
function tileSource(template: string): string | null {
  const subdomains = template.includes('://{s}.');
  const origin = cspOrigin(template.replace('://{s}.', '://s.'));
  return origin && subdomains ? origin.replace('://s.', '://*.') : origin;
}

/**
 * The pages' CSP. `scriptHashes` are a server-rendered page's own inline scripts (its configuration, its loader): they
 * run, and no other inline script. A hash, unlike a nonce, is the same for every response, so the page can be shared.
 */
export function contentSecurityPolicy(
  options: Pick<BuildAppOptions, 'publicApiBaseUrl' | 'publicImageHost' | 'publicMapTileUrl'>,
  scriptHashes: string[] = [],
): string {
  const api = originOf(options.publicApiBaseUrl ?? '');
  // Images come from this site, the image host (the SPA falls back to the API host when there is none, see imageUrl
  // in src/app/config.ts) and the map tiles only, never from any https: host.
  const images = cspOrigin(options.publicImageHost ?? '') ?? cspOrigin(options.publicApiBaseUrl ?? '');
  const imageSources = [...new Set([images, tileSource(options.publicMapTileUrl || DEFAULT_MAP_TILE_URL)].filter(Boolean))];
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    // antd writes its styles at run time (CSS-in-JS).
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...imageSources].join(' '),
    `connect-src 'self'${api ? ` ${api}` : ''}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but its Content-Type says JSON; send a JSON body or no Content-Type.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported Content-Type; send the body as application/json.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body.',
};

/** The database as a log line names it: the file, or the PostgreSQL host and database without credentials. */
export function databaseName({ databaseUrl, dbFile }: { databaseUrl?: string | null; dbFile: string }): string {
  if (!databaseUrl) return dbFile;
  const url = new URL(databaseUrl);
  return `postgresql://${url.host}${url.pathname}`;
}

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const apiKey = options.apiKey ?? DEFAULT_API_KEY;
  const now = options.now ?? Date.now;
  const csp = contentSecurityPolicy(options);
  const secure = (reply: FastifyReply) =>
    reply
      .header('content-security-policy', csp)
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'strict-origin-when-cross-origin')
      .header('x-frame-options', 'DENY');
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  const paymentWindowMs = options.paymentWindowMs ?? DEFAULT_PAYMENT_WINDOW_MS;
  const app = Fastify({
    // A URL the router cannot even decode never reaches the hooks: answer it here, with the same headers.
    frameworkErrors: (error, _request, reply) => {
      secure(reply)
        .code(400)
        .send({ error: `The address could not be read (${error.message}); check its % escapes.` });
    },
    logger: options.logger
      ? {
          level: options.logLevel ?? 'info',
          serializers: { req: requestForLog },
          hooks: { logMethod: quietAbortedResponses },
          ...(options.logStream ? { stream: options.logStream } : {}),
        }
      : false,
    // The client's address (rate limits, view counts) is the one a trusted proxy reports; the site's origin never is.
    trustProxy: options.trustProxy?.length ? options.trustProxy : false,
    // Stalled clients cannot hold the server's sockets: a request must arrive whole in time, idle sockets close.
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionTimeout: timeouts.idleMs,
    // Node checks request deadlines on this beat (30 s by default, which would let a stalled body live twice as long).
    http: {
      requestTimeout: timeouts.requestMs,
      headersTimeout: timeouts.requestMs,
      connectionsCheckingInterval: Math.min(5000, timeouts.requestMs / 2),
    },
    // Bodies are not coerced: a string is not a number, a number is not a boolean.
    // Every JSON schema lists its properties: anything else a client sends is dropped before a handler sees it.
    ajv: { customOptions: { coerceTypes: false, allErrors: false, removeAdditional: 'all' } },
    // The largest search body the SPA sends is a few KB; the checkout route sets its own, smaller limit.
    bodyLimit: 64 * 1024,
  });

  const store = await openStore(options, {
    seedItems: options.seedItems ?? DEFAULT_SEED_ITEMS,
    paymentWindowMs,
    onSeeded: (items, ms) => app.log.info(`Seeded a new catalogue of ${items} items into ${databaseName(options)} in ${Math.round(ms)} ms`),
  });
  app.decorate('store', store);
  const expiry = expireUnpaidOrders(app, store, now, paymentWindowMs);
  const holdExpiry =
    options.dropHoldSweepMs === false ? undefined : expireDropHolds(app, store, now, options.dropHoldSweepMs ?? DEFAULT_HOLD_SWEEP_MS);
  app.addHook('onClose', async () => {
    clearInterval(expiry);
    clearInterval(holdExpiry);
    await store.close();
  });

  // JSON bodies: Fastify's own parser (prototype-poisoning safe), but an empty body is no body.
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '' || (typeof body === 'string' && body.trim() === '')) return done(null, undefined);
    return jsonParser(request, body as string, done);
  });

  if (!options.trustProxy?.length) warnOfUntrustedProxy(app);
  app.addHook('onRequest', (request, reply, done) => {
    secure(reply);
    // The matched route decides, not the raw target: '/%61pi/…' and 'http://host/api/…' reach the same routes as '/api/…'.
    if (isApiPath(request.routeOptions.url ?? '') || isApiPath(request.url)) {
      if (!sameSecret(request.headers['x-api-key'], apiKey)) {
        reply
          .code(401)
          .send({ error: "Missing or wrong API key: send the shop's key in the X-API-KEY header (the SPA reads it from /config.js)." });
        return;
      }
      const device = request.headers['x-device-id'];
      if (typeof device === 'string' && device.length > MAX_DEVICE_ID_LENGTH) {
        reply.code(400).send({ error: `The X-DEVICE-ID header is longer than ${MAX_DEVICE_ID_LENGTH} characters.` });
        return;
      }
    }
    done();
  });

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) return reply.code(error.statusCode).send({ error: error.message, ...error.extra });
    // Slow work's line is full: the shopper tries again in a moment (`busy` lets the shop say so in its words).
    if (error instanceof QueueFull) {
      reply.header('retry-after', String(error.retryAfterS));
      return reply.code(503).send({ error: englishTexts.t('common.busy'), busy: true });
    }
    if ((error as FastifyError).validation) {
      const where = (error as FastifyError).validationContext ?? 'request';
      return reply.code(400).send({ error: `Invalid ${where === 'querystring' ? 'query string' : where}: ${error.message}.` });
    }
    let status = (error as FastifyError).statusCode ?? 500;
    // Content-type mistakes (unsupported type, bad JSON, empty body) are all a plain 400.
    if ((error as FastifyError).code?.startsWith('FST_ERR_CTP_') && status === 415) status = 400;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ error: CLIENT_ERRORS[(error as FastifyError).code] ?? error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: 'Something went wrong on the server. Try again; if it keeps failing, tell the shop.' });
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?', 1)[0];
    const what = path.startsWith('/api')
      ? `No API route ${request.method} ${path}; see server/README.md for the routes.`
      : `Nothing at ${path}.`;
    return reply.code(404).send({ error: what });
  });

  // Accept-Encoding read once, by the rule the nginx recipe keys its cache on, for every answer the plugin compresses.
  app.addHook('onRequest', readAcceptEncoding);
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  // Limits live in this process's memory: with several instances, each counts on its own.
  await app.register(rateLimit, {
    global: false,
    // Every limit counts an IPv6 client's whole /64, as every other per-address bound does.
    keyGenerator: (request) => clientKey(request.ip),
    errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl),
  });
  // Only reply.sendFile is used (serve: false): the SPA route decides caching (never the plugin, whose second try at
  // a file without a compressed copy forgets sendFile's options) and history fallback itself. A file the build also
  // wrote compressed (name.br, name.gz) goes as that copy to a client that takes it.
  await app.register(fastifyStatic, { serve: false, preCompressed: true, cacheControl: false });

  const limits = options.rateLimits ?? DEFAULT_RATE_LIMITS;
  catalogRoutes(app, store, { now, viewsPerMinute: limits && limits.views });
  const admin = adminGuard(options.adminToken ?? null, limits && limits.adminCalls, now);
  referenceRoutes(app, store, { admin });
  const lookupGuards = orderRoutes(app, store, { admin, now, lookupsPerMinute: limits && limits.orderLookups, paymentWindowMs });
  limitHashing(options.hashing ?? DEFAULT_HASHING);
  const sandbox = options.sms || options.smsSender ? null : new SmsSandbox(now);
  if (sandbox) smsSandboxRoutes(app, sandbox);
  const sms = options.smsSender ?? sandbox ?? httpSmsSender(options.sms!);
  const siteOrigin = options.publicSiteOrigin ?? DEFAULT_SITE_ORIGIN;
  if (options.orderTextSweepMs !== false) {
    const sweep = startOrderTextSweep(
      { store, sms, now, log: app.log },
      {
        quietHours: options.orderTextQuietHours ?? null,
        budget: options.smsBudget ?? DEFAULT_SMS_BUDGET,
        siteOrigin,
        sweepMs: options.orderTextSweepMs ?? DEFAULT_ORDER_TEXT_SWEEP_MS,
      },
    );
    // Stopped before the store closes: an onClose hook would run after the store's, under a sweep still sending.
    app.addHook('preClose', () => sweep.stop());
  }
  const restockTexts = restockSender(
    { store, sms, now, log: app.log },
    {
      quietHours: options.orderTextQuietHours ?? null,
      budget: options.smsBudget ?? DEFAULT_SMS_BUDGET,
      siteOrigin,
      everyMs: options.restockSweepMs ?? options.orderTextSweepMs ?? DEFAULT_ORDER_TEXT_SWEEP_MS,
    },
  );
  app.decorate('restockAlerts', restockTexts);
  app.addHook('preClose', () => restockTexts.stop());
  const shoppers = accounts(store.accounts, {
    now,
    sms,
    smsBudget: options.smsBudget,
    warn: (message) => app.log.warn(message),
  });
  sessionRoutes(app, store, shoppers, {
    signInsPerMinute: limits && limits.signIns,
    codesPerAddress: limits && limits.codeSends,
    paymentWindowMs,
  });
  savedProductRoutes(app, store, shoppers, { now });
  shopperOrderRoutes(app, store, shoppers, { now, siteOrigin, paymentWindowMs, guards: lookupGuards });
  await app.register(checkoutRoutes, {
    store,
    shoppers,
    codVerify: options.codVerify ?? false,
    now,
    duplicateWindowMs: options.duplicateWindowMs ?? DUPLICATE_WINDOW_MS,
    siteOrigin,
    shopOrigins: options.shopOrigins ?? [],
    maxUnitsPerLine: options.maxUnitsPerLine ?? DEFAULT_MAX_UNITS_PER_LINE,
    unverifiedHoldUnitsPerAddress: options.unverifiedHoldUnitsPerAddress ?? DEFAULT_UNVERIFIED_HOLD_UNITS_PER_ADDRESS,
    ordersPerMinute: limits && limits.orders,
    paymentReportsPerMinute: limits && limits.paymentReports,
  });
  gatewayRoutes(app, store, { now, siteOrigin, paymentWindowMs, formsPerMinute: limits && limits.gatewayForms });
  reportRoutes(app, store, { admin, now, kept: options.reportsKept ?? DEFAULT_REPORTS_KEPT });
  voucherRoutes(app, store, { admin, now });
  stockRoutes(app, store, { admin, now });
  dropRoutes(app, store, { admin, now });
  // Every instance signs and reads queue tickets with the one key the database keeps.
  const ticketKey = await store.dropQueues.key('dropTicket');
  const arrivals = queueArrivals(store.dropQueues, now, options.queueFlushMs ?? DEFAULT_QUEUE_FLUSH_MS);
  // Tickets still gathering are written before the store closes: no request is left waiting.
  app.addHook('preClose', () => arrivals.flushAll());
  dropQueueRoutes(app, store, {
    now,
    key: ticketKey,
    arrivals,
    callsPerMinute: options.queueCallsPerMinute ?? (limits && DEFAULT_QUEUE_CALLS_PER_MINUTE),
  });
  dropHoldRoutes(app, store, { now, shoppers, holdsPerMinute: limits && limits.orders, ticketKey });
  restockAlertRoutes(app, store, { now, asksPerHour: options.restockAsksPerHour ?? (limits && RESTOCK_ASKS_PER_ADDRESS_HOUR) });
  voucherCheckRoutes(app, store, {
    now,
    maxUnitsPerLine: options.maxUnitsPerLine ?? DEFAULT_MAX_UNITS_PER_LINE,
    checksPerMinute: limits && limits.voucherChecks,
  });
  siteRoutes(app, store, {
    distDir: options.distDir ?? DEFAULT_DIST_DIR,
    renderer: options.renderer ? loadRenderer(options.renderer, app.log) : null,
    renderTimeoutMs: options.renderTimeoutMs ?? DEFAULT_RENDER_TIMEOUT_MS,
    siteOrigin,
    pagePolicy: (scriptHashes) => contentSecurityPolicy(options, scriptHashes),
    pageCache: options.pageCache ?? DEFAULT_PAGE_CACHE,
    sharing: options.pageSharing ?? DEFAULT_PAGE_SHARING,
    pictures: {
      drawing: options.pictureDrawing ?? DEFAULT_PICTURE_DRAWING,
      drawsPerMinute: options.pictureDrawsPerMinute ?? (limits && PICTURE_DRAWS_PER_MINUTE),
    },
    config: {
      apiBaseUrl: options.publicApiBaseUrl ?? '',
      apiKey,
      imageHost: options.publicImageHost ?? '',
      mapTileUrl: options.publicMapTileUrl || DEFAULT_MAP_TILE_URL,
      socialLinks: options.publicSocialLinks ?? DEFAULT_CONFIG.socialLinks,
      maxUnitsPerLine: options.maxUnitsPerLine ?? DEFAULT_MAX_UNITS_PER_LINE,
    },
  });
  return app;
}

/**
 * Online orders left unpaid past their window expire and give their units back: once at start (for orders whose window
 * closed while the server was down), then on a beat of a sixth of the window, at most 30 s (every 30 s for the default 30 minutes).
 * Every instance sweeps; each order's expiry is one conditional change under its lock, so none expires twice.
 */
function expireUnpaidOrders(app: FastifyInstance, store: ShopStore, now: () => number, windowMs: number): NodeJS.Timeout {
  const sweep = () =>
    store.expireOverdueOrders(now()).then(
      (expired) => expired.length && app.log.info(`Expired ${expired.length} unpaid online order(s): their units are back on sale`),
      (error: unknown) => app.log.error({ err: error }, 'expiring unpaid orders failed; the next sweep tries again'),
    );
  // A sweep logs its own failure, so nothing waits for it.
  void sweep();
  const timer = setInterval(() => void sweep(), Math.min(30_000, Math.max(250, windowMs / 6)));
  timer.unref();
  return timer;
}

/**
 * Drop holds past their time give their units back: at start, then every `everyMs`. Every instance sweeps; each hold
 * leaves `held` by one conditional change, so none gives its units back twice.
 */
function expireDropHolds(app: FastifyInstance, store: ShopStore, now: () => number, everyMs: number): NodeJS.Timeout {
  const sweep = () =>
    store.dropHolds.expire(now()).then(
      (expired) => expired && app.log.info(`${expired} drop hold(s) ran out: their units are back on sale`),
      (error: unknown) => app.log.error({ err: error }, 'expiring drop holds failed; the next sweep tries again'),
    );
  void sweep();
  const timer = setInterval(() => void sweep(), everyMs);
  timer.unref();
  return timer;
}

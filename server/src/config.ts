import path from 'node:path';
import { DEFAULT_CONFIG, SOCIAL_NETWORKS, type SocialLinks } from '../../src/app/config';
import { DEFAULT_MAX_UNITS_PER_LINE } from '@domain/orderLimits';
import { DEFAULT_PAYMENT_WINDOW_MS } from './db/payments';
import { DEFAULT_SMS_BUDGET, type SmsBudget, type SmsProvider } from './sms';
import type { PageCacheOptions } from './pageCache';
import type { PageSharing } from './routes/site';
import { DEFAULT_HASHING } from './accounts/secrets';
import type { QueueLimits } from './workQueue';
import { parseQuietHours, type QuietHours } from '@domain/quietHours';
import { DEFAULT_ORDER_TEXT_SWEEP_MS } from './orderTexts';

/** The project root (server/src → ../..); runs as CommonJS under tsx and jest, so __dirname is available. */
export const PROJECT_ROOT = path.resolve(__dirname, '..', '..');

export const DEFAULT_API_KEY = DEFAULT_CONFIG.apiKey;
export const DEFAULT_PORT = 8080;
export const DEFAULT_DB_FILE = path.join(PROJECT_ROOT, 'var', 'shop.db');
export const DEFAULT_SEED_ITEMS = 300;
export const DEFAULT_DIST_DIR = path.join(PROJECT_ROOT, 'dist');
/** The server renderer the build writes beside dist/ (webpack.config.ts, serverConfig). */
export const DEFAULT_RENDERER = path.join(PROJECT_ROOT, 'dist-server', 'render.js');
/** The longest a server render waits for the page's data before it sends the page with its skeletons. */
export const DEFAULT_RENDER_TIMEOUT_MS = 1000;
/**
 * The rendered pages each instance keeps: 64 MiB of bodies (a product page is 34 KiB of HTML and 8 to 9 KiB in each
 * compressed copy: some 1,300 pages), each at most a minute, which bounds how old the Popular lists' order may be.
 */
export const DEFAULT_PAGE_CACHE: PageCacheOptions = { maxBytes: 64 * 1024 * 1024, keepMs: 60_000 };
/**
 * Product pictures drawn as PNG: one at a time (a 1200 px picture takes about 0.2 s of a libuv thread), a long line,
 * since a catalogue page asks for a picture per card at once; with hashing's two, one thread of four stays free.
 */
export const DEFAULT_PICTURE_DRAWING: QueueLimits = { running: 1, waiting: 64 };
/** A shared cache may keep a page 5 s, then serve it stale for up to 30 s while it asks the server again. */
export const DEFAULT_PAGE_SHARING: PageSharing = { maxAgeS: 5, staleWhileRevalidateS: 30 };
export const DEFAULT_MAP_TILE_URL = DEFAULT_CONFIG.mapTileUrl;
export const MAX_SEED_ITEMS = 200_000;
export const DEFAULT_SITE_ORIGIN = `http://localhost:${DEFAULT_PORT}`;
/** Units the orders of unproven numbers from one client address may hold at once: a few shoppers' carts behind one NAT. */
export const DEFAULT_UNVERIFIED_HOLD_UNITS_PER_ADDRESS = 20;
/** Problem reports kept at most (each up to 256 KB: 125 MB at most); a new one past it deletes the oldest. */
export const DEFAULT_REPORTS_KEPT = 500;

/** Requests per client address and minute on the routes that write. */
export interface RateLimits {
  orders: number;
  /** Confirm, cancel and failure reports together. */
  paymentReports: number;
  views: number;
  /** The sandbox gateway's Pay, Fail and Cancel form posts. */
  gatewayForms: number;
  /** Admin calls with a wrong or missing token (the right token is not counted, but waits once the limit is reached). */
  adminCalls: number;
  /** Order lookups (/order/track) from one address; each invoice id is also limited on its own (routes/orders.ts). */
  orderLookups: number;
  /** Sign-in tries, by password or by code. */
  signIns: number;
  /** Sign-in codes asked for, per 15 minutes (each number may have 3 of them besides). */
  codeSends: number;
  /** Promo code checks (POST /api/vouchers/check): a shopper tries a few codes, a script guessing them many. */
  voucherChecks: number;
}
// Generous for a shopper (even many behind one carrier address), far below what a script sends.
export const DEFAULT_RATE_LIMITS: RateLimits = {
  orders: 20,
  paymentReports: 30,
  views: 60,
  gatewayForms: 30,
  adminCalls: 30,
  orderLookups: 10,
  signIns: 10,
  codeSends: 10,
  voucherChecks: 30,
};
/**
 * Pictures one client address may have drawn a minute (no kept copy there; one per card of a catalogue page). Kept
 * copies are not counted. Off with the other limits (rateLimits: false).
 */
export const PICTURE_DRAWS_PER_MINUTE = 120;
/** Calls to a drop's queue one client address may make a minute: a shopper asks once a visit and on each reload. */
export const DEFAULT_QUEUE_CALLS_PER_MINUTE = 30;

/** How long the server waits on a client's socket. */
export interface Timeouts {
  /** The whole request, headers and body, must arrive within this (a stalled body is answered 408 and closed). */
  requestMs: number;
  /** An idle keep-alive connection is closed after this; keep a proxy's upstream keep-alive shorter. */
  keepAliveMs: number;
  /** A socket with no traffic either way (a client that stops reading a response) is closed after this. */
  idleMs: number;
}
export const DEFAULT_TIMEOUTS: Timeouts = { requestMs: 30_000, keepAliveMs: 10_000, idleMs: 60_000 };

export interface ServerEnv {
  /** SMS_API_URL, SMS_API_KEY, SMS_SENDER_ID: the bulk-SMS provider; null for the sandbox (/sandbox/sms). */
  sms: SmsProvider | null;
  /** COD_VERIFY=on: a cash order asks for a code sent to its mobile number. */
  codVerify: boolean;
  /** SMS_PER_HOUR, SMS_PER_DAY: codes the whole shop sends, over every number and address; order texts have as many. */
  smsBudget: SmsBudget;
  /** ORDER_SMS_QUIET_HOURS: hours of the shop's night (Asia/Dhaka) when order texts wait; null: none. */
  orderTextQuietHours: QuietHours | null;
  /** ORDER_SMS_SWEEP_MS: how often each instance sends the order texts due. */
  orderTextSweepMs: number;
  port: number;
  host: string;
  dbFile: string;
  /** DATABASE_URL: a PostgreSQL connection string, else null for the SQLite file. */
  databaseUrl: string | null;
  apiKey: string;
  seedItems: number;
  distDir: string;
  logLevel: string;
  publicApiBaseUrl: string;
  publicImageHost: string;
  publicMapTileUrl: string;
  /** The shop's pages on social networks (PUBLIC_FACEBOOK_URL, …), for the footer; unset ones are not shown. */
  publicSocialLinks: SocialLinks;
  /** This site's public origin: the gateway's address and the shoppers' return URLs are on it. */
  publicSiteOrigin: string;
  /** Other sites of the shop (origins) the payment gateway may send shoppers back to. */
  shopOrigins: string[];
  /** Bearer token for the calls that change the catalogue; none means those calls are refused. */
  adminToken: string | null;
  /** Proxies whose X-Forwarded-For names the client (addresses or CIDR ranges); rate limits count that client. None by default. */
  trustProxy: string[];
  /** PAYMENT_WINDOW_SECONDS: an online order not paid within it expires and its units go back on sale. */
  paymentWindowMs: number;
  /** MAX_UNITS_PER_LINE: units of one SKU an order may ask for, over all its lines. */
  maxUnitsPerLine: number;
  /** UNVERIFIED_HOLD_UNITS_PER_ADDRESS: units the orders of numbers no code proved may hold at once per client address. */
  unverifiedHoldUnitsPerAddress: number;
  timeouts: Timeouts;
  /** The server renderer's bundle; null serves the pages client-rendered only (SSR=off). */
  renderer: string | null;
  renderTimeoutMs: number;
  pageCache: PageCacheOptions;
  pageSharing: PageSharing;
  /** REPORTS_KEPT: problem reports kept at most; a new one past it deletes the oldest. */
  reportsKept: number;
  /** HASH_CONCURRENCY, HASH_QUEUE: password and code hashes at once, and waiting. */
  hashing: QueueLimits;
  /** PICTURE_CONCURRENCY, PICTURE_QUEUE: PNG pictures drawn at once, and waiting. */
  pictureDrawing: QueueLimits;
  /** DROP_QUEUE_PER_MINUTE: calls to a drop's queue one client address may make a minute. */
  queueCallsPerMinute: number;
}

/** An admin token shorter than this is refused at start: it must not be guessable. */
export const MIN_ADMIN_TOKEN_LENGTH = 24;

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}; got '${raw}'.`);
  }
  return value;
}

/** <PREFIX>_CONCURRENCY jobs at once and <PREFIX>_QUEUE waiting (0: none wait, a busy queue refuses at once). */
const queueLimits = (env: NodeJS.ProcessEnv, prefix: string, fallback: QueueLimits): QueueLimits => ({
  running: integer(env, `${prefix}_CONCURRENCY`, fallback.running, 1, 64),
  waiting: integer(env, `${prefix}_QUEUE`, fallback.waiting, 0, 100_000),
});

/** An http(s) origin such as https://shop.example.com (a trailing slash is allowed). */
function origin(name: string, entry: string): string {
  let url: URL | null = null;
  try {
    url = new URL(entry);
  } catch {
    // reported below
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== entry.replace(/\/$/, '')) {
    throw new Error(`${name} takes origins such as https://shop.example.com (scheme, host and port; no path); got '${entry}'.`);
  }
  return url.origin;
}

/** DATABASE_URL: a postgres:// or postgresql:// connection string, or null when unset (SQLite). */
function postgresUrl(entry: string): string | null {
  if (!entry) return null;
  let url: URL | null = null;
  try {
    url = new URL(entry);
  } catch {
    // reported below
  }
  if (!url || (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:')) {
    throw new Error('DATABASE_URL takes a PostgreSQL connection string such as postgres://shop:secret@db.example.com:5432/shop.');
  }
  return entry;
}

/** An https address, or '' when unset. */
function httpsUrl(name: string, entry: string): string {
  if (!entry) return '';
  let url: URL | null = null;
  try {
    url = new URL(entry);
  } catch {
    // reported below
  }
  if (!url || url.protocol !== 'https:') throw new Error(`${name} takes an https address (https://…); got '${entry}'.`);
  return url.href;
}

/** ORDER_SMS_QUIET_HOURS: "22-8", or off. */
function quietHours(entry: string): QuietHours | null {
  try {
    return parseQuietHours(entry);
  } catch (error) {
    throw new Error(`ORDER_SMS_QUIET_HOURS ${(error as Error).message}`, { cause: error });
  }
}

/** A comma-separated list of origins. */
const origins = (name: string, list: string): string[] =>
  list
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => origin(name, entry));

/** Reads the server's configuration from the environment; a bad value stops the start with a message naming it. */
export function readEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const text = (name: string, fallback: string) => (env[name] === undefined ? fallback : env[name]!.trim());
  const apiKey = text('API_KEY', DEFAULT_API_KEY);
  if (!apiKey) throw new Error('API_KEY must not be empty.');
  const port = integer(env, 'PORT', DEFAULT_PORT, 0, 65535);
  const adminToken = text('ADMIN_TOKEN', '');
  if (adminToken && adminToken.length < MIN_ADMIN_TOKEN_LENGTH) {
    throw new Error(`ADMIN_TOKEN must be at least ${MIN_ADMIN_TOKEN_LENGTH} characters (for example: openssl rand -hex 32).`);
  }
  const siteOrigin = text('PUBLIC_SITE_ORIGIN', '');
  const shopOrigins = origins('SHOP_ORIGINS', text('SHOP_ORIGINS', ''));
  const smsUrl = text('SMS_API_URL', '');
  if (!smsUrl && (text('SMS_API_KEY', '') || text('SMS_SENDER_ID', '')))
    throw new Error('SMS_API_KEY and SMS_SENDER_ID need SMS_API_URL, the provider’s address; without all three, codes go to the sandbox.');
  const sms = smsUrl
    ? { url: httpsUrl('SMS_API_URL', smsUrl), apiKey: text('SMS_API_KEY', ''), senderId: text('SMS_SENDER_ID', '') }
    : null;
  if (sms && (!sms.apiKey || !sms.senderId)) throw new Error('SMS_API_URL needs SMS_API_KEY and SMS_SENDER_ID as well.');
  const codVerify = text('COD_VERIFY', 'off') || 'off';
  if (codVerify !== 'on' && codVerify !== 'off') throw new Error(`COD_VERIFY takes on or off; got '${codVerify}'.`);
  return {
    sms,
    codVerify: codVerify === 'on',
    smsBudget: {
      perHour: integer(env, 'SMS_PER_HOUR', DEFAULT_SMS_BUDGET.perHour, 1, 1_000_000),
      perDay: integer(env, 'SMS_PER_DAY', DEFAULT_SMS_BUDGET.perDay, 1, 10_000_000),
    },
    orderTextQuietHours: quietHours(text('ORDER_SMS_QUIET_HOURS', '')),
    orderTextSweepMs: integer(env, 'ORDER_SMS_SWEEP_MS', DEFAULT_ORDER_TEXT_SWEEP_MS, 100, 600_000),
    port,
    host: text('HOST', '0.0.0.0') || '0.0.0.0',
    // A relative DB_FILE is taken from the current directory; the default lives under the project root.
    dbFile: env.DB_FILE?.trim() ? path.resolve(env.DB_FILE.trim()) : DEFAULT_DB_FILE,
    databaseUrl: postgresUrl(text('DATABASE_URL', '')),
    apiKey,
    seedItems: integer(env, 'SEED_ITEMS', DEFAULT_SEED_ITEMS, 1, MAX_SEED_ITEMS),
    distDir: env.DIST_DIR?.trim() ? path.resolve(env.DIST_DIR.trim()) : DEFAULT_DIST_DIR,
    logLevel: text('LOG_LEVEL', 'info') || 'info',
    publicApiBaseUrl: text('PUBLIC_API_BASE_URL', ''),
    publicImageHost: text('PUBLIC_IMAGE_HOST', ''),
    publicMapTileUrl: text('PUBLIC_MAP_TILE_URL', DEFAULT_MAP_TILE_URL) || DEFAULT_MAP_TILE_URL,
    publicSocialLinks: Object.fromEntries(
      SOCIAL_NETWORKS.map((network) => {
        const name = `PUBLIC_${network.toUpperCase()}_URL`;
        return [network, httpsUrl(name, text(name, ''))];
      }),
    ) as SocialLinks,
    // Unset: this machine's own addresses, as a shopper on it would type them.
    publicSiteOrigin: siteOrigin ? origin('PUBLIC_SITE_ORIGIN', siteOrigin) : `http://localhost:${port}`,
    shopOrigins: siteOrigin ? shopOrigins : [`http://127.0.0.1:${port}`, ...shopOrigins],
    adminToken: adminToken || null,
    trustProxy: text('TRUST_PROXY', '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    paymentWindowMs: integer(env, 'PAYMENT_WINDOW_SECONDS', DEFAULT_PAYMENT_WINDOW_MS / 1000, 1, 7 * 24 * 3600) * 1000,
    maxUnitsPerLine: integer(env, 'MAX_UNITS_PER_LINE', DEFAULT_MAX_UNITS_PER_LINE, 1, 1000),
    unverifiedHoldUnitsPerAddress: integer(
      env,
      'UNVERIFIED_HOLD_UNITS_PER_ADDRESS',
      DEFAULT_UNVERIFIED_HOLD_UNITS_PER_ADDRESS,
      1,
      1_000_000,
    ),
    timeouts: {
      requestMs: integer(env, 'REQUEST_TIMEOUT_MS', DEFAULT_TIMEOUTS.requestMs, 1000, 600_000),
      keepAliveMs: integer(env, 'KEEP_ALIVE_TIMEOUT_MS', DEFAULT_TIMEOUTS.keepAliveMs, 1000, 600_000),
      idleMs: integer(env, 'IDLE_TIMEOUT_MS', DEFAULT_TIMEOUTS.idleMs, 1000, 3_600_000),
    },
    renderer: text('SSR', 'on') === 'off' ? null : DEFAULT_RENDERER,
    renderTimeoutMs: integer(env, 'SSR_TIMEOUT_MS', DEFAULT_RENDER_TIMEOUT_MS, 50, 30_000),
    pageCache: {
      maxBytes: integer(env, 'PAGE_CACHE_MB', DEFAULT_PAGE_CACHE.maxBytes / 1024 / 1024, 1, 16_384) * 1024 * 1024,
      keepMs: integer(env, 'PAGE_KEEP_SECONDS', DEFAULT_PAGE_CACHE.keepMs / 1000, 1, 86_400) * 1000,
    },
    pageSharing: {
      maxAgeS: integer(env, 'PAGE_SHARED_MAX_AGE', DEFAULT_PAGE_SHARING.maxAgeS, 0, 86_400),
      staleWhileRevalidateS: integer(env, 'PAGE_STALE_WHILE_REVALIDATE', DEFAULT_PAGE_SHARING.staleWhileRevalidateS, 0, 86_400),
    },
    reportsKept: integer(env, 'REPORTS_KEPT', DEFAULT_REPORTS_KEPT, 1, 100_000),
    hashing: queueLimits(env, 'HASH', DEFAULT_HASHING),
    pictureDrawing: queueLimits(env, 'PICTURE', DEFAULT_PICTURE_DRAWING),
    queueCallsPerMinute: integer(env, 'DROP_QUEUE_PER_MINUTE', DEFAULT_QUEUE_CALLS_PER_MINUTE, 1, 100_000),
  };
}

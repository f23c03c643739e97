import { DEFAULT_MAX_UNITS_PER_LINE } from '../domain/orderLimits';

/** Runtime configuration, read from /config.js so that one build serves every environment. */
export interface ShopConfig {
  /** Base URL of the commerce API host; '' means the same origin as the page. */
  apiBaseUrl: string;
  apiKey: string;
  /** Prefix for relative image paths; '' means the API host. */
  imageHost: string;
  /** The widths (px) at which the image host draws a raster picture, asked with `?w=`; none: pictures as they are. */
  imageWidths: number[];
  /** The stock location whose units count as on hand (spec §5). */
  onlineLocationId: string;
  defaultLocationIds: string[];
  mapTileUrl: string;
  /** Units one cart line may hold (the server's MAX_UNITS_PER_LINE); the stepper and Add to cart stop there. */
  maxUnitsPerLine: number;
  /** The shop's pages on social networks, for the footer; '' hides a network's link. */
  socialLinks: SocialLinks;
}

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export type SocialLinks = Record<SocialNetwork, string>;

declare global {
  /** Set by /config.js in the browser; absent in Node, which hands its configuration in. */
  var SHOP_CONFIG: Partial<ShopConfig> | undefined;
}

/** What the storefront uses where /config.js is silent; the local server and the static build's config.js start from it. */
export const DEFAULT_CONFIG: ShopConfig = {
  apiBaseUrl: '',
  apiKey: 'metal-merch-local-key',
  imageHost: '',
  imageWidths: [],
  onlineLocationId: '',
  defaultLocationIds: [],
  mapTileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
  maxUnitsPerLine: DEFAULT_MAX_UNITS_PER_LINE,
  socialLinks: { facebook: '', instagram: '', youtube: '' },
};

type Fields = Record<string, unknown>;

const fieldsOf = (value: unknown): Fields => (value !== null && typeof value === 'object' ? (value as Fields) : {});
const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
const isPositiveWhole = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 1;

/** Only an https address becomes a link: anything else (a javascript: URL, a typo) is as good as none. */
const httpsLink = (value: unknown) => {
  const url = typeof value === 'string' ? value.trim() : '';
  return /^https:\/\/[^\s"'<>]+$/.test(url) ? url : '';
};

/**
 * The configuration /config.js gives, each field of the wrong type keeping its default and a location id that is not
 * text dropped. Written out rather than as a valibot schema: it runs in every page's entry, and valibot's module
 * would bring there every schema the rest of the shop uses too (the tests hold it to such a schema).
 */
export function readConfig(source: unknown = globalThis.SHOP_CONFIG): ShopConfig {
  const given = fieldsOf(source);
  const links = fieldsOf(given.socialLinks);
  const { imageWidths, defaultLocationIds, maxUnitsPerLine } = given;
  return {
    apiBaseUrl: text(given.apiBaseUrl, DEFAULT_CONFIG.apiBaseUrl).replace(/\/+$/, ''),
    apiKey: text(given.apiKey, DEFAULT_CONFIG.apiKey),
    imageHost: text(given.imageHost, DEFAULT_CONFIG.imageHost),
    imageWidths: Array.isArray(imageWidths) && imageWidths.every(isPositiveWhole) ? [...imageWidths] : [...DEFAULT_CONFIG.imageWidths],
    onlineLocationId: text(given.onlineLocationId, DEFAULT_CONFIG.onlineLocationId),
    defaultLocationIds: Array.isArray(defaultLocationIds)
      ? defaultLocationIds.filter((id): id is string => typeof id === 'string')
      : [...DEFAULT_CONFIG.defaultLocationIds],
    mapTileUrl: text(given.mapTileUrl, DEFAULT_CONFIG.mapTileUrl),
    maxUnitsPerLine: isPositiveWhole(maxUnitsPerLine) ? maxUnitsPerLine : DEFAULT_CONFIG.maxUnitsPerLine,
    socialLinks: { facebook: httpsLink(links.facebook), instagram: httpsLink(links.instagram), youtube: httpsLink(links.youtube) },
  };
}

/** Joins a relative image path (as the API stores it) to the image host. */
export function imageUrl(path: string | undefined, config: Pick<ShopConfig, 'imageHost' | 'apiBaseUrl'>): string | undefined {
  if (!path) return undefined;
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:')) return path;
  const host = (config.imageHost || config.apiBaseUrl).replace(/\/+$/, '');
  return `${host}${path.startsWith('/') ? '' : '/'}${path}`;
}

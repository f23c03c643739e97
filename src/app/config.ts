import * as v from 'valibot';
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
  interface Window {
    SHOP_CONFIG?: Partial<ShopConfig>;
  }
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

/** Only an https address becomes a link: anything else (a javascript: URL, a typo) is as good as none. */
const httpsLink = v.fallback(
  v.pipe(
    v.string(),
    v.trim(),
    v.check((url) => /^https:\/\/[^\s"'<>]+$/.test(url)),
  ),
  '',
);

const text = (fallback: string) => v.fallback(v.string(), fallback);
const positiveWhole = v.pipe(v.number(), v.integer(), v.minValue(1));

/** A field of the wrong type keeps its default; a location id that is not text is dropped. */
const ConfigSource = v.object({
  apiBaseUrl: v.pipe(
    text(DEFAULT_CONFIG.apiBaseUrl),
    v.transform((url) => url.replace(/\/+$/, '')),
  ),
  apiKey: text(DEFAULT_CONFIG.apiKey),
  imageHost: text(DEFAULT_CONFIG.imageHost),
  imageWidths: v.fallback(v.array(positiveWhole), () => [...DEFAULT_CONFIG.imageWidths]),
  onlineLocationId: text(DEFAULT_CONFIG.onlineLocationId),
  defaultLocationIds: v.fallback(
    v.pipe(
      v.array(v.unknown()),
      v.transform((ids) => ids.filter((id): id is string => typeof id === 'string')),
    ),
    () => [...DEFAULT_CONFIG.defaultLocationIds],
  ),
  mapTileUrl: text(DEFAULT_CONFIG.mapTileUrl),
  maxUnitsPerLine: v.fallback(positiveWhole, DEFAULT_CONFIG.maxUnitsPerLine),
  socialLinks: v.fallback(v.object({ facebook: httpsLink, instagram: httpsLink, youtube: httpsLink }), () => ({
    ...DEFAULT_CONFIG.socialLinks,
  })),
});

export function readConfig(source: unknown = typeof window === 'undefined' ? undefined : window.SHOP_CONFIG): ShopConfig {
  const read = v.safeParse(ConfigSource, source);
  // Only a source that is no object at all fails, since every field falls back; it reads as an empty one.
  return read.success ? read.output : readConfig({});
}

/** Joins a relative image path (as the API stores it) to the image host. */
export function imageUrl(path: string | undefined, config: Pick<ShopConfig, 'imageHost' | 'apiBaseUrl'>): string | undefined {
  if (!path) return undefined;
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:')) return path;
  const host = (config.imageHost || config.apiBaseUrl).replace(/\/+$/, '');
  return `${host}${path.startsWith('/') ? '' : '/'}${path}`;
}

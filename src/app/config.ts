/** Runtime configuration, read from /config.js so that one build serves every environment. */
export interface ShopConfig {
  /** Base URL of the commerce API host; '' means the same origin as the page. */
  apiBaseUrl: string;
  apiKey: string;
  /** Prefix for relative image paths; '' means the API host. */
  imageHost: string;
  /** The stock location whose units count as on hand (spec §5). */
  onlineLocationId: string;
  defaultLocationIds: string[];
  mapTileUrl: string;
}

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
  onlineLocationId: '',
  defaultLocationIds: [],
  mapTileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
};

export function readConfig(source: Partial<ShopConfig> | undefined = typeof window === 'undefined' ? undefined : window.SHOP_CONFIG): ShopConfig {
  const config = { ...DEFAULT_CONFIG, defaultLocationIds: [...DEFAULT_CONFIG.defaultLocationIds] };
  if (!source || typeof source !== 'object') return config;
  for (const key of ['apiBaseUrl', 'apiKey', 'imageHost', 'onlineLocationId', 'mapTileUrl'] as const) {
    if (typeof source[key] === 'string') config[key] = source[key];
  }
  if (Array.isArray(source.defaultLocationIds)) {
    config.defaultLocationIds = source.defaultLocationIds.filter((id): id is string => typeof id === 'string');
  }
  config.apiBaseUrl = config.apiBaseUrl.replace(/\/+$/, '');
  return config;
}

/** Joins a relative image path (as the API stores it) to the image host. */
export function imageUrl(path: string | undefined, config: Pick<ShopConfig, 'imageHost' | 'apiBaseUrl'>): string | undefined {
  if (!path) return undefined;
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:')) return path;
  const host = (config.imageHost || config.apiBaseUrl).replace(/\/+$/, '');
  return `${host}${path.startsWith('/') ? '' : '/'}${path}`;
}

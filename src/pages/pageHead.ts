// What a server-rendered page says about itself in <head>: for search engines, and for the previews Facebook and
// WhatsApp build when a shopper shares a link. A route about one thing builds its own (its `head`).
import { imageUrl, type ShopConfig } from '../app/config';
import type { RootState } from '../app/hooks';
import type { Texts } from '../i18n/texts';

/** Search engines show about this many characters of a description. */
const DESCRIPTION_LENGTH = 160;

export interface PageHead {
  title: string;
  description: string;
  /** The page's one address, absolute: filters, paging and tracking parameters are not part of it. None on a 404. */
  canonical?: string;
  /** The same page in each language (`hreflang`), and the one for any other language (`x-default`). */
  alternates?: [string, string][];
  /** Open Graph properties (og:…, product:…), in order. */
  openGraph: [string, string][];
  /** schema.org data (Product, NewsArticle), when the page is about one thing. */
  structuredData?: Record<string, unknown>;
  /** A page search engines must not list (a shopper's own order). */
  noindex?: true;
}

/** What a page's head is built from. */
export interface HeadContext {
  state: RootState;
  config: ShopConfig;
  /** The shop's public origin, e.g. https://metalmerch.com.bd. */
  siteOrigin: string;
  /** The page's words, in its language. */
  texts: Texts;
}

/** A description as long as search engines show, cut at a word. */
export const shorten = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_LENGTH ? flat : `${flat.slice(0, DESCRIPTION_LENGTH - 1).replace(/\s+\S*$/, '')}…`;
};

export function absoluteImage(path: string | undefined, { config, siteOrigin }: HeadContext): string | undefined {
  const url = imageUrl(path, config);
  return url && new URL(url, siteOrigin).href;
}

/** Facebook and WhatsApp show no SVG in a link preview: each of the shop's drawn pictures has a PNG twin (server/src/images/raster.ts). */
export const previewImage = (url: string) => url.replace(/(\/images\/[^?#]+)\.svg$/, '$1.png');

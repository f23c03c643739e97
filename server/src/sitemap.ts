// sitemap.xml and robots.txt: how search engines find every product and article of the shop.
// /sitemap.xml is a sitemap index naming files of at most 50,000 addresses each (the sitemap protocol's limit), all
// built once per version of what they list (store.sitemapVersion) and then sent from memory.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { LANGUAGES, localPath } from '@domain/language';
import { newsDetailsPath } from '@domain/newsPath';
import { detailsPath } from '@domain/productDisplay';
import type { ShopStore } from './db/types';
import { escapeXml } from './images/svg';

/** The protocol's limit. At about 120 bytes an address, a file stays near 6 MB, far below its 50 MB limit too. */
export const MAX_URLS_PER_FILE = 50_000;
/** Addresses written between two yields to the event loop, so a build never holds it for long. */
const URLS_PER_SLICE = 5_000;

/** The shop's pages that are the same for everyone and worth a search engine's visit. */
const PAGES = ['/', '/shop', '/wings', '/news', '/outlet', '/about-us', '/terms', '/policy', '/return'];

/** Each group's files are named `<group>-<n>.xml`, n from 1. */
const GROUPS = ['pages', 'products'] as const;
export const SITEMAP_FILE_PATTERN = `^(${GROUPS.join('|')})-[1-9][0-9]{0,5}\\.xml$`;

interface Address {
  path: string;
  /** An ISO date or date-time, when known. */
  changed?: string;
}

/** A page at its address in one language, naming the page's English path so its alternates can be listed. */
interface LocalAddress extends Address {
  page: string;
}

/** Each page in every language: the English address, then the Bengali one (`/bn/…`). */
const inEveryLanguage = (addresses: Address[]): LocalAddress[] =>
  addresses.flatMap((address) =>
    LANGUAGES.map((language) => ({ ...address, path: localPath(language, address.path), page: address.path })),
  );

/** The page in each language and, for any other, English (hreflang alternates, as Google reads them in a sitemap). */
const alternates = (origin: string, page: string) =>
  [...LANGUAGES.map((language) => [language, localPath(language, page)]), ['x-default', page]]
    .map(([hreflang, path]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(new URL(path, origin).href)}"/>`)
    .join('');

/** One way of sending a document's bytes, with the strong ETag of exactly those bytes. */
export interface Representation {
  bytes: Buffer;
  etag: string;
}

/** A document kept both plain and gzipped: compressing it again for every request would cost more than sending it. */
export interface SitemapDocument {
  plain: Representation;
  gzipped: Representation;
}

export interface Sitemap {
  index: SitemapDocument;
  /** By file name, e.g. products-1.xml. */
  files: Map<string, SitemapDocument>;
  /** When this version was built (whole seconds, as HTTP dates have them). */
  lastModified: Date;
}

const dayOf = (changed: string | undefined) => (changed && /^\d{4}-\d{2}-\d{2}/.test(changed) ? changed.slice(0, 10) : undefined);
const gzipped = promisify(gzip);

/** Hands the list over slice by slice, each on a turn of the event loop of its own. */
async function inSlices<T>(list: T[], take: (slice: T[]) => void): Promise<void> {
  for (let start = 0; start < list.length; start += URLS_PER_SLICE) {
    if (start) await new Promise((resolve) => setImmediate(resolve));
    take(list.slice(start, start + URLS_PER_SLICE));
  }
}

/** A file's XML, and the newest of its addresses' dates. */
async function urlset(origin: string, addresses: LocalAddress[]): Promise<{ xml: Buffer; newest?: string }> {
  const parts = [
    Buffer.from(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n',
    ),
  ];
  let newest: string | undefined;
  await inSlices(addresses, (slice) => {
    const lines = slice.map(({ path, changed, page }) => {
      const day = dayOf(changed);
      if (day && (newest === undefined || day > newest)) newest = day;
      const lastmod = day ? `<lastmod>${day}</lastmod>` : '';
      return `<url><loc>${escapeXml(new URL(path, origin).href)}</loc>${lastmod}${alternates(origin, page)}</url>\n`;
    });
    parts.push(Buffer.from(lines.join('')));
  });
  return { xml: Buffer.concat([...parts, Buffer.from('</urlset>\n')]), newest };
}

async function sitemapDocument(plain: Buffer): Promise<SitemapDocument> {
  const tag = createHash('sha256').update(plain).digest('base64url').slice(0, 27);
  return { plain: { bytes: plain, etag: `"${tag}"` }, gzipped: { bytes: await gzipped(plain), etag: `"${tag}-gzip"` } };
}

/** Every page a shopper can land on from a search: the fixed pages and each article, then each product on sale. */
async function buildSitemap(store: ShopStore, origin: string, urlsPerFile: number, lastModified: Date): Promise<Sitemap> {
  const { items, news } = await store.sitemapEntries();
  const products: Address[] = [];
  await inSlices(items, (slice) => products.push(...slice.map((item) => ({ path: detailsPath(item), changed: item.changed }))));
  const groups: Record<(typeof GROUPS)[number], LocalAddress[]> = {
    pages: inEveryLanguage([
      ...PAGES.map((path) => ({ path })),
      ...news.map((article) => ({ path: newsDetailsPath(article.id), changed: article.changed })),
    ]),
    products: inEveryLanguage(products),
  };
  const files = new Map<string, SitemapDocument>();
  const listed: string[] = [];
  for (const group of GROUPS) {
    for (let start = 0; start < groups[group].length; start += urlsPerFile) {
      const name = `${group}-${start / urlsPerFile + 1}.xml`;
      const { xml, newest } = await urlset(origin, groups[group].slice(start, start + urlsPerFile));
      files.set(name, await sitemapDocument(xml));
      // A file's lastmod is its newest address's (the same on every instance), else the build's.
      const loc = escapeXml(new URL(`/sitemaps/${name}`, origin).href);
      listed.push(`<sitemap><loc>${loc}</loc><lastmod>${newest ?? lastModified.toISOString().slice(0, 10)}</lastmod></sitemap>`);
    }
  }
  const index = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...listed,
    '</sitemapindex>',
    '',
  ];
  return { index: await sitemapDocument(Buffer.from(index.join('\n'))), files, lastModified };
}

/**
 * The sitemap of the store's current version, built by the first request that finds the version moved and shared by
 * every request until it moves again. Memory: one copy of the sitemap (plain and gzipped), and a request holds a
 * reference to those bytes, never a copy of its own, however slowly its client reads.
 */
export class SitemapCache {
  private built: { version: number; sitemap: Promise<Sitemap> } | null = null;
  private lastModified = 0;

  constructor(
    private readonly store: ShopStore,
    private readonly origin: string,
    private readonly urlsPerFile = MAX_URLS_PER_FILE,
  ) {}

  async current(): Promise<Sitemap> {
    // Read before the entries: a change in between only costs one more build, never a stale sitemap.
    const version = await this.store.sitemapVersion();
    if (this.built?.version !== version) {
      // HTTP dates count whole seconds: two versions built within one second still differ, so If-Modified-Since
      // never takes the second for the first.
      this.lastModified = Math.max(Math.floor(Date.now() / 1000) * 1000, this.lastModified + 1000);
      const built = { version, sitemap: buildSitemap(this.store, this.origin, this.urlsPerFile, new Date(this.lastModified)) };
      this.built = built;
      // A failed build is not kept: the next request tries again.
      built.sitemap.catch(() => {
        if (this.built === built) this.built = null;
      });
    }
    return this.built.sitemap;
  }
}

/** The build's robots.txt with the sitemap's address, which must be absolute and so is only known here. */
export function robotsTxt(built: string, origin: string): string {
  return `${built.trimEnd()}\n\nSitemap: ${new URL('/sitemap.xml', origin).href}\n`;
}

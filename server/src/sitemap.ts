// sitemap.xml and robots.txt: how search engines find every product and article of the shop.
import { newsDetailsPath } from '../../src/domain/newsPath';
import { detailsPath } from '../../src/domain/productDisplay';
import type { ShopStore } from './db/types';
import { escapeXml } from './images/svg';

/** The shop's pages that are the same for everyone and worth a search engine's visit. */
const PAGES = ['/', '/shop', '/wings', '/news', '/outlet', '/about-us', '/terms', '/policy', '/return'];

function url(origin: string, path: string, changed?: string): string {
  const lastmod = changed && /^\d{4}-\d{2}-\d{2}/.test(changed) ? `<lastmod>${changed.slice(0, 10)}</lastmod>` : '';
  return `<url><loc>${escapeXml(new URL(path, origin).href)}</loc>${lastmod}</url>`;
}

/** Every page a shopper can land on from a search: the fixed pages, each product on sale and each article. */
export async function sitemapXml(store: ShopStore, origin: string): Promise<string> {
  const { items, news } = await store.sitemapEntries();
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...PAGES.map((path) => url(origin, path)),
    ...items.map((item) => url(origin, detailsPath(item), item.changed)),
    ...news.map((article) => url(origin, newsDetailsPath(article.id), article.changed)),
    '</urlset>',
    '',
  ].join('\n');
}

/** The build's robots.txt with the sitemap's address, which must be absolute and so is only known here. */
export function robotsTxt(built: string, origin: string): string {
  return `${built.trimEnd()}\n\nSitemap: ${new URL('/sitemap.xml', origin).href}\n`;
}

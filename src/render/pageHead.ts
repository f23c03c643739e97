// What a server-rendered page says about itself in <head>: for search engines, and for the previews Facebook and
// WhatsApp build when a shopper shares a link.
import { imageUrl, type ShopConfig } from '../app/config';
import { site } from '../app/site';
import { PAYMENT_PROMISE } from '../domain/paymentPromise';
import { unitPrice } from '../domain/pricing';
import { newsDetailsPath } from '../domain/newsPath';
import { defaultSku, detailsPath } from '../domain/productDisplay';
import { stockOnHand } from '../domain/stock';
import type { Item, News } from '../domain/types';
import { selectValidDiscounts } from '../features/discounts/selectors';
import { newsText } from '../features/news/newsText';
import { scriptJson } from '../root/embeddedState';
import type { RootState } from '../root/store';

/** Search engines show about this many characters of a description. */
const DESCRIPTION_LENGTH = 160;

export interface PageHead {
  title: string;
  description: string;
  /** The page's one address, absolute: filters, paging and tracking parameters are not part of it. None on a 404. */
  canonical?: string;
  /** Open Graph properties (og:…, product:…), in order. */
  openGraph: [string, string][];
  /** schema.org data (Product, NewsArticle), when the page is about one thing. */
  structuredData?: Record<string, unknown>;
}

export interface HeadContext {
  /** The path the prefetch table knows the route by: '/', '/details', '*'. */
  routeKey: string;
  /** The deepest matched route's own title and description (src/root/routes.tsx). */
  route: { title?: string; description?: string };
  state: RootState;
  config: ShopConfig;
  /** The shop's public origin, e.g. https://metalmerch.com.bd. */
  siteOrigin: string;
}

const shorten = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_LENGTH ? flat : `${flat.slice(0, DESCRIPTION_LENGTH - 1).replace(/\s+\S*$/, '')}…`;
};

const fullTitle = (title: string | undefined) => (title ? `${title} | ${site.name}` : site.name);

function absoluteImage(path: string | undefined, { config, siteOrigin }: HeadContext): string | undefined {
  const url = imageUrl(path, config);
  return url && new URL(url, siteOrigin).href;
}

/** Facebook and WhatsApp show no SVG in a link preview: each of the shop's drawn pictures has a PNG twin (server/src/images/raster.ts). */
const previewImage = (url: string) => url.replace(/(\/images\/[^?#]+)\.svg$/, '$1.png');

function productHead(item: Item, context: HeadContext): PageHead {
  const canonical = new URL(detailsPath(item), context.siteOrigin).href;
  const description = shorten(item.description || `${item.title}: official merch from ${site.name}. ${PAYMENT_PROMISE}`);
  const images = item.images.length ? item.images : item.image ? [item.image] : [];
  const imageUrls = images.map((image) => absoluteImage(image, context)).filter((url): url is string => !!url);
  const sku = defaultSku(item);
  const price = sku ? unitPrice(item, sku, selectValidDiscounts(context.state)).price : item.minDiscountedPrice || item.minPrice;
  const inStock = item.skus.some((each) => stockOnHand(each, context.config.onlineLocationId) > 0);
  const amount = price.toFixed(2);
  return {
    title: fullTitle(item.title),
    description,
    canonical,
    openGraph: [
      ['og:type', 'product'],
      ['og:title', item.title],
      ['og:description', description],
      ['og:url', canonical],
      ...(imageUrls[0] ? [['og:image', previewImage(imageUrls[0])] as [string, string]] : []),
      ['product:price:amount', amount],
      ['product:price:currency', 'BDT'],
      ['product:availability', inStock ? 'in stock' : 'out of stock'],
    ],
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: item.title,
      description,
      sku: item.code,
      image: imageUrls,
      url: canonical,
      offers: {
        '@type': 'Offer',
        url: canonical,
        price: amount,
        priceCurrency: 'BDT',
        availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
    },
  };
}

function articleHead(news: News, context: HeadContext): PageHead {
  const canonical = new URL(newsDetailsPath(news.id), context.siteOrigin).href;
  const description = shorten(newsText(news.content)) || site.description;
  const image = absoluteImage(news.links?.main_image, context);
  return {
    title: fullTitle(news.title),
    description,
    canonical,
    openGraph: [
      ['og:type', 'article'],
      ['og:title', news.title],
      ['og:description', description],
      ['og:url', canonical],
      ...(image ? [['og:image', previewImage(image)] as [string, string]] : []),
      ...(news.date ? [['article:published_time', news.date] as [string, string]] : []),
    ],
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: news.title,
      description,
      ...(image && { image: [image] }),
      ...(news.date && { datePublished: news.date }),
      ...(news.author && { author: { '@type': 'Person', name: news.author } }),
      publisher: { '@type': 'Organization', name: site.name },
      mainEntityOfPage: canonical,
    },
  };
}

/** The head of the page for its route and the data the server loaded for it. */
export function pageHead(context: HeadContext): PageHead {
  const { routeKey, route, state, siteOrigin } = context;
  const product = state.catalog.details.item;
  if (routeKey === '/details' && product) return productHead(product, context);
  const article = state.news.details.item;
  if (routeKey === '/news/details' && article) return articleHead(article, context);

  const canonical = routeKey === '*' ? undefined : new URL(routeKey, siteOrigin).href;
  const description = route.description ?? site.description;
  const title = fullTitle(route.title);
  return {
    title,
    description,
    canonical,
    openGraph: [
      ['og:type', 'website'],
      ['og:title', title],
      ['og:description', description],
      ...(canonical ? [['og:url', canonical] as [string, string]] : []),
    ],
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** The head as HTML, every value escaped; the JSON-LD as inert JSON. */
export function pageHeadHtml(head: PageHead): string {
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    ...(head.canonical ? [`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`] : []),
    `<meta property="og:site_name" content="${escapeHtml(site.name)}" />`,
    ...head.openGraph.map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}" />`),
    ...(head.structuredData ? [`<script type="application/ld+json">${scriptJson(head.structuredData)}</script>`] : []),
  ].join('\n    ');
}

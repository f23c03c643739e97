// What a server-rendered page says about itself in <head>: for search engines, and for the previews Facebook and
// WhatsApp build when a shopper shares a link.
import { shopContact } from '../domain/shopContact';
import { pageTitle, routeText, siteDescription } from '../i18n/siteTexts';
import type { PageRoute } from '../pages/pageRoute';
import type { HeadContext, PageHead } from '../pages/pageHead';
import { scriptJson } from '../root/embeddedState';
import { LANGUAGES, localPath, type Language } from '../domain/language';

const OPEN_GRAPH_LOCALE: Record<Language, string> = { en: 'en_US', bn: 'bn_BD' };

/**
 * A head built with the page's English address, at its address in `language`: the canonical and og:url in that
 * language, and the page in every language as alternates (English for any other language).
 */
export function inLanguage(head: PageHead, language: Language): PageHead {
  const openGraph = head.openGraph.filter(([property]) => property !== 'og:url');
  const localized = [...openGraph, ['og:locale', OPEN_GRAPH_LOCALE[language]] as [string, string]];
  if (!head.canonical) return { ...head, openGraph: localized };
  const english = new URL(head.canonical);
  const at = (other: Language) => new URL(localPath(other, english.pathname) + english.search, english.origin).href;
  const canonical = at(language);
  return {
    ...head,
    canonical,
    alternates: [...LANGUAGES.map((other): [string, string] => [other, at(other)]), ['x-default', at('en')]],
    openGraph: [...localized, ['og:url', canonical]],
  };
}

/** The head of a route's page: its own when it is about one thing that is loaded, else its title and description. */
export async function pageHead(route: PageRoute, context: HeadContext): Promise<PageHead> {
  const own = route.head && (await route.head()).default(context);
  if (own) return own;
  const canonical = route.path === '*' || route.private ? undefined : new URL(`/${route.path ?? ''}`, context.siteOrigin).href;
  const description = route.description ? routeText(context.texts, route.description) : siteDescription(context.texts);
  const title = pageTitle(context.texts, context.texts.t(route.title));
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
    ...(route.private && { noindex: true as const }),
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** The head as HTML, every value escaped; the JSON-LD as inert JSON. */
export function pageHeadHtml(head: PageHead): string {
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    ...(head.noindex ? ['<meta name="robots" content="noindex" />'] : []),
    ...(head.canonical ? [`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`] : []),
    ...(head.alternates ?? []).map(([lang, href]) => `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(href)}" />`),
    `<meta property="og:site_name" content="${escapeHtml(shopContact.name)}" />`,
    ...head.openGraph.map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}" />`),
    ...(head.structuredData ? [`<script type="application/ld+json">${scriptJson(head.structuredData)}</script>`] : []),
  ].join('\n    ');
}

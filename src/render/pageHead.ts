// What a server-rendered page says about itself in <head>: for search engines, and for the previews Facebook and
// WhatsApp build when a shopper shares a link.
import { pageTitle, site } from '../app/site';
import type { PageRoute } from '../pages/pageRoute';
import type { HeadContext, PageHead } from '../pages/pageHead';
import { scriptJson } from '../root/embeddedState';

/** The head of a route's page: its own when it is about one thing that is loaded, else its title and description. */
export async function pageHead(route: PageRoute, context: HeadContext): Promise<PageHead> {
  const own = route.head && (await route.head()).default(context);
  if (own) return own;
  const canonical = route.path === '*' || route.private ? undefined : new URL(`/${route.path ?? ''}`, context.siteOrigin).href;
  const description = route.description ?? site.description;
  const title = pageTitle(route.title);
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
    `<meta property="og:site_name" content="${escapeHtml(site.name)}" />`,
    ...head.openGraph.map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}" />`),
    ...(head.structuredData ? [`<script type="application/ld+json">${scriptJson(head.structuredData)}</script>`] : []),
  ].join('\n    ');
}

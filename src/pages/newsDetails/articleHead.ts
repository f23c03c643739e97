// An article page's head: its headline, text and picture for search engines and link previews, with schema.org
// NewsArticle data. Built on the server only (the route's `head`).
import { shopContact } from '../../domain/shopContact';
import { pageTitle, siteDescription } from '../../i18n/siteTexts';
import { newsDetailsPath } from '../../domain/newsPath';
import { newsText } from '../../features/news/newsText';
import { absoluteImage, previewImage, shorten, type HeadContext, type PageHead } from '../pageHead';

export default function articleHead(context: HeadContext): PageHead | undefined {
  const news = context.state.news.details.item;
  if (!news) return undefined;
  const canonical = new URL(newsDetailsPath(news.id), context.siteOrigin).href;
  const description = shorten(newsText(news.content)) || siteDescription(context.texts);
  const image = absoluteImage(news.links?.main_image, context);
  return {
    title: pageTitle(context.texts, news.title),
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
      publisher: { '@type': 'Organization', name: shopContact.name },
      mainEntityOfPage: canonical,
    },
  };
}

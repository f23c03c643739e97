import { useMemo } from 'react';
import { shopContact } from '../../../domain/shopContact';
import RichMessage from '../../../components/RichMessage';
import type { News } from '../../../domain/types';
import { sanitizeNewsHtml } from '../sanitizeNewsHtml';
import { formatShopDate } from '../../../domain/shopTime';
import { textLangOn } from '../../../domain/language';
import { useTexts } from '../../../i18n/TextsContext';
import { newsTitle } from '../newsTitle';
import { NewsImage } from './NewsCard';
import './NewsArticle.css';

/** One article: image, title, date, its (sanitised) HTML content and a byline. */
export default function NewsArticle({ news }: { news: News }) {
  const { language } = useTexts();
  const html = useMemo(() => sanitizeNewsHtml(news.content), [news.content]);
  const title = newsTitle(news.title);
  const date = formatShopDate(news.date, language);
  const author = news.author?.trim() || shopContact.name;
  return (
    <article className="news-article">
      <NewsImage className="news-article__image" src={news.links?.main_image} alt={title} priority />
      <h1 className="news-article__title" lang={textLangOn(title, language)}>
        {title}
      </h1>
      {date && (
        <time className="news-article__date" dateTime={news.date}>
          {date}
        </time>
      )}
      {/* Tags are taken out only to weigh the letters; the markup shown is the sanitised one. */}
      <div
        className="news-article__content"
        data-testid="news-content"
        lang={textLangOn(html.replace(/<[^>]*>/g, ' '), language)}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <p className="news-article__byline">
        <RichMessage id="news.byline" elements={{ author: <span lang={textLangOn(author, language)}>{author}</span> }} />
      </p>
    </article>
  );
}

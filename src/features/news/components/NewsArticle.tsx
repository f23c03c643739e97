import { useMemo } from 'react';
import { site } from '../../../app/site';
import { newsTitle } from '../../../domain/texts';
import type { News } from '../../../domain/types';
import { sanitizeNewsHtml } from '../sanitizeNewsHtml';
import { formatNewsDate } from '../../../domain/newsDate';
import { textLang } from '../../../domain/language';
import { NewsImage } from './NewsCard';
import './NewsArticle.css';

/** One article: image, title, date, its (sanitised) HTML content and a byline. */
export default function NewsArticle({ news }: { news: News }) {
  const html = useMemo(() => sanitizeNewsHtml(news.content), [news.content]);
  const title = newsTitle(news.title);
  const date = formatNewsDate(news.date);
  const author = news.author?.trim() || site.name;
  return (
    <article className="news-article">
      <NewsImage className="news-article__image" src={news.links?.main_image} alt={title} priority />
      <h1 className="news-article__title" lang={textLang(title)}>
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
        lang={textLang(html.replace(/<[^>]*>/g, ' '))}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <p className="news-article__byline">
        By <span lang={textLang(author)}>{author}</span>
      </p>
    </article>
  );
}

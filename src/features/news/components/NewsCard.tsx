import { useState } from 'react';
import { Link } from '../../../components/Link';
import LazyImage from '../../../components/LazyImage';
import { formatShopDate } from '../../../domain/shopTime';
import { textLangOn } from '../../../domain/language';
import { newsDetailsPath } from '../../../domain/newsPath';
import type { News } from '../../../domain/types';
import { useTexts } from '../../../i18n/TextsContext';
import { newsTitle } from '../newsTitle';
import './NewsCard.css';

/** The widest a news picture is drawn: an article's, at most 820 px (NewsArticle.css). */
const NEWS_IMAGE_SIZES = '(min-width: 820px) 820px, 100vw';

/** The article's image; a missing one, or one that does not load, says so (spec §8). `priority`: see LazyImage. */
export function NewsImage({
  src,
  alt,
  className,
  priority = false,
}: {
  src: string | undefined;
  alt: string;
  className?: string;
  priority?: boolean;
}) {
  const { t } = useTexts();
  const [brokenSrc, setBrokenSrc] = useState<string>();
  if (!src || src === brokenSrc) {
    const notFound = t('news.imageNotFound');
    return (
      <div className={`news-image news-image--missing${className ? ` ${className}` : ''}`} role="img" aria-label={notFound}>
        {notFound}
      </div>
    );
  }
  return (
    <LazyImage
      className={`news-image${className ? ` ${className}` : ''}`}
      src={src}
      alt={alt}
      width={640}
      height={360}
      priority={priority}
      sizes={NEWS_IMAGE_SIZES}
      onError={() => setBrokenSrc(src)}
    />
  );
}

/**
 * One article in a list or carousel: image, title, date and Read Now. Plain markup styled like antd's
 * card, because the home page shows it and must stay light.
 */
export default function NewsCard({ news }: { news: News }) {
  const { t, language } = useTexts();
  const path = newsDetailsPath(news.id);
  const title = newsTitle(news.title);
  const date = formatShopDate(news.date, language);

  return (
    <article className="news-card" data-testid="news-card">
      <NewsImage src={news.links?.main_image} alt={title} />
      <div className="news-card__body">
        <h3 className="news-card__title" lang={textLangOn(title, language)}>
          <Link to={path}>{title}</Link>
        </h3>
        <div className="news-card__footer">
          <Link className="plain-button plain-button--primary" to={path} aria-label={t('news.readNowAbout', { title })}>
            {t('news.readNow')}
          </Link>
          {date && <time dateTime={news.date}>{date}</time>}
        </div>
      </div>
    </article>
  );
}

export function NewsCardSkeleton() {
  return (
    <div className="news-card news-card--skeleton" aria-hidden>
      <div className="news-image skeleton-block" />
      <div className="news-card__body">
        <div className="skeleton-line skeleton-line--wide" />
        <div className="skeleton-line" />
        <div className="skeleton-line skeleton-line--short" />
      </div>
    </div>
  );
}

import { Suspense } from 'react';
import { lazyChunk } from '../../app/chunks';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import NewsArticle from '../../features/news/components/NewsArticle';
import { newsActions } from '../../features/news/newsSlice';
import { selectArticleMissing, selectNewsDetails } from '../../features/news/selectors';
import { articleIdParam } from '../../domain/newsPath';
import { useTexts } from '../../i18n/TextsContext';

// The article is plain markup, so the page loads no antd; only a missing or failed one does.
const NewsUnavailable = lazyChunk(() => import(/* webpackChunkName: "news-unavailable" */ './NewsUnavailable'));

function ArticleSkeleton() {
  const { t } = useTexts();
  return (
    <div className="news-article" aria-busy="true">
      <h1 className="visually-hidden">{t('news.article.loading')}</h1>
      <div className="skeleton-block news-article__image-skeleton" />
      <div className="news-article__lines-skeleton">
        <div className="skeleton-line skeleton-line--short" />
        {Array.from({ length: 8 }, (_, i) => (
          <div key={i} className={`skeleton-line${i % 3 === 0 ? ' skeleton-line--wide' : ''}`} />
        ))}
      </div>
    </div>
  );
}

export default function NewsDetailsPage() {
  const dispatch = useAppDispatch();
  const id = articleIdParam(useSearchParams()[0]);
  const details = useAppSelector(selectNewsDetails);

  const missing = useAppSelector((state) => selectArticleMissing(state, id));

  const current = details.id === id;
  if (current && details.status === 'loaded' && details.item) return <NewsArticle news={details.item} />;
  const failed = current && details.status === 'failed';
  if (!id || failed) {
    return (
      <Suspense fallback={<ArticleSkeleton />}>
        <NewsUnavailable reason={missing ? 'missing' : 'failed'} onRetry={() => dispatch(newsActions.detailsRequested({ id }))} />
      </Suspense>
    );
  }
  return <ArticleSkeleton />;
}

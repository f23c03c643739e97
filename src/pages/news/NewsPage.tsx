import { Button } from 'antd';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import NewsCard, { NewsCardSkeleton } from '../../features/news/components/NewsCard';
import { NEWS_PAGE_SIZE } from '../../domain/pageSizes';
import { newsActions } from '../../features/news/newsSlice';
import { selectNewsList } from '../../features/news/selectors';
import './NewsPage.css';
import { withAntdTheme } from '../../app/AntdTheme';
import { useTexts } from '../../i18n/TextsContext';
import PlainEmpty from '../../components/PlainEmpty';
import { EmptyPosterArt } from '../../components/Illustrations';

function NewsPage() {
  const { t } = useTexts();
  const dispatch = useAppDispatch();
  const { items, status, nextPageToken } = useAppSelector(selectNewsList);

  const loading = status === 'loading' || status === 'idle';
  return (
    <section className="news-page" aria-labelledby="news-heading">
      <h1 id="news-heading" className="page-heading">
        {t('news.heading')}
      </h1>
      {!loading && items.length === 0 ? (
        <PlainEmpty
          className="news-page__empty"
          image={<EmptyPosterArt />}
          description={t(status === 'failed' ? 'news.failed' : 'news.none')}
        >
          {status === 'failed' && (
            <Button onClick={() => dispatch(newsActions.listRequested({ list: 'list' }))}>{t('news.tryAgain')}</Button>
          )}
        </PlainEmpty>
      ) : (
        <>
          <h2 className="visually-hidden">{t('news.articles')}</h2>
          <div className="news-grid" aria-busy={loading}>
            {items.map((news) => (
              <NewsCard key={news.id} news={news} />
            ))}
            {loading && Array.from({ length: NEWS_PAGE_SIZE.list }, (_, i) => <NewsCardSkeleton key={`skeleton-${i}`} />)}
          </div>
        </>
      )}
      {nextPageToken && !loading && items.length > 0 && (
        <div className="news-page__more">
          <Button size="large" onClick={() => dispatch(newsActions.moreRequested({ list: 'list' }))}>
            {t('news.loadMore')}
          </Button>
        </div>
      )}
    </section>
  );
}

export default withAntdTheme(NewsPage);

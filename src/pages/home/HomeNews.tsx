import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { newsActions } from '../../features/news/newsSlice';
import { selectHomeNews } from '../../features/news/selectors';
import HomeCarousel from '../../components/HomeCarousel';
import { useTexts } from '../../i18n/TextsContext';
import NewsCard, { NewsCardSkeleton } from '../../features/news/components/NewsCard';

/** The home page's Recent Music News carousel. */
export default function HomeNews() {
  const dispatch = useAppDispatch();
  const { t } = useTexts();
  const { items, status } = useAppSelector(selectHomeNews);
  return (
    <HomeCarousel
      id="home-news"
      title={t('shop.home.recentNews')}
      items={items}
      loading={status === 'loading' || status === 'idle'}
      failed={status === 'failed'}
      onRetry={() => dispatch(newsActions.listRequested({ list: 'home' }))}
      renderItem={(news) => <NewsCard news={news} />}
      skeleton={<NewsCardSkeleton />}
    />
  );
}

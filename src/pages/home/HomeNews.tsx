import { useAppSelector } from '../../app/hooks';
import { selectHomeNews } from '../../features/news/selectors';
import HomeCarousel from '../../components/HomeCarousel';
import { RECENT_MUSIC_NEWS } from '../../domain/texts';
import NewsCard, { NewsCardSkeleton } from '../../features/news/components/NewsCard';

/** The home page's Recent Music News carousel. */
export default function HomeNews() {
  const { items, status } = useAppSelector(selectHomeNews);
  return (
    <HomeCarousel
      id="home-news"
      title={RECENT_MUSIC_NEWS}
      items={items}
      loading={status === 'loading' || status === 'idle'}
      renderItem={(news) => <NewsCard news={news} />}
      skeleton={<NewsCardSkeleton />}
    />
  );
}

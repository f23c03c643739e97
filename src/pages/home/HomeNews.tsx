import { useAppSelector } from '../../app/hooks';
import { RECENT_MUSIC_NEWS } from '../../domain/texts';

/** The home page's Recent Music News carousel. */
export default function HomeNews() {
  const { items, status } = useAppSelector((state) => state.news.home);
  if (status !== 'loading' && items.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="home-news">
      <h2 id="home-news" className="home-section__title">
        {RECENT_MUSIC_NEWS}
      </h2>
    </section>
  );
}

import { Link } from '../../components/Link';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import ProductCarousel from '../../features/catalog/components/ProductCarousel';
import { HOME_LISTS, type HomeList } from '../../domain/productLists';
import { catalogActions } from '../../features/catalog/catalogSlice';
import { selectProductList } from '../../features/catalog/selectors';
import HydrateLater from '../../components/HydrateLater';
import HomeNews from './HomeNews';
import RecentlyViewed from '../../features/recent/components/RecentlyViewed';
import { useTexts } from '../../i18n/TextsContext';
import '../../features/catalog/components/product.css';
import './home.css';

/** The first list's first cards are in the first screen, on a phone as on a desktop: its largest paint. */
const FIRST_SCREEN_CARDS = 2;
/** The bands the hero names, written as the bands write themselves in every language. */
const SCENE_BANDS = { warfaze: 'Warfaze', artcell: 'Artcell', metallica: 'Metallica', slayer: 'Slayer' };

function HomeList({ list, priorityCards }: { list: HomeList; priorityCards: number }) {
  const dispatch = useAppDispatch();
  const { t } = useTexts();
  const { items, status } = useAppSelector(selectProductList(list));
  return (
    <ProductCarousel
      id={`home-${list}`}
      title={t(`shop.home.list.${list}`)}
      items={items}
      loading={status === 'loading' || status === 'idle'}
      failed={status === 'failed'}
      onRetry={() => dispatch(catalogActions.moreRequested({ list }))}
      priorityCards={priorityCards}
    />
  );
}

export default function HomePage() {
  const { t } = useTexts();
  return (
    <>
      <section className="home-hero">
        <div className="home-hero__text">
          <p className="home-hero__kicker">{t('shop.home.kicker')}</p>
          <h1 className="home-hero__title">{t('shop.home.title')}</h1>
          <p className="home-hero__lead">{t('shop.home.lead', SCENE_BANDS)}</p>
          <div className="home-hero__actions">
            <Link to="/shop" className="plain-button plain-button--primary plain-button--large">
              {t('shop.home.shopNow')}
            </Link>
            <Link to="/wings" className="plain-button plain-button--large">
              {t('shop.home.wingsLink')}
            </Link>
          </div>
        </div>
      </section>
      {HOME_LISTS.map((list, index) => (
        <HydrateLater key={list}>
          <HomeList list={list} priorityCards={index === 0 ? FIRST_SCREEN_CARDS : 0} />
        </HydrateLater>
      ))}
      <RecentlyViewed />
      <HydrateLater>
        <HomeNews />
      </HydrateLater>
    </>
  );
}

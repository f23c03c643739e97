import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import ProductCarousel from '../../features/catalog/components/ProductCarousel';
import { HOME_LISTS, type HomeList } from '../../domain/productLists';
import { HOME_LIST_TITLES } from '../../domain/texts';
import { catalogActions } from '../../features/catalog/catalogSlice';
import { selectProductList } from '../../features/catalog/selectors';
import HydrateLater from '../../components/HydrateLater';
import HomeNews from './HomeNews';
import '../../features/catalog/components/product.css';
import './home.css';

/** The first list's first cards are in the first screen, on a phone as on a desktop: its largest paint. */
const FIRST_SCREEN_CARDS = 2;

function HomeList({ list, priorityCards }: { list: HomeList; priorityCards: number }) {
  const dispatch = useAppDispatch();
  const { items, status } = useAppSelector(selectProductList(list));
  return (
    <ProductCarousel
      id={`home-${list}`}
      title={HOME_LIST_TITLES[list]}
      items={items}
      loading={status === 'loading' || status === 'idle'}
      failed={status === 'failed'}
      onRetry={() => dispatch(catalogActions.moreRequested({ list }))}
      priorityCards={priorityCards}
    />
  );
}

export default function HomePage() {
  return (
    <>
      <section className="home-hero">
        <div className="home-hero__text">
          <p className="home-hero__kicker">Official band merch · Bangladesh</p>
          <h1 className="home-hero__title">Wear the noise</h1>
          <p className="home-hero__lead">
            Tees, hoodies and jerseys of the bands that shaped the scene, from Warfaze and Artcell to Metallica and Slayer.
          </p>
          <div className="home-hero__actions">
            <Link to="/shop" className="plain-button plain-button--primary plain-button--large">
              SHOP NOW
            </Link>
            <Link to="/wings" className="plain-button plain-button--large">
              Our label: Wings
            </Link>
          </div>
        </div>
      </section>
      {HOME_LISTS.map((list, index) => (
        <HydrateLater key={list}>
          <HomeList list={list} priorityCards={index === 0 ? FIRST_SCREEN_CARDS : 0} />
        </HydrateLater>
      ))}
      <HydrateLater>
        <HomeNews />
      </HydrateLater>
    </>
  );
}

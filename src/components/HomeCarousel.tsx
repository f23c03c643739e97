import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import Slider from 'react-slick';
import 'slick-carousel/slick/slick.css';
import { useTexts } from '../i18n/TextsContext';
import CarouselArrow from './CarouselArrow';
import { carouselSettings, useSlidesToShow } from './carouselSettings';
import { useHydrated } from './useHydrated';

/** The most cards a carousel shows (spec §2); product.css shows as many as it will show at the screen's width. */
const SKELETONS = 5;

interface HomeCarouselProps<T extends { id: string }> {
  id: string;
  title: string;
  items: T[];
  loading: boolean;
  /** The list could not be loaded: the section keeps its title, says so and offers `onRetry`. */
  failed: boolean;
  onRetry: () => void;
  renderItem: (item: T, index: number) => ReactNode;
  skeleton: ReactNode;
}

/**
 * The slider marks the slides out of view aria-hidden; inert also takes their links out of the tab order, so a
 * keyboard never lands on a card it cannot see.
 */
function useInertHiddenSlides(items: unknown[]) {
  const section = useRef<HTMLElement>(null);
  const update = useCallback(() => {
    section.current
      ?.querySelectorAll('.slick-slide')
      .forEach((slide) => slide.toggleAttribute('inert', slide.getAttribute('aria-hidden') === 'true'));
  }, []);
  useEffect(update, [update, items]);
  return { section, update };
}

/**
 * A titled home slider; five skeleton cards while its list loads, its title with Try again when it failed, nothing
 * when it came back empty. The server's HTML has no looping clones of the cards (a page of duplicate markup): the
 * loop starts once the page has hydrated.
 */
export default function HomeCarousel<T extends { id: string }>({
  id,
  title,
  items,
  loading,
  failed,
  onRetry,
  renderItem,
  skeleton,
}: HomeCarouselProps<T>) {
  const { t } = useTexts();
  const slidesToShow = useSlidesToShow();
  const hydrated = useHydrated();
  const { section, update } = useInertHiddenSlides(items);
  if (failed && items.length === 0) {
    return (
      <section className="home-section" aria-labelledby={id}>
        <h2 id={id} className="home-section__title">
          {title}
        </h2>
        <div className="home-section__failed">
          <p role="alert">{t('shop.home.listNotLoaded')}</p>
          <button type="button" className="plain-button" onClick={onRetry}>
            {t('shop.tryAgain')}
          </button>
        </div>
      </section>
    );
  }
  if (!loading && items.length === 0) return null;
  return (
    <section ref={section} className="home-section" aria-labelledby={id}>
      <h2 id={id} className="home-section__title">
        {title}
      </h2>
      {loading && items.length === 0 ? (
        <div className="carousel-skeletons" aria-busy>
          {Array.from({ length: SKELETONS }, (_, i) => (
            <div key={i}>{skeleton}</div>
          ))}
        </div>
      ) : (
        <Slider
          {...carouselSettings}
          slidesToShow={slidesToShow}
          className="home-carousel"
          infinite={hydrated && items.length > slidesToShow}
          afterChange={update}
          onReInit={update}
          prevArrow={<CarouselArrow label={t('shell.carousel.previous')} />}
          nextArrow={<CarouselArrow label={t('shell.carousel.next')} />}
        >
          {items.map((item, index) => (
            <div key={item.id} className="home-carousel__slide">
              {renderItem(item, index)}
            </div>
          ))}
        </Slider>
      )}
    </section>
  );
}

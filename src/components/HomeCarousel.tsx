import type { ReactNode } from 'react';
import Slider from 'react-slick';
import 'slick-carousel/slick/slick.css';
import { carouselSettings, useSlidesToShow } from './carouselSettings';

const SKELETONS = 5;

interface HomeCarouselProps<T extends { id: string }> {
  id: string;
  title: string;
  items: T[];
  loading: boolean;
  renderItem: (item: T) => ReactNode;
  skeleton: ReactNode;
}

/** A titled home slider; five skeleton cards while its list loads, nothing when it came back empty. */
export default function HomeCarousel<T extends { id: string }>({ id, title, items, loading, renderItem, skeleton }: HomeCarouselProps<T>) {
  const slidesToShow = useSlidesToShow();
  if (!loading && items.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby={id}>
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
        <Slider {...carouselSettings} slidesToShow={slidesToShow} className="home-carousel" infinite={items.length > slidesToShow}>
          {items.map((item) => (
            <div key={item.id} className="home-carousel__slide">
              {renderItem(item)}
            </div>
          ))}
        </Slider>
      )}
    </section>
  );
}

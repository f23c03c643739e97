import Slider from 'react-slick';
import 'slick-carousel/slick/slick.css';
import type { Item } from '../domain/types';
import { carouselSettings } from './carouselSettings';
import ProductCard from './ProductCard';
import { ProductCardSkeleton } from './ProductGrid';

const SKELETONS = 5;

/** A titled product slider; skeleton cards while its list loads, nothing when it came back empty. */
export default function ProductCarousel({ id, title, items, loading }: { id: string; title: string; items: Item[]; loading: boolean }) {
  if (!loading && items.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby={id}>
      <h2 id={id} className="home-section__title">
        {title}
      </h2>
      {loading && items.length === 0 ? (
        <div className="carousel-skeletons">
          {Array.from({ length: SKELETONS }, (_, i) => (
            <ProductCardSkeleton key={i} />
          ))}
        </div>
      ) : (
        <Slider {...carouselSettings} className="product-carousel" infinite={items.length > 5}>
          {items.map((item) => (
            <div key={item.id} className="product-carousel__slide">
              <ProductCard item={item} />
            </div>
          ))}
        </Slider>
      )}
    </section>
  );
}

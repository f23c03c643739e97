import { useEffect, useState } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { bandsAndCategories, detailsPath, listingPrice } from '../../../domain/productDisplay';
import type { ListingItem } from '../../../domain/listing';
import { formatShopDateTime } from '../../../domain/shopTime';
import { useTexts } from '../../../i18n/TextsContext';
import { selectValidDiscounts } from '../../discounts/selectors';
import LazyImage from '../../../components/LazyImage';
import Price from '../../../components/Price';
import SaveButton from '../../saved/components/SaveButton';

/** A card's width at each screen width: the home carousels' columns (spec §2), the widest a card is drawn. */
export const CARD_SIZES = '(min-width: 1600px) 20vw, (min-width: 991px) 25vw, (min-width: 700px) 33vw, (min-width: 500px) 50vw, 100vw';

/** Spec §9: a card's slideshow on hover moves on every 1.7 s. */
export const SLIDESHOW_MS = 1700;

function useHoverSlideshow(count: number) {
  const [hovering, setHovering] = useState(false);
  const [index, setIndex] = useState(0);
  const sliding = hovering && count >= 2;
  useEffect(() => {
    if (!sliding) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), SLIDESHOW_MS);
    return () => clearInterval(timer);
  }, [sliding, count]);
  const stop = () => {
    setHovering(false);
    setIndex(0);
  };
  return { index: sliding ? index : 0, start: () => setHovering(true), stop };
}

export default function ProductCard({ item, priority = false }: { item: ListingItem; priority?: boolean }) {
  const discounts = useAppSelector(selectValidDiscounts);
  const { t, language } = useTexts();
  const images = item.images.length ? item.images : item.image ? [item.image] : [];
  const slideshow = useHoverSlideshow(images.length);
  const price = listingPrice(item, discounts);
  const name = item.title || item.name || '';

  // The heart sits over the card, beside its link rather than in it: a button inside a link is neither.
  return (
    <div className="product-card-frame">
      <a
        className="product-card"
        data-testid="product-card"
        href={detailsPath(item)}
        target="_blank"
        rel="noopener"
        onMouseEnter={slideshow.start}
        onMouseLeave={slideshow.stop}
        onFocus={slideshow.start}
        onBlur={slideshow.stop}
      >
        <div className="product-card__media">
          <LazyImage src={images[slideshow.index]} alt={name} width={400} height={400} priority={priority} sizes={CARD_SIZES} />
        </div>
        <div className="product-card__body">
          {/* The whole name, drawn on at most two lines (product.css); the title shows what a long one hides. */}
          <h3 className="product-card__name" title={name}>
            {name}
          </h3>
          <p className="product-card__meta">{bandsAndCategories(item, language, (names) => t('shop.card.bandLine', names))}</p>
          <Price price={price} />
          {item.drop && (
            <p className="product-card__drop">{t('drop.card', { at: formatShopDateTime(Date.parse(item.drop.startsAt), language) })}</p>
          )}
        </div>
      </a>
      <SaveButton itemId={item.id} name={name} className="product-card__save" />
    </div>
  );
}

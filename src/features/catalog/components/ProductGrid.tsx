import { Button, Empty } from 'antd';
import { Link } from 'react-router-dom';
import type { ListingItem } from '../../../domain/listing';
import { shopSearchPath } from '../../../domain/shopUrl';
import {
  DID_YOU_MEAN,
  MORE_PRODUCTS_NOT_LOADED,
  NO_PRODUCTS_FOUND,
  PRODUCTS_NOT_LOADED,
  PRODUCTS_NOT_UPDATED,
  RESET_FILTERS,
} from '../../../domain/texts';
import ProductCard from './ProductCard';
import ProductCardSkeleton from '../../../components/ProductCardSkeleton';

export const SKELETON_CARDS = 20;
/** Cards whose image is in the first screen on a phone as on a desktop. */
const PRIORITY_CARDS = 2;

interface Props {
  items: ListingItem[];
  /** The cards of the search before, shown dimmed while this one has none (loading, or failed). */
  previous?: ListingItem[];
  loading: boolean;
  hasMore: boolean;
  /** The last page asked for could not be loaded. */
  failed: boolean;
  /** Load More, and Try again after a failure: asks the failed page again. */
  onLoadMore: () => void;
  /** Offered on an empty result when filters narrowed it: clears them. */
  onReset?: () => void;
  /** Offered on an empty result: a band or category name near what was typed, linked to its search. */
  suggestion?: string | null;
}

/**
 * A grid of product cards with skeletons while loading, Load More while the server has more, and the empty message
 * (with "Did you mean" when a name is near the typed text, and Reset filters when filters narrowed it).
 * A failure keeps what is shown (spec §8: the list stays unchanged) and says so under it, with Try again.
 */
export default function ProductGrid({ items, previous = [], loading, hasMore, failed, onLoadMore, onReset, suggestion }: Props) {
  const stale = items.length === 0 && previous.length > 0;
  const cards = stale ? previous : items;
  const retry = (
    <Button size="large" onClick={onLoadMore}>
      Try again
    </Button>
  );
  if (failed && cards.length === 0) {
    return (
      <Empty className="product-grid__empty" description={<span role="alert">{PRODUCTS_NOT_LOADED}</span>}>
        {retry}
      </Empty>
    );
  }
  if (!loading && cards.length === 0) {
    return (
      <Empty className="product-grid__empty" description={NO_PRODUCTS_FOUND}>
        {suggestion && (
          <p className="product-grid__suggestion">
            {DID_YOU_MEAN} <Link to={shopSearchPath(suggestion)}>{suggestion}</Link>?
          </p>
        )}
        {onReset && (
          <Button size="large" type="primary" onClick={onReset}>
            {RESET_FILTERS}
          </Button>
        )}
      </Empty>
    );
  }
  return (
    <>
      <div className={`product-grid${stale ? ' product-grid--stale' : ''}`} aria-busy={loading}>
        {cards.map((item, index) => (
          <ProductCard key={item.id} item={item} priority={index < PRIORITY_CARDS} />
        ))}
        {loading &&
          !stale &&
          Array.from({ length: items.length ? 4 : SKELETON_CARDS }, (_, i) => <ProductCardSkeleton key={`skeleton-${i}`} />)}
      </div>
      {failed ? (
        <div className="product-grid__failed">
          <p role="alert">{stale ? PRODUCTS_NOT_UPDATED : MORE_PRODUCTS_NOT_LOADED}</p>
          {retry}
        </div>
      ) : (
        hasMore &&
        !loading && (
          <div className="product-grid__more">
            <Button size="large" onClick={onLoadMore}>
              Load More
            </Button>
          </div>
        )
      )}
    </>
  );
}

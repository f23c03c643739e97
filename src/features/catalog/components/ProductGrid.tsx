import { Button, Empty } from 'antd';
import type { ListingItem } from '../../../domain/listing';
import { NO_PRODUCTS_FOUND, PRODUCTS_NOT_LOADED } from '../../../domain/texts';
import ProductCard from './ProductCard';
import ProductCardSkeleton from '../../../components/ProductCardSkeleton';

export const SKELETON_CARDS = 20;
/** Cards whose image is in the first screen on a phone as on a desktop. */
const PRIORITY_CARDS = 2;

interface Props {
  items: ListingItem[];
  loading: boolean;
  hasMore: boolean;
  /** The last page asked for could not be loaded. */
  failed: boolean;
  onLoadMore: () => void;
}

/**
 * A grid of product cards with skeletons while loading, Load More while the server has more (it asks a failed
 * page again), and the empty message.
 */
export default function ProductGrid({ items, loading, hasMore, failed, onLoadMore }: Props) {
  if (failed && items.length === 0) {
    return (
      <Empty className="product-grid__empty" description={<span role="alert">{PRODUCTS_NOT_LOADED}</span>}>
        <Button size="large" onClick={onLoadMore}>
          Try again
        </Button>
      </Empty>
    );
  }
  if (!loading && items.length === 0) {
    return <Empty className="product-grid__empty" description={NO_PRODUCTS_FOUND} />;
  }
  return (
    <>
      <div className="product-grid" aria-busy={loading}>
        {items.map((item, index) => (
          <ProductCard key={item.id} item={item} priority={index < PRIORITY_CARDS} />
        ))}
        {loading && Array.from({ length: items.length ? 4 : SKELETON_CARDS }, (_, i) => <ProductCardSkeleton key={`skeleton-${i}`} />)}
      </div>
      {hasMore && !loading && (
        <div className="product-grid__more">
          <Button size="large" onClick={onLoadMore}>
            Load More
          </Button>
        </div>
      )}
    </>
  );
}

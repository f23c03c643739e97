import { Button } from 'antd';
import { Link } from '../../../components/Link';
import type { ListingItem } from '../../../domain/listing';
import { shopSearchPath } from '../../../domain/shopUrl';
import { useTexts } from '../../../i18n/TextsContext';
import ProductCard from './ProductCard';
import ProductCardSkeleton from '../../../components/ProductCardSkeleton';
import PlainEmpty from '../../../components/PlainEmpty';
import { EmptyHangerArt } from '../../../components/Illustrations';

export const SKELETON_CARDS = 20;
/** Cards whose image is in the first screen on a phone as on a desktop. */
const PRIORITY_CARDS = 2;
/** Stands in a message for its linked argument, so the link lands where the language puts the name. */
const LINK_SLOT = '\uE000';

/** "Did you mean Slayer?", the name linked to its search. */
function DidYouMean({ name }: { name: string }) {
  const { t } = useTexts();
  const [before, after] = t('shop.grid.didYouMean', { name: LINK_SLOT }).split(LINK_SLOT);
  return (
    <p className="product-grid__suggestion">
      {before}
      <Link to={shopSearchPath(name)}>{name}</Link>
      {after}
    </p>
  );
}

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
  const { t } = useTexts();
  const stale = items.length === 0 && previous.length > 0;
  const cards = stale ? previous : items;
  const retry = (
    <Button size="large" onClick={onLoadMore}>
      {t('shop.tryAgain')}
    </Button>
  );
  if (failed && cards.length === 0) {
    return (
      <PlainEmpty
        className="product-grid__empty"
        image={<EmptyHangerArt />}
        description={<span role="alert">{t('shop.grid.notLoaded')}</span>}
      >
        {retry}
      </PlainEmpty>
    );
  }
  if (!loading && cards.length === 0) {
    return (
      <PlainEmpty className="product-grid__empty" image={<EmptyHangerArt />} description={t('shop.grid.noProducts')}>
        {suggestion && <DidYouMean name={suggestion} />}
        {onReset && (
          <Button size="large" type="primary" onClick={onReset}>
            {t('shop.grid.resetFilters')}
          </Button>
        )}
      </PlainEmpty>
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
          <p role="alert">{t(stale ? 'shop.grid.notUpdated' : 'shop.grid.moreNotLoaded')}</p>
          {retry}
        </div>
      ) : (
        hasMore &&
        !loading && (
          <div className="product-grid__more">
            <Button size="large" onClick={onLoadMore}>
              {t('shop.grid.loadMore')}
            </Button>
          </div>
        )
      )}
    </>
  );
}

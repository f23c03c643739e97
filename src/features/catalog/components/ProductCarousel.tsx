import type { ListingItem } from '../../../domain/listing';
import HomeCarousel from '../../../components/HomeCarousel';
import ProductCard from './ProductCard';
import ProductCardSkeleton from '../../../components/ProductCardSkeleton';

interface Props {
  id: string;
  title: string;
  items: ListingItem[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** How many of its first cards are the page's largest paint, loaded at once and first (see ProductCard). */
  priorityCards?: number;
}

/** A titled product slider of the home page. */
export default function ProductCarousel({ priorityCards = 0, ...carousel }: Props) {
  return (
    <HomeCarousel
      {...carousel}
      renderItem={(item, index) => <ProductCard item={item} priority={index < priorityCards} />}
      skeleton={<ProductCardSkeleton />}
    />
  );
}

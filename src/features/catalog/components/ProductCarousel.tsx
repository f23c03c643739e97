import type { ListingItem } from '../../../domain/listing';
import HomeCarousel from '../../../components/HomeCarousel';
import ProductCard from './ProductCard';
import ProductCardSkeleton from '../../../components/ProductCardSkeleton';

/** A titled product slider of the home page. */
export default function ProductCarousel({ id, title, items, loading }: { id: string; title: string; items: ListingItem[]; loading: boolean }) {
  return <HomeCarousel id={id} title={title} items={items} loading={loading} renderItem={(item) => <ProductCard item={item} />} skeleton={<ProductCardSkeleton />} />;
}

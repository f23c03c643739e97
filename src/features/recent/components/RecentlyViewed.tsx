import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useTexts } from '../../../i18n/TextsContext';
import ProductCard from '../../catalog/components/ProductCard';
import { selectShelf, shelfProducts } from '../../productShelf/selectors';
import { shelfActions } from '../../productShelf/shelfSlice';
import { selectRecentIds } from '../selectors';

/**
 * The products this browser opened lately, newest first, at their price and stock now; the one the page is about
 * (`except`) left out. Nothing at all until there is one to show: a first visit, or the shop out of reach, shows no row.
 */
export default function RecentlyViewed({ except }: { except?: string }) {
  const dispatch = useAppDispatch();
  const { t } = useTexts();
  const ids = useAppSelector(selectRecentIds).filter((id) => id !== except);
  const shelf = useAppSelector(selectShelf);
  const wanted = ids.join(',');
  useEffect(() => {
    if (wanted) dispatch(shelfActions.productsRequested({ ids: wanted.split(',') }));
  }, [dispatch, wanted]);
  const products = shelfProducts(shelf, ids);
  if (products.length === 0) return null;
  return (
    <section className="recently-viewed" aria-labelledby="recently-viewed-title">
      <h2 id="recently-viewed-title" className="home-section__title">
        {t('recent.title')}
      </h2>
      <div className="recently-viewed__row">
        {products.map((item) => (
          <ProductCard key={item.id} item={item} />
        ))}
      </div>
    </section>
  );
}

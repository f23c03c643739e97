import PlainResult from '../../components/PlainResult';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import ProductGrid from '../../features/catalog/components/ProductGrid';
import { catalogActions } from '../../features/catalog/catalogSlice';
import { selectProductList } from '../../features/catalog/selectors';
import { referenceDataActions } from '../../features/referenceData/referenceDataSlice';
import { selectBrandsStatus } from '../../features/referenceData/selectors';
import { useUrlFilters } from '../../features/filters/useUrlFilters';
import '../../features/catalog/components/product.css';
import './wings.css';
import { withAntdTheme } from '../../app/AntdTheme';
import { useTexts } from '../../i18n/TextsContext';

function WingsPage() {
  const dispatch = useAppDispatch();
  const { t } = useTexts();
  const brandsStatus = useAppSelector(selectBrandsStatus);
  const { items, status, nextPageToken } = useAppSelector(selectProductList('wings'));
  const { ownLabel: wings } = useUrlFilters('wings');

  // The own label is known from the brands; when they fail to load, that is a failure to say so, not an empty label.
  const brandsFailed = brandsStatus === 'failed';
  const labelMissing = brandsStatus === 'loaded' && !wings;

  return (
    <>
      <section className="wings-banner">
        <p className="wings-banner__kicker">{t('shop.wings.kicker')}</p>
        <h1 className="wings-banner__title">{t('shop.wings.title')}</h1>
        <p className="wings-banner__lead">{t('shop.wings.lead')}</p>
      </section>
      {labelMissing ? (
        <PlainResult status="info" title={t('shop.wings.paused')} subTitle={t('shop.wings.pausedDetail')} />
      ) : (
        <>
          <h2 className="visually-hidden">{t('shop.listing.products')}</h2>
          <ProductGrid
            items={items}
            loading={!brandsFailed && (!wings || status === 'loading' || status === 'idle')}
            hasMore={!!nextPageToken}
            failed={brandsFailed || status === 'failed'}
            onLoadMore={() => dispatch(brandsFailed ? referenceDataActions.pageMounted() : catalogActions.moreRequested({ list: 'wings' }))}
          />
        </>
      )}
    </>
  );
}

export default withAntdTheme(WingsPage);

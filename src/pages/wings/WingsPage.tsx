import { Result } from 'antd';
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

function WingsPage() {
  const dispatch = useAppDispatch();
  const brandsStatus = useAppSelector(selectBrandsStatus);
  const { items, status, nextPageToken } = useAppSelector(selectProductList('wings'));
  const { ownLabel: wings } = useUrlFilters('wings');

  // The own label is known from the brands; when they fail to load, that is a failure to say so, not an empty label.
  const brandsFailed = brandsStatus === 'failed';
  const labelMissing = brandsStatus === 'loaded' && !wings;

  return (
    <>
      <section className="wings-banner">
        <p className="wings-banner__kicker">The shop's own label</p>
        <h1 className="wings-banner__title">Wings</h1>
        <p className="wings-banner__lead">Designed in Dhaka, printed heavy: our own shirts, hoodies and accessories for the scene.</p>
      </section>
      {labelMissing ? (
        <Result
          status="info"
          title="Wings is taking a break"
          subTitle="Our own label has no products online right now. Have a look around the shop."
        />
      ) : (
        <>
          <h2 className="visually-hidden">Products</h2>
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

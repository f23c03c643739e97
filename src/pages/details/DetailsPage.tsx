import { Button, Skeleton } from 'antd';
import PlainResult from '../../components/PlainResult';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import HydrateLater from '../../components/HydrateLater';
import LinkButton from '../../components/LinkButton';
import { EmptyHangerArt } from '../../components/Illustrations';
import ProductCard from '../../features/catalog/components/ProductCard';
import ProductCardSkeleton from '../../components/ProductCardSkeleton';
import { catalogActions } from '../../features/catalog/catalogSlice';
import { selectProductDetails, selectProductMissing } from '../../features/catalog/selectors';
import { productIdParam } from '../../domain/productDisplay';
import ProductGallery from '../../features/catalog/components/ProductGallery';
import ProductInfo from '../../features/catalog/components/ProductInfo';
import RecentlyViewed from '../../features/recent/components/RecentlyViewed';
import '../../features/catalog/components/product.css';
import '../../features/catalog/components/listing.css';
import './details.css';
import { withAntdTheme } from '../../app/AntdTheme';
import { useTexts } from '../../i18n/TextsContext';

const RELATED_PLACEHOLDERS = 4;

function DetailsSkeleton() {
  return (
    <div className="details" aria-busy="true">
      <Skeleton.Node active className="details__image-skeleton">
        <span />
      </Skeleton.Node>
      <Skeleton active title paragraph={{ rows: 8 }} />
    </div>
  );
}

function RelatedProducts() {
  const { t } = useTexts();
  const { related, relatedStatus } = useAppSelector(selectProductDetails);
  if (relatedStatus === 'loaded' && related.length === 0) return null;
  return (
    <section className="related" aria-labelledby="related-title">
      <h2 id="related-title" className="home-section__title">
        {t('shop.details.related')}
      </h2>
      <div className="product-grid">
        {relatedStatus === 'loaded'
          ? related.map((item) => <ProductCard key={item.id} item={item} />)
          : Array.from({ length: RELATED_PLACEHOLDERS }, (_, i) => <ProductCardSkeleton key={i} />)}
      </div>
    </section>
  );
}

function DetailsPage() {
  const dispatch = useAppDispatch();
  const { t } = useTexts();
  const [params] = useSearchParams();
  const id = productIdParam(params);
  const details = useAppSelector(selectProductDetails);

  const viewedId = details.item?.id;
  useEffect(() => {
    if (viewedId) dispatch(catalogActions.productViewed({ id: viewedId }));
  }, [dispatch, viewedId]);

  const missing = useAppSelector((state) => selectProductMissing(state, id));
  if (missing) {
    return (
      <PlainResult
        icon={<EmptyHangerArt />}
        title={<h1 className="page-heading">{t('shop.details.missing')}</h1>}
        subTitle={t('shop.details.missingDetail')}
        extra={
          <LinkButton type="primary" to="/shop">
            {t('shop.toShop')}
          </LinkButton>
        }
      />
    );
  }
  if (details.status === 'failed') {
    return (
      <PlainResult
        status="warning"
        title={<h1 className="page-heading">{t('shop.details.failed')}</h1>}
        subTitle={t('shop.details.failedDetail')}
        extra={
          <Button type="primary" onClick={() => dispatch(catalogActions.detailsRequested({ id }))}>
            {t('shop.tryAgain')}
          </Button>
        }
      />
    );
  }
  if (details.id !== id || !details.item) return <DetailsSkeleton />;

  const item = details.item;
  return (
    <>
      <div className="details">
        <ProductGallery key={item.id} item={item} />
        <ProductInfo key={item.id} item={item} />
      </div>
      <HydrateLater>
        <RelatedProducts />
      </HydrateLater>
      <RecentlyViewed except={item.id} />
    </>
  );
}

export default withAntdTheme(DetailsPage);

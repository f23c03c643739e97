import { Button } from 'antd';
import { Suspense, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import OutletCard, { OutletCardSkeleton } from '../../features/outlets/components/OutletCard';
import { OUTLET_PAGE_SIZE } from '../../domain/pageSizes';
import { outletsActions, type OutletLocation } from '../../features/outlets/outletsSlice';
import { selectOutletPage } from '../../features/outlets/selectors';
import './OutletPage.css';
import { withAntdTheme } from '../../app/AntdTheme';
import { useTexts } from '../../i18n/TextsContext';
import { lazyChunk } from '../../app/chunks';
import PlainEmpty from '../../components/PlainEmpty';
import { EmptyPosterArt } from '../../components/Illustrations';

// The map's dialog opens on a tap: its code (antd's Modal) loads then, not with the list of outlets.
const OutletMapModal = lazyChunk(
  () => import(/* webpackChunkName: "outlet-map-modal" */ '../../features/outlets/components/OutletMapModal'),
);

function OutletPage() {
  const { t } = useTexts();
  const dispatch = useAppDispatch();
  const { items: list, status, nextPageToken } = useAppSelector(selectOutletPage);
  const [mapOutlet, setMapOutlet] = useState<OutletLocation | null>(null);

  const loading = status === 'loading' || status === 'idle';
  return (
    <section className="outlet-page" aria-labelledby="outlet-heading">
      <h1 id="outlet-heading" className="page-heading">
        {t('news.outlet.heading')}
      </h1>
      {!loading && list.length === 0 ? (
        <PlainEmpty
          className="outlet-page__empty"
          image={<EmptyPosterArt />}
          description={t(status === 'failed' ? 'news.outlet.failed' : 'news.outlet.none')}
        >
          {status === 'failed' && <Button onClick={() => dispatch(outletsActions.pageRequested())}>{t('news.tryAgain')}</Button>}
        </PlainEmpty>
      ) : (
        <div className="outlet-grid" aria-busy={loading}>
          {list.map((outlet) => (
            <OutletCard key={outlet.id} outlet={outlet} onShowMap={setMapOutlet} />
          ))}
          {loading && Array.from({ length: list.length ? 4 : OUTLET_PAGE_SIZE }, (_, i) => <OutletCardSkeleton key={`skeleton-${i}`} />)}
        </div>
      )}
      {nextPageToken && !loading && list.length > 0 && (
        <div className="outlet-page__more">
          <Button size="large" onClick={() => dispatch(outletsActions.moreRequested())}>
            {t('news.loadMore')}
          </Button>
        </div>
      )}
      {mapOutlet && (
        <Suspense fallback={null}>
          <OutletMapModal outlet={mapOutlet} onClose={() => setMapOutlet(null)} />
        </Suspense>
      )}
    </section>
  );
}

export default withAntdTheme(OutletPage);

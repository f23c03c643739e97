import { EnvironmentOutlined } from '@ant-design/icons';
import { Button, Skeleton } from 'antd';
import Modal from 'antd/es/modal/Modal';
import '@shop/antd-modal.css';
import PlainResult from '../../../components/PlainResult';
import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import { useShopConfig } from '../../../app/ConfigContext';
import { textLangOn } from '../../../domain/language';
import { useTexts } from '../../../i18n/TextsContext';
import { nativeMapsUrl } from '../outletLinks';
import type { OutletLocation } from '../outletsSlice';
import { retryImport } from '../retryImport';

/** Spec §8: the map's code is retried up to 3 times with a growing delay (0.5 s, 1 s, 2 s). */
export const MAP_RETRIES = 3;
export const MAP_RETRY_DELAY_MS = 500;

const lazyMap = () =>
  lazy(() => retryImport(() => import(/* webpackChunkName: "outlet-map" */ './OutletMap'), MAP_RETRIES, MAP_RETRY_DELAY_MS));
// React.lazy remembers a failure for good, so after one a fresh loader is made for the next opening.
let OutletMap = lazyMap();

class MapErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch() {
    OutletMap = lazyMap();
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function MapFailed() {
  const { t } = useTexts();
  return <PlainResult status="warning" title={t('news.outlet.mapFailed')} subTitle={t('news.outlet.mapFailedHint')} />;
}

/** The map, or where neither its code nor its tiles can load, the words that say so (the address stays above it). */
function MapOrFallback({ outlet, tileUrl }: { outlet: OutletLocation; tileUrl: string }) {
  const { t } = useTexts();
  const [tilesFailed, setTilesFailed] = useState(false);
  if (tilesFailed) return <MapFailed />;
  return (
    <MapErrorBoundary fallback={<MapFailed />}>
      <Suspense
        fallback={
          <Skeleton.Node active className="outlet-map-modal__loading">
            <span>{t('news.outlet.mapLoading')}</span>
          </Skeleton.Node>
        }
      >
        <OutletMap lat={outlet.lat} lon={outlet.lon} name={outlet.name} tileUrl={tileUrl} onTilesFailed={() => setTilesFailed(true)} />
      </Suspense>
    </MapErrorBoundary>
  );
}

/** A map of one outlet with a marker at it, and a button that hands the place to the phone's maps app. */
export default function OutletMapModal({ outlet, onClose }: { outlet: OutletLocation | null; onClose: () => void }) {
  const { t, language } = useTexts();
  const { mapTileUrl } = useShopConfig();
  return (
    <Modal
      open={outlet !== null}
      onCancel={onClose}
      title={outlet?.name}
      width={760}
      destroyOnHidden
      className="outlet-map-modal"
      footer={
        outlet && (
          <Button
            type="primary"
            icon={<EnvironmentOutlined aria-hidden />}
            href={nativeMapsUrl(outlet.lat, outlet.lon)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('news.outlet.openInMaps')}
          </Button>
        )
      }
    >
      {outlet && (
        <>
          <p className="outlet-map-modal__address" lang={textLangOn(outlet.address, language)}>
            {outlet.address}
          </p>
          <MapOrFallback key={outlet.id} outlet={outlet} tileUrl={mapTileUrl} />
        </>
      )}
    </Modal>
  );
}

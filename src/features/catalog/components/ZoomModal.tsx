import { Button, Space } from 'antd';
import Modal from 'antd/es/modal/Modal';
import '@shop/antd-modal.css';
import { TransformComponent, TransformWrapper, type ReactZoomPanPinchContentRef } from 'react-zoom-pan-pinch';
import { useImageUrl } from '../../../app/ConfigContext';
import { useTexts } from '../../../i18n/TextsContext';

/** Spec §2: zoom up to 10 times; a double tap zooms up to 3 times (and back). */
export const MAX_ZOOM = 10;
export const DOUBLE_TAP_ZOOM = 3;

export default function ZoomModal({ image, alt, open, onClose }: { image: string; alt: string; open: boolean; onClose: () => void }) {
  const toUrl = useImageUrl();
  const { t } = useTexts();
  return (
    <Modal open={open} onCancel={onClose} footer={null} width="min(92vw, 900px)" title={alt} destroyOnHidden centered>
      <TransformWrapper maxScale={MAX_ZOOM} minScale={1} doubleClick={{ disabled: true }} wheel={{ step: 0.2 }}>
        {({ zoomIn, zoomOut, resetTransform, centerView, instance }: ReactZoomPanPinchContentRef) => (
          // Each control starts an animation; its promise (never rejected) only says when it ends, and nothing waits for that.
          <div className="zoom">
            <Space className="zoom__controls">
              <Button onClick={() => void zoomIn()} aria-label={t('shop.gallery.zoomIn')}>
                +
              </Button>
              <Button onClick={() => void zoomOut()} aria-label={t('shop.gallery.zoomOut')}>
                −
              </Button>
              <Button onClick={() => void resetTransform()}>{t('shop.gallery.reset')}</Button>
            </Space>
            <div
              className="zoom__stage"
              onDoubleClick={() => void (instance.state.scale < DOUBLE_TAP_ZOOM ? centerView(DOUBLE_TAP_ZOOM) : resetTransform())}
            >
              <TransformComponent wrapperClass="zoom__wrapper" contentClass="zoom__content">
                <img src={toUrl(image)} alt={alt} className="zoom__image" />
              </TransformComponent>
            </div>
          </div>
        )}
      </TransformWrapper>
    </Modal>
  );
}

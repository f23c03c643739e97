import { Button } from 'antd';
import Modal from 'antd/es/modal/Modal';
import '@shop/antd-modal.css';
import type { ComponentProps } from 'react';
import FilterPanel from '../../filters/components/FilterPanel';
import { useTexts } from '../../../i18n/TextsContext';

/**
 * The phone's filters: the same panel in a modal that ends with "Show N products", N following the filters as they
 * change (null while the new search runs), and closes on it (its own chunk, loaded on the first open). It opens without
 * antd's zoom: on a slow phone the zoom's stages end some 0.6 s after the sheet is drawn, and its chips move till then.
 */
export default function FilterModal({
  open,
  onClose,
  count,
  ...panel
}: ComponentProps<typeof FilterPanel> & { open: boolean; onClose: () => void; count: number | null }) {
  const { t } = useTexts();
  return (
    <Modal
      title={t('shop.listing.filters')}
      open={open}
      onCancel={onClose}
      footer={
        <Button type="primary" block size="large" onClick={onClose}>
          {count === null ? t('shop.filter.showProducts') : t('shop.filter.showCount', { count })}
        </Button>
      }
      className="listing__filter-modal"
      transitionName=""
      maskTransitionName=""
    >
      <FilterPanel {...panel} />
    </Modal>
  );
}

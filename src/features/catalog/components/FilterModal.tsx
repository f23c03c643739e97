import { Button, Modal } from 'antd';
import type { ComponentProps } from 'react';
import FilterPanel from '../../filters/components/FilterPanel';
import { useTexts } from '../../../i18n/TextsContext';

/** The phone's filters: the same panel in a modal with Close (its own chunk, loaded on the first open). */
export default function FilterModal({
  open,
  onClose,
  ...panel
}: ComponentProps<typeof FilterPanel> & { open: boolean; onClose: () => void }) {
  const { t } = useTexts();
  return (
    <Modal
      title={t('shop.listing.filters')}
      open={open}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('shop.filter.close')}
        </Button>
      }
      className="listing__filter-modal"
    >
      <FilterPanel {...panel} />
    </Modal>
  );
}

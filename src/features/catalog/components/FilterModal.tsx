import { Button } from 'antd';
import type { ComponentProps } from 'react';
import PlainModal from '../../../components/PlainModal';
import FilterPanel from '../../filters/components/FilterPanel';
import { useTexts } from '../../../i18n/TextsContext';

/**
 * The phone's filters: the same panel in a modal that ends with "Show N products", N following the filters as they
 * change (null while the new search runs), and closes on it (in the `filters` chunk with the desktop's panel, loaded
 * on the first open). The browser's own dialog draws it: antd's Modal would bring some 9 KiB of script (rc-dialog,
 * its portal and motion) to a phone that waits for the sheet.
 */
export default function FilterModal({
  open,
  onClose,
  count,
  ...panel
}: ComponentProps<typeof FilterPanel> & { open: boolean; onClose: () => void; count: number | null }) {
  const { t } = useTexts();
  return (
    <PlainModal
      title={t('shop.listing.filters')}
      open={open}
      onClose={onClose}
      footer={
        <Button type="primary" block size="large" onClick={onClose}>
          {count === null ? t('shop.filter.showProducts') : t('shop.filter.showCount', { count })}
        </Button>
      }
      className="listing__filter-modal"
    >
      <FilterPanel {...panel} />
    </PlainModal>
  );
}

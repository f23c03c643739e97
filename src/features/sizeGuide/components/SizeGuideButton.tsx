import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useTexts } from '../../../i18n/TextsContext';
import { sizeGuideActions } from '../sizeGuideActions';
import { selectSizeGuide, selectSizeGuideOpen } from '../selectors';
import SizeGuideDialog from './SizeGuideDialog';
import './sizeGuide.css';

/**
 * "Size guide" beside the size choice, when the product's cut has one (issue 45): it opens the guide with `size`
 * (the chosen size's code) highlighted. A server-rendered page has the guide in its state, so it opens at once, even
 * once the phone has lost its connection.
 */
export default function SizeGuideButton({ size }: { size: string | undefined }) {
  const dispatch = useAppDispatch();
  const { t } = useTexts();
  const guide = useAppSelector(selectSizeGuide);
  const open = useAppSelector(selectSizeGuideOpen);
  const itemId = useAppSelector((state) => state.catalog.details.id);
  if (!guide) return null;
  return (
    <>
      <button
        type="button"
        className="size-guide-link"
        aria-haspopup="dialog"
        onClick={() => dispatch(sizeGuideActions.opened({ itemId, size }))}
      >
        {t('shop.sizeGuide.open')}
      </button>
      {open && <SizeGuideDialog guide={guide} />}
    </>
  );
}

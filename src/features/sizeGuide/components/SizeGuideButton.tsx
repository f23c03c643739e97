import { Suspense, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { lazyChunk } from '../../../app/chunks';
import { useTexts } from '../../../i18n/TextsContext';
import { sizeGuideActions } from '../sizeGuideActions';
import { selectSizeGuide, selectSizeGuideOpen } from '../selectors';
import './sizeGuide.css';

const loadDialog = () => import(/* webpackChunkName: "size-guide" */ './SizeGuideDialog');
const SizeGuideDialog = lazyChunk(loadDialog);

/**
 * "Size guide" beside the size choice, when the product's cut has one (issue 45): it opens the guide with `size`
 * (the chosen size's code) highlighted. A server-rendered page has the guide in its state, so it opens at once, even
 * once the phone has lost its connection: the dialog's script is fetched as soon as the page shows a guide, after the
 * page's own, so it is not in the way of the first tap.
 */
export default function SizeGuideButton({ size }: { size: string | undefined }) {
  const dispatch = useAppDispatch();
  const { t } = useTexts();
  const guide = useAppSelector(selectSizeGuide);
  const open = useAppSelector(selectSizeGuideOpen);
  const itemId = useAppSelector((state) => state.catalog.details.id);
  useEffect(() => {
    // Offline now: opening it waits for the connection, as every chunk does.
    if (guide) loadDialog().catch(() => undefined);
  }, [guide]);
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
      {open && (
        <Suspense fallback={null}>
          <SizeGuideDialog guide={guide} />
        </Suspense>
      )}
    </>
  );
}

import { Suspense, useState, type RefObject } from 'react';
import { lazyChunk } from '../../app/chunks';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { cartActions } from './cartSlice';
import type { UndoOffer } from './components/ClearAllUndo';
import { selectCartLines } from './selectors';

const ClearAllUndo = lazyChunk(() => import(/* webpackChunkName: "toasts" */ './components/ClearAllUndo'));

/**
 * Clear All, undoable: the cart empties at once (in every tab), and a toast offers Undo (./components/ClearAllUndo),
 * whose script comes on the first Clear All. `toastHolder` must stay rendered whether the cart is empty or not.
 */
export function useClearAll(focusAfter: RefObject<HTMLElement | null>) {
  const dispatch = useAppDispatch();
  const lines = useAppSelector(selectCartLines);
  const [offer, setOffer] = useState<UndoOffer | null>(null);

  const clearAll = () => {
    dispatch(cartActions.cleared());
    setOffer({ lines });
  };

  const toastHolder = offer && (
    <Suspense fallback={null}>
      <ClearAllUndo offer={offer} focusAfter={focusAfter} />
    </Suspense>
  );
  return { clearAll, toastHolder };
}

import { Button, message } from 'antd';
import { useRef, type RefObject } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useTexts } from '../../i18n/TextsContext';
import { cartActions } from './cartSlice';
import { selectCartLines } from './selectors';

/** How long Clear All can be undone: longer than the shop's 4 s toasts, as the shopper must read it and act. */
export const UNDO_SECONDS = 8;
const UNDO_KEY = 'cart-cleared';

/**
 * Clear All, undoable: the cart empties at once (in every tab), and a toast offers Undo for UNDO_SECONDS, which puts
 * the cleared lines back with `cart/clearUndone`, the lines in its payload. Clear All leaves the empty cart where it
 * was, so Undo takes the focus (the toast is an alert, read out by screen readers); when the toast goes, a focus
 * still on it moves to `focusAfter`. `toastHolder` must stay rendered whether the cart is empty or not.
 */
export function useClearAll(focusAfter: RefObject<HTMLElement | null>) {
  const { t } = useTexts();
  const dispatch = useAppDispatch();
  const lines = useAppSelector(selectCartLines);
  const [toasts, toastHolder] = message.useMessage();
  const toast = useRef<HTMLSpanElement>(null);

  const focusLeavesToast = () => {
    if (toast.current?.contains(document.activeElement)) focusAfter.current?.focus();
  };

  const clearAll = () => {
    const undo = () => {
      focusLeavesToast();
      toasts.destroy(UNDO_KEY);
      dispatch(cartActions.clearUndone({ lines }));
    };
    dispatch(cartActions.cleared());
    toasts.open({
      key: UNDO_KEY,
      type: 'success',
      duration: UNDO_SECONDS,
      onClose: focusLeavesToast,
      content: (
        <span ref={toast}>
          {t('cart.cleared')}
          <Button type="link" size="small" autoFocus onClick={undo}>
            {t('cart.undo')}
          </Button>
        </span>
      ),
    });
  };

  return { clearAll, toastHolder };
}

import { Button, message } from 'antd';
import '@shop/antd-message.css';
import { useEffect, useRef, type RefObject } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { useTexts } from '../../../i18n/TextsContext';
import { cartActions, UNDO_SECONDS, type CartLine } from '../cartSlice';

const UNDO_KEY = 'cart-cleared';

/** One Clear All: the lines it took away; each Clear All is a new offer. */
export interface UndoOffer {
  lines: CartLine[];
}

/**
 * The toast that offers Undo after Clear All, for UNDO_SECONDS; Undo puts the cleared lines back with
 * `cart/clearUndone`, the lines in its payload. Undo takes the focus (the toast is an alert, read out by screen
 * readers); when the toast goes, a focus still on it moves to `focusAfter`. antd's message API comes with it, in the
 * toasts' chunk: the cart's page hydrates without it.
 */
export default function ClearAllUndo({ offer, focusAfter }: { offer: UndoOffer; focusAfter: RefObject<HTMLElement | null> }) {
  const { t } = useTexts();
  const dispatch = useAppDispatch();
  const [toasts, toastHolder] = message.useMessage();
  const toast = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const focusLeavesToast = () => {
      if (toast.current?.contains(document.activeElement)) focusAfter.current?.focus();
    };
    const undo = () => {
      focusLeavesToast();
      toasts.destroy(UNDO_KEY);
      dispatch(cartActions.clearUndone({ lines: offer.lines }));
    };
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
  }, [offer, toasts, dispatch, focusAfter, t]);

  return toastHolder;
}

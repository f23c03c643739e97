import { CartIcon } from '../../../components/HeaderIcons';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { loadChunk } from '../../../app/chunks';
import { Link } from '../../../components/Link';
import { useAppSelector } from '../../../app/hooks';
import { useTexts } from '../../../i18n/TextsContext';
import { selectCart, selectCartRestored } from '../selectors';
import './CartButton.css';

export const CART_SHAKE_MS = 1500;
/** Time to move the pointer from the icon onto the panel before it closes. */
const CLOSE_DELAY_MS = 200;

interface PanelProps {
  open: boolean;
  container: HTMLElement;
  anchor: ReactNode;
  icon: RefObject<HTMLAnchorElement | null>;
}

/** The cart panel in an antd Popover: its own chunk, loaded on the first hover or keyboard focus. */
const CartPanel = lazy(async () => {
  const [{ default: Popover }, { default: CartDropdown }, { default: AntdTheme }] = await loadChunk(() =>
    Promise.all([
      import(/* webpackChunkName: "cart-dropdown" */ 'antd/es/popover'),
      import(/* webpackChunkName: "cart-dropdown" */ './CartDropdown'),
      import(/* webpackChunkName: "cart-dropdown" */ '../../../app/AntdTheme'),
    ]),
  );
  return {
    default: ({ open, container, anchor, icon }: PanelProps) => (
      <AntdTheme>
        <Popover
          open={open}
          trigger={[]}
          placement="bottomRight"
          arrow={false}
          content={<CartDropdown focusAfter={icon} />}
          getPopupContainer={() => container}
        >
          {anchor}
        </Popover>
      </AntdTheme>
    ),
  };
});

/**
 * The cart icon with its unit count; it shakes for 1.5 s whenever the cart changes. It is a link to the
 * cart page; hovering it (or reaching it with the keyboard) opens the cart panel below it.
 */
export default function CartButton() {
  const { t, number } = useTexts();
  const cart = useAppSelector(selectCart);
  const restored = useAppSelector(selectCartRestored);
  const [shaking, setShaking] = useState(false);
  // The lines it last showed; the stored cart coming back is where it starts, not a change to shake at.
  const previous = useRef<typeof cart.items | null>(null);
  const [panelWanted, setPanelWanted] = useState(false);
  const [open, setOpen] = useState(false);
  // State, not a ref: the panel is rendered into this element once it exists.
  const [menu, setMenu] = useState<HTMLSpanElement | null>(null);
  const icon = useRef<HTMLAnchorElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (!restored || previous.current === cart.items) return;
    const first = previous.current === null;
    previous.current = cart.items;
    if (first) return;
    setShaking(true);
    const timer = setTimeout(() => setShaking(false), CART_SHAKE_MS);
    return () => clearTimeout(timer);
  }, [restored, cart.items]);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const show = () => {
    clearTimeout(closeTimer.current);
    setPanelWanted(true);
    setOpen(true);
  };
  const hideSoon = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  };

  return (
    // The panel is rendered inside this element, so moving onto it or tabbing into it keeps it open.
    <span
      ref={setMenu}
      className="cart-menu"
      onPointerEnter={(e) => e.pointerType === 'mouse' && show()}
      onPointerLeave={(e) => e.pointerType === 'mouse' && hideSoon()}
      onFocus={(e) => e.target.matches(':focus-visible') && show()}
      onBlur={(e) => !menu?.contains(e.relatedTarget) && hideSoon()}
      onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
      // A link followed from the icon or the panel closes it. Closing on every change of address instead would also
      // shut a panel opened while the next page was still loading, when that page arrives.
      onClick={(e) => (e.target as Element).closest('a') && setOpen(false)}
    >
      <Link
        ref={icon}
        to="/cart"
        className={`cart-button${shaking ? ' is-shaking' : ''}`}
        aria-label={restored ? t('cart.buttonWithCount', { count: cart.quantity }) : t('cart.button')}
      >
        <CartIcon className="cart-button__icon" />
        <span data-testid="cart-count" className="cart-button__count" aria-hidden>
          {restored ? number(cart.quantity) : ''}
        </span>
      </Link>
      {panelWanted && menu && (
        <Suspense fallback={null}>
          <CartPanel open={open} container={menu} anchor={<span className="cart-menu__anchor" />} icon={icon} />
        </Suspense>
      )}
    </span>
  );
}

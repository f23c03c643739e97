import { Button } from 'antd';
import '@shop/antd-popover.css';
import type { RefObject } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { selectCart } from '../selectors';
import { useTexts } from '../../../i18n/TextsContext';
import { useClearAll } from '../useClearAll';
import LinkButton from '../../../components/LinkButton';
import PlainEmpty from '../../../components/PlainEmpty';
import CartLineSummary from './CartLineSummary';
import './CartDropdown.css';
import { EmptyBagArt } from '../../../components/Illustrations';

/**
 * The header cart's panel: the lines, the total in BDT, Clear All (with Undo) and View Cart. When the Undo toast goes,
 * a focus still on it moves to `focusAfter`, the cart icon.
 */
export default function CartDropdown({ focusAfter }: { focusAfter: RefObject<HTMLElement | null> }) {
  const { t, price } = useTexts();
  const cart = useAppSelector(selectCart);
  const { clearAll, toastHolder } = useClearAll(focusAfter);

  if (!cart.items.length) {
    return (
      <div className="cart-dropdown" data-testid="cart-dropdown">
        {toastHolder}
        <PlainEmpty className="cart-dropdown__empty" image={<EmptyBagArt />} description={t('cart.empty')} />
      </div>
    );
  }
  return (
    <div className="cart-dropdown" data-testid="cart-dropdown">
      {toastHolder}
      <ul className="cart-dropdown__lines" aria-label={t('cart.lines')}>
        {cart.items.map((line) => (
          <li key={line.sku.code} className="cart-dropdown__line">
            <CartLineSummary line={line} />
            <div className="cart-dropdown__amounts">
              <span className="cart-dropdown__unit">
                {t('cart.unitsAtPrice', { quantity: line.quantity, price: price(line.unitPrice.price) })}
              </span>
              <strong>{price(line.subTotal)}</strong>
            </div>
          </li>
        ))}
      </ul>
      <div className="cart-dropdown__total">
        <span>{t('cart.total')}</span>
        <strong data-testid="cart-dropdown-total">{t('cart.bdtTotal', { amount: cart.total })}</strong>
      </div>
      <div className="cart-dropdown__actions">
        <Button onClick={clearAll}>{t('cart.clearAll')}</Button>
        <LinkButton type="primary" to="/cart">
          {t('cart.viewCart')}
        </LinkButton>
      </div>
    </div>
  );
}

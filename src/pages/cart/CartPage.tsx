import { DeleteOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useMediaQuery } from '../../components/useMediaQuery';
import { useTexts } from '../../i18n/TextsContext';
import type { Texts } from '../../i18n/texts';
import { cartActions, type CartLine } from '../../features/cart/cartSlice';
import { selectCart, selectCartRestored } from '../../features/cart/selectors';
import PageSkeleton from '../../components/PageSkeleton';
import PlainEmpty from '../../components/PlainEmpty';
import PlainTable, { type PlainColumn } from '../../components/PlainTable';
import PlainTag from '../../components/PlainTag';
import LinkButton from '../../components/LinkButton';
import { EmptyBagArt } from '../../components/Illustrations';
import CartLineSummary from '../../features/cart/components/CartLineSummary';
import QuantityStepper from './QuantityStepper';
import { useClearAll } from '../../features/cart/useClearAll';
import HoldTimer from '../../features/drop/components/HoldTimer';
import HoldsRanOut from '../../features/drop/components/HoldsRanOut';
import './CartPage.css';
import { withAntdTheme } from '../../app/AntdTheme';
import PromoCode from '../../features/promo/components/PromoCode';
import { selectPromoDiscount } from '../../features/promo/selectors';

/** Spec §9: the mobile breakpoint. */
const PHONE_QUERY = '(max-width: 767px)';

function LineItem({ line }: { line: CartLine }) {
  const { t } = useTexts();
  return (
    <div className="cart-page__item">
      <CartLineSummary line={line} size="large" />
      {line.orderType === 'preoreder' && <PlainTag color="orange">{t('cart.preOrder')}</PlainTag>}
      {line.hold && <HoldTimer hold={line.hold} />}
    </div>
  );
}

function RemoveButton({ line }: { line: CartLine }) {
  const { t } = useTexts();
  const dispatch = useAppDispatch();
  return (
    <Button
      danger
      type="text"
      icon={<DeleteOutlined aria-hidden />}
      aria-label={t('cart.remove', { title: line.product.title })}
      onClick={() => dispatch(cartActions.itemRemoved({ skuCode: line.sku.code }))}
    />
  );
}

function UnitPrice({ line }: { line: CartLine }) {
  const { price } = useTexts();
  return (
    <span className="cart-page__price">
      {price(line.unitPrice.price)}
      {line.unitPrice.price < line.unitPrice.original && <del>{price(line.unitPrice.original)}</del>}
    </span>
  );
}

const columns = ({ t, price }: Texts): PlainColumn<CartLine>[] => [
  { key: 'item', title: t('cart.items'), render: (line) => <LineItem line={line} /> },
  { key: 'price', title: t('cart.price'), render: (line) => <UnitPrice line={line} /> },
  { key: 'quantity', title: t('cart.quantity'), render: (line) => <QuantityStepper line={line} /> },
  { key: 'subtotal', title: t('cart.subtotal'), align: 'right', render: (line) => <strong>{price(line.subTotal)}</strong> },
  { key: 'action', title: t('cart.action'), align: 'center', render: (line) => <RemoveButton line={line} /> },
];

/** On phones each line stacks in one cell, so the page never scrolls sideways. */
const phoneColumns = ({ t, price }: Texts): PlainColumn<CartLine>[] => [
  {
    key: 'item',
    title: t('cart.items'),
    render: (line) => (
      <div className="cart-page__stacked">
        <LineItem line={line} />
        <div className="cart-page__stacked-row">
          <span>{t('cart.price')}</span>
          <UnitPrice line={line} />
        </div>
        <div className="cart-page__stacked-row">
          <span>{t('cart.quantity')}</span>
          <QuantityStepper line={line} />
        </div>
        <div className="cart-page__stacked-row">
          <span>{t('cart.subtotal')}</span>
          <strong>{price(line.subTotal)}</strong>
        </div>
        <div className="cart-page__stacked-row">
          <span>{t('cart.action')}</span>
          <RemoveButton line={line} />
        </div>
      </div>
    ),
  },
];

function CartPage() {
  const texts = useTexts();
  const { t, price } = texts;
  const cart = useAppSelector(selectCart);
  const onPhone = useMediaQuery(PHONE_QUERY);
  const restored = useAppSelector(selectCartRestored);
  const heading = useRef<HTMLHeadingElement>(null);
  const { clearAll, toastHolder } = useClearAll(heading);
  const promo = useAppSelector(selectPromoDiscount);

  if (!restored) return <PageSkeleton />;
  return (
    <section className="cart-page">
      <h1 className="page-heading" ref={heading} tabIndex={-1}>
        {t('cart.heading')}
      </h1>
      {toastHolder}
      <HoldsRanOut />
      {cart.items.length ? (
        <>
          <PlainTable<CartLine>
            rowKey={(line) => line.sku.code}
            columns={onPhone ? phoneColumns(texts) : columns(texts)}
            rows={cart.items}
          />
          <div className="cart-page__footer">
            <div className="cart-page__promo-code">
              <PromoCode />
            </div>
            <div className="cart-page__sums">
              {promo && promo.lines > 0 && (
                <p className="cart-page__promo">
                  <span>{t('cart.promo.line', { code: cart.promoCode ?? '' })}</span>
                  <span data-testid="cart-promo">−{price(promo.lines)}</span>
                </p>
              )}
              <p className="cart-page__total">
                <span>{t('cart.total')}</span>
                <strong data-testid="cart-total">{price(cart.total - (promo?.lines ?? 0))}</strong>
              </p>
            </div>
            <div className="cart-page__actions">
              <Button onClick={clearAll}>{t('cart.clearAll')}</Button>
              <LinkButton to="/shop">{t('cart.continueShopping')}</LinkButton>
              <LinkButton type="primary" to="/checkout">
                {t('cart.proceedToCheckout')}
              </LinkButton>
            </div>
          </div>
        </>
      ) : (
        <PlainEmpty className="cart-page__empty" image={<EmptyBagArt />} description={t('cart.empty')}>
          <LinkButton type="primary" to="/shop">
            {t('cart.continueShopping')}
          </LinkButton>
        </PlainEmpty>
      )}
    </section>
  );
}

export default withAntdTheme(CartPage);

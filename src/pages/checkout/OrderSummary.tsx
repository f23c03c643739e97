import PlainAlert from '../../components/PlainAlert';
import { useAppSelector } from '../../app/hooks';
import type { CartLine } from '../../features/cart/cartSlice';
import { skuVariant } from '../../features/cart/components/CartLineSummary';
import { selectCartLines, selectCartRestored } from '../../features/cart/selectors';
import PageSkeleton from '../../components/PageSkeleton';
import { selectCheckoutTotals, selectCustomerForm } from '../../features/checkout/selectors';
import PromoCode from '../../features/promo/components/PromoCode';
import { selectPromoCode } from '../../features/promo/selectors';
import LinkButton from '../../components/LinkButton';
import { useTexts } from '../../i18n/TextsContext';
import HoldTimer from '../../features/drop/components/HoldTimer';
import HoldsRanOut from '../../features/drop/components/HoldsRanOut';

/** 'Size: M · Color: Black' for a line whose SKU has them, so nobody orders S by accident. */
function VariantText({ line }: { line: CartLine }) {
  const { t, language } = useTexts();
  const { size, color } = skuVariant(line.sku, language);
  const parts = [size && t('cart.size', { size }), color && t('cart.color', { color })].filter(Boolean);
  return parts.length ? <span className="checkout-summary__variant">{parts.join(' · ')}</span> : null;
}

/** The summary beside both steps: the lines, subtotal, a promo code, VAT %, shipping and the payable total. */
export default function OrderSummary() {
  const { t, price } = useTexts();
  const lines = useAppSelector(selectCartLines);
  const district = useAppSelector(selectCustomerForm).pickupDistrict;
  const totals = useAppSelector(selectCheckoutTotals);
  const promoCode = useAppSelector(selectPromoCode);
  const restored = useAppSelector(selectCartRestored);

  const heading = (
    <h2 id="checkout-summary-heading" className="checkout-card__title">
      {t('checkout.summary.heading')}
    </h2>
  );
  // The lines are the stored cart's: until it is back, the server's page and the first render show where they go.
  if (!restored)
    return (
      <aside className="checkout-card checkout-summary" aria-labelledby="checkout-summary-heading" aria-busy="true">
        {heading}
        <PageSkeleton />
      </aside>
    );
  return (
    <aside className="checkout-card checkout-summary" aria-labelledby="checkout-summary-heading">
      {heading}
      <HoldsRanOut />
      {lines.length ? (
        <ul className="checkout-summary__lines">
          {lines.map((line) => (
            <li key={line.sku.code}>
              <span>
                {line.product.title}{' '}
                <span className="checkout-summary__quantity">{t('checkout.summary.quantity', { quantity: line.quantity })}</span>
                <VariantText line={line} />
                {line.hold && <HoldTimer hold={line.hold} />}
              </span>
              <span>{price(line.subTotal)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <PlainAlert type="info" title={t('cart.empty')} action={<LinkButton to="/shop">{t('cart.continueShopping')}</LinkButton>} />
      )}
      {lines.length > 0 && <PromoCode />}
      <dl className="checkout-summary__totals" data-testid="checkout-totals">
        <div>
          <dt>{t('checkout.summary.subtotal')}</dt>
          <dd>{price(totals.subtotal)}</dd>
        </div>
        {promoCode && totals.promo > 0 && (
          <div>
            <dt>{t('cart.promo.line', { code: promoCode })}</dt>
            <dd data-testid="checkout-promo">−{price(totals.promo)}</dd>
          </div>
        )}
        <div>
          <dt>{t('checkout.summary.vat', { percent: totals.vatPercent })}</dt>
          <dd>{price(totals.vat)}</dd>
        </div>
        <div>
          <dt>{t('checkout.summary.shipping', { place: t(`common.cashPlace.${district}`) })}</dt>
          <dd data-testid="checkout-shipping">{price(totals.delivery)}</dd>
        </div>
        <div className="checkout-summary__payable">
          <dt>{t('checkout.summary.payable')}</dt>
          <dd data-testid="checkout-payable">{price(totals.payable)}</dd>
        </div>
      </dl>
    </aside>
  );
}

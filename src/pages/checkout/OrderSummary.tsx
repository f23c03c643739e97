import { Alert } from 'antd';
import { useAppSelector } from '../../app/hooks';
import { formatTk } from '../../domain/money';
import { CART_EMPTY } from '../../domain/texts';
import type { CartLine } from '../../features/cart/cartSlice';
import { skuVariant } from '../../features/cart/components/CartLineSummary';
import { selectCartLines } from '../../features/cart/selectors';
import { selectCheckoutTotals, selectCustomerForm } from '../../features/checkout/selectors';
import LinkButton from '../../components/LinkButton';

/** 'Size: M · Color: Black' for a line whose SKU has them, so nobody orders S by accident. */
function variantText(line: CartLine) {
  const { size, color } = skuVariant(line.sku);
  const parts = [size && `Size: ${size}`, color && `Color: ${color}`].filter(Boolean);
  return parts.length ? <span className="checkout-summary__variant">{parts.join(' · ')}</span> : null;
}

/** The summary beside both steps: the lines, subtotal, VAT %, shipping and the payable total. */
export default function OrderSummary() {
  const lines = useAppSelector(selectCartLines);
  const district = useAppSelector(selectCustomerForm).pickupDistrict;
  const totals = useAppSelector(selectCheckoutTotals);

  return (
    <aside className="checkout-card checkout-summary" aria-labelledby="checkout-summary-heading">
      <h2 id="checkout-summary-heading" className="checkout-card__title">
        Order Summary
      </h2>
      {lines.length ? (
        <ul className="checkout-summary__lines">
          {lines.map((line) => (
            <li key={line.sku.code}>
              <span>
                {line.product.title} <span className="checkout-summary__quantity">× {line.quantity}</span>
                {variantText(line)}
              </span>
              <span>{formatTk(line.subTotal)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <Alert type="info" title={CART_EMPTY} action={<LinkButton to="/shop">Continue Shopping</LinkButton>} />
      )}
      <dl className="checkout-summary__totals" data-testid="checkout-totals">
        <div>
          <dt>Subtotal</dt>
          <dd>{formatTk(totals.subtotal)}</dd>
        </div>
        <div>
          <dt>VAT ({totals.vatPercent}%)</dt>
          <dd>{formatTk(totals.vat)}</dd>
        </div>
        <div>
          <dt>Shipping ({district === 'OUTSIDE_DHAKA' ? 'outside Dhaka' : 'inside Dhaka'})</dt>
          <dd data-testid="checkout-shipping">{formatTk(totals.delivery)}</dd>
        </div>
        <div className="checkout-summary__payable">
          <dt>Payable Total</dt>
          <dd data-testid="checkout-payable">{formatTk(totals.payable)}</dd>
        </div>
      </dl>
    </aside>
  );
}

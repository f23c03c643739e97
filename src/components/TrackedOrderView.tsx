import { useId, type ReactNode } from 'react';
import { currentStep, orderTimeline, type TrackedOrder } from '../domain/orderTracking';
import { formatShopDateTime } from '../domain/shopTime';
import { useTexts } from '../i18n/TextsContext';
import { localName } from '../domain/localNames';
import './TrackedOrderView.css';

/** One order as its shopper sees it: where it stands, its story so far, the courier, what was bought, where it goes. */
export default function TrackedOrderView({ order, actions }: { order: TrackedOrder; actions?: ReactNode }) {
  const { t, price, language } = useTexts();
  const steps = orderTimeline(order);
  const now = currentStep(steps);
  const headingId = useId();
  return (
    <article className="tracked-order" aria-labelledby={headingId}>
      <h2 id={headingId} className="tracked-order__heading">
        <span className="tracked-order__invoice" data-testid="tracked-invoice">
          {order.invoiceId}
        </span>{' '}
        <span className="tracked-order__now" data-testid="tracked-status">
          {t(`orders.tracked.status.${now.key}`)}
        </span>
      </h2>

      <ol className="tracked-order__timeline" aria-label={t('orders.tracked.timeline')}>
        {steps.map((step) => (
          <li key={step.key} className={step.done ? 'tracked-order__step' : 'tracked-order__step tracked-order__step--to-come'}>
            <span className="tracked-order__step-name">{t(`orders.tracked.status.${step.key}`)}</span>{' '}
            <span className="tracked-order__step-time">
              {step.done ? (step.at === null ? '' : formatShopDateTime(step.at, language)) : t('orders.tracked.toCome')}
            </span>
          </li>
        ))}
      </ol>

      {order.shipment && (
        <p className="tracked-order__courier" data-testid="tracked-courier">
          {t('orders.tracked.courier', { courier: order.shipment.courier, trackingNumber: order.shipment.trackingNumber })}
          {order.shipment.trackingUrl && (
            <>
              {' · '}
              <a href={order.shipment.trackingUrl} target="_blank" rel="noopener noreferrer nofollow">
                {t('orders.tracked.courierLink')}
              </a>
            </>
          )}
        </p>
      )}

      <h3 className="tracked-order__subheading">{t('orders.tracked.items')}</h3>
      <ul className="tracked-order__lines">
        {order.lines.map((line, k) => (
          <li key={k} className="tracked-order__line">
            <span className="tracked-order__line-name">
              {line.title}
              {line.variant && (
                <span className="tracked-order__variant">{localName({ name: line.variant, nameBn: line.variantBn }, language)}</span>
              )}
            </span>
            <span className="tracked-order__line-price">
              {t('orders.tracked.line', { quantity: line.quantity, unitPrice: price(line.unitPrice), lineTotal: price(line.lineTotal) })}
            </span>
          </li>
        ))}
      </ul>
      <dl className="tracked-order__totals">
        <dt>{t('orders.tracked.subtotal')}</dt>
        <dd>{price(order.subtotal)}</dd>
        {order.voucher && (
          <>
            <dt>{t('cart.promo.line', { code: order.voucher.code })}</dt>
            <dd data-testid="tracked-promo">−{price(order.voucher.discount)}</dd>
          </>
        )}
        <dt>{t('orders.tracked.vat')}</dt>
        <dd>{price(order.vat)}</dd>
        <dt>{t('orders.tracked.shipping')}</dt>
        <dd>{price(order.deliveryCharge)}</dd>
        <dt className="tracked-order__total">{t('orders.tracked.total')}</dt>
        <dd className="tracked-order__total">{price(order.total)}</dd>
        <dt>{t('orders.tracked.payment')}</dt>
        <dd>{t(`orders.tracked.paymentType.${order.paymentType}`)}</dd>
      </dl>

      <h3 className="tracked-order__subheading">{t('orders.tracked.deliverTo')}</h3>
      <p className="tracked-order__address" data-testid="tracked-address">
        {order.address}
        <br />
        {t(`checkout.pickupDistrict.${order.pickupDistrict}`)}
      </p>
      {actions}
    </article>
  );
}

import { useId, type ReactNode } from 'react';
import { formatTk } from '../domain/money';
import { currentStep, orderTimeline, type TrackedOrder } from '../domain/orderTracking';
import { formatShopDateTime } from '../domain/shopTime';
import { TRACKING_PAGE } from '../domain/pageTexts';
import './TrackedOrderView.css';

/** One order as its shopper sees it: where it stands, its story so far, the courier, what was bought, where it goes. */
export default function TrackedOrderView({ order, actions }: { order: TrackedOrder; actions?: ReactNode }) {
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
          {TRACKING_PAGE.status[now.key]}
        </span>
      </h2>

      <ol className="tracked-order__timeline" aria-label="Order timeline">
        {steps.map((step) => (
          <li key={step.key} className={step.done ? 'tracked-order__step' : 'tracked-order__step tracked-order__step--to-come'}>
            <span className="tracked-order__step-name">{TRACKING_PAGE.status[step.key]}</span>{' '}
            <span className="tracked-order__step-time">
              {step.done ? (step.at === null ? '' : formatShopDateTime(step.at)) : TRACKING_PAGE.toCome}
            </span>
          </li>
        ))}
      </ol>

      {order.shipment && (
        <p className="tracked-order__courier" data-testid="tracked-courier">
          {TRACKING_PAGE.courier(order.shipment.courier, order.shipment.trackingNumber)}
          {order.shipment.trackingUrl && (
            <>
              {' · '}
              <a href={order.shipment.trackingUrl} target="_blank" rel="noopener noreferrer nofollow">
                {TRACKING_PAGE.courierLink}
              </a>
            </>
          )}
        </p>
      )}

      <h3 className="tracked-order__subheading">{TRACKING_PAGE.items}</h3>
      <ul className="tracked-order__lines">
        {order.lines.map((line, k) => (
          <li key={k} className="tracked-order__line">
            <span className="tracked-order__line-name">
              {line.title}
              {line.variant && <span className="tracked-order__variant">{line.variant}</span>}
            </span>
            <span className="tracked-order__line-price">
              {line.quantity} × {formatTk(line.unitPrice)} = {formatTk(line.lineTotal)}
            </span>
          </li>
        ))}
      </ul>
      <dl className="tracked-order__totals">
        <dt>Subtotal</dt>
        <dd>{formatTk(order.subtotal)}</dd>
        <dt>VAT</dt>
        <dd>{formatTk(order.vat)}</dd>
        <dt>Shipping</dt>
        <dd>{formatTk(order.deliveryCharge)}</dd>
        <dt className="tracked-order__total">Total</dt>
        <dd className="tracked-order__total">{formatTk(order.total)}</dd>
        <dt>Payment</dt>
        <dd>{TRACKING_PAGE.payment[order.paymentType]}</dd>
      </dl>

      <h3 className="tracked-order__subheading">{TRACKING_PAGE.deliverTo}</h3>
      <p className="tracked-order__address" data-testid="tracked-address">
        {order.address}
        <br />
        {TRACKING_PAGE.district[order.pickupDistrict]}
      </p>
      {actions}
    </article>
  );
}

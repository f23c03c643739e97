import PlainResult from '../../components/PlainResult';
import AllOrdersNote from '../../components/AllOrdersNote';
import LinkButton from '../../components/LinkButton';
import RichMessage from '../../components/RichMessage';
import { orderTrackPath } from '../../domain/orderPath';
import { useTexts } from '../../i18n/TextsContext';

/** Spec §2: every result page offers Continue Shopping; the main way on where nothing else is left to do. */
export function ContinueShopping({ primary = true }: { primary?: boolean }) {
  const { t } = useTexts();
  return (
    <LinkButton type={primary ? 'primary' : 'default'} to="/shop">
      {t('cart.continueShopping')}
    </LinkButton>
  );
}

/** Where a placed order can be followed later: the tracking page, its invoice filled in. */
export function TrackOrder({ invoiceId }: { invoiceId: string }) {
  const { t } = useTexts();
  return <LinkButton to={orderTrackPath(invoiceId)}>{t('orders.track.successLink')}</LinkButton>;
}

/** After a cancelled or failed payment: the checkout, with the cart and the form as the shopper left them. */
export function BackToCheckout() {
  const { t } = useTexts();
  return (
    <LinkButton type="primary" to="/checkout">
      {t('orders.payment.backToCheckout')}
    </LinkButton>
  );
}

export function ViewCart() {
  const { t } = useTexts();
  return <LinkButton to="/cart">{t('cart.viewCart')}</LinkButton>;
}

/** An invoice number as the result pages set it in their sentences. */
export const Invoice = ({ id }: { id: string }) => <span className="result-page__invoice">{id}</span>;

/** A result page opened without `invoiceId`: nothing to show or report (the order, or the payment), the cart is untouched. */
export function NoOrderNumber({ missing }: { missing: 'order' | 'payment' }) {
  const { t } = useTexts();
  return (
    <PlainResult
      className="result-page"
      status="warning"
      title={<h1 className="page-heading">{t('orders.noOrderNumber.title')}</h1>}
      subTitle={t(`orders.noOrderNumber.${missing}`)}
      extra={<ContinueShopping />}
    />
  );
}

/** A payment's page opened without its token: it cannot report the payment again, so it sends the shopper to tracking. */
export function PaymentNotCarried({ invoiceId }: { invoiceId: string }) {
  const { t } = useTexts();
  return (
    <PlainResult
      className="result-page"
      status="info"
      title={<h1 className="page-heading">{t('orders.payment.notCarriedTitle')}</h1>}
      subTitle={
        <>
          <p>
            <RichMessage id="orders.payment.notCarried" elements={{ invoice: <Invoice id={invoiceId} /> }} />
          </p>
          <AllOrdersNote />
        </>
      }
      extra={[<TrackOrder key="track" invoiceId={invoiceId} />, <ContinueShopping key="shop" primary={false} />]}
    />
  );
}

/**
 * The server answered that the order expired unpaid (its payment window passed): nothing was charged, and the cart
 * is kept for another checkout, whichever way the shopper came back.
 */
export function PaymentExpired({ invoiceId }: { invoiceId: string }) {
  const { t } = useTexts();
  return (
    <PlainResult
      className="result-page"
      status="warning"
      title={<h1 className="page-heading">{t('orders.expired.title')}</h1>}
      subTitle={
        <>
          <p>{t('orders.expired.invoice', { invoiceId })}</p>
          <p>{t('orders.expired.cartKept')}</p>
        </>
      }
      extra={[<ContinueShopping key="shop" />, <ViewCart key="cart" />]}
    />
  );
}

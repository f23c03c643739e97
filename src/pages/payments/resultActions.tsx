import { Result } from 'antd';
import LinkButton from '../../components/LinkButton';
import { orderTrackPath } from '../../domain/orderPath';
import { PAYMENT_EXPIRED, TRACKING_PAGE } from '../../domain/pageTexts';

/** Spec §2: every result page offers Continue Shopping; the main way on where nothing else is left to do. */
export const continueShopping = (primary = true) => (
  <LinkButton type={primary ? 'primary' : 'default'} to="/shop" key="shop">
    Continue Shopping
  </LinkButton>
);

/** Where a placed order can be followed later: the tracking page, its invoice filled in. */
export const trackOrder = (invoiceId: string) => (
  <LinkButton to={orderTrackPath(invoiceId)} key="track">
    {TRACKING_PAGE.successLink}
  </LinkButton>
);

/** After a cancelled or failed payment: the checkout, with the cart and the form as the shopper left them. */
export const backToCheckout = (
  <LinkButton type="primary" to="/checkout" key="checkout">
    Back to Checkout
  </LinkButton>
);

export const viewCart = (
  <LinkButton to="/cart" key="cart">
    View Cart
  </LinkButton>
);

/** A result page opened without `invoiceId`: nothing to show or report, the cart is untouched. */
export function NoOrderNumber({ consequence }: { consequence: string }) {
  return (
    <Result
      className="result-page"
      status="warning"
      title={<h1 className="page-heading">No Order Number</h1>}
      subTitle={`This link has no order number, so ${consequence}. Your cart is as you left it.`}
      extra={continueShopping()}
    />
  );
}

/**
 * The server answered that the order expired unpaid (its payment window passed): nothing was charged, and the cart
 * is kept for another checkout, whichever way the shopper came back.
 */
export function PaymentExpired({ invoiceId }: { invoiceId: string }) {
  return (
    <Result
      className="result-page"
      status="warning"
      title={<h1 className="page-heading">{PAYMENT_EXPIRED.title}</h1>}
      subTitle={
        <>
          <p>{PAYMENT_EXPIRED.invoice(invoiceId)}</p>
          <p>{PAYMENT_EXPIRED.cartKept}</p>
        </>
      }
      extra={[continueShopping(), viewCart]}
    />
  );
}

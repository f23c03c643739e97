import { Result } from 'antd';
import LinkButton from '../../components/LinkButton';

export const continueShopping = (
  <LinkButton type="primary" to="/shop" key="shop">
    Continue Shopping
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
      extra={continueShopping}
    />
  );
}

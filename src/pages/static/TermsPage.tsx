import StaticPage from '../../components/StaticPage';
import { PLUS_SIZE_PRICE } from '../../domain/sizeLabels';
import { policy } from './policyFacts';

export default function TermsPage() {
  return (
    <StaticPage title="Terms & Conditions">
      <p>By placing an order on this website you agree to these terms.</p>
      <h2>Orders and prices</h2>
      <p>
        All prices are in Bangladeshi Taka (BDT) and include VAT where it applies. 3XL and 4XL sizes cost {PLUS_SIZE_PRICE} BDT. An order is
        confirmed when our representative calls you or, for online payment, when the payment is confirmed.
      </p>
      <h2>Payment</h2>
      <p>
        We accept {policy.paymentOptions.join(', ')}. Orders delivered outside Dhaka are paid in advance online; cash on delivery is
        available inside Dhaka.
      </p>
      <h2>Delivery</h2>
      <p>
        Delivery takes {policy.shippingDaysInsideDhaka} days inside Dhaka and up to {policy.shippingDaysOutsideDhaka} days outside Dhaka (
        {policy.deliveryTime} on average). Delivery charges are shown at checkout before you confirm.
      </p>
      <h2>Exchanges, returns and refunds</h2>
      <p>
        Exchanges are accepted within {policy.exchangeDays} days and returns within {policy.returnDays} days as our Return Policy describes.
        Refunds are not accepted: we settle every claim with a replacement or an exchange.
      </p>
      <h2>Pre-orders</h2>
      <p>A product that is out of stock can only be pre-ordered; we will call you with a delivery date before it ships.</p>
    </StaticPage>
  );
}

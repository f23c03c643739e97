import { Button, Result, Spin } from 'antd';
import { continueShopping, NoOrderNumber, PaymentExpired, trackOrder } from './resultActions';
import { usePaymentReport } from './usePaymentReport';
import './ResultPage.css';
import { withAntdTheme } from '../../app/AntdTheme';

/** Asks the server to confirm the payment; only a 202 empties the cart (spec §4). */
function PaymentSuccessPage() {
  const { invoiceId, report, expired, retry } = usePaymentReport('confirm');

  if (!invoiceId) {
    return <NoOrderNumber consequence="the payment cannot be confirmed" />;
  }
  if (expired) return <PaymentExpired invoiceId={invoiceId} />;
  const invoice = <span className="result-page__invoice">{invoiceId}</span>;
  if (report?.status === 'acknowledged') {
    return (
      <Result
        className="result-page"
        status="success"
        title={<h1 className="page-heading">Payment Successful</h1>}
        subTitle={
          <>
            <p>Thank you! Your payment for invoice {invoice} is confirmed.</p>
            <p>Our representative will call you soon about the delivery.</p>
          </>
        }
        extra={[continueShopping(), trackOrder(invoiceId)]}
      />
    );
  }
  if (report?.status === 'rejected') {
    return (
      <Result
        className="result-page"
        status="warning"
        title={<h1 className="page-heading">Payment Not Confirmed Yet</h1>}
        subTitle={
          <>
            <p>
              We could not confirm the payment for invoice {invoice}: {report.error?.message}
            </p>
            <p>Your cart is kept. If you have paid, try again in a moment.</p>
          </>
        }
        extra={[
          <Button key="retry" type="primary" onClick={retry}>
            Try Again
          </Button>,
          continueShopping(),
        ]}
      />
    );
  }
  return (
    <Result
      className="result-page"
      icon={<Spin size="large" />}
      title={<h1 className="page-heading">Confirming Your Payment…</h1>}
      subTitle={<p>Invoice {invoice}</p>}
    />
  );
}

export default withAntdTheme(PaymentSuccessPage);

import { Result } from 'antd';
import { backToCheckout, continueShopping, PaymentExpired, viewCart } from './resultActions';
import { usePaymentReport } from './usePaymentReport';
import './ResultPage.css';
import { withAntdTheme } from '../../app/AntdTheme';

/** Tells the server the payment failed; the cart stays for another try. */
function PaymentFailurePage() {
  const { invoiceId, report, expired } = usePaymentReport('failure');
  if (expired) return <PaymentExpired invoiceId={invoiceId} />;
  return (
    <Result
      className="result-page"
      status="error"
      title={<h1 className="page-heading">Payment Failed</h1>}
      subTitle={
        <>
          <p>
            {invoiceId ? (
              <>
                The payment for invoice <span className="result-page__invoice">{invoiceId}</span> did not go through.
              </>
            ) : (
              'The payment did not go through.'
            )}
          </p>
          {report?.status === 'rejected' && <p>{report.error?.message}</p>}
          <p>Your cart and your details are kept, so you can try again.</p>
        </>
      }
      extra={[backToCheckout, viewCart, continueShopping(false)]}
    />
  );
}

export default withAntdTheme(PaymentFailurePage);

import { Result } from 'antd';
import { backToCheckout, continueShopping, PaymentExpired, viewCart } from './resultActions';
import { usePaymentReport } from './usePaymentReport';
import './ResultPage.css';
import { withAntdTheme } from '../../app/AntdTheme';

/** Tells the server the payment was cancelled; the cart stays for another try. */
function PaymentCancelPage() {
  const { invoiceId, report, expired } = usePaymentReport('cancel');
  if (expired) return <PaymentExpired invoiceId={invoiceId} />;
  return (
    <Result
      className="result-page"
      status="warning"
      title={<h1 className="page-heading">Payment Cancelled</h1>}
      subTitle={
        <>
          <p>
            {invoiceId ? (
              <>
                You cancelled the payment for invoice <span className="result-page__invoice">{invoiceId}</span>.
              </>
            ) : (
              'The payment was cancelled.'
            )}
          </p>
          {report?.status === 'rejected' && <p>{report.error?.message}</p>}
          <p>Your cart and your details are kept, so you can check out again whenever you are ready.</p>
        </>
      }
      extra={[backToCheckout, viewCart, continueShopping(false)]}
    />
  );
}

export default withAntdTheme(PaymentCancelPage);

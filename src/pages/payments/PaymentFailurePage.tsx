import PlainResult from '../../components/PlainResult';
import RichMessage from '../../components/RichMessage';
import ReportProblem from '../../features/reports/components/ReportProblem';
import { useTexts } from '../../i18n/TextsContext';
import { BackToCheckout, ContinueShopping, Invoice, PaymentExpired, ViewCart } from './resultActions';
import { usePaymentReport } from './usePaymentReport';
import './ResultPage.css';
import { withAntdTheme } from '../../app/AntdTheme';

/** Tells the server the payment failed; the cart stays for another try. */
function PaymentFailurePage() {
  const { t } = useTexts();
  const { invoiceId, report, expired } = usePaymentReport('failure');
  if (expired) return <PaymentExpired invoiceId={invoiceId} />;
  return (
    <PlainResult
      className="result-page"
      status="error"
      title={<h1 className="page-heading">{t('orders.payment.failedTitle')}</h1>}
      subTitle={
        <>
          <p>
            {invoiceId ? (
              <RichMessage id="orders.payment.failedInvoice" elements={{ invoice: <Invoice id={invoiceId} /> }} />
            ) : (
              t('orders.payment.failed')
            )}
          </p>
          {report?.status === 'rejected' && report.error && <p>{t(report.error.message)}</p>}
          <p>{t('orders.payment.failedKept')}</p>
        </>
      }
      extra={[
        <BackToCheckout key="checkout" />,
        <ViewCart key="cart" />,
        <ContinueShopping key="shop" primary={false} />,
        <ReportProblem key="report" />,
      ]}
    />
  );
}

export default withAntdTheme(PaymentFailurePage);

import { Button } from 'antd';
import PlainSpin from '../../components/PlainSpin';
import PlainResult from '../../components/PlainResult';
import RichMessage from '../../components/RichMessage';
import { useTexts } from '../../i18n/TextsContext';
import AllOrdersNote from '../../components/AllOrdersNote';
import { ContinueShopping, Invoice, NoOrderNumber, PaymentExpired, PaymentNotCarried, TrackOrder } from './resultActions';
import { usePaymentReport } from './usePaymentReport';
import './ResultPage.css';
import { withAntdTheme } from '../../app/AntdTheme';

/** Asks the server to confirm the payment; only a 202 empties the cart (spec §4). */
function PaymentSuccessPage() {
  const { t } = useTexts();
  const { invoiceId, carried, report, expired, retry } = usePaymentReport('confirm');

  if (!invoiceId) {
    return <NoOrderNumber missing="payment" />;
  }
  if (!carried) return <PaymentNotCarried invoiceId={invoiceId} />;
  if (expired) return <PaymentExpired invoiceId={invoiceId} />;
  const invoice = <Invoice id={invoiceId} />;
  if (report?.status === 'acknowledged') {
    return (
      <PlainResult
        className="result-page"
        status="success"
        title={<h1 className="page-heading">{t('orders.payment.successTitle')}</h1>}
        subTitle={
          <>
            <p>
              <RichMessage id="orders.payment.successInvoice" elements={{ invoice }} />
            </p>
            <p>{t('orders.payment.successCall')}</p>
            <AllOrdersNote />
          </>
        }
        extra={[<ContinueShopping key="shop" />, <TrackOrder key="track" invoiceId={invoiceId} />]}
      />
    );
  }
  if (report?.status === 'rejected') {
    return (
      <PlainResult
        className="result-page"
        status="warning"
        title={<h1 className="page-heading">{t('orders.payment.unconfirmedTitle')}</h1>}
        subTitle={
          <>
            <p>
              <RichMessage
                id="orders.payment.unconfirmed"
                values={{ reason: report.error ? t(report.error.message) : '' }}
                elements={{ invoice }}
              />
            </p>
            <p>{t('orders.payment.unconfirmedKept')}</p>
          </>
        }
        extra={[
          <Button key="retry" type="primary" onClick={retry}>
            {t('orders.payment.tryAgain')}
          </Button>,
          <ContinueShopping key="shop" />,
        ]}
      />
    );
  }
  return (
    <PlainResult
      className="result-page"
      icon={<PlainSpin size="large" />}
      title={<h1 className="page-heading">{t('orders.payment.confirming')}</h1>}
      subTitle={
        <p>
          <RichMessage id="orders.invoice" elements={{ invoice }} />
        </p>
      }
    />
  );
}

export default withAntdTheme(PaymentSuccessPage);

import { Button } from 'antd';
import PlainSpin from '../../components/PlainSpin';
import PlainResult from '../../components/PlainResult';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../components/Link';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { EmptyStageArt } from '../../components/Illustrations';
import { paymentsActions } from '../../features/payments/paymentsSlice';
import { selectInvoiceCheck, selectInvoiceMissing } from '../../features/payments/selectors';
import { invoiceIdParam } from '../../domain/orderPath';
import RichMessage from '../../components/RichMessage';
import AllOrdersNote from '../../components/AllOrdersNote';
import { useTexts } from '../../i18n/TextsContext';
import { ContinueShopping, Invoice, NoOrderNumber, TrackOrder } from '../payments/resultActions';
import '../payments/ResultPage.css';
import { withAntdTheme } from '../../app/AntdTheme';
import { selectCheckout } from '../../features/checkout/selectors';

/** "Create an account" done with this order: the shopper is signed in, and the way to My orders. */
function AccountOutcome() {
  const { t } = useTexts();
  return (
    <p data-testid="account-outcome">
      {t('orders.success.accountCreated')} <Link to="/account">{t('orders.success.myOrders')}</Link>
    </p>
  );
}

/**
 * Spec §2: the invoice id and a representative's call, once the server has said the invoice exists; an unknown one
 * is not found. The cart was emptied when the server accepted the order, so no state of this page touches it.
 */
function OrderSuccessPage() {
  const { t, price } = useTexts();
  const dispatch = useAppDispatch();
  const invoiceId = invoiceIdParam(useSearchParams()[0]);
  const check = useAppSelector(selectInvoiceCheck);
  const missing = useAppSelector(selectInvoiceMissing);
  const { account, cashToHave } = useAppSelector(selectCheckout);

  if (!invoiceId) {
    return <NoOrderNumber missing="order" />;
  }
  const invoice = <Invoice id={invoiceId} />;
  const status = check.id === invoiceId ? check.status : 'idle';

  if (status === 'loaded') {
    return (
      <PlainResult
        className="result-page"
        status="success"
        title={<h1 className="page-heading">{t('orders.success.title')}</h1>}
        subTitle={
          <>
            <p>
              <RichMessage
                id="orders.success.invoiceIs"
                elements={{
                  invoice: (
                    <span className="result-page__invoice" data-testid="invoice-id">
                      {invoiceId}
                    </span>
                  ),
                }}
              />
            </p>
            <p>{t('orders.success.call')}</p>
            {/* The server's payable total of the order placed in this tab; a page opened from a link says nothing of it. */}
            {cashToHave?.invoiceId === invoiceId && (
              <p className="result-page__cash" data-testid="cash-to-have">
                {t('orders.success.cashToHave', { amount: price(cashToHave.total) })}
              </p>
            )}
            {cashToHave?.invoiceId === invoiceId && cashToHave.voucher && (
              <p data-testid="order-promo">
                {t('orders.success.promo', { code: cashToHave.voucher.code, amount: price(cashToHave.voucher.discount) })}
              </p>
            )}
            {account ? <AccountOutcome /> : <AllOrdersNote />}
          </>
        }
        extra={[<ContinueShopping key="shop" />, <TrackOrder key="track" invoiceId={invoiceId} />]}
      />
    );
  }
  if (status === 'failed' && missing) {
    return (
      <PlainResult
        className="result-page"
        icon={<EmptyStageArt />}
        title={<h1 className="page-heading">{t('orders.success.notFoundTitle')}</h1>}
        subTitle={
          <p>
            <RichMessage id="orders.success.notFound" elements={{ invoice }} />
          </p>
        }
        extra={<ContinueShopping />}
      />
    );
  }
  const invoiceLine = (
    <p>
      <RichMessage id="orders.invoice" elements={{ invoice }} />
    </p>
  );
  if (status === 'failed') {
    return (
      <PlainResult
        className="result-page"
        status="warning"
        title={<h1 className="page-heading">{t('orders.success.uncheckedTitle')}</h1>}
        subTitle={
          <>
            {invoiceLine}
            {check.error && <p>{t(check.error.message)}</p>}
          </>
        }
        extra={[
          <Button key="retry" type="primary" onClick={() => dispatch(paymentsActions.invoiceRequested({ id: invoiceId }))}>
            {t('orders.tryAgain')}
          </Button>,
          <ContinueShopping key="shop" primary={false} />,
        ]}
      />
    );
  }
  return (
    <PlainResult
      className="result-page"
      icon={<PlainSpin size="large" />}
      title={<h1 className="page-heading">{t('orders.success.checking')}</h1>}
      subTitle={invoiceLine}
    />
  );
}

export default withAntdTheme(OrderSuccessPage);

import { Button, Result, Spin } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { EmptyStageArt } from '../../components/Illustrations';
import { paymentsActions } from '../../features/payments/paymentsSlice';
import { selectInvoiceCheck, selectInvoiceMissing } from '../../features/payments/selectors';
import { invoiceIdParam } from '../../domain/orderPath';
import { continueShopping, NoOrderNumber, trackOrder } from '../payments/resultActions';
import '../payments/ResultPage.css';
import { withAntdTheme } from '../../app/AntdTheme';
import { ACCOUNT } from '../../domain/accountTexts';
import { ORDER_ACCOUNT } from '../../domain/accountPageTexts';
import { selectCheckout } from '../../features/checkout/selectors';

/**
 * Spec §2: the invoice id and a representative's call, once the server has said the invoice exists; an unknown one
 * is not found. The cart was emptied when the server accepted the order, so no state of this page touches it.
 */
function OrderSuccessPage() {
  const dispatch = useAppDispatch();
  const invoiceId = invoiceIdParam(useSearchParams()[0]);
  const check = useAppSelector(selectInvoiceCheck);
  const missing = useAppSelector(selectInvoiceMissing);
  const account = useAppSelector(selectCheckout).account;

  if (!invoiceId) {
    return <NoOrderNumber consequence="there is no order to show" />;
  }
  const invoice = <span className="result-page__invoice">{invoiceId}</span>;
  const status = check.id === invoiceId ? check.status : 'idle';

  if (status === 'loaded') {
    return (
      <Result
        className="result-page"
        status="success"
        title={<h1 className="page-heading">Thank You! Your Order Is Placed</h1>}
        subTitle={
          <>
            <p>
              Your invoice number is{' '}
              <span className="result-page__invoice" data-testid="invoice-id">
                {invoiceId}
              </span>
              .
            </p>
            <p>Our representative will call you soon to confirm your order.</p>
            {account && (
              <p data-testid="account-outcome">
                {account === 'created' ? ORDER_ACCOUNT.created : ORDER_ACCOUNT.exists}{' '}
                <Link to="/account">{account === 'created' ? ACCOUNT.myOrders : ACCOUNT.signIn}</Link>
              </p>
            )}
          </>
        }
        extra={[continueShopping(), trackOrder(invoiceId)]}
      />
    );
  }
  if (status === 'failed' && missing) {
    return (
      <Result
        className="result-page"
        icon={<EmptyStageArt />}
        title={<h1 className="page-heading">Order Not Found</h1>}
        subTitle={<p>We couldn't find an order with invoice number {invoice}. Please check the number in your link.</p>}
        extra={continueShopping()}
      />
    );
  }
  if (status === 'failed') {
    return (
      <Result
        className="result-page"
        status="warning"
        title={<h1 className="page-heading">Your Order Could Not Be Checked</h1>}
        subTitle={
          <>
            <p>Invoice {invoice}</p>
            <p>{check.error?.message}</p>
          </>
        }
        extra={[
          <Button key="retry" type="primary" onClick={() => dispatch(paymentsActions.invoiceRequested({ id: invoiceId }))}>
            Try again
          </Button>,
          continueShopping(false),
        ]}
      />
    );
  }
  return (
    <Result
      className="result-page"
      icon={<Spin size="large" />}
      title={<h1 className="page-heading">Checking Your Order…</h1>}
      subTitle={<p>Invoice {invoice}</p>}
    />
  );
}

export default withAntdTheme(OrderSuccessPage);

import { Result } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { continueShopping, NoOrderNumber } from '../payments/resultActions';
import '../payments/ResultPage.css';
import { withAntdTheme } from '../../app/AntdTheme';

/** Spec §2: the invoice id and a representative's call. The cart was emptied when the server accepted the order. */
function OrderSuccessPage() {
  const invoiceId = useSearchParams()[0].get('invoiceId')?.trim() ?? '';

  if (!invoiceId) {
    return <NoOrderNumber consequence="there is no order to show" />;
  }
  return (
    <Result
      className="result-page"
      status="success"
      title={<h1 className="page-heading">Thank You! Your Order Is Placed</h1>}
      subTitle={
        <>
          <p>
            Your invoice number is <span className="result-page__invoice" data-testid="invoice-id">{invoiceId}</span>.
          </p>
          <p>Our representative will call you soon to confirm your order.</p>
        </>
      }
      extra={continueShopping()}
    />
  );
}

export default withAntdTheme(OrderSuccessPage);

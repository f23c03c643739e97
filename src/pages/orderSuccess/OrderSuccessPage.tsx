import { Result } from 'antd';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { ordersActions } from '../../features/orders/ordersSlice';
import { continueShopping, NoOrderNumber } from '../payments/resultActions';
import '../payments/ResultPage.css';

/** Spec §2: the invoice id and a representative's call; the cart is emptied for that order. */
export default function OrderSuccessPage() {
  const dispatch = useAppDispatch();
  const invoiceId = useSearchParams()[0].get('invoiceId')?.trim() ?? '';

  useEffect(() => {
    if (invoiceId) dispatch(ordersActions.orderSuccessViewed({ invoiceId }));
  }, [dispatch, invoiceId]);

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
      extra={continueShopping}
    />
  );
}

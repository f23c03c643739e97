import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ordersActions, selectPaymentReport, type PaymentOutcome } from '../../features/orders/ordersSlice';

/**
 * The invoice id the payment provider returned with, its report to the server (sent once on arrival) and a way to
 * send it again. The report carries the payment's token from the return address: the server takes no report without it.
 */
export function usePaymentReport(outcome: PaymentOutcome) {
  const dispatch = useAppDispatch();
  const [search] = useSearchParams();
  const invoiceId = search.get('invoiceId')?.trim() ?? '';
  const token = search.get('token')?.trim() ?? '';
  const report = useAppSelector((state) => selectPaymentReport(state, outcome, invoiceId));

  useEffect(() => {
    if (invoiceId) dispatch(ordersActions.paymentReturned({ outcome, invoiceId, token }));
  }, [dispatch, outcome, invoiceId, token]);

  return { invoiceId, report, retry: () => dispatch(ordersActions.paymentReturned({ outcome, invoiceId, token })) };
}

import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ordersActions, selectPaymentReport, type PaymentOutcome } from '../../features/orders/ordersSlice';

/** The invoice id the payment provider returned with, its report to the server (sent once on arrival) and a way to send it again. */
export function usePaymentReport(outcome: PaymentOutcome) {
  const dispatch = useAppDispatch();
  const invoiceId = useSearchParams()[0].get('invoiceId')?.trim() ?? '';
  const report = useAppSelector((state) => selectPaymentReport(state, outcome, invoiceId));

  useEffect(() => {
    if (invoiceId) dispatch(ordersActions.paymentReturned({ outcome, invoiceId }));
  }, [dispatch, outcome, invoiceId]);

  return { invoiceId, report, retry: () => dispatch(ordersActions.paymentReturned({ outcome, invoiceId })) };
}

import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paymentsActions, type PaymentOutcome } from '../../features/payments/paymentsSlice';
import { selectPaymentReport } from '../../features/payments/selectors';

/**
 * The invoice id the payment provider returned with, its report to the server (sent once on arrival), whether the
 * server answered that the payment expired, and a way to send it again. The report carries the payment's token from
 * the return address: the server takes no report without it.
 */
export function usePaymentReport(outcome: PaymentOutcome) {
  const dispatch = useAppDispatch();
  const [search] = useSearchParams();
  const invoiceId = search.get('invoiceId')?.trim() ?? '';
  const token = search.get('token')?.trim() ?? '';
  const report = useAppSelector(selectPaymentReport(outcome, invoiceId));

  // Without the token (the page opened again in the other language, whose link never carries it) a report could only
  // be refused: nothing is sent.
  const carried = token !== '';
  useEffect(() => {
    if (invoiceId && carried) dispatch(paymentsActions.paymentReturned({ outcome, invoiceId, token }));
  }, [dispatch, outcome, invoiceId, token, carried]);

  // The server let the unpaid order expire: whatever the outcome, the page says the time to pay ran out.
  const expired = report?.paymentStatus === 'EXPIRED';
  return { invoiceId, carried, report, expired, retry: () => dispatch(paymentsActions.paymentReturned({ outcome, invoiceId, token })) };
}

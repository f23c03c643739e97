import type { InvoiceCheck, PaymentsState, PaymentOutcome, PaymentReport } from './paymentsSlice';

/** What the shop knows of its report of one payment's outcome. */
export const selectPaymentReport =
  (outcome: PaymentOutcome, invoiceId: string) =>
  (state: { payments: PaymentsState }): PaymentReport | undefined =>
    state.payments.reports[outcome][invoiceId];

/** What the server answered of the invoice the order success page shows. */
export const selectInvoiceCheck = (state: { payments: PaymentsState }): InvoiceCheck => state.payments.invoice;
/** The server knows no order with the invoice id the order success page shows: its "Order Not Found" (and a 404). */
export const selectInvoiceMissing = (state: { payments: PaymentsState }) => {
  const { status, error } = state.payments.invoice;
  return status === 'failed' && error?.status === 404;
};

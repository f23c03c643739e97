import type { InvoiceCheck, OrdersState, PaymentOutcome, PaymentReport } from './ordersSlice';

/** What the shop knows of its report of one payment's outcome. */
export const selectPaymentReport =
  (outcome: PaymentOutcome, invoiceId: string) =>
  (state: { orders: OrdersState }): PaymentReport | undefined =>
    state.orders.reports[outcome][invoiceId];

/** What the server answered of the invoice the order success page shows. */
export const selectInvoiceCheck = (state: { orders: OrdersState }): InvoiceCheck => state.orders.invoice;
/** The server knows no order with the invoice id the order success page shows: its "Order Not Found" (and a 404). */
export const selectInvoiceMissing = (state: { orders: OrdersState }) => {
  const { status, error } = state.orders.invoice;
  return status === 'failed' && error?.status === 404;
};

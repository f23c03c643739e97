import type { OrdersState, PaymentOutcome, PaymentReport } from './ordersSlice';

/** What the shop knows of its report of one payment's outcome. */
export const selectPaymentReport =
  (outcome: PaymentOutcome, invoiceId: string) =>
  (state: { orders: OrdersState }): PaymentReport | undefined =>
    state.orders.reports[outcome][invoiceId];

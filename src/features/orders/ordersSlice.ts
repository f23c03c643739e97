import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PaymentStatus } from '../../domain/types';
import type { ApiError } from '../shared/loading';

/** What the payment provider sent the shopper back with: each is reported to the server (spec §7). */
export type PaymentOutcome = 'confirm' | 'cancel' | 'failure';

export interface PaymentReport {
  status: 'sending' | 'acknowledged' | 'rejected';
  error: ApiError | null;
  /** Where the payment stands, when the server named it in a refusal (409: say EXPIRED, PAID or CANCELLED). */
  paymentStatus?: PaymentStatus;
}

export interface OrdersState {
  /** Reports to the server, by outcome and invoice id. */
  reports: Record<PaymentOutcome, Record<string, PaymentReport>>;
}

const initialState: OrdersState = { reports: { confirm: {}, cancel: {}, failure: {} } };

interface ReportRef {
  outcome: PaymentOutcome;
  invoiceId: string;
}

const ordersSlice = createSlice({
  name: 'orders',
  initialState,
  reducers: {
    /**
     * The shopper came back from the payment provider (or asked to try confirming again), with the payment's token
     * for the report. A report already sent or on its way is not repeated.
     */
    paymentReturned(state, { payload: { outcome, invoiceId } }: PayloadAction<ReportRef & { token: string }>) {
      const current = state.reports[outcome][invoiceId];
      if (current && current.status !== 'rejected') return;
      state.reports[outcome][invoiceId] = { status: 'sending', error: null };
    },
    /** The server answered 202. For 'confirm' the cart reducer empties the cart. */
    paymentAcknowledged(state, { payload: { outcome, invoiceId } }: PayloadAction<ReportRef>) {
      state.reports[outcome][invoiceId] = { status: 'acknowledged', error: null };
    },
    /** A refusal keeps the cart; one naming the payment EXPIRED says the time to pay ran out. */
    paymentRejected(state, { payload: { outcome, invoiceId, error, paymentStatus } }: PayloadAction<ReportRef & { error: ApiError; paymentStatus?: PaymentStatus }>) {
      state.reports[outcome][invoiceId] = { status: 'rejected', error, ...(paymentStatus && { paymentStatus }) };
    },
  },
});

export const ordersActions = ordersSlice.actions;
export default ordersSlice.reducer;


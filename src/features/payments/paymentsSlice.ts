import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PaymentStatus } from '../../domain/types';
import type { ApiError, LoadStatus } from '../../app/failures';

/** What the payment provider sent the shopper back with: each is reported to the server (spec §7). */
export type PaymentOutcome = 'confirm' | 'cancel' | 'failure';

export interface PaymentReport {
  status: 'sending' | 'acknowledged' | 'rejected';
  error: ApiError | null;
  /** Where the payment stands, when the server named it in a refusal (409: say EXPIRED, PAID or CANCELLED). */
  paymentStatus?: PaymentStatus;
}

/**
 * Whether the server knows the invoice the order success page was opened for ('loaded': it does; 'failed' with a
 * 404: it does not). Only the id is kept: the page shows no more of the order than that.
 */
export interface InvoiceCheck {
  id: string;
  status: LoadStatus;
  error: ApiError | null;
}

export interface PaymentsState {
  /** Reports to the server, by outcome and invoice id. */
  reports: Record<PaymentOutcome, Record<string, PaymentReport>>;
  invoice: InvoiceCheck;
}

const initialState: PaymentsState = { reports: { confirm: {}, cancel: {}, failure: {} }, invoice: { id: '', status: 'idle', error: null } };

export interface ReportRef {
  outcome: PaymentOutcome;
  invoiceId: string;
}

const paymentsSlice = createSlice({
  name: 'payments',
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
    /**
     * The order success page opened for this invoice id, or asked again after a failure. A definite answer stands (the
     * invoice exists, or the server answered 404), so a page hydrating from a server render does not ask again.
     */
    invoiceRequested(state, { payload: { id } }: PayloadAction<{ id: string }>) {
      const { invoice } = state;
      if (invoice.id === id && (invoice.status === 'loaded' || invoice.error?.status === 404)) return;
      state.invoice = { id, status: 'loading', error: null };
    },
    invoiceFound(state, { payload: { id } }: PayloadAction<{ id: string }>) {
      if (id === state.invoice.id) state.invoice = { id, status: 'loaded', error: null };
    },
    /** 404: no order has this invoice id; anything else: the invoice could not be checked. */
    invoiceFailed(state, { payload: { id, error } }: PayloadAction<{ id: string; error: ApiError }>) {
      if (id === state.invoice.id) state.invoice = { id, status: 'failed', error };
    },
    /** A refusal keeps the cart; one naming the payment EXPIRED says the time to pay ran out. */
    paymentRejected(
      state,
      {
        payload: { outcome, invoiceId, error, paymentStatus },
      }: PayloadAction<ReportRef & { error: ApiError; paymentStatus?: PaymentStatus }>,
    ) {
      state.reports[outcome][invoiceId] = { status: 'rejected', error, ...(paymentStatus && { paymentStatus }) };
    },
  },
});

export const paymentsActions = paymentsSlice.actions;
export default paymentsSlice.reducer;

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError, LoadStatus } from '../../app/failures';
import type { TrackedOrder } from '../../domain/orderTracking';
import { shopperOrdersActions } from '../shopperOrders/shopperOrdersSlice';

/** A shopper's lookup of one order (/order/track): what was asked, and what the server answered. */
export interface Tracking {
  /** The invoice id asked for, as typed; the mobile number is not kept. */
  invoiceId: string;
  /** Counts the lookups, so an answer to an older one is ignored (a replay does not depend on network timing). */
  lookup: number;
  status: LoadStatus;
  order: TrackedOrder | null;
  error: ApiError | null;
  /**
   * The number this tab knows for the invoice the page opened with (placed or tracked here), to fill in the form; it
   * goes with the next lookup.
   */
  recalled: { invoiceId: string; mobile: string } | null;
}

export interface OrdersState {
  tracking: Tracking;
}

const initialState: OrdersState = {
  tracking: { invoiceId: '', lookup: 0, status: 'idle', order: null, error: null, recalled: null },
};

interface Answered {
  lookup: number;
}

const ordersSlice = createSlice({
  name: 'orders',
  initialState,
  reducers: {
    /** The tracking form was sent. */
    trackRequested(state, { payload: { invoiceId } }: PayloadAction<{ invoiceId: string; mobile: string }>) {
      state.tracking = { invoiceId, lookup: state.tracking.lookup + 1, status: 'loading', order: null, error: null, recalled: null };
    },
    /** The tracking page opened on an invoice (a link, a reload): this tab may know its number. */
    trackPageOpened(_state, _action: PayloadAction<{ invoiceId: string }>) {},
    /** The number this tab knows for the invoice: the form fills it in. */
    mobileRecalled(state, { payload }: PayloadAction<{ invoiceId: string; mobile: string }>) {
      state.tracking.recalled = payload;
    },
    trackLoaded(state, { payload: { lookup, order } }: PayloadAction<Answered & { order: TrackedOrder }>) {
      if (lookup === state.tracking.lookup) state.tracking = { ...state.tracking, status: 'loaded', order, error: null };
    },
    /** 404: no order with that invoice and number (the server does not say which was wrong). */
    trackFailed(state, { payload: { lookup, error } }: PayloadAction<Answered & { error: ApiError }>) {
      if (lookup === state.tracking.lookup) state.tracking = { ...state.tracking, status: 'failed', order: null, error };
    },
    /** Leaving the page: back to the empty form. */
    trackCleared(state) {
      state.tracking = { ...initialState.tracking, lookup: state.tracking.lookup };
    },
    /** "Track another order": back to the empty form, and this tab forgets the order shown. */
    trackAnotherChosen(state, _action: PayloadAction<{ invoiceId: string }>) {
      state.tracking = { ...initialState.tracking, lookup: state.tracking.lookup };
    },
  },
  extraReducers: (builder) =>
    // Paid, cancelled or expired meanwhile: the order on screen says so.
    builder.addCase(shopperOrdersActions.orderAnswered, (state, { payload: { order } }) => {
      if (state.tracking.order?.invoiceId === order.invoiceId) state.tracking.order = order;
    }),
});

export const ordersActions = ordersSlice.actions;
export default ordersSlice.reducer;

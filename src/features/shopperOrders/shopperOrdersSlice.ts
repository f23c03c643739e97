import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError, LoadStatus } from '../../app/failures';
import type { TrackedOrder } from '../../domain/orderTracking';

/** What the shopper last asked of one of their orders: pay it now, or cancel it. */
export interface OrderAct {
  kind: 'pay' | 'cancel';
  status: LoadStatus;
  error: ApiError | null;
}

export interface ShopperOrdersState {
  /** By invoice id: each order's last act, so a page listing several (My orders) shows each its own answer. */
  acts: Record<string, OrderAct>;
}

/**
 * The order as the shopper names it: by its invoice and the mobile number typed in tracking, or (no mobile) as the
 * signed-in owner.
 */
export interface OrderRef {
  invoiceId: string;
  mobile?: string;
}

const initialState: ShopperOrdersState = { acts: {} };

const start = (state: ShopperOrdersState, invoiceId: string, kind: OrderAct['kind']) => {
  // One act at a time per order: a second tap while the first is on its way changes nothing (the saga drops it too).
  if (state.acts[invoiceId]?.status === 'loading') return;
  state.acts[invoiceId] = { kind, status: 'loading', error: null };
};

const shopperOrdersSlice = createSlice({
  name: 'shopperOrders',
  initialState,
  reducers: {
    /** Pay now: a fresh payment page for an online order still waiting for its payment. */
    payRequested(state, { payload }: PayloadAction<OrderRef>) {
      start(state, payload.invoiceId, 'pay');
    },
    /** The payment page is open for the order: the shop leaves for it. */
    payOpened(state, { payload }: PayloadAction<{ invoiceId: string; redirectUrl: string }>) {
      state.acts[payload.invoiceId] = { kind: 'pay', status: 'loaded', error: null };
    },
    /** Cancel order, once the shopper said yes. */
    cancelRequested(state, { payload }: PayloadAction<OrderRef>) {
      start(state, payload.invoiceId, 'cancel');
    },
    cancelDone(state, { payload }: PayloadAction<{ invoiceId: string }>) {
      state.acts[payload.invoiceId] = { kind: 'cancel', status: 'loaded', error: null };
    },
    actFailed(state, { payload }: PayloadAction<{ invoiceId: string; kind: OrderAct['kind']; error: ApiError }>) {
      state.acts[payload.invoiceId] = { kind: payload.kind, status: 'failed', error: payload.error };
    },
    /** The server's answer carried the order as it stands now: tracking and My orders show it so. */
    orderAnswered(_state, _action: PayloadAction<{ order: TrackedOrder }>) {},
  },
});

export const shopperOrdersActions = shopperOrdersSlice.actions;
export default shopperOrdersSlice.reducer;

export const selectOrderAct = (state: { shopperOrders: ShopperOrdersState }, invoiceId: string): OrderAct | null =>
  state.shopperOrders.acts[invoiceId] ?? null;

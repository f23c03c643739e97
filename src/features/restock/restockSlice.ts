import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '../../app/failures';
import type { RestockAlertRequest } from '../../domain/restockAlerts';

/** "Notify me" on a sold-out size: the SKUs the shop took an alert for in this visit, the one on its way, the last failure. */
export interface RestockState {
  asked: string[];
  sending: string | null;
  failed: { skuCode: string; error: ApiError } | null;
}

export const initialRestock: RestockState = { asked: [], sending: null, failed: null };

const restockSlice = createSlice({
  name: 'restock',
  initialState: initialRestock,
  reducers: {
    alertRequested(state, { payload }: PayloadAction<Omit<RestockAlertRequest, 'language'>>) {
      state.sending = payload.skuCode;
      state.failed = null;
    },
    alertTaken(state, { payload }: PayloadAction<{ skuCode: string }>) {
      if (!state.asked.includes(payload.skuCode)) state.asked.push(payload.skuCode);
      if (state.sending === payload.skuCode) state.sending = null;
    },
    alertFailed(state, { payload }: PayloadAction<{ skuCode: string; error: ApiError }>) {
      if (state.sending === payload.skuCode) state.sending = null;
      state.failed = payload;
    },
  },
});

export const restockActions = restockSlice.actions;
export default restockSlice.reducer;

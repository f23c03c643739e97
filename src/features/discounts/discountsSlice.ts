import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { GlobalDiscount } from '../../domain/types';
import type { ApiError, LoadStatus } from '../../app/failures';

export interface DiscountsState {
  list: GlobalDiscount[];
  status: LoadStatus;
  error: ApiError | null;
}

const initialState: DiscountsState = { list: [], status: 'idle', error: null };

const discountsSlice = createSlice({
  name: 'discounts',
  initialState,
  reducers: {
    loadRequested(state) {
      if (state.status !== 'loaded') state.status = 'loading';
    },
    loaded(state, { payload }: PayloadAction<{ list: GlobalDiscount[] }>) {
      state.list = payload.list;
      state.status = 'loaded';
      state.error = null;
    },
    loadFailed(state, { payload }: PayloadAction<ApiError>) {
      state.status = 'failed';
      state.error = payload;
    },
  },
});

export const discountsActions = discountsSlice.actions;
export default discountsSlice.reducer;

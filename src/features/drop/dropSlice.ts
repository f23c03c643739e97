import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Item } from '../../domain/types';

/** A drop's countdown on the product page (domain/drops.ts), by the server's clock. */
export interface DropState {
  /** The server's clock less this browser's, read once a visit (GET /api/clock); null until read. */
  clockOffset: number | null;
  /** The server's time at the countdown's last tick; null until the page counts. */
  now: number | null;
}

export const initialDrop: DropState = { clockOffset: null, now: null };

const dropSlice = createSlice({
  name: 'drop',
  initialState: initialDrop,
  reducers: {
    /** The product page shows a drop's item: count down to its hour. */
    watched(_state, _action: PayloadAction<{ itemId: string; startsAt: string }>) {},
    /** The page left it. */
    unwatched() {},
    clockRead(state, { payload }: PayloadAction<{ offset: number }>) {
      state.clockOffset = payload.offset;
    },
    ticked(state, { payload }: PayloadAction<{ now: number }>) {
      state.now = payload.now;
    },
    /** The hour came with the page open: the item as the shop has it now (stock may have moved), when it answered. */
    opened(_state, _action: PayloadAction<{ itemId: string; item: Item | null }>) {},
  },
});

export const dropActions = dropSlice.actions;
export default dropSlice.reducer;

export const selectDropNow = (state: { drop: DropState }) => state.drop.now;
export const selectClockOffset = (state: { drop: DropState }) => state.drop.clockOffset;

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { recentIds } from '../../domain/recentlyViewed';
import { catalogActions } from '../catalog/catalogSlice';

/** The products this browser opened lately, newest first (kept under `recent` in storage, the same in every tab). */
export interface RecentState {
  ids: string[];
}

export const initialRecent: RecentState = { ids: [] };

const recentSlice = createSlice({
  name: 'recent',
  initialState: initialRecent,
  reducers: {
    /** The ids kept in storage, back at the page's start, behind any product opened before they arrived. */
    restored(state, { payload }: PayloadAction<RecentState>) {
      state.ids = recentIds(state.ids, payload.ids);
    },
    changedInAnotherTab(_state, { payload }: PayloadAction<RecentState>) {
      return payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(catalogActions.productViewed, (state, { payload }) => {
      state.ids = recentIds([payload.id], state.ids);
    });
  },
});

export const recentActions = recentSlice.actions;
export default recentSlice.reducer;

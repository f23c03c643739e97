import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError, LoadStatus } from '../../app/failures';
import type { Item } from '../../domain/types';

/**
 * Products the shopper keeps a list of (saved, recently viewed), as the shop answered them by id in this visit: their
 * current price and stock. `gone` are ids the shop no longer sells; `status` is that of the last ask.
 */
export interface ShelfState {
  items: Record<string, Item>;
  gone: string[];
  status: LoadStatus;
  error: ApiError | null;
}

/** Of `ids`, those the shop has not answered yet in this visit (nor said it no longer sells). */
export const unansweredIds = (shelf: ShelfState, ids: readonly string[]): string[] =>
  ids.filter((id) => !shelf.items[id] && !shelf.gone.includes(id));

export const initialShelf: ShelfState = { items: {}, gone: [], status: 'idle', error: null };

const shelfSlice = createSlice({
  name: 'shelf',
  initialState: initialShelf,
  reducers: {
    /** A list wants these products shown; the saga asks for those not answered yet. */
    productsRequested(state, { payload }: PayloadAction<{ ids: string[] }>) {
      if (unansweredIds(state, payload.ids).length === 0) return;
      state.status = 'loading';
      state.error = null;
    },
    productsLoaded(state, { payload }: PayloadAction<{ ids: string[]; items: Item[] }>) {
      for (const item of payload.items) state.items[item.id] = item;
      const answered = new Set(payload.items.map((item) => item.id));
      state.gone = [...new Set([...state.gone, ...payload.ids.filter((id) => !answered.has(id))])];
      state.status = 'loaded';
    },
    productsFailed(state, { payload }: PayloadAction<{ ids: string[]; error: ApiError }>) {
      state.status = 'failed';
      state.error = payload.error;
    },
  },
});

export const shelfActions = shelfSlice.actions;
export default shelfSlice.reducer;

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '../../app/failures';
import { mergeSavedProducts, type SavedProduct } from '../../domain/savedProducts';

/**
 * The products the shopper saved for later, newest first: the browser's (kept under `saved` in storage, the same in
 * every tab) and, once signed in, the account's too. `unsynced`: changes the account has not taken yet (made while
 * signed out, or sent while offline).
 */
export interface StoredSaved {
  list: SavedProduct[];
  unsynced: boolean;
}

/** `restored`: the browser's list is back from storage (a server's render never has it). */
export interface SavedState extends StoredSaved {
  restored: boolean;
}

export const initialSaved: SavedState = { list: [], unsynced: false, restored: false };

const sameList = (a: SavedProduct[], b: SavedProduct[]) =>
  a.length === b.length && a.every((entry, k) => entry.itemId === b[k].itemId && entry.savedAt === b[k].savedAt);

const savedSlice = createSlice({
  name: 'saved',
  initialState: initialSaved,
  reducers: {
    productSaved: {
      reducer(state, { payload }: PayloadAction<SavedProduct>) {
        state.list = mergeSavedProducts([payload], state.list);
        state.unsynced = true;
      },
      prepare: (itemId: string, savedAt: number = Date.now()) => ({ payload: { itemId, savedAt } }),
    },
    productRemoved(state, { payload }: PayloadAction<{ itemId: string }>) {
      state.list = state.list.filter((entry) => entry.itemId !== payload.itemId);
      state.unsynced = true;
    },
    /** The list kept in storage, back at the page's start; a product saved before it arrived stays saved. */
    restored(state, { payload }: PayloadAction<StoredSaved>) {
      state.list = mergeSavedProducts(state.list, payload.list);
      state.unsynced ||= payload.unsynced;
      state.restored = true;
    },
    changedInAnotherTab(state, { payload }: PayloadAction<StoredSaved>) {
      Object.assign(state, payload);
    },
    /**
     * The account's list, read once the shopper is signed in. At sign-in, and whenever this browser holds changes the
     * account lacks, the two are merged (and the saga sends the result); otherwise the account's list is the one.
     */
    accountListLoaded(state, { payload }: PayloadAction<{ list: SavedProduct[]; merge: boolean }>) {
      const merged = payload.merge || state.unsynced ? mergeSavedProducts(state.list, payload.list) : payload.list;
      state.unsynced = !sameList(merged, payload.list);
      state.list = merged;
    },
    /** The account took `list`; a change made since it was sent still waits. */
    accountSynced(state, { payload }: PayloadAction<{ list: SavedProduct[] }>) {
      if (sameList(state.list, payload.list)) state.unsynced = false;
    },
    /** The account could not be read or written (offline): the browser's list stays, to be sent again later. */
    accountSyncFailed(_state, _action: PayloadAction<ApiError>) {},
  },
});

export const savedActions = savedSlice.actions;
export default savedSlice.reducer;

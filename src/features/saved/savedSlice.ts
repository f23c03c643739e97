import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '../../app/failures';
import {
  mergeRemovedProducts,
  mergeSavedProducts,
  removalsPending,
  withoutRemoved,
  type RemovedProduct,
  type SavedProduct,
} from '../../domain/savedProducts';

/**
 * The products the shopper saved for later, newest first: the browser's (kept under `saved` in storage, the same in
 * every tab) and, once signed in, the account's too. `unsynced`: changes the account has not taken yet (made while
 * signed out, or sent while offline); `removed`: the products taken off, kept until a read of the account's list
 * shows it took that, so that neither a merge nor a list read before the removal brings them back.
 */
export interface StoredSaved {
  list: SavedProduct[];
  unsynced: boolean;
  removed: RemovedProduct[];
}

/** `restored`: the browser's list is back from storage (a server's render never has it). */
export interface SavedState extends StoredSaved {
  restored: boolean;
}

/** A list as an action carries it: QA logs recorded before removals were kept carry none. */
type LoggedSaved = Omit<StoredSaved, 'removed'> & Partial<Pick<StoredSaved, 'removed'>>;

export const initialSaved: SavedState = { list: [], unsynced: false, removed: [], restored: false };

const sameList = (a: SavedProduct[], b: SavedProduct[]) =>
  a.length === b.length && a.every((entry, k) => entry.itemId === b[k].itemId && entry.savedAt === b[k].savedAt);

const savedSlice = createSlice({
  name: 'saved',
  initialState: initialSaved,
  reducers: {
    productSaved: {
      reducer(state, { payload }: PayloadAction<SavedProduct>) {
        state.list = mergeSavedProducts([payload], state.list);
        state.removed = state.removed.filter((entry) => entry.itemId !== payload.itemId);
        state.unsynced = true;
      },
      prepare: (itemId: string, savedAt: number = Date.now()) => ({ payload: { itemId, savedAt } }),
    },
    productRemoved: {
      reducer(state, { payload }: PayloadAction<RemovedProduct>) {
        state.list = state.list.filter((entry) => entry.itemId !== payload.itemId);
        state.removed = mergeRemovedProducts([payload], state.removed);
        state.unsynced = true;
      },
      prepare: ({ itemId }: { itemId: string }, removedAt: number = Date.now()) => ({ payload: { itemId, removedAt } }),
    },
    /** The list kept in storage, back at the page's start; a product saved or removed before it arrived stays so. */
    restored(state, { payload }: PayloadAction<LoggedSaved>) {
      state.removed = mergeRemovedProducts(state.removed, payload.removed ?? []);
      state.list = withoutRemoved(mergeSavedProducts(state.list, payload.list), state.removed);
      state.unsynced ||= payload.unsynced;
      state.restored = true;
    },
    changedInAnotherTab(state, { payload }: PayloadAction<LoggedSaved>) {
      Object.assign(state, { removed: [], ...payload });
    },
    /**
     * The account's list, read once the shopper is signed in. At sign-in, and whenever this browser holds changes the
     * account lacks, the two are merged (and the saga sends the result); otherwise the account's list is the one.
     */
    accountListLoaded(state, { payload }: PayloadAction<{ list: SavedProduct[]; merge: boolean }>) {
      const taken = payload.merge || state.unsynced ? mergeSavedProducts(state.list, payload.list) : payload.list;
      state.list = withoutRemoved(taken, state.removed);
      state.removed = removalsPending(state.removed, payload.list);
      state.unsynced = !sameList(state.list, payload.list);
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

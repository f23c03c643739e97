import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Branch, Location } from '../../domain/types';
import { isShowroom } from './outletLinks';
import type { ApiError, LoadStatus } from '../shared/loading';

/** A stock location as the locations search returns it: the branch shape plus the branch it belongs to. */
export type OutletLocation = Location & { branchId?: string };

export interface OutletsState {
  /** The header's OUTLET menu: showroom branches, loaded once. */
  branches: { list: Branch[]; status: LoadStatus; error: ApiError | null };
  /** The outlet page's showroom locations, page by page. */
  page: { list: OutletLocation[]; page: number; nextPageToken: string; status: LoadStatus; error: ApiError | null };
}

const emptyPage: OutletsState['page'] = { list: [], page: 0, nextPageToken: '', status: 'idle', error: null };

const initialState: OutletsState = {
  branches: { list: [], status: 'idle', error: null },
  page: emptyPage,
};

export interface OutletPageLoaded {
  page: number;
  /** The server's list as it came; the reducer keeps the showrooms. */
  list: OutletLocation[];
  nextPageToken: string;
  /** The saga fetches the next page at once (a page with no showroom while a token remains). */
  more: boolean;
}

const outletsSlice = createSlice({
  name: 'outlets',
  initialState,
  reducers: {
    branchesRequested(state) {
      if (state.branches.status === 'idle' || state.branches.status === 'failed') state.branches.status = 'loading';
    },
    branchesLoaded(state, { payload }: PayloadAction<{ list: Branch[] }>) {
      state.branches = { list: payload.list.filter(isShowroom), status: 'loaded', error: null };
    },
    branchesFailed(state, { payload }: PayloadAction<ApiError>) {
      state.branches.status = 'failed';
      state.branches.error = payload;
    },
    /** The outlet page opened: first page, unless it is loaded already (coming back to the page). */
    pageRequested(state) {
      if (state.page.status === 'idle' || state.page.status === 'failed') state.page = { ...emptyPage, status: 'loading' };
    },
    /** Load More; after a failed page it tries that page again. */
    moreRequested(state) {
      if ((state.page.status === 'loaded' || state.page.status === 'failed') && state.page.nextPageToken) state.page.status = 'loading';
    },
    pageLoaded(state, { payload }: PayloadAction<OutletPageLoaded>) {
      // An answer for another page than the next one is stale (a replayed or duplicated action).
      if (state.page.status !== 'loading' || payload.page !== state.page.page + 1) return;
      const seen = new Set(state.page.list.map((l) => l.id));
      state.page.list.push(...payload.list.filter((l) => l.id && isShowroom(l) && !seen.has(l.id)));
      state.page.page = payload.page;
      state.page.nextPageToken = payload.nextPageToken;
      state.page.status = payload.more ? 'loading' : 'loaded';
      state.page.error = null;
    },
    pageFailed(state, { payload }: PayloadAction<ApiError>) {
      state.page.status = 'failed';
      state.page.error = payload;
    },
  },
});

export const outletsActions = outletsSlice.actions;
export default outletsSlice.reducer;


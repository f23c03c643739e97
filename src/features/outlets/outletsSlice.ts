import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Branch, Location } from '../../domain/types';
import { addPage, appendNew, askNextPage, emptyPagedList, failPage, type PagedList } from '../shared/pagedList';
import { isShowroom } from './outletLinks';
import type { ApiError, LoadStatus } from '../../app/failures';

/** A stock location as the locations search returns it: the branch shape plus the branch it belongs to. */
export type OutletLocation = Location & { branchId?: string };

export interface OutletsState {
  /** The header's OUTLET menu: showroom branches, loaded once. */
  branches: { list: Branch[]; status: LoadStatus; error: ApiError | null };
  /** The outlet page's showroom locations, page by page. */
  page: PagedList<OutletLocation>;
}

const initialState: OutletsState = {
  branches: { list: [], status: 'idle', error: null },
  page: emptyPagedList,
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
      if (state.page.status === 'idle' || state.page.status === 'failed') state.page = { ...emptyPagedList, status: 'loading' };
    },
    /** Load More; after a failed page it tries that page again. */
    moreRequested(state) {
      askNextPage(state.page);
    },
    pageLoaded(state, { payload }: PayloadAction<OutletPageLoaded>) {
      // An answer for another page than the next one is stale (a replayed or duplicated action).
      if (state.page.status !== 'loading' || payload.page !== state.page.page + 1) return;
      addPage(state.page, { ...payload, items: payload.list.filter(isShowroom) }, appendNew);
    },
    pageFailed(state, { payload }: PayloadAction<ApiError>) {
      failPage(state.page, payload);
    },
  },
});

export const outletsActions = outletsSlice.actions;
export default outletsSlice.reducer;

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { News } from '../../domain/types';
import type { ApiError, LoadStatus } from '../../app/failures';
import { addPage, appendNew, askNextPage, emptyPagedList, failPage, type ArrivedPage, type PagedList } from '../shared/pagedList';

export type NewsList = PagedList<News>;

export interface NewsState {
  /** The home page's carousel. */
  home: NewsList;
  /** The news page, 6 a page. */
  list: NewsList;
  details: { id: string; item: News | null; status: LoadStatus; error: ApiError | null };
}

const initialState: NewsState = {
  home: emptyPagedList,
  list: emptyPagedList,
  details: { id: '', item: null, status: 'idle', error: null },
};

export type NewsListKey = 'home' | 'list';

const newsSlice = createSlice({
  name: 'news',
  initialState,
  reducers: {
    /** First page of a list; a list already loaded is kept (coming back to the page). */
    listRequested(state, { payload }: PayloadAction<{ list: NewsListKey }>) {
      const current = state[payload.list];
      if (current.status === 'loaded' || current.status === 'loading') return;
      state[payload.list] = { ...emptyPagedList, status: 'loading' };
    },
    /** Load More; after a failed page it tries that page again. */
    moreRequested(state, { payload }: PayloadAction<{ list: NewsListKey }>) {
      askNextPage(state[payload.list]);
    },
    pageLoaded(state, { payload }: PayloadAction<{ list: NewsListKey } & ArrivedPage<News>>) {
      addPage(state[payload.list], payload, appendNew);
    },
    pageFailed(state, { payload }: PayloadAction<{ list: NewsListKey; error: ApiError }>) {
      failPage(state[payload.list], payload.error);
    },
    detailsRequested(state, { payload }: PayloadAction<{ id: string }>) {
      if (payload.id === state.details.id && state.details.status === 'loaded') return;
      state.details = { id: payload.id, item: null, status: 'loading', error: null };
    },
    detailsLoaded(state, { payload }: PayloadAction<{ id: string; item: News }>) {
      if (payload.id !== state.details.id) return;
      state.details.item = payload.item;
      state.details.status = 'loaded';
    },
    detailsFailed(state, { payload }: PayloadAction<{ id: string; error: ApiError }>) {
      if (payload.id !== state.details.id) return;
      state.details.status = 'failed';
      state.details.error = payload.error;
    },
  },
});

export const newsActions = newsSlice.actions;
export default newsSlice.reducer;

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { News } from '../../domain/types';
import type { ApiError, LoadStatus } from '../shared/loading';

export interface NewsList {
  items: News[];
  page: number;
  nextPageToken: string;
  status: LoadStatus;
  error: ApiError | null;
}

export interface NewsState {
  /** The home page's carousel. */
  home: NewsList;
  /** The news page, 6 a page. */
  list: NewsList;
  details: { id: string; item: News | null; status: LoadStatus; error: ApiError | null };
}

const emptyList: NewsList = { items: [], page: 0, nextPageToken: '', status: 'idle', error: null };

const initialState: NewsState = { home: emptyList, list: emptyList, details: { id: '', item: null, status: 'idle', error: null } };

export type NewsListKey = 'home' | 'list';

const newsSlice = createSlice({
  name: 'news',
  initialState,
  reducers: {
    /** First page of a list; a list already loaded is kept (coming back to the page). */
    listRequested(state, { payload }: PayloadAction<{ list: NewsListKey }>) {
      const current = state[payload.list];
      if (current.status === 'loaded' || current.status === 'loading') return;
      state[payload.list] = { ...emptyList, status: 'loading' };
    },
    /** Load More; after a failed page it tries that page again. */
    moreRequested(state, { payload }: PayloadAction<{ list: NewsListKey }>) {
      const current = state[payload.list];
      if ((current.status === 'loaded' || current.status === 'failed') && current.nextPageToken) current.status = 'loading';
    },
    pageLoaded(state, { payload }: PayloadAction<{ list: NewsListKey; page: number; items: News[]; nextPageToken: string }>) {
      const current = state[payload.list];
      const seen = new Set(current.items.map((n) => n.id));
      current.items = [...current.items, ...payload.items.filter((n) => n.id && !seen.has(n.id))];
      current.page = payload.page;
      current.nextPageToken = payload.nextPageToken;
      current.status = 'loaded';
      current.error = null;
    },
    pageFailed(state, { payload }: PayloadAction<{ list: NewsListKey; error: ApiError }>) {
      state[payload.list].status = 'failed';
      state[payload.list].error = payload.error;
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

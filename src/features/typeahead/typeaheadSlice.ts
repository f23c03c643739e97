import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Item } from '../../domain/types';
import type { LoadStatus } from '../../app/failures';

export interface TypeaheadState {
  /** What the shopper has typed, trimmed. */
  query: string;
  suggestions: Item[];
  status: LoadStatus;
}

const initialState: TypeaheadState = { query: '', suggestions: [], status: 'idle' };

const typeaheadSlice = createSlice({
  name: 'typeahead',
  initialState,
  reducers: {
    queryChanged(state, { payload }: PayloadAction<{ query: string }>) {
      state.query = payload.query.trim();
      if (!state.query) {
        state.suggestions = [];
        state.status = 'idle';
      } else {
        state.status = 'loading';
      }
    },
    /** Answers for an older query than the one typed now are ignored, so replays don't depend on timing. */
    suggestionsLoaded(state, { payload }: PayloadAction<{ query: string; items: Item[] }>) {
      if (payload.query !== state.query) return;
      state.suggestions = payload.items;
      state.status = 'loaded';
    },
    suggestionsFailed(state, { payload }: PayloadAction<{ query: string }>) {
      if (payload.query !== state.query) return;
      state.suggestions = [];
      state.status = 'failed';
    },
  },
});

export const typeaheadActions = typeaheadSlice.actions;
export default typeaheadSlice.reducer;

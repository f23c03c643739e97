import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FilteredList } from '../../domain/searchPayload';
import { DEFAULT_FILTERS, type ShopFilters } from '../../domain/shopFilters';

/** The filters each list's URL stands for (design rule 5: the URL is their source; this mirrors it for sagas and replays). */
export interface FiltersState extends Record<FilteredList, ShopFilters> {
  branchLocationId: string;
}

const initialState: FiltersState = { shop: DEFAULT_FILTERS, branch: DEFAULT_FILTERS, wings: DEFAULT_FILTERS, branchLocationId: '' };

export interface UrlChangedPayload {
  list: FilteredList;
  filters: ShopFilters;
  /** The `page` the URL names: pages up to it are shown. */
  pages: number;
  /** The branch page's outlet; '' elsewhere. */
  locationId: string;
}

const filtersSlice = createSlice({
  name: 'filters',
  initialState,
  reducers: {
    /** A filtered list's URL changed (or its page opened); the catalog starts the search it stands for. */
    urlChanged(state, { payload }: PayloadAction<UrlChangedPayload>) {
      state[payload.list] = payload.filters;
      if (payload.list === 'branch') state.branchLocationId = payload.locationId;
    },
  },
});

export const filtersActions = filtersSlice.actions;
export default filtersSlice.reducer;

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_FILTERS, type ShopFilters } from '../../domain/shopFilters';

/** The filters the URL stands for (design rule 5: the URL is their source; this mirrors it for sagas and replays). */
export interface FiltersState {
  shop: ShopFilters;
  branch: ShopFilters;
  branchLocationId: string;
}

const initialState: FiltersState = { shop: DEFAULT_FILTERS, branch: DEFAULT_FILTERS, branchLocationId: '' };

export interface UrlChangedPayload {
  filters: ShopFilters;
  /** The `page` the URL names: pages up to it are shown. */
  pages: number;
}

const filtersSlice = createSlice({
  name: 'filters',
  initialState,
  reducers: {
    shopUrlChanged(state, { payload }: PayloadAction<UrlChangedPayload>) {
      state.shop = payload.filters;
    },
    branchUrlChanged(state, { payload }: PayloadAction<UrlChangedPayload & { locationId: string }>) {
      state.branch = payload.filters;
      state.branchLocationId = payload.locationId;
    },
  },
});

export const filtersActions = filtersSlice.actions;
export default filtersSlice.reducer;

import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { HOME_LISTS } from '../../domain/productLists';
import type { OutletStockSearchRequest } from '../../domain/requests';
import { listingItem, relatedProducts, uniqueHomeList, uniqueListing, type ListingItem } from '../../domain/listing';
import { defaultSku } from '../../domain/productDisplay';
import type { Item, Location } from '../../domain/types';
import { filteredListSearch } from '../../domain/searchPayload';
import { dropActions } from '../drop/dropSlice';
import { cartActions } from '../cart/cartSlice';
import { filtersActions } from '../filters/filtersSlice';
import { addPage, askNextPage, emptyPagedList, failPage, type ArrivedPage, type PagedList } from '../shared/pagedList';
import type { ApiError, LoadStatus } from '../../app/failures';

export const LIST_KEYS = ['shop', 'branch', 'wings', ...HOME_LISTS] as const;
export type ListKey = (typeof LIST_KEYS)[number];
const HOME_LIST_KEYS: ReadonlySet<ListKey> = new Set(HOME_LISTS);

export interface ProductList extends PagedList<ListingItem> {
  /** The search without its page: a new one empties the list; the same one keeps what is loaded (Back). */
  request: OutletStockSearchRequest | null;
  requestKey: string;
  /** The page the shopper asked to see up to (a reloaded `page=3` URL loads pages 1 to 3). */
  targetPage: number;
  /** Counts the loads this list started (a new search, Load More); the saga runs the latest. */
  load: number;
  /** The cards of the search before this one, shown dimmed until this one's first page arrives, and kept if it fails. */
  previous: ListingItem[];
  /** How many products the search matches, as the server last said; absent when it did not say (or nothing arrived yet). */
  total?: number;
}

export interface DetailsState {
  id: string;
  item: Item | null;
  status: LoadStatus;
  error: ApiError | null;
  related: ListingItem[];
  relatedStatus: LoadStatus;
  /** The shopper's colour and size (a SKU of `item`; '' when it has none) and quantity, so a replayed log shows them too. */
  skuCode: string;
  quantity: number;
}

export interface BranchLocationState {
  id: string;
  location: Location | null;
  status: LoadStatus;
}

export interface CatalogState {
  lists: Record<ListKey, ProductList>;
  details: DetailsState;
  /** The outlet whose stock the branch page lists (its banner). */
  branchLocation: BranchLocationState;
}

const emptyList: ProductList = { ...emptyPagedList, request: null, requestKey: '', targetPage: 1, load: 0, previous: [] };
const emptyDetails: DetailsState = {
  id: '',
  item: null,
  status: 'idle',
  error: null,
  related: [],
  relatedStatus: 'idle',
  skuCode: '',
  quantity: 1,
};

const initialState: CatalogState = {
  lists: Object.fromEntries(LIST_KEYS.map((key) => [key, emptyList])) as Record<ListKey, ProductList>,
  details: emptyDetails,
  branchLocation: { id: '', location: null, status: 'idle' },
};

/** A page number in a shared URL is honoured up to this many pages. */
export const MAX_TARGET_PAGE = 10;

export function requestKeyOf(request: OutletStockSearchRequest): string {
  const { page: _page, ...rest } = request;
  return JSON.stringify(rest);
}

/**
 * A new search empties the list and starts at page 1, keeping the cards shown so far as `previous`. The search
 * already shown (coming Back, or the URL catching up with Load More) is kept, even when its last page failed: only a
 * search with nothing loaded starts again.
 */
function startSearch(lists: CatalogState['lists'], list: ListKey, request: OutletStockSearchRequest, pages: number) {
  const current = lists[list];
  const requestKey = requestKeyOf(request);
  if (requestKey === current.requestKey && (current.status !== 'failed' || current.page > 0)) return;
  const targetPage = Math.max(1, Math.min(MAX_TARGET_PAGE, Math.floor(pages) || 1));
  const previous = current.items.length > 0 ? current.items : current.previous;
  lists[list] = {
    ...emptyList,
    request: { ...request, page: 1 },
    requestKey,
    targetPage,
    status: 'loading',
    load: current.load + 1,
    previous,
  };
}

export interface PageLoadedPayload extends ArrivedPage<ListingItem> {
  list: ListKey;
  requestKey: string;
  /** The saga fetches the next page at once (an empty page while a token remains, or pages up to the target). */
  more: boolean;
  /** The server's count of the products the search matches; absent when it gives none. */
  total?: number;
}

const catalogSlice = createSlice({
  name: 'catalog',
  initialState,
  reducers: {
    /** A home list's first page (the filtered lists start from `filters/urlChanged`). */
    listRequested(state, { payload }: PayloadAction<{ list: ListKey; request: OutletStockSearchRequest }>) {
      startSearch(state.lists, payload.list, payload.request, 1);
    },
    /** Load More; after a failed page it asks that page again (the first one too, when nothing loaded). */
    moreRequested(state, { payload }: PayloadAction<{ list: ListKey }>) {
      const current = state.lists[payload.list];
      if (askNextPage(current)) {
        current.targetPage = current.page + 1;
        current.load += 1;
      } else if (current.status === 'failed' && current.page === 0 && current.request !== null) {
        current.status = 'loading';
        current.error = null;
        current.load += 1;
      }
    },
    pageLoaded(state, { payload }: PayloadAction<PageLoadedPayload>) {
      const current = state.lists[payload.list];
      if (payload.requestKey !== current.requestKey) return;
      const unique = HOME_LIST_KEYS.has(payload.list) ? uniqueHomeList : uniqueListing;
      // Cards already from the shop's search; whole items in QA logs recorded before it asked for cards.
      addPage(current, { ...payload, items: payload.items.map(listingItem) }, (shown, arrived) => unique([...shown, ...arrived]));
      current.previous = [];
      current.total = payload.total;
    },
    pageFailed(state, { payload }: PayloadAction<{ list: ListKey; requestKey: string; error: ApiError }>) {
      const current = state.lists[payload.list];
      if (payload.requestKey !== current.requestKey) return;
      failPage(current, payload.error);
    },

    detailsRequested(state, { payload }: PayloadAction<{ id: string }>) {
      if (payload.id === state.details.id && state.details.status === 'loaded') return;
      state.details = { ...emptyDetails, id: payload.id, status: 'loading' };
    },
    detailsLoaded(state, { payload }: PayloadAction<{ id: string; item: Item }>) {
      if (payload.id !== state.details.id) return;
      state.details.item = payload.item;
      state.details.status = 'loaded';
      state.details.relatedStatus = 'loading';
      state.details.skuCode = defaultSku(payload.item)?.code ?? '';
      state.details.quantity = 1;
    },
    detailsSkuChosen(state, { payload }: PayloadAction<{ skuCode: string }>) {
      const { details } = state;
      if (!details.item?.skus.some((sku) => sku.code === payload.skuCode)) return;
      details.skuCode = payload.skuCode;
      details.quantity = 1;
    },
    /** The stock limit depends on the cart and the online warehouse, so the page checks it before asking. */
    detailsQuantityChanged(state, { payload }: PayloadAction<{ quantity: number }>) {
      if (Number.isInteger(payload.quantity) && payload.quantity >= 1) state.details.quantity = payload.quantity;
    },
    detailsFailed(state, { payload }: PayloadAction<{ id: string; error: ApiError }>) {
      if (payload.id !== state.details.id) return;
      state.details.status = 'failed';
      state.details.error = payload.error;
    },
    /** `items`: the category's answer; `bandItems`: the band's, which lead. */
    relatedLoaded(state, { payload }: PayloadAction<{ id: string; items: Item[]; bandItems?: Item[] }>) {
      const { details } = state;
      if (payload.id !== details.id || !details.item) return;
      details.related = relatedProducts(payload.bandItems ?? [], payload.items, details.item).map(listingItem);
      details.relatedStatus = 'loaded';
    },
    relatedFailed(state, { payload }: PayloadAction<{ id: string; error: ApiError }>) {
      if (payload.id !== state.details.id) return;
      state.details.relatedStatus = 'failed';
    },

    branchLocationRequested(state, { payload }: PayloadAction<{ id: string }>) {
      if (payload.id === state.branchLocation.id && state.branchLocation.status === 'loaded') return;
      state.branchLocation = { id: payload.id, location: null, status: 'loading' };
    },
    branchLocationLoaded(state, { payload }: PayloadAction<{ id: string; location: Location }>) {
      if (payload.id !== state.branchLocation.id) return;
      state.branchLocation.location = payload.location;
      state.branchLocation.status = 'loaded';
    },
    branchLocationFailed(state, { payload }: PayloadAction<{ id: string; error: ApiError }>) {
      if (payload.id !== state.branchLocation.id) return;
      state.branchLocation.status = 'failed';
    },
  },
  extraReducers: (builder) => {
    builder.addCase(filtersActions.urlChanged, (state, { payload: { list, filters, locationId, pages } }) => {
      const request = filteredListSearch(list, filters, locationId);
      if (request) startSearch(state.lists, list, request, pages);
    });
    builder.addCase(cartActions.itemAdded, (state) => {
      state.details.quantity = 1;
    });
    // A drop opened with the page open: its stock of that moment, the shopper's choice kept where it still exists.
    builder.addCase(dropActions.opened, (state, { payload: { itemId, item } }) => {
      const { details } = state;
      if (!item || details.id !== itemId || !details.item) return;
      details.item = item;
      if (!item.skus.some((sku) => sku.code === details.skuCode)) details.skuCode = defaultSku(item)?.code ?? '';
    });
  },
});

/**
 * A shopper opened a product's page (spec §7's view event). Sent by the page once it shows the product, never by a
 * server render: a view counts for the shopper's address, not the server's, and a crawler's render is no view.
 */
const productViewed = createAction<{ id: string }>('catalog/productViewed');

export const catalogActions = { ...catalogSlice.actions, productViewed };
export default catalogSlice.reducer;

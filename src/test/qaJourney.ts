import type { UnknownAction } from '@reduxjs/toolkit';
import type { ShopApi } from '../api/shopApi';
import { SIZE_OPTION_ID } from '../domain/options';
import { filteredListSearch } from '../domain/searchPayload';
import { DEFAULT_FILTERS, type ShopFilters } from '../domain/shopFilters';
import { cartActions, type ItemAddedPayload } from '../features/cart/cartSlice';
import { catalogActions, requestKeyOf } from '../features/catalog/catalogSlice';
import { filtersActions } from '../features/filters/filtersSlice';
import { uiActions } from '../features/ui/uiSlice';
import { item, sku } from './items';

export const bandFilter: ShopFilters = {
  ...DEFAULT_FILTERS,
  bands: [{ id: 'band-1', name: 'Artcell', type: 'bands' }],
  price: [500, 2000],
};

const request = filteredListSearch('shop', bandFilter)!;

export const bigShirt: ItemAddedPayload = {
  product: { id: 'a', code: 'C-a', title: 'Artcell Tee', images: [], categories: [] },
  sku: sku('a-XXXL', { attributeValues: [{ id: 'xxxl', optionId: SIZE_OPTION_ID, optionName: 'Size', name: 'XXXL' }] }),
  quantity: 2,
  unitPrice: { original: 1200, price: 1200, offerId: null, offerName: null },
  orderType: 'order',
};

/**
 * A shopper's session as the app dispatches it: the store starts, redux-persist brings back an empty cart,
 * the shop is filtered by a band, a product is opened and added to the cart.
 */
export const shopJourney: UnknownAction[] = [
  { type: 'persist/PERSIST', key: 'cart' },
  { type: 'persist/REHYDRATE', key: 'cart', payload: { items: [], quantity: 0, total: 0, _persist: { version: -1, rehydrated: true } } },
  filtersActions.urlChanged({ list: 'shop', filters: bandFilter, pages: 1, locationId: '' }),
  catalogActions.pageLoaded({
    list: 'shop',
    requestKey: requestKeyOf(request),
    page: 1,
    items: [item('a'), item('b')],
    nextPageToken: 'p2',
    more: false,
  }),
  catalogActions.detailsRequested({ id: 'a' }),
  catalogActions.detailsLoaded({ id: 'a', item: item('a', { title: 'Artcell Tee' }) }),
  cartActions.itemAdded(bigShirt),
  uiActions.toastShown({ id: 1 }),
];

/** An API whose every call answers as if offline, so a store's sagas run and put their failure actions. */
export const offlineApi = new Proxy({} as ShopApi, { get: () => () => Promise.resolve({ status: 0, networkError: true }) });

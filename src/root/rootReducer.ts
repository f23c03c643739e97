import { combineReducers } from '@reduxjs/toolkit';
import { persistReducer } from 'redux-persist';
import type { Storage as PersistStorage } from 'redux-persist/es/types';
import cart from '../features/cart/cartSlice';
import account from '../features/account/accountSlice';
import ui from '../features/ui/uiSlice';
import discounts from '../features/discounts/discountsSlice';
import referenceData from '../features/referenceData/referenceDataSlice';
import catalog from '../features/catalog/catalogSlice';
import typeahead from '../features/typeahead/typeaheadSlice';
import news from '../features/news/newsSlice';
import filters from '../features/filters/filtersSlice';
import outlets from '../features/outlets/outletsSlice';
import checkout from '../features/checkout/checkoutSlice';
import payments from '../features/payments/paymentsSlice';
import orders from '../features/orders/ordersSlice';
import shopperOrders from '../features/shopperOrders/shopperOrdersSlice';
import { cartPersistConfig } from './persistence';

/**
 * The one root reducer; persistence touches storage only when redux-persist's own actions run. A cart read back from
 * storage holds at most `maxUnitsPerLine` of a line (the shop's config; the default when not given).
 */
export function createRootReducer(storage: PersistStorage, maxUnitsPerLine?: number) {
  return combineReducers({
    cart: persistReducer(cartPersistConfig(storage, maxUnitsPerLine), cart),
    account,
    ui,
    discounts,
    referenceData,
    catalog,
    typeahead,
    news,
    filters,
    outlets,
    checkout,
    payments,
    orders,
    shopperOrders,
  });
}

export type RootReducer = ReturnType<typeof createRootReducer>;
export type RootState = ReturnType<RootReducer>;

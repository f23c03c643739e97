import { combineReducers, type Reducer } from '@reduxjs/toolkit';
import type { CartState } from '../features/cart/cartSlice';
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
import reports from '../features/reports/reportsSlice';
import promo from '../features/promo/promoSlice';
import saved from '../features/saved/savedSlice';
import recent from '../features/recent/recentSlice';
import shelf from '../features/productShelf/shelfSlice';
import restock from '../features/restock/restockSlice';
import sizeGuide from '../features/sizeGuide/sizeGuideSlice';
import drop from '../features/drop/dropSlice';

/**
 * Every slice of the shop under one reducer, the cart by `cartReducer`: the cart slice's own, or the same kept in
 * storage (rootReducer.ts), which the browser puts in place once redux-persist has arrived.
 */
export const combineShopReducers = <C extends CartState>(cartReducer: Reducer<C>) =>
  combineReducers({
    cart: cartReducer,
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
    reports,
    promo,
    saved,
    recent,
    shelf,
    restock,
    sizeGuide,
    drop,
  });

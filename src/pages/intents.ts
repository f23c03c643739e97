// What each page dispatches when it opens, as plain functions: the page's effect dispatches them in the browser,
// and the server renderer dispatches the same ones before it renders (src/render/prefetch.ts).
import type { UnknownAction } from '@reduxjs/toolkit';
import type { HomeList } from '../domain/listOrders';
import { homeListSearch } from '../domain/searchPayload';
import { catalogActions } from '../features/catalog/catalogSlice';
import { checkoutActions } from '../features/checkout/checkoutSlice';
import { discountsActions } from '../features/discounts/discountsSlice';
import { newsActions } from '../features/news/newsSlice';
import { ordersActions } from '../features/orders/ordersSlice';
import { outletsActions } from '../features/outlets/outletsSlice';

export const HOME_LISTS: HomeList[] = ['popular', 'featured', 'new'];

export const homeIntents = (): UnknownAction[] => [
  discountsActions.loadRequested(),
  ...HOME_LISTS.map((list) => catalogActions.listRequested({ list, request: homeListSearch(list) })),
  newsActions.listRequested({ list: 'home' }),
];

export const detailsIntents = (id: string): UnknownAction[] => [
  discountsActions.loadRequested(),
  ...(id ? [catalogActions.detailsRequested({ id })] : []),
];

export const branchIntents = (locationId: string): UnknownAction[] =>
  locationId ? [catalogActions.branchLocationRequested({ id: locationId })] : [];

export const newsIntents = (): UnknownAction[] => [newsActions.listRequested({ list: 'list' })];

export const newsDetailsIntents = (id: string): UnknownAction[] => (id ? [newsActions.detailsRequested({ id })] : []);

export const outletIntents = (): UnknownAction[] => [outletsActions.pageRequested()];

export const checkoutIntents = (): UnknownAction[] => [checkoutActions.opened()];

/** The order success page asks the server whether its invoice exists (a lookup, never a change to the order). */
export const orderSuccessIntents = (invoiceId: string): UnknownAction[] =>
  invoiceId ? [ordersActions.invoiceRequested({ id: invoiceId })] : [];

/** The id a product or article page shows: its `id` parameter (trimmed for articles, as their links may carry spaces). */
export const productIdParam = (params: URLSearchParams) => params.get('id') ?? '';
export const articleIdParam = (params: URLSearchParams) => params.get('id')?.trim() ?? '';
/** The invoice id an order result page shows: its `invoiceId` parameter, trimmed. */
export const invoiceIdParam = (params: URLSearchParams) => params.get('invoiceId')?.trim() ?? '';

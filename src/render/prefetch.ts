import type { UnknownAction } from '@reduxjs/toolkit';
import type { FilteredList } from '../domain/searchPayload';
import { branchLocationId, filteredListIntents } from '../features/filters/urlFilters';
import { selectUrlReference } from '../features/referenceData/selectors';
import {
  articleIdParam,
  branchIntents,
  checkoutIntents,
  detailsIntents,
  homeIntents,
  invoiceIdParam,
  newsDetailsIntents,
  newsIntents,
  orderSuccessIntents,
  outletIntents,
  productIdParam,
} from '../pages/intents';
import type { RootState } from '../root/store';

export interface RoutePrefetch {
  /** The actions the route's page dispatches on opening, for this URL and what the store holds so far. */
  intents(params: URLSearchParams, state: RootState): UnknownAction[];
  /** The HTTP status of the page, once its data is in (an unknown product is a 404). */
  status?(params: URLSearchParams, state: RootState): number;
}

const filtered = (list: FilteredList) => (params: URLSearchParams, state: RootState) =>
  filteredListIntents(list, params, selectUrlReference(state));

const notFoundWhen = (missing: (params: URLSearchParams, state: RootState) => boolean) => (params: URLSearchParams, state: RootState) =>
  missing(params, state) ? 404 : 200;

/**
 * Per route path (as in src/root/routes.tsx), what the server dispatches before it renders. Mutations never appear
 * here: a payment report or a view event belongs to the shopper's browser. A route that is not listed loads nothing.
 */
export const PREFETCH: Record<string, RoutePrefetch> = {
  '/': { intents: homeIntents },
  '/shop': { intents: filtered('shop') },
  '/wings': { intents: filtered('wings') },
  '/branch': { intents: (params, state) => [...filtered('branch')(params, state), ...branchIntents(branchLocationId('branch', params))] },
  '/details': {
    intents: (params) => detailsIntents(productIdParam(params)),
    status: notFoundWhen(
      (params, { catalog: { details } }) => !productIdParam(params) || (details.status === 'failed' && details.error?.status === 404),
    ),
  },
  '/news': { intents: newsIntents },
  '/news/details': {
    intents: (params) => newsDetailsIntents(articleIdParam(params)),
    status: notFoundWhen(
      (params, { news: { details } }) => !articleIdParam(params) || (details.status === 'failed' && details.error?.status === 404),
    ),
  },
  '/outlet': { intents: outletIntents },
  '/checkout': { intents: checkoutIntents },
  '/order/success': {
    intents: (params) => orderSuccessIntents(invoiceIdParam(params)),
    status: notFoundWhen((_params, { orders: { invoice } }) => invoice.status === 'failed' && invoice.error?.status === 404),
  },
  '*': { intents: () => [], status: () => 404 },
};

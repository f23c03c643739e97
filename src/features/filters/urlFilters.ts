import type { UnknownAction } from '@reduxjs/toolkit';
import { asciiDigits } from '../../domain/digits';
import { findOwnLabel, type FilteredList } from '../../domain/searchPayload';
import { DEFAULT_FILTERS, type ShopFilters } from '../../domain/shopFilters';
import { searchParamsToFilters, type ReferenceData } from '../../domain/shopUrl';
import { pageParam } from '../../domain/urlPage';
import { discountsActions } from '../discounts/discountsSlice';
import { referenceDataActions } from '../referenceData/referenceDataSlice';
import { filtersActions } from './filtersSlice';

/**
 * A filtered list's filters, read from its URL; Wings is the shop's own label, once the brands are known. A text with
 * Bengali digits (a link a shopper typed) searches for the ASCII digits product names carry.
 */
export function filtersFromUrl(list: FilteredList, params: URLSearchParams, reference: ReferenceData): ShopFilters {
  if (list !== 'wings') {
    const filters = searchParamsToFilters(params, reference);
    return { ...filters, query: asciiDigits(filters.query) };
  }
  const ownLabel = findOwnLabel(reference.brands);
  return { ...DEFAULT_FILTERS, brands: ownLabel ? [ownLabel] : [] };
}

/** What a filtered list needs whatever its filters: the lists its ids resolve against, and the discounts its prices take. */
export const filteredListMounted = (): UnknownAction[] => [referenceDataActions.pageMounted(), discountsActions.loadRequested()];

export const branchLocationId = (list: FilteredList, params: URLSearchParams) =>
  list === 'branch' ? (params.get('locationId') ?? '') : '';

/** The one action that brings a list's URL into the store; the catalog starts the search it stands for. */
export const urlChanged = (list: FilteredList, params: URLSearchParams, filters: ShopFilters) =>
  filtersActions.urlChanged({ list, filters, pages: pageParam(params), locationId: branchLocationId(list, params) });

/** Everything a filtered list's page dispatches for this URL, given the reference data known so far. */
export const filteredListIntents = (list: FilteredList, params: URLSearchParams, reference: ReferenceData): UnknownAction[] => [
  ...filteredListMounted(),
  urlChanged(list, params, filtersFromUrl(list, params, reference)),
];

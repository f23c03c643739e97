import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { withBranchParams } from '../../domain/branchUrl';
import { removeTag, type FilterTag } from '../../domain/filterTags';
import { findOwnLabel, type FilteredList } from '../../domain/searchPayload';
import { EMPTY_QUERY, searchText, type ShopFilters } from '../../domain/shopFilters';
import { filtersToSearchParams } from '../../domain/shopUrl';
import { withPage } from '../../domain/urlPage';
import { selectUrlReference } from '../referenceData/selectors';
import { branchLocationId, filteredListMounted, filtersFromUrl, urlChanged } from './urlFilters';

/**
 * A filtered list's filters, read from the URL (design rule 5), and the ways to change them, which write the URL.
 * Each URL change reaches the store as one `filters/urlChanged`; the catalog starts the search it stands for.
 * Wings has no filters of its own in the URL: it is the shop's own label, once the brands are known.
 */
export function useUrlFilters(list: FilteredList) {
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const reference = useAppSelector(selectUrlReference);
  const paramsKey = params.toString();
  const locationId = branchLocationId(list, params);
  const ownLabel = list === 'wings' ? findOwnLabel(reference.brands) : undefined;
  // Read in render, so a control shows its new state in the same frame the URL changes. Wings changes with its label only.
  const resolvesAgainst = list === 'wings' ? ownLabel : reference;
  const filters = useMemo<ShopFilters>(
    () => filtersFromUrl(list, new URLSearchParams(paramsKey), reference),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [list, paramsKey, resolvesAgainst],
  );

  useEffect(() => {
    for (const action of filteredListMounted()) dispatch(action);
  }, [dispatch]);

  useEffect(() => {
    dispatch(urlChanged(list, new URLSearchParams(paramsKey), filters));
  }, [dispatch, list, filters, paramsKey]);

  // The search leaves with the tap: on a slow phone the page's render of the new URL takes a second. The urlChanged of
  // that render then finds this search on its way and starts none.
  const go = (next: URLSearchParams, options?: { replace: boolean }) => {
    dispatch(urlChanged(list, next, filtersFromUrl(list, next, reference)));
    setParams(next, options);
  };
  const write = (next: URLSearchParams) => go(list === 'branch' ? withBranchParams(params, next) : next);
  const apply = (next: ShopFilters) => {
    const nextParams = filtersToSearchParams(next);
    // Spec §4: clearing the text (its tag, or Reset filters) goes to the shop with an empty query.
    if (list === 'shop' && searchText(filters.query) && !searchText(next.query)) nextParams.set('query', EMPTY_QUERY);
    write(nextParams);
  };
  const dropTag = (tag: FilterTag) => apply(removeTag(filters, tag));
  const showPage = (page: number) => go(withPage(params, page), { replace: true });

  return { filters, locationId, ownLabel, apply, dropTag, showPage };
}

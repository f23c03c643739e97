import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { removeTag, type FilterTag } from '../../domain/filterTags';
import { EMPTY_QUERY, searchText, type ShopFilters } from '../../domain/shopFilters';
import { filtersToSearchParams, searchParamsToFilters } from '../../domain/shopUrl';
import FilteredListing from '../../features/catalog/components/FilteredListing';
import { discountsActions } from '../../features/discounts/discountsSlice';
import { filtersActions } from '../../features/filters/filtersSlice';
import { referenceDataActions } from '../../features/referenceData/referenceDataSlice';
import { selectUrlReference } from '../../features/referenceData/selectors';
import { pageParam, withPage } from '../../domain/urlPage';

export default function ShopPage() {
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const reference = useAppSelector(selectUrlReference);
  const paramsKey = params.toString();
  // Read from the URL in render, so a control shows its new state in the same frame the URL changes.
  const filters = useMemo(() => searchParamsToFilters(new URLSearchParams(paramsKey), reference), [paramsKey, reference]);

  useEffect(() => {
    dispatch(referenceDataActions.pageMounted());
    dispatch(discountsActions.loadRequested());
  }, [dispatch]);

  useEffect(() => {
    dispatch(filtersActions.shopUrlChanged({ filters, pages: pageParam(new URLSearchParams(paramsKey)) }));
  }, [dispatch, paramsKey, filters]);

  const apply = (next: ShopFilters) => setParams(filtersToSearchParams(next));
  const removeFilterTag = (tag: FilterTag) => {
    const next = filtersToSearchParams(removeTag(filters, tag));
    // Spec §4: removing the query tag goes to the shop with an empty query.
    if (tag.type === 'query') next.set('query', EMPTY_QUERY);
    setParams(next);
  };
  const text = searchText(filters.query);

  return (
    <FilteredListing
      list="shop"
      filters={filters}
      onFiltersChange={apply}
      onTagRemoved={removeFilterTag}
      onPageRequested={(page) => setParams(withPage(params, page), { replace: true })}
      heading={<h1 className="page-heading">{text ? `Results for “${text}”` : 'Shop'}</h1>}
    />
  );
}

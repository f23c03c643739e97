import { Result } from 'antd';
import { useEffect, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import LazyImage from '../../components/LazyImage';
import { withBranchParams } from '../../domain/branchUrl';
import { removeTag, type FilterTag } from '../../domain/filterTags';
import type { ShopFilters } from '../../domain/shopFilters';
import { filtersToSearchParams, searchParamsToFilters } from '../../domain/shopUrl';
import { pageParam, withPage } from '../../domain/urlPage';
import { catalogActions } from '../../features/catalog/catalogSlice';
import { selectBranchLocation } from '../../features/catalog/selectors';
import FilteredListing from '../../features/catalog/components/FilteredListing';
import { discountsActions } from '../../features/discounts/discountsSlice';
import { filtersActions } from '../../features/filters/filtersSlice';
import { referenceDataActions } from '../../features/referenceData/referenceDataSlice';
import { selectUrlReference } from '../../features/referenceData/selectors';
import './branch.css';

function BranchBanner({ fallbackName }: { fallbackName: string }) {
  const { location, status } = useAppSelector(selectBranchLocation);
  const name = location?.name || fallbackName;
  return (
    <header className="branch-banner">
      <LazyImage src={location?.extras?.image_url} alt="" className="branch-banner__image" width={1200} height={300} />
      <div className="branch-banner__text">
        <p className="branch-banner__kicker">Outlet stock</p>
        <h1 className="branch-banner__name">{status === 'loading' && !name ? 'Loading outlet…' : name || 'Outlet'}</h1>
        {location?.address && <p className="branch-banner__address">{location.address}</p>}
      </div>
    </header>
  );
}

export default function BranchPage() {
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const reference = useAppSelector(selectUrlReference);
  const locationId = params.get('locationId') ?? '';
  const paramsKey = params.toString();
  // Read from the URL in render, so a control shows its new state in the same frame the URL changes.
  const filters = useMemo(() => searchParamsToFilters(new URLSearchParams(paramsKey), reference), [paramsKey, reference]);

  useEffect(() => {
    dispatch(referenceDataActions.pageMounted());
    dispatch(discountsActions.loadRequested());
  }, [dispatch]);

  useEffect(() => {
    if (locationId) dispatch(catalogActions.branchLocationRequested({ id: locationId }));
  }, [dispatch, locationId]);

  useEffect(() => {
    if (!locationId) return;
    dispatch(filtersActions.branchUrlChanged({ filters, pages: pageParam(new URLSearchParams(paramsKey)), locationId }));
  }, [dispatch, paramsKey, filters, locationId]);

  if (!locationId) {
    return (
      <Result
        status="warning"
        title="Which outlet?"
        subTitle="This link does not name an outlet."
        extra={<Link to="/outlet">See our outlets</Link>}
      />
    );
  }

  const apply = (next: ShopFilters) => setParams(withBranchParams(params, filtersToSearchParams(next)));
  const removeFilterTag = (tag: FilterTag) => apply(removeTag(filters, tag));

  return (
    <FilteredListing
      list="branch"
      filters={filters}
      onFiltersChange={apply}
      onTagRemoved={removeFilterTag}
      onPageRequested={(page) => setParams(withPage(params, page), { replace: true })}
      heading={<BranchBanner fallbackName={params.get('name') ?? ''} />}
    />
  );
}

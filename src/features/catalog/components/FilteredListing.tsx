import { FilterOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Suspense, useState, type ReactNode } from 'react';
import { lazyChunk } from '../../../app/chunks';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import ProductGrid from './ProductGrid';
import PlainSelect from '../../../components/PlainSelect';
import { useMediaQuery } from '../../../components/useMediaQuery';
import { filterTags, withoutTags, type FilterTag } from '../../../domain/filterTags';
import { SORT_KEYS, type SortKey } from '../../../domain/productLists';
import { didYouMean } from '../../../domain/searchHints';
import { searchText, type ShopFilters } from '../../../domain/shopFilters';
import { useTexts } from '../../../i18n/TextsContext';
import { tagText } from '../../filters/filterTexts';
import { catalogActions, type ListKey } from '../catalogSlice';
import { selectMatchCount, selectProductList } from '../selectors';
import { selectSearchedNames } from '../../referenceData/selectors';
import './product.css';
import './listing.css';
import PlainTag from '../../../components/PlainTag';

// Phones first: the panel's code (antd's Collapse, Slider, Checkbox…) loads only where it shows.
const FilterPanel = lazyChunk(() => import(/* webpackChunkName: "filters" */ '../../filters/components/FilterPanel'));
const FilterModal = lazyChunk(() => import(/* webpackChunkName: "filters" */ './FilterModal'));

/** Below this width the sidebar gives way to the Filters button and its modal (listing.css). */
const SIDEBAR_QUERY = '(min-width: 768px)';

interface Props {
  list: Extract<ListKey, 'shop' | 'branch'>;
  filters: ShopFilters;
  onFiltersChange: (next: ShopFilters) => void;
  onTagRemoved: (tag: FilterTag) => void;
  /** Called after Load More, with the page now asked for, so the URL can follow. */
  onPageRequested: (page: number) => void;
  heading: ReactNode;
}

/**
 * The shop's and an outlet's listing: filters (a modal on phones), the result count, sort, selected tags, the grid and
 * Load More; an empty result offers to reset the filters.
 */
export default function FilteredListing({ list, filters, onFiltersChange, onTagRemoved, onPageRequested, heading }: Props) {
  const dispatch = useAppDispatch();
  const texts = useTexts();
  const { t } = texts;
  const { items, previous, status, nextPageToken, page } = useAppSelector(selectProductList(list));
  const count = useAppSelector(selectMatchCount(list));
  const names = useAppSelector(selectSearchedNames);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [modalLoaded, setModalLoaded] = useState(false);
  const withSidebar = useMediaQuery(SIDEBAR_QUERY);
  const isShop = list === 'shop';
  const tags = filterTags(isShop ? filters : { ...filters, discount: null });
  const panel = { filters, onChange: onFiltersChange, showDiscount: isShop };
  const openFilters = () => {
    setModalLoaded(true);
    setFiltersOpen(true);
  };

  return (
    <div className="listing">
      <aside className="listing__sidebar" aria-label={t('shop.listing.filters')}>
        {withSidebar && (
          <Suspense fallback={<div className="skeleton-block listing__panel-skeleton" />}>
            <FilterPanel {...panel} />
          </Suspense>
        )}
      </aside>
      <section className="listing__main">
        {heading}
        <div className="listing__toolbar">
          <Button className="listing__filter-button" icon={<FilterOutlined aria-hidden />} onClick={openFilters} data-opens="filters">
            {tags.length > 0 ? t('shop.listing.filtersChosen', { count: tags.length }) : t('shop.listing.filters')}
          </Button>
          {/* Always there, so a screen reader hears the count change; empty while the new search loads. */}
          <p className="listing__count" role="status" aria-live="polite">
            {count !== null && t('shop.listing.count', { count })}
          </p>
          {isShop && (
            <div className="listing__sort">
              {/* Beside the select, not around it: the tap keeper keeps taps on labels, and the select answers by itself. */}
              <label htmlFor="listing-sort">{t('shop.listing.sortBy')}</label>
              <PlainSelect<SortKey>
                id="listing-sort"
                // Named on phones too, where the label is not shown.
                aria-label={t('shop.listing.sortBy')}
                value={filters.sort}
                onChange={(sort) => onFiltersChange({ ...filters, sort })}
                options={SORT_KEYS.map((key) => ({ value: key, label: t(`shop.sort.${key}`) }))}
              />
            </div>
          )}
        </div>
        {tags.length > 0 && (
          <div className="listing__tags" aria-label={t('shop.listing.selectedFilters')}>
            {tags.map((tag) => {
              const name = tagText(texts, tag, filters);
              return (
                <PlainTag
                  key={`${tag.type}-${tag.id}`}
                  onRemove={() => onTagRemoved(tag)}
                  removeLabel={t('shop.listing.removeTag', { name })}
                  removeClassName="listing__tag-remove"
                >
                  {name}
                </PlainTag>
              );
            })}
          </div>
        )}
        <h2 className="visually-hidden">{t('shop.listing.products')}</h2>
        <ProductGrid
          items={items}
          previous={previous}
          loading={status === 'loading' || status === 'idle'}
          hasMore={!!nextPageToken}
          failed={status === 'failed'}
          suggestion={isShop && count === 0 ? didYouMean(searchText(filters.query), names) : null}
          onLoadMore={() => {
            dispatch(catalogActions.moreRequested({ list }));
            if (nextPageToken) onPageRequested(page + 1);
          }}
          onReset={tags.length > 0 ? () => onFiltersChange(withoutTags(filters)) : undefined}
        />
      </section>
      {modalLoaded && (
        <Suspense fallback={null}>
          <FilterModal {...panel} count={count} open={filtersOpen && !withSidebar} onClose={() => setFiltersOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}

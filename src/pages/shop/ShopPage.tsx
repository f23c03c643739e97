import { searchText } from '../../domain/shopFilters';
import FilteredListing from '../../features/catalog/components/FilteredListing';
import { useUrlFilters } from '../../features/filters/useUrlFilters';
import { withAntdTheme } from '../../app/AntdTheme';
import { useTexts } from '../../i18n/TextsContext';

function ShopPage() {
  const { t } = useTexts();
  const { filters, apply, dropTag, showPage } = useUrlFilters('shop');
  const text = searchText(filters.query);
  return (
    <FilteredListing
      list="shop"
      filters={filters}
      onFiltersChange={apply}
      onTagRemoved={dropTag}
      onPageRequested={showPage}
      heading={<h1 className="page-heading">{text ? t('shop.listing.resultsFor', { text }) : t('titles.shop')}</h1>}
    />
  );
}

export default withAntdTheme(ShopPage);

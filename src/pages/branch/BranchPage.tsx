import PlainResult from '../../components/PlainResult';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../components/Link';
import { useAppSelector } from '../../app/hooks';
import LazyImage from '../../components/LazyImage';
import { selectBranchLocation } from '../../features/catalog/selectors';
import FilteredListing from '../../features/catalog/components/FilteredListing';
import OutletContact from '../../features/outlets/components/OutletContact';
import { useUrlFilters } from '../../features/filters/useUrlFilters';
import './branch.css';
import { withAntdTheme } from '../../app/AntdTheme';
import { textLangOn } from '../../domain/language';
import { useTexts } from '../../i18n/TextsContext';

function BranchBanner({ fallbackName }: { fallbackName: string }) {
  const { t, language } = useTexts();
  const { location, status } = useAppSelector(selectBranchLocation);
  const name = location?.name || fallbackName;
  return (
    <header className="branch-banner">
      <LazyImage src={location?.extras?.image_url} alt="" className="branch-banner__image" width={1200} height={300} />
      <div className="branch-banner__text">
        <p className="branch-banner__kicker">{t('news.branch.kicker')}</p>
        <h1 className="branch-banner__name" lang={textLangOn(name, language)}>
          {status === 'loading' && !name ? t('news.branch.loading') : name || t('news.branch.unnamed')}
        </h1>
        {location?.address && (
          <p className="branch-banner__address" lang={textLangOn(location.address, language)}>
            {location.address}
          </p>
        )}
        {location && <OutletContact outlet={location} />}
      </div>
    </header>
  );
}

function BranchPage() {
  const { t } = useTexts();
  const [params] = useSearchParams();
  const { filters, locationId, apply, dropTag, showPage } = useUrlFilters('branch');

  if (!locationId) {
    return (
      <PlainResult
        status="warning"
        title={t('news.branch.unknown')}
        subTitle={t('news.branch.unknownHint')}
        extra={<Link to="/outlet">{t('news.branch.seeOutlets')}</Link>}
      />
    );
  }

  return (
    <FilteredListing
      list="branch"
      filters={filters}
      onFiltersChange={apply}
      onTagRemoved={dropTag}
      onPageRequested={showPage}
      heading={<BranchBanner fallbackName={params.get('name') ?? ''} />}
    />
  );
}

export default withAntdTheme(BranchPage);

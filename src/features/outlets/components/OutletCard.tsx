import { EnvironmentOutlined } from '@ant-design/icons';
import { Button, Skeleton } from 'antd';
import LazyImage from '../../../components/LazyImage';
import PlainCard from '../../../components/PlainCard';
import { useShopNavigate } from '../../../components/useShopNavigate';
import { branchPath } from '../../../domain/branchUrl';
import { textLangOn } from '../../../domain/language';
import { useTexts } from '../../../i18n/TextsContext';
import type { OutletLocation } from '../outletsSlice';
import OutletContact from './OutletContact';
import './OutletCard.css';

export default function OutletCard({ outlet, onShowMap }: { outlet: OutletLocation; onShowMap: (outlet: OutletLocation) => void }) {
  const { t, language } = useTexts();
  const navigate = useShopNavigate();
  // Spec §2 has Show Details pass through the cart route; the house rule (design §3.8) goes straight to the BranchPage.
  const showDetails = () => navigate(branchPath({ locationId: outlet.id, name: outlet.name, branchId: outlet.branchId }));
  return (
    <PlainCard
      className="outlet-card"
      data-testid="outlet-card"
      cover={<LazyImage className="outlet-card__image" src={outlet.extras?.image_url} alt={outlet.name} width={600} height={200} />}
    >
      <h2 className="outlet-card__name" lang={textLangOn(outlet.name, language)}>
        {outlet.name}
      </h2>
      <p className="outlet-card__address">
        <EnvironmentOutlined aria-hidden /> <span lang={textLangOn(outlet.address, language)}>{outlet.address}</span>
      </p>
      <OutletContact outlet={outlet} />
      <div className="outlet-card__actions">
        <Button onClick={() => onShowMap(outlet)} aria-label={t('news.outlet.showMapOf', { name: outlet.name })}>
          {t('news.outlet.showMap')}
        </Button>
        <Button type="primary" onClick={showDetails} aria-label={t('news.outlet.showDetailsOf', { name: outlet.name })}>
          {t('news.outlet.showDetails')}
        </Button>
      </div>
    </PlainCard>
  );
}

export function OutletCardSkeleton() {
  return (
    <PlainCard
      className="outlet-card"
      aria-hidden
      cover={
        <Skeleton.Node active className="outlet-card__image outlet-card__image-skeleton">
          <span />
        </Skeleton.Node>
      }
    >
      <Skeleton active title paragraph={{ rows: 2 }} />
    </PlainCard>
  );
}

import StaticPage from '../../components/StaticPage';
import { useTexts } from '../../i18n/TextsContext';
import { policy } from './policyFacts';

export default function ReturnPolicyPage() {
  const { t } = useTexts();
  return (
    <StaticPage title={t('titles.returnPolicy')}>
      <p>{t('info.return.intro')}</p>
      <h2>{t('info.return.exchanges')}</h2>
      <p>{t('info.return.exchangesText', { exchangeDays: policy.exchangeDays })}</p>
      <h2>{t('info.return.returns')}</h2>
      <p>{t('info.return.returnsText', { minDays: policy.returnDays.min, maxDays: policy.returnDays.max })}</p>
      <h2>{t('info.return.warranty')}</h2>
      <p>{t('info.return.warrantyText', { warrantyDays: policy.warrantyDays })}</p>
      <h2>{t('info.return.refunds')}</h2>
      <p>{t('info.return.refundsText')}</p>
    </StaticPage>
  );
}

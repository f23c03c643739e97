import StaticPage from '../../components/StaticPage';
import { PLUS_SIZE_PRICE } from '../../domain/sizeLabels';
import { useTexts } from '../../i18n/TextsContext';
import { paymentOptionList, policy } from './policyFacts';

export default function TermsPage() {
  const texts = useTexts();
  const { t } = texts;
  return (
    <StaticPage title={t('titles.terms')}>
      <p>{t('info.terms.intro')}</p>
      <h2>{t('info.terms.orders')}</h2>
      <p>{t('info.terms.ordersText', { plusSizePrice: PLUS_SIZE_PRICE })}</p>
      <h2>{t('info.terms.payment')}</h2>
      <p>{t('info.terms.paymentText', { paymentOptions: paymentOptionList(texts) })}</p>
      <h2>{t('info.terms.delivery')}</h2>
      <p>
        {t('info.terms.deliveryText', {
          insideDhakaDays: policy.shippingDaysInsideDhaka,
          outsideDhakaDays: policy.shippingDaysOutsideDhaka,
          deliveryDays: policy.deliveryDays,
        })}
      </p>
      <h2>{t('info.terms.exchanges')}</h2>
      <p>
        {t('info.terms.exchangesText', {
          exchangeDays: policy.exchangeDays,
          minReturnDays: policy.returnDays.min,
          maxReturnDays: policy.returnDays.max,
        })}
      </p>
      <h2>{t('info.terms.preOrders')}</h2>
      <p>{t('info.terms.preOrdersText')}</p>
    </StaticPage>
  );
}

import { Link } from '../../components/Link';
import RichMessage from '../../components/RichMessage';
import StaticPage from '../../components/StaticPage';
import { shopContact } from '../../domain/shopContact';
import { textLangOn } from '../../domain/language';
import { useTexts } from '../../i18n/TextsContext';
import { paymentOptionList, policy } from './policyFacts';

export default function AboutUsPage() {
  const texts = useTexts();
  const { t, language } = texts;
  return (
    <StaticPage title={t('titles.aboutUs')}>
      <p>
        <RichMessage
          id="info.about.story"
          values={{ shop: shopContact.name }}
          elements={{ wings: <Link to="/wings">{t('titles.wings')}</Link> }}
        />
      </p>
      <p>
        {t('info.about.delivery', {
          deliveryDays: policy.deliveryDays,
          paymentOptions: paymentOptionList(texts, ['cards', 'mobileBanking', 'internetBanking']),
        })}
      </p>
      <h2 id="shop-address">{t('info.about.shopAddress')}</h2>
      <p>
        <RichMessage
          id="info.about.address"
          elements={{
            address: <span lang={textLangOn(shopContact.address, language)}>{shopContact.address}</span>,
            outletPage: <Link to="/outlet">{t('info.about.outletPage')}</Link>,
            phone: <a href={shopContact.phoneHref}>{shopContact.phone}</a>,
          }}
        />
      </p>
      <h2>{t('info.about.community')}</h2>
      <p>{t('info.about.follow')}</p>
    </StaticPage>
  );
}

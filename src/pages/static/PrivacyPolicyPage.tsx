import RichMessage from '../../components/RichMessage';
import StaticPage from '../../components/StaticPage';
import { shopContact } from '../../domain/shopContact';
import { useTexts } from '../../i18n/TextsContext';

export default function PrivacyPolicyPage() {
  const { t } = useTexts();
  return (
    <StaticPage title={t('titles.privacyPolicy')}>
      <p>{t('info.privacy.intro')}</p>
      <h2>{t('info.privacy.collect')}</h2>
      <p>{t('info.privacy.collectText')}</p>
      <h2>{t('info.privacy.use')}</h2>
      <p>{t('info.privacy.useText')}</p>
      <h2>{t('info.privacy.browser')}</h2>
      <p>{t('info.privacy.browserText')}</p>
      <h2>{t('info.privacy.sharing')}</h2>
      <p>{t('info.privacy.sharingText')}</p>
      <h2>{t('info.privacy.contact')}</h2>
      <p>
        <RichMessage
          id="info.privacy.contactText"
          elements={{
            email: <a href={`mailto:${shopContact.email}`}>{shopContact.email}</a>,
            phone: <a href={shopContact.phoneHref}>{shopContact.phone}</a>,
          }}
        />
      </p>
    </StaticPage>
  );
}

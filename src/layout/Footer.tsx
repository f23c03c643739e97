import { Link } from '../components/Link';
import paymentLogoUrl from '../assets/payment-methods.svg';
import { useShopConfig } from '../app/ConfigContext';
import { SOCIAL_NETWORKS } from '../app/config';
import { shopContact } from '../domain/shopContact';
import { orderTrackPath } from '../domain/orderPath';
import { paymentPromise } from '../i18n/siteTexts';
import { useTexts } from '../i18n/TextsContext';
import ReportProblem from '../features/reports/components/ReportProblem';

/** Spec §2: Support, About Us, Help and Stay Connected, the payment provider's logo and the copyright line. */
export default function Footer() {
  const { socialLinks } = useShopConfig();
  const texts = useTexts();
  const { t } = texts;
  const social = SOCIAL_NETWORKS.filter((network) => socialLinks[network]).map((network) => [network, socialLinks[network]] as const);
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <section aria-labelledby="footer-support">
          <h2 id="footer-support">{t('shell.footer.support')}</h2>
          <ul>
            <li>
              <a href={shopContact.phoneHref}>{shopContact.phone}</a>
            </li>
            <li>
              <Link to="/outlet">{t('shell.footer.findStore')}</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">{t('shell.footer.aboutUs')}</h2>
          <ul>
            <li>
              <Link to="/about-us">{t('shell.footer.aboutUs')}</Link>
            </li>
            <li>
              <Link to="/about-us#shop-address">{t('shell.footer.shopAddress')}</Link>
            </li>
            <li>
              <span className="site-footer__plain">{t('shell.footer.joinCommunity')}</span>
            </li>
            <li>
              <Link to="/terms">{t('shell.footer.terms')}</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-help">
          <h2 id="footer-help">{t('shell.footer.help')}</h2>
          <ul>
            <li>
              <Link to="/policy">{t('shell.footer.privacy')}</Link>
            </li>
            <li>
              <Link to="/return">{t('shell.footer.returnPolicy')}</Link>
            </li>
            <li>
              <Link to="/news">{t('shell.footer.ourNews')}</Link>
            </li>
            <li>
              <Link to={orderTrackPath()}>{t('shell.footer.trackOrder')}</Link>
            </li>
            <li>
              <ReportProblem className="site-footer__link" />
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-connect">
          <h2 id="footer-connect">{t('shell.footer.stayConnected')}</h2>
          <address>
            <p>{shopContact.address}</p>
            <p>
              <a href={shopContact.phoneHref}>{shopContact.phone}</a>
            </p>
            <p>
              <a href={`mailto:${shopContact.email}`}>{shopContact.email}</a>
            </p>
          </address>
          {social.length > 0 && (
            <ul className="site-footer__social">
              {social.map(([network, href]) => (
                <li key={network}>
                  <a href={href} target="_blank" rel="noopener noreferrer">
                    {shopContact.social[network]}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <div className="site-footer__payments">
        <img src={paymentLogoUrl} alt={t('shell.footer.paymentsAlt')} width={320} height={40} loading="lazy" />
        <p>{paymentPromise(texts)}</p>
      </div>
      <p className="site-footer__copyright">
        {t('shell.footer.copyright', { year: texts.digits(new Date().getFullYear()), shop: shopContact.name })}
      </p>
    </footer>
  );
}

import { Link } from 'react-router-dom';
import paymentLogoUrl from '../assets/payment-methods.svg';
import { useShopConfig } from '../app/ConfigContext';
import { SOCIAL_NETWORKS } from '../app/config';
import { site } from '../app/site';
import { PAYMENT_PROMISE } from '../domain/paymentPromise';
import { orderTrackPath } from '../domain/orderPath';
import { TRACKING } from '../domain/texts';

/** Spec §2: Support, About Us, Help and Stay Connected, the payment provider's logo and the copyright line. */
export default function Footer() {
  const { socialLinks } = useShopConfig();
  const social = SOCIAL_NETWORKS.filter((network) => socialLinks[network]).map((network) => [network, socialLinks[network]] as const);
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <section aria-labelledby="footer-support">
          <h2 id="footer-support">Support</h2>
          <ul>
            <li>
              <a href={site.phoneHref}>{site.phone}</a>
            </li>
            <li>
              <Link to="/outlet">Find Our Store</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">About Us</h2>
          <ul>
            <li>
              <Link to="/about-us">About Us</Link>
            </li>
            <li>
              <Link to="/about-us#shop-address">Shop Address</Link>
            </li>
            <li>
              <span className="site-footer__plain">Join Our Community</span>
            </li>
            <li>
              <Link to="/terms">Terms &amp; Conditions</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-help">
          <h2 id="footer-help">Help</h2>
          <ul>
            <li>
              <Link to="/policy">Privacy Policy</Link>
            </li>
            <li>
              <Link to="/return">Return Policy</Link>
            </li>
            <li>
              <Link to="/news">Our News</Link>
            </li>
            <li>
              <Link to={orderTrackPath()}>{TRACKING.footerLink}</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-connect">
          <h2 id="footer-connect">Stay Connected</h2>
          <address>
            <p>{site.address}</p>
            <p>
              <a href={site.phoneHref}>{site.phone}</a>
            </p>
            <p>
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </p>
          </address>
          {social.length > 0 && (
            <ul className="site-footer__social">
              {social.map(([network, href]) => (
                <li key={network}>
                  <a href={href} target="_blank" rel="noopener noreferrer">
                    {site.social[network]}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <div className="site-footer__payments">
        <img
          src={paymentLogoUrl}
          alt="Secure payment: cards, mobile banking, internet banking and cash on delivery"
          width={320}
          height={40}
          loading="lazy"
        />
        <p>{PAYMENT_PROMISE}</p>
      </div>
      <p className="site-footer__copyright">
        © {new Date().getFullYear()} {site.name}. All rights reserved.
      </p>
    </footer>
  );
}

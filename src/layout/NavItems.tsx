import type { ReactNode } from 'react';
import { NavLink } from '../components/Link';
import { navLinks } from './navLinks';
import { useTexts } from '../i18n/TextsContext';

/**
 * The header's links in order. `outlet` replaces the plain OUTLET link: the desktop header puts its
 * dropdown there, the phone menu a list of the showrooms.
 */
export default function NavItems({ onNavigate, outlet }: { onNavigate?: () => void; outlet?: ReactNode }) {
  const { t } = useTexts();
  return (
    <>
      {navLinks.map((link) =>
        link.to === '/outlet' && outlet ? (
          <span key={link.to} className="site-nav__item">
            {outlet}
          </span>
        ) : (
          <NavLink key={link.to} to={link.to} end={link.to === '/'} className="site-nav__link" onClick={onNavigate}>
            {t(link.label)}
          </NavLink>
        ),
      )}
    </>
  );
}

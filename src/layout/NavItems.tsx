import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { navLinks } from './navLinks';

/**
 * The header's links in order. `outlet` replaces the plain OUTLET link: the desktop header puts its
 * dropdown there, the phone menu a list of the showrooms.
 */
export default function NavItems({ onNavigate, outlet }: { onNavigate?: () => void; outlet?: ReactNode }) {
  return (
    <>
      {navLinks.map((link) =>
        link.to === '/outlet' && outlet ? (
          <span key={link.to} className="site-nav__item">
            {outlet}
          </span>
        ) : (
          <NavLink key={link.to} to={link.to} end={link.to === '/'} className="site-nav__link" onClick={onNavigate}>
            {link.label}
          </NavLink>
        ),
      )}
    </>
  );
}

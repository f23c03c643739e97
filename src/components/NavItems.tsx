import { NavLink } from 'react-router-dom';
import { navLinks } from './navLinks';

export default function NavItems({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <>
      {navLinks.map((link) => (
        <NavLink key={link.to} to={link.to} end={link.to === '/'} className="site-nav__link" onClick={onNavigate}>
          {link.label}
        </NavLink>
      ))}
    </>
  );
}

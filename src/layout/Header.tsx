import { MenuIcon } from '../components/HeaderIcons';
import { Suspense, useState } from 'react';
import { lazyChunk } from '../app/chunks';
import { Link } from '../components/Link';
import logoUrl from '../assets/logo.svg';
import { shopContact } from '../domain/shopContact';
import CartButton from '../features/cart/components/CartButton';
import AccountLink from '../features/account/components/AccountLink';
import SavedLink from '../features/saved/components/SavedLink';
import NavItems from './NavItems';
import LanguageSwitch from './LanguageSwitch';
import { useTexts } from '../i18n/TextsContext';
import OutletMenu from '../features/outlets/components/OutletMenu';
import SearchBox from '../features/typeahead/components/SearchBox';

const MobileMenu = lazyChunk(() => import(/* webpackChunkName: "mobile-menu" */ './MobileMenu'));

export default function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const { t } = useTexts();
  const openMenu = () => {
    setMenuLoaded(true);
    setMenuOpen(true);
  };

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <button
          type="button"
          className="site-header__menu-button"
          aria-label={t('shell.openMenu')}
          aria-expanded={menuOpen}
          onClick={openMenu}
          data-opens="mobile-menu"
        >
          <MenuIcon />
        </button>
        <Link to="/" className="site-header__logo" aria-label={t('shell.logoHome', { shop: shopContact.name })}>
          <img src={logoUrl} alt="" width={148} height={36} />
        </Link>
        <nav className="site-nav" aria-label={t('shell.mainNav')}>
          <NavItems outlet={<OutletMenu />} />
        </nav>
        <div className="site-header__search">
          <SearchBox id="header-search" />
        </div>
        <LanguageSwitch className="site-header__language" />
        <AccountLink />
        <SavedLink />
        <CartButton />
      </div>
      {menuLoaded && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}

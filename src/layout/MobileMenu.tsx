import { Drawer } from 'antd';
import '@shop/antd-drawer.css';
import NavItems from './NavItems';
import OutletLinks from '../features/outlets/components/OutletLinks';
import { withAntdTheme } from '../app/AntdTheme';
import { useTexts } from '../i18n/TextsContext';
import LanguageSwitch from './LanguageSwitch';

/** The phone menu: the header's links, the outlets and the language, in a drawer (its own chunk, loaded on first open). */
function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTexts();
  return (
    <Drawer title={t('shell.menu')} placement="left" open={open} onClose={onClose} size={300} className="mobile-menu">
      <nav className="mobile-menu__nav" aria-label={t('shell.mobileNav')}>
        <NavItems onNavigate={onClose} />
      </nav>
      <h2 className="mobile-menu__heading">{t('shell.outletsHeading')}</h2>
      <OutletLinks onNavigate={onClose} />
      <LanguageSwitch className="mobile-menu__language" />
    </Drawer>
  );
}

export default withAntdTheme(MobileMenu);

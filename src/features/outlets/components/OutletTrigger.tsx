import type { ComponentProps } from 'react';
import { useTexts } from '../../../i18n/TextsContext';
import './OutletMenu.css';

/** The header's OUTLET button, styled as the other nav links. */
export default function OutletTrigger({
  active,
  open,
  className,
  ...props
}: ComponentProps<'button'> & { active: boolean; open: boolean }) {
  const { t } = useTexts();
  return (
    <button
      type="button"
      className={`site-nav__link outlet-menu__trigger${active ? ' active' : ''}${className ? ` ${className}` : ''}`}
      aria-haspopup="menu"
      aria-expanded={open}
      {...props}
    >
      {t('news.outlet.menu')}
    </button>
  );
}

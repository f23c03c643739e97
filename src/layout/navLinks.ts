import type { MessageKey } from '../i18n/texts';

export interface NavLink {
  to: string;
  label: MessageKey;
}

export const navLinks: NavLink[] = [
  { to: '/', label: 'shell.nav.home' },
  { to: '/shop', label: 'shell.nav.shop' },
  { to: '/outlet', label: 'shell.nav.outlet' },
  { to: '/news', label: 'shell.nav.news' },
  { to: '/wings', label: 'shell.nav.wings' },
];

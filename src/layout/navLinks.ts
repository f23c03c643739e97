export interface NavLink {
  to: string;
  label: string;
}

export const navLinks: NavLink[] = [
  { to: '/', label: 'HOME' },
  { to: '/shop', label: 'SHOP NOW' },
  { to: '/outlet', label: 'OUTLET' },
  { to: '/news', label: 'NEWS/EVENTS' },
  { to: '/wings', label: 'WINGS' },
];

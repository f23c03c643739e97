import { screen, within } from '@testing-library/react';
import type { ShopApi } from '../../api/shopApi';
import type { Location } from '../../domain/types';
import { fakeDeps } from '../../test/fakes';
import { renderRoute } from '../../test/render';
import branchRoute from './branch.route';
import BranchPage from './BranchPage';

const GEC: Location = {
  id: 'loc-gec',
  name: 'Chattogram GEC',
  address: 'Level 2, Sanmar Ocean City, Nasirabad, GEC Circle, Chattogram 4000',
  lat: 22.36,
  lon: 91.82,
  type: 'SHOWROOM',
  stockLocations: [{ id: 'loc-gec' }],
  extras: { phone: '+880 1700-000105', opening_hours: 'Sat–Thu 10:00–20:30, Fri 15:00–20:30' },
};

it('the BranchPage banner gives the outlet’s address, opening hours and a call link named for it', async () => {
  const findLocation = jest.fn(() => Promise.resolve({ status: 200, networkError: false, body: GEC }));
  renderRoute(branchRoute, <BranchPage />, {
    address: '/branch?locationId=loc-gec&name=Chattogram+GEC&type=outlet',
    deps: fakeDeps({ api: { findLocation } as unknown as ShopApi }),
  });
  const heading = await screen.findByRole('heading', { level: 1, name: 'Chattogram GEC' });
  const banner = within(heading.closest('header')!);
  const hours = await banner.findByText('Sat–Thu 10:00–20:30, Fri 15:00–20:30');
  expect(hours.closest('p')).toHaveTextContent(/^Open Sat–Thu 10:00–20:30, Fri 15:00–20:30$/);
  expect(banner.getByText(GEC.address)).toBeInTheDocument();
  expect(banner.getByRole('link', { name: 'Call Chattogram GEC on +880 1700-000105' })).toHaveAttribute('href', 'tel:+8801700000105');
  expect(findLocation).toHaveBeenCalledWith('loc-gec');
});

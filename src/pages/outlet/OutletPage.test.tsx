import { screen, within } from '@testing-library/react';
import type { ShopApi } from '../../api/shopApi';
import type { OutletLocation } from '../../features/outlets/outletsSlice';
import { fakeDeps } from '../../test/fakes';
import { renderRoute } from '../../test/render';
import outletRoute from './outlet.route';
import OutletPage from './OutletPage';

const outlet = (id: string, name: string, extras: OutletLocation['extras']): OutletLocation => ({
  id,
  name,
  address: `Road ${id}, Dhaka`,
  lat: 23.75,
  lon: 90.37,
  type: 'FRANCHISE_SHOWROOM',
  stockLocations: [{ id }],
  branchId: `branch-${id}`,
  extras,
});

function renderOutlets(list: OutletLocation[]) {
  const searchLocations = jest.fn(() =>
    Promise.resolve({ status: 200, networkError: false, body: { list, nextPageToken: '', total: list.length } }),
  );
  renderRoute(outletRoute, <OutletPage />, { address: '/outlet', deps: fakeDeps({ api: { searchLocations } as unknown as ShopApi }) });
  return screen.findAllByTestId('outlet-card');
}

describe('the outlet page', () => {
  it('shows each outlet’s opening hours and a call link named for the outlet, its number written as Bangladesh writes it', async () => {
    const [card] = await renderOutlets([
      outlet('d27', 'Dhanmondi 27', { phone: '01700-000103', opening_hours: 'Sat–Thu 11:00–21:00, Fri 15:00–21:00' }),
    ]);
    expect(within(card).getByText('Open Sat–Thu 11:00–21:00, Fri 15:00–21:00')).toBeInTheDocument();
    const call = within(card).getByRole('link', { name: 'Call Dhanmondi 27 on +880 1700-000103' });
    expect(call).toHaveAttribute('href', 'tel:+8801700000103');
    expect(call).toHaveTextContent('+880 1700-000103');
  });

  it('says nothing of hours or phone for an outlet whose record has neither', async () => {
    const [card] = await renderOutlets([outlet('m10', 'Mirpur 10', {})]);
    expect(within(card).getByText('Road m10, Dhaka')).toBeInTheDocument();
    expect(within(card).queryByRole('link')).toBeNull();
    expect(within(card).queryByText(/^Open /)).toBeNull();
  });
});

import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { ShopApi } from '../../../api/shopApi';
import { setupStore } from '../../../root/store';
import type { Branch } from '../../../domain/types';
import { fakeDeps, memoryStorage } from '../../../test/fakes';
import { englishTexts } from '../../../test/texts';
import { TextsContext } from '../../../i18n/TextsContext';
import OutletLinks from './OutletLinks';
import OutletMenu from './OutletMenu';

const branch = (id: string, type: string, locations = [`loc-${id}`]): Branch => ({
  id,
  name: `Outlet ${id}`,
  address: '',
  lat: 0,
  lon: 0,
  type,
  stockLocations: locations.map((l) => ({ id: l })),
});
const BRANCHES = [branch('wh', 'WAREHOUSE'), branch('a', 'SHOWROOM', ['loc-a1', 'loc-a2']), branch('b', 'FRANCHISE_SHOWROOM')];

function BranchProbe() {
  return <h1>Branch page {useLocation().search}</h1>;
}

function renderWithShop(element: React.ReactElement) {
  let answer: (value: unknown) => void = () => {};
  const searchBranches = jest.fn(() => new Promise((resolve) => (answer = resolve)));
  const { store } = setupStore(fakeDeps({ api: { searchBranches } as unknown as ShopApi }), memoryStorage());
  render(
    <Provider store={store}>
      <TextsContext.Provider value={englishTexts}>
        <MemoryRouter>
          <Routes>
            <Route path="/" element={element} />
            <Route path="/branch" element={<BranchProbe />} />
          </Routes>
        </MemoryRouter>
      </TextsContext.Provider>
    </Provider>,
  );
  const respond = () =>
    act(async () => answer({ status: 200, networkError: false, body: { list: BRANCHES, nextPageToken: '', total: 3 } }));
  return { searchBranches, respond };
}

describe('OutletMenu', () => {
  it('asks for the branches only once the shopper reaches for it, then lists the showrooms', async () => {
    const { searchBranches, respond } = renderWithShop(<OutletMenu />);
    const trigger = screen.getByRole('button', { name: 'OUTLET' });
    expect(searchBranches).not.toHaveBeenCalled();

    fireEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(searchBranches).toHaveBeenCalledWith({ page: 1, size: 100 });
    expect(menu.querySelectorAll('.ant-skeleton')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'OUTLET' })).toHaveAttribute('aria-expanded', 'true');

    await respond();
    const links = within(screen.getByRole('menu')).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Outlet a', 'Outlet b', 'All Outlets']);
    expect(links[0]).toHaveAttribute('href', '/branch?locationId=loc-a1&name=Outlet+a&type=outlet&branchId=a');

    fireEvent.click(links[1]);
    expect(screen.getByRole('heading')).toHaveTextContent('Branch page ?locationId=loc-b&name=Outlet+b&type=outlet&branchId=b');
    expect(searchBranches).toHaveBeenCalledTimes(1);
  });

  it('opens for a click that lands after the dropdown code arrived but before it was drawn, on the button that had the focus', async () => {
    renderWithShop(<OutletMenu />);
    const first = screen.getByRole('button', { name: 'OUTLET' });
    await act(async () => {
      first.focus();
      await import('./OutletDropdown');
      await new Promise((resolve) => setTimeout(resolve, 0));
      // Still the first button: React draws the dropdown only when this act ends.
      expect(first).toBeInTheDocument();
      fireEvent.click(first);
    });
    const dropdownButton = screen.getByRole('button', { name: 'OUTLET' });
    expect(dropdownButton).not.toBe(first);
    expect(dropdownButton).toHaveAttribute('aria-expanded', 'true');
    expect(dropdownButton).toHaveFocus();
    expect(await screen.findByRole('menu')).toBeInTheDocument();
  });

  it('opens the showroom when the shopper clicks its menu item beside the link text', async () => {
    const { respond } = renderWithShop(<OutletMenu />);
    fireEvent.click(screen.getByRole('button', { name: 'OUTLET' }));
    await respond();
    const item = within(screen.getByRole('menu')).getByRole('link', { name: 'Outlet a' }).closest('li');
    fireEvent.click(item!);
    expect(screen.getByRole('heading')).toHaveTextContent('Branch page ?locationId=loc-a1&name=Outlet+a&type=outlet&branchId=a');
  });
});

describe('OutletLinks', () => {
  it('shows skeletons, then a link per showroom, and tells the drawer when one is chosen', async () => {
    const onNavigate = jest.fn();
    const { respond } = renderWithShop(<OutletLinks onNavigate={onNavigate} />);
    expect(document.querySelector('.ant-skeleton')).toBeInTheDocument();
    await respond();
    const list = screen.getByRole('list', { name: 'Outlets' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Outlet a', 'Outlet b']);
    fireEvent.click(within(list).getByRole('link', { name: 'Outlet b' }));
    expect(onNavigate).toHaveBeenCalled();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import type { ShopApi } from '../../api/shopApi';
import { englishTexts } from '../../test/texts';
import { fakeDeps } from '../../test/fakes';
import { renderWithStore, setScreenMatches } from '../../test/render';
import ShopPage from './ShopPage';

const RESET_FILTERS = englishTexts.t('shop.grid.resetFilters');

function Address() {
  return <span data-testid="address">{useLocation().search}</span>;
}

/**
 * The shop at `search`, on a phone, its searches answered with no products (the reference data with none). `searches`:
 * each product search, with the address the page showed as it was asked for.
 */
function renderShop(search: string) {
  const searches: { request: unknown; shown: string }[] = [];
  const nothing = () => Promise.resolve({ status: 200, networkError: false, body: { list: [], nextPageToken: '', total: 0 } });
  const api = new Proxy({} as ShopApi, {
    get: (_, name) =>
      name !== 'searchOutletStock'
        ? nothing
        : (request: unknown) => {
            searches.push({ request, shown: screen.queryByTestId('address')?.textContent ?? '' });
            return nothing();
          },
  });
  renderWithStore(
    <>
      <ShopPage />
      <Address />
    </>,
    { route: `/shop${search}`, deps: fakeDeps({ api }) },
  );
  return { user: userEvent.setup(), searches, address: () => new URLSearchParams(screen.getByTestId('address').textContent ?? '') };
}

describe('ShopPage: the filters in the address', () => {
  beforeAll(() => setScreenMatches(false));

  it('removing the price tag leaves the other filters and puts the default range back', async () => {
    const { user, address } = renderShop('?query=slayer&band=b-1&minPrice=500&maxPrice=1500');
    await user.click(await screen.findByRole('button', { name: 'Remove Tk 500 – Tk 1,500' }));
    await waitFor(() => expect(address().has('minPrice')).toBe(false));
    expect(Object.fromEntries(address())).toEqual({ query: 'slayer', band: 'b-1' });
  });

  it('a filter’s search leaves with the tap, before the page draws the new address, and only once', async () => {
    const { user, searches, address } = renderShop('?query=slayer&band=b-1&minPrice=500&maxPrice=1500');
    await waitFor(() => expect(searches).toHaveLength(1));
    await user.click(await screen.findByRole('button', { name: 'Remove Tk 500 – Tk 1,500' }));
    await waitFor(() => expect(address().has('minPrice')).toBe(false));
    expect(searches).toHaveLength(2);
    expect(searches[1].shown).toContain('minPrice=500');
    expect(searches[1].request).not.toEqual(searches[0].request);
  });

  it('Reset filters on the empty result clears every filter and the text, as removing the text tag does, and keeps the sort', async () => {
    const { user, address } = renderShop('?query=slayer&band=b-1&minPrice=500&discount=30&sort=alphabetical');
    await user.click(await screen.findByRole('button', { name: RESET_FILTERS }));
    await waitFor(() => expect(Object.fromEntries(address())).toEqual({ query: 'emptyQuery', sort: 'alphabetical' }));
    expect(await screen.findByRole('status')).toHaveTextContent('0 products');
    expect(screen.queryByRole('button', { name: RESET_FILTERS })).not.toBeInTheDocument();
  });
});

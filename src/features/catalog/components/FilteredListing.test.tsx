import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UnknownAction } from '@reduxjs/toolkit';
import { withoutTags } from '../../../domain/filterTags';
import { filteredListSearch } from '../../../domain/searchPayload';
import { DEFAULT_FILTERS, type ShopFilters } from '../../../domain/shopFilters';
import { SORT_KEYS } from '../../../domain/productLists';
import type { Language } from '../../../domain/language';
import { bengaliTexts, englishTexts } from '../../../test/texts';
import { item } from '../../../test/items';
import { renderWithStore, setScreenMatches } from '../../../test/render';
import { filtersActions } from '../../filters/filtersSlice';
import reducer, { catalogActions, requestKeyOf } from '../catalogSlice';
import FilteredListing from './FilteredListing';

const chosen: ShopFilters = {
  ...DEFAULT_FILTERS,
  query: 'slayer',
  bands: [{ id: 'b-1', name: 'Slayer', type: 'bands' }],
  price: [500, 1500],
  sort: 'alphabetical',
};

/** The shop list after the search for `filters` answered `items` (and `total`, where given), then `more` actions. */
function catalogAfter(
  filters: ShopFilters,
  items: string[],
  answer: { nextPageToken?: string; total?: number } = {},
  ...more: UnknownAction[]
) {
  const requestKey = requestKeyOf(filteredListSearch('shop', filters)!);
  const page = catalogActions.pageLoaded({
    list: 'shop',
    requestKey,
    page: 1,
    items: items.map((id) => item(id)),
    nextPageToken: answer.nextPageToken ?? '',
    more: false,
    ...(answer.total === undefined ? {} : { total: answer.total }),
  });
  return [filtersActions.urlChanged({ list: 'shop', filters, pages: 1, locationId: '' }), page, ...more].reduce(
    reducer,
    reducer(undefined, { type: 'init' }),
  );
}

const NO_PRODUCTS_FOUND = englishTexts.t('shop.grid.noProducts');
const RESET_FILTERS = englishTexts.t('shop.grid.resetFilters');

function renderListing(filters: ShopFilters, catalog: ReturnType<typeof reducer>, language: Language = 'en') {
  const handlers = { onFiltersChange: jest.fn(), onTagRemoved: jest.fn(), onPageRequested: jest.fn() };
  const view = renderWithStore(<FilteredListing list="shop" filters={filters} heading={<h1>Shop</h1>} {...handlers} />, {
    preloadedState: { catalog },
    language,
  });
  return { ...view, ...handlers };
}

describe('FilteredListing', () => {
  beforeAll(() => setScreenMatches(false));

  it.each<[string, (user: ReturnType<typeof userEvent.setup>, remove: HTMLElement) => Promise<void>]>([
    ['a click', (user, remove) => user.click(remove)],
    ['Enter', (user, remove) => (remove.focus(), user.keyboard('{Enter}'))],
    ['Space', (user, remove) => (remove.focus(), user.keyboard(' '))],
  ])('shows a chosen price range as a tag in the shop’s words, removed by %s', async (_, press) => {
    const user = userEvent.setup();
    const { onTagRemoved } = renderListing(chosen, catalogAfter(chosen, ['a']));
    expect(screen.getByLabelText('Selected filters')).toHaveTextContent('Tk 500 – Tk 1,500');
    await press(user, screen.getByRole('button', { name: 'Remove Tk 500 – Tk 1,500' }));
    expect(onTagRemoved).toHaveBeenCalledTimes(1);
    expect(onTagRemoved).toHaveBeenCalledWith({ type: 'price', id: 'price', name: '' });
  });

  it('sorts by the choice in the Sort by select, keeping the filters', async () => {
    const { onFiltersChange } = renderListing(chosen, catalogAfter(chosen, ['a']));
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveDisplayValue(englishTexts.t('shop.sort.alphabetical'));
    await userEvent.selectOptions(sort, englishTexts.t('shop.sort.price-low-to-high'));
    expect(onFiltersChange).toHaveBeenCalledWith({ ...chosen, sort: 'price-low-to-high' });
  });

  it('shows no price tag for the default range', () => {
    renderListing(DEFAULT_FILTERS, catalogAfter(DEFAULT_FILTERS, ['a']));
    expect(screen.queryByRole('button', { name: /^Remove Tk/ })).not.toBeInTheDocument();
  });

  it('says how many products match, from the server’s total, in a polite live region', () => {
    renderListing(DEFAULT_FILTERS, catalogAfter(DEFAULT_FILTERS, ['a', 'b'], { nextPageToken: '2', total: 148 }));
    const count = screen.getByRole('status');
    expect(count).toHaveTextContent('148 products');
    expect(count).toHaveAttribute('aria-live', 'polite');
  });

  it('keeps the total while Load More fetches the next page', () => {
    renderListing(
      DEFAULT_FILTERS,
      catalogAfter(DEFAULT_FILTERS, ['a', 'b'], { nextPageToken: '2', total: 148 }, catalogActions.moreRequested({ list: 'shop' })),
    );
    expect(screen.getByRole('status')).toHaveTextContent('148 products');
  });

  it('says "1 product" for one, and leaves the live region empty, but there, while a new search loads', () => {
    const { unmount } = renderListing(DEFAULT_FILTERS, catalogAfter(DEFAULT_FILTERS, ['a'], { total: 1 }));
    expect(screen.getByRole('status')).toHaveTextContent(/^1 product$/);
    unmount();
    renderListing(
      chosen,
      catalogAfter(
        DEFAULT_FILTERS,
        ['a'],
        { total: 1 },
        filtersActions.urlChanged({ list: 'shop', filters: chosen, pages: 1, locationId: '' }),
      ),
    );
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('offers Reset filters on an empty result, which clears every filter and the text and keeps the sort', async () => {
    const user = userEvent.setup();
    const { onFiltersChange } = renderListing(chosen, catalogAfter(chosen, [], { total: 0 }));
    expect(screen.getByText(NO_PRODUCTS_FOUND)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 products');
    await user.click(screen.getByRole('button', { name: RESET_FILTERS }));
    expect(onFiltersChange).toHaveBeenCalledWith(withoutTags(chosen));
    expect(onFiltersChange.mock.calls[0][0]).toEqual({ ...DEFAULT_FILTERS, sort: 'alphabetical' });
  });

  it('offers no Reset filters when no filter narrowed the empty result', () => {
    renderListing(DEFAULT_FILTERS, catalogAfter(DEFAULT_FILTERS, []));
    expect(screen.getByText(NO_PRODUCTS_FOUND)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: RESET_FILTERS })).not.toBeInTheDocument();
  });
});

describe('the phone’s filter sheet', () => {
  // antd's modal and panel render slowly in jsdom on a busy machine: each test gets more than the default 5 s.
  const SHEET_MS = 20_000;
  // The sheet and its panel are chunks of their own: load them once, outside the tests' time.
  beforeAll(async () => {
    setScreenMatches(false);
    await Promise.all([import('./FilterModal'), import('../../filters/components/FilterPanel')]);
  }, 30_000);

  async function openSheet(language: Language = 'en') {
    const user = userEvent.setup();
    const view = renderListing(DEFAULT_FILTERS, catalogAfter(DEFAULT_FILTERS, ['a', 'b'], { nextPageToken: '2', total: 57 }), language);
    await user.click(screen.getByRole('button', { name: language === 'en' ? /Filters$/ : /ফিল্টার$/ }));
    return { user, ...view, dialog: await screen.findByRole('dialog') };
  }

  it(
    'ends with "Show N products", N following the search as the filters change, and closes on it',
    async () => {
      const { user, store, dialog } = await openSheet();
      const show = within(dialog).getByRole('button', { name: 'Show 57 products' });
      act(() => void store.dispatch(filtersActions.urlChanged({ list: 'shop', filters: chosen, pages: 1, locationId: '' })));
      expect(show).toHaveTextContent(/^Show products$/);
      const requestKey = requestKeyOf(filteredListSearch('shop', chosen)!);
      act(
        () =>
          void store.dispatch(
            catalogActions.pageLoaded({ list: 'shop', requestKey, page: 1, items: [item('c')], nextPageToken: '', more: false, total: 1 }),
          ),
      );
      expect(show).toHaveTextContent(/^Show 1 product$/);
      await user.click(show);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    },
    SHEET_MS,
  );

  it(
    'says it in Bengali, with Bengali digits',
    async () => {
      const { dialog } = await openSheet('bn');
      expect(within(dialog).getByRole('button', { name: '৫৭টি পণ্য দেখুন' })).toBeInTheDocument();
    },
    SHEET_MS,
  );

  it(
    'asks for prices with a number pad, and a typed price still applies on Enter',
    async () => {
      const { user, dialog, onFiltersChange } = await openSheet();
      const min = within(dialog).getByRole('spinbutton', { name: 'Minimum price' });
      expect(min).toHaveAttribute('inputmode', 'numeric');
      expect(within(dialog).getByRole('spinbutton', { name: 'Maximum price' })).toHaveAttribute('inputmode', 'numeric');
      await user.clear(min);
      await user.type(min, '700{Enter}');
      expect(onFiltersChange).toHaveBeenLastCalledWith({ ...DEFAULT_FILTERS, price: [700, DEFAULT_FILTERS.price[1]] });
    },
    SHEET_MS,
  );
});

describe('FilteredListing in Bengali', () => {
  beforeAll(() => setScreenMatches(false));

  it('names the sorts and counts the products in Bengali, with Bengali digits', () => {
    renderListing(DEFAULT_FILTERS, catalogAfter(DEFAULT_FILTERS, ['a', 'b'], { nextPageToken: '2', total: 1480 }), 'bn');
    expect(screen.getByRole('status')).toHaveTextContent('১,৪৮০টি পণ্য');
    expect(screen.getByRole('combobox', { name: 'সাজান' })).toBeInTheDocument();
    const sorts = SORT_KEYS.map((key) => bengaliTexts.t(`shop.sort.${key}`));
    expect(sorts).toContain('দাম: কম থেকে বেশি');
    for (const sort of sorts) expect(screen.getAllByText(sort).length).toBeGreaterThan(0);
  });

  it('words the chosen filters’ tags in Bengali: the price in taka, the discount, the filter count', () => {
    renderListing({ ...chosen, discount: 30 }, catalogAfter({ ...chosen, discount: 30 }, ['a']), 'bn');
    const tags = screen.getByLabelText('বেছে নেওয়া ফিল্টার');
    expect(tags).toHaveTextContent('৳৫০০ – ৳১,৫০০');
    expect(tags).toHaveTextContent('৩০% বা তার বেশি');
    expect(screen.getByRole('button', { name: '৳৫০০ – ৳১,৫০০ বাদ দিন' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /ফিল্টার \(৪\)/ })).toBeInTheDocument();
  });
});

import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import SearchBox, { cycle } from './SearchBox';
import { renderWithStore, serverRenderedWithStore } from '../../../test/render';
import { item, sku } from '../../../test/items';
import { typeaheadActions } from '../typeaheadSlice';
import { englishTexts } from '../../../test/texts';

describe('suggestion keyboard cycle', () => {
  it.each([
    [-1, 1, 3, 0],
    [0, 1, 3, 1],
    [2, 1, 3, -1],
    [-1, -1, 3, 2],
    [0, -1, 3, -1],
    [-1, 1, 0, -1],
  ] as const)('from %i by %i over %i options → %i', (active, step, n, expected) => {
    expect(cycle(active, step, n)).toBe(expected);
  });
});

describe('SearchBox', () => {
  it('asks for the global discounts when the shopper starts to search, so suggestion prices match the product page', () => {
    const { store } = renderWithStore(<SearchBox id="search" />);
    expect(store.getState().discounts.status).toBe('idle');
    fireEvent.focus(screen.getByRole('combobox'));
    expect(store.getState().discounts.status).not.toBe('idle');
  });

  it('on the shop, asks for suggestions of the search it shows once focused, so its list is not left “Searching…”', () => {
    const { store } = renderWithStore(<SearchBox id="search" />, { route: '/shop?query=iron+maiden' });
    expect(store.getState().typeahead.query).toBe('');
    fireEvent.focus(screen.getByRole('combobox'));
    expect(store.getState().typeahead.query).toBe('iron maiden');
  });

  it.each([
    ['/shop?query=iron+maiden', 'iron maiden'],
    ['/shop?keyword=slayer&page=2', 'slayer'],
    ['/shop?query=emptyQuery', ''],
    ['/news?query=metallica', ''],
  ])('on %s shows “%s”, what the shop is searching for', (route, shown) => {
    renderWithStore(<SearchBox id="search" />, { route });
    expect(screen.getByRole('combobox')).toHaveValue(shown);
  });
});

/** The box with `text` typed into it; its store, for the saga's answers. */
function typeInto(text: string) {
  const { store } = renderWithStore(<SearchBox id="search" />);
  const box = screen.getByRole('combobox');
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: text } });
  return store;
}

describe('suggestions', () => {
  it('mark the typed words in each name, a misspelt band whole', async () => {
    const store = typeInto('metalica hood');
    const found = [item('a', { title: 'Metallica Classic Logo Pullover Hoodie' })];
    act(() => void store.dispatch(typeaheadActions.suggestionsLoaded({ query: 'metalica hood', items: found })));
    const option = screen.getByRole('option');
    expect(option).toHaveTextContent('Metallica Classic Logo Pullover Hoodie');
    await waitFor(() => expect([...option.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Metallica', 'Hood']));
  });
});

describe('suggestions that tell products apart', () => {
  it('show each whole name, its band and its price, so two shirts of one band differ', () => {
    const store = typeInto('artcell');
    const artcell = [{ id: 'b-artcell', name: 'Artcell', type: 'bands' }];
    const found = [
      item('a', { title: 'Artcell Distressed Logo Tee, Black', lookups: artcell, skus: [sku('a1', { salesPrice: 650 })] }),
      item('b', { title: 'Artcell Distressed Logo Tee, Maroon', lookups: artcell, skus: [sku('b1', { salesPrice: 900 })] }),
    ];
    act(() => void store.dispatch(typeaheadActions.suggestionsLoaded({ query: 'artcell', items: found })));
    const [black, maroon] = screen.getAllByRole('option');
    expect(black.querySelector('.search-box__name')).toHaveTextContent(/^Artcell Distressed Logo Tee, Black$/);
    expect(maroon.querySelector('.search-box__name')).toHaveTextContent(/^Artcell Distressed Logo Tee, Maroon$/);
    expect(black.querySelector('.search-box__band')).toHaveTextContent(/^Artcell$/);
    expect(black.querySelector('.search-box__price')).toHaveTextContent('Tk 650');
    expect(maroon.querySelector('.search-box__price')).toHaveTextContent('Tk 900');
  });
});

describe('Bengali digits', () => {
  function Address() {
    const { pathname, search } = useLocation();
    return <span data-testid="address">{pathname + search}</span>;
  }

  it('stay in the box as typed, and are searched for, suggested and sent to the shop as ASCII digits', () => {
    const { store } = renderWithStore(
      <>
        <SearchBox id="search" />
        <Address />
      </>,
      { language: 'bn' },
    );
    const box = screen.getByRole('combobox');
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'Slayer ১৯৮৬' } });
    expect(box).toHaveValue('Slayer ১৯৮৬');
    expect(store.getState().typeahead.query).toBe('Slayer 1986');
    const found = [item('a', { title: 'Slayer 1986 Tour Tee' })];
    act(() => void store.dispatch(typeaheadActions.suggestionsLoaded({ query: 'Slayer 1986', items: found })));
    expect([...screen.getByRole('option').querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Slayer', '1986']);
    fireEvent.submit(box.closest('form')!);
    expect(screen.getByTestId('address')).toHaveTextContent('/shop?query=Slayer+1986');
  });
});

describe('a lost connection', () => {
  it('says the suggestions could not be loaded, never that no product matches', () => {
    const store = typeInto('metallica');
    act(() => void store.dispatch(typeaheadActions.suggestionsFailed({ query: 'metallica' })));
    expect(screen.getByRole('listbox')).toHaveTextContent(englishTexts.t('shop.search.notLoaded'));
    expect(screen.queryByText(/No products match/)).not.toBeInTheDocument();
  });
});

describe('text typed before the page hydrated', () => {
  it('is taken up as typed: kept in the box, and its suggestions asked for', async () => {
    const { store, host, hydrate } = serverRenderedWithStore(
      <MemoryRouter initialEntries={['/about-us']}>
        <SearchBox id="search" />
      </MemoryRouter>,
    );
    const box = host.querySelector('input')!;
    box.focus();
    box.value = 'metalica';
    await hydrate();
    expect(box.value).toBe('metalica');
    expect(store.getState().typeahead.query).toBe('metalica');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    host.remove();
  });
});

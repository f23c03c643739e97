import { SearchIcon } from '../../../components/HeaderIcons';
import { Suspense, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useShopNavigate } from '../../../components/useShopNavigate';
import { asciiDigits } from '../../../domain/digits';
import { lazyChunk } from '../../../app/chunks';
import { detailsPath } from '../../../domain/productDisplay';
import { shopQuery, shopSearchPath } from '../../../domain/shopUrl';
import type { Item } from '../../../domain/types';
import { useTexts } from '../../../i18n/TextsContext';
import { discountsActions } from '../../discounts/discountsSlice';
import { selectTypeahead } from '../selectors';
import { typeaheadActions } from '../typeaheadSlice';

// The suggestions are needed only once the shopper types: they load on the box's first focus, not with every page's
// entry; until they arrive the list says it is searching.
const loadSuggestions = () => import(/* webpackChunkName: "typeahead" */ './Suggestions');
const Suggestions = lazyChunk(loadSuggestions);

/** Moves through -1 (the text itself) and the n options, wrapping at both ends. */
export const cycle = (active: number, step: 1 | -1, n: number) => ((active + 1 + step + n + 1) % (n + 1)) - 1;

/**
 * The header's search (on phones too, in the header's second row): a combobox whose suggestions (from 1 typed
 * character, debounced by the typeahead saga), each with its whole name, the typed words marked, its band and price,
 * open a product; Enter searches the shop, and an empty search goes to the shop with query emptyQuery.
 * Bengali digits typed stay in the box as typed, and are searched for as the ASCII digits product names carry.
 */
export default function SearchBox({ id }: { id: string }) {
  const dispatch = useAppDispatch();
  const { t } = useTexts();
  const navigate = useShopNavigate();
  const listId = useId();
  const { query, suggestions, status } = useAppSelector(selectTypeahead);
  // On the shop, the box shows what the shop is searching for; elsewhere it starts empty.
  const location = useLocation();
  const searched = location.pathname === '/shop' ? shopQuery(new URLSearchParams(location.search)) : '';
  const [text, setText] = useState(searched);
  // A new search on the shop (or leaving it) shows in the box in the same render.
  const [shownSearch, setShownSearch] = useState(searched);
  if (shownSearch !== searched) {
    setShownSearch(searched);
    setText(searched);
  }
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);

  const typedIn = (value: string) => {
    setText(value);
    setOpen(true);
    setActive(-1);
    dispatch(typeaheadActions.queryChanged({ query: asciiDigits(value) }));
  };
  // Text typed into the server-rendered box before the page hydrated is still in the box but raised no change: take it up.
  useEffect(() => {
    const value = input.current?.value ?? '';
    if (value === searched) return;
    typedIn(value);
    setOpen(document.activeElement === input.current);
    // Only what the box held when the page hydrated.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const typed = text.trim();
  const searchedFor = asciiDigits(typed);
  const current = typed && searchedFor === query;
  const showList = open && !!typed;
  const options: Item[] = current ? suggestions : [];

  const finish = (path: string) => {
    setOpen(false);
    setActive(-1);
    navigate(path);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (active >= 0 && options[active]) return finish(detailsPath(options[active]));
    finish(shopSearchPath(asciiDigits(text)));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => cycle(i, step, options.length));
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };
  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <form role="search" className="search-box" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {t('shop.search.label')}
      </label>
      <input
        ref={input}
        id={id}
        type="search"
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 && options[active] ? optionId(active) : undefined}
        value={text}
        placeholder={t('shop.search.placeholder')}
        autoComplete="off"
        onChange={(event) => typedIn(event.target.value)}
        onKeyDown={onKeyDown}
        onFocus={() => {
          setOpen(true);
          loadSuggestions().catch(() => undefined);
          // On the shop the box starts with the shop's search, never asked for as suggestions: ask now, or the list
          // would say "Searching…" until a key is pressed.
          if (typed && searchedFor !== query) dispatch(typeaheadActions.queryChanged({ query: searchedFor }));
          // Suggestions show prices, and prices depend on the global discounts; pages without products never load them.
          dispatch(discountsActions.loadRequested());
        }}
        onBlur={() => setOpen(false)}
      />
      <button type="submit" aria-label={t('shop.search.submit')}>
        <SearchIcon />
      </button>
      <ul id={listId} role="listbox" aria-label={t('shop.search.suggestions')} className="search-box__list" hidden={!showList}>
        {showList && (
          <Suspense fallback={<li className="search-box__status">{t('shop.search.searching')}</li>}>
            <Suggestions
              typed={typed}
              searchedFor={searchedFor}
              current={!!current}
              status={status}
              options={options}
              active={active}
              optionId={optionId}
              onPick={(item) => finish(detailsPath(item))}
            />
          </Suspense>
        )}
      </ul>
    </form>
  );
}

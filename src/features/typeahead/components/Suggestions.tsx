import { useAppSelector } from '../../../app/hooks';
import LazyImage from '../../../components/LazyImage';
import { bandNames, listingPrice } from '../../../domain/productDisplay';
import { highlightParts } from '../../../domain/searchHints';
import type { Item } from '../../../domain/types';
import { useTexts } from '../../../i18n/TextsContext';
import { selectValidDiscounts } from '../../discounts/selectors';
import type { TypeaheadState } from '../typeaheadSlice';

interface Props {
  /** The text in the box, and as it is searched for (ASCII digits). */
  typed: string;
  searchedFor: string;
  /** The suggestions answer what is in the box now. */
  current: boolean;
  status: TypeaheadState['status'];
  options: Item[];
  active: number;
  optionId: (index: number) => string;
  onPick: (item: Item) => void;
}

/**
 * The suggestions' list items, each with its whole name (the typed words marked), its band and price. Needed only once
 * the shopper types: a chunk of its own, loaded on the box's first focus rather than with every page's entry.
 */
export default function Suggestions({ typed, searchedFor, current, status, options, active, optionId, onPick }: Props) {
  const { t, price } = useTexts();
  const discounts = useAppSelector(selectValidDiscounts);
  return (
    <>
      {(!current || status === 'loading') && <li className="search-box__status">{t('shop.search.searching')}</li>}
      {current && status === 'failed' && <li className="search-box__status">{t('shop.search.notLoaded')}</li>}
      {current && status === 'loaded' && options.length === 0 && (
        <li className="search-box__status">{t('shop.search.noMatch', { text: typed })}</li>
      )}
      {options.map((item, index) => (
        <li
          key={item.id}
          id={optionId(index)}
          role="option"
          aria-selected={index === active}
          className="search-box__option"
          // mousedown, not click: it lands before the input's blur closes the list
          onMouseDown={(event) => {
            event.preventDefault();
            onPick(item);
          }}
        >
          <LazyImage src={item.images[0] ?? item.image} alt="" width={40} height={40} />
          <span className="search-box__text">
            <span className="search-box__name">
              {highlightParts(item.title, searchedFor).map((part, k) => (part.matched ? <mark key={k}>{part.text}</mark> : part.text))}
            </span>
            <span className="search-box__band">{bandNames(item).join(', ')}</span>
          </span>
          <span className="search-box__price">{price(listingPrice(item, discounts).price)}</span>
        </li>
      ))}
    </>
  );
}

import { Button } from 'antd';
import { useShopConfig } from '../../../app/ConfigContext';
import { useAppDispatch } from '../../../app/hooks';
import { Link } from '../../../components/Link';
import LazyImage from '../../../components/LazyImage';
import Price from '../../../components/Price';
import { defaultSku, detailsPath } from '../../../domain/productDisplay';
import { choiceOf, choiceWords, openingSku } from '../../../domain/skuSelection';
import { stockOnHand } from '../../../domain/stock';
import type { Item } from '../../../domain/types';
import { useTexts } from '../../../i18n/TextsContext';
import { useAddToCart } from '../../cart/useAddToCart';
import { savedActions } from '../savedSlice';

/**
 * A saved product at its price and stock now: Add to cart adds the size and colour its page would open on (one that
 * can be bought), named on the button; its page offers the others.
 */
export default function SavedProductRow({ item }: { item: Item }) {
  const dispatch = useAppDispatch();
  const { t, language } = useTexts();
  const { onlineLocationId } = useShopConfig();
  const cart = useAddToCart();
  const sku = openingSku(item, (candidate) => stockOnHand(candidate, onlineLocationId) > 0) ?? defaultSku(item);
  const offer = sku && cart.offer(item, sku);
  const words = sku ? choiceWords(item, choiceOf(sku), language) : '';
  const stock = offer?.stock ?? 0;
  const path = detailsPath(item);
  return (
    <li className="saved-product">
      <Link to={path} className="saved-product__picture" tabIndex={-1} aria-hidden>
        <LazyImage src={item.images[0] ?? item.image} alt="" width={120} height={120} sizes="120px" />
      </Link>
      <div className="saved-product__about">
        <h2 className="saved-product__name">
          <Link to={path}>{item.title}</Link>
        </h2>
        {offer && <Price price={offer.price} />}
        <p className={`saved-product__stock${stock === 0 ? ' is-out' : ''}`}>
          {stock === 0 ? t('saved.soldOut') : stock <= 5 ? t('shop.details.onlyLeft', { count: stock }) : t('shop.details.inStock')}
        </p>
        <Link to={path} className="saved-product__other">
          {t('saved.otherSizes')}
        </Link>
      </div>
      <div className="saved-product__actions">
        <Button type="primary" disabled={!sku || stock === 0} onClick={() => sku && cart.add(item, sku, 1)}>
          {words ? t('shop.details.addChosenToCart', { chosen: words }) : t('shop.details.addToCart')}
        </Button>
        <Button
          aria-label={t('saved.removeNamed', { name: item.title })}
          onClick={() => dispatch(savedActions.productRemoved({ itemId: item.id }))}
        >
          {t('saved.remove')}
        </Button>
      </div>
    </li>
  );
}

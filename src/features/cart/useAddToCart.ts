import { useShopConfig } from '../../app/ConfigContext';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { cartAddition, lineLimit, type LineLimit } from '../../domain/cartLimits';
import { dropRoom } from '../../domain/drops';
import { lineOrderType } from '../../domain/cartTotals';
import { MAX_ORDER_LINES } from '../../domain/orderLimits';
import { unitPrice, type UnitPrice } from '../../domain/pricing';
import { stockOnHand } from '../../domain/stock';
import type { Item, OrderType, Sku } from '../../domain/types';
import type { Text } from '../../i18n/texts';
import { selectValidDiscounts } from '../discounts/selectors';
import { itemWarning } from '../ui/uiSlice';
import { dropActions } from '../drop/dropSlice';
import { toCartItem } from './cartItem';
import { cartActions } from './cartSlice';
import { dropLimitText, lineFullText } from './lineFullText';
import { selectCartLines } from './selectors';

const ORDER_LINES_FULL: Text = { id: 'common.toast.orderLinesFull', values: { max: MAX_ORDER_LINES } };

/** What a SKU of a product costs and how much of it one cart line may hold, as Add to cart reads them. */
export interface SkuOffer {
  price: UnitPrice;
  stock: number;
  orderType: OrderType;
  limit: LineLimit;
}

/**
 * The SKU's offer, and Add to cart for it (src/domain/cartLimits.ts): it adds what fits and says why when that is
 * less than asked; a SKU out of stock adds nothing.
 */
export function useAddToCart() {
  const dispatch = useAppDispatch();
  const { onlineLocationId, maxUnitsPerLine } = useShopConfig();
  const discounts = useAppSelector(selectValidDiscounts);
  const cartLines = useAppSelector(selectCartLines);

  const offer = (item: Item, sku: Sku): SkuOffer => {
    const stock = stockOnHand(sku, onlineLocationId);
    const orderType = lineOrderType(stock);
    return { price: unitPrice(item, sku, discounts), stock, orderType, limit: lineLimit(stock, orderType, maxUnitsPerLine) };
  };
  const add = (item: Item, sku: Sku, quantity: number) => {
    const { price, stock, orderType, limit } = offer(item, sku);
    if (stock === 0) return;
    // A drop's line is its hold: a size already held takes no more.
    if (item.drop && cartLines.some((line) => line.sku.code === sku.code)) {
      dispatch(itemWarning(dropLimitText(item)));
      return;
    }
    // A drop's item: no more of it, all sizes together, than one buyer may have.
    const room = dropRoom(item, cartLines);
    const { units, stopped } = cartAddition(cartLines, sku.code, Math.min(quantity, room), limit.max);
    if (stopped) dispatch(itemWarning(stopped === 'orderLines' ? ORDER_LINES_FULL : lineFullText(limit)));
    else if (quantity > room) dispatch(itemWarning(dropLimitText(item)));
    if (units === 0) return;
    const line = toCartItem(item, sku, units, price, orderType, limit.max);
    // A drop's units join the cart once the shop holds them for this shopper (src/features/drop/holds.ts).
    dispatch(item.drop ? dropActions.holdAsked({ line }) : cartActions.itemAdded(line));
  };
  return { offer, add };
}

import { Button, Space } from 'antd';
import { useShopConfig } from '../../app/ConfigContext';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import PlusButton from '../../components/PlusButton';
import { lineLimit } from '../../domain/cartLimits';
import { dropRoom } from '../../domain/drops';
import { selectCartLines } from '../../features/cart/selectors';
import { stockOnHand } from '../../domain/stock';
import { cartActions, type CartLine } from '../../features/cart/cartSlice';
import { dropLimitText, lineFullText } from '../../features/cart/lineFullText';
import { itemWarning } from '../../features/ui/uiSlice';
import { useTexts } from '../../i18n/TextsContext';
import { MinusIcon } from '../../components/StepperIcons';

/**
 * Minus stops at 1; plus stops at the stock on hand at the online warehouse (spec §4, §5) and at the units one line may
 * hold (a pre-order: only there), and says which.
 */
export default function QuantityStepper({ line }: { line: CartLine }) {
  const { t, number } = useTexts();
  const dispatch = useAppDispatch();
  const { onlineLocationId, maxUnitsPerLine } = useShopConfig();
  const name = line.product.title;

  const lines = useAppSelector(selectCartLines);

  const limit = lineLimit(stockOnHand(line.sku, onlineLocationId), line.orderType, maxUnitsPerLine);
  // A drop's item: what one buyer may have, over every line of it, and no more than the line's hold keeps.
  const dropMax = Math.min(line.quantity + dropRoom(line.product, lines), line.hold?.units ?? Number.POSITIVE_INFINITY);
  const max = Math.min(limit.max, dropMax);
  const increase = () => {
    if (line.quantity >= max) {
      dispatch(itemWarning(line.quantity >= dropMax ? dropLimitText(line.product) : lineFullText(limit)));
    } else {
      dispatch(cartActions.quantityIncreased({ skuCode: line.sku.code, limit: max }));
    }
  };

  return (
    <Space.Compact className="quantity-stepper">
      <Button
        icon={<MinusIcon />}
        aria-label={t('cart.oneLess', { name })}
        data-tap-repeats
        disabled={line.quantity <= 1}
        onClick={() => dispatch(cartActions.quantityDecreased({ skuCode: line.sku.code }))}
      />
      <output className="quantity-stepper__value" aria-label={t('cart.quantityOf', { name })}>
        {number(line.quantity)}
      </output>
      <PlusButton label={t('cart.oneMore', { name })} atLimit={line.quantity >= max} onClick={increase} />
    </Space.Compact>
  );
}

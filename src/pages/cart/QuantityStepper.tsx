import { MinusOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useShopConfig } from '../../app/ConfigContext';
import { useAppDispatch } from '../../app/hooks';
import PlusButton from '../../components/PlusButton';
import { stockOnHand } from '../../domain/stock';
import { TOASTS } from '../../domain/texts';
import { cartActions, type CartLine } from '../../features/cart/cartSlice';
import { ITEM_TOAST_MS, uiActions } from '../../features/ui/uiSlice';

/** Minus stops at 1; plus stops at the stock on hand at the online warehouse and says so (spec §4, §5). */
export default function QuantityStepper({ line }: { line: CartLine }) {
  const dispatch = useAppDispatch();
  const { onlineLocationId } = useShopConfig();
  const name = line.product.title;

  const limit = stockOnHand(line.sku, onlineLocationId);
  const increase = () => {
    if (line.quantity >= limit) {
      dispatch(uiActions.toastRequested({ kind: 'warning', text: TOASTS.noMoreStock, durationMs: ITEM_TOAST_MS }));
    } else {
      dispatch(cartActions.quantityIncreased({ skuCode: line.sku.code, limit }));
    }
  };

  return (
    <Space.Compact className="quantity-stepper">
      <Button icon={<MinusOutlined />} aria-label={`One less ${name}`} disabled={line.quantity <= 1} onClick={() => dispatch(cartActions.quantityDecreased({ skuCode: line.sku.code }))} />
      <output className="quantity-stepper__value" aria-label={`Quantity of ${name}`}>
        {line.quantity}
      </output>
      <PlusButton label={`One more ${name}`} atLimit={line.quantity >= limit} onClick={increase} />
    </Space.Compact>
  );
}

import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readConfig } from '../../app/config';
import { ConfigContext } from '../../app/ConfigContext';
import { useAppSelector } from '../../app/hooks';
import type { OrderType } from '../../domain/types';
import { cartActions } from '../../features/cart/cartSlice';
import { selectCartLines } from '../../features/cart/selectors';
import { ONLINE, sku } from '../../test/items';
import { bigShirt } from '../../test/qaJourney';
import { renderWithStore } from '../../test/render';
import QuantityStepper from './QuantityStepper';

/** What the stepper says when a line may hold no more than `units`. */
const atMost = (units: number) => ({ id: 'common.toast.atMostPerLine', values: { units } });

function FirstLine() {
  const [line] = useAppSelector(selectCartLines);
  return line ? <QuantityStepper line={line} /> : null;
}

/** A cart of one line of `quantity`, with `stock` units on hand, on a shop whose lines hold at most `maxUnitsPerLine`. */
function cartOf({
  quantity,
  stock,
  orderType = 'order',
  maxUnitsPerLine,
  perBuyerLimit,
  heldUnits,
}: {
  quantity: number;
  stock: number;
  orderType?: OrderType;
  maxUnitsPerLine: number;
  /** A drop's item: what one buyer may have of it. */
  perBuyerLimit?: number;
  /** The units the shop holds for the line. */
  heldUnits?: number;
}) {
  const view = renderWithStore(
    <ConfigContext.Provider value={readConfig({ onlineLocationId: ONLINE, maxUnitsPerLine })}>
      <FirstLine />
    </ConfigContext.Provider>,
  );
  const drop = perBuyerLimit ? { drop: { startsAt: '2026-12-05T14:00:00.000Z', perBuyerLimit, holdMinutes: 10 } } : {};
  const line = {
    ...bigShirt,
    product: { ...bigShirt.product, ...drop },
    sku: sku('a-M', { stocks: [{ skuCode: 'a-M', locationId: ONLINE, ok: stock, total: stock }] }),
    quantity,
    orderType,
    ...(heldUnits && { hold: { id: 'hold-1', units: heldUnits, expiresAt: Date.UTC(2026, 11, 5, 14, 10) } }),
  };
  act(() => void view.store.dispatch(cartActions.itemAdded(line)));
  const plus = screen.getByRole('button', { name: `One more ${bigShirt.product.title}` });
  return {
    press: async (times: number) => {
      for (let n = 0; n < times; n += 1) await userEvent.click(plus);
    },
    plus,
    quantity: () => view.store.getState().cart.items[0].quantity,
    warnings: () =>
      view.store
        .getState()
        .ui.toasts.filter((toast) => toast.kind === 'warning')
        .map((toast) => toast.text),
  };
}

describe('cart page: the quantity stepper', () => {
  it('stops at the units one line may hold when the stock is larger, saying so', async () => {
    const cart = cartOf({ quantity: 9, stock: 50, maxUnitsPerLine: 10 });
    await cart.press(3);
    expect(cart.quantity()).toBe(10);
    expect(cart.plus).toHaveAttribute('aria-disabled', 'true');
    expect(cart.warnings()).toEqual([atMost(10), atMost(10)]);
  });

  it('stops at a smaller stock with No more Stock', async () => {
    const cart = cartOf({ quantity: 1, stock: 2, maxUnitsPerLine: 10 });
    await cart.press(2);
    expect(cart.quantity()).toBe(2);
    expect(cart.warnings()).toEqual(['common.toast.noMoreStock']);
  });

  it('lets a pre-order grow up to the limit only', async () => {
    const cart = cartOf({ quantity: 1, stock: 0, orderType: 'preoreder', maxUnitsPerLine: 3 });
    await cart.press(3);
    expect(cart.quantity()).toBe(3);
    expect(cart.warnings()).toEqual([atMost(3)]);
  });

  it('a drop’s line stops at what one buyer may have, and says that limit', async () => {
    const cart = cartOf({ quantity: 1, stock: 50, maxUnitsPerLine: 10, perBuyerLimit: 2 });
    await cart.press(3);
    expect(cart.quantity()).toBe(2);
    expect(cart.plus).toHaveAttribute('aria-disabled', 'true');
    expect(cart.warnings()).toEqual([
      { id: 'drop.limit', values: { count: 2 } },
      { id: 'drop.limit', values: { count: 2 } },
    ]);
  });

  it('a held line stops at the units its hold keeps, below the buyer’s limit', async () => {
    const cart = cartOf({ quantity: 1, stock: 50, maxUnitsPerLine: 10, perBuyerLimit: 3, heldUnits: 1 });
    await cart.press(2);
    expect(cart.quantity()).toBe(1);
    expect(cart.plus).toHaveAttribute('aria-disabled', 'true');
  });
});

import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readConfig } from '../../../app/config';
import { ConfigContext } from '../../../app/ConfigContext';
import { MAX_ORDER_LINES } from '../../../domain/orderLimits';
import { atMostPerLine, TOASTS } from '../../../domain/texts';
import type { Item } from '../../../domain/types';
import { item, ONLINE, sku } from '../../../test/items';
import { bigShirt } from '../../../test/qaJourney';
import { renderWithStore } from '../../../test/render';
import { cartActions } from '../../cart/cartSlice';
import { catalogActions } from '../catalogSlice';
import ProductInfo from './ProductInfo';

const withStock = (id: string, ok: number) => item(id, { skus: [sku(`${id}-M`, { stocks: [{ skuCode: `${id}-M`, locationId: ONLINE, ok, total: ok }] })] });

function openDetails(product: Item, maxUnitsPerLine: number) {
  const config = readConfig({ onlineLocationId: ONLINE, maxUnitsPerLine });
  const view = renderWithStore(
    <ConfigContext.Provider value={config}>
      <ProductInfo item={product} />
    </ConfigContext.Provider>,
  );
  act(() => {
    view.store.dispatch(catalogActions.detailsRequested({ id: product.id }));
    view.store.dispatch(catalogActions.detailsLoaded({ id: product.id, item: product }));
  });
  const { store } = view;
  return {
    store,
    plus: () => userEvent.click(screen.getByRole('button', { name: 'One more' })),
    add: () => userEvent.click(screen.getByRole('button', { name: /Add to cart/ })),
    quantity: () => screen.getByRole('group', { name: 'Quantity' }).querySelector('output')?.textContent,
    warnings: () => store.getState().ui.toasts.filter((toast) => toast.kind === 'warning').map((toast) => toast.text),
    lines: () => store.getState().cart.items.map((line) => [line.sku.code, line.quantity]),
  };
}

describe('details page: quantity and Add to cart within the order limits', () => {
  it('plus stops at the units one line may hold when the stock is larger, and says so at every press', async () => {
    const page = openDetails(withStock('a', 50), 3);
    for (let press = 0; press < 4; press += 1) await page.plus();
    expect(page.quantity()).toBe('3');
    expect(page.warnings()).toEqual([atMostPerLine(3), atMostPerLine(3)]);
  });

  it('plus still stops at a smaller stock with No more Stock', async () => {
    const page = openDetails(withStock('a', 2), 10);
    for (let press = 0; press < 3; press += 1) await page.plus();
    expect(page.quantity()).toBe('2');
    expect(page.warnings()).toEqual([TOASTS.noMoreStock, TOASTS.noMoreStock]);
  });

  it('counts what the cart holds: once the line is full, Add to cart is off and the page says why', async () => {
    const page = openDetails(withStock('a', 50), 3);
    await page.plus();
    await page.add();
    await page.plus();
    await page.add();
    expect(page.lines()).toEqual([['a-M', 3]]);
    expect(screen.getByText(/in your cart/)).toHaveTextContent(`3 in your cart · ${atMostPerLine(3)}`);
    expect(screen.getByRole('button', { name: /Add to cart/ })).toBeDisabled();
  });

  it('adds only what fits when the chosen quantity would pass the limit, and says so', async () => {
    const page = openDetails(withStock('a', 50), 3);
    act(() => {
      page.store.dispatch(cartActions.itemAdded({ ...bigShirt, sku: withStock('a', 50).skus[0], quantity: 2 }));
      page.store.dispatch(catalogActions.detailsQuantityChanged({ quantity: 3 }));
    });
    await page.add();
    expect(page.lines()).toEqual([['a-M', 3]]);
    expect(page.warnings()).toEqual([atMostPerLine(3)]);
  });

  it(`refuses a ${MAX_ORDER_LINES + 1}st different item with a toast, and leaves the cart as it was`, async () => {
    const page = openDetails(withStock('a', 50), 3);
    act(() => {
      for (let n = 0; n < MAX_ORDER_LINES; n += 1) page.store.dispatch(cartActions.itemAdded({ ...bigShirt, sku: sku(`other-${n}`), quantity: 1 }));
    });
    const before = page.store.getState().cart.items;
    await page.add();
    expect(page.store.getState().cart.items).toBe(before);
    expect(page.warnings()).toEqual([TOASTS.orderLinesFull]);
  });
});

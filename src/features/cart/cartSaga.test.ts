import { expectSaga } from 'redux-saga-test-plan';
import type { Persistor } from 'redux-persist';
import { fakeDeps, fakeTabs, memoryStorage } from '../../test/fakes';
import { setupStore } from '../../root/store';
import { cartSaga, CART_KEY } from './cartSaga';
import cartReducer, { cartActions, emptyCart, type ItemAddedPayload } from './cartSlice';

const line = {
  product: { id: 'item-B', code: 'P-B', title: 'Shirt B', images: [], categories: [] },
  sku: { code: 'B', salesPrice: 700, discountedSalesPrice: 0, salesDiscount: 0, attributeValues: [], stocks: [] },
  quantity: 1,
  unitPrice: { original: 700, price: 700, offerId: null, offerName: null },
  subTotal: 700,
  orderType: 'order',
};
const persisted = (items: unknown[]) => ({
  items: JSON.stringify(items),
  quantity: '1',
  total: '700',
  _persist: '{"version":-1,"rehydrated":true}',
});

describe('cartSaga: one cart per browser', () => {
  it("puts another tab's stored cart into this tab's store as an action carrying the cart", async () => {
    const other = fakeTabs();
    const run = expectSaga(cartSaga, fakeDeps({ otherTabs: other.tabs }))
      .withReducer(cartReducer)
      .put(cartActions.changedInAnotherTab({ cart: { items: [line as never], quantity: 1, total: 700 } }))
      .put(cartActions.changedInAnotherTab({ cart: emptyCart }))
      .hasFinalState(emptyCart)
      .silentRun(50);
    await Promise.resolve();
    expect(other.listening(CART_KEY)).toBe(1);
    other.write('token', 'other key, ignored');
    other.write(CART_KEY, persisted([line]));
    // Something that is not a cart changes nothing.
    other.write(CART_KEY, { items: '[{' });
    other.write(CART_KEY, null);
    expect((await run).allEffects.filter((effect) => effect.type === 'PUT')).toHaveLength(2);
  });

  it('a change from another tab replaces the whole cart: the other tab already holds this one’s changes', () => {
    const mine = cartReducer(emptyCart, cartActions.changedInAnotherTab({ cart: { items: [line as never], quantity: 1, total: 700 } }));
    expect(mine).toEqual({ items: [line], quantity: 1, total: 700 });
  });
});

describe('Undo of Clear All with another tab open', () => {
  const bootstrapped = (persistor: Persistor) =>
    new Promise<void>((resolve) => {
      if (persistor.getState().bootstrapped) return resolve();
      const unsubscribe = persistor.subscribe(() => {
        if (!persistor.getState().bootstrapped) return;
        unsubscribe();
        resolve();
      });
    });

  it('the other tab sees the cart cleared, then every line back', async () => {
    // Two tabs on one browser storage: what this tab stores reaches the other as a `storage` event would.
    const storage = memoryStorage();
    const other = fakeTabs();
    const thisTab = setupStore(fakeDeps(), {
      ...storage,
      setItem: async (key: string, value: string) => {
        await storage.setItem(key, value);
        other.write(key, JSON.parse(value));
      },
    });
    const otherTab = setupStore(fakeDeps({ otherTabs: other.tabs }), storage);
    await Promise.all([bootstrapped(thisTab.persistor), bootstrapped(otherTab.persistor)]);
    const seen: number[] = [];
    otherTab.store.subscribe(() => {
      const { quantity } = otherTab.store.getState().cart;
      if (seen[seen.length - 1] !== quantity) seen.push(quantity);
    });
    const store = async (action: Parameters<typeof thisTab.store.dispatch>[0]) => {
      thisTab.store.dispatch(action);
      await thisTab.persistor.flush();
    };

    const shirt = (code: string, quantity: number): ItemAddedPayload => ({
      product: line.product,
      sku: { ...line.sku, code },
      quantity,
      unitPrice: line.unitPrice,
      orderType: 'order',
    });
    await store(cartActions.itemAdded(shirt('B', 2)));
    await store(cartActions.itemAdded(shirt('C', 1)));
    const lines = thisTab.store.getState().cart.items;
    await store(cartActions.cleared());
    await store(cartActions.clearUndone({ lines }));

    expect(seen).toEqual([2, 3, 0, 3]);
    expect(otherTab.store.getState().cart.items).toEqual(lines);
  });
});

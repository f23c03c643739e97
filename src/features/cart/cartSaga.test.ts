import { expectSaga } from 'redux-saga-test-plan';
import { fakeDeps } from '../../test/fakes';
import type { OtherTabs } from '../../app/deps';
import { cartSaga, CART_KEY } from './cartSaga';
import cartReducer, { cartActions, emptyCart } from './cartSlice';

/** Other tabs that the test writes for: each `write` reaches the listeners of its key, as a `storage` event would. */
function fakeTabs() {
  const listeners = new Map<string, ((value: unknown) => void)[]>();
  const tabs: OtherTabs = {
    onStoredChange(key, listener) {
      listeners.set(key, [...(listeners.get(key) ?? []), listener]);
      return () => listeners.set(key, (listeners.get(key) ?? []).filter((l) => l !== listener));
    },
  };
  return { tabs, write: (key: string, value: unknown) => listeners.get(key)?.forEach((listener) => listener(value)), listening: (key: string) => listeners.get(key)?.length ?? 0 };
}

const line = {
  product: { id: 'item-B', code: 'P-B', title: 'Shirt B', images: [], categories: [] },
  sku: { code: 'B', salesPrice: 700, discountedSalesPrice: 0, salesDiscount: 0, attributeValues: [], stocks: [] },
  quantity: 1,
  unitPrice: { original: 700, price: 700, offerId: null, offerName: null },
  subTotal: 700,
  orderType: 'order',
};
const persisted = (items: unknown[]) => ({ items: JSON.stringify(items), quantity: '1', total: '700', _persist: '{"version":-1,"rehydrated":true}' });

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

import type { ShopApi } from '../api/shopApi';
import { ordersSaga } from '../features/orders/ordersSaga';
import { shopperOrdersSaga } from '../features/shopperOrders/shopperOrdersSaga';
import { ordersActions } from '../features/orders/ordersSlice';
import orderTrack from '../pages/orderTrack/orderTrack.route';
import checkout from '../pages/checkout/checkout.route';
import { accountActions } from '../features/account/accountSlice';
import { createRoutes } from './routes';
import type { FeatureSaga } from '../app/deps';
import { createAppStore, setupStore } from './store';
import type { AppStore } from './shopStore';
import { cartActions } from '../features/cart/cartSlice';
import { fakeDeps, memoryStorage } from '../test/fakes';
import { ONLINE } from '../test/items';
import { readConfig } from '../app/config';

const line = {
  product: { id: 'item-1', code: 'P-1', title: 'Warfaze Tee', images: ['/images/1.svg'], categories: [] },
  sku: { code: 'SKU-1', salesPrice: 900, discountedSalesPrice: 0, salesDiscount: 0, attributeValues: [], stocks: [] },
  quantity: 2,
  unitPrice: { original: 900, price: 900, offerId: null, offerName: null },
  orderType: 'order' as const,
};

/** A store started on `data` in storage, once the stored cart is back; `meanwhile` dispatches before it comes. */
async function startWith(data: Record<string, string>, deps = fakeDeps(), meanwhile: (store: AppStore) => void = () => {}) {
  const storage = memoryStorage(data);
  const { store, persistor } = setupStore(deps, storage);
  meanwhile(store);
  await new Promise<void>((resolve) => {
    if (persistor.getState().bootstrapped) return resolve();
    const unsubscribe = persistor.subscribe(() => {
      if (persistor.getState().bootstrapped) {
        unsubscribe();
        resolve();
      }
    });
  });
  return { store, persistor, storage };
}

const persisted = (state: Record<string, unknown>) =>
  JSON.stringify(
    Object.fromEntries(Object.entries({ ...state, _persist: { version: -1, rehydrated: true } }).map(([k, v]) => [k, JSON.stringify(v)])),
  );

describe('store persistence', () => {
  it('keeps the cart under the key "cart", and leaves a stored token to the account saga: never in the store', async () => {
    const { store, persistor, storage } = await startWith({ token: JSON.stringify('secret-token') });
    store.dispatch(cartActions.itemAdded(line));
    await persistor.flush();
    expect(Object.keys(storage.data).sort()).toEqual(['cart', 'token']);
    expect(JSON.parse(JSON.parse(storage.data.cart).items)[0].sku.code).toBe('SKU-1');
    expect(JSON.parse(storage.data.token)).toBe('secret-token');
    expect(JSON.stringify(store.getState())).not.toContain('secret-token');
  });

  it('restores a stored cart, recomputing its totals', async () => {
    const { store } = await startWith({ cart: persisted({ items: [{ ...line, subTotal: 1 }], quantity: 7, total: 5 }) });
    expect(store.getState().cart.items).toHaveLength(1);
    expect(store.getState().cart.total).toBe(1800);
    expect(store.getState().cart.quantity).toBe(2);
  });

  it('keeps what was added before the stored cart came back beside the stored lines, each SKU once', async () => {
    const other = { ...line, sku: { ...line.sku, code: 'SKU-2' }, quantity: 1 };
    // Storage answers after a tick: these come first, as a tap does on a page whose cart chunk is still on its way.
    const { store } = await startWith({ cart: persisted({ items: [line], quantity: 2, total: 1800 }) }, fakeDeps(), (early) => {
      early.dispatch(cartActions.itemAdded(other));
      early.dispatch(cartActions.itemAdded({ ...line, quantity: 1 }));
      expect(early.getState().cart.items.map((each) => each.sku.code)).toEqual(['SKU-2', 'SKU-1']);
    });
    expect(store.getState().cart.items.map((each) => [each.sku.code, each.quantity])).toEqual([
      ['SKU-1', 3],
      ['SKU-2', 1],
    ]);
    expect(store.getState().cart).toMatchObject({ quantity: 4, total: 3600 });
  });

  it('restores a line stored above the shop’s per-line limit at the limit, so the cart shows what the order can hold', async () => {
    const deps = fakeDeps({ config: readConfig({ onlineLocationId: ONLINE, maxUnitsPerLine: 4 }) });
    const { store } = await startWith({ cart: persisted({ items: [{ ...line, quantity: 12 }], quantity: 12, total: 10800 }) }, deps);
    expect(store.getState().cart).toMatchObject({ items: [{ quantity: 4, subTotal: 3600 }], quantity: 4, total: 3600 });
  });

  it.each([
    ['text that is not JSON', '{not json'],
    ['a foreign JSON value', JSON.stringify(['a', 'b'])],
    ['a cart of the wrong shape', persisted({ items: [{ sku: 'x', quantity: -1 }] })],
    ['a number', '42'],
  ])('starts the cart clean from %s', async (_name, raw) => {
    const { store } = await startWith({ cart: raw, token: raw });
    expect(store.getState().cart.items).toEqual([]);
    expect(store.getState().cart.total).toBe(0);
    store.dispatch(cartActions.itemAdded(line));
    expect(store.getState().cart.quantity).toBe(2);
  });

  it('refuses a non-serializable action payload', async () => {
    const { store } = await startWith({});
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    store.dispatch({ type: 'test/withFunction', payload: { callback: () => 1 } });
    expect(spy.mock.calls.some((args) => String(args[0]).includes('non-serializable'))).toBe(true);
    spy.mockRestore();
  });
});

describe('a page’s own sagas', () => {
  const tracking = () => {
    const trackOrder = jest.fn(() => new Promise<never>(() => {}));
    const app = createAppStore(fakeDeps({ api: { trackOrder } as unknown as ShopApi }), memoryStorage());
    const track = () => app.store.dispatch(ordersActions.trackRequested({ invoiceId: 'INV-1', mobile: '01712345678' }));
    return { ...app, trackOrder, track };
  };

  it('do not run in the browser’s store until the page brings them, then run once however often it opens', () => {
    const { startPageSagas, trackOrder, track } = tracking();
    track();
    expect(trackOrder).not.toHaveBeenCalled();
    startPageSagas([ordersSaga]);
    startPageSagas([ordersSaga]);
    track();
    expect(trackOrder).toHaveBeenCalledTimes(1);
  });

  it('the checkout brings what asks for a code to confirm a number, as the account page does', async () => {
    const requestCode = jest.fn(() => new Promise<never>(() => {}));
    const app = createAppStore(fakeDeps({ api: { requestCode } as unknown as ShopApi }), memoryStorage());
    app.startPageSagas(await checkout.sagas!());
    app.store.dispatch(accountActions.codeRequested({ mobile: '01712345678' }));
    expect(requestCode).toHaveBeenCalledWith('01712345678');
  });

  it('are handed on by the route that loads them, before its page renders', async () => {
    const started: FeatureSaga[][] = [];
    const start = jest.fn(async (sagas: Promise<FeatureSaga[]>) => void started.push(await sagas));
    const { loadPages } = createRoutes(start);
    await loadPages(`/${orderTrack.path}?invoiceId=INV-1`, '/');
    expect(started).toEqual([[ordersSaga, shopperOrdersSaga]]);
    // A page visited again brings nothing new: its sagas run once.
    await loadPages(`/${orderTrack.path}`, '/');
    expect(start).toHaveBeenCalledTimes(1);
  });
});

describe('a page’s words', () => {
  it('come before it renders; its later words are asked for with it, once, and not waited for', async () => {
    const asked: string[][] = [];
    const messagesComing = jest.fn((areas: readonly string[]) => {
      asked.push([...areas]);
      // The later words never arrive: the page loads all the same.
      return areas.includes('account') ? new Promise<void>(() => {}) : Promise.resolve();
    });
    const { loadPages } = createRoutes(async () => {}, messagesComing);
    await loadPages(`/${checkout.path}`, '/');
    expect(asked).toEqual([checkout.laterMessages, checkout.messages]);
    await loadPages(`/${checkout.path}`, '/');
    expect(messagesComing).toHaveBeenCalledTimes(2);
  });
});

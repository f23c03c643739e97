import { cartActions } from '../features/cart/cartSlice';
import { outletsActions } from '../features/outlets/outletsSlice';
import { savedActions } from '../features/saved/savedSlice';
import { bandFilter, bigShirt, shopJourney } from '../test/qaJourney';
import { ActionLogError } from './actionLog';
import { replayActionLog } from './replay';

describe('replayActionLog', () => {
  it('rebuilds the screens of a session from its actions alone', () => {
    const { state, replayed, dropped } = replayActionLog({ preloadedState: undefined, actions: shopJourney });
    expect(dropped).toBe(1);
    expect(replayed.map((a) => a.type)).not.toContain('persist/PERSIST');
    expect(state.filters.shop).toEqual(bandFilter);
    expect(state.catalog.lists.shop.items.map((i) => i.id)).toEqual(['a', 'b']);
    expect(state.catalog.lists.shop.status).toBe('loaded');
    expect(state.catalog.details.item?.title).toBe('Artcell Tee');
    expect(state.cart.quantity).toBe(2);
    expect(state.cart.total).toBe(2400);
    expect(state.cart._persist).toEqual({ rehydrated: true });
    expect(state.ui.toasts).toEqual([]);
  });

  it('starts from the recorded state, and REHYDRATE brings in the stored cart', () => {
    const stored = { items: [{ ...bigShirt, subTotal: 2400 }], quantity: 2, total: 2400, _persist: { version: -1, rehydrated: true } };
    const { state } = replayActionLog({
      preloadedState: { ui: { toasts: [], toastCount: 5 } },
      actions: [{ type: 'persist/REHYDRATE', key: 'cart', payload: stored }, cartActions.quantityIncreased({ skuCode: 'a-XXXL' })],
    });
    expect(state.cart.quantity).toBe(3);
    expect(state.cart.total).toBe(3600);
    expect(state.ui.toastCount).toBe(5);
  });

  it('leaves out, and names, starting slices this app does not have', () => {
    const { state, unknownSlices } = replayActionLog({
      preloadedState: { ui: { toasts: [], toastCount: 2 }, wishlist: { ids: [] }, constructor: {} },
      actions: [],
    });
    expect(unknownSlices).toEqual(['wishlist', 'constructor']);
    expect(state).not.toHaveProperty('wishlist');
    expect(state.ui.toastCount).toBe(2);
  });

  it('replays a log recorded before a slice gained a field, the field starting as a fresh store’s', () => {
    const recorded = { list: [{ itemId: 'shirt-a', savedAt: 10 }], unsynced: false, restored: true };
    const { state } = replayActionLog({
      preloadedState: { saved: recorded },
      actions: [savedActions.productRemoved({ itemId: 'shirt-a' }, 20)],
    });
    expect(state.saved).toEqual({ list: [], unsynced: true, removed: [{ itemId: 'shirt-a', removedAt: 20 }], restored: true });
  });

  it('refuses a log from another app', () => {
    expect(() => replayActionLog({ preloadedState: { todos: [] }, actions: [] })).toThrow(ActionLogError);
    expect(() => replayActionLog({ preloadedState: undefined, actions: [{ type: 'todos/added' }] })).toThrow(/not from this storefront/);
  });

  it('names the action a reducer could not replay', () => {
    const broken = { type: outletsActions.branchesLoaded.type, payload: {} };
    expect(() => replayActionLog({ preloadedState: undefined, actions: [cartActions.cleared(), broken] })).toThrow(
      /^Action #1 \(outlets\/branchesLoaded\) cannot be replayed: /,
    );
  });
});

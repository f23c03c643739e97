import reducer, { ITEM_TOAST_MS, uiActions } from './uiSlice';
import { cartActions } from '../cart/cartSlice';

describe('ui toasts', () => {
  it('queues a toast with an id counted in state, and drops it once shown', () => {
    let state = reducer(undefined, uiActions.toastRequested({ kind: 'warning', text: 'common.toast.noMoreStock', durationMs: 1500 }));
    state = reducer(state, uiActions.toastRequested({ kind: 'info', text: 'common.toast.itemAdded' }));
    expect(state.toasts).toEqual([
      { id: 1, kind: 'warning', text: 'common.toast.noMoreStock', durationMs: 1500 },
      { id: 2, kind: 'info', text: 'common.toast.itemAdded', durationMs: 4000 },
    ]);
    state = reducer(state, uiActions.toastShown({ id: 1 }));
    expect(state.toasts.map((t) => t.id)).toEqual([2]);
    expect(state.toastCount).toBe(2);
  });

  it("toasts 'Item added' and 'Item remove' for 1.5 s on cart changes", () => {
    let state = reducer(undefined, cartActions.itemAdded({} as never));
    state = reducer(state, cartActions.itemRemoved({ skuCode: 'x' }));
    expect(state.toasts.map((t) => [t.text, t.durationMs])).toEqual([
      ['common.toast.itemAdded', ITEM_TOAST_MS],
      ['common.toast.itemRemoved', ITEM_TOAST_MS],
    ]);
    expect(ITEM_TOAST_MS).toBe(1500);
  });
});

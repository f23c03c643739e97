import type { UnknownAction } from '@reduxjs/toolkit';
import fc from 'fast-check';
import { cartActions } from '../features/cart/cartSlice';
import { bigShirt, shopJourney } from '../test/qaJourney';
import type { ActionLog } from '../app/recentActions';
import { journeyDifferences, sliceShape, toJourneyFixture, touchedSlices } from './journeyFixture';
import { initialStoreState, replayActionLog } from './replay';

const endOf = (log: ActionLog) => replayActionLog(log).state as unknown as Record<string, unknown>;
const recorded = (actions: UnknownAction[], preloadedState?: Record<string, unknown>) => {
  const log = { preloadedState, actions };
  return toJourneyFixture(log, endOf(log));
};

describe('sliceShape', () => {
  it('lists the paths of nested objects, sorted, not the values nor what a list holds', () => {
    expect(sliceShape({ b: 1, a: { y: 'x', x: null }, list: [{ inside: 1 }] })).toBe('a,a.x,a.y,b,list');
    expect(sliceShape({ b: 2, list: [], a: { x: 3, y: 'z' } })).toBe('a,a.x,a.y,b,list');
  });
});

describe('touchedSlices', () => {
  it('names the slices the actions speak to, the one REHYDRATE brings back, and those another slice’s action changed', () => {
    const log = { preloadedState: undefined, actions: shopJourney };
    // ui answers cart/itemAdded; catalog answers filters/urlChanged and speaks for itself too.
    expect(touchedSlices(log, endOf(log)).sort()).toEqual(['cart', 'catalog', 'filters', 'ui']);
  });

  it('keeps a slice the actions name although it ended as it started', () => {
    const log = { preloadedState: undefined, actions: [cartActions.quantityIncreased({ skuCode: 'not-in-the-cart' })] };
    expect(touchedSlices(log, endOf(log))).toEqual(['cart']);
  });
});

describe('toJourneyFixture', () => {
  it('keeps only the touched slices, of the starting state and of the end, each with its shape', () => {
    const start = { cart: initialStoreState().cart, news: { ...(initialStoreState().news as object), untouched: true } };
    const { log, state } = recorded([cartActions.itemAdded(bigShirt)], start);
    expect(Object.keys(log.preloadedState!)).toEqual(['cart']);
    expect(Object.keys(state.slices).sort()).toEqual(['cart', 'ui']);
    expect(state.shapes.cart).toBe(sliceShape(initialStoreState().cart));
  });
});

describe('journeyDifferences', () => {
  it('is empty for a fixture just recorded, whatever the cart’s steps', () => {
    const step = fc.constantFrom(
      cartActions.itemAdded(bigShirt),
      cartActions.quantityIncreased({ skuCode: bigShirt.sku.code }),
      cartActions.quantityDecreased({ skuCode: bigShirt.sku.code }),
      cartActions.itemRemoved({ skuCode: bigShirt.sku.code }),
      cartActions.cleared(),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 12 }), (actions) => {
        const { log, state } = recorded(actions);
        expect(journeyDifferences(log, state)).toEqual([]);
      }),
    );
  });

  it('names the path where a kept slice parts from the replay, and ignores slices it does not keep', () => {
    const { log, state } = recorded([cartActions.itemAdded(bigShirt)]);
    const keptCart = state.slices.cart as { quantity: number };
    const changed = { ...state, slices: { ...state.slices, cart: { ...keptCart, quantity: 5 } } };
    expect(journeyDifferences(log, changed)).toEqual(['cart.quantity: expected 5, got 2']);
    const withoutUi = { shapes: state.shapes, slices: { cart: state.slices.cart } };
    expect(journeyDifferences({ ...log, actions: [...log.actions, { type: 'ui/toastShown', payload: { id: 9 } }] }, withoutUi)).toEqual([]);
  });

  it('says first that a kept slice’s shape changed since the recording', () => {
    const { log, state } = recorded([cartActions.itemAdded(bigShirt)]);
    const older = { ...state, shapes: { ...state.shapes, cart: 'items,quantity' } };
    expect(journeyDifferences(log, older)[0]).toBe('cart: its shape changed since the recording (npm run record:journeys)');
  });
});

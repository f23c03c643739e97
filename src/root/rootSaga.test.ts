import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import type { ShopApi } from '../api/shopApi';
import { catalogSaga } from '../features/catalog/catalogSaga';
import { checkoutActions } from '../features/checkout/checkoutSlice';
import { discountsActions } from '../features/discounts/discountsSlice';
import { discountsSaga } from '../features/discounts/discountsSaga';
import { newsSaga } from '../features/news/newsSaga';
import { cartSaga } from '../features/cart/cartSaga';
import { savedSaga } from '../features/saved/savedSaga';
import { holdSaga } from '../features/drop/holdSaga';
import { outletsSaga } from '../features/outlets/outletsSaga';
import { typeaheadSaga } from '../features/typeahead/typeaheadSaga';
import { fakeDeps, memoryStorage } from '../test/fakes';
import { createRootReducer } from './rootReducer';
import { rootSaga } from './rootSaga';
import { allPageSagas } from './pageSagas';
import { PAGE_SAGAS } from '../test/pageSagas';

describe('rootSaga', () => {
  it('spawns every feature saga with the dependencies it was given', () => {
    const deps = fakeDeps();
    const everyFeature = [discountsSaga, catalogSaga, typeaheadSaga, newsSaga, outletsSaga, cartSaga, savedSaga, holdSaga];
    // Some look at the store as they start (the saved products come back from storage).
    const run = expectSaga(rootSaga, deps).withReducer(createRootReducer(memoryStorage()));
    return everyFeature.reduce((expected, saga) => expected.spawn(saga, deps), run).silentRun(10);
  });

  it('spawns the pages’ own sagas too when it is given them (the server renders every page)', () => {
    const deps = fakeDeps();
    // Page sagas may look at the store as they start (a promo code kept with the cart is checked).
    const run = expectSaga(rootSaga, deps, PAGE_SAGAS).withReducer(createRootReducer(memoryStorage()));
    return PAGE_SAGAS.reduce((expected, saga) => expected.spawn(saga, deps), run).silentRun(10);
  });

  it('the pages’ own sagas are those the route modules bring, each once', async () => {
    const sagas = await allPageSagas();
    expect(new Set(sagas)).toEqual(new Set(PAGE_SAGAS));
    expect(sagas).toHaveLength(PAGE_SAGAS.length);
  });

  it('keeps the other features running when one feature saga fails', async () => {
    const noDiscounts = { status: 200, networkError: false, body: { list: [], nextPageToken: '', total: 0 } };
    const deps = fakeDeps({
      api: { searchGlobalDiscounts: () => Promise.resolve(noDiscounts) } as unknown as ShopApi,
      // The checkout saga reads the saved form when the checkout opens; a storage that throws then ends that saga.
      sessionStorage: {
        get: () => {
          throw new Error('storage blocked');
        },
        set: () => {},
        remove: () => {},
      },
    });
    const errors: unknown[] = [];
    const sagaMiddleware = createSagaMiddleware({ onError: (error) => errors.push(error) });
    const store = configureStore({
      reducer: createRootReducer(memoryStorage()),
      middleware: (defaults) => defaults().concat(sagaMiddleware),
    });
    sagaMiddleware.run(rootSaga, deps, PAGE_SAGAS);
    store.dispatch(checkoutActions.opened());
    expect(errors).toEqual([new Error('storage blocked')]);

    store.dispatch(discountsActions.loadRequested());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(store.getState().discounts.status).toBe('loaded');
  });
});

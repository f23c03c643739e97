import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import { combineReducers } from '@reduxjs/toolkit';
import reducer, { discountsActions } from './discountsSlice';
import { selectValidDiscounts } from './selectors';
import { discountsSaga, loadDiscounts, DISCOUNT_PAGE_SIZE } from './discountsSaga';
import { MAX_PAGES } from '../shared/paging';
import { fakeDeps } from '../../test/fakes';
import type { GlobalDiscount } from '../../domain/types';

const discount = (id: string, valid = true): GlobalDiscount => ({
  id,
  title: `Offer ${id}`,
  valid,
  type: 'FIXED_CATEGORY',
  discountType: 'PERCENTAGE',
  value: 10,
  categories: [{ categoryId: 'tees' }],
  items: [],
});

const root = combineReducers({ discounts: reducer });
const deps = fakeDeps();
const search = matchers.call.fn(deps.api.searchGlobalDiscounts);

describe('loadDiscounts', () => {
  it('follows nextPageToken through every page and keeps the whole list in the payload', async () => {
    const pages: Record<number, { list: GlobalDiscount[]; nextPageToken: string }> = {
      1: { list: [discount('a'), discount('b', false)], nextPageToken: '2' },
      2: { list: [discount('c')], nextPageToken: '3' },
      3: { list: [discount('d')], nextPageToken: '' },
    };
    const requested: number[] = [];
    const { storeState } = await expectSaga(loadDiscounts, deps)
      .withReducer(root)
      .provide([
        [
          search,
          dynamic(({ args: [request] }) => {
            requested.push(request.page);
            expect(request.size).toBe(DISCOUNT_PAGE_SIZE);
            return { status: 200, networkError: false, body: { ...pages[request.page], total: 4 } };
          }),
        ],
      ])
      .put(discountsActions.loaded({ list: [discount('a'), discount('b', false), discount('c'), discount('d')] }))
      .run();
    expect(requested).toEqual([1, 2, 3]);
    expect(selectValidDiscounts(storeState).map((d) => d.id)).toEqual(['a', 'c', 'd']);
  });

  it('stops after the page bound when the server never ends', async () => {
    let calls = 0;
    await expectSaga(loadDiscounts, deps)
      .withReducer(root)
      .provide([
        [
          search,
          dynamic(
            () => (
              (calls += 1),
              { status: 200, networkError: false, body: { list: [discount(`x${calls}`)], nextPageToken: 'more', total: 999 } }
            ),
          ),
        ],
      ])
      .put.like({ action: { type: discountsActions.loaded.type } })
      .run();
    expect(calls).toBe(MAX_PAGES);
  });

  it('reports a failed page as an error with its status, keeping no partial list', async () => {
    const { storeState } = await expectSaga(loadDiscounts, deps)
      .withReducer(root)
      .provide([
        [
          search,
          dynamic(({ args: [request] }) =>
            request.page === 1
              ? { status: 200, networkError: false, body: { list: [discount('a')], nextPageToken: '2', total: 2 } }
              : { status: 503, networkError: false },
          ),
        ],
      ])
      .put(discountsActions.loadFailed({ status: 503, message: 'common.notLoaded.discounts' }))
      .run();
    expect(storeState.discounts.list).toEqual([]);
    expect(storeState.discounts.status).toBe('failed');
  });

  it('does not fetch again once loaded', async () => {
    await expectSaga(loadDiscounts, deps)
      .withReducer(root, { discounts: { list: [discount('a')], status: 'loaded' as const, error: null } } as ReturnType<typeof root>)
      .provide([[search, throwError(new Error('must not be called'))]])
      .not.call.fn(deps.api.searchGlobalDiscounts)
      .run();
  });
});

describe('discountsSaga', () => {
  it('loads on request, and once only while a load is on its way', async () => {
    let calls = 0;
    const slowPage = () =>
      new Promise((resolve) =>
        setTimeout(() => resolve({ status: 200, networkError: false, body: { list: [discount('a')], nextPageToken: '', total: 1 } }), 20),
      );
    const { storeState } = await expectSaga(discountsSaga, deps)
      .withReducer(root)
      .provide([[search, dynamic(() => ((calls += 1), slowPage()))]])
      .dispatch(discountsActions.loadRequested())
      .dispatch(discountsActions.loadRequested())
      .silentRun(60);
    expect(calls).toBe(1);
    expect(storeState.discounts).toMatchObject({ status: 'loaded', list: [discount('a')] });
  });
});

import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic } from 'redux-saga-test-plan/providers';
import type { ListAnswer } from '../../api/answers';
import type { ApiResult } from '../../api/http';
import type { Item } from '../../domain/types';
import { fakeDeps } from '../../test/fakes';
import { SETTLE_MS } from '../../test/sagas';
import { item } from '../../test/items';
import { shelfSaga } from './shelfSaga';
import shelf, { shelfActions as a } from './shelfSlice';
import { shelfProducts } from './selectors';

const root = combineReducers({ shelf });
const listOf = (items: Item[]): ApiResult<ListAnswer<Item>> => ({
  status: 200,
  networkError: false,
  body: { list: items, total: items.length, page: 1, size: items.length, nextPageToken: '' } as ListAnswer<Item>,
});

/** The saga over a shop that sells `selling`; the ids of each call, in order. */
function shop(selling: Item[], answer = (ids: string[]) => listOf(selling.filter((each) => ids.includes(each.id)))) {
  const deps = fakeDeps();
  const asked: string[][] = [];
  const run = () =>
    expectSaga(shelfSaga, deps)
      .withReducer(root)
      .provide([
        [
          matchers.call.fn(deps.api.itemsByIds),
          dynamic(({ args: [ids] }: { args: [string[]] }) => {
            asked.push(ids);
            return answer(ids);
          }),
        ],
      ]);
  return { run, asked };
}

describe('products by id for the saved and recently viewed lists', () => {
  it('asks once for those not answered yet, in the list’s order, and notes those the shop no longer sells', async () => {
    const [a1, b1] = [item('a'), item('b')];
    const { run, asked } = shop([a1, b1]);
    const { storeState } = await run()
      .dispatch(a.productsRequested({ ids: ['b', 'gone', 'a'] }))
      .delay(20)
      .dispatch(a.productsRequested({ ids: ['a', 'b'] }))
      .silentRun(SETTLE_MS);
    expect(asked).toEqual([['b', 'gone', 'a']]);
    expect(shelfProducts(storeState.shelf, ['b', 'gone', 'a']).map((each) => each.id)).toEqual(['b', 'a']);
    expect(storeState.shelf).toMatchObject({ gone: ['gone'], status: 'loaded' });
  });

  it('offline, says the products could not be loaded, and asks again when asked', async () => {
    let online = false;
    const { run, asked } = shop([item('a')], () => (online ? listOf([item('a')]) : { status: 0, networkError: true }));
    const saga = run().dispatch(a.productsRequested({ ids: ['a'] }));
    const { storeState: offline } = await saga.silentRun(SETTLE_MS);
    expect(offline.shelf).toMatchObject({ status: 'failed', error: { status: 0, message: 'common.unreachable' } });
    online = true;
    const { storeState } = await run()
      .withState(offline)
      .dispatch(a.productsRequested({ ids: ['a'] }))
      .silentRun(SETTLE_MS);
    expect(asked).toEqual([['a'], ['a']]);
    expect(storeState.shelf).toMatchObject({ status: 'loaded', error: null });
  });
});

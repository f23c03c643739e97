import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import { fakeDeps, fakeTabs } from '../../test/fakes';
import { SETTLE_MS } from '../../test/sagas';
import catalog, { catalogActions } from '../catalog/catalogSlice';
import { RECENT_KEY, recentSaga } from './recentSaga';
import recent, { recentActions } from './recentSlice';

const root = combineReducers({ catalog, recent });
const start = () => root(undefined, { type: 'init' });
const opened = (id: string) => catalogActions.productViewed({ id });

describe('products seen lately', () => {
  it('keeps the products opened, newest first, in browser storage only: the shop is never asked', async () => {
    const deps = fakeDeps();
    deps.storage.set(RECENT_KEY, ['b', 'a']);
    const { storeState } = await expectSaga(recentSaga, deps)
      .withReducer(root, start())
      .delay(5)
      .dispatch(opened('c'))
      .dispatch(opened('a'))
      .silentRun(SETTLE_MS);
    expect(storeState.recent.ids).toEqual(['a', 'c', 'b']);
    expect(deps.storage.get(RECENT_KEY)).toEqual(['a', 'c', 'b']);
  });

  it('keeps a product opened before the stored list came back ahead of it', async () => {
    const deps = fakeDeps();
    deps.storage.set(RECENT_KEY, ['a', 'b']);
    const { storeState } = await expectSaga(recentSaga, deps)
      .withReducer(root, root(start(), opened('b')))
      .silentRun(SETTLE_MS);
    expect(storeState.recent.ids).toEqual(['b', 'a']);
    expect(deps.storage.get(RECENT_KEY)).toEqual(['b', 'a']);
  });

  it('takes what another tab opened, and reads anything else stored as no list', async () => {
    const other = fakeTabs();
    const deps = fakeDeps({ otherTabs: other.tabs });
    deps.storage.set(RECENT_KEY, { not: 'a list' });
    const run = expectSaga(recentSaga, deps)
      .withReducer(root, start())
      .put(recentActions.restored({ ids: [] }))
      .put(recentActions.changedInAnotherTab({ ids: ['x', 'y'] }))
      .silentRun(SETTLE_MS);
    await new Promise((resolve) => setTimeout(resolve, 20));
    other.write(RECENT_KEY, ['x', 'y', 'x', 42]);
    const { storeState } = await run;
    expect(storeState.recent.ids).toEqual(['x', 'y']);
  });
});

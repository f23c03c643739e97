import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic } from 'redux-saga-test-plan/providers';
import type { ApiResult } from '../../api/http';
import type { SavedProduct } from '../../domain/savedProducts';
import { fakeDeps, fakeTabs } from '../../test/fakes';
import { customer } from '../../test/orders';
import { SETTLE_MS } from '../../test/sagas';
import account, { accountActions } from '../account/accountSlice';
import { savedSaga, SEND_AFTER_MS } from './savedSaga';
import saved, { savedActions as a } from './savedSlice';
import { SAVED_KEY } from './storedSaved';

const root = combineReducers({ account, saved });
type State = ReturnType<typeof root>;
const start = (...actions: Parameters<typeof root>[1][]): State => actions.reduce(root, root(undefined, { type: 'init' }));
const signedIn = accountActions.signedIn({ customer: customer(), signedInBy: 'password' });
const sessionChecked = accountActions.sessionChecked({ customer: customer(), signedInBy: 'password' });

const entry = (itemId: string, savedAt: number): SavedProduct => ({ itemId, savedAt });
const answer = (items: SavedProduct[]): ApiResult<{ items: SavedProduct[] }> => ({ status: 200, networkError: false, body: { items } });
const offline: ApiResult<{ items: SavedProduct[] }> = { status: 0, networkError: true };

/** The saga over a browser whose storage holds `stored`, the account answering `accountList`; every PUT, in order. */
function browser(stored: unknown, accountList: () => ApiResult<{ items: SavedProduct[] }>, put = (list: SavedProduct[]) => answer(list)) {
  const deps = fakeDeps();
  if (stored !== undefined) deps.storage.set(SAVED_KEY, stored);
  const sent: SavedProduct[][] = [];
  return {
    deps,
    sent,
    run: (state: State) =>
      expectSaga(savedSaga, deps)
        .withReducer(root, state)
        .provide([
          [matchers.call.fn(deps.api.savedProducts), dynamic(accountList)],
          [
            matchers.call.fn(deps.api.saveProducts),
            dynamic(({ args: [list] }: { args: [SavedProduct[]] }) => {
              sent.push(list);
              return put(list);
            }),
          ],
        ]),
  };
}

describe('saved products in the browser', () => {
  it('comes back from storage as the page starts; a product saved before it arrived stays saved', async () => {
    const { run, deps } = browser({ list: [entry('a', 10)], unsynced: false }, () => offline);
    const { storeState } = await run(start(a.productSaved('b', 20))).silentRun(SETTLE_MS);
    expect(storeState.saved).toEqual({ list: [entry('b', 20), entry('a', 10)], unsynced: true, removed: [], restored: true });
    expect(deps.storage.get(SAVED_KEY)).toEqual({ list: [entry('b', 20), entry('a', 10)], unsynced: true, removed: [] });
  });

  it('reads a corrupt or foreign stored value as no list, and keeps what can be read of a damaged one', async () => {
    for (const [stored, list] of [
      ['{not json', []],
      [{ list: 'a' }, []],
      [{ list: [entry('a', 1), { itemId: '../x', savedAt: 2 }, { itemId: 'b' }, null, entry('c', 3)] }, [entry('c', 3), entry('a', 1)]],
    ] as const) {
      const { run } = browser(stored, () => offline);
      const { storeState } = await run(start()).silentRun(SETTLE_MS);
      expect(storeState.saved.list).toEqual(list);
    }
  });

  it('reads back the removals it keeps, leaving out what is not one', async () => {
    const stored = {
      list: [],
      unsynced: true,
      removed: [{ itemId: 'a', removedAt: 5 }, { itemId: '../x', removedAt: 1 }, { itemId: 'b' }, 'c'],
    };
    const { run } = browser(stored, () => offline);
    const { storeState } = await run(start()).silentRun(SETTLE_MS);
    expect(storeState.saved.removed).toEqual([{ itemId: 'a', removedAt: 5 }]);
  });

  it('stores each change, and takes the list another tab stored without storing it again', async () => {
    const other = fakeTabs();
    const deps = fakeDeps({ otherTabs: other.tabs });
    const writes: unknown[] = [];
    const set = deps.storage.set;
    deps.storage.set = (key, value) => {
      writes.push(value);
      set(key, value);
    };
    const run = expectSaga(savedSaga, deps).withReducer(root, start()).delay(5).dispatch(a.productSaved('a', 10)).silentRun(SETTLE_MS);
    await new Promise((resolve) => setTimeout(resolve, 20));
    other.write(SAVED_KEY, { list: [entry('x', 30)], unsynced: true });
    const { storeState } = await run;
    expect(writes).toEqual([{ list: [entry('a', 10)], unsynced: true, removed: [] }]);
    expect(storeState.saved).toEqual({ list: [entry('x', 30)], unsynced: true, removed: [], restored: true });
  });

  it('sends nothing to the server while signed out', async () => {
    const { run, sent } = browser(undefined, () => answer([]));
    await run(start())
      .dispatch(a.productSaved('a', 10))
      .silentRun(SEND_AFTER_MS + SETTLE_MS);
    expect(sent).toEqual([]);
  });
});

describe('saved products with the account', () => {
  it('at sign-in merges the browser’s list with the account’s and sends the result', async () => {
    const { run, sent } = browser({ list: [entry('a', 10), entry('b', 5)], unsynced: true }, () =>
      answer([entry('b', 30), entry('c', 20)]),
    );
    const { storeState } = await run(start()).dispatch(signedIn).silentRun(SETTLE_MS);
    const merged = [entry('b', 30), entry('c', 20), entry('a', 10)];
    expect(sent).toEqual([merged]);
    expect(storeState.saved).toEqual({ list: merged, unsynced: false, removed: [], restored: true });
  });

  it('on a later page takes the account’s list as it is, so a product removed on another phone stays removed', async () => {
    const { run, sent } = browser({ list: [entry('a', 10), entry('b', 5)], unsynced: false }, () => answer([entry('b', 5)]));
    const { storeState } = await run(start()).dispatch(sessionChecked).silentRun(SETTLE_MS);
    expect(sent).toEqual([]);
    expect(storeState.saved.list).toEqual([entry('b', 5)]);
  });

  it('on a later page merges in the changes this browser could not send, then sends them', async () => {
    const { run, sent } = browser({ list: [entry('a', 10)], unsynced: true }, () => answer([entry('b', 5)]));
    const { storeState } = await run(start()).dispatch(sessionChecked).silentRun(SETTLE_MS);
    expect(sent).toEqual([[entry('a', 10), entry('b', 5)]]);
    expect(storeState.saved.unsynced).toBe(false);
  });

  it('a product removed before the account’s list arrives stays removed, and the account is told', async () => {
    const { run, sent } = browser({ list: [entry('a', 10), entry('b', 5)], unsynced: false }, () =>
      answer([entry('a', 10), entry('b', 5)]),
    );
    const { storeState } = await run(start())
      .dispatch(a.productRemoved({ itemId: 'a' }, 20))
      .dispatch(sessionChecked)
      .silentRun(SEND_AFTER_MS + SETTLE_MS);
    expect(sent).toEqual([[entry('b', 5)]]);
    expect(storeState.saved).toMatchObject({ list: [entry('b', 5)], unsynced: false });
  });

  it('a list the account read before a removal it has since taken does not bring the product back', async () => {
    // Sent first, the removal reaches the account; the list read at the page's start arrives after.
    const { run, sent } = browser({ list: [entry('a', 10), entry('b', 5)], unsynced: false }, () =>
      answer([entry('a', 10), entry('b', 5)]),
    );
    // Real timers: the margins leave room for a machine busy with other suites (no further send can come in them).
    const { storeState } = await run(start(signedIn))
      .dispatch(a.productRemoved({ itemId: 'a' }, 20))
      .delay(SEND_AFTER_MS + 2 * SETTLE_MS)
      .dispatch(sessionChecked)
      .silentRun(SEND_AFTER_MS + 3 * SETTLE_MS);
    expect(sent).toEqual([[entry('b', 5)], [entry('b', 5)]]);
    expect(storeState.saved).toMatchObject({ list: [entry('b', 5)], unsynced: false, removed: [{ itemId: 'a', removedAt: 20 }] });
  });

  it('forgets a removal once a read of the account’s list shows it taken', async () => {
    const stored = { list: [entry('b', 5)], unsynced: false, removed: [{ itemId: 'a', removedAt: 20 }] };
    const { run, sent } = browser(stored, () => answer([entry('b', 5)]));
    const { storeState } = await run(start()).dispatch(sessionChecked).silentRun(SETTLE_MS);
    expect(sent).toEqual([]);
    expect(storeState.saved).toMatchObject({ list: [entry('b', 5)], unsynced: false, removed: [] });
  });

  it('a removal this browser could not send is sent on a later page, unless the product was saved again since', async () => {
    const stored = {
      list: [entry('c', 1)],
      unsynced: true,
      removed: [
        { itemId: 'a', removedAt: 20 },
        { itemId: 'b', removedAt: 20 },
      ],
    };
    const { run, sent } = browser(stored, () => answer([entry('a', 10), entry('b', 30), entry('c', 1)]));
    const { storeState } = await run(start()).dispatch(sessionChecked).silentRun(SETTLE_MS);
    expect(sent).toEqual([[entry('b', 30), entry('c', 1)]]);
    expect(storeState.saved).toMatchObject({ list: [entry('b', 30), entry('c', 1)], unsynced: false });
  });

  it('sends taps in a row as one list, once they stop', async () => {
    const { run, sent } = browser(undefined, () => answer([]));
    const { storeState } = await run(start(signedIn))
      .dispatch(a.productSaved('a', 10))
      .dispatch(a.productSaved('b', 11))
      .dispatch(a.productRemoved({ itemId: 'a' }))
      .silentRun(SEND_AFTER_MS + SETTLE_MS);
    expect(sent).toEqual([[entry('b', 11)]]);
    expect(storeState.saved.unsynced).toBe(false);
  });

  it('offline, keeps the list and marks it unsent, for the next page to send', async () => {
    const { run, sent, deps } = browser(
      undefined,
      () => offline,
      () => offline,
    );
    const { storeState } = await run(start(signedIn))
      .dispatch(a.productSaved('a', 10))
      .put(a.accountSyncFailed({ status: 0, message: 'common.unreachable' }))
      .silentRun(SEND_AFTER_MS + SETTLE_MS);
    expect(sent).toEqual([[entry('a', 10)]]);
    expect(storeState.saved).toMatchObject({ list: [entry('a', 10)], unsynced: true });
    expect(deps.storage.get(SAVED_KEY)).toEqual({ list: [entry('a', 10)], unsynced: true, removed: [] });
  });

  it('a session the server no longer knows ends: the shopper is signed out, the browser keeps the list', async () => {
    const ended: ApiResult<{ items: SavedProduct[] }> = {
      status: 401,
      networkError: false,
      body: { error: 'Your session has ended' } as never,
    };
    const { run, deps } = browser({ list: [entry('a', 10)], unsynced: true }, () => ended);
    deps.storage.set('token', 'old-token');
    const { storeState } = await run(start()).dispatch(sessionChecked).silentRun(SETTLE_MS);
    expect(storeState.account).toMatchObject({ session: 'signedOut', signedOutBecause: 'ended' });
    expect(deps.storage.get('token')).toBeNull();
    expect(storeState.saved).toMatchObject({ list: [entry('a', 10)], unsynced: true });
  });

  it('a change made while the list was on its way still waits to be sent', () => {
    const sending = [entry('a', 10)];
    const state = [a.productSaved('a', 10), a.productSaved('b', 11), a.accountSynced({ list: sending })].reduce(
      saved,
      saved(undefined, { type: 'init' }),
    );
    expect(state.unsynced).toBe(true);
  });
});

import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic } from 'redux-saga-test-plan/providers';
import type { Branch } from '../../domain/types';
import { fakeDeps } from '../../test/fakes';
import { expectNoCall, SETTLE_MS } from '../../test/sagas';
import { outletsSaga } from './outletsSaga';
import { loadOutletPage, outletPageSaga } from './outletPageSaga';
import { MAX_PAGES } from '../shared/paging';
import reducer, { outletsActions, type OutletLocation } from './outletsSlice';
import { selectOutletMenu } from './selectors';

const root = combineReducers({ outlets: reducer });
const deps = fakeDeps();
const searchBranches = matchers.call.fn(deps.api.searchBranches);
const searchLocations = matchers.call.fn(deps.api.searchLocations);

const place = (id: string, type = 'SHOWROOM'): OutletLocation => ({
  id,
  name: `Outlet ${id}`,
  address: `Road ${id}, Dhaka`,
  lat: 23.75,
  lon: 90.39,
  type,
  stockLocations: [{ id: `loc-${id}` }],
  branchId: `branch-${id}`,
});
const ok = (list: OutletLocation[], nextPageToken = '') => ({
  status: 200,
  networkError: false,
  body: { list, nextPageToken, total: list.length },
});
const ids = (list: { id: string }[]) => list.map((l) => l.id);

describe('the OUTLET menu branches', () => {
  it('searches page 1 of 100 once and lists only showrooms, each opening its first stock location', async () => {
    const requests: unknown[] = [];
    const branches: Branch[] = [
      place('w', 'WAREHOUSE'),
      place('a'),
      place('b', 'FRANCHISE_SHOWROOM'),
      { ...place('c'), stockLocations: [{ id: 'first' }, { id: 'second' }] },
    ];
    const { storeState } = await expectSaga(outletsSaga, deps)
      .withReducer(root)
      .provide([[searchBranches, dynamic(({ args: [r] }) => (requests.push(r), ok(branches)))]])
      .dispatch(outletsActions.branchesRequested())
      .delay(10)
      .dispatch(outletsActions.branchesRequested())
      .silentRun(SETTLE_MS);
    expect(requests).toEqual([{ page: 1, size: 100 }]);
    const menu = selectOutletMenu(storeState);
    expect(menu.status).toBe('loaded');
    expect(menu.entries.map((e) => e.key)).toEqual(['a', 'b', 'c']);
    expect(menu.entries[2].path).toBe('/branch?locationId=first&name=Outlet+c&type=outlet&branchId=c');
  });

  it('reports a failure as {status, message} and tries again on the next request', async () => {
    let calls = 0;
    const { storeState } = await expectSaga(outletsSaga, deps)
      .withReducer(root)
      .provide([[searchBranches, dynamic(() => (++calls === 1 ? { status: 503, networkError: false } : ok([place('a')])))]])
      .put(outletsActions.branchesFailed({ status: 503, message: 'common.notLoaded.outlets' }))
      .dispatch(outletsActions.branchesRequested())
      .delay(10)
      .dispatch(outletsActions.branchesRequested())
      .silentRun(SETTLE_MS);
    expect(calls).toBe(2);
    expect(selectOutletMenu(storeState).entries.map((e) => e.key)).toEqual(['a']);
  });
});

describe('the outlet page', () => {
  it('asks for showrooms 8 a page, keeps only showrooms, and Load More appends until the token runs out', async () => {
    const requests: { page: number; size: number; filters: unknown }[] = [];
    const pages: Record<number, ReturnType<typeof ok>> = {
      1: ok([place('1'), place('2'), place('wh', 'WAREHOUSE'), place('3', 'FRANCHISE_SHOWROOM')], 'p2'),
      2: ok([place('4'), place('3')]),
    };
    const { storeState } = await expectSaga(outletPageSaga, deps)
      .withReducer(root)
      .provide([[searchLocations, dynamic(({ args: [r] }) => (requests.push(r), pages[r.page]))]])
      .dispatch(outletsActions.pageRequested())
      .delay(10)
      .dispatch(outletsActions.moreRequested())
      .delay(10)
      .dispatch(outletsActions.moreRequested())
      .silentRun(SETTLE_MS);
    expect(requests.map((r) => [r.page, r.size])).toEqual([
      [1, 8],
      [2, 8],
    ]);
    expect(requests[0].filters).toEqual([{ field: 'type', values: ['SHOWROOM', 'FRANCHISE_SHOWROOM'] }]);
    expect(ids(storeState.outlets.page.items)).toEqual(['1', '2', '3', '4']);
    expect(storeState.outlets.page).toMatchObject({ status: 'loaded', nextPageToken: '', page: 2 });
  });

  it('keeps a loaded page when the shopper comes back to it', async () => {
    let calls = 0;
    await expectSaga(outletPageSaga, deps)
      .withReducer(root)
      .provide([[searchLocations, dynamic(() => (calls++, ok([place('1')], 'p2')))]])
      .dispatch(outletsActions.pageRequested())
      .delay(10)
      .dispatch(outletsActions.pageRequested())
      .silentRun(SETTLE_MS);
    expect(calls).toBe(1);
  });

  it('moves on at once past a page with no showroom on it while a token remains', async () => {
    const pages: Record<number, ReturnType<typeof ok>> = {
      1: ok([place('w1', 'WAREHOUSE')], 'p2'),
      2: ok([place('w2', 'WAREHOUSE')], 'p3'),
      3: ok([place('5')], 'p4'),
    };
    const { storeState } = await expectSaga(outletPageSaga, deps)
      .withReducer(root)
      .provide([[searchLocations, dynamic(({ args: [r] }) => pages[r.page])]])
      .put(outletsActions.pageLoaded({ page: 1, list: pages[1].body.list, nextPageToken: 'p2', more: true }))
      .put(outletsActions.pageLoaded({ page: 3, list: pages[3].body.list, nextPageToken: 'p4', more: false }))
      .dispatch(outletsActions.pageRequested())
      .silentRun(50);
    expect(ids(storeState.outlets.page.items)).toEqual(['5']);
    expect(storeState.outlets.page).toMatchObject({ status: 'loaded', page: 3, nextPageToken: 'p4' });
  });

  it('keeps the outlets it has when a page fails, and Load More tries that page again', async () => {
    const requested: number[] = [];
    let failNext = true;
    const { storeState } = await expectSaga(outletPageSaga, deps)
      .withReducer(root)
      .provide([
        [
          searchLocations,
          dynamic(({ args: [r] }) => {
            requested.push(r.page);
            if (r.page === 1) return ok([place('1')], 'p2');
            if (failNext) return ((failNext = false), { status: 0, networkError: true });
            return ok([place('2')]);
          }),
        ],
      ])
      .put(outletsActions.pageFailed({ status: 0, message: 'common.unreachable' }))
      .dispatch(outletsActions.pageRequested())
      .delay(10)
      .dispatch(outletsActions.moreRequested())
      .delay(10)
      .dispatch(outletsActions.moreRequested())
      .silentRun(SETTLE_MS);
    expect(requested).toEqual([1, 2, 2]);
    expect(ids(storeState.outlets.page.items)).toEqual(['1', '2']);
    expect(storeState.outlets.page.status).toBe('loaded');
  });

  it('ignores a page answer that is not the next page (a stale or replayed action)', () => {
    const loading = reducer(undefined, outletsActions.pageRequested());
    const stale = reducer(loading, outletsActions.pageLoaded({ page: 2, list: [place('x')], nextPageToken: '', more: false }));
    expect(stale).toBe(loading);
  });

  it(`gives up after ${MAX_PAGES} pages in a row with no showroom, and leaves Load More to the shopper`, async () => {
    const pages: number[] = [];
    const { storeState } = await expectSaga(outletPageSaga, deps)
      .withReducer(root)
      .provide([
        [searchLocations, dynamic(({ args: [r] }) => (pages.push(r.page), ok([place(`w${r.page}`, 'WAREHOUSE')], `p${r.page + 1}`)))],
      ])
      .put(
        outletsActions.pageLoaded({
          page: MAX_PAGES,
          list: [place(`w${MAX_PAGES}`, 'WAREHOUSE')],
          nextPageToken: `p${MAX_PAGES + 1}`,
          more: false,
        }),
      )
      .dispatch(outletsActions.pageRequested())
      .silentRun(50);
    expect(pages).toEqual(Array.from({ length: MAX_PAGES }, (_, i) => i + 1));
    expect(storeState.outlets.page).toMatchObject({ status: 'loaded', page: MAX_PAGES, items: [] });
  });

  it('calls nothing on Load More after the last page', () => {
    const lastPage = outletsActions.pageLoaded({ page: 1, list: [place('1')], nextPageToken: '', more: false });
    return expectNoCall(
      root,
      loadOutletPage,
      deps,
      [outletsActions.pageRequested(), lastPage, outletsActions.moreRequested()],
      deps.api.searchLocations,
    );
  });
});

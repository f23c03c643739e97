import { combineReducers, type Action } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic } from 'redux-saga-test-plan/providers';
import reducer, { catalogActions, requestKeyOf, type ListKey } from './catalogSlice';
import { DEFAULT_FILTERS } from '../../domain/shopFilters';
import { filtersActions } from '../filters/filtersSlice';
import { catalogSaga, loadBranchLocation, loadListPage, MAX_EMPTY_PAGES } from './catalogSaga';
import { loadDetails, productDetailsSaga } from './productDetailsSaga';
import { selectMatchCount } from './selectors';
import { fakeDeps } from '../../test/fakes';
import { item, ONLINE, sku } from '../../test/items';
import type { OutletStockSearchRequest } from '../../domain/requests';
import type { Item } from '../../domain/types';
import { relatedBandSearch, relatedProductsSearch } from '../../domain/searchPayload';
import { expectNoCall, SETTLE_MS, type Worker } from '../../test/sagas';

const root = combineReducers({ catalog: reducer });
type Root = ReturnType<typeof root>;
const deps = fakeDeps();
const search = matchers.call.fn(deps.api.searchOutletStock);
const request = (query: string): OutletStockSearchRequest => ({ page: 1, size: 20, query, status: 'ACTIVE', nonZeroStockOnly: true });
const ok = (list: Item[], nextPageToken = '') => ({ status: 200, networkError: false, body: { list, nextPageToken, total: 99 } });
const location = { id: 'loc-1', name: 'Jamuna Future Park', address: 'Dhaka', lat: 23.8, lon: 90.4, type: 'SHOWROOM', stockLocations: [] };
const ids = (state: Root, list: ListKey = 'shop') => state.catalog.lists[list].items.map((i) => i.id);

describe('catalog lists', () => {
  it('searches page 1 for a new search, then Load More asks for the next page and appends it', async () => {
    const pages: number[] = [];
    const { storeState } = await expectSaga(catalogSaga, deps)
      .withReducer(root)
      .provide([
        [
          search,
          dynamic(({ args: [r] }) => (pages.push(r.page), r.page === 1 ? ok([item('a'), item('b')], '2') : ok([item('b'), item('c')]))),
        ],
      ])
      .dispatch(catalogActions.listRequested({ list: 'shop', request: request('warfaze') }))
      .delay(10)
      .dispatch(catalogActions.moreRequested({ list: 'shop' }))
      .silentRun(SETTLE_MS);
    expect(pages).toEqual([1, 2]);
    expect(ids(storeState)).toEqual(['a', 'b', 'c']);
    expect(storeState.catalog.lists.shop).toMatchObject({ page: 2, nextPageToken: '', status: 'loaded' });
  });

  it('empties the list and starts again at page 1 when the search changes', async () => {
    const { storeState } = await expectSaga(catalogSaga, deps)
      .withReducer(root)
      .provide([[search, dynamic(({ args: [r] }) => ok([item(`${r.query}-${r.page}`)], '2'))]])
      .dispatch(catalogActions.listRequested({ list: 'shop', request: request('x') }))
      .delay(10)
      .dispatch(catalogActions.moreRequested({ list: 'shop' }))
      .delay(10)
      .dispatch(catalogActions.listRequested({ list: 'shop', request: request('y') }))
      .silentRun(SETTLE_MS);
    expect(ids(storeState)).toEqual(['y-1']);
    expect(storeState.catalog.lists.shop.page).toBe(1);
  });

  it('keeps a loaded list and fetches nothing when the same search comes back (Back)', async () => {
    const loaded = root(undefined, catalogActions.listRequested({ list: 'shop', request: request('x') }));
    const withItems = root(
      loaded,
      catalogActions.pageLoaded({
        list: 'shop',
        requestKey: requestKeyOf(request('x')),
        page: 2,
        items: [item('a')],
        nextPageToken: '3',
        more: false,
      }),
    );
    const { storeState } = await expectSaga(catalogSaga, deps)
      .withReducer(root, withItems)
      .not.call.fn(deps.api.searchOutletStock)
      .dispatch(catalogActions.listRequested({ list: 'shop', request: { ...request('x'), page: 1 } }))
      .silentRun(30);
    expect(storeState.catalog.lists.shop).toMatchObject({ page: 2, nextPageToken: '3', status: 'loaded' });
  });

  it('does not restart a search already on its way when the same search is asked again (a page re-rendering)', async () => {
    const asked: string[] = [];
    const { storeState } = await expectSaga(catalogSaga, deps)
      .withReducer(root)
      .provide([
        [
          search,
          dynamic(({ args: [r] }) => (asked.push(r.query), new Promise((resolve) => setTimeout(() => resolve(ok([item('a')])), 20)))),
        ],
      ])
      .dispatch(catalogActions.listRequested({ list: 'shop', request: request('x') }))
      .dispatch(catalogActions.listRequested({ list: 'shop', request: request('x') }))
      .delay(5)
      .dispatch(catalogActions.listRequested({ list: 'shop', request: request('x') }))
      .silentRun(SETTLE_MS);
    expect(asked).toEqual(['x']);
    expect(storeState.catalog.lists.shop).toMatchObject({ status: 'loaded', page: 1 });
    expect(ids(storeState)).toEqual(['a']);
  });

  it('lets the latest search win: a slower earlier answer never lands', async () => {
    const { storeState } = await expectSaga(catalogSaga, deps)
      .withReducer(root)
      .provide([
        [
          search,
          dynamic(({ args: [r] }) =>
            r.query === 'slow' ? new Promise((resolve) => setTimeout(() => resolve(ok([item('old')])), 40)) : ok([item('new')]),
          ),
        ],
      ])
      .dispatch(catalogActions.listRequested({ list: 'shop', request: request('slow') }))
      .dispatch(catalogActions.listRequested({ list: 'shop', request: request('fast') }))
      .silentRun(100);
    expect(ids(storeState)).toEqual(['new']);
  });

  it('fetches again while pages come back empty with a token, and puts every answer', async () => {
    const pages: number[] = [];
    await expectSaga(catalogSaga, deps)
      .withReducer(root)
      .provide([
        [search, dynamic(({ args: [r] }) => (pages.push(r.page), r.page < 3 ? ok([], String(r.page + 1)) : ok([item('late')], '4')))],
      ])
      .put(
        catalogActions.pageLoaded({
          list: 'shop',
          requestKey: requestKeyOf(request('q')),
          page: 1,
          items: [],
          nextPageToken: '2',
          more: true,
          total: 99,
        }),
      )
      .put(
        catalogActions.pageLoaded({
          list: 'shop',
          requestKey: requestKeyOf(request('q')),
          page: 3,
          items: [item('late')],
          nextPageToken: '4',
          more: false,
          total: 99,
        }),
      )
      .dispatch(catalogActions.listRequested({ list: 'shop', request: request('q') }))
      .silentRun(50);
    expect(pages).toEqual([1, 2, 3]);
  });

  it('loads pages up to the one a reloaded URL names, and no further than the last page', async () => {
    const pages: number[] = [];
    const { storeState } = await expectSaga(catalogSaga, deps)
      .withReducer(root)
      .provide([[search, dynamic(({ args: [r] }) => (pages.push(r.page), ok([item(`p${r.page}`)], r.page < 2 ? String(r.page + 1) : '')))]])
      .dispatch(filtersActions.urlChanged({ list: 'shop', filters: { ...DEFAULT_FILTERS, query: 'q' }, pages: 3, locationId: '' }))
      .silentRun(50);
    expect(pages).toEqual([1, 2]);
    expect(ids(storeState)).toEqual(['p1', 'p2']);
    expect(storeState.catalog.lists.shop).toMatchObject({ page: 2, status: 'loaded' });
  });

  it('gives up after a bounded number of empty pages', async () => {
    let calls = 0;
    const { storeState } = await expectSaga(catalogSaga, deps)
      .withReducer(root)
      .provide([[search, dynamic(() => ((calls += 1), ok([], 'again')))]])
      .dispatch(catalogActions.listRequested({ list: 'shop', request: request('q') }))
      .silentRun(50);
    expect(calls).toBe(MAX_EMPTY_PAGES);
    expect(storeState.catalog.lists.shop.status).toBe('loaded');
    expect(storeState.catalog.lists.shop.nextPageToken).toBe('again');
  });

  it('stops loading and keeps the list when a page fails', async () => {
    const { storeState } = await expectSaga(catalogSaga, deps)
      .withReducer(root)
      .provide([[search, dynamic(({ args: [r] }) => (r.page === 1 ? ok([item('a')], '2') : { status: 0, networkError: true }))]])
      .dispatch(catalogActions.listRequested({ list: 'shop', request: request('q') }))
      .delay(10)
      .dispatch(catalogActions.moreRequested({ list: 'shop' }))
      .silentRun(SETTLE_MS);
    expect(ids(storeState)).toEqual(['a']);
    expect(storeState.catalog.lists.shop.status).toBe('failed');
    expect(storeState.catalog.lists.shop.error?.status).toBe(0);
  });

  it('Load More after a failed page asks that page again', async () => {
    const pages: number[] = [];
    let down = true;
    const { storeState } = await expectSaga(catalogSaga, deps)
      .withReducer(root)
      .provide([
        [
          search,
          dynamic(
            ({ args: [r] }) => (
              pages.push(r.page),
              r.page === 2 && down ? ((down = false), { status: 0, networkError: true }) : ok([item(`p${r.page}`)], r.page === 1 ? '2' : '')
            ),
          ),
        ],
      ])
      .dispatch(catalogActions.listRequested({ list: 'shop', request: request('q') }))
      .delay(10)
      .dispatch(catalogActions.moreRequested({ list: 'shop' }))
      .delay(10)
      .dispatch(catalogActions.moreRequested({ list: 'shop' }))
      .silentRun(SETTLE_MS);
    expect(pages).toEqual([1, 2, 2]);
    expect(ids(storeState)).toEqual(['p1', 'p2']);
    expect(storeState.catalog.lists.shop).toMatchObject({ status: 'loaded', page: 2, error: null });
  });

  it("a failed first page is asked again by Load More (the grid's Try again)", async () => {
    let down = true;
    const { storeState } = await expectSaga(catalogSaga, deps)
      .withReducer(root)
      .provide([[search, dynamic(() => (down ? ((down = false), { status: 503, networkError: false, body: {} }) : ok([item('a')])))]])
      .dispatch(catalogActions.listRequested({ list: 'shop', request: request('q') }))
      .delay(10)
      .dispatch(catalogActions.moreRequested({ list: 'shop' }))
      .silentRun(SETTLE_MS);
    expect(ids(storeState)).toEqual(['a']);
    expect(storeState.catalog.lists.shop).toMatchObject({ status: 'loaded', page: 1 });
  });

  it('counts empty pages in a row, not in total, while it loads up to the page a URL names', async () => {
    const pages: number[] = [];
    const { storeState } = await expectSaga(catalogSaga, deps)
      .withReducer(root)
      .provide([
        [search, dynamic(({ args: [r] }) => (pages.push(r.page), ok(r.page === 1 || r.page === 6 ? [item(`p${r.page}`)] : [], 'more')))],
      ])
      .dispatch(filtersActions.urlChanged({ list: 'shop', filters: { ...DEFAULT_FILTERS, query: 'q' }, pages: 10, locationId: '' }))
      .silentRun(50);
    // Pages 2 to 5 are four empty pages; page 6 has items; pages 7 to 11 are the fifth empty page in a row.
    expect(pages).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(ids(storeState)).toEqual(['p1', 'p6']);
    expect(storeState.catalog.lists.shop).toMatchObject({ status: 'loaded', page: 11, nextPageToken: 'more' });
  });

  it('puts the server’s total in the page’s action, so the count stays the total after Load More and a replay shows it', async () => {
    const answer = (r: OutletStockSearchRequest) => ({
      status: 200,
      networkError: false,
      body: { list: [item(`p${r.page}`)], nextPageToken: r.page < 3 ? String(r.page + 1) : '', total: 41 },
    });
    const { storeState } = await expectSaga(catalogSaga, deps)
      .withReducer(root)
      .provide([[search, dynamic(({ args: [r] }) => answer(r))]])
      .put(
        catalogActions.pageLoaded({
          list: 'shop',
          requestKey: requestKeyOf(request('q')),
          page: 1,
          items: [item('p1')],
          nextPageToken: '2',
          more: false,
          total: 41,
        }),
      )
      .dispatch(catalogActions.listRequested({ list: 'shop', request: request('q') }))
      .delay(10)
      .dispatch(catalogActions.moreRequested({ list: 'shop' }))
      .silentRun(SETTLE_MS);
    expect(storeState.catalog.lists.shop).toMatchObject({ page: 2, total: 41 });
    expect(selectMatchCount('shop')(storeState)).toBe(41);
  });

  it('puts no total when the API gives none: the count is known once no page is left', async () => {
    const noTotal = (list: Item[], nextPageToken: string) => ({ status: 200, networkError: false, body: { list, nextPageToken } });
    const { storeState, effects } = await expectSaga(catalogSaga, deps)
      .withReducer(root)
      .provide([[search, dynamic(({ args: [r] }) => (r.page === 1 ? noTotal([item('a'), item('b')], '2') : noTotal([item('c')], '')))]])
      .dispatch(catalogActions.listRequested({ list: 'shop', request: request('q') }))
      .delay(10)
      .dispatch(catalogActions.moreRequested({ list: 'shop' }))
      .silentRun(SETTLE_MS);
    const loaded = effects.put.map((effect) => effect.payload.action).filter(catalogActions.pageLoaded.match);
    expect(loaded.map((action) => 'total' in action.payload)).toEqual([false, false]);
    expect(selectMatchCount('shop')(storeState)).toBe(3);
  });

  it('loads two lists side by side: a newer search in one list does not cancel the other', async () => {
    const slowly = (list: Item[]) => new Promise((resolve) => setTimeout(() => resolve(ok(list)), 30));
    const { storeState } = await expectSaga(catalogSaga, deps)
      .withReducer(root)
      .provide([[search, dynamic(({ args: [r] }) => (r.query === 'shop' ? slowly([item('s')]) : ok([item('b')])))]])
      .dispatch(catalogActions.listRequested({ list: 'shop', request: request('shop') }))
      .dispatch(catalogActions.listRequested({ list: 'branch', request: request('branch') }))
      .silentRun(80);
    expect(ids(storeState, 'shop')).toEqual(['s']);
    expect(ids(storeState, 'branch')).toEqual(['b']);
  });

  it('keeps home lists unique by originalId plus code and separate from each other', async () => {
    const twin = item('a2', { originalId: 'a', code: 'C-a' });
    const { storeState } = await expectSaga(catalogSaga, deps)
      .withReducer(root)
      .provide([[search, dynamic(({ args: [r] }) => (r.featured ? ok([item('f')]) : ok([item('a'), twin, item('', {}), item('b')])))]])
      .dispatch(catalogActions.listRequested({ list: 'popular', request: { ...request(''), sortField: 'totalPopularity' } }))
      .dispatch(catalogActions.listRequested({ list: 'featured', request: { ...request(''), featured: 'true' } }))
      .silentRun(50);
    expect(ids(storeState, 'popular')).toEqual(['a', 'b']);
    expect(ids(storeState, 'featured')).toEqual(['f']);
  });
});

describe('product details', () => {
  const find = matchers.call.fn(deps.api.findItem);
  const view = matchers.call.fn(deps.api.postItemView);
  const related = matchers.call.fn(deps.api.searchItems);

  it('loads the product and related products without the current one, and posts no view event itself', async () => {
    const product = item('p1');
    const { storeState } = await expectSaga(productDetailsSaga, deps)
      .withReducer(root)
      .provide([
        [find, { status: 200, networkError: false, body: product }],
        [view, { status: 202, networkError: false }],
        [related, dynamic(({ args: [r] }) => (expect(r.nestedParams[0].value).toBe('tees'), ok([item('p1'), item('p2'), item('p3')])))],
      ])
      .not.call.fn(deps.api.postItemView)
      .dispatch(catalogActions.detailsRequested({ id: 'p1' }))
      .silentRun(50);
    expect(storeState.catalog.details).toMatchObject({ id: 'p1', status: 'loaded', relatedStatus: 'loaded' });
    expect(storeState.catalog.details.item?.id).toBe('p1');
    expect(storeState.catalog.details.related.map((i: Item) => i.id)).toEqual(['p2', 'p3']);
  });

  it('posts the view event when the page says the shopper sees the product', () =>
    expectSaga(productDetailsSaga, deps)
      .provide([[view, { status: 202, networkError: false }]])
      .call(deps.api.postItemView, 'p1')
      .dispatch(catalogActions.productViewed({ id: 'p1' }))
      .silentRun(30));

  it('reports an unknown product', async () => {
    const { storeState } = await expectSaga(productDetailsSaga, deps)
      .withReducer(root)
      .provide([[find, { status: 404, networkError: false, body: { error: 'No product with id nope' } }]])
      .dispatch(catalogActions.detailsRequested({ id: 'nope' }))
      .silentRun(50);
    expect(storeState.catalog.details).toMatchObject({ status: 'failed', error: { status: 404 } });
  });

  it('marks related products failed without touching the product', async () => {
    const { storeState } = await expectSaga(productDetailsSaga, deps)
      .withReducer(root)
      .provide([
        [find, { status: 200, networkError: false, body: item('p1') }],
        [view, { status: 202, networkError: false }],
        [related, { status: 500, networkError: false }],
      ])
      .dispatch(catalogActions.detailsRequested({ id: 'p1' }))
      .silentRun(50);
    expect(storeState.catalog.details).toMatchObject({ status: 'loaded', relatedStatus: 'failed' });
  });

  describe('led by the band', () => {
    const warfaze = { id: 'b-warfaze', name: 'Warfaze', type: 'bands' };
    const hoodies = [{ id: 'hoodies', name: 'Hoodies' }];
    const product = item('p1', { lookups: [warfaze] });
    const bySearch = (band: unknown, category: unknown) =>
      dynamic(({ args: [r] }) => (r.nestedParams[0].field === 'lookup_bands.id' ? band : category));

    it('asks for the band’s items and the category’s at once, and lists the band’s first', async () => {
      const { storeState } = await expectSaga(productDetailsSaga, deps)
        .withReducer(root)
        .provide([
          [find, { status: 200, networkError: false, body: product }],
          [
            related,
            bySearch(ok([item('p1'), item('w-hoodie', { categories: hoodies }), item('w-tee')]), ok([item('a-tee'), item('w-tee')])),
          ],
        ])
        .call(deps.api.searchItems, relatedBandSearch('b-warfaze'))
        .call(deps.api.searchItems, relatedProductsSearch('tees'))
        .dispatch(catalogActions.detailsRequested({ id: 'p1' }))
        .silentRun(50);
      expect(storeState.catalog.details.related.map((i: Item) => i.id)).toEqual(['w-tee', 'w-hoodie', 'a-tee']);
    });

    it('shows the category’s items when the band’s search fails', async () => {
      const { storeState } = await expectSaga(productDetailsSaga, deps)
        .withReducer(root)
        .provide([
          [find, { status: 200, networkError: false, body: product }],
          [related, bySearch({ status: 500, networkError: false }, ok([item('a-tee')]))],
        ])
        .dispatch(catalogActions.detailsRequested({ id: 'p1' }))
        .silentRun(50);
      expect(storeState.catalog.details).toMatchObject({ relatedStatus: 'loaded' });
      expect(storeState.catalog.details.related.map((i: Item) => i.id)).toEqual(['a-tee']);
    });

    it('marks the list failed when both searches fail', async () => {
      const { storeState } = await expectSaga(productDetailsSaga, deps)
        .withReducer(root)
        .provide([
          [find, { status: 200, networkError: false, body: product }],
          [related, { status: 0, networkError: true }],
        ])
        .dispatch(catalogActions.detailsRequested({ id: 'p1' }))
        .silentRun(50);
      expect(storeState.catalog.details).toMatchObject({ status: 'loaded', relatedStatus: 'failed' });
    });

    it('searches the band alone for a product in no category', async () => {
      const { storeState } = await expectSaga(productDetailsSaga, deps)
        .withReducer(root)
        .provide([
          [find, { status: 200, networkError: false, body: item('p1', { lookups: [warfaze], categories: [] }) }],
          [related, bySearch(ok([item('w-tee')]), ok([item('never')]))],
        ])
        .not.call(deps.api.searchItems, relatedProductsSearch('tees'))
        .dispatch(catalogActions.detailsRequested({ id: 'p1' }))
        .silentRun(50);
      expect(storeState.catalog.details.related.map((i: Item) => i.id)).toEqual(['w-tee']);
    });
  });

  it('puts an empty related list, without searching, for a product in no category and no band', async () => {
    const { storeState } = await expectSaga(productDetailsSaga, deps)
      .withReducer(root)
      .provide([
        [find, { status: 200, networkError: false, body: item('p1', { categories: [] }) }],
        [view, { status: 202, networkError: false }],
      ])
      .not.call.fn(deps.api.searchItems)
      .put(catalogActions.relatedLoaded({ id: 'p1', items: [] }))
      .dispatch(catalogActions.detailsRequested({ id: 'p1' }))
      .silentRun(30);
    expect(storeState.catalog.details).toMatchObject({ status: 'loaded', relatedStatus: 'loaded', related: [] });
  });

  it('ignores a details answer for a product the shopper has left', () => {
    let state = root(undefined, catalogActions.detailsRequested({ id: 'a' }));
    state = root(state, catalogActions.detailsRequested({ id: 'b' }));
    state = root(state, catalogActions.detailsLoaded({ id: 'a', item: item('a') }));
    expect(state.catalog.details).toMatchObject({ id: 'b', status: 'loading', item: null });
  });
});

describe('branch location', () => {
  const find = matchers.call.fn(deps.api.findLocation);

  it('loads the outlet for the banner', async () => {
    const { storeState } = await expectSaga(catalogSaga, deps)
      .withReducer(root)
      .provide([[find, { status: 200, networkError: false, body: location }]])
      .dispatch(catalogActions.branchLocationRequested({ id: 'loc-1' }))
      .silentRun(30);
    expect(storeState.catalog.branchLocation).toEqual({ id: 'loc-1', location, status: 'loaded' });
  });

  it('marks an unknown outlet failed', async () => {
    const { storeState } = await expectSaga(catalogSaga, deps)
      .withReducer(root)
      .provide([[find, { status: 404, networkError: false, body: { error: 'No location' } }]])
      .dispatch(catalogActions.branchLocationRequested({ id: 'nope' }))
      .silentRun(30);
    expect(storeState.catalog.branchLocation).toMatchObject({ id: 'nope', location: null, status: 'failed' });
  });
});

describe('a product opens on what can be bought', () => {
  const findItem = matchers.call.fn(deps.api.findItem);
  const soldOut = (code: string) => sku(code, { stocks: [{ skuCode: code, locationId: ONLINE, ok: 0, total: 4 }] });
  const open = (product: Item) =>
    expectSaga(productDetailsSaga, deps)
      .withReducer(root)
      .provide([
        [findItem, { status: 200, networkError: false, body: product }],
        [matchers.call.fn(deps.api.searchItems), ok([])],
      ])
      .dispatch(catalogActions.detailsRequested({ id: product.id }))
      .silentRun(30);

  it('its default sold out online, it opens on the first SKU in stock, chosen in the action log', async () => {
    const keychain = item('keychain', { defaultSkuCode: 'black', skus: [soldOut('black'), sku('white')] });
    const { storeState } = await open(keychain);
    expect(storeState.catalog.details.skuCode).toBe('white');
  });

  it('its default in stock, it opens there and nothing more is put', async () => {
    const shirt = item('shirt', { defaultSkuCode: 'red', skus: [sku('blue'), sku('red')] });
    const result = await expectSaga(productDetailsSaga, deps)
      .withReducer(root)
      .provide([
        [findItem, { status: 200, networkError: false, body: shirt }],
        [matchers.call.fn(deps.api.searchItems), ok([])],
      ])
      .not.put.actionType(catalogActions.detailsSkuChosen.type)
      .dispatch(catalogActions.detailsRequested({ id: 'shirt' }))
      .silentRun(30);
    expect(result.storeState.catalog.details.skuCode).toBe('red');
  });
});

describe('a worker with nothing to load', () => {
  it.each<[string, Worker, [...Action[], Action], (...args: never[]) => unknown]>([
    [
      'Back to a product already shown',
      loadDetails,
      [
        catalogActions.detailsRequested({ id: 'p1' }),
        catalogActions.detailsLoaded({ id: 'p1', item: item('p1') }),
        catalogActions.detailsRequested({ id: 'p1' }),
      ],
      deps.api.findItem,
    ],
    [
      'Back to an outlet banner already shown',
      loadBranchLocation,
      [
        catalogActions.branchLocationRequested({ id: 'loc-1' }),
        catalogActions.branchLocationLoaded({ id: 'loc-1', location }),
        catalogActions.branchLocationRequested({ id: 'loc-1' }),
      ],
      deps.api.findLocation,
    ],
    [
      'Load More on the last page',
      loadListPage,
      [
        catalogActions.listRequested({ list: 'shop', request: request('q') }),
        catalogActions.pageLoaded({
          list: 'shop',
          requestKey: requestKeyOf(request('q')),
          page: 1,
          items: [item('a')],
          nextPageToken: '',
          more: false,
        }),
        catalogActions.moreRequested({ list: 'shop' }),
      ],
      deps.api.searchOutletStock,
    ],
  ])('calls nothing on %s', (_, worker, actions, api) => expectNoCall(root, worker, deps, actions, api));
});

describe('answers of an unexpected shape', () => {
  it('fails the list instead of stopping the catalog saga, which answers the next search', async () => {
    const { storeState } = await expectSaga(catalogSaga, deps)
      .withReducer(root)
      .provide([[search, dynamic(({ args: [r] }) => (r.query === 'broken' ? ok([null as unknown as Item]) : ok([item('a')])))]])
      .dispatch(catalogActions.listRequested({ list: 'shop', request: request('broken') }))
      .delay(10)
      .dispatch(catalogActions.listRequested({ list: 'new', request: request('fine') }))
      .silentRun(SETTLE_MS);
    expect(storeState.catalog.lists.shop).toMatchObject({ status: 'failed', error: { status: 0 } });
    expect(ids(storeState, 'new')).toEqual(['a']);
  });
});

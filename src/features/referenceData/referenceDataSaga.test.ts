import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic } from 'redux-saga-test-plan/providers';
import reducer, { REFERENCE_KINDS, referenceDataActions, type ReferenceKind } from './referenceDataSlice';
import { COLOR_OPTION_ID, SIZE_OPTION_ID } from '../../domain/options';
import { CACHE_TTL_MS, cacheKey, loadReferenceData, referenceDataSaga } from './referenceDataSaga';
import { fakeDeps } from '../../test/fakes';
import type { AttributeOption, AttributeValue, Category, Lookup } from '../../domain/types';

const NOW = Date.UTC(2026, 10, 21, 12);
const root = combineReducers({ referenceData: reducer });

const color = (name: string): AttributeValue => ({ id: `c-${name}`, optionId: 7, optionName: 'Color', name, extras: { color: '#000' } });
const size = (name: string): AttributeValue => ({ id: `s-${name}`, optionId: 6, optionName: 'Size', name });
const attribute = (id: number, name: string, values: AttributeValue[]): AttributeOption => ({ id, name, values });
const band = (name: string): Lookup => ({ id: `b-${name}`, name, type: 'bands' });
const brand = (name: string): Lookup => ({ id: `r-${name}`, name, type: 'brands' });
const category = (id: string, parentId = ''): Category => ({ id, parentId, name: id, sortOrder: 0 });

const ok = <T>(list: T[], nextPageToken = '') => ({ status: 200, networkError: false, body: { list, nextPageToken, total: list.length } });

/** A cache holding a fresh, empty list for every kind but those named. */
const freshCacheExcept = (...missing: ReferenceKind[]) =>
  Object.fromEntries(REFERENCE_KINDS.filter((kind) => !missing.includes(kind)).map((kind) => [cacheKey(kind), { savedAt: NOW, list: [] }]));

/** Fakes for every reference call; each records its call as e.g. `bands:2`, and the calls named in `failing` answer 500. */
function setup(cache: Record<string, unknown> = {}, failing: string[] = []) {
  const deps = fakeDeps({ clock: { now: () => NOW } });
  for (const [key, value] of Object.entries(cache)) deps.storage.set(key, value);
  const calls: string[] = [];
  const answer = <T>(call: string, result: ReturnType<typeof ok<T>>) => (
    calls.push(call),
    failing.includes(call) ? { status: 500, networkError: false } : result
  );
  const providers = [
    [
      matchers.call.fn(deps.api.searchAttributes),
      dynamic(() => answer('attributes', ok([attribute(6, 'Size', [size('M'), size('XXXL')]), attribute(7, 'Color', [color('Black')])]))),
    ],
    [
      matchers.call.fn(deps.api.searchLookups),
      dynamic(({ args: [request] }) => {
        const type = request.textParams[0].value;
        const call = `${type}:${request.page}`;
        if (type === 'brands') return answer(call, ok([brand('Wings')]));
        return answer(call, request.page === 1 ? ok([band('Warfaze')], '2') : ok([band('Artcell')]));
      }),
    ],
    [
      matchers.call.fn(deps.api.searchCategories),
      dynamic(({ args: [request] }) => answer(`categories:${request.page}`, ok([category('tees'), category('half', 'tees')]))),
    ],
  ] as const;
  return { deps, calls, providers: providers as never };
}

describe('loadReferenceData', () => {
  it('fetches every list when nothing is cached, following band pages, and caches each with its time', async () => {
    const { deps, calls, providers } = setup();
    const { storeState } = await expectSaga(loadReferenceData, deps).withReducer(root).provide(providers).run();
    expect(calls.sort()).toEqual(['attributes', 'bands:1', 'bands:2', 'brands:1', 'categories:1']);
    const state = storeState.referenceData;
    expect(state.colors.map((c: AttributeValue) => c.name)).toEqual(['Black']);
    expect(state.sizes.map((s: AttributeValue) => s.name)).toEqual(['M', 'XXXL']);
    expect(state.bands.map((b: Lookup) => b.name)).toEqual(['Warfaze', 'Artcell']);
    expect(state.brands.map((b: Lookup) => b.name)).toEqual(['Wings']);
    expect(state.categories).toHaveLength(2);
    expect(Object.values(state.status)).toEqual(['loaded', 'loaded', 'loaded', 'loaded', 'loaded']);
    expect(deps.storage.get(cacheKey('bands'))).toEqual({ savedAt: NOW, list: [band('Warfaze'), band('Artcell')] });
    expect(cacheKey('colors')).toBe('all-colors');
  });

  it('uses fresh cache entries without calling the server', async () => {
    const fresh = (list: unknown[]) => ({ savedAt: NOW - CACHE_TTL_MS + 60_000, list });
    const { deps, calls, providers } = setup({
      'all-colors': fresh([color('Maroon')]),
      'all-sizes': fresh([size('L')]),
      'all-bands': fresh([band('Black')]),
      'all-brands': fresh([brand('Gildan')]),
      'all-categories': fresh([category('caps')]),
    });
    await expectSaga(loadReferenceData, deps)
      .withReducer(root)
      .provide(providers)
      .put(referenceDataActions.loaded({ kind: 'colors', list: [color('Maroon')], source: 'cache', savedAt: NOW - CACHE_TTL_MS + 60_000 }))
      .run();
    expect(calls).toEqual([]);
  });

  it.each([
    ['expired', { savedAt: NOW - CACHE_TTL_MS, list: [band('Old')] }],
    ['corrupt', 'not an entry'],
    ['from the future', { savedAt: NOW + 1000, list: [band('Future')] }],
    ['missing its list', { savedAt: NOW }],
    ['unreadable (not bands)', { savedAt: NOW, list: [1, null, { id: 7 }] }],
  ])('removes an %s entry and fetches again', async (_name, entry) => {
    const { deps, calls, providers } = setup({ ...freshCacheExcept('bands'), 'all-bands': entry });
    const { storeState } = await expectSaga(loadReferenceData, deps).withReducer(root).provide(providers).run();
    expect(calls).toEqual(['bands:1', 'bands:2']);
    expect(storeState.referenceData.bands.map((b: Lookup) => b.name)).toEqual(['Warfaze', 'Artcell']);
    expect(deps.storage.get('all-bands')).toEqual({ savedAt: NOW, list: [band('Warfaze'), band('Artcell')] });
  });

  it('marks both colours and sizes failed when the attributes call fails, and caches nothing for them', async () => {
    const { deps } = setup(freshCacheExcept('colors', 'sizes'));
    const { storeState } = await expectSaga(loadReferenceData, deps)
      .withReducer(root)
      .provide([[matchers.call.fn(deps.api.searchAttributes), { status: 0, networkError: true }]])
      .run();
    expect(storeState.referenceData.status.colors).toBe('failed');
    expect(storeState.referenceData.status.sizes).toBe('failed');
    expect(storeState.referenceData.errors.colors).toEqual({ status: 0, message: 'common.unreachable' });
    expect(deps.storage.get('all-colors')).toBeNull();
  });

  it('does nothing for lists already loaded in this session', async () => {
    const { deps, calls, providers } = setup();
    const loaded = root(undefined, { type: 'init' });
    const status = Object.fromEntries(Object.keys(loaded.referenceData.status).map((k) => [k, 'loaded']));
    await expectSaga(loadReferenceData, deps)
      .withReducer(root, { referenceData: { ...loaded.referenceData, status } } as typeof loaded)
      .provide(providers)
      .not.put.like({ action: { type: referenceDataActions.loadStarted.type } })
      .run();
    expect(calls).toEqual([]);
  });

  it.each([
    [
      'by option id when the server names them otherwise',
      [attribute(COLOR_OPTION_ID, 'Colour', [color('Black')]), attribute(SIZE_OPTION_ID, 'Sizes', [size('M')])],
      ['Black'],
      ['M'],
    ],
    ['as empty lists when the server has no such options', [attribute(99, 'Fit', [size('Slim')])], [], []],
  ])('takes colours and sizes %s', async (_, attributes, colours, sizes) => {
    const { deps } = setup(freshCacheExcept('colors', 'sizes'));
    const { storeState } = await expectSaga(loadReferenceData, deps)
      .withReducer(root)
      .provide([[matchers.call.fn(deps.api.searchAttributes), ok(attributes)]])
      .run();
    const names = (values: AttributeValue[]) => values.map((value) => value.name);
    expect(names(storeState.referenceData.colors)).toEqual(colours);
    expect(names(storeState.referenceData.sizes)).toEqual(sizes);
    expect(storeState.referenceData.status).toMatchObject({ colors: 'loaded', sizes: 'loaded' });
  });

  it('fetches the attributes for sizes alone, and keeps the cached colours as they are', async () => {
    const cachedColours = { savedAt: NOW - 60_000, list: [color('Maroon')] };
    const { deps, calls, providers } = setup({ ...freshCacheExcept('sizes'), [cacheKey('colors')]: cachedColours });
    const { storeState } = await expectSaga(loadReferenceData, deps)
      .withReducer(root)
      .provide(providers)
      .put(referenceDataActions.loadStarted({ kinds: ['sizes'] }))
      .not.put.like({ action: { type: referenceDataActions.loaded.type, payload: { kind: 'colors', source: 'server' } } })
      .run();
    expect(calls).toEqual(['attributes']);
    expect(storeState.referenceData.colors.map((c: AttributeValue) => c.name)).toEqual(['Maroon']);
    expect(storeState.referenceData.sizes.map((c: AttributeValue) => c.name)).toEqual(['M', 'XXXL']);
    expect(deps.storage.get(cacheKey('colors'))).toEqual(cachedColours);
  });

  it.each<[ReferenceKind, string]>([
    ['bands', 'bands:2'],
    ['categories', 'categories:1'],
  ])('marks %s failed, caching nothing, when a page of them fails (%s), and loads the others', async (kind, failingCall) => {
    const { deps, providers } = setup(freshCacheExcept(kind, 'brands'), [failingCall]);
    const { storeState } = await expectSaga(loadReferenceData, deps).withReducer(root).provide(providers).run();
    expect(storeState.referenceData.status).toMatchObject({ [kind]: 'failed', brands: 'loaded' });
    expect(storeState.referenceData.errors[kind]).toEqual({ status: 500, message: `common.notLoaded.${kind}` });
    expect(storeState.referenceData[kind]).toEqual([]);
    expect(deps.storage.get(cacheKey(kind))).toBeNull();
  });
});

describe('referenceDataSaga', () => {
  it('loads when a page with filters mounts, once while a load is on its way', async () => {
    const { deps, calls, providers } = setup(freshCacheExcept('categories'));
    const { storeState } = await expectSaga(referenceDataSaga, deps)
      .withReducer(root)
      .provide(providers)
      .dispatch(referenceDataActions.pageMounted())
      .dispatch(referenceDataActions.pageMounted())
      .silentRun(30);
    expect(calls).toEqual(['categories:1']);
    expect(storeState.referenceData.status.categories).toBe('loaded');
  });

  it('hears Try again while another list is still on its way, and asks only for the failed one again', async () => {
    const { deps, calls, providers } = setup(freshCacheExcept('categories', 'brands'), ['brands:1']);
    let categoriesArrive: () => void = () => {};
    const slowCategories = [
      matchers.call.fn(deps.api.searchCategories),
      dynamic(() => new Promise((resolve) => (categoriesArrive = () => resolve((calls.push('categories:1'), ok([category('tees')])))))),
    ];
    let failedOnce = false;
    const brandsFailOnce = [
      matchers.call.fn(deps.api.searchLookups),
      dynamic(() => {
        calls.push('brands');
        if (failedOnce) return ok([brand('Wings')]);
        failedOnce = true;
        return { status: 500, networkError: false };
      }),
    ];
    const run = expectSaga(referenceDataSaga, deps)
      .withReducer(root)
      .provide([slowCategories, brandsFailOnce, ...(providers as unknown[])] as never)
      .dispatch(referenceDataActions.pageMounted())
      .delay(10)
      .dispatch(referenceDataActions.pageMounted())
      .delay(10)
      .silentRun(50);
    await new Promise((resolve) => setTimeout(resolve, 30));
    categoriesArrive();
    const { storeState } = await run;
    expect(calls).toEqual(['brands', 'brands', 'categories:1']);
    expect(storeState.referenceData.status).toMatchObject({ brands: 'loaded', categories: 'loaded' });
  });
});

import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic } from 'redux-saga-test-plan/providers';
import reducer, { referenceDataActions } from './referenceDataSlice';
import { CACHE_TTL_MS, cacheKey, loadReferenceData } from './referenceDataSaga';
import { fakeDeps } from '../../test/fakes';
import type { AttributeValue, Category, Lookup } from '../../domain/types';

const NOW = Date.UTC(2026, 10, 21, 12);
const root = combineReducers({ referenceData: reducer });

const color = (name: string): AttributeValue => ({ id: `c-${name}`, optionId: 7, optionName: 'Color', name, extras: { color: '#000' } });
const size = (name: string): AttributeValue => ({ id: `s-${name}`, optionId: 6, optionName: 'Size', name });
const band = (name: string): Lookup => ({ id: `b-${name}`, name, type: 'bands' });
const brand = (name: string): Lookup => ({ id: `r-${name}`, name, type: 'brands' });
const category = (id: string, parentId = ''): Category => ({ id, parentId, name: id, sortOrder: 0 });

const ok = <T,>(list: T[], nextPageToken = '') => ({ status: 200, networkError: false, body: { list, nextPageToken, total: list.length } });

function setup(cache: Record<string, unknown> = {}) {
  const deps = fakeDeps({ clock: { now: () => NOW } });
  for (const [key, value] of Object.entries(cache)) deps.storage.set(key, value);
  const calls: string[] = [];
  const providers = [
    [
      matchers.call.fn(deps.api.searchAttributes),
      dynamic(() => {
        calls.push('attributes');
        return ok([
          { id: 6, name: 'Size', values: [size('M'), size('XXXL')] },
          { id: 7, name: 'Color', values: [color('Black')] },
        ]);
      }),
    ],
    [
      matchers.call.fn(deps.api.searchLookups),
      dynamic(({ args: [request] }) => {
        const type = request.textParams[0].value;
        calls.push(`${type}:${request.page}`);
        if (type === 'brands') return ok([brand('Wings')]);
        return request.page === 1 ? ok([band('Warfaze')], '2') : ok([band('Artcell')]);
      }),
    ],
    [
      matchers.call.fn(deps.api.searchCategories),
      dynamic(() => {
        calls.push('categories');
        return ok([category('tees'), category('half', 'tees')]);
      }),
    ],
  ] as const;
  return { deps, calls, providers: providers as never };
}

describe('loadReferenceData', () => {
  it('fetches every list when nothing is cached, following band pages, and caches each with its time', async () => {
    const { deps, calls, providers } = setup();
    const { storeState } = await expectSaga(loadReferenceData, deps).withReducer(root).provide(providers).run();
    expect(calls.sort()).toEqual(['attributes', 'bands:1', 'bands:2', 'brands:1', 'categories']);
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
  ])('removes an %s entry and fetches again', async (_name, entry) => {
    const fresh = { savedAt: NOW, list: [] };
    const { deps, calls, providers } = setup({ 'all-colors': fresh, 'all-sizes': fresh, 'all-brands': fresh, 'all-categories': fresh, 'all-bands': entry });
    const { storeState } = await expectSaga(loadReferenceData, deps).withReducer(root).provide(providers).run();
    expect(calls).toEqual(['bands:1', 'bands:2']);
    expect(storeState.referenceData.bands.map((b: Lookup) => b.name)).toEqual(['Warfaze', 'Artcell']);
    expect(deps.storage.get('all-bands')).toEqual({ savedAt: NOW, list: [band('Warfaze'), band('Artcell')] });
  });

  it('marks both colours and sizes failed when the attributes call fails, and caches nothing for them', async () => {
    const { deps } = setup();
    const fresh = { savedAt: NOW, list: [] };
    for (const kind of ['bands', 'brands', 'categories']) deps.storage.set(`all-${kind}`, fresh);
    const { storeState } = await expectSaga(loadReferenceData, deps)
      .withReducer(root)
      .provide([[matchers.call.fn(deps.api.searchAttributes), { status: 0, networkError: true }]])
      .run();
    expect(storeState.referenceData.status.colors).toBe('failed');
    expect(storeState.referenceData.status.sizes).toBe('failed');
    expect(storeState.referenceData.errors.colors).toEqual({ status: 0, message: "Could not reach the shop's server while loading colors." });
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
});

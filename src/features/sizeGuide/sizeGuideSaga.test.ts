import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, type StaticProvider } from 'redux-saga-test-plan/providers';
import type { ApiResult } from '../../api/http';
import type { SizeGuide } from '../../domain/sizeGuide';
import type { Item } from '../../domain/types';
import { fakeDeps } from '../../test/fakes';
import { item, TEE_GUIDE } from '../../test/items';
import { SETTLE_MS } from '../../test/sagas';
import catalog, { catalogActions } from '../catalog/catalogSlice';
import { productDetailsSaga } from '../catalog/productDetailsSaga';
import { sizeGuideActions as a } from './sizeGuideActions';
import sizeGuide, { initialSizeGuide } from './sizeGuideSlice';
import { selectSizeGuide, selectSizeGuideOpen, selectSizeGuideUnit } from './selectors';

const root = combineReducers({ catalog, sizeGuide });
type State = ReturnType<typeof root>;
const deps = fakeDeps();
const findItem = matchers.call.fn(deps.api.findItem);
const findGuide = matchers.call.fn(deps.api.findSizeGuide);
const related: StaticProvider = [
  matchers.call.fn(deps.api.searchItems),
  { status: 200, networkError: false, body: { list: [], nextPageToken: '' } },
];

const found = (body: Item) => ({ status: 200, networkError: false, body });
const answer = (result: ApiResult<SizeGuide>) => result;
const shirt = item('shirt', { categories: [{ id: 'half-sleeve', name: 'Half Sleeve' }] });
const cap = item('cap', { categories: [{ id: 'snapback', name: 'Snapback' }] });

/** The product page's saga, asked for `id`, with the guide answered by `guide` (the category ids it was asked for, kept). */
function openProduct(id: string, product: Item, guide: (categoryIds: string[]) => ApiResult<SizeGuide>) {
  const asked: string[][] = [];
  const run = expectSaga(productDetailsSaga, deps)
    .withReducer(root)
    .provide([
      [findItem, found(product)],
      [findGuide, dynamic(({ args: [categoryIds] }: { args: [string[]] }) => (asked.push(categoryIds), guide(categoryIds)))],
      related,
    ])
    .dispatch(catalogActions.detailsRequested({ id }));
  return { run, asked };
}

describe('the product page fetches its size guide once the product is known', () => {
  it('by the product’s categories, into the store, with the dialog closed', async () => {
    const { run, asked } = openProduct('shirt', shirt, () => answer({ status: 200, networkError: false, body: TEE_GUIDE }));
    const { storeState } = await run.put(a.loaded({ itemId: 'shirt', guide: TEE_GUIDE })).silentRun(SETTLE_MS);
    expect(asked).toEqual([['half-sleeve']]);
    expect(selectSizeGuide(storeState)).toEqual(TEE_GUIDE);
    expect(selectSizeGuideOpen(storeState)).toBe(false);
  });

  it('a product whose cut has none (404) gets none, and no failure', async () => {
    const { run } = openProduct('cap', cap, () => answer({ status: 404, networkError: false, body: { error: 'No size guide' } as never }));
    const { storeState } = await run
      .put(a.loaded({ itemId: 'cap', guide: null }))
      .not.put.actionType(a.failed.type)
      .silentRun(SETTLE_MS);
    expect(selectSizeGuide(storeState)).toBeNull();
  });

  it('a product in no category asks for nothing', async () => {
    const loose = item('loose', { categories: [] });
    const { run, asked } = openProduct('loose', loose, () => answer({ status: 200, networkError: false, body: TEE_GUIDE }));
    await run.put(a.loaded({ itemId: 'loose', guide: null })).silentRun(SETTLE_MS);
    expect(asked).toEqual([]);
  });

  it('offline, it fails quietly: the product shows, without a Size guide', async () => {
    const { run } = openProduct('shirt', shirt, () => answer({ status: 0, networkError: true }));
    const { storeState } = await run
      .put(a.failed({ itemId: 'shirt', error: { status: 0, message: 'common.unreachable' } }))
      .silentRun(SETTLE_MS);
    expect(storeState.catalog.details.status).toBe('loaded');
    expect(selectSizeGuide(storeState)).toBeNull();
  });

  it('an answer it cannot use fails the guide only, and the next product still gets its own', async () => {
    let calls = 0;
    const { storeState } = await expectSaga(productDetailsSaga, deps)
      .withReducer(root)
      .provide([
        [findItem, dynamic(({ args: [id] }: { args: [string] }) => found(id === 'shirt' ? shirt : item('other')))],
        [
          findGuide,
          dynamic(() => (calls++ === 0 ? Promise.reject(new Error('boom')) : { status: 200, networkError: false, body: TEE_GUIDE })),
        ],
        related,
      ])
      .dispatch(catalogActions.detailsRequested({ id: 'shirt' }))
      .delay(20)
      .dispatch(catalogActions.detailsRequested({ id: 'other' }))
      .put(a.failed({ itemId: 'shirt', error: { status: 0, message: 'common.unreadable' } }))
      .put(a.loaded({ itemId: 'other', guide: TEE_GUIDE }))
      .silentRun(SETTLE_MS);
    expect(storeState.sizeGuide.itemId).toBe('other');
    expect(selectSizeGuide(storeState)).toEqual(TEE_GUIDE);
  });

  it('a slow guide of the product left behind is never put: the page shows the new product’s', async () => {
    let answerShirt: (value: ApiResult<SizeGuide>) => void = () => {};
    const { storeState } = await expectSaga(productDetailsSaga, deps)
      .withReducer(root)
      .provide([
        [findItem, dynamic(({ args: [id] }: { args: [string] }) => found(id === 'shirt' ? shirt : cap))],
        [
          findGuide,
          dynamic(({ args: [ids] }: { args: [string[]] }) => {
            if (ids[0] === 'half-sleeve') return new Promise<ApiResult<SizeGuide>>((resolve) => (answerShirt = resolve));
            // The shirt's guide comes only now, after the cap was asked for.
            answerShirt({ status: 200, networkError: false, body: TEE_GUIDE });
            return { status: 404, networkError: false, body: {} as SizeGuide };
          }),
        ],
        related,
      ])
      .dispatch(catalogActions.detailsRequested({ id: 'shirt' }))
      .delay(20)
      .dispatch(catalogActions.detailsRequested({ id: 'cap' }))
      .put(a.loaded({ itemId: 'cap', guide: null }))
      .not.put(a.loaded({ itemId: 'shirt', guide: TEE_GUIDE }))
      .silentRun(SETTLE_MS);
    expect(storeState.sizeGuide).toMatchObject({ itemId: 'cap', guide: null });
  });
});

describe('the dialog, by its actions', () => {
  const loaded = (...actions: Parameters<typeof root>[1][]): State =>
    [
      catalogActions.detailsRequested({ id: 'shirt' }),
      catalogActions.detailsLoaded({ id: 'shirt', item: shirt }),
      a.loaded({ itemId: 'shirt', guide: TEE_GUIDE }),
      ...actions,
    ].reduce(root, root(undefined, { type: 'init' }));

  it('opens on the product’s guide with the size chosen, changes unit, and closes', () => {
    const opened = loaded(a.opened({ itemId: 'shirt', size: 'M' }));
    expect(selectSizeGuideOpen(opened)).toBe(true);
    expect(opened.sizeGuide).toMatchObject({ openFor: 'shirt', size: 'M' });
    expect(selectSizeGuideUnit(opened)).toBe('in');
    const inCm = root(opened, a.unitChanged({ unit: 'cm' }));
    expect(selectSizeGuideUnit(inCm)).toBe('cm');
    const closed = root(inCm, a.closed());
    expect(selectSizeGuideOpen(closed)).toBe(false);
    expect(closed.sizeGuide).toMatchObject({ itemId: 'shirt', guide: TEE_GUIDE, openFor: '', unit: 'cm' });
  });

  it('never shows open for another product, nor without a guide', () => {
    expect(selectSizeGuideOpen(loaded(a.opened({ itemId: 'cap' })))).toBe(false);
    const none = loaded(a.loaded({ itemId: 'shirt', guide: null }), a.opened({ itemId: 'shirt' }));
    expect(selectSizeGuideOpen(none)).toBe(false);
    expect(sizeGuide(initialSizeGuide, { type: 'catalog/detailsRequested', payload: { id: 'x' } })).toBe(initialSizeGuide);
  });

  it('another product shows none of this one’s guide; its own keeps the unit chosen', () => {
    const away = loaded(a.unitChanged({ unit: 'cm' }), catalogActions.detailsRequested({ id: 'cap' }));
    expect(selectSizeGuide(away)).toBeNull();
    const next = root(away, a.loaded({ itemId: 'cap', guide: TEE_GUIDE }));
    expect(selectSizeGuide(next)).toEqual(TEE_GUIDE);
    expect(selectSizeGuideUnit(next)).toBe('cm');
  });

  it('a failure keeps its reason and shows no guide', () => {
    const failed = loaded(a.failed({ itemId: 'shirt', error: { status: 500, message: 'shop.sizeGuide.notLoaded' } }));
    expect(selectSizeGuide(failed)).toBeNull();
    expect(failed.sizeGuide.error).toEqual({ status: 500, message: 'shop.sizeGuide.notLoaded' });
    expect(root(failed, a.loaded({ itemId: 'shirt', guide: TEE_GUIDE })).sizeGuide.error).toBeNull();
  });

  it('every action is a plain `sizeGuide/…` object that survives JSON, as a recorded log keeps it', () => {
    const actions = [
      a.loaded({ itemId: 'shirt', guide: TEE_GUIDE }),
      a.opened({ itemId: 'shirt' }),
      a.unitChanged({ unit: 'cm' }),
      a.closed(),
      a.failed({ itemId: 'shirt', error: { status: 0, message: 'common.unreachable' } }),
    ];
    for (const action of actions) {
      expect(action.type).toMatch(/^sizeGuide\/[a-z]+[A-Z]?[a-z]*$/);
      expect(JSON.parse(JSON.stringify(action))).toEqual(action);
    }
  });
});

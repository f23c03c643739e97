import type { Action } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { createRootReducer } from '../../root/rootReducer';
import type { SagaDeps } from '../../app/deps';
import { fakeDeps, memoryStorage } from '../../test/fakes';
import { item } from '../../test/items';
import { catalogActions, requestKeyOf } from '../catalog/catalogSlice';
import { catalogSaga } from '../catalog/catalogSaga';
import { productDetailsSaga } from '../catalog/productDetailsSaga';
import { discountsActions } from '../discounts/discountsSlice';
import { discountsSaga } from '../discounts/discountsSaga';
import { newsActions } from '../news/newsSlice';
import { articleSaga } from '../news/articleSaga';
import { newsSaga } from '../news/newsSaga';
import { outletsActions } from '../outlets/outletsSlice';
import { outletPageSaga } from '../outlets/outletPageSaga';
import { outletsSaga } from '../outlets/outletsSaga';
import { referenceDataActions } from '../referenceData/referenceDataSlice';
import { referenceDataSaga } from '../referenceData/referenceDataSaga';
import { UNREADABLE_ANSWER as UNREADABLE } from '../../app/failures';

const deps = fakeDeps();
const root = createRootReducer(memoryStorage());
const boom = throwError(new TypeError("Cannot read properties of undefined (reading 'list')"));
const answered = { status: 202, networkError: false };
const shopSearch = { page: 1, size: 20 };

type Case = [string, (deps: SagaDeps) => SagaIterator, Action, [unknown, unknown][], Action];

// Design rule 1: a worker that throws (an answer of a shape nobody expected) puts its failure action, and the
// feature's saga lives on. Each case makes one call throw.
const cases: Case[] = [
  [
    'a product list',
    catalogSaga,
    catalogActions.listRequested({ list: 'shop', request: shopSearch }),
    [[matchers.call.fn(deps.api.searchOutletStock), boom]],
    catalogActions.pageFailed({ list: 'shop', requestKey: requestKeyOf(shopSearch), error: UNREADABLE }),
  ],
  [
    'a product',
    productDetailsSaga,
    catalogActions.detailsRequested({ id: 'x' }),
    [[matchers.call.fn(deps.api.findItem), boom]],
    catalogActions.detailsFailed({ id: 'x', error: UNREADABLE }),
  ],
  [
    'the products related to a shown product',
    productDetailsSaga,
    catalogActions.detailsRequested({ id: 'x' }),
    [
      [matchers.call.fn(deps.api.findItem), { status: 200, networkError: false, body: item('x') }],
      [matchers.call.fn(deps.api.postItemView), answered],
      [matchers.call.fn(deps.api.searchItems), boom],
    ],
    catalogActions.relatedFailed({ id: 'x', error: UNREADABLE }),
  ],
  [
    'an outlet banner',
    catalogSaga,
    catalogActions.branchLocationRequested({ id: 'loc' }),
    [[matchers.call.fn(deps.api.findLocation), boom]],
    catalogActions.branchLocationFailed({ id: 'loc', error: UNREADABLE }),
  ],
  [
    'the discounts',
    discountsSaga,
    discountsActions.loadRequested(),
    [[matchers.call.fn(deps.api.searchGlobalDiscounts), boom]],
    discountsActions.loadFailed(UNREADABLE),
  ],
  [
    'a news page',
    newsSaga,
    newsActions.listRequested({ list: 'list' }),
    [[matchers.call.fn(deps.api.searchNews), boom]],
    newsActions.pageFailed({ list: 'list', error: UNREADABLE }),
  ],
  [
    'an article',
    articleSaga,
    newsActions.detailsRequested({ id: 'n1' }),
    [[matchers.call.fn(deps.api.findNews), boom]],
    newsActions.detailsFailed({ id: 'n1', error: UNREADABLE }),
  ],
  [
    'the outlet menu',
    outletsSaga,
    outletsActions.branchesRequested(),
    [[matchers.call.fn(deps.api.searchBranches), boom]],
    outletsActions.branchesFailed(UNREADABLE),
  ],
  [
    'an outlet page',
    outletPageSaga,
    outletsActions.pageRequested(),
    [[matchers.call.fn(deps.api.searchLocations), boom]],
    outletsActions.pageFailed(UNREADABLE),
  ],
  [
    'the colours and sizes',
    referenceDataSaga,
    referenceDataActions.pageMounted(),
    [[matchers.call.fn(deps.api.searchAttributes), boom]],
    referenceDataActions.loadFailed({ kind: 'colors', error: UNREADABLE }),
  ],
];

describe('a worker that throws', () => {
  it.each(cases)('fails %s instead of stopping its saga', async (_name, saga, action, providers, failure) => {
    await expectSaga(saga, deps)
      .withReducer(root)
      .provide(providers as never)
      .put.like({ action: failure })
      .dispatch(action)
      .silentRun(50);
  });
});

it('fails only the reference lists still loading when one of their calls throws', async () => {
  const bandsLoaded = root(undefined, referenceDataActions.loaded({ kind: 'bands', list: [], source: 'cache', savedAt: 1 }));
  const { storeState } = await expectSaga(referenceDataSaga, deps)
    .withReducer(root, bandsLoaded)
    .provide([[matchers.call.fn(deps.api.searchAttributes), boom]])
    .not.put.like({ action: { type: referenceDataActions.loadFailed.type, payload: { kind: 'bands' } } })
    .dispatch(referenceDataActions.pageMounted())
    .silentRun(50);
  expect(storeState.referenceData.status).toMatchObject({ bands: 'loaded', colors: 'failed', sizes: 'failed' });
});

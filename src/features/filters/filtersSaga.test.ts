import { expectSaga } from 'redux-saga-test-plan';
import type { SagaIterator } from 'redux-saga';
import { filtersSaga, searchBranch, searchShop } from './filtersSaga';
import { filtersActions } from './filtersSlice';
import { catalogActions } from '../catalog/catalogSlice';
import { DEFAULT_FILTERS } from '../../domain/shopFilters';
import { buildShopSearch } from '../../domain/searchPayload';

const urlFilters = { ...DEFAULT_FILTERS, query: 'kryptos', price: [500, 1500] as [number, number] };

describe('filters saga', () => {
  it('turns the shop URL into a shop search from page 1, keeping the pages the URL asks for', () => {
    const filters = { ...DEFAULT_FILTERS, query: 'slayer', sort: 'popularity' as const };
    return expectSaga(filtersSaga)
      .put.like({
        action: {
          type: catalogActions.listRequested.type,
          payload: { list: 'shop', pages: 2, request: { page: 1, query: 'slayer', sortField: 'totalPopularity', sortType: 'DESCENDING' } },
        },
      })
      .dispatch(filtersActions.shopUrlChanged({ filters, pages: 2 }))
      .silentRun(20);
  });

  it('turns the branch URL into a branch search at that location, sorted by titleC', () => {
    return expectSaga(filtersSaga)
      .put.like({
        action: {
          type: catalogActions.listRequested.type,
          payload: {
            list: 'branch',
            request: { sortField: 'titleC', sortType: 'ASCENDING', filters: [{ field: 'locationId', values: ['abc123'] }] },
          },
        },
      })
      .dispatch(filtersActions.branchUrlChanged({ filters: DEFAULT_FILTERS, pages: 1, locationId: 'abc-123' }))
      .silentRun(20);
  });

  it.each<[string, (action: never) => SagaIterator, { type: string }, ReturnType<typeof catalogActions.listRequested>]>([
    [
      'shop',
      searchShop,
      filtersActions.shopUrlChanged({ filters: urlFilters, pages: 3 }),
      catalogActions.listRequested({ list: 'shop', request: buildShopSearch(urlFilters, { page: 1, variant: 'shop' }), pages: 3 }),
    ],
    [
      'branch',
      searchBranch,
      filtersActions.branchUrlChanged({ filters: urlFilters, pages: 3, locationId: 'abc-123' }),
      catalogActions.listRequested({ list: 'branch', request: buildShopSearch(urlFilters, { page: 1, variant: 'branch', locationId: 'abc-123' }), pages: 3 }),
    ],
  ])('asks for the whole %s search from page 1, with the pages the URL names beside it', (_, worker, urlChanged, search) =>
    expectSaga(worker, urlChanged as never)
      .put(search)
      .run());
});

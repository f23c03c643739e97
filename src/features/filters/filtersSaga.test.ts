import { expectSaga } from 'redux-saga-test-plan';
import { filtersSaga } from './filtersSaga';
import { filtersActions } from './filtersSlice';
import { catalogActions } from '../catalog/catalogSlice';
import { DEFAULT_FILTERS } from '../../domain/shopFilters';

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
});

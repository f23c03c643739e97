import { catalogActions } from '../../features/catalog/catalogSlice';
import { branchLocationId } from '../../features/filters/urlFilters';
import type { PageRoute } from '../pageRoute';

const outletStock = (params: URLSearchParams) => branchLocationId('branch', params);

const branch: PageRoute = {
  path: 'branch',
  chunk: 'branch',
  load: () => import(/* webpackChunkName: "branch" */ './BranchPage'),
  // Its filters name the reference data: the saga that loads it comes in the page's chunk.
  sagas: async () => [
    (await import(/* webpackChunkName: "branch-sagas" */ '../../features/referenceData/referenceDataSaga')).referenceDataSaga,
  ],
  title: 'titles.branch',
  list: 'branch',
  intents: (params) => {
    const id = outletStock(params);
    return id ? [catalogActions.branchLocationRequested({ id })] : [];
  },
  openedBy: outletStock,
};
export default branch;

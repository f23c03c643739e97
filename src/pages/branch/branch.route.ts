import { filteredListSagas } from '../../features/filters/filteredListSagas';
import { catalogActions } from '../../features/catalog/catalogSlice';
import { branchLocationId } from '../../features/filters/urlFilters';
import type { PageRoute } from '../pageRoute';

const outletStock = (params: URLSearchParams) => branchLocationId('branch', params);

const branch: PageRoute = {
  path: 'branch',
  chunk: 'branch',
  load: () => import(/* webpackChunkName: "branch" */ './BranchPage'),
  sagas: filteredListSagas,
  title: 'titles.branch',
  list: 'branch',
  intents: (params) => {
    const id = outletStock(params);
    return id ? [catalogActions.branchLocationRequested({ id })] : [];
  },
  openedBy: outletStock,
};
export default branch;

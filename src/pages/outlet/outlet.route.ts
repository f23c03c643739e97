import { outletsActions } from '../../features/outlets/outletsSlice';
import type { PageRoute } from '../pageRoute';

const outlet: PageRoute = {
  path: 'outlet',
  chunk: 'outlet',
  load: () => import(/* webpackChunkName: "outlet" */ './OutletPage'),
  sagas: async () => [(await import(/* webpackChunkName: "outlet-sagas" */ '../../features/outlets/outletPageSaga')).outletPageSaga],
  title: 'titles.outlet',
  description: 'titles.outlet.description',
  intents: () => [outletsActions.pageRequested()],
};
export default outlet;

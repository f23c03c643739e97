import { HOME_LISTS } from '../../domain/productLists';
import { homeListSearch } from '../../domain/searchPayload';
import { catalogActions } from '../../features/catalog/catalogSlice';
import { discountsActions } from '../../features/discounts/discountsSlice';
import { newsActions } from '../../features/news/newsSlice';
import type { PageRoute } from '../pageRoute';

const home: PageRoute = {
  chunk: 'home',
  load: () => import(/* webpackChunkName: "home" */ './HomePage'),
  // Products seen lately: their ids from storage, the products from the shop.
  sagas: async () => (await import(/* webpackChunkName: "home-sagas" */ './homeSagas')).sagas,
  title: 'titles.home',
  intents: () => [
    discountsActions.loadRequested(),
    ...HOME_LISTS.map((list) => catalogActions.listRequested({ list, request: homeListSearch(list) })),
    newsActions.listRequested({ list: 'home' }),
  ],
};
export default home;

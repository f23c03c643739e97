import { discountsActions } from '../../features/discounts/discountsSlice';
import type { PageRoute } from '../pageRoute';

/** The shopper's saved products: their own list, never indexed, never kept by a shared cache. */
const saved: PageRoute = {
  path: 'saved',
  chunk: 'saved',
  load: () => import(/* webpackChunkName: "saved" */ './SavedPage'),
  sagas: async () => (await import(/* webpackChunkName: "saved-sagas" */ './savedSagas')).sagas,
  // Prices are shown after the shop's discounts.
  intents: () => [discountsActions.loadRequested()],
  title: 'titles.saved',
  description: 'titles.saved.description',
  private: true,
};
export default saved;

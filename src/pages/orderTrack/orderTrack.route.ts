import type { PageRoute } from '../pageRoute';

/** A shopper's own order: the page is never indexed, and never kept by a shared cache. */
const orderTrack: PageRoute = {
  path: 'order/track',
  chunk: 'order-track',
  load: () => import(/* webpackChunkName: "order-track" */ './OrderTrackPage'),
  messages: ['orders', 'checkout', 'account'],
  sagas: async () => (await import(/* webpackChunkName: "order-track-sagas" */ './orderTrackSagas')).sagas,
  title: 'titles.orderTrack',
  description: 'titles.orderTrack.description',
  private: true,
};
export default orderTrack;

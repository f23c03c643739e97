import type { PageRoute } from '../pageRoute';

/** A shopper's own order: the page is never indexed, and never kept by a shared cache. */
const orderTrack: PageRoute = {
  path: 'order/track',
  chunk: 'order-track',
  load: () => import(/* webpackChunkName: "order-track" */ './OrderTrackPage'),
  sagas: async () => {
    const [{ ordersSaga }, { shopperOrdersSaga }] = await Promise.all([
      import(/* webpackChunkName: "order-track-sagas" */ '../../features/orders/ordersSaga'),
      import(/* webpackChunkName: "order-track-sagas" */ '../../features/shopperOrders/shopperOrdersSaga'),
    ]);
    return [ordersSaga, shopperOrdersSaga];
  },
  title: 'titles.orderTrack',
  description: 'titles.orderTrack.description',
  private: true,
};
export default orderTrack;

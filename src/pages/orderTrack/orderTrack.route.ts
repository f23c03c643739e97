import type { PageRoute } from '../pageRoute';

/** A shopper's own order: the page is never indexed, and never kept by a shared cache. */
const orderTrack: PageRoute = {
  path: 'order/track',
  chunk: 'order-track',
  load: () => import(/* webpackChunkName: "order-track" */ './OrderTrackPage'),
  title: 'Track Your Order',
  description: 'Where your order stands: enter its invoice number and the mobile number you gave at checkout.',
  private: true,
};
export default orderTrack;

import type { PageRoute } from '../pageRoute';

const paymentCancel: PageRoute = {
  path: 'payments/cancel',
  chunk: 'payment-cancel',
  load: () => import(/* webpackChunkName: "payment-cancel" */ './PaymentCancelPage'),
  sagas: async () => [(await import(/* webpackChunkName: "payment-cancel" */ '../../features/payments/paymentsSaga')).paymentsSaga],
  title: 'titles.paymentCancel',
};
export default paymentCancel;

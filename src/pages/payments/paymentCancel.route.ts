import type { PageRoute } from '../pageRoute';

const paymentCancel: PageRoute = {
  path: 'payments/cancel',
  chunk: 'payment-cancel',
  load: () => import(/* webpackChunkName: "payment-cancel" */ './PaymentCancelPage'),
  messages: ['orders'],
  sagas: async () => [(await import(/* webpackChunkName: "payment-cancel-sagas" */ '../../features/payments/paymentsSaga')).paymentsSaga],
  title: 'titles.paymentCancel',
  // The return address carries the payment's token: no cache keeps the page, which reports one shopper's payment.
  private: true,
};
export default paymentCancel;

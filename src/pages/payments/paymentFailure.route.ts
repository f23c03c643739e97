import type { PageRoute } from '../pageRoute';

const paymentFailure: PageRoute = {
  path: 'payments/failure',
  chunk: 'payment-failure',
  load: () => import(/* webpackChunkName: "payment-failure" */ './PaymentFailurePage'),
  messages: ['orders'],
  sagas: async () => [(await import(/* webpackChunkName: "payment-failure-sagas" */ '../../features/payments/paymentsSaga')).paymentsSaga],
  title: 'titles.paymentFailure',
  // The return address carries the payment's token: no cache keeps the page, which reports one shopper's payment.
  private: true,
};
export default paymentFailure;

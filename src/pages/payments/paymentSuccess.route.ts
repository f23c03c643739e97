import type { PageRoute } from '../pageRoute';

const paymentSuccess: PageRoute = {
  path: 'payments/success',
  chunk: 'payment-success',
  load: () => import(/* webpackChunkName: "payment-success" */ './PaymentSuccessPage'),
  messages: ['orders'],
  sagas: async () => [(await import(/* webpackChunkName: "payment-success-sagas" */ '../../features/payments/paymentsSaga')).paymentsSaga],
  title: 'titles.paymentSuccess',
  // The return address carries the payment's token: no cache keeps the page, which reports one shopper's payment.
  private: true,
};
export default paymentSuccess;

import type { PageRoute } from '../pageRoute';

const paymentSuccess: PageRoute = {
  path: 'payments/success',
  chunk: 'payment-success',
  load: () => import(/* webpackChunkName: "payment-success" */ './PaymentSuccessPage'),
  sagas: async () => [(await import(/* webpackChunkName: "payment-success" */ '../../features/payments/paymentsSaga')).paymentsSaga],
  title: 'titles.paymentSuccess',
};
export default paymentSuccess;

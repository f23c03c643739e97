import type { PageRoute } from '../pageRoute';

const paymentFailure: PageRoute = {
  path: 'payments/failure',
  chunk: 'payment-failure',
  load: () => import(/* webpackChunkName: "payment-failure" */ './PaymentFailurePage'),
  title: 'Payment Failed',
};
export default paymentFailure;

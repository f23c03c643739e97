import type { PageRoute } from '../pageRoute';

const paymentSuccess: PageRoute = {
  path: 'payments/success',
  chunk: 'payment-success',
  load: () => import(/* webpackChunkName: "payment-success" */ './PaymentSuccessPage'),
  title: 'Payment Successful',
};
export default paymentSuccess;

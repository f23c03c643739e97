import type { PageRoute } from '../pageRoute';

const paymentCancel: PageRoute = {
  path: 'payments/cancel',
  chunk: 'payment-cancel',
  load: () => import(/* webpackChunkName: "payment-cancel" */ './PaymentCancelPage'),
  title: 'Payment Cancelled',
};
export default paymentCancel;

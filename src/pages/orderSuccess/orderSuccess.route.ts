import { invoiceIdParam } from '../../domain/orderPath';
import { paymentsActions } from '../../features/payments/paymentsSlice';
import { selectInvoiceMissing } from '../../features/payments/selectors';
import type { PageRoute } from '../pageRoute';

const orderSuccess: PageRoute = {
  path: 'order/success',
  chunk: 'order-success',
  load: () => import(/* webpackChunkName: "order-success" */ './OrderSuccessPage'),
  messages: ['orders'],
  sagas: async () => [(await import(/* webpackChunkName: "order-success-sagas" */ '../../features/payments/paymentsSaga')).paymentsSaga],
  // Not "Order Placed": the page may find no order with the invoice id in its address.
  title: 'titles.orderSuccess',
  // One shopper's order: no cache keeps the page, whose lookup moves with the order, not with the catalogue.
  private: true,
  // A lookup, never a change to the order.
  intents: (params) => {
    const id = invoiceIdParam(params);
    return id ? [paymentsActions.invoiceRequested({ id })] : [];
  },
  openedBy: invoiceIdParam,
  status: (_params, state) => (selectInvoiceMissing(state) ? 404 : 200),
};
export default orderSuccess;

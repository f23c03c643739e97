import { accountPageSaga } from '../features/account/accountPageSaga';
import { referenceDataSaga } from '../features/referenceData/referenceDataSaga';
import { articleSaga } from '../features/news/articleSaga';
import { outletPageSaga } from '../features/outlets/outletPageSaga';
import { productDetailsSaga } from '../features/catalog/productDetailsSaga';
import { checkoutSaga } from '../features/checkout/checkoutSaga';
import { ordersSaga } from '../features/orders/ordersSaga';
import { paymentsSaga } from '../features/payments/paymentsSaga';
import { shopperOrdersSaga } from '../features/shopperOrders/shopperOrdersSaga';
import { promoSaga } from '../features/promo/promoSaga';
import { recentSaga } from '../features/recent/recentSaga';
import { shelfSaga } from '../features/productShelf/shelfSaga';
import { restockSaga } from '../features/restock/restockSaga';
import { dropSaga } from '../features/drop/dropSaga';

/** Every page's own sagas, for a test's store to run from the start as the server's does (root/pageSagas.ts). */
export const PAGE_SAGAS = [
  referenceDataSaga,
  articleSaga,
  outletPageSaga,
  productDetailsSaga,
  checkoutSaga,
  paymentsSaga,
  ordersSaga,
  accountPageSaga,
  shopperOrdersSaga,
  promoSaga,
  recentSaga,
  shelfSaga,
  restockSaga,
  dropSaga,
];

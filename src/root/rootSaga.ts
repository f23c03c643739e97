import { all, spawn } from 'redux-saga/effects';
import type { SagaDeps } from '../app/deps';
import { discountsSaga } from '../features/discounts/discountsSaga';
import { referenceDataSaga } from '../features/referenceData/referenceDataSaga';
import { catalogSaga } from '../features/catalog/catalogSaga';
import { typeaheadSaga } from '../features/typeahead/typeaheadSaga';
import { newsSaga } from '../features/news/newsSaga';
import { outletsSaga } from '../features/outlets/outletsSaga';
import { checkoutSaga } from '../features/checkout/checkoutSaga';
import { paymentsSaga } from '../features/payments/paymentsSaga';
import { ordersSaga } from '../features/orders/ordersSaga';
import { cartSaga } from '../features/cart/cartSaga';
import { accountSaga } from '../features/account/accountSaga';

type FeatureSaga = (deps: SagaDeps) => Generator;

/** Every feature's watcher, spawned so that one failing never stops the others. */
export const featureSagas: FeatureSaga[] = [
  discountsSaga,
  referenceDataSaga,
  catalogSaga,
  typeaheadSaga,
  newsSaga,
  outletsSaga,
  checkoutSaga,
  paymentsSaga,
  ordersSaga,
  cartSaga,
  accountSaga,
];

export function* rootSaga(deps: SagaDeps) {
  yield all(featureSagas.map((saga) => spawn(saga, deps)));
}

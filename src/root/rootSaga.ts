import { all, spawn } from 'redux-saga/effects';
import type { FeatureSaga, SagaDeps } from '../app/deps';
import { discountsSaga } from '../features/discounts/discountsSaga';
import { catalogSaga } from '../features/catalog/catalogSaga';
import { typeaheadSaga } from '../features/typeahead/typeaheadSaga';
import { newsSaga } from '../features/news/newsSaga';
import { outletsSaga } from '../features/outlets/outletsSaga';
import { cartSaga } from '../features/cart/cartSaga';
import { accountSaga } from '../features/account/accountSaga';
import { reportsSaga } from '../features/reports/reportsSaga';
import { savedSaga } from '../features/saved/savedSaga';
import { holdSaga } from '../features/drop/holdSaga';

/** The watchers every page needs, spawned so that one failing never stops the others; pages bring their own (pageSagas.ts). */
export const featureSagas: FeatureSaga[] = [
  discountsSaga,
  catalogSaga,
  typeaheadSaga,
  newsSaga,
  outletsSaga,
  cartSaga,
  accountSaga,
  reportsSaga,
  savedSaga,
  holdSaga,
];

export function* rootSaga(deps: SagaDeps, pageSagas: FeatureSaga[] = []) {
  yield all([...featureSagas, ...pageSagas].map((saga) => spawn(saga, deps)));
}

import { all, spawn } from 'redux-saga/effects';
import type { SagaDeps } from './deps';
import { discountsSaga } from '../features/discounts/discountsSaga';
import { referenceDataSaga } from '../features/referenceData/referenceDataSaga';

type FeatureSaga = (deps: SagaDeps) => Generator;

/** Every feature's watcher, spawned so that one failing never stops the others. */
export const featureSagas: FeatureSaga[] = [discountsSaga, referenceDataSaga];

export function* rootSaga(deps: SagaDeps) {
  yield all(featureSagas.map((saga) => spawn(saga, deps)));
}

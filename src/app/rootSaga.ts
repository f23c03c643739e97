import { all, spawn } from 'redux-saga/effects';
import type { SagaDeps } from './deps';

type FeatureSaga = (deps: SagaDeps) => Generator;

/** Every feature's watcher, spawned so that one failing never stops the others. */
export const featureSagas: FeatureSaga[] = [];

export function* rootSaga(deps: SagaDeps) {
  yield all(featureSagas.map((saga) => spawn(saga, deps)));
}

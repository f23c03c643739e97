import type { SagaMiddleware } from 'redux-saga';
import type { FeatureSaga, SagaDeps } from '../app/deps';
import { rootSaga } from './rootSaga';

/**
 * Runs the shop's sagas on a saga middleware already in a store: the root saga with `pageSagas`, and a way to start
 * a page's own sagas when its chunk arrives, each once however often the page opens.
 */
export function startSagas(sagaMiddleware: SagaMiddleware, deps: SagaDeps, pageSagas: FeatureSaga[] = []) {
  const sagaTask = sagaMiddleware.run(rootSaga, deps, pageSagas);
  const started = new Set(pageSagas);
  const startPageSagas = (sagas: FeatureSaga[]) => {
    for (const saga of sagas.filter((each) => !started.has(each))) {
      started.add(saga);
      sagaMiddleware.run(saga, deps);
    }
  };
  return { sagaTask, startPageSagas };
}

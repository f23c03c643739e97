import type { Action, Reducer } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import type { SagaDeps } from '../app/deps';

/** A saga worker as the watchers run it: its dependencies, then the action it answers. */
export type Worker = (deps: SagaDeps, action: never) => SagaIterator;

/**
 * Builds the store's state by reducing `actions` from the reducer's initial state, runs `worker` for the
 * last of them (as its watcher would, after the reducer has seen it) and expects no call to `api`:
 * the worker has found there is nothing to load.
 */
export function expectNoCall<S>(
  reducer: Reducer<S>,
  worker: Worker,
  deps: SagaDeps,
  actions: [...Action[], Action],
  api: (...args: never[]) => unknown,
) {
  const state = actions.reduce(reducer, reducer(undefined, { type: '@@test/init' }));
  return expectSaga(worker, deps, actions[actions.length - 1] as never)
    .withReducer(reducer, state)
    .not.call.fn(api)
    .run();
}

/**
 * How long a test runs a root saga that never ends when it dispatches with `.delay()` between actions: wide enough
 * that a loaded machine still plays every delayed dispatch before the run stops (a 50 ms run lost the last ones).
 */
export const SETTLE_MS = 300;

import type { SagaIterator } from 'redux-saga';
import { call } from 'redux-saga/effects';
import { UNREADABLE_ANSWER, type ApiError } from '../../app/failures';

/**
 * Design rule 1: each worker catches its own errors. An answer of an unexpected shape can make a worker (or a
 * reducer it puts to) throw; uncaught, that would end the feature's saga for the rest of the visit. `failed`
 * then puts the worker's failure action, so the screen says so instead of loading for ever.
 */
export function guard<Args extends unknown[]>(
  worker: (...args: Args) => SagaIterator,
  failed: (error: ApiError, ...args: Args) => SagaIterator,
) {
  return function* guarded(...args: Args): SagaIterator {
    try {
      yield call(worker, ...args);
    } catch {
      yield call(failed, UNREADABLE_ANSWER, ...args);
    }
  };
}

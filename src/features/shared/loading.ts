import type { SagaIterator } from 'redux-saga';
import { call } from 'redux-saga/effects';
import type { ApiResult } from '../../api/http';
import { UNREACHABLE, UNREADABLE } from '../../domain/texts';

/** Where a feature's data stands; every slice uses these four words. */
export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** A failure as the store keeps it (design rule 3): plain data, never an `Error`. */
export interface ApiError {
  status: number;
  message: string;
}

export const isOk = <T>(result: ApiResult<T>): result is ApiResult<T> & { body: T } => result.status >= 200 && result.status < 300 && result.body !== undefined;

/** A failed call: no connection says so; else the server's own `{ error }` text when it sent one, else `fallback`. */
export function apiError(result: ApiResult<unknown>, fallback: string): ApiError {
  if (result.networkError) return { status: 0, message: UNREACHABLE };
  const body = result.body as { error?: unknown } | undefined;
  const text = typeof body?.error === 'string' && body.error.trim() ? body.error.trim() : fallback;
  return { status: result.status, message: text };
}

/** What a worker that threw reports: an answer of a shape the shop could not use. */
export const UNREADABLE_ANSWER: ApiError = { status: 0, message: UNREADABLE };

/**
 * Design rule 1: each worker catches its own errors. An answer of an unexpected shape can make a worker (or a
 * reducer it puts to) throw; uncaught, that would end the feature's saga for the rest of the visit. `failed`
 * then puts the worker's failure action, so the screen says so instead of loading for ever.
 */
export function guard<Args extends unknown[]>(worker: (...args: Args) => SagaIterator, failed: (error: ApiError, ...args: Args) => SagaIterator) {
  return function* guarded(...args: Args): SagaIterator {
    try {
      yield call(worker, ...args);
    } catch {
      yield call(failed, UNREADABLE_ANSWER, ...args);
    }
  };
}

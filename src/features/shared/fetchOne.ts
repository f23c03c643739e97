import type { Action } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, select } from 'redux-saga/effects';
import type { ApiResult } from '../../api/http';
import type { ShopApi } from '../../api/shopApi';
import type { SagaDeps } from '../../app/deps';
import { apiError, isOk, type ApiError, type LoadStatus } from '../../app/failures';
import type { Text } from '../../i18n/texts';
import { guard } from './guard';

/** One thing a page shows by its id (a product, an article, an outlet): where it is kept, how it is found, what is put. */
export interface OneEntity<T> {
  // The root state's type lives above the features; each entity's selector names its own slice.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  select: (state: any) => { id: string; status: LoadStatus };
  find: (api: ShopApi) => (id: string) => Promise<ApiResult<T>>;
  loaded: (id: string, entity: T) => Action;
  failed: (id: string, error: ApiError) => Action;
  /** Said when the server gives no reason. */
  failure: Text;
}

/**
 * Fetches the entity when the reducer is loading it for `id` (not when it is already shown, or another was asked
 * for since), puts `loaded` or `failed`, and gives back what was loaded.
 */
export function* fetchOne<T>(entity: OneEntity<T>, api: ShopApi, id: string): SagaIterator<T | undefined> {
  const current: { id: string; status: LoadStatus } = yield select(entity.select);
  if (current.id !== id || current.status !== 'loading') return undefined;
  const result: ApiResult<T> = yield call(entity.find(api), id);
  if (!isOk(result)) {
    yield put(entity.failed(id, apiError(result, entity.failure)));
    return undefined;
  }
  yield put(entity.loaded(id, result.body));
  return result.body;
}

type Requested = { type: string; payload: { id: string } };

/** The worker for an entity's `…Requested({ id })` action; a throw puts `failed` too. */
export function fetchOneWorker<T>(entity: OneEntity<T>) {
  return guard(
    function* load({ api }: SagaDeps, { payload: { id } }: Requested): SagaIterator {
      yield call(fetchOne<T>, entity, api, id);
    },
    function* failed(error: ApiError, _deps: SagaDeps, { payload: { id } }: Requested): SagaIterator {
      yield put(entity.failed(id, error));
    },
  );
}

import type { Action } from '@reduxjs/toolkit';
import { eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import { call, fork, put, select, take, takeEvery } from 'redux-saga/effects';
import type { OtherTabs, SagaDeps } from '../../app/deps';

/** Another tab's writes of `key` in the shared storage, one message each (a channel carries no bare null, so each is wrapped). */
export const storedChanges = (otherTabs: OtherTabs, key: string): EventChannel<{ value: unknown }> =>
  eventChannel((emit) => otherTabs.onStoredChange(key, (value) => emit({ value })));

/** A slice the browser keeps under one storage key, the same in every tab. */
export interface KeptInStorage<S> {
  key: string;
  /** The slice's value from what storage holds (anything unreadable reads as empty). */
  read: (stored: unknown) => S;
  // The root state's type lives above the features; each kept slice's selector names its own.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  select: (state: any) => S;
  restored: (value: S) => Action;
  changedInAnotherTab: (value: S) => Action;
  /** The actions after which the slice is written back. */
  changes: string[];
}

/**
 * Brings the kept value back as the page starts, stores it after each change, and takes another tab's writes as an
 * action carrying the value (so a replayed log shows it); a value another tab wrote is not written again.
 */
export function* keepInStorage<S>(kept: KeptInStorage<S>, { storage, otherTabs }: SagaDeps): SagaIterator {
  const stored: unknown = yield call([storage, storage.get], kept.key);
  yield put(kept.restored(kept.read(stored)));
  const write = function* (): SagaIterator {
    const value: S = yield select(kept.select);
    yield call([storage, storage.set], kept.key, value);
  };
  // A change made before the kept value came back is written with it; an unchanged value is not written again.
  const now: S = yield select(kept.select);
  if (JSON.stringify(now) !== JSON.stringify(kept.read(stored))) yield call(write);
  yield takeEvery(kept.changes, write);
  const changes: EventChannel<{ value: unknown }> = yield call(storedChanges, otherTabs, kept.key);
  yield fork(function* (): SagaIterator {
    for (;;) {
      const { value }: { value: unknown } = yield take(changes);
      yield put(kept.changedInAnotherTab(kept.read(value)));
    }
  });
}

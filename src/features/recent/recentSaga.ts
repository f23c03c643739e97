import type { SagaIterator } from 'redux-saga';
import { call } from 'redux-saga/effects';
import type { SagaDeps } from '../../app/deps';
import { readRecentIds } from '../../domain/recentlyViewed';
import { catalogActions } from '../catalog/catalogSlice';
import { keepInStorage, type KeptInStorage } from '../shared/keptInStorage';
import { recentActions, type RecentState } from './recentSlice';

/** The browser storage key the products seen lately are kept under: their ids, newest first. */
export const RECENT_KEY = 'recent';

const recentKept: KeptInStorage<string[]> = {
  key: RECENT_KEY,
  read: readRecentIds,
  select: (state: { recent: RecentState }) => state.recent.ids,
  restored: (ids) => recentActions.restored({ ids }),
  changedInAnotherTab: (ids) => recentActions.changedInAnotherTab({ ids }),
  changes: [catalogActions.productViewed.type],
};

/** Products seen lately, in browser storage only: never sent to the shop's server. */
export function* recentSaga(deps: SagaDeps): SagaIterator {
  yield call(keepInStorage<string[]>, recentKept, deps);
}

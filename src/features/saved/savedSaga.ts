import type { SagaIterator } from 'redux-saga';
import { call, debounce, put, select, take, takeLatest } from 'redux-saga/effects';
import type { ApiResult } from '../../api/http';
import type { SagaDeps } from '../../app/deps';
import { apiError, isOk, type ApiError } from '../../app/failures';
import type { SavedProduct } from '../../domain/savedProducts';
import { endSession } from '../account/accountSaga';
import { accountActions } from '../account/accountSlice';
import { selectSession } from '../account/selectors';
import type { SessionStatus } from '../account/accountSlice';
import { guard } from '../shared/guard';
import { keepInStorage, type KeptInStorage } from '../shared/keptInStorage';
import { savedActions, type SavedState, type StoredSaved } from './savedSlice';
import { selectSaved } from './selectors';
import { readStoredSaved, SAVED_KEY, storedSaved } from './storedSaved';

/** Taps on hearts in a row go to the account as one list. */
export const SEND_AFTER_MS = 500;

const savedKept: KeptInStorage<StoredSaved> = {
  key: SAVED_KEY,
  read: readStoredSaved,
  select: (state) => storedSaved(selectSaved(state)),
  restored: savedActions.restored,
  changedInAnotherTab: savedActions.changedInAnotherTab,
  changes: [
    savedActions.productSaved.type,
    savedActions.productRemoved.type,
    savedActions.accountListLoaded.type,
    savedActions.accountSynced.type,
  ],
};

const syncFailed = function* (error: ApiError): SagaIterator {
  yield put(savedActions.accountSyncFailed(error));
};

/** The account refused the list: a session the server no longer knows ends here; anything else leaves it for later. */
function* refused({ storage }: SagaDeps, result: ApiResult<unknown>): SagaIterator {
  if (result.status === 401) yield* endSession(storage, 'ended');
  else yield put(savedActions.accountSyncFailed(apiError(result, 'saved.notSynced')));
}

/** Sends the list to the account when it holds changes the account lacks and the shopper is signed in. */
export const sendToAccount = guard(function* (deps: SagaDeps): SagaIterator {
  const session: SessionStatus = yield select(selectSession);
  const { list, unsynced }: SavedState = yield select(selectSaved);
  if (session !== 'signedIn' || !unsynced) return;
  const result: ApiResult<{ items: SavedProduct[] }> = yield call(deps.api.saveProducts, list);
  if (isOk(result)) yield put(savedActions.accountSynced({ list }));
  else yield call(refused, deps, result);
}, syncFailed);

/**
 * Once signed in, the account's list: merged with the browser's at sign-in (so what was saved before follows the
 * shopper), taken as it is on a later page, unless this browser holds changes the account lacks.
 */
export const loadAccountList = guard(function* (
  deps: SagaDeps,
  action: ReturnType<typeof accountActions.signedIn | typeof accountActions.sessionChecked>,
): SagaIterator {
  // The browser's list is merged once it is back from storage.
  const { restored }: SavedState = yield select(selectSaved);
  if (!restored) yield take(savedActions.restored.type);
  const result: ApiResult<{ items: SavedProduct[] }> = yield call(deps.api.savedProducts);
  if (!isOk(result)) {
    yield call(refused, deps, result);
    return;
  }
  yield put(savedActions.accountListLoaded({ list: result.body.items, merge: action.type === accountActions.signedIn.type }));
  yield call(sendToAccount, deps);
}, syncFailed);

/** Saved products: kept in browser storage for every tab, and with the account once the shopper is signed in. */
export function* savedSaga(deps: SagaDeps): SagaIterator {
  yield takeLatest([accountActions.signedIn.type, accountActions.sessionChecked.type], loadAccountList, deps);
  yield debounce(SEND_AFTER_MS, [savedActions.productSaved.type, savedActions.productRemoved.type], sendToAccount, deps);
  yield call(keepInStorage<StoredSaved>, savedKept, deps);
}

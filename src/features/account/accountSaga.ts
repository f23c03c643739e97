import { eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import { all, call, put, take, takeLatest, takeLeading } from 'redux-saga/effects';
import type { ApiResult } from '../../api/http';
import type { KeyValueStorage, OtherTabs, SagaDeps } from '../../app/deps';
import { apiError, isOk, type ApiError } from '../../app/failures';
import { TOKEN_STORAGE_KEY, type SignedIn } from '../../domain/account';
import { guard } from '../shared/guard';
import { accountActions, type SignOutReason } from './accountSlice';
import { storedToken } from './storedToken';

type Session = Omit<SignedIn, 'token'>;

/** The stored token's session: signed in, signed out (no token, or one the server no longer knows), or unknown (offline). */
export function* checkSession({ api, storage }: SagaDeps): SagaIterator {
  const token: string | null = yield call(storedToken, storage);
  if (!token) {
    yield put(accountActions.signedOut({ because: null }));
    return;
  }
  const result: ApiResult<Session> = yield call(api.checkSession);
  if (isOk(result)) yield put(accountActions.sessionChecked(result.body));
  else if (result.status === 401) yield* endSession(storage, 'ended');
  else yield put(accountActions.sessionCheckFailed(apiError(result, 'common.notLoaded.account')));
}

/** The session is over here: the token leaves browser storage (other tabs follow) and the shopper is signed out. */
export function* endSession(storage: KeyValueStorage, because: SignOutReason): SagaIterator {
  yield call([storage, storage.remove], TOKEN_STORAGE_KEY);
  yield put(accountActions.signedOut({ because }));
}

/** Signs out here whatever the server says: a token the server could not be told of ends on its own after 30 days. */
export function* signOut(deps: SagaDeps): SagaIterator {
  yield call(deps.api.signOut);
  yield* endSession(deps.storage, 'shopper');
}

/** Another tab's sign-in or sign-out, one message each (a channel carries no bare null, so each is wrapped). */
export const storedTokenChanges = (otherTabs: OtherTabs): EventChannel<{ value: unknown }> =>
  eventChannel((emit) => otherTabs.onStoredChange(TOKEN_STORAGE_KEY, (value) => emit({ value })));

/** One session per browser: a sign-in in another tab is checked here too, a sign-out there signs this tab out. */
export function* followOtherTabs({ otherTabs }: SagaDeps): SagaIterator {
  const changes: EventChannel<{ value: unknown }> = yield call(storedTokenChanges, otherTabs);
  for (;;) {
    const { value }: { value: unknown } = yield take(changes);
    if (value) yield put(accountActions.sessionCheckRequested());
    else yield put(accountActions.signedOut({ because: 'otherTab' }));
  }
}

function* checkFailed(error: ApiError): SagaIterator {
  yield put(accountActions.sessionCheckFailed(error));
}
/** The session on every page: checked once the page runs, followed across tabs, ended on Sign out. The account page brings the rest (accountPageSaga.ts). */
export function* accountSaga(deps: SagaDeps) {
  yield all([
    followOtherTabs(deps),
    takeLatest(accountActions.sessionCheckRequested.type, guard(checkSession, checkFailed), deps),
    takeLeading(accountActions.signOutRequested.type, guard(signOut, checkFailed), deps),
  ]);
}

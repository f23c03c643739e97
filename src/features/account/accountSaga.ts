import { eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import { all, call, put, select, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { ApiResult } from '../../api/http';
import type { ListAnswer } from '../../api/answers';
import type { KeyValueStorage, OtherTabs, SagaDeps } from '../../app/deps';
import { apiError, isOk, type ApiError } from '../../app/failures';
import { TOKEN_STORAGE_KEY, type SignedIn } from '../../domain/account';
import { ACCOUNT, SIGN_IN } from '../../domain/accountTexts';
import type { AccountOrder } from '../../domain/orderTracking';
import { couldNotLoad } from '../../domain/texts';
import { guard } from '../shared/guard';
import { cartAddition, lineLimit } from '../../domain/cartLimits';
import { lineOrderType } from '../../domain/cartTotals';
import { unitPrice } from '../../domain/pricing';
import { stockOnHand } from '../../domain/stock';
import type { GlobalDiscount, Item } from '../../domain/types';
import { cartActions, type CartLine } from '../cart/cartSlice';
import { toCartItem } from '../cart/cartItem';
import { selectCartLines } from '../cart/selectors';
import { selectValidDiscounts } from '../discounts/selectors';
import { accountActions, type AccountState, type SignOutReason } from './accountSlice';
import { selectAccountOrders } from './selectors';
import { storedToken } from './storedToken';

/** Orders per page of My orders. */
export const ORDERS_PAGE_SIZE = 10;

type Session = Omit<SignedIn, 'token'>;

/** The texts a 429 of the session routes may carry: the lock, or the limit of codes (the server answers in these words). */
const WAITS: readonly string[] = [SIGN_IN.locked, SIGN_IN.tooManyCodes];

/** What a refused sign-in says: 401 wrong, 429 locked or too many codes, else a generic text. */
function signInError(result: ApiResult<unknown>, wrong: string): ApiError {
  const error = apiError(result, result.status === 401 ? wrong : ACCOUNT.signInFailed);
  const said = (result.body as { error?: unknown } | undefined)?.error;
  return result.status === 429 ? { ...error, message: typeof said === 'string' && WAITS.includes(said) ? said : SIGN_IN.slowDown } : error;
}

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
  else yield put(accountActions.sessionCheckFailed(apiError(result, couldNotLoad('account'))));
}

/** The session is over here: the token leaves browser storage (other tabs follow) and the shopper is signed out. */
export function* endSession(storage: KeyValueStorage, because: SignOutReason): SagaIterator {
  yield call([storage, storage.remove], TOKEN_STORAGE_KEY);
  yield put(accountActions.signedOut({ because }));
}

/** A sign-in's answer: the token to browser storage, the customer to the store. */
function* signedIn({ storage }: SagaDeps, { token, ...session }: SignedIn): SagaIterator {
  yield call([storage, storage.set], TOKEN_STORAGE_KEY, token);
  yield put(accountActions.signedIn(session));
}

export function* signInByPassword(deps: SagaDeps, { payload }: ReturnType<typeof accountActions.passwordSignInRequested>): SagaIterator {
  const result: ApiResult<SignedIn> = yield call(deps.api.signIn, payload.mobile, payload.password);
  if (isOk(result)) yield* signedIn(deps, result.body);
  else yield put(accountActions.signInFailed(signInError(result, SIGN_IN.wrongPassword)));
}

export function* requestCode({ api }: SagaDeps, { payload }: ReturnType<typeof accountActions.codeRequested>): SagaIterator {
  const result: ApiResult = yield call(api.requestCode, payload.mobile);
  if (result.status === 202) yield put(accountActions.codeSent({ mobile: payload.mobile }));
  else yield put(accountActions.codeFailed(signInError(result, SIGN_IN.codeNotSent)));
}

export function* signInByCode(deps: SagaDeps, { payload }: ReturnType<typeof accountActions.codeSignInRequested>): SagaIterator {
  const result: ApiResult<SignedIn> = yield call(deps.api.verifyCode, payload.mobile, payload.code);
  if (isOk(result)) yield* signedIn(deps, result.body);
  else yield put(accountActions.signInFailed(signInError(result, SIGN_IN.wrongCode)));
}

/** Signs out here whatever the server says: a token the server could not be told of ends on its own after 30 days. */
export function* signOut(deps: SagaDeps): SagaIterator {
  yield call(deps.api.signOut);
  yield* endSession(deps.storage, 'shopper');
}

export function* setPassword(deps: SagaDeps, { payload }: ReturnType<typeof accountActions.passwordSetRequested>): SagaIterator {
  const result: ApiResult = yield call(deps.api.setPassword, payload.password);
  if (result.status === 204) yield put(accountActions.passwordSet());
  else if (result.status === 401) yield* endSession(deps.storage, 'ended');
  else yield put(accountActions.passwordSetFailed(apiError(result, ACCOUNT.passwordNotSet)));
}

export function* loadOrders(deps: SagaDeps, { payload: { page } }: ReturnType<typeof accountActions.ordersRequested>): SagaIterator {
  const result: ApiResult<ListAnswer<AccountOrder>> = yield call(deps.api.accountOrders, page, ORDERS_PAGE_SIZE);
  if (isOk(result)) {
    const { list, nextPageToken, total = list.length } = result.body;
    yield put(accountActions.ordersLoaded({ page, list, nextPageToken, total }));
  } else if (result.status === 401) {
    yield* endSession(deps.storage, 'ended');
  } else {
    yield put(accountActions.ordersFailed(apiError(result, couldNotLoad('orders'))));
  }
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

/**
 * Reorder: each line of an order in My orders goes back in the cart at today's price, as many units as are in stock
 * now and the cart allows; a product or size no longer on sale is named instead.
 */
export function* reorder(
  { api, config }: SagaDeps,
  { payload: { invoiceId } }: ReturnType<typeof accountActions.reorderRequested>,
): SagaIterator {
  const orders: AccountState['orders'] = yield select(selectAccountOrders);
  const order = orders.list.find((candidate) => candidate.invoiceId === invoiceId);
  if (!order) return;
  const discounts: GlobalDiscount[] = yield select(selectValidDiscounts);
  let added = 0;
  const unavailable: string[] = [];
  for (const line of order.lines) {
    const result: ApiResult<Item> = yield call(api.findItem, line.itemId);
    if (!isOk(result) && result.status !== 404) throw new Error(`product ${line.itemId}: ${result.status}`);
    const item = isOk(result) ? result.body : null;
    const sku = item?.skus.find((candidate) => candidate.code === line.skuCode);
    const stock = sku ? stockOnHand(sku, config.onlineLocationId) : 0;
    const cart: CartLine[] = yield select(selectCartLines);
    const orderType = lineOrderType(stock);
    const limit = lineLimit(stock, orderType, config.maxUnitsPerLine);
    const { units } = cartAddition(cart, line.skuCode, line.quantity, limit.max);
    if (!item || !sku || stock === 0 || units === 0) {
      unavailable.push(line.variant ? `${line.title} (${line.variant})` : line.title);
      continue;
    }
    yield put(cartActions.itemAdded(toCartItem(item, sku, units, unitPrice(item, sku, discounts), orderType, limit.max)));
    added += units;
  }
  yield put(accountActions.reorderDone({ invoiceId, added, unavailable }));
}

function* reorderFailed(
  error: ApiError,
  _deps: SagaDeps,
  { payload: { invoiceId } }: ReturnType<typeof accountActions.reorderRequested>,
): SagaIterator {
  yield put(accountActions.reorderFailed({ invoiceId, error: { ...error, message: ACCOUNT.reorderFailed } }));
}

function* checkFailed(error: ApiError): SagaIterator {
  yield put(accountActions.sessionCheckFailed(error));
}
function* signInFailed(error: ApiError): SagaIterator {
  yield put(accountActions.signInFailed(error));
}
function* passwordSetFailed(error: ApiError): SagaIterator {
  yield put(accountActions.passwordSetFailed({ ...error, message: ACCOUNT.passwordNotSet }));
}
function* codeFailed(error: ApiError): SagaIterator {
  yield put(accountActions.codeFailed(error));
}
function* ordersFailed(error: ApiError): SagaIterator {
  const orders: AccountState['orders'] = yield select(selectAccountOrders);
  if (orders.status === 'loading') yield put(accountActions.ordersFailed(error));
}

export function* accountSaga(deps: SagaDeps) {
  yield all([
    followOtherTabs(deps),
    takeLatest(accountActions.sessionCheckRequested.type, guard(checkSession, checkFailed), deps),
    takeLeading(accountActions.passwordSignInRequested.type, guard(signInByPassword, signInFailed), deps),
    takeLeading(accountActions.codeRequested.type, guard(requestCode, codeFailed), deps),
    takeLeading(accountActions.codeSignInRequested.type, guard(signInByCode, signInFailed), deps),
    takeLeading(accountActions.signOutRequested.type, guard(signOut, checkFailed), deps),
    takeLatest(accountActions.ordersRequested.type, guard(loadOrders, ordersFailed), deps),
    takeLeading(accountActions.passwordSetRequested.type, guard(setPassword, passwordSetFailed), deps),
    takeEvery(accountActions.reorderRequested.type, guard(reorder, reorderFailed), deps),
  ]);
}

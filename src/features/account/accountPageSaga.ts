// What only the account page does: sign in by password or code, My orders, Reorder, set a password. Loaded with that
// page's chunk (its route's `sagas`); the session every page needs is in ./accountSaga.
import type { SagaIterator } from 'redux-saga';
import { all, call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { ApiResult } from '../../api/http';
import type { ListAnswer } from '../../api/answers';
import type { SagaDeps } from '../../app/deps';
import { apiError, isOk, type ApiError } from '../../app/failures';
import { CODE_SEND_WINDOW_MS, LOCK_MS, NUMBER_SLOW_MS, TOKEN_STORAGE_KEY, type SignedIn } from '../../domain/account';
import type { AccountOrder } from '../../domain/orderTracking';
import type { MessageKey, Text } from '../../i18n/texts';
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
import { accountActions, type AccountState } from './accountSlice';
import { endSession } from './accountSaga';
import { selectAccountOrders } from './selectors';

/** Orders per page of My orders. */
export const ORDERS_PAGE_SIZE = 10;

const inMinutes = (ms: number) => Math.round(ms / 60_000);

/**
 * What a wait of the session routes says, by the reason it names (`wait`): the lock of this number from this
 * connection, the number slowed down for everyone (a code still works), the limit of codes (429), or the shop's SMS
 * budget spent (503).
 */
const WAITS = new Map<unknown, Text>([
  ['locked', { id: 'account.signIn.locked', values: { minutes: inMinutes(LOCK_MS) } }],
  ['numberSlowed', { id: 'account.signIn.numberSlowed', values: { minutes: inMinutes(NUMBER_SLOW_MS) } }],
  ['tooManyCodes', { id: 'account.signIn.tooManyCodes', values: { minutes: inMinutes(CODE_SEND_WINDOW_MS) } }],
  ['smsBudget', 'account.signIn.codesPaused'],
]);

/**
 * What a refused sign-in says: 401 wrong (or the old password of a code-proven shopper, by its `reason`), a wait by its
 * reason (any other 429: too many tries), else a generic text.
 */
function signInError(result: ApiResult<unknown>, wrong: MessageKey): ApiError {
  const replaced = result.status === 401 && (result.body as { reason?: unknown } | undefined)?.reason === 'passwordReplaced';
  const error = apiError(result, replaced ? 'account.signIn.passwordReplaced' : result.status === 401 ? wrong : 'account.signInFailed');
  const wait = WAITS.get((result.body as { wait?: unknown } | undefined)?.wait);
  if (wait) return { ...error, message: wait };
  // Any other 429 is the limit of tries from this connection.
  return result.status === 429 ? { ...error, message: 'account.signIn.slowDown' } : error;
}

/** A sign-in's answer: the token to browser storage, the customer to the store. */
function* signedIn({ storage }: SagaDeps, { token, ...session }: SignedIn): SagaIterator {
  yield call([storage, storage.set], TOKEN_STORAGE_KEY, token);
  yield put(accountActions.signedIn(session));
}

export function* signInByPassword(deps: SagaDeps, { payload }: ReturnType<typeof accountActions.passwordSignInRequested>): SagaIterator {
  const result: ApiResult<SignedIn> = yield call(deps.api.signIn, payload.mobile, payload.password);
  if (isOk(result)) yield* signedIn(deps, result.body);
  else yield put(accountActions.signInFailed(signInError(result, 'account.signIn.wrongPassword')));
}

export function* requestCode({ api }: SagaDeps, { payload }: ReturnType<typeof accountActions.codeRequested>): SagaIterator {
  const result: ApiResult = yield call(api.requestCode, payload.mobile);
  if (result.status === 202) yield put(accountActions.codeSent({ mobile: payload.mobile }));
  else yield put(accountActions.codeFailed(signInError(result, 'account.signIn.codeNotSent')));
}

export function* signInByCode(deps: SagaDeps, { payload }: ReturnType<typeof accountActions.codeSignInRequested>): SagaIterator {
  const result: ApiResult<SignedIn> = yield call(deps.api.verifyCode, payload.mobile, payload.code);
  if (isOk(result)) yield* signedIn(deps, result.body);
  else yield put(accountActions.signInFailed(signInError(result, 'account.signIn.wrongCode')));
}

export function* setPassword(deps: SagaDeps, { payload }: ReturnType<typeof accountActions.passwordSetRequested>): SagaIterator {
  const result: ApiResult = yield call(deps.api.setPassword, payload.password);
  if (result.status === 204) yield put(accountActions.passwordSet());
  else if (result.status === 401) yield* endSession(deps.storage, 'ended');
  else yield put(accountActions.passwordSetFailed(apiError(result, 'account.passwordNotSet')));
}

export function* loadOrders(deps: SagaDeps, { payload: { page } }: ReturnType<typeof accountActions.ordersRequested>): SagaIterator {
  const result: ApiResult<ListAnswer<AccountOrder>> = yield call(deps.api.accountOrders, page, ORDERS_PAGE_SIZE);
  if (isOk(result)) {
    const { list, nextPageToken, total = list.length } = result.body;
    yield put(accountActions.ordersLoaded({ page, list, nextPageToken, total }));
  } else if (result.status === 401) {
    yield* endSession(deps.storage, 'ended');
  } else {
    yield put(accountActions.ordersFailed(apiError(result, 'common.notLoaded.orders')));
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
  yield put(accountActions.reorderFailed({ invoiceId, error: { ...error, message: 'account.reorderFailed' } }));
}

function* signInFailed(error: ApiError): SagaIterator {
  yield put(accountActions.signInFailed(error));
}
function* passwordSetFailed(error: ApiError): SagaIterator {
  yield put(accountActions.passwordSetFailed({ ...error, message: 'account.passwordNotSet' }));
}
function* codeFailed(error: ApiError): SagaIterator {
  yield put(accountActions.codeFailed(error));
}
function* ordersFailed(error: ApiError): SagaIterator {
  const orders: AccountState['orders'] = yield select(selectAccountOrders);
  if (orders.status === 'loading') yield put(accountActions.ordersFailed(error));
}

export function* accountPageSaga(deps: SagaDeps) {
  yield all([
    takeLeading(accountActions.passwordSignInRequested.type, guard(signInByPassword, signInFailed), deps),
    takeLeading(accountActions.codeRequested.type, guard(requestCode, codeFailed), deps),
    takeLeading(accountActions.codeSignInRequested.type, guard(signInByCode, signInFailed), deps),
    takeLatest(accountActions.ordersRequested.type, guard(loadOrders, ordersFailed), deps),
    takeLeading(accountActions.passwordSetRequested.type, guard(setPassword, passwordSetFailed), deps),
    takeEvery(accountActions.reorderRequested.type, guard(reorder, reorderFailed), deps),
  ]);
}

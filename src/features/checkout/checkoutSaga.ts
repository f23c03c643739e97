import type { Action } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, call, put, select, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { ApiResult } from '../../api/http';
import { lineChangesOf, voucherRefusalOf, type CheckoutCreated } from '../../api/answers';
import { dropRefusalOf, type DropRefusal } from '../../api/dropAnswers';
import type { SagaDeps } from '../../app/deps';
import { isRehydration } from '../../app/persistence';
import type { CheckoutTotals } from '../../domain/cartTotals';
import { validateCustomer } from '../../domain/checkoutValidation';
import { orderSuccessPath, orderTrackPath } from '../../domain/orderPath';
import { buildOrderPayload } from '../../domain/orderPayload';
import { applyLineChanges, type LineAdjustment } from '../../domain/lineChanges';
import type { DeliveryCharge } from '../../domain/types';
import type { ListAnswer } from '../../api/answers';
import { cartActions, type CartLine } from '../cart/cartSlice';
import { selectCartLines, selectCartRestored } from '../cart/selectors';
import { paymentsActions } from '../payments/paymentsSlice';
import { apiError, isOk, type ApiError } from '../../app/failures';
import { guard } from '../shared/guard';
import { findKnownOrder, knownOrders, rememberOrder, rememberPlacedOrder, type KnownOrder } from '../orders/knownOrders';
import { normalizeMobile } from '../../domain/mobile';
import { shopperMayCancel } from '../../domain/orderStatus';
import type { TrackedOrder } from '../../domain/orderTracking';
import { LOCK_MS, TOKEN_STORAGE_KEY, type Customer } from '../../domain/account';
import { languageBase, type Language } from '../../domain/language';
import { formatShopDateTime } from '../../domain/shopTime';
import type { Text } from '../../i18n/texts';
import { accountActions } from '../account/accountSlice';
import { endSession } from '../account/accountSaga';
import { selectCustomer } from '../account/selectors';
import { selectLanguage } from '../ui/uiSlice';
import { checkoutActions, toSavedCheckout, type CheckoutState, type LineNotice } from './checkoutSlice';
import { readSavedCheckout } from './savedCheckout';
import { PLACED_KEY, placedMarker, readPlacedMarker } from './placedMarker';
import { problemMessage } from './problemText';
import { selectChargesStatus, selectCheckout, selectCheckoutTotals } from './selectors';
import { promoActions } from '../promo/promoSlice';
import { selectPromoAnswer, selectPromoCode, selectPromoRequest } from '../promo/selectors';
import type { VoucherCheck } from '../../domain/voucher';
import { voucherCheckBasis, type VoucherCheckRequest } from '../../domain/voucherCheck';

/** Session storage key of the checkout form in progress. */
export const SAVED_FORM_KEY = 'checkout-form';

const isCartRestored = (action: Action) => isRehydration(action, 'cart');

export function* loadDeliveryCharges({ api }: SagaDeps): SagaIterator {
  const status: CheckoutState['chargesStatus'] = yield select(selectChargesStatus);
  if (status !== 'loading') return;
  const result: ApiResult<ListAnswer<DeliveryCharge>> = yield call(api.getDeliveryCharges);
  if (isOk(result)) {
    yield put(checkoutActions.deliveryChargesLoaded({ list: result.body.list }));
  } else {
    yield put(checkoutActions.deliveryChargesFailed(apiError(result, 'common.notLoaded.deliveryCharges')));
  }
}

/** The lock of a number after too many wrong codes, as the server names it in its 429 (`verification: 'locked'`). */
const LOCKED: Text = { id: 'account.signIn.locked', values: { minutes: Math.round(LOCK_MS / 60_000) } };

/** The bound on units that one connection's orders of unproven numbers hold, as the server names it in its 429 (`limit: 'address'`). */
function addressHold(result: ApiResult<CheckoutCreated>): Text | null {
  const body = result.body as { limit?: unknown; units?: unknown } | undefined;
  return result.status === 429 && body?.limit === 'address' && typeof body.units === 'number'
    ? { id: 'checkout.failed.heldAtAddress', values: { units: body.units } }
    : null;
}

/** The cap on orders waiting at once (`limit: 'openOrders'`), in words that say which orders and what to do with them. */
function openOrdersCap(result: ApiResult<CheckoutCreated>): Text | null {
  const body = result.body as { limit?: unknown; paymentType?: unknown; orders?: unknown } | undefined;
  if (result.status !== 429 || body?.limit !== 'openOrders' || typeof body.orders !== 'number') return null;
  return { id: body.paymentType === 'ONLINE' ? 'checkout.failed.openOnline' : 'checkout.failed.openCash', values: { orders: body.orders } };
}

/** A drop's refusal in the shop's words, naming the product as the cart has it. */
const bareId = (id: string) => id.replace(/-/g, '').toLowerCase();
const isLineOf = ({ product }: CartLine, itemId: string) =>
  [product.id, product.originalId].some((id) => id && bareId(id) === bareId(itemId));

function dropRefusalText(refused: DropRefusal, lines: CartLine[], language: Language): Text {
  const title = lines.find((line) => isLineOf(line, refused.itemId))?.product.title ?? '';
  switch (refused.problem) {
    case 'dropNotOpen':
      return { id: 'drop.notOpen', values: { title, opensAt: formatShopDateTime(Date.parse(refused.startsAt), language) } };
    case 'overDropLimit':
      return { id: 'checkout.failed.overDropLimit', values: { title, limit: refused.limit } };
    case 'soldOut':
      return { id: 'drop.hold.soldOut', values: { title } };
    // Only a hold is refused for its queue ticket; an order names its holds, not tickets.
    case 'holdExpired':
    case 'notAdmitted':
    case 'ticketRefused':
      return { id: 'checkout.failed.holdExpired', values: { title } };
  }
}

/** Orders this tab looks up at most when the cap refuses one (the cap itself is 3 of a kind). */
const OPEN_ORDERS_LOOKED_UP = 6;

/**
 * The orders this tab placed with the number the cap refused, still waiting for the shopper (to pay or to cancel), as
 * the server answers them: offered beside the refusal. Orders of that number placed elsewhere stay unnamed (a typed
 * number proves nothing); the message says how to find them.
 */
function* findOpenOrders(deps: SagaDeps, mobile: string): SagaIterator {
  const typed = normalizeMobile(mobile.trim());
  const known: KnownOrder[] = yield* knownOrders(deps.sessionStorage);
  const ours = known.filter((order) => normalizeMobile(order.mobile.trim()) === typed).slice(0, OPEN_ORDERS_LOOKED_UP);
  const orders: TrackedOrder[] = [];
  for (const { invoiceId, mobile: number } of ours) {
    const answer: ApiResult<TrackedOrder> = yield call(deps.api.trackOrder, invoiceId, number);
    if (isOk(answer) && shopperMayCancel(answer.body)) orders.push(answer.body);
  }
  if (orders.length) yield put(checkoutActions.openOrdersFound({ orders }));
}

/** A refusal that is about the shopper's session or number, in the shop's words; null for any other. */
function* accountRefusal(deps: SagaDeps, result: ApiResult<CheckoutCreated>, mobile: string, sentCode: boolean): SagaIterator<boolean> {
  const body = result.body as { verification?: unknown } | undefined;
  if (result.status === 403 && body?.verification === 'required') {
    yield put(checkoutActions.verificationRequired({ mobile, error: apiError(result, 'account.checkout.confirmNumber') }));
    yield put(accountActions.codeRequested({ mobile }));
    return true;
  }
  if (sentCode && (result.status === 401 || result.status === 429)) {
    // Any other 429 is the limit of tries from this connection.
    const wait = body?.verification === 'locked' ? LOCKED : 'account.signIn.slowDown';
    yield put(checkoutActions.orderFailed(apiError(result, result.status === 429 ? wait : 'account.signIn.wrongCode')));
    return true;
  }
  if (result.status === 401 || result.status === 403) {
    yield* endSession(deps.storage, 'ended');
    yield put(checkoutActions.orderFailed(apiError(result, 'account.checkout.signedOut')));
    return true;
  }
  return false;
}

export function* placeOrder(deps: SagaDeps, { payload: { origin } }: ReturnType<typeof checkoutActions.orderRequested>): SagaIterator {
  const { api, navigation, config, device } = deps;
  const checkout: CheckoutState = yield select(selectCheckout);
  const customer: Customer | null = yield select(selectCustomer);
  const lines: CartLine[] = yield select(selectCartLines);
  const language: Language = yield select(selectLanguage);
  if (checkout.placing !== 'placing') return;
  // The cart may have changed (in another tab, or the header's Clear All) since step one was confirmed.
  const totals: CheckoutTotals = yield select(selectCheckoutTotals);
  const voucherCode: string | null = yield call(promoCodeToSend);
  const invalid = validateCustomer(checkout.form, totals.payable);
  if (invalid) {
    yield put(checkoutActions.orderFailed({ status: 0, message: problemMessage(invalid.code) }));
    return;
  }
  const order = buildOrderPayload({
    form: checkout.form,
    paymentType: checkout.paymentType,
    lines,
    deliveryCharge: totals.delivery,
    vatPercent: totals.vatPercent,
    locationId: config.onlineLocationId,
    device,
    // The payment provider returns the shopper to the shop in the language they checked out in (/bn/payments/…).
    origin: `${origin}${languageBase(language)}`,
    customerId: customer?.id ?? null,
    verificationCode: checkout.verification?.code.trim() || undefined,
    language,
    voucherCode,
  });
  const result: ApiResult<CheckoutCreated> = yield call(api.placeOrder, order);
  if (!isOk(result) && (yield* accountRefusal(deps, result, order.info.mobile, !!order.verificationCode))) return;
  const { id = '', redirectUrl = '' } = isOk(result) ? result.body : {};
  // Spec §7: a placed order answers its id or, for online payment, the provider's page.
  const placed = order.paymentType === 'ONLINE' ? !!redirectUrl : !!id;

  if (!placed) {
    const voucherRefused = result.status === 409 ? voucherRefusalOf(result.body) : undefined;
    if (voucherRefused) {
      yield* promoRefusedByOrder(voucherRefused);
      yield put(checkoutActions.orderFailed(apiError(result, { id: 'checkout.failed.promo', values: { code: voucherRefused.code } })));
      return;
    }
    const dropRefused = result.status === 409 ? dropRefusalOf(result.body) : undefined;
    if (dropRefused) {
      // The hold ran out before the order came: its line leaves the cart, as the cart's own count would have done.
      if (dropRefused.problem === 'holdExpired') {
        const skuCodes = lines.filter((line) => line.hold && isLineOf(line, dropRefused.itemId)).map((line) => line.sku.code);
        yield put(cartActions.holdRanOut({ skuCodes }));
      }
      yield put(checkoutActions.orderFailed(apiError(result, dropRefusalText(dropRefused, lines, language))));
      return;
    }
    const changes = result.status === 409 ? lineChangesOf(result.body) : undefined;
    if (changes) {
      const { adjusted } = applyLineChanges(lines, changes, config.onlineLocationId);
      const error = apiError(result, 'checkout.changed.next');
      yield put(
        checkoutActions.linesChanged({
          changes,
          onlineLocationId: config.onlineLocationId,
          notices: adjusted.map(noticeOf).filter((n) => n !== null),
          error,
        }),
      );
      return;
    }
    const fallback = id
      ? 'checkout.failed.noPaymentPage'
      : result.status === 409
        ? 'checkout.failed.pricesChanged'
        : (addressHold(result) ?? openOrdersCap(result) ?? 'checkout.failed.placeOrder');
    yield put(checkoutActions.orderFailed(apiError(result, fallback)));
    if (openOrdersCap(result)) yield* findOpenOrders(deps, order.info.mobile);
    return;
  }
  const { account, token, customer: created, signedInBy, total, discount } = result.body!;
  if (account === 'created' && token && created && signedInBy) {
    yield call([deps.storage, deps.storage.set], TOKEN_STORAGE_KEY, token);
    yield put(accountActions.signedIn({ customer: created, signedInBy }));
  }
  // Back to the checkout from the order's page or the payment provider's leads to the order again (returnToPlacedOrder).
  yield call([deps.sessionStorage, deps.sessionStorage.set], PLACED_KEY, placedMarker(id, lines, order.paymentType === 'ONLINE'));
  if (order.paymentType === 'ONLINE') {
    yield put(checkoutActions.orderPlaced({ invoiceId: id, paymentType: 'ONLINE', redirectUrl, ...(account && { account }) }));
    yield call(navigation.redirect, redirectUrl);
  } else {
    const cash = total !== undefined ? { total } : {};
    const promo = voucherCode && discount ? { voucher: { code: voucherCode, discount } } : {};
    yield put(
      checkoutActions.orderPlaced({ invoiceId: id, paymentType: order.paymentType, ...cash, ...promo, ...(account && { account }) }),
    );
    yield call(navigation.navigate, orderSuccessPath(id));
  }
}

/**
 * The cart's promo code goes with the order unless the shop has just said it does not apply to this cart: the server
 * decides what it takes off, so a check still on its way (a slow phone) never holds the order back or drops the code.
 */
function* promoCodeToSend(): SagaIterator<string | null> {
  const code: string | null = yield select(selectPromoCode);
  const answer: VoucherCheck | null = yield select(selectPromoAnswer);
  return code && !(answer && 'refused' in answer) ? code : null;
}

/** The order refused the cart's code: the summary says why, and the next Confirm places the order without it. */
function* promoRefusedByOrder(answer: Extract<VoucherCheck, { refused: unknown }>): SagaIterator {
  const request: VoucherCheckRequest | null = yield select(selectPromoRequest);
  if (request?.code === answer.code) yield put(promoActions.rechecked({ answer, basis: voucherCheckBasis(request) }));
}

/** A changed line as the shopper is told of it; null when nothing the shopper sees changed (enough units left). */
function noticeOf({ line, quantity, unitPrice }: LineAdjustment<CartLine>): LineNotice | null {
  const capped = quantity > 0 && quantity < line.quantity;
  if (quantity > 0 && !capped && unitPrice === null) return null;
  return { skuCode: line.sku.code, title: line.product.title, attributeValues: line.sku.attributeValues, quantity, capped, unitPrice };
}

/**
 * Back to the checkout right after an order placed in this tab (from its success page, or from the payment provider's)
 * opens the order's page instead, once: while the cart is empty or still the one the order was placed with. An online
 * order left at the provider's page opens on its tracking, looked up with the number this tab placed it with, where
 * Pay now takes the shopper back to paying.
 */
export function* returnToPlacedOrder({ sessionStorage, navigation }: SagaDeps): SagaIterator {
  const placed = readPlacedMarker(yield call([sessionStorage, sessionStorage.get], PLACED_KEY));
  if (!placed) return;
  yield call([sessionStorage, sessionStorage.remove], PLACED_KEY);
  if (!(yield select(selectCartRestored))) yield take(isCartRestored);
  const lines: CartLine[] = yield select(selectCartLines);
  if (lines.length && placedMarker(placed.invoiceId, lines).cart !== placed.cart) return;
  if (!placed.online) {
    yield call(navigation.navigate, orderSuccessPath(placed.invoiceId), { replace: true });
    return;
  }
  // Tracking shows an order this tab has shown as soon as it opens (its recallOrder): this one too.
  const known = findKnownOrder(yield* knownOrders(sessionStorage), placed.invoiceId);
  if (known) yield* rememberOrder(sessionStorage, { ...known, shown: true });
  yield call(navigation.navigate, orderTrackPath(placed.invoiceId), { replace: true });
}

/** Signed in: step one starts from the account's details. */
export function* fillFromAccount(): SagaIterator {
  const customer: Customer | null = yield select(selectCustomer);
  if (!customer) return;
  const { fullName, mobile, email, shortAddress } = customer;
  yield put(checkoutActions.filledFromAccount({ fullName, mobile, email, shortAddress }));
}

export function* restoreForm({ sessionStorage }: SagaDeps): SagaIterator {
  const saved = readSavedCheckout(yield call([sessionStorage, sessionStorage.get], SAVED_FORM_KEY));
  if (saved) yield put(checkoutActions.formRestored(saved));
}

export function* saveForm({ sessionStorage }: SagaDeps): SagaIterator {
  const checkout: CheckoutState = yield select(selectCheckout);
  yield call([sessionStorage, sessionStorage.set], SAVED_FORM_KEY, toSavedCheckout(checkout));
}

export function* forgetForm({ sessionStorage }: SagaDeps): SagaIterator {
  yield call([sessionStorage, sessionStorage.remove], SAVED_FORM_KEY);
}

function* chargesFailed(error: ApiError): SagaIterator {
  yield put(checkoutActions.deliveryChargesFailed(error));
}

function* orderFailed(error: ApiError): SagaIterator {
  yield put(checkoutActions.orderFailed(error));
}

const isDone = (action: Action) =>
  (checkoutActions.orderPlaced.match(action) && action.payload.paymentType !== 'ONLINE') ||
  (paymentsActions.paymentAcknowledged.match(action) && action.payload.outcome === 'confirm');

export function* checkoutSaga(deps: SagaDeps) {
  yield all([
    // Restored when the page opens, not when the app starts, so a server-rendered form hydrates as rendered first.
    takeEvery(checkoutActions.opened.type, restoreForm, deps),
    takeLeading(checkoutActions.opened.type, returnToPlacedOrder, deps),
    takeEvery([checkoutActions.opened.type, accountActions.signedIn.type, accountActions.sessionChecked.type], fillFromAccount),
    takeLeading(checkoutActions.opened.type, guard(loadDeliveryCharges, chargesFailed), deps),
    // One order per intent: presses while an order is on its way are dropped here and by the reducer.
    takeLeading(checkoutActions.orderRequested.type, guard(placeOrder, orderFailed), deps),
    // The way back to the order: this tab remembers it with its number (features/orders/knownOrders.ts).
    takeLatest(checkoutActions.orderRequested.type, rememberPlacedOrder, deps),
    takeLatest([checkoutActions.formChanged.type, checkoutActions.paymentTypeChosen.type], saveForm, deps),
    // The saved form is forgotten once the order is done: at once for cash on delivery, and for an online order
    // only when its payment is confirmed, so a cancelled or failed payment comes back to the form as typed.
    takeEvery(isDone, forgetForm, deps),
  ]);
}

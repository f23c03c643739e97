import type { SagaIterator } from 'redux-saga';
import { all, call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { ApiResult } from '../../api/http';
import type { CheckoutCreated } from '../../api/shopApi';
import type { SagaDeps } from '../../app/deps';
import { checkoutTotals } from '../../domain/cartTotals';
import { validateCustomer } from '../../domain/checkoutValidation';
import { buildOrderPayload } from '../../domain/orderPayload';
import type { DeliveryCharge, ListResponse } from '../../domain/types';
import { cartActions, type CartState, type CurrentPrice } from '../cart/cartSlice';
import { apiError, isOk } from '../shared/paging';
import { checkoutActions, readSavedCheckout, toSavedCheckout, type CheckoutState } from './checkoutSlice';
import { serverError, UNREACHABLE } from './serverError';

/** Session storage key of the checkout form in progress. */
export const SAVED_FORM_KEY = 'checkout-form';

export const PLACE_ORDER_FAILED = 'Your order could not be placed. Please try again.';
export const PRICES_CHANGED = 'Some prices or stock changed since you added them. Please check your order and confirm it again.';
export const NO_PAYMENT_PAGE = 'The payment page could not be opened. Please try again.';

type Root = { checkout: CheckoutState; cart: CartState };

export function* loadDeliveryCharges({ api }: SagaDeps): SagaIterator {
  const status: CheckoutState['chargesStatus'] = yield select((state: Root) => state.checkout.chargesStatus);
  if (status !== 'loading') return;
  try {
    const result: ApiResult<ListResponse<DeliveryCharge>> = yield call(api.getDeliveryCharges);
    if (isOk(result) && Array.isArray(result.body.list)) {
      yield put(checkoutActions.deliveryChargesLoaded({ list: result.body.list }));
    } else {
      yield put(checkoutActions.deliveryChargesFailed(apiError(result, 'delivery charges')));
    }
  } catch {
    yield put(checkoutActions.deliveryChargesFailed({ status: 0, message: UNREACHABLE }));
  }
}

type PlaceOrderAnswer = Partial<CheckoutCreated> & { error?: string; lines?: CurrentPrice[] };

export function* placeOrder({ api, navigation, config, device }: SagaDeps, { payload: { origin } }: ReturnType<typeof checkoutActions.orderRequested>): SagaIterator {
  const { checkout, cart }: Root = yield select((state: Root) => state);
  if (checkout.placing !== 'placing') return;
  try {
    // The cart may have changed (in another tab, or the header's Clear All) since step one was confirmed.
    const totals = checkoutTotals(cart.items, { district: checkout.form.pickupDistrict, charges: checkout.deliveryCharges });
    const invalid = validateCustomer(checkout.form, totals.payable);
    if (invalid) {
      yield put(checkoutActions.orderFailed({ status: 0, message: invalid.message }));
      return;
    }
    const order = buildOrderPayload({
      form: checkout.form,
      paymentType: checkout.paymentType,
      lines: cart.items,
      deliveryCharge: totals.delivery,
      vatPercent: totals.vatPercent,
      locationId: config.onlineLocationId,
      device,
      origin,
    });
    const result: ApiResult<PlaceOrderAnswer> = yield call(api.placeOrder, order);
    const id = isOk(result) && typeof result.body.id === 'string' ? result.body.id : '';
    const redirectUrl = isOk(result) && typeof result.body.redirectUrl === 'string' ? result.body.redirectUrl : '';
    // Spec §7: a placed order answers its id or, for online payment, the provider's page.
    const placed = order.paymentType === 'ONLINE' ? !!redirectUrl : !!id;

    if (!placed) {
      if (result.status === 409 && Array.isArray(result.body?.lines)) yield put(cartActions.pricesChanged({ lines: result.body.lines }));
      const fallback = id ? NO_PAYMENT_PAGE : result.status === 409 ? PRICES_CHANGED : PLACE_ORDER_FAILED;
      yield put(checkoutActions.orderFailed(serverError(result, fallback)));
      return;
    }
    if (order.paymentType === 'ONLINE') {
      yield put(checkoutActions.orderPlaced({ invoiceId: id, paymentType: 'ONLINE', redirectUrl }));
      yield call(navigation.redirect, redirectUrl);
    } else {
      yield put(checkoutActions.orderPlaced({ invoiceId: id, paymentType: order.paymentType }));
      yield call(navigation.navigate, `/order/success?${new URLSearchParams({ invoiceId: id })}`);
    }
  } catch {
    yield put(checkoutActions.orderFailed({ status: 0, message: UNREACHABLE }));
  }
}

export function* restoreForm({ sessionStorage }: SagaDeps): SagaIterator {
  const saved = readSavedCheckout(yield call([sessionStorage, sessionStorage.get], SAVED_FORM_KEY));
  if (saved) yield put(checkoutActions.formRestored(saved));
}

export function* saveForm({ sessionStorage }: SagaDeps): SagaIterator {
  const checkout: CheckoutState = yield select((state: Root) => state.checkout);
  yield call([sessionStorage, sessionStorage.set], SAVED_FORM_KEY, toSavedCheckout(checkout));
}

export function* forgetForm({ sessionStorage }: SagaDeps): SagaIterator {
  yield call([sessionStorage, sessionStorage.remove], SAVED_FORM_KEY);
}

export function* checkoutSaga(deps: SagaDeps) {
  yield call(restoreForm, deps);
  yield all([
    takeLeading(checkoutActions.opened.type, loadDeliveryCharges, deps),
    // One order per intent: presses while an order is on its way are dropped here and by the reducer.
    takeLeading(checkoutActions.orderRequested.type, placeOrder, deps),
    takeLatest([checkoutActions.formChanged.type, checkoutActions.paymentTypeChosen.type], saveForm, deps),
    takeEvery(checkoutActions.orderPlaced.type, forgetForm, deps),
  ]);
}

import { combineReducers, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import type { ApiResult } from '../../api/http';
import type { ShopApi } from '../../api/shopApi';
import { accountOrder, trackedOrder } from '../../test/orders';
import { fakeDeps } from '../../test/fakes';
import { KNOWN_ORDERS_KEY } from '../orders/knownOrders';
import { SETTLE_MS } from '../../test/sagas';
import account, { accountActions } from '../account/accountSlice';
import orders, { ordersActions } from '../orders/ordersSlice';
import shopperOrders, { shopperOrdersActions as a } from './shopperOrdersSlice';
import { shopperOrdersSaga } from './shopperOrdersSaga';

const root = combineReducers({ shopperOrders, orders, account });
const INVOICE = 'INV-7KQ2XMH4TB';
const waiting = trackedOrder(INVOICE, {
  status: 'PLACED',
  paymentType: 'ONLINE',
  moves: [],
  shipment: null,
  payBy: Date.UTC(2026, 10, 27, 4, 30),
});
const REDIRECT = `http://localhost:8080/gateway/pay/${INVOICE}?token=fresh`;
const opened: ApiResult<unknown> = { status: 200, networkError: false, body: { redirectUrl: REDIRECT, order: waiting } };

/** A store with the order on the tracking page (looked up with its number), as the saga meets it. */
function trackedState() {
  let state = root(undefined, { type: 'init' });
  state = root(state, ordersActions.trackRequested({ invoiceId: INVOICE, mobile: '01712000111' }));
  return root(state, ordersActions.trackLoaded({ lookup: 1, order: waiting }));
}

describe('Pay now', () => {
  it('asks for a fresh payment page with the invoice and the number typed in tracking, and leaves for it', async () => {
    const deps = fakeDeps();
    const { storeState } = await expectSaga(shopperOrdersSaga, deps)
      .withReducer(root, trackedState())
      .provide([[matchers.call.fn(deps.api.payNow), opened]])
      .call(deps.api.payNow, INVOICE, '01712000111')
      .put(a.payOpened({ invoiceId: INVOICE, redirectUrl: REDIRECT }))
      .call(deps.navigation.redirect, REDIRECT)
      .dispatch(a.payRequested({ invoiceId: INVOICE, mobile: '01712000111' }))
      .silentRun(SETTLE_MS);
    expect(storeState.shopperOrders.acts[INVOICE]).toEqual({ kind: 'pay', status: 'loaded', error: null });
    // The number names the order in the request only: the state keeps none.
    expect(JSON.stringify(storeState.shopperOrders)).not.toContain('01712000111');
  });

  it('an order tracking showed again on opening (no number typed) is named by the number this tab looked it up with', async () => {
    const deps = fakeDeps();
    deps.sessionStorage.set(KNOWN_ORDERS_KEY, [{ invoiceId: INVOICE, mobile: '01712000222', shown: true }]);
    await expectSaga(shopperOrdersSaga, deps)
      .withReducer(root, trackedState())
      .provide([[matchers.call.fn(deps.api.payNow), opened]])
      .call(deps.api.payNow, INVOICE, '01712000222')
      .dispatch(a.payRequested({ invoiceId: INVOICE }))
      .silentRun(SETTLE_MS);
  });

  it('two taps ask once: a second payment page would race the first', async () => {
    let answer: (result: ApiResult<unknown>) => void = () => {};
    const payNow = jest.fn(() => new Promise<ApiResult<unknown>>((resolve) => (answer = resolve)));
    const deps = fakeDeps({ api: { payNow } as unknown as ShopApi });
    // A real store: the second tap arrives while the first one's call is on its way.
    const sagas = createSagaMiddleware();
    const store = configureStore({ reducer: root, middleware: (defaults) => defaults().concat(sagas) });
    const task = sagas.run(shopperOrdersSaga, deps);
    store.dispatch(a.payRequested({ invoiceId: INVOICE }));
    store.dispatch(a.payRequested({ invoiceId: INVOICE }));
    answer(opened);
    await new Promise((resolve) => setTimeout(resolve, 0));
    task.cancel();
    expect(payNow).toHaveBeenCalledTimes(1);
    expect(deps.navigation.redirect).toHaveBeenCalledTimes(1);
  });

  it('a 409 says the order can no longer be paid, and tracking shows it as the server tells it now (expired)', async () => {
    const deps = fakeDeps();
    const expired = { ...waiting, paymentStatus: 'EXPIRED' as const, payBy: null };
    const { storeState } = await expectSaga(shopperOrdersSaga, deps)
      .withReducer(root, trackedState())
      .provide([
        [
          matchers.call.fn(deps.api.payNow),
          { status: 409, networkError: false, body: { error: 'The time to pay ran out.', kind: 'notPayable', order: expired } },
        ],
      ])
      .put(a.orderAnswered({ order: expired }))
      .dispatch(a.payRequested({ invoiceId: INVOICE, mobile: '01712000111' }))
      .silentRun(SETTLE_MS);
    expect(storeState.orders.tracking.order).toEqual(expired);
    expect(storeState.shopperOrders.acts[INVOICE]).toMatchObject({
      kind: 'pay',
      status: 'failed',
      error: { status: 409, message: 'orders.act.notPayable' },
    });
    expect(deps.navigation.redirect).not.toHaveBeenCalled();
  });

  it.each<[string, ApiResult<unknown>, string]>([
    [
      'a 404 (wrong number, alike an unknown invoice)',
      { status: 404, networkError: false, body: { error: 'No order' } },
      'orders.track.notFound',
    ],
    ['a 429 (asked too often)', { status: 429, networkError: false, body: { error: 'Too many' } }, 'orders.track.tooMany'],
    ['no connection', { status: 0, networkError: true }, 'common.unreachable'],
    ['a server error', { status: 500, networkError: false }, 'orders.act.payFailed'],
    ['an answer without a payment page', { status: 200, networkError: false, unreadable: 'redirectUrl missing' }, 'common.unreadable'],
  ])('%s: said in the shop’s words, nothing left for', async (_name, answer, message) => {
    const deps = fakeDeps();
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { storeState } = await expectSaga(shopperOrdersSaga, deps)
      .withReducer(root)
      .provide([[matchers.call.fn(deps.api.payNow), answer]])
      .dispatch(a.payRequested({ invoiceId: INVOICE, mobile: '01712000111' }))
      .silentRun(SETTLE_MS);
    expect(storeState.shopperOrders.acts[INVOICE]).toMatchObject({ status: 'failed', error: { message } });
    expect(deps.navigation.redirect).not.toHaveBeenCalled();
  });
});

describe('Cancel order', () => {
  const cash = accountOrder(INVOICE, { status: 'PLACED', moves: [], shipment: null });
  const cancelled = trackedOrder(INVOICE, { status: 'CANCELLED', paymentStatus: 'CANCELLED', moves: [], shipment: null });

  it('signed in (no number): My orders shows the order cancelled, its lines still naming their products', async () => {
    const deps = fakeDeps();
    const signedIn = root(
      root(undefined, { type: 'init' }),
      accountActions.ordersLoaded({ page: 1, list: [cash], nextPageToken: '', total: 1 }),
    );
    const { storeState } = await expectSaga(shopperOrdersSaga, deps)
      .withReducer(root, signedIn)
      .provide([[matchers.call.fn(deps.api.cancelOrder), { status: 200, networkError: false, body: { order: cancelled } }]])
      .call(deps.api.cancelOrder, INVOICE, undefined)
      .put(a.orderAnswered({ order: cancelled }))
      .put(a.cancelDone({ invoiceId: INVOICE }))
      .dispatch(a.cancelRequested({ invoiceId: INVOICE }))
      .silentRun(SETTLE_MS);
    expect(storeState.account.orders.list[0]).toEqual({ ...cash, status: 'CANCELLED', paymentStatus: 'CANCELLED' });
    expect(storeState.shopperOrders.acts[INVOICE]).toEqual({ kind: 'cancel', status: 'loaded', error: null });
  });

  it('a 409 (the shop confirmed it first) says so, and the order shows CONFIRMED', async () => {
    const deps = fakeDeps();
    const confirmed = { ...waiting, paymentType: 'CASH_ON_DELIVERY' as const, status: 'CONFIRMED' as const, payBy: null };
    const { storeState } = await expectSaga(shopperOrdersSaga, deps)
      .withReducer(root, trackedState())
      .provide([
        [
          matchers.call.fn(deps.api.cancelOrder),
          { status: 409, networkError: false, body: { error: 'Only an unpaid order…', kind: 'notCancellable', order: confirmed } },
        ],
      ])
      .dispatch(a.cancelRequested({ invoiceId: INVOICE, mobile: '01712000111' }))
      .silentRun(SETTLE_MS);
    expect(storeState.orders.tracking.order?.status).toBe('CONFIRMED');
    expect(storeState.shopperOrders.acts[INVOICE]).toMatchObject({
      kind: 'cancel',
      status: 'failed',
      error: { message: 'orders.act.notCancellable' },
    });
  });
});

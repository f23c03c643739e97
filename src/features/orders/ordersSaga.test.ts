import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic } from 'redux-saga-test-plan/providers';
import type { ApiResult } from '../../api/http';
import type { TrackedOrder } from '../../domain/orderTracking';
import { fakeDeps } from '../../test/fakes';
import { trackedOrder } from '../../test/orders';
import { SETTLE_MS } from '../../test/sagas';
import orders, { ordersActions as a } from './ordersSlice';
import { ordersSaga } from './ordersSaga';
import { KNOWN_ORDERS_KEY, type KnownOrder } from './knownOrders';

const root = combineReducers({ orders });
const tracked = (invoiceId: string) => trackedOrder(invoiceId);
const ok = (order: TrackedOrder): ApiResult<TrackedOrder> => ({ status: 200, networkError: false, body: order });

/** Runs the saga with `answer` as the server, sending each lookup 5 ms after the one before. */
function run(answer: (invoiceId: string) => unknown, ...sent: ReturnType<typeof a.trackRequested>[]) {
  const deps = fakeDeps();
  let saga = expectSaga(ordersSaga, deps)
    .withReducer(root)
    .provide([[matchers.call.fn(deps.api.trackOrder), dynamic(({ args: [invoiceId] }) => answer(invoiceId))]]);
  for (const action of sent) saga = saga.dispatch(action).delay(5);
  return saga.silentRun(SETTLE_MS);
}

describe('order tracking', () => {
  it('asks the server with the invoice and number as typed, and keeps the order it answers, in the action log', async () => {
    const deps = fakeDeps();
    const { storeState } = await expectSaga(ordersSaga, deps)
      .withReducer(root)
      .provide([[matchers.call.fn(deps.api.trackOrder), ok(tracked('INV-7KQ2XMH4TB'))]])
      .call(deps.api.trackOrder, 'inv-7kq2xmh4tb', '০১৭১২০০০১১১')
      .put(a.trackLoaded({ lookup: 1, order: tracked('INV-7KQ2XMH4TB') }))
      .dispatch(a.trackRequested({ invoiceId: 'inv-7kq2xmh4tb', mobile: '০১৭১২০০০১১১' }))
      .silentRun(30);
    expect(storeState.orders.tracking).toEqual({
      invoiceId: 'inv-7kq2xmh4tb',
      lookup: 1,
      status: 'loaded',
      order: tracked('INV-7KQ2XMH4TB'),
      error: null,
      recalled: null,
    });
    // The number is the lookup's key: it is not kept in the state, only in this tab's storage, with the order found.
    expect(JSON.stringify(storeState)).not.toContain('০১৭১২০০০১১১');
    expect(deps.sessionStorage.get(KNOWN_ORDERS_KEY)).toEqual([{ invoiceId: 'INV-7KQ2XMH4TB', mobile: '০১৭১২০০০১১১', shown: true }]);
    expect(deps.storage.get(KNOWN_ORDERS_KEY)).toBeNull();
  });

  it.each<[string, ApiResult<unknown>, string]>([
    [
      'a 404 (wrong invoice or number, alike)',
      { status: 404, networkError: false, body: { error: 'No order was found…' } },
      'orders.track.notFound',
    ],
    ['no connection', { status: 0, networkError: true }, 'common.unreachable'],
    [
      'a 429 (this order asked too often)',
      { status: 429, networkError: false, body: { error: 'Too many requests' } },
      'orders.track.tooMany',
    ],
    ['a server error', { status: 503, networkError: false }, 'common.notLoaded.order'],
    ['an answer of another shape', { status: 200, networkError: false, unreadable: 'status: Invalid type' }, 'common.unreadable'],
  ])('says so in the shop’s words on %s', async (_, result, message) => {
    const deps = fakeDeps();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { storeState } = await expectSaga(ordersSaga, deps)
      .withReducer(root)
      .provide([[matchers.call.fn(deps.api.trackOrder), result]])
      .dispatch(a.trackRequested({ invoiceId: 'INV-ABCDEFGHJK', mobile: '01712000111' }))
      .silentRun(30);
    warn.mockRestore();
    expect(storeState.orders.tracking).toMatchObject({ status: 'failed', order: null, error: { status: result.status, message } });
  });

  it('answers the latest lookup: an older answer arriving last is ignored', async () => {
    const slow = (order: TrackedOrder, ms: number) => new Promise((resolve) => setTimeout(() => resolve(ok(order)), ms));
    const { storeState } = await run(
      (invoiceId) => (invoiceId === 'INV-FIRST00000' ? slow(tracked('INV-FIRST00000'), 60) : ok(tracked('INV-SECOND0000'))),
      a.trackRequested({ invoiceId: 'INV-FIRST00000', mobile: '01712000111' }),
      a.trackRequested({ invoiceId: 'INV-SECOND0000', mobile: '01712000111' }),
    );
    expect(storeState.orders.tracking).toMatchObject({ invoiceId: 'INV-SECOND0000', lookup: 2, status: 'loaded' });
    expect(storeState.orders.tracking.order.invoiceId).toBe('INV-SECOND0000');
  });

  it('a lookup that throws fails the form instead of stopping the saga, which answers the next one', async () => {
    const answers: string[] = [];
    const { storeState } = await run(
      (invoiceId) => {
        answers.push(invoiceId);
        if (invoiceId === 'INV-BROKEN0000') throw new Error('boom');
        return ok(tracked(invoiceId));
      },
      a.trackRequested({ invoiceId: 'INV-BROKEN0000', mobile: '01712000111' }),
      a.trackRequested({ invoiceId: 'INV-FINE000000', mobile: '01712000111' }),
    );
    expect(answers).toEqual(['INV-BROKEN0000', 'INV-FINE000000']);
    expect(storeState.orders.tracking).toMatchObject({ invoiceId: 'INV-FINE000000', status: 'loaded' });
  });

  it('a lookup that throws says the answer could not be read', async () => {
    const { storeState } = await run(
      () => {
        throw new Error('boom');
      },
      a.trackRequested({ invoiceId: 'INV-BROKEN0000', mobile: '01712000111' }),
    );
    expect(storeState.orders.tracking).toMatchObject({ status: 'failed', error: { message: 'common.unreadable' } });
  });
});

describe('the way back to an order in this tab', () => {
  const tabKnowing = (...orders: KnownOrder[]) => {
    const deps = fakeDeps();
    deps.sessionStorage.set(KNOWN_ORDERS_KEY, orders);
    return deps;
  };

  it('a reload of an order shown in this tab looks it up again with the number kept, and shows it', async () => {
    const deps = tabKnowing({ invoiceId: 'INV-7KQ2XMH4TB', mobile: '01712000111', shown: true });
    const { storeState } = await expectSaga(ordersSaga, deps)
      .withReducer(root)
      .provide([[matchers.call.fn(deps.api.trackOrder), ok(tracked('INV-7KQ2XMH4TB'))]])
      .put(a.trackRequested({ invoiceId: 'inv-7kq2xmh4tb', mobile: '01712000111' }))
      .call(deps.api.trackOrder, 'inv-7kq2xmh4tb', '01712000111')
      .dispatch(a.trackPageOpened({ invoiceId: 'inv-7kq2xmh4tb' }))
      .silentRun(SETTLE_MS);
    expect(storeState.orders.tracking).toMatchObject({ status: 'loaded', order: tracked('INV-7KQ2XMH4TB') });
  });

  it('an order placed in this tab and not yet tracked fills the number in, and asks nothing', async () => {
    const deps = tabKnowing({ invoiceId: 'INV-7KQ2XMH4TB', mobile: '01712000111', shown: false });
    const { storeState } = await expectSaga(ordersSaga, deps)
      .withReducer(root)
      .put(a.mobileRecalled({ invoiceId: 'INV-7KQ2XMH4TB', mobile: '01712000111' }))
      .not.call.fn(deps.api.trackOrder)
      .dispatch(a.trackPageOpened({ invoiceId: 'INV-7KQ2XMH4TB' }))
      .silentRun(SETTLE_MS);
    expect(storeState.orders.tracking.recalled).toEqual({ invoiceId: 'INV-7KQ2XMH4TB', mobile: '01712000111' });
    // Sending the form takes the number out of the state again.
    expect(root(storeState, a.trackRequested({ invoiceId: 'INV-7KQ2XMH4TB', mobile: '01712000111' })).orders.tracking.recalled).toBeNull();
  });

  it('a shared link (a tab that knows no number for it) leaves the form to the shopper', async () => {
    const deps = tabKnowing({ invoiceId: 'INV-OTHER00000', mobile: '01712000111', shown: true });
    const { storeState } = await expectSaga(ordersSaga, deps)
      .withReducer(root)
      .not.put.actionType(a.trackRequested.type)
      .not.put.actionType(a.mobileRecalled.type)
      .dispatch(a.trackPageOpened({ invoiceId: 'INV-7KQ2XMH4TB' }))
      .silentRun(SETTLE_MS);
    expect(storeState.orders.tracking).toMatchObject({ status: 'idle', recalled: null });
  });

  it('the address taking the invoice of the lookup just made asks nothing again', async () => {
    const deps = tabKnowing({ invoiceId: 'INV-7KQ2XMH4TB', mobile: '01712000111', shown: true });
    const asked = root(undefined, a.trackRequested({ invoiceId: 'INV-7KQ2XMH4TB', mobile: '01712000111' }));
    await expectSaga(ordersSaga, deps)
      .withReducer(root, root(asked, a.trackLoaded({ lookup: 1, order: tracked('INV-7KQ2XMH4TB') })))
      .not.put.actionType(a.trackRequested.type)
      .dispatch(a.trackPageOpened({ invoiceId: 'INV-7KQ2XMH4TB' }))
      .silentRun(SETTLE_MS);
  });

  it('a kept number that no longer finds the order is forgotten (another number typed is not); Track another order forgets the order shown', async () => {
    const deps = tabKnowing(
      { invoiceId: 'INV-GONE000000', mobile: '01712000111', shown: true },
      { invoiceId: 'INV-7KQ2XMH4TB', mobile: '01712000222', shown: true },
    );
    const notFound: ApiResult<unknown> = { status: 404, networkError: false, body: { error: 'No order was found…' } };
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    await expectSaga(ordersSaga, deps)
      .withReducer(root)
      .provide([[matchers.call.fn(deps.api.trackOrder), notFound]])
      // The kept number is still asked with once another number found nothing.
      .call(deps.api.trackOrder, 'INV-GONE000000', '01712000111')
      .dispatch(a.trackRequested({ invoiceId: 'INV-GONE000000', mobile: '01799999999' }))
      .delay(5)
      .dispatch(a.trackPageOpened({ invoiceId: 'INV-GONE000000' }))
      .delay(5)
      .dispatch(a.trackAnotherChosen({ invoiceId: 'inv-7kq2xmh4tb' }))
      .silentRun(SETTLE_MS);
    warn.mockRestore();
    expect(deps.sessionStorage.get(KNOWN_ORDERS_KEY)).toEqual([]);
  });
});

describe('the tracking slice', () => {
  it('ignores an answer to a lookup that is not the latest, and Track another order empties the form', () => {
    let state = root(undefined, a.trackRequested({ invoiceId: 'INV-A', mobile: '1' }));
    state = root(state, a.trackRequested({ invoiceId: 'INV-B', mobile: '1' }));
    state = root(state, a.trackLoaded({ lookup: 1, order: tracked('INV-A') }));
    expect(state.orders.tracking).toMatchObject({ invoiceId: 'INV-B', status: 'loading', order: null });
    state = root(state, a.trackCleared());
    expect(state.orders.tracking).toEqual({ invoiceId: '', lookup: 2, status: 'idle', order: null, error: null, recalled: null });
  });
});

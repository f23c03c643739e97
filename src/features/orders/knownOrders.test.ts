import fc from 'fast-check';
import { expectSaga } from 'redux-saga-test-plan';
import { combineReducers } from '@reduxjs/toolkit';
import checkout, { checkoutActions } from '../checkout/checkoutSlice';
import { fakeDeps } from '../../test/fakes';
import { SETTLE_MS } from '../../test/sagas';
import {
  findKnownOrder,
  KNOWN_ORDERS_KEY,
  MAX_KNOWN_ORDERS,
  readKnownOrders,
  rememberPlacedOrder,
  withKnownOrder,
  withoutKnownOrder,
  type KnownOrder,
} from './knownOrders';

const order = (invoiceId: string, mobile = '01712000111', shown = false): KnownOrder => ({ invoiceId, mobile, shown });

describe('the orders this tab knows', () => {
  it('reads a corrupt or hand-edited entry as what it can use', () => {
    expect(readKnownOrders(null)).toEqual([]);
    expect(readKnownOrders('INV-1')).toEqual([]);
    expect(readKnownOrders([order('INV-1'), { invoiceId: 'INV-2' }, null, { invoiceId: '', mobile: '1', shown: true }])).toEqual([
      order('INV-1'),
    ]);
  });

  it('finds an invoice typed in any case, with Bengali digits or spaces', () => {
    expect(findKnownOrder([order('INV-7KQ2XMH4TB')], ' inv-7kq২xmh৪tb ')).toEqual(order('INV-7KQ2XMH4TB'));
  });

  it('keeps the newest first, one entry per invoice, never more than the bound', () => {
    const step = fc.tuple(fc.constantFrom('INV-A', 'inv-a', 'INV-B', 'INV-C', 'INV-D'), fc.boolean());
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        let list: KnownOrder[] = [];
        for (const [invoiceId, remember] of steps)
          list = remember ? withKnownOrder(list, order(invoiceId)) : withoutKnownOrder(list, invoiceId);
        const keys = list.map((entry) => entry.invoiceId.toUpperCase());
        expect(new Set(keys).size).toBe(keys.length);
        expect(list.length).toBeLessThanOrEqual(MAX_KNOWN_ORDERS);
        const last = steps.at(-1);
        if (last?.[1]) expect(list[0].invoiceId).toBe(last[0]);
        if (last && !last[1]) expect(findKnownOrder(list, last[0])).toBeUndefined();
      }),
    );
  });

  it('drops the oldest beyond the bound', () => {
    let list: KnownOrder[] = [];
    for (let n = 0; n <= MAX_KNOWN_ORDERS; n++) list = withKnownOrder(list, order(`INV-${n}`));
    expect(list).toHaveLength(MAX_KNOWN_ORDERS);
    expect(findKnownOrder(list, 'INV-0')).toBeUndefined();
  });
});

describe('an order placed in this tab', () => {
  const root = combineReducers({ checkout });
  const filled = root(undefined, checkoutActions.formChanged({ mobile: ' 01712000111 ' }));

  it('is remembered with the number typed at checkout, not yet shown, in the tab’s storage only', async () => {
    const deps = fakeDeps();
    await expectSaga(rememberPlacedOrder, deps)
      .withReducer(root, filled)
      .dispatch(checkoutActions.orderPlaced({ invoiceId: 'INV-7KQ2XMH4TB', paymentType: 'CASH_ON_DELIVERY' }))
      .silentRun(SETTLE_MS);
    expect(deps.sessionStorage.get(KNOWN_ORDERS_KEY)).toEqual([order('INV-7KQ2XMH4TB', '01712000111', false)]);
    expect(deps.storage.get(KNOWN_ORDERS_KEY)).toBeNull();
  });

  it('an order not placed remembers nothing', async () => {
    const deps = fakeDeps();
    await expectSaga(rememberPlacedOrder, deps)
      .withReducer(root, filled)
      .dispatch(checkoutActions.orderFailed({ status: 409, message: 'checkout.failed.pricesChanged' }))
      .silentRun(SETTLE_MS);
    expect(deps.sessionStorage.get(KNOWN_ORDERS_KEY)).toBeNull();
  });
});

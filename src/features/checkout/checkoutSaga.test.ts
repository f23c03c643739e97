import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import type { ApiResult } from '../../api/http';
import type { ShopApi } from '../../api/shopApi';
import type { LineChange } from '../../domain/lineChanges';
import type { OrderPayload } from '../../domain/types';
import { fakeDeps } from '../../test/fakes';
import { sku } from '../../test/items';
import cart, { cartActions, emptyCart, type CartState } from '../cart/cartSlice';
import checkout, { checkoutActions as a, emptyCustomerForm, type CheckoutState } from './checkoutSlice';
import { checkoutSaga, placeOrder, restoreForm, returnToPlacedOrder, SAVED_FORM_KEY } from './checkoutSaga';
import { PLACED_KEY } from './placedMarker';
import { KNOWN_ORDERS_KEY } from '../orders/knownOrders';
import { REHYDRATE } from '../../app/persistence';
import type { ApiError } from '../../app/failures';
import { SETTLE_MS } from '../../test/sagas';
import { paymentsActions } from '../payments/paymentsSlice';
import account, { accountActions } from '../account/accountSlice';
import ui, { uiActions } from '../ui/uiSlice';
import { LOCK_MS } from '../../domain/account';
import { customer, trackedOrder } from '../../test/orders';
import promo, { initialPromo, promoActions } from '../promo/promoSlice';
import { voucherCheckBasis, voucherCheckRequest } from '../../domain/voucherCheck';
import { selectCheckoutTotals } from './selectors';

const root = combineReducers({ checkout, cart, account, ui, promo });
type Root = ReturnType<typeof root>;

const cartWithTee = (): CartState =>
  cart(
    emptyCart,
    cartActions.itemAdded({
      product: { id: 'item-1', code: 'C-1', title: 'Warfaze Tee', images: [], categories: [] },
      sku: sku('item-1-M'),
      quantity: 2,
      unitPrice: { original: 900, price: 810, offerId: 'disc-10', offerName: 'Ten off' },
      orderType: 'order',
    }),
  );

/** A shopper on step two with the terms ticked and the given district and payment. */
function readyToOrder(change: Partial<CheckoutState> = {}, district: CheckoutState['form']['pickupDistrict'] = 'INSIDE_DHAKA'): Root {
  const checkoutState: CheckoutState = {
    ...checkout(undefined, { type: 'init' }),
    step: 'payment',
    termsAccepted: true,
    form: {
      ...emptyCustomerForm,
      fullName: 'Rahim Uddin',
      mobile: '01712345678',
      shortAddress: 'House 12, Dhanmondi',
      pickupDistrict: district,
    },
    ...change,
  };
  return {
    checkout: checkoutState,
    cart: cartWithTee(),
    account: account(undefined, { type: 'init' }),
    ui: ui(undefined, { type: 'init' }),
    promo: initialPromo,
  };
}

const created = (body: object, status = 201): ApiResult<object> => ({ status, networkError: false, body });
const origin = { origin: 'http://shop.test' };

function setup() {
  const deps = fakeDeps();
  const placeOrder = matchers.call.fn(deps.api.placeOrder);
  return { deps, placeOrder, sent: [] as OrderPayload[] };
}

describe('placing an order', () => {
  it('places a cash on delivery order, clears the form and the cart and goes to the order success page', async () => {
    const { deps, placeOrder, sent } = setup();
    deps.sessionStorage.set(SAVED_FORM_KEY, { form: readyToOrder().checkout.form, paymentType: 'CASH_ON_DELIVERY' });
    const { storeState } = await expectSaga(checkoutSaga, deps)
      .withReducer(root, readyToOrder())
      .provide([[placeOrder, dynamic(({ args: [order] }) => (sent.push(order), created({ id: 'INV-100001' })))]])
      .put(a.orderPlaced({ invoiceId: 'INV-100001', paymentType: 'CASH_ON_DELIVERY' }))
      .dispatch(a.orderRequested(origin))
      .silentRun(30);

    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      paymentType: 'CASH_ON_DELIVERY',
      locationId: 'online-warehouse',
      info: { fullName: 'Rahim Uddin', mobile: '01712345678', deviceId: 'device-test', deviceName: 'Web Browser' },
      items: [
        { itemId: 'item-1', skuCode: 'item-1-M', price: 900, discountedPrice: 810, offerId: 'disc-10', quantity: 2, orderType: 'order' },
      ],
      extras: { pickupDistrict: 'INSIDE_DHAKA', pickupPoints: 'HOME', deliveryCharge: 80 },
    });
    expect(sent[0]).not.toHaveProperty('paymentGatewayInfo');
    expect(deps.navigation.navigate).toHaveBeenCalledWith('/order/success?invoiceId=INV-100001');
    expect(deps.navigation.redirect).not.toHaveBeenCalled();
    expect(storeState.checkout).toMatchObject({ placing: 'placed', step: 'customer', form: emptyCustomerForm });
    expect(storeState.cart.items).toHaveLength(0);
    expect(deps.sessionStorage.get(SAVED_FORM_KEY)).toBeNull();
  });

  it('sends an online order with the return URLs and follows the payment page it answers with', async () => {
    const { deps, placeOrder, sent } = setup();
    const { storeState } = await expectSaga(checkoutSaga, deps)
      .withReducer(root, readyToOrder({ paymentType: 'ONLINE' }))
      .provide([
        [
          placeOrder,
          dynamic(
            ({ args: [order] }) => (
              sent.push(order),
              created({ id: 'INV-7', redirectUrl: 'http://shop.test/gateway/pay?invoiceId=INV-7' })
            ),
          ),
        ],
      ])
      .dispatch(a.orderRequested(origin))
      .silentRun(30);

    expect(sent[0].paymentGatewayInfo).toEqual({
      cancelUrl: 'http://shop.test/payments/cancel',
      successUrl: 'http://shop.test/payments/success',
      failureUrl: 'http://shop.test/payments/failure',
    });
    expect(deps.navigation.redirect).toHaveBeenCalledWith('http://shop.test/gateway/pay?invoiceId=INV-7');
    expect(deps.navigation.navigate).not.toHaveBeenCalled();
    expect(deps.sessionStorage.get(PLACED_KEY)).toMatchObject({ invoiceId: 'INV-7', online: true });
    expect(storeState.checkout.placing).toBe('placed');
    expect(storeState.cart.items).toHaveLength(1);
  });

  it('from the Bengali shop, the payment provider returns the shopper to the Bengali result pages', async () => {
    const { deps, placeOrder, sent } = setup();
    const bengali = { ...readyToOrder({ paymentType: 'ONLINE' }), ui: ui(undefined, uiActions.languageSet({ language: 'bn' })) };
    await expectSaga(checkoutSaga, deps)
      .withReducer(root, bengali)
      .provide([[placeOrder, dynamic(({ args: [order] }) => (sent.push(order), created({ id: 'INV-7', redirectUrl: 'http://gw/pay' })))]])
      .dispatch(a.orderRequested(origin))
      .silentRun(30);
    expect(sent[0].paymentGatewayInfo).toEqual({
      cancelUrl: 'http://shop.test/bn/payments/cancel',
      successUrl: 'http://shop.test/bn/payments/success',
      failureUrl: 'http://shop.test/bn/payments/failure',
    });
    expect(deps.navigation.redirect).toHaveBeenCalledWith('http://gw/pay');
  });

  it('pays online outside Dhaka with its delivery charge', async () => {
    const { deps, placeOrder, sent } = setup();
    await expectSaga(checkoutSaga, deps)
      .withReducer(root, readyToOrder({}, 'OUTSIDE_DHAKA'))
      .provide([[placeOrder, dynamic(({ args: [order] }) => (sent.push(order), created({ id: 'INV-8', redirectUrl: 'http://gw/pay' })))]])
      .dispatch(a.orderRequested(origin))
      .silentRun(30);
    expect(sent[0]).toMatchObject({ paymentType: 'ONLINE', extras: { pickupDistrict: 'OUTSIDE_DHAKA', deliveryCharge: 120 } });
    expect(deps.navigation.redirect).toHaveBeenCalledWith('http://gw/pay');
  });

  it('keeps the saved form while an online payment is on its way, and forgets it once the payment is confirmed', async () => {
    const { deps, placeOrder } = setup();
    const saved = { form: readyToOrder({}, 'OUTSIDE_DHAKA').checkout.form, paymentType: 'ONLINE' };
    deps.sessionStorage.set(SAVED_FORM_KEY, saved);
    await expectSaga(checkoutSaga, deps)
      .withReducer(root, readyToOrder({}, 'OUTSIDE_DHAKA'))
      .provide([[placeOrder, created({ id: 'INV-8', redirectUrl: 'http://gw/pay' })]])
      .dispatch(a.orderRequested(origin))
      // A cancelled or failed payment is no reason to forget what the shopper typed.
      .dispatch(paymentsActions.paymentAcknowledged({ outcome: 'cancel', invoiceId: 'INV-8' }))
      .dispatch(paymentsActions.paymentAcknowledged({ outcome: 'failure', invoiceId: 'INV-8' }))
      .silentRun(30);
    expect(deps.sessionStorage.get(SAVED_FORM_KEY)).toEqual(saved);

    await expectSaga(checkoutSaga, deps)
      .dispatch(paymentsActions.paymentAcknowledged({ outcome: 'confirm', invoiceId: 'INV-8' }))
      .silentRun(30);
    expect(deps.sessionStorage.get(SAVED_FORM_KEY)).toBeNull();
  });

  it('follows an online answer that names only the payment page (spec §7: body.id or body.redirectUrl)', async () => {
    const { deps, placeOrder } = setup();
    const { storeState } = await expectSaga(checkoutSaga, deps)
      .withReducer(root, readyToOrder({}, 'OUTSIDE_DHAKA'))
      .provide([[placeOrder, created({ redirectUrl: 'http://gw/pay/42' })]])
      .dispatch(a.orderRequested(origin))
      .silentRun(30);
    expect(deps.navigation.redirect).toHaveBeenCalledWith('http://gw/pay/42');
    expect(storeState.checkout.placing).toBe('placed');
  });

  it.each<[string, ApiResult<object> | Error, ApiError]>([
    // The server's reason is kept for QA and the console; the shopper reads the shop's own words.
    [
      'a 400 with the server’s reason',
      created({ error: 'mobile: must be 01 followed by 9 digits' }, 400),
      { status: 400, message: 'checkout.failed.placeOrder', detail: 'mobile: must be 01 followed by 9 digits' },
    ],
    [
      'a 409 for stock',
      created({ error: 'Only 1 unit left; you asked for 2.' }, 409),
      { status: 409, message: 'checkout.failed.pricesChanged', detail: 'Only 1 unit left; you asked for 2.' },
    ],
    ['a 500 without a body', { status: 500, networkError: false }, { status: 500, message: 'checkout.failed.placeOrder' }],
    [
      'a 503 of a busy server (its line of password hashes full)',
      created({ error: 'The shop is busy right now.', busy: true }, 503),
      { status: 503, message: 'common.busy', detail: 'The shop is busy right now.' },
    ],
    ['a 409 without a reason', created({}, 409), { status: 409, message: 'checkout.failed.pricesChanged' }],
    [
      'a 409 for a drop not yet open, naming the product and the hour on the shop’s clock',
      created(
        { error: 'Warfaze Tee goes on sale at …', problem: 'dropNotOpen', itemId: 'ITEM1', startsAt: '2026-12-05T14:00:00.000Z' },
        409,
      ),
      {
        status: 409,
        message: { id: 'drop.notOpen', values: { title: 'Warfaze Tee', opensAt: '5 Dec 2026, 8:00 PM' } },
        detail: 'Warfaze Tee goes on sale at …',
      },
    ],
    [
      'a 409 for more units of a drop than one buyer may have',
      created({ error: 'Warfaze Tee is limited …', problem: 'overDropLimit', itemId: 'item-1', limit: 1 }, 409),
      {
        status: 409,
        message: { id: 'checkout.failed.overDropLimit', values: { title: 'Warfaze Tee', limit: 1 } },
        detail: 'Warfaze Tee is limited …',
      },
    ],
    ['a network failure', { status: 0, networkError: true }, { status: 0, message: 'common.unreachable' }],
    ['a call that throws', new Error('boom'), { status: 0, message: 'common.unreadable' }],
    [
      'an online order answered without a payment page',
      created({ id: 'INV-9' }),
      { status: 201, message: 'checkout.failed.noPaymentPage' },
    ],
  ])('keeps the form and the cart after %s', async (_, answer, error) => {
    const { deps, placeOrder } = setup();
    const online = _.startsWith('an online');
    const { storeState } = await expectSaga(checkoutSaga, deps)
      .withReducer(root, readyToOrder({ paymentType: online ? 'ONLINE' : 'CASH_ON_DELIVERY' }))
      .provide([[placeOrder, answer instanceof Error ? throwError(answer) : answer]])
      .dispatch(a.orderRequested(origin))
      .silentRun(30);
    expect(storeState.checkout).toMatchObject({ placing: 'failed', step: 'payment', error });
    expect(storeState.checkout.form.fullName).toBe('Rahim Uddin');
    expect(storeState.cart.items).toHaveLength(1);
    expect(deps.navigation.navigate).not.toHaveBeenCalled();
    expect(deps.navigation.redirect).not.toHaveBeenCalled();
  });

  it('a drop’s held line goes with its hold; a 409 that the hold ran out takes the line out of the cart and says so', async () => {
    const { deps, placeOrder, sent } = setup();
    const hold = { id: 'hold-7', units: 1, expiresAt: Date.UTC(2026, 11, 5, 14, 10) };
    const held = cart(emptyCart, cartActions.itemAdded({ ...cartWithTee().items[0], quantity: 1, hold }));
    const refused = created({ error: 'Your hold on Warfaze Tee ran out…', problem: 'holdExpired', itemId: 'ITEM1' }, 409);
    const { storeState } = await expectSaga(checkoutSaga, deps)
      .withReducer(root, { ...readyToOrder(), cart: held })
      .provide([[placeOrder, dynamic(({ args: [order] }) => (sent.push(order), refused))]])
      .dispatch(a.orderRequested(origin))
      .silentRun(30);
    expect(sent[0].items).toEqual([expect.objectContaining({ itemId: 'item-1', skuCode: 'item-1-M', quantity: 1, holdId: 'hold-7' })]);
    expect(storeState.checkout).toMatchObject({
      placing: 'failed',
      error: { status: 409, message: { id: 'checkout.failed.holdExpired', values: { title: 'Warfaze Tee' } } },
    });
    expect(storeState.cart.items).toEqual([]);
    expect(storeState.cart.ranOut).toEqual([{ sku: held.items[0].sku, title: 'Warfaze Tee' }]);
  });

  it('a 409 naming changed lines: the cart holds what can be bought, one notice names them, and the next Confirm Order goes through', async () => {
    const { deps, placeOrder, sent } = setup();
    const changes = [
      { itemId: 'item-1', skuCode: 'item-1-M', kind: 'stock', available: 1 },
      { itemId: 'item-1', skuCode: 'item-1-M', kind: 'price', price: 950, discountedPrice: 900 },
    ];
    const answers = [created({ error: 'Only 1 unit of Warfaze Tee is left; you asked for 2.', changes }, 409), created({ id: 'INV-3' })];
    const { storeState } = await expectSaga(checkoutSaga, deps)
      .withReducer(root, readyToOrder())
      .provide([[placeOrder, dynamic(({ args: [order] }) => (sent.push(order), answers[sent.length - 1]))]])
      .put(
        a.linesChanged({
          changes: changes as LineChange[],
          onlineLocationId: 'online-warehouse',
          notices: [{ skuCode: 'item-1-M', title: 'Warfaze Tee', attributeValues: [], quantity: 1, capped: true, unitPrice: 900 }],
          error: { status: 409, message: 'checkout.changed.next', detail: 'Only 1 unit of Warfaze Tee is left; you asked for 2.' },
        }),
      )
      .dispatch(a.orderRequested(origin))
      // The second Confirm Order once the first has settled (a press while one is on its way is dropped).
      .delay(SETTLE_MS / 3)
      .dispatch(a.orderRequested(origin))
      .silentRun(SETTLE_MS);
    expect(sent).toHaveLength(2);
    expect(sent[1].items).toEqual([expect.objectContaining({ skuCode: 'item-1-M', quantity: 1, price: 950, discountedPrice: 900 })]);
    expect(storeState.checkout).toMatchObject({ placing: 'placed', changedLines: [] });
  });

  it('a line with nothing left leaves the cart and is named as gone', async () => {
    const { deps, placeOrder } = setup();
    const { storeState } = await expectSaga(checkoutSaga, deps)
      .withReducer(root, readyToOrder())
      .provide([
        [
          placeOrder,
          created({ error: 'out of stock', changes: [{ itemId: 'item-1', skuCode: 'item-1-M', kind: 'stock', available: 0 }] }, 409),
        ],
      ])
      .dispatch(a.orderRequested(origin))
      .silentRun(30);
    expect(storeState.cart).toEqual(emptyCart);
    expect(storeState.checkout).toMatchObject({
      placing: 'failed',
      changedLines: [{ skuCode: 'item-1-M', title: 'Warfaze Tee', attributeValues: [], quantity: 0, capped: false, unitPrice: null }],
    });
  });

  it('takes the prices of a backend that answers only `lines`, so the next Confirm Order matches them', async () => {
    const { deps, placeOrder } = setup();
    const { storeState } = await expectSaga(checkoutSaga, deps)
      .withReducer(root, readyToOrder())
      .provide([
        [
          placeOrder,
          created({ error: 'Prices changed.', lines: [{ itemId: 'item-1', skuCode: 'item-1-M', price: 950, discountedPrice: 950 }] }, 409),
        ],
      ])
      .dispatch(a.orderRequested(origin))
      .silentRun(30);
    expect(storeState.checkout.error).toEqual({ status: 409, message: 'checkout.changed.next', detail: 'Prices changed.' });
    expect(storeState.checkout.changedLines).toEqual([
      { skuCode: 'item-1-M', title: 'Warfaze Tee', attributeValues: [], quantity: 2, capped: false, unitPrice: 950 },
    ]);
    expect(storeState.cart.items[0].unitPrice).toMatchObject({ original: 950, price: 950 });
    expect(storeState.cart.total).toBe(1900);
  });

  it('a cash order answered with its total keeps it for the success page', async () => {
    const { deps, placeOrder } = setup();
    const { storeState } = await expectSaga(checkoutSaga, deps)
      .withReducer(root, readyToOrder())
      .provide([[placeOrder, created({ id: 'INV-4', total: 1700 })]])
      .dispatch(a.orderRequested(origin))
      .silentRun(30);
    expect(storeState.checkout.cashToHave).toEqual({ invoiceId: 'INV-4', total: 1700 });
  });

  it('places one order however often Confirm Order is pressed while it is on its way', async () => {
    const placeOrder = jest.fn(() => new Promise<ApiResult<object>>((resolve) => setTimeout(() => resolve(created({ id: 'INV-1' })), 30)));
    const deps = fakeDeps({ api: { placeOrder } as unknown as ShopApi });
    const { storeState } = await expectSaga(checkoutSaga, deps)
      .withReducer(root, readyToOrder())
      .dispatch(a.orderRequested(origin))
      .dispatch(a.orderRequested(origin))
      .delay(15)
      .dispatch(a.orderRequested(origin))
      .silentRun(SETTLE_MS);
    expect(placeOrder).toHaveBeenCalledTimes(1);
    expect(deps.navigation.navigate).toHaveBeenCalledTimes(1);
    expect(storeState.checkout.placing).toBe('placed');
  });

  it('sends nothing when the cart was emptied after step one', async () => {
    const { deps } = setup();
    const state = readyToOrder();
    const { storeState } = await expectSaga(checkoutSaga, deps)
      .withReducer(root, { ...state, cart: emptyCart })
      .dispatch(a.orderRequested(origin))
      .silentRun(30);
    expect(storeState.checkout).toMatchObject({ placing: 'failed', error: { status: 0, message: 'checkout.problem.payableNotPositive' } });
  });

  it('sends nothing before the terms are ticked', async () => {
    const { deps, placeOrder, sent } = setup();
    await expectSaga(checkoutSaga, deps)
      .withReducer(root, readyToOrder({ termsAccepted: false }))
      .provide([[placeOrder, dynamic(({ args: [order] }) => (sent.push(order), created({ id: 'x' })))]])
      .dispatch(a.orderRequested(origin))
      .silentRun(30);
    expect(sent).toHaveLength(0);
  });

  it('places nothing for a request the reducer refused, such as one replayed after the order was placed', () => {
    const { deps } = setup();
    return expectSaga(placeOrder, deps, a.orderRequested(origin))
      .withState(readyToOrder({ placing: 'placed' }))
      .not.call.fn(deps.api.placeOrder)
      .not.put.like({ action: { type: a.orderFailed.type } })
      .run();
  });
});

describe('placing an order with a promo code', () => {
  /** Ready to order, with METAL10 applied to this very cart (as Apply leaves it). */
  function withCode(): Root {
    const ready = readyToOrder();
    const { pickupDistrict: district, mobile } = ready.checkout.form;
    const basis = voucherCheckBasis(voucherCheckRequest('METAL10', { lines: ready.cart.items, district, mobile }));
    return root(ready, promoActions.applied({ answer: { code: 'METAL10', discount: { lines: 162, delivery: 0, total: 162 } }, basis }));
  }

  it('sends the code, in the spec’s couponId too, with the total the summary showed', async () => {
    const { deps, placeOrder, sent } = setup();
    expect(selectCheckoutTotals(withCode())).toMatchObject({ subtotal: 1620, promo: 162, payable: 1538 });
    await expectSaga(checkoutSaga, deps)
      .withReducer(root, withCode())
      .provide([[placeOrder, dynamic(({ args: [order] }) => (sent.push(order), created({ id: 'INV-7', total: 1538, discount: 162 })))]])
      // The success page says what the code took off, as the server answered.
      .put(a.orderPlaced({ invoiceId: 'INV-7', paymentType: 'CASH_ON_DELIVERY', total: 1538, voucher: { code: 'METAL10', discount: 162 } }))
      .dispatch(a.orderRequested(origin))
      .silentRun(30);

    expect(sent[0]).toMatchObject({ voucherCode: 'METAL10', couponId: 'METAL10' });
  });

  it('a code the order refuses: the summary says why, and the next Confirm Order places it without the code', async () => {
    const { deps, placeOrder, sent } = setup();
    const refusal = { error: 'Promo code METAL10 has expired.', voucher: { code: 'METAL10', reason: 'expired' } };
    const answers = [created(refusal, 409), created({ id: 'INV-8', total: 1700 })];
    const { storeState } = await expectSaga(checkoutSaga, deps)
      .withReducer(root, withCode())
      .provide([[placeOrder, dynamic(({ args: [order] }) => (sent.push(order), answers[sent.length - 1]))]])
      .put(
        a.orderFailed({
          status: 409,
          message: { id: 'checkout.failed.promo', values: { code: 'METAL10' } },
          detail: 'Promo code METAL10 has expired.',
        }),
      )
      .dispatch(a.orderRequested(origin))
      .delay(SETTLE_MS / 3)
      .dispatch(a.orderRequested(origin))
      .silentRun(SETTLE_MS);

    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({ couponId: null });
    expect(sent[1]).not.toHaveProperty('voucherCode');
    expect(storeState.promo.answer).toEqual({ code: 'METAL10', refused: { reason: 'expired' } });
    expect(storeState.checkout.placing).toBe('placed');
    // A cash order placed empties the cart, and its code with it.
    expect(storeState.cart.promoCode).toBeUndefined();
  });

  it('a code still being checked (a slow phone) goes with the order: the server decides', async () => {
    const { deps, placeOrder, sent } = setup();
    const stale = root(withCode(), cartActions.quantityIncreased({ skuCode: 'item-1-M' }));
    expect(selectCheckoutTotals(stale).promo).toBe(0);
    await expectSaga(checkoutSaga, deps)
      .withReducer(root, stale)
      .provide([[placeOrder, dynamic(({ args: [order] }) => (sent.push(order), created({ id: 'INV-9' })))]])
      .dispatch(a.orderRequested(origin))
      .silentRun(30);

    expect(sent[0]).toMatchObject({ voucherCode: 'METAL10' });
  });
});

describe('placing an order with an account', () => {
  const signedIn = (state: Root): Root => ({
    ...state,
    account: account(state.account, accountActions.signedIn({ customer: customer({ id: 'c-9' }), signedInBy: 'password' })),
  });

  it('an account to open asks for the code sent to the number; with it, the shopper is signed in: the token to browser storage, the customer to the store', async () => {
    const { deps, placeOrder, sent } = setup();
    const form = { ...readyToOrder().checkout.form, createAccount: true, password: 'secret-pass', confirmPassword: 'secret-pass' };
    const opened = customer({ verified: true });
    const answers = [
      created({ error: 'Confirm your number.', verification: 'required' }, 403),
      created({ id: 'INV-5', account: 'created', token: 'tok-new', customer: opened, signedInBy: 'code' }),
    ];
    const { storeState } = await expectSaga(checkoutSaga, deps)
      .withReducer(root, readyToOrder({ form }))
      .provide([[placeOrder, dynamic(({ args: [order] }) => (sent.push(order), answers[sent.length - 1]))]])
      .put(accountActions.codeRequested({ mobile: '01712345678' }))
      .put(accountActions.signedIn({ customer: opened, signedInBy: 'code' }))
      .put(a.orderPlaced({ invoiceId: 'INV-5', paymentType: 'CASH_ON_DELIVERY', account: 'created' }))
      .dispatch(a.orderRequested(origin))
      .delay(10)
      .dispatch(a.verificationCodeChanged({ code: '482913' }))
      .delay(10)
      .dispatch(a.orderRequested(origin))
      .silentRun(30);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({ shouldCreateAccount: true, password: 'secret-pass', customerId: null });
    expect(sent[0]).not.toHaveProperty('verificationCode');
    expect(sent[1]).toMatchObject({ shouldCreateAccount: true, password: 'secret-pass', customerId: null, verificationCode: '482913' });
    expect(deps.storage.get('token')).toBe('tok-new');
    expect(storeState.account).toMatchObject({ session: 'signedIn', customer: opened, signedInBy: 'code' });
    expect(storeState.checkout).toMatchObject({ account: 'created', placing: 'placed', verification: null });
    expect(JSON.stringify(storeState)).not.toContain('tok-new');
  });

  it('signed in, the order names the customer and asks for no new account', async () => {
    const { deps, placeOrder, sent } = setup();
    const form = { ...readyToOrder().checkout.form, createAccount: true, password: 'secret-pass', confirmPassword: 'secret-pass' };
    await expectSaga(checkoutSaga, deps)
      .withReducer(root, signedIn(readyToOrder({ form })))
      .provide([[placeOrder, dynamic(({ args: [order] }) => (sent.push(order), created({ id: 'INV-6' })))]])
      .dispatch(a.orderRequested(origin))
      .silentRun(30);
    expect(sent[0].customerId).toBe('c-9');
    expect(sent[0]).not.toHaveProperty('shouldCreateAccount');
    expect(sent[0]).not.toHaveProperty('password');
  });

  it('a 401 means the session ended: signed out, the token forgotten, the form and cart kept', async () => {
    const { deps, placeOrder } = setup();
    deps.storage.set('token', 'tok-old');
    const { storeState } = await expectSaga(checkoutSaga, deps)
      .withReducer(root, signedIn(readyToOrder()))
      .provide([[placeOrder, created({ error: 'You were signed out.' }, 401)]])
      .dispatch(a.orderRequested(origin))
      .silentRun(30);
    expect(storeState.account).toMatchObject({ session: 'signedOut', signedOutBecause: 'ended' });
    expect(deps.storage.get('token')).toBeNull();
    expect(storeState.checkout).toMatchObject({ placing: 'failed', error: { status: 401, message: 'account.checkout.signedOut' } });
    expect(storeState.cart.items).toHaveLength(1);
  });

  it('a cash order the shop asks to confirm: the code is sent to its number, and the form asks for it', async () => {
    const { deps, placeOrder } = setup();
    const { storeState } = await expectSaga(checkoutSaga, deps)
      .withReducer(root, readyToOrder())
      .provide([[placeOrder, created({ error: 'Confirm your number.', verification: 'required' }, 403)]])
      .put(accountActions.codeRequested({ mobile: '01712345678' }))
      .dispatch(a.orderRequested(origin))
      .silentRun(30);
    expect(storeState.checkout).toMatchObject({
      placing: 'failed',
      verification: { mobile: '01712345678', code: '' },
      error: { status: 403, message: 'account.checkout.confirmNumber' },
    });
  });

  it('orders from this connection holding all they may: the shop says so in its words, with the bound', async () => {
    const { deps, placeOrder } = setup();
    const { storeState } = await expectSaga(checkoutSaga, deps)
      .withReducer(root, readyToOrder())
      .provide([[placeOrder, created({ error: 'Orders placed from your internet connection…', limit: 'address', units: 20 }, 429)]])
      .dispatch(a.orderRequested(origin))
      .silentRun(30);
    expect(storeState.checkout).toMatchObject({
      placing: 'failed',
      error: { status: 429, message: { id: 'checkout.failed.heldAtAddress', values: { units: 20 } } },
    });
    expect(storeState.cart.items).toHaveLength(1);
  });

  it.each([
    ['ONLINE', 'checkout.failed.openOnline'],
    ['CASH_ON_DELIVERY', 'checkout.failed.openCash'],
  ] as const)('the cap on %s orders waiting at once: said as that cap, not "try again"', async (paymentType, id) => {
    const { deps, placeOrder } = setup();
    const { storeState } = await expectSaga(checkoutSaga, deps)
      .withReducer(root, readyToOrder())
      .provide([[placeOrder, created({ error: 'You already have 3 orders…', limit: 'openOrders', paymentType, orders: 3 }, 429)]])
      .dispatch(a.orderRequested(origin))
      .silentRun(30);
    expect(storeState.checkout).toMatchObject({ placing: 'failed', error: { status: 429, message: { id, values: { orders: 3 } } } });
  });

  it('the cap refusing an order offers the waiting orders this tab placed with that number, as the server has them', async () => {
    const { deps, placeOrder } = setup();
    deps.sessionStorage.set(KNOWN_ORDERS_KEY, [
      { invoiceId: 'INV-21', mobile: '+880 1712-345678', shown: false },
      { invoiceId: 'INV-22', mobile: '01712345678', shown: true },
      { invoiceId: 'INV-23', mobile: '01812345678', shown: false },
    ]);
    const waiting = trackedOrder('INV-21', {
      status: 'PLACED',
      moves: [],
      shipment: null,
      paymentType: 'ONLINE',
      payBy: 1_900_000_000_000,
    });
    const asked: string[] = [];
    const { storeState } = await expectSaga(checkoutSaga, deps)
      .withReducer(root, readyToOrder())
      .provide([
        [placeOrder, created({ error: 'You already have 3 orders…', limit: 'openOrders', paymentType: 'ONLINE', orders: 3 }, 429)],
        [
          matchers.call.fn(deps.api.trackOrder),
          dynamic(({ args: [invoiceId] }) => {
            asked.push(invoiceId);
            return invoiceId === 'INV-21'
              ? { status: 200, networkError: false, body: waiting }
              : { status: 200, networkError: false, body: trackedOrder(invoiceId, { status: 'DELIVERED', paymentStatus: 'PAID' }) };
          }),
        ],
      ])
      .dispatch(a.orderRequested(origin))
      .silentRun(30);
    // Only this number's orders are looked up (whatever way it was typed); only the one still waiting is offered.
    expect(asked).toEqual(['INV-21', 'INV-22']);
    expect(storeState.checkout.openOrders).toEqual([waiting]);
    expect(root(storeState, a.orderRequested(origin)).checkout.openOrders).toEqual([]);
  });

  it.each<[string, ApiResult<object>, ApiError['message']]>([
    ['a wrong code', created({ error: 'That code is wrong.' }, 401), 'account.signIn.wrongCode'],
    [
      'a number locked by wrong codes',
      created({ error: 'Too many wrong tries.', verification: 'locked' }, 429),
      { id: 'account.signIn.locked', values: { minutes: LOCK_MS / 60_000 } },
    ],
    ['too many requests from this connection', created({ error: 'Too many requests from this address.' }, 429), 'account.signIn.slowDown'],
  ])('a code refused for %s says so in the shop’s words, not the server’s', async (_, answer, message) => {
    const { deps, placeOrder } = setup();
    const asked = root(
      readyToOrder(),
      a.verificationRequired({ mobile: '01712345678', error: { status: 403, message: 'account.checkout.confirmNumber' } }),
    );
    const { storeState } = await expectSaga(checkoutSaga, deps)
      .withReducer(root, root(asked, a.verificationCodeChanged({ code: '482913' })))
      .provide([[placeOrder, answer]])
      .dispatch(a.orderRequested(origin))
      .silentRun(30);
    expect(storeState.checkout).toMatchObject({ placing: 'failed', error: { status: answer.status, message } });
    expect(storeState.account.session).not.toBe('signedOut');
  });

  it('the next Confirm Order carries the code the shopper typed', async () => {
    const { deps, placeOrder, sent } = setup();
    const asked = root(
      readyToOrder(),
      a.verificationRequired({ mobile: '01712345678', error: { status: 403, message: 'account.checkout.confirmNumber' } }),
    );
    const { storeState } = await expectSaga(checkoutSaga, deps)
      .withReducer(root, root(asked, a.verificationCodeChanged({ code: ' 482913 ' })))
      .provide([[placeOrder, dynamic(({ args: [order] }) => (sent.push(order), created({ id: 'INV-8' })))]])
      .dispatch(a.orderRequested(origin))
      .silentRun(30);
    expect(sent[0].verificationCode).toBe('482913');
    expect(storeState.checkout.placing).toBe('placed');
  });
});

describe('Back to the checkout after an order placed in this tab', () => {
  const rehydrated = { type: REHYDRATE, key: 'cart' };

  it('a placed order leaves its mark, and the checkout opened again with the cart it emptied gives way to the order page', async () => {
    const { deps, placeOrder } = setup();
    const { storeState } = await expectSaga(checkoutSaga, deps)
      .withReducer(root, readyToOrder())
      .provide([[placeOrder, created({ id: 'INV-11' })]])
      .dispatch(a.orderRequested(origin))
      .delay(10)
      .dispatch(a.opened())
      .dispatch(rehydrated)
      .silentRun(30);
    expect(storeState.cart).toEqual(emptyCart);
    expect(deps.navigation.navigate).toHaveBeenLastCalledWith('/order/success?invoiceId=INV-11', { replace: true });
    expect(deps.sessionStorage.get(PLACED_KEY)).toBeNull();
  });

  it('an online order: Back from the payment page with the cart unchanged opens its tracking, shown as it opens, once', async () => {
    const { deps } = setup();
    deps.sessionStorage.set(PLACED_KEY, { invoiceId: 'INV-12', cart: 'item-1-M×2', online: true });
    deps.sessionStorage.set(KNOWN_ORDERS_KEY, [{ invoiceId: 'INV-12', mobile: '01712345678', shown: false }]);
    await expectSaga(returnToPlacedOrder, deps).withState(readyToOrder()).dispatch(rehydrated).silentRun(20);
    expect(deps.sessionStorage.get(KNOWN_ORDERS_KEY)).toEqual([{ invoiceId: 'INV-12', mobile: '01712345678', shown: true }]);
    expect(deps.navigation.navigate).toHaveBeenCalledWith('/order/track?invoiceId=INV-12', { replace: true });
    await expectSaga(returnToPlacedOrder, deps).withState(readyToOrder()).dispatch(rehydrated).silentRun(20);
    expect(deps.navigation.navigate).toHaveBeenCalledTimes(1);
  });

  it('an online order this tab knows no number of opens its tracking with the invoice filled in', async () => {
    const { deps } = setup();
    deps.sessionStorage.set(PLACED_KEY, { invoiceId: 'INV-14', cart: 'item-1-M×2', online: true });
    await expectSaga(returnToPlacedOrder, deps).withState(readyToOrder()).dispatch(rehydrated).silentRun(20);
    expect(deps.sessionStorage.get(KNOWN_ORDERS_KEY)).toBeNull();
    expect(deps.navigation.navigate).toHaveBeenCalledWith('/order/track?invoiceId=INV-14', { replace: true });
  });

  it.each([
    ['a cart changed since the order', { invoiceId: 'INV-13', cart: 'item-1-M×1' }],
    ['no order placed in this tab', null],
    ['a stored value that is not a mark', { invoiceId: '  ', cart: 3 }],
  ])('%s: the checkout opens as it is', async (_, mark) => {
    const { deps } = setup();
    deps.sessionStorage.set(PLACED_KEY, mark);
    await expectSaga(returnToPlacedOrder, deps).withState(readyToOrder()).dispatch(rehydrated).silentRun(20);
    expect(deps.navigation.navigate).not.toHaveBeenCalled();
  });
});

describe('delivery charges', () => {
  const charges = [
    { id: 'INSIDE_DHAKA', charge: 60 },
    { id: 'OUTSIDE_DHAKA', charge: 150 },
  ];

  it('fetches them when the checkout opens, once', async () => {
    const deps = fakeDeps();
    let calls = 0;
    const { storeState } = await expectSaga(checkoutSaga, deps)
      .withReducer(root)
      .provide([
        [
          matchers.call.fn(deps.api.getDeliveryCharges),
          dynamic(() => (calls++, { status: 200, networkError: false, body: { list: charges, nextPageToken: '', total: 2 } })),
        ],
      ])
      .dispatch(a.opened())
      .delay(10)
      .dispatch(a.opened())
      .silentRun(SETTLE_MS);
    expect(calls).toBe(1);
    expect(storeState.checkout).toMatchObject({ chargesStatus: 'loaded', deliveryCharges: charges });
  });

  it.each<[string, ApiResult<unknown> | Error, ApiError]>([
    ['an error status', { status: 503, networkError: false }, { status: 503, message: 'common.notLoaded.deliveryCharges' }],
    ['no connection', { status: 0, networkError: true }, { status: 0, message: 'common.unreachable' }],
    ['a call that throws', new Error('offline'), { status: 0, message: 'common.unreadable' }],
  ])('falls back to the default charges on %s', async (_, answer, error) => {
    const deps = fakeDeps();
    const { storeState } = await expectSaga(checkoutSaga, deps)
      .withReducer(root)
      .provide([[matchers.call.fn(deps.api.getDeliveryCharges), answer instanceof Error ? throwError(answer) : answer]])
      .dispatch(a.opened())
      .put(a.deliveryChargesFailed(error))
      .silentRun(30);
    expect(storeState.checkout).toMatchObject({ chargesStatus: 'failed', deliveryCharges: [] });
  });
});

describe('the form across a reload', () => {
  it('restores the form saved in this tab when the checkout opens, not before', async () => {
    const deps = fakeDeps();
    deps.sessionStorage.set(SAVED_FORM_KEY, {
      form: { fullName: 'Rahim', mobile: '01712345678', pickupDistrict: 'OUTSIDE_DHAKA' },
      paymentType: 'ONLINE',
    });
    const before = await expectSaga(checkoutSaga, deps).withReducer(root).silentRun(10);
    expect(before.storeState.checkout.form.fullName).toBe('');
    const { storeState } = await expectSaga(checkoutSaga, deps).withReducer(root).dispatch(a.opened()).silentRun(10);
    expect(storeState.checkout.form).toMatchObject({ fullName: 'Rahim', mobile: '01712345678', pickupDistrict: 'OUTSIDE_DHAKA' });
    expect(storeState.checkout.paymentType).toBe('ONLINE');
  });

  it('saves every change without the passwords', async () => {
    const deps = fakeDeps();
    await expectSaga(checkoutSaga, deps)
      .withReducer(root)
      .dispatch(a.formChanged({ fullName: 'Rahim', createAccount: true, password: 'secret1' }))
      .dispatch(a.paymentTypeChosen('ONLINE'))
      .silentRun(10);
    const saved = deps.sessionStorage.get(SAVED_FORM_KEY) as { form: Record<string, unknown>; paymentType: string };
    expect(saved).toMatchObject({ form: { fullName: 'Rahim', createAccount: true }, paymentType: 'ONLINE' });
    expect(saved.form).not.toHaveProperty('password');
  });

  it.each<[string, unknown]>([
    ['nothing was saved', null],
    ['the saved entry is not a form', 'garbage'],
  ])('starts with an empty form when %s', (_, saved) => {
    const deps = fakeDeps();
    deps.sessionStorage.set(SAVED_FORM_KEY, saved);
    return expectSaga(restoreForm, deps)
      .not.put.like({ action: { type: a.formRestored.type } })
      .run();
  });
});

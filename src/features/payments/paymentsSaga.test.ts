import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import type { ApiResult } from '../../api/http';
import { fakeDeps } from '../../test/fakes';
import { expectNoCall, SETTLE_MS } from '../../test/sagas';
import { sku } from '../../test/items';
import cart, { cartActions, emptyCart } from '../cart/cartSlice';
import payments, { paymentsActions as a, type PaymentOutcome } from './paymentsSlice';
import { ACCEPTED, checkInvoice, paymentsSaga, reportPayment } from './paymentsSaga';
import { PLACED_KEY } from '../checkout/placedMarker';

const root = combineReducers({ payments, cart });
const withCart = () => ({
  payments: payments(undefined, { type: 'init' }),
  cart: cart(
    emptyCart,
    cartActions.itemAdded({
      product: { id: 'item-1', code: 'C-1', title: 'Warfaze Tee', images: [], categories: [] },
      sku: sku('item-1-M'),
      quantity: 1,
      unitPrice: { original: 900, price: 900, offerId: null, offerName: null },
      orderType: 'order',
    }),
  ),
});

const answer = (status: number, body?: object): ApiResult<unknown> => ({ status, networkError: false, body });

function run(outcome: PaymentOutcome, result: ApiResult<unknown> | Error, invoiceId = 'INV-100001') {
  const deps = fakeDeps();
  const api = { confirm: deps.api.confirmPayment, cancel: deps.api.cancelPayment, failure: deps.api.failPayment }[outcome];
  const sent: string[][] = [];
  return expectSaga(paymentsSaga, deps)
    .withReducer(root, withCart())
    .provide([[matchers.call.fn(api), result instanceof Error ? throwError(result) : dynamic(({ args }) => (sent.push(args), result))]])
    .dispatch(a.paymentReturned({ outcome, invoiceId, token: 'payment-token' }))
    .silentRun(30)
    .then(({ storeState }) => ({ storeState, sent, report: storeState.payments.reports[outcome][invoiceId] }));
}

describe('payment success page', () => {
  it('confirms the payment and empties the cart when the server answers 202', async () => {
    const { storeState, sent, report } = await run('confirm', answer(ACCEPTED));
    expect(sent).toEqual([['INV-100001', 'payment-token']]);
    expect(report).toEqual({ status: 'acknowledged', error: null });
    expect(storeState.cart.items).toEqual([]);
  });

  it.each<[string, ApiResult<unknown> | Error, { status: number; message: string; detail?: string }]>([
    [
      '409, not paid yet',
      answer(409, { error: 'INV-100001 is not paid yet.' }),
      { status: 409, message: 'orders.payment.reportFailed.confirm', detail: 'INV-100001 is not paid yet.' },
    ],
    [
      '404, an unknown invoice',
      answer(404, { error: 'No order INV-100001.' }),
      { status: 404, message: 'orders.payment.reportFailed.confirm', detail: 'No order INV-100001.' },
    ],
    ['200, which is not 202', answer(200, {}), { status: 200, message: 'orders.payment.reportFailed.confirm' }],
    ['a network failure', { status: 0, networkError: true }, { status: 0, message: 'common.unreachable' }],
    ['a call that throws', new Error('boom'), { status: 0, message: 'common.unreadable' }],
  ])('keeps the cart and says it is not confirmed on %s', async (_, result, error) => {
    const { storeState, report } = await run('confirm', result);
    expect(report).toEqual({ status: 'rejected', error });
    expect(storeState.cart.items).toHaveLength(1);
  });

  it('tries again when asked after a rejection, and empties the cart once it is confirmed', async () => {
    const deps = fakeDeps();
    const answers = [answer(409, { error: 'Not paid yet.' }), answer(ACCEPTED)];
    const { storeState } = await expectSaga(paymentsSaga, deps)
      .withReducer(root, withCart())
      .provide([[matchers.call.fn(deps.api.confirmPayment), dynamic(() => answers.shift())]])
      .dispatch(a.paymentReturned({ outcome: 'confirm', invoiceId: 'INV-1', token: 't' }))
      .delay(10)
      .dispatch(a.paymentReturned({ outcome: 'confirm', invoiceId: 'INV-1', token: 't' }))
      .silentRun(SETTLE_MS);
    expect(answers).toHaveLength(0);
    expect(storeState.payments.reports.confirm['INV-1'].status).toBe('acknowledged');
    expect(storeState.cart.items).toEqual([]);
  });

  it('sends no report again once the server has acknowledged it (a reload or a replayed return)', () => {
    const ref = { outcome: 'confirm' as const, invoiceId: 'INV-1' };
    const deps = fakeDeps();
    const returned = a.paymentReturned({ ...ref, token: 't' });
    return expectNoCall(root, reportPayment, deps, [returned, a.paymentAcknowledged(ref), returned], deps.api.confirmPayment);
  });

  it('sends one report when the page mounts twice', async () => {
    const deps = fakeDeps();
    let calls = 0;
    await expectSaga(paymentsSaga, deps)
      .withReducer(root, withCart())
      .provide([[matchers.call.fn(deps.api.confirmPayment), dynamic(() => (calls++, answer(ACCEPTED)))]])
      .dispatch(a.paymentReturned({ outcome: 'confirm', invoiceId: 'INV-1', token: 't' }))
      .dispatch(a.paymentReturned({ outcome: 'confirm', invoiceId: 'INV-1', token: 't' }))
      .delay(10)
      .dispatch(a.paymentReturned({ outcome: 'confirm', invoiceId: 'INV-1', token: 't' }))
      .silentRun(SETTLE_MS);
    expect(calls).toBe(1);
  });
});

describe.each<PaymentOutcome>(['confirm', 'cancel', 'failure'])('an order expired unpaid, reported as %s', (outcome) => {
  const expired = answer(409, { error: 'Invoice INV-100001 is already EXPIRED; it cannot be changed.', paymentStatus: 'EXPIRED' });

  it('puts the payment status of the 409 in the action, so a replayed log shows the same page, and keeps the cart', async () => {
    const deps = fakeDeps();
    const api = { confirm: deps.api.confirmPayment, cancel: deps.api.cancelPayment, failure: deps.api.failPayment }[outcome];
    const { storeState } = await expectSaga(paymentsSaga, deps)
      .withReducer(root, withCart())
      .provide([[matchers.call.fn(api), expired]])
      .put(
        a.paymentRejected({
          outcome,
          invoiceId: 'INV-100001',
          error: {
            status: 409,
            message: `orders.payment.reportFailed.${outcome}` as const,
            detail: 'Invoice INV-100001 is already EXPIRED; it cannot be changed.',
          },
          paymentStatus: 'EXPIRED',
        }),
      )
      .dispatch(a.paymentReturned({ outcome, invoiceId: 'INV-100001', token: 'payment-token' }))
      .silentRun(30);
    expect(storeState.payments.reports[outcome]['INV-100001']).toMatchObject({ status: 'rejected', paymentStatus: 'EXPIRED' });
    expect(storeState.cart.items).toHaveLength(1);
  });

  it.each([
    ['another status the server names', { error: 'Already paid.', paymentStatus: 'PAID' }, 'PAID'],
    ['a status the shop does not know', { error: 'Odd.', paymentStatus: 'LOST' }, undefined],
    ['a status that is not text', { error: 'Odd.', paymentStatus: 7 }, undefined],
    ['no status', { error: 'Not paid yet.' }, undefined],
  ])('carries %s as it is, or none', async (_name, body, paymentStatus) => {
    const { report } = await run(outcome, answer(409, body));
    expect(report.status).toBe('rejected');
    expect(report.paymentStatus).toBe(paymentStatus);
    if (!paymentStatus) expect(report).not.toHaveProperty('paymentStatus');
  });
});

describe.each<PaymentOutcome>(['confirm', 'cancel', 'failure'])('back from the gateway with %s', (outcome) => {
  it('forgets the order placed in this tab, so Back to Checkout opens the checkout as it is', async () => {
    const deps = fakeDeps();
    deps.sessionStorage.set(PLACED_KEY, { invoiceId: 'INV-100001', cart: 'item-1-M×1' });
    await expectSaga(paymentsSaga, deps)
      .withReducer(root, withCart())
      .provide([
        [matchers.call.fn(deps.api.confirmPayment), answer(ACCEPTED)],
        [matchers.call.fn(deps.api.cancelPayment), answer(ACCEPTED)],
        [matchers.call.fn(deps.api.failPayment), answer(ACCEPTED)],
      ])
      .dispatch(a.paymentReturned({ outcome, invoiceId: 'INV-100001', token: 'payment-token' }))
      .silentRun(30);
    expect(deps.sessionStorage.get(PLACED_KEY)).toBeNull();
  });
});

describe.each<PaymentOutcome>(['cancel', 'failure'])('payment %s page', (outcome) => {
  it('tells the server and keeps the cart when it answers 202', async () => {
    const { storeState, sent, report } = await run(outcome, answer(ACCEPTED));
    expect(sent).toEqual([['INV-100001', 'payment-token']]);
    expect(report.status).toBe('acknowledged');
    expect(storeState.cart.items).toHaveLength(1);
  });

  it('keeps the cart and records the server’s reason otherwise, in the log, not on the screen', async () => {
    const { storeState, report } = await run(outcome, answer(404, { error: 'No order INV-404.' }), 'INV-404');
    expect(report).toEqual({
      status: 'rejected',
      error: { status: 404, message: `orders.payment.reportFailed.${outcome}` as const, detail: 'No order INV-404.' },
    });
    expect(storeState.cart.items).toHaveLength(1);
  });
});

describe('order success page: does the invoice exist?', () => {
  /** The saga's answer to the page opening for `invoiceId`, when the server answers `result`. */
  async function check(result: ApiResult<unknown> | Error, invoiceId = 'INV-7KQ2XMH4TB') {
    const deps = fakeDeps();
    const asked: string[] = [];
    const { storeState } = await expectSaga(paymentsSaga, deps)
      .withReducer(root, withCart())
      .provide([
        [
          matchers.call.fn(deps.api.findInvoice),
          result instanceof Error ? throwError(result) : dynamic(({ args: [id] }) => (asked.push(id), result)),
        ],
      ])
      .dispatch(a.invoiceRequested({ id: invoiceId }))
      .silentRun(30);
    return { asked, invoice: storeState.payments.invoice, cart: storeState.cart };
  }

  it('asks the server once and puts the invoice it found, keeping nothing else of the answer; the cart is not touched', async () => {
    const { asked, invoice, cart } = await check(answer(200, { id: 'INV-7KQ2XMH4TB', customer: 'not for this page' }));
    expect(asked).toEqual(['INV-7KQ2XMH4TB']);
    expect(invoice).toEqual({ id: 'INV-7KQ2XMH4TB', status: 'loaded', error: null });
    expect(cart.items).toHaveLength(1);
  });

  it.each<[string, ApiResult<unknown> | Error, { status: number; message: string; detail?: string }]>([
    [
      '404, an unknown invoice',
      answer(404, { error: "No order with invoice id 'INV-MADEUP'." }),
      { status: 404, message: 'common.notLoaded.order', detail: "No order with invoice id 'INV-MADEUP'." },
    ],
    ['a network failure', { status: 0, networkError: true }, { status: 0, message: 'common.unreachable' }],
    ['a server error', answer(500, {}), { status: 500, message: 'common.notLoaded.order' }],
    ['a call that throws', new Error('boom'), { status: 0, message: 'common.unreadable' }],
  ])('puts the failure on %s, as plain data, and keeps the cart', async (_, result, error) => {
    const { invoice, cart } = await check(result, 'INV-MADEUP');
    expect(invoice).toEqual({ id: 'INV-MADEUP', status: 'failed', error });
    expect(cart.items).toHaveLength(1);
  });

  it.each([
    ['found', a.invoiceFound({ id: 'INV-1' })],
    ['answered 404', a.invoiceFailed({ id: 'INV-1', error: { status: 404, message: 'common.notLoaded.order' } })],
  ])('does not ask again about an invoice already %s (the page hydrating from a server render)', (_, answered) => {
    const deps = fakeDeps();
    const requested = a.invoiceRequested({ id: 'INV-1' });
    return expectNoCall(root, checkInvoice, deps, [requested, answered, requested], deps.api.findInvoice);
  });

  it('asks again after a failed connection (Try again)', async () => {
    const deps = fakeDeps();
    const answers = [{ status: 0, networkError: true }, answer(200, { id: 'INV-1' })];
    const { storeState } = await expectSaga(paymentsSaga, deps)
      .withReducer(root, withCart())
      .provide([[matchers.call.fn(deps.api.findInvoice), dynamic(() => answers.shift())]])
      .dispatch(a.invoiceRequested({ id: 'INV-1' }))
      .delay(10)
      .dispatch(a.invoiceRequested({ id: 'INV-1' }))
      .silentRun(SETTLE_MS);
    expect(answers).toHaveLength(0);
    expect(storeState.payments.invoice.status).toBe('loaded');
  });

  it('ignores an answer about another invoice than the one the page now shows', () => {
    const state = [a.invoiceRequested({ id: 'INV-1' }), a.invoiceRequested({ id: 'INV-2' }), a.invoiceFound({ id: 'INV-1' })].reduce(
      payments,
      payments(undefined, { type: 'init' }),
    );
    expect(state.invoice).toEqual({ id: 'INV-2', status: 'loading', error: null });
  });
});

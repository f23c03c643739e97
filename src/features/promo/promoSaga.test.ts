import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic } from 'redux-saga-test-plan/providers';
import type { ApiResult } from '../../api/http';
import type { VoucherCheck } from '../../domain/voucher';
import { voucherCheckBasis, voucherCheckRequest, type VoucherCheckRequest } from '../../domain/voucherCheck';
import { fakeDeps } from '../../test/fakes';
import { bigShirt } from '../../test/qaJourney';
import { SETTLE_MS } from '../../test/sagas';
import cart, { cartActions } from '../cart/cartSlice';
import checkout, { checkoutActions } from '../checkout/checkoutSlice';
import { selectCheckoutTotals } from '../checkout/selectors';
import { RECHECK_AFTER_MS, promoSaga } from './promoSaga';
import promo, { initialPromo, promoActions as a } from './promoSlice';
import { selectPromoDiscount } from './selectors';

const root = combineReducers({ cart, checkout, promo });
type State = ReturnType<typeof root>;
const withShirt = (...actions: Parameters<typeof root>[1][]) =>
  [cartActions.itemAdded(bigShirt), ...actions].reduce(root, root(undefined, { type: 'init' }));

const ok = (body: VoucherCheck): ApiResult<VoucherCheck> => ({ status: 200, networkError: false, body });
const offline: ApiResult<VoucherCheck> = { status: 0, networkError: true };
const tenPercent = (request: VoucherCheckRequest): VoucherCheck => {
  const subtotal = request.items.reduce((sum, line) => sum + line.quantity * bigShirt.unitPrice.price, 0);
  const lines = Math.floor(subtotal / 10);
  return { code: request.code, discount: { lines, delivery: 0, total: lines } };
};

/** The saga answered by `answer` for each check; the requests it sent, in order. */
function answering(answer: (request: VoucherCheckRequest) => ApiResult<VoucherCheck>) {
  const deps = fakeDeps();
  const sent: VoucherCheckRequest[] = [];
  const check = dynamic(({ args: [request] }: { args: [VoucherCheckRequest] }) => {
    sent.push(request);
    return answer(request);
  });
  return {
    deps,
    sent,
    run: (state: State) =>
      expectSaga(promoSaga, deps)
        .withReducer(root, state)
        .provide([[matchers.call.fn(deps.api.checkVoucher), check]]),
  };
}

describe('applying a promo code', () => {
  it('reads the typed code (Bengali digits, spaces, any case), and takes the discount off the totals at once', async () => {
    const { run, sent } = answering((request) => ok(tenPercent(request)));
    const { storeState } = await run(withShirt())
      .dispatch(a.applyRequested({ typed: ' metal ১০ ' }))
      .silentRun(SETTLE_MS);

    expect(sent).toEqual([{ code: 'METAL10', items: [{ itemId: 'a', skuCode: 'a-XXXL', quantity: 2 }], district: 'INSIDE_DHAKA' }]);
    expect(storeState.cart.promoCode).toBe('METAL10');
    expect(selectPromoDiscount(storeState)).toEqual({ lines: 240, delivery: 0, total: 240 });
    expect(selectCheckoutTotals(storeState)).toMatchObject({ subtotal: 2400, promo: 240, delivery: 80, payable: 2240 });
  });

  it('says why a code does not apply, and the cart keeps no code', async () => {
    const { run } = answering((request) => ok({ code: request.code, refused: { reason: 'belowMinimum', missing: 600 } }));
    const { storeState } = await run(withShirt())
      .dispatch(a.applyRequested({ typed: 'FANCLUB' }))
      .silentRun(SETTLE_MS);

    expect(storeState.cart.promoCode).toBeUndefined();
    expect(storeState.promo).toMatchObject({
      checking: false,
      tried: { code: 'FANCLUB', refused: { reason: 'belowMinimum', missing: 600 } },
    });
    expect(selectCheckoutTotals(storeState).promo).toBe(0);
  });

  it('refuses what cannot be a code without asking the shop', async () => {
    const { run, sent } = answering(() => offline);
    const { storeState } = await run(withShirt())
      .dispatch(a.applyRequested({ typed: 'M!' }))
      .silentRun(SETTLE_MS);

    expect(sent).toEqual([]);
    expect(storeState.promo.tried).toEqual({ code: 'M!', refused: { reason: 'notValid' } });
  });

  it('offline, keeps nothing applied and says the code could not be checked', async () => {
    const { run } = answering(() => offline);
    const { storeState } = await run(withShirt())
      .dispatch(a.applyRequested({ typed: 'METAL10' }))
      .silentRun(SETTLE_MS);

    expect(storeState.cart.promoCode).toBeUndefined();
    expect(storeState.promo).toMatchObject({ checking: false, error: { status: 0, message: 'common.unreachable' } });
  });

  it('Remove takes the code and its discount off', async () => {
    const { run } = answering((request) => ok(tenPercent(request)));
    const { storeState } = await run(withShirt())
      .dispatch(a.applyRequested({ typed: 'METAL10' }))
      .silentRun(SETTLE_MS);
    const removed = root(storeState, a.removed());

    expect(removed.cart.promoCode).toBeUndefined();
    expect(removed.promo).toEqual(initialPromo);
    expect(selectCheckoutTotals(removed)).toMatchObject({ promo: 0, payable: 2480 });
  });
});

describe('the cart’s code as the cart changes', () => {
  const WAIT = RECHECK_AFTER_MS + SETTLE_MS;
  const oneMore = cartActions.quantityIncreased({ skuCode: bigShirt.sku.code });
  /** The shirt's cart with METAL10 answered for it, as Apply leaves it. */
  const applied = (lines: number) => {
    const state = withShirt();
    const request = voucherCheckRequest('METAL10', { lines: state.cart.items, district: 'INSIDE_DHAKA', mobile: '' });
    const answer = { code: 'METAL10', discount: { lines, delivery: 0, total: lines } };
    return root(state, a.applied({ answer, basis: voucherCheckBasis(request) }));
  };

  it('holds its discount only for the cart it was answered for', () => {
    expect(selectPromoDiscount(applied(240))).toEqual({ lines: 240, delivery: 0, total: 240 });
    expect(selectPromoDiscount(root(applied(240), oneMore))).toBeNull();
    expect(selectPromoDiscount(root(applied(240), checkoutActions.formChanged({ pickupDistrict: 'OUTSIDE_DHAKA' })))).toBeNull();
  });

  it('is checked again for the new quantity once the taps stop', async () => {
    const { run, sent } = answering((request) => ok(tenPercent(request)));
    const { storeState } = await run(applied(240)).dispatch(oneMore).dispatch(oneMore).silentRun(WAIT);

    expect(sent.map((request) => request.items[0].quantity)).toEqual([4]);
    expect(selectPromoDiscount(storeState)).toEqual({ lines: 480, delivery: 0, total: 480 });
  });

  it('a cart emptied by Clear All keeps its code, and nothing is asked while it has no line', async () => {
    const { run, sent } = answering((request) => ok(tenPercent(request)));
    const { storeState } = await run(root(applied(240), cartActions.cleared())).silentRun(WAIT);

    expect(sent).toEqual([]);
    expect(storeState.cart.promoCode).toBe('METAL10');
  });

  it('sends the number once it is a whole one, so a code once per number is checked for it', async () => {
    const { run, sent } = answering((request) =>
      ok(request.mobile ? { code: request.code, refused: { reason: 'usedByNumber' } } : tenPercent(request)),
    );
    const { storeState } = await run(applied(240))
      .dispatch(checkoutActions.formChanged({ mobile: '0171' }))
      .delay(WAIT)
      .dispatch(checkoutActions.formChanged({ mobile: '০১৭১২৩৪৫৬৭৮' }))
      .silentRun(2 * WAIT);

    // A part of a number changes nothing the shop reads: no check for it.
    expect(sent.map((request) => request.mobile)).toEqual(['01712345678']);
    expect(storeState.cart.promoCode).toBe('METAL10');
    expect(storeState.promo.answer).toEqual({ code: 'METAL10', refused: { reason: 'usedByNumber' } });
    expect(selectCheckoutTotals(storeState).promo).toBe(0);
  });

  it('a check still on its way is not asked for again by the next tap: it looks again once answered', async () => {
    let resolve: (() => void) | undefined;
    const { deps } = answering(() => offline);
    const sent: VoucherCheckRequest[] = [];
    const slow = dynamic(({ args: [request] }: { args: [VoucherCheckRequest] }) => {
      sent.push(request);
      return new Promise<ApiResult<VoucherCheck>>((done) => {
        resolve = () => done(ok(tenPercent(request)));
      });
    });
    const run = expectSaga(promoSaga, deps)
      .withReducer(root, applied(240))
      .provide([[matchers.call.fn(deps.api.checkVoucher), slow]])
      .dispatch(oneMore)
      .delay(WAIT)
      .dispatch(checkoutActions.formChanged({ note: 'Ring twice' }))
      .delay(WAIT)
      .dispatch(oneMore)
      .silentRun(6 * WAIT);
    const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));
    await wait(3 * WAIT);
    expect(sent).toHaveLength(1);
    resolve!();
    await wait(SETTLE_MS);
    resolve!();
    const { storeState } = await run;

    expect(sent.map((request) => request.items[0].quantity)).toEqual([3, 4]);
    expect(selectPromoDiscount(storeState)).toEqual({ lines: 480, delivery: 0, total: 480 });
  });
});

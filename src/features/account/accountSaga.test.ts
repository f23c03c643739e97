import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import type { ApiResult } from '../../api/http';
import type { SignedIn } from '../../domain/account';
import type { Item } from '../../domain/types';
import { fakeDeps } from '../../test/fakes';
import { item, sku } from '../../test/items';
import { accountOrder, customer } from '../../test/orders';
import { SETTLE_MS } from '../../test/sagas';
import cart from '../cart/cartSlice';
import discounts from '../discounts/discountsSlice';
import account, { accountActions as a } from './accountSlice';
import { all } from 'redux-saga/effects';
import type { SagaDeps } from '../../app/deps';
import { accountSaga as sessionSaga } from './accountSaga';
import { accountPageSaga, ORDERS_PAGE_SIZE } from './accountPageSaga';

/** The account's sagas on the account page: the session every page has, and the page's own. */
function* accountSaga(deps: SagaDeps) {
  yield all([sessionSaga(deps), accountPageSaga(deps)]);
}

const root = combineReducers({ account, cart, discounts });
const answer = <T>(status: number, body?: T): ApiResult<T> => ({ status, networkError: false, body });
const signedIn: SignedIn = { token: 'tok-256-bits', customer: customer(), signedInBy: 'password' };

describe('signing in', () => {
  it('keeps the token in browser storage only: the action carries the customer, the store never sees the token', async () => {
    const deps = fakeDeps();
    const { storeState } = await expectSaga(accountSaga, deps)
      .withReducer(root)
      .provide([[matchers.call.fn(deps.api.signIn), answer(200, signedIn)]])
      .call(deps.api.signIn, '01712345678', 'iron-maiden')
      .put(a.signedIn({ customer: customer(), signedInBy: 'password' }))
      .dispatch(a.passwordSignInRequested({ mobile: '01712345678', password: 'iron-maiden' }))
      .silentRun(SETTLE_MS);
    expect(deps.storage.get('token')).toBe('tok-256-bits');
    expect(storeState.account).toMatchObject({ session: 'signedIn', customer: customer(), signedInBy: 'password' });
    expect(JSON.stringify(storeState)).not.toContain('tok-256-bits');
  });

  it.each([
    [401, { error: 'Wrong mobile number or password.' }, 'account.signIn.wrongPassword'],
    [401, { error: 'This password no longer works…', reason: 'passwordReplaced' }, 'account.signIn.passwordReplaced'],
    [401, { error: 'Wrong mobile number or password.', reason: 'something else' }, 'account.signIn.wrongPassword'],
    [429, { error: 'Too many wrong tries.', wait: 'locked' }, { id: 'account.signIn.locked', values: { minutes: 15 } }],
    [429, { error: 'Too many codes.', wait: 'tooManyCodes' }, { id: 'account.signIn.tooManyCodes', values: { minutes: 15 } }],
    [429, { error: 'Paused.', wait: 'numberSlowed' }, { id: 'account.signIn.numberSlowed', values: { minutes: 15 } }],
    [429, { error: 'Too many requests' }, 'account.signIn.slowDown'],
    [500, undefined, 'account.signInFailed'],
    [503, { error: 'The shop is busy right now.', busy: true }, 'common.busy'],
  ])('a %s keeps the shopper signed out with the shop’s words', async (status, body, message) => {
    const deps = fakeDeps();
    const { storeState } = await expectSaga(accountSaga, deps)
      .withReducer(root)
      .provide([[matchers.call.fn(deps.api.signIn), answer(status, body)]])
      .dispatch(a.passwordSignInRequested({ mobile: '01712345678', password: 'wrong' }))
      .silentRun(SETTLE_MS);
    expect(storeState.account.signIn).toMatchObject({ status: 'failed', error: { status, message } });
    expect(storeState.account.session).toBe('unknown');
    expect(deps.storage.get('token')).toBeNull();
  });

  it('asks for a code, then signs in with it', async () => {
    const deps = fakeDeps();
    const { storeState } = await expectSaga(accountSaga, deps)
      .withReducer(root)
      .provide([
        [matchers.call.fn(deps.api.requestCode), answer(202, { sent: true })],
        [matchers.call.fn(deps.api.verifyCode), answer(200, { ...signedIn, signedInBy: 'code' })],
      ])
      .dispatch(a.codeRequested({ mobile: '01712345678' }))
      .delay(5)
      .dispatch(a.codeSignInRequested({ mobile: '01712345678', code: '042917' }))
      .call(deps.api.verifyCode, '01712345678', '042917')
      .silentRun(SETTLE_MS);
    expect(storeState.account).toMatchObject({ session: 'signedIn', signedInBy: 'code' });
    expect(deps.storage.get('token')).toBe('tok-256-bits');
  });

  it.each([
    [503, { error: 'No more codes for now.', wait: 'smsBudget' }, 'account.signIn.codesPaused'],
    [429, { error: 'Too many codes.', wait: 'tooManyCodes' }, { id: 'account.signIn.tooManyCodes', values: { minutes: 15 } }],
    [503, { error: 'Not sent.' }, 'account.signInFailed'],
  ])('a code refused with %s says which wait applies', async (status, body, message) => {
    const deps = fakeDeps();
    const { storeState } = await expectSaga(accountSaga, deps)
      .withReducer(root)
      .provide([[matchers.call.fn(deps.api.requestCode), answer(status, body)]])
      .dispatch(a.codeRequested({ mobile: '01712345678' }))
      .silentRun(SETTLE_MS);
    expect(storeState.account.signIn).toMatchObject({ codeStatus: 'failed', error: { status, message } });
  });

  it('says a wrong code in the shop’s words, and keeps the code form', async () => {
    const deps = fakeDeps();
    const { storeState } = await expectSaga(accountSaga, deps)
      .withReducer(root, root(undefined, a.codeSent({ mobile: '01712345678' })))
      .provide([[matchers.call.fn(deps.api.verifyCode), answer(401, { error: 'x' })]])
      .dispatch(a.codeSignInRequested({ mobile: '01712345678', code: '000000' }))
      .silentRun(SETTLE_MS);
    expect(storeState.account.signIn).toMatchObject({
      status: 'failed',
      codeSentTo: '01712345678',
      error: { message: 'account.signIn.wrongCode' },
    });
  });
});

describe('the stored session', () => {
  it('with no token, the shopper is signed out without asking the server', async () => {
    const deps = fakeDeps();
    const { storeState } = await expectSaga(accountSaga, deps)
      .withReducer(root)
      .not.call.fn(deps.api.checkSession)
      .dispatch(a.sessionCheckRequested())
      .silentRun(SETTLE_MS);
    expect(storeState.account).toMatchObject({ session: 'signedOut', signedOutBecause: null });
  });

  it('a token the server knows signs the shopper in; one it no longer knows is forgotten', async () => {
    const known = fakeDeps();
    known.storage.set('token', 'tok');
    const { storeState: inState } = await expectSaga(accountSaga, known)
      .withReducer(root)
      .provide([[matchers.call.fn(known.api.checkSession), answer(200, { customer: customer(), signedInBy: 'code' })]])
      .dispatch(a.sessionCheckRequested())
      .silentRun(SETTLE_MS);
    expect(inState.account).toMatchObject({ session: 'signedIn', signedInBy: 'code' });

    const ended = fakeDeps();
    ended.storage.set('token', 'tok');
    const { storeState: outState } = await expectSaga(accountSaga, ended)
      .withReducer(root)
      .provide([[matchers.call.fn(ended.api.checkSession), answer(401, { error: 'x' })]])
      .dispatch(a.sessionCheckRequested())
      .silentRun(SETTLE_MS);
    expect(outState.account).toMatchObject({ session: 'signedOut', signedOutBecause: 'ended' });
    expect(ended.storage.get('token')).toBeNull();
  });

  it('no connection keeps the token and leaves the session unknown', async () => {
    const deps = fakeDeps();
    deps.storage.set('token', 'tok');
    const { storeState } = await expectSaga(accountSaga, deps)
      .withReducer(root)
      .provide([[matchers.call.fn(deps.api.checkSession), { status: 0, networkError: true }]])
      .dispatch(a.sessionCheckRequested())
      .silentRun(SETTLE_MS);
    expect(storeState.account.session).toBe('unreachable');
    expect(deps.storage.get('token')).toBe('tok');
  });

  it('signing out forgets the token even when the server cannot be told', async () => {
    const deps = fakeDeps();
    deps.storage.set('token', 'tok');
    const { storeState } = await expectSaga(accountSaga, deps)
      .withReducer(root, root(undefined, a.signedIn({ customer: customer(), signedInBy: 'password' })))
      .provide([[matchers.call.fn(deps.api.signOut), { status: 0, networkError: true }]])
      .dispatch(a.signOutRequested())
      .silentRun(SETTLE_MS);
    expect(storeState.account).toMatchObject({ session: 'signedOut', signedOutBecause: 'shopper', customer: null });
    expect(deps.storage.get('token')).toBeNull();
  });

  it('another tab’s sign-out signs this tab out; its sign-in is checked here', async () => {
    let tell: (value: unknown) => void = () => {};
    const deps = fakeDeps({ otherTabs: { onStoredChange: (_key, listener) => ((tell = listener), () => {}) } });
    deps.storage.set('token', 'tok');
    const run = expectSaga(accountSaga, deps)
      .withReducer(root, root(undefined, a.signedIn({ customer: customer(), signedInBy: 'password' })))
      .provide([[matchers.call.fn(deps.api.checkSession), answer(200, { customer: customer({ id: 'c-2' }), signedInBy: 'code' })]])
      .put(a.signedOut({ because: 'otherTab' }))
      .put(a.sessionCheckRequested())
      .silentRun(SETTLE_MS);
    setTimeout(() => tell(null), 5);
    setTimeout(() => tell('tok-2'), 15);
    const { storeState } = await run;
    expect(storeState.account.customer?.id).toBe('c-2');
  });
});

describe('setting a password', () => {
  it.each([
    [204, 'loaded', 'signedIn'],
    [401, 'idle', 'signedOut'],
    [503, 'failed', 'signedIn'],
  ] as const)('a %s leaves the form %s and the shopper %s', async (status, form, session) => {
    const deps = fakeDeps();
    deps.storage.set('token', 'tok');
    const { storeState } = await expectSaga(accountSaga, deps)
      .withReducer(root, root(undefined, a.signedIn({ customer: customer(), signedInBy: 'code' })))
      .provide([[matchers.call.fn(deps.api.setPassword), answer(status)]])
      .call(deps.api.setPassword, 'new-password-1')
      .dispatch(a.passwordSetRequested({ password: 'new-password-1' }))
      .silentRun(SETTLE_MS);
    expect(storeState.account.newPassword.status).toBe(form);
    expect(storeState.account.session).toBe(session);
  });
});

describe('My orders and Reorder', () => {
  it('loads pages of orders; a 401 signs the shopper out', async () => {
    const deps = fakeDeps();
    const { storeState } = await expectSaga(accountSaga, deps)
      .withReducer(root)
      .provide([[matchers.call.fn(deps.api.accountOrders), answer(200, { list: [accountOrder('INV-2')], nextPageToken: '2', total: 11 })]])
      .call(deps.api.accountOrders, 1, ORDERS_PAGE_SIZE)
      .dispatch(a.ordersRequested({ page: 1 }))
      .silentRun(SETTLE_MS);
    expect(storeState.account.orders).toMatchObject({ status: 'loaded', page: 1, nextPageToken: '2', total: 11 });

    const ended = fakeDeps();
    const { storeState: out } = await expectSaga(accountSaga, ended)
      .withReducer(root)
      .provide([[matchers.call.fn(ended.api.accountOrders), answer(401, { error: 'x' })]])
      .dispatch(a.ordersRequested({ page: 1 }))
      .silentRun(SETTLE_MS);
    expect(out.account.session).toBe('signedOut');
  });

  it('puts an order’s lines back at today’s price and stock, and names what is gone', async () => {
    const deps = fakeDeps();
    const order = accountOrder('INV-3', {
      lines: [
        { title: 'Warfaze Tee', variant: 'L', orderType: 'order', quantity: 2, unitPrice: 700, lineTotal: 1400 },
        { title: 'Artcell Hoodie', variant: 'M', orderType: 'order', quantity: 1, unitPrice: 1500, lineTotal: 1500 },
      ],
    });
    const tee: Item = item('item-1', { skus: [sku('item-1-L', { salesPrice: 950 })] });
    const loaded = root(undefined, a.ordersLoaded({ page: 1, list: [order], nextPageToken: '', total: 1 }));
    const { storeState } = await expectSaga(accountSaga, deps)
      .withReducer(root, loaded)
      .provide([
        [matchers.call(deps.api.findItem, 'item-1'), answer(200, tee)],
        [matchers.call(deps.api.findItem, 'item-2'), answer(404, { error: 'gone' })],
      ])
      .dispatch(a.reorderRequested({ invoiceId: 'INV-3' }))
      .silentRun(SETTLE_MS);
    expect(storeState.cart.items).toMatchObject([{ sku: { code: 'item-1-L' }, quantity: 2, unitPrice: { price: 950 } }]);
    expect(storeState.account.reorder).toEqual({ invoiceId: 'INV-3', status: 'loaded', added: 2, unavailable: ['Artcell Hoodie (M)'] });
  });
});

import { setupStore } from '../root/store';
import { cartActions } from '../features/cart/cartSlice';
import { accountActions } from '../features/account/accountSlice';
import { discountsActions } from '../features/discounts/discountsSlice';
import { checkoutActions } from '../features/checkout/checkoutSlice';
import { REDACTED } from '../root/redactSecrets';
import { fakeDeps, memoryStorage } from '../test/fakes';
import { bigShirt, offlineApi, shopJourney } from '../test/qaJourney';
import { parseActionLog } from './actionLog';
import { toDevToolsExport } from '../app/recentActions';
import { createActionRecorder, isQaSession, SESSION_ACTIONS } from './actionRecorder';
import { replayActionLog } from './replay';
import { PAGE_SAGAS } from '../test/pageSagas';
import { diffStates } from './stateDiff';

function sessionStorageFake() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
}

describe('isQaSession', () => {
  it('turns on with ?qa=1 and stays on for the session', () => {
    const session = sessionStorageFake();
    expect(isQaSession('', () => session)).toBe(false);
    expect(isQaSession('?page=2&qa=1', () => session)).toBe(true);
    expect(isQaSession('?page=3', () => session)).toBe(true);
    expect(isQaSession('?qa=1', () => sessionStorageFake())).toBe(true);
    expect(isQaSession('?qa=yes', () => sessionStorageFake())).toBe(false);
  });

  it('keeps to the URL when sessionStorage is blocked', () => {
    const blocked = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(isQaSession('?qa=1', blocked)).toBe(true);
    expect(isQaSession('', blocked)).toBe(false);
  });
});

async function startedStore(recorder = createActionRecorder(true)) {
  const { store, persistor } = setupStore(fakeDeps({ api: offlineApi }), memoryStorage(), undefined, recorder.middleware, PAGE_SAGAS);
  await new Promise<void>((resolve) => {
    const unsubscribe = persistor.subscribe(() => {
      if (persistor.getState().bootstrapped) {
        unsubscribe();
        resolve();
      }
    });
  });
  return { store, recorder };
}

async function dispatchJourney(store: Awaited<ReturnType<typeof startedStore>>['store']) {
  for (const action of shopJourney.filter((a) => !a.type.startsWith('persist/'))) store.dispatch(action);
  await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('createActionRecorder', () => {
  it('records a session that replays to the state the app reached', async () => {
    const { store, recorder } = await startedStore();
    await dispatchJourney(store);
    const log = parseActionLog(toDevToolsExport(recorder.log()));
    expect(log.actions.map((a) => a.type)).toContain('persist/REHYDRATE');
    expect(log.actions.map((a) => a.type)).not.toContain('persist/PERSIST');
    expect(log.actions.map((a) => a.type)).toContain(cartActions.itemAdded.type);
    expect(diffStates(replayActionLog(log).state, store.getState())).toEqual([]);
  });

  it('starts the log from the state before its first action', async () => {
    const { store, recorder } = await startedStore();
    // The sagas start with the store: the lists kept in storage come back before redux-persist's first word.
    const types = recorder.log().actions.map((action) => action.type);
    expect(types[0]).toBe('saved/restored');
    expect(types).toContain('persist/PERSIST');
    expect(recorder.log().preloadedState?.saved).toMatchObject({ restored: false });
    expect(recorder.log().preloadedState).toMatchObject({ cart: { items: [] } });
    expect(recorder.log().preloadedState?.cart).not.toHaveProperty('_persist');
    store.dispatch(cartActions.itemAdded(bigShirt));
    expect(recorder.log().preloadedState?.cart).toMatchObject({ items: [] });
  });

  it('keeps only the last actions, moving its starting state along', async () => {
    const { store, recorder } = await startedStore(createActionRecorder(true, 3));
    await dispatchJourney(store);
    const log = recorder.log();
    expect(log.actions).toHaveLength(3);
    // The shirt was added before the last three actions: it is in the starting state.
    expect(log.preloadedState).toMatchObject({ cart: { quantity: 2 } });
    expect(diffStates(replayActionLog(log).state, store.getState())).toEqual([]);
  });

  it('keeps the last 300 actions outside QA mode, with no downloads', async () => {
    const { store, recorder } = await startedStore(createActionRecorder(false));
    for (let n = 0; n < SESSION_ACTIONS + 20; n++) store.dispatch(cartActions.cleared());
    expect(recorder.enabled).toBe(false);
    expect(recorder.log().actions).toHaveLength(SESSION_ACTIONS);
    expect(createActionRecorder(true).enabled).toBe(true);
  });

  it('answers only the last actions asked for, from the state before them', async () => {
    const { store, recorder } = await startedStore(createActionRecorder(false));
    store.dispatch(cartActions.itemAdded(bigShirt));
    store.dispatch(cartActions.cleared());
    const log = recorder.log(1);
    expect(log.actions.map((action) => action.type)).toEqual([cartActions.cleared.type]);
    expect(log.preloadedState).toMatchObject({ cart: { quantity: 2 } });
    expect(recorder.log(0)).toEqual({ preloadedState: undefined, actions: [], bySaga: [], calls: [] });
  });

  it('records nothing with a limit of 0, as on the server', async () => {
    const { store, recorder } = await startedStore(createActionRecorder(false, 0));
    await dispatchJourney(store);
    expect(recorder.log()).toEqual({ preloadedState: undefined, actions: [], bySaga: [], calls: [] });
  });

  it('tells the shopper’s actions from the sagas’ and keeps each API call with the action it followed', async () => {
    const { store, recorder } = await startedStore(createActionRecorder(false));
    store.dispatch(cartActions.cleared());
    recorder.callMade('getDeliveryCharges', [])({ status: 200 });
    // The discounts' saga asks the (offline) API and puts what failed.
    store.dispatch(discountsActions.loadRequested());
    await new Promise((resolve) => setTimeout(resolve, 20));
    const types = [cartActions.cleared.type, discountsActions.loadRequested.type, discountsActions.loadFailed.type];
    const { actions, bySaga, calls } = recorder.log(3);
    expect(actions.map((action) => action.type)).toEqual(types);
    expect(bySaga).toEqual([false, false, true]);
    expect(calls).toEqual([{ api: 'getDeliveryCharges', args: [], answer: { status: 200 } }]);
    expect(recorder.log(2).calls).toEqual([]);
  });
});

describe('what the shopper types as a secret', () => {
  it('never leaves the page in a recorded log: passwords and codes are blanked in the actions and in the starting state', () => {
    const recorder = createActionRecorder(true);
    const { store } = setupStore(fakeDeps({ api: offlineApi }), memoryStorage(), undefined, recorder.middleware);
    store.dispatch(checkoutActions.formChanged({ fullName: 'Rafi Ahmed', password: 'hunter22', confirmPassword: 'hunter22' }));
    store.dispatch(accountActions.passwordSignInRequested({ mobile: '01712345678', password: 'iron-maiden' }));
    store.dispatch(accountActions.codeSignInRequested({ mobile: '01712345678', code: '482913' }));
    store.dispatch(accountActions.passwordSetRequested({ password: 'new-secret-9' }));
    store.dispatch(
      checkoutActions.verificationRequired({ mobile: '01712345678', error: { status: 403, message: 'account.checkout.confirmNumber' } }),
    );
    store.dispatch(checkoutActions.verificationCodeChanged({ code: '771204' }));
    store.dispatch(cartActions.cleared());

    const exported = toDevToolsExport(recorder.log());
    for (const secret of ['hunter22', 'iron-maiden', '482913', '771204', 'new-secret-9']) expect(exported).not.toContain(secret);
    expect(exported).toContain('Rafi Ahmed');
    expect(exported).toContain('01712345678');
    // The store itself keeps what the shopper typed: only what leaves the page is blanked.
    expect(store.getState().checkout.form.password).toBe('hunter22');
  });

  it('starts a later log from a state whose secrets are blanked too', () => {
    const recorder = createActionRecorder(true, 2);
    const { store } = setupStore(fakeDeps({ api: offlineApi }), memoryStorage(), undefined, recorder.middleware);
    store.dispatch(checkoutActions.formChanged({ password: 'hunter22', confirmPassword: 'hunter22' }));
    store.dispatch(
      checkoutActions.verificationRequired({ mobile: '01712345678', error: { status: 403, message: 'account.checkout.confirmNumber' } }),
    );
    store.dispatch(checkoutActions.verificationCodeChanged({ code: '771204' }));
    for (let n = 0; n < 3; n++) store.dispatch(cartActions.cleared());
    const { preloadedState } = recorder.log();
    expect(JSON.stringify(preloadedState)).not.toMatch(/hunter22|771204/);
    expect((preloadedState as { checkout: { form: { password: string } } }).checkout.form.password).toBe(REDACTED);
  });
});

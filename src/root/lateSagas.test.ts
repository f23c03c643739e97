import { configureStore, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { put, takeEvery } from 'redux-saga/effects';
import type { FeatureSaga, SagaDeps } from '../app/deps';
import { lateSagas } from './lateSagas';
import { startSagas } from './startSagas';

const log = createSlice({
  name: 'log',
  initialState: [] as string[],
  reducers: {
    said: (state, action: PayloadAction<string>) => [...state, action.payload],
    heard: (state, action: PayloadAction<string>) => [...state, `heard ${action.payload}`],
  },
});

/** A saga that answers every `said` with `heard`, under a name, so the test sees which saga heard what. */
const listener = (name: string): FeatureSaga =>
  function* () {
    yield takeEvery(log.actions.said, function* ({ payload }: PayloadAction<string>) {
      yield put(log.actions.heard(`${name}:${payload}`));
    });
  };

jest.mock('./rootSaga', () => ({
  *rootSaga(deps: unknown, pageSagas: FeatureSaga[]) {
    const { all, spawn } = jest.requireActual('redux-saga/effects');
    yield all([listener('root'), ...pageSagas].map((saga) => spawn(saga, deps)));
  },
}));

function storeWithLateSagas() {
  const sagas = lateSagas();
  const store = configureStore({
    reducer: log.reducer,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagas.middleware),
  });
  const sagaMiddleware = createSagaMiddleware();
  const arrive = () =>
    sagas.arrive({
      sagaMiddleware,
      start: (pageSagas) => startSagas(sagaMiddleware, {} as SagaDeps, pageSagas).startPageSagas,
    });
  return { store, sagas, arrive };
}

describe('sagas that arrive after their store', () => {
  it('see what was dispatched before they came, once, in order, and what is dispatched after', async () => {
    const { store, arrive } = storeWithLateSagas();
    store.dispatch(log.actions.said('a'));
    store.dispatch(log.actions.said('b'));
    expect(store.getState()).toEqual(['a', 'b']);
    await arrive();
    expect(store.getState()).toEqual(['a', 'b', 'heard root:a', 'heard root:b']);
    store.dispatch(log.actions.said('c'));
    expect(store.getState()).toEqual(['a', 'b', 'heard root:a', 'heard root:b', 'c', 'heard root:c']);
  });

  it('start the page sagas asked for meanwhile with them, each once, so those see what was kept too', async () => {
    const { store, sagas, arrive } = storeWithLateSagas();
    const page = listener('page');
    store.dispatch(log.actions.said('a'));
    await sagas.pageSagasComing(Promise.resolve([page]));
    await sagas.pageSagasComing(Promise.resolve([page]));
    await arrive();
    expect(store.getState()).toEqual(['a', 'heard root:a', 'heard page:a']);
    // Asked for again once running: still once.
    await sagas.pageSagasComing(Promise.resolve([page]));
    store.dispatch(log.actions.said('b'));
    expect(store.getState().filter((line) => line.endsWith(':b'))).toEqual(['heard root:b', 'heard page:b']);
  });

  it('wait for page sagas still on their way, which then see every kept action, as do any asked for meanwhile', async () => {
    const { store, sagas, arrive } = storeWithLateSagas();
    let bring: (sagas: FeatureSaga[]) => void = () => undefined;
    // The page may render at once: what it dispatches is kept for its sagas.
    await sagas.pageSagasComing(new Promise((resolve) => (bring = resolve)));
    store.dispatch(log.actions.said('a'));
    const arrived = arrive();
    store.dispatch(log.actions.said('b'));
    await sagas.pageSagasComing(Promise.resolve([listener('next')]));
    bring([listener('page')]);
    await arrived;
    expect(store.getState().filter((line) => line.startsWith('heard'))).toEqual([
      'heard root:a',
      'heard page:a',
      'heard next:a',
      'heard root:b',
      'heard page:b',
      'heard next:b',
    ]);
  });

  it('start a page saga asked for after they came before the page may render', async () => {
    const { store, sagas, arrive } = storeWithLateSagas();
    await arrive();
    let bring: (sagas: FeatureSaga[]) => void = () => undefined;
    let mayRender = false;
    const coming = sagas.pageSagasComing(new Promise((resolve) => (bring = resolve))).then(() => (mayRender = true));
    await Promise.resolve();
    expect(mayRender).toBe(false);
    bring([listener('later')]);
    await coming;
    store.dispatch(log.actions.said('a'));
    expect(store.getState()).toEqual(['a', 'heard root:a', 'heard later:a']);
  });
});

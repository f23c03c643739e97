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
  it('see what was dispatched before they came, once, in order, and what is dispatched after', () => {
    const { store, arrive } = storeWithLateSagas();
    store.dispatch(log.actions.said('a'));
    store.dispatch(log.actions.said('b'));
    expect(store.getState()).toEqual(['a', 'b']);
    arrive();
    expect(store.getState()).toEqual(['a', 'b', 'heard root:a', 'heard root:b']);
    store.dispatch(log.actions.said('c'));
    expect(store.getState()).toEqual(['a', 'b', 'heard root:a', 'heard root:b', 'c', 'heard root:c']);
  });

  it('start the page sagas asked for meanwhile with them, each once, so those see what was kept too', () => {
    const { store, sagas, arrive } = storeWithLateSagas();
    const page = listener('page');
    store.dispatch(log.actions.said('a'));
    sagas.startPageSagas([page]);
    sagas.startPageSagas([page]);
    arrive();
    expect(store.getState()).toEqual(['a', 'heard root:a', 'heard page:a']);
    // Asked for again once running: still once.
    sagas.startPageSagas([page]);
    store.dispatch(log.actions.said('b'));
    expect(store.getState().filter((line) => line.endsWith(':b'))).toEqual(['heard root:b', 'heard page:b']);
  });

  it('start a page saga asked for after they came at once', () => {
    const { store, sagas, arrive } = storeWithLateSagas();
    arrive();
    sagas.startPageSagas([listener('later')]);
    store.dispatch(log.actions.said('a'));
    expect(store.getState()).toEqual(['a', 'heard root:a', 'heard later:a']);
  });
});

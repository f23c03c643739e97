import { combineReducers, configureStore, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import type { ApiResult } from '../../api/http';
import type { ShopApi } from '../../api/shopApi';
import type { RecentActions } from '../../app/recentActions';
import type { ApiCall, ProblemReport, ReplayContext } from '../../domain/problemReport';
import { parseActionLog } from '../../qa/actionLog';
import { isRedactedForReport } from '../../domain/reportRedaction';
import { fakeDeps } from '../../test/fakes';
import { SETTLE_MS } from '../../test/sagas';
import ui, { uiActions } from '../ui/uiSlice';
import { buildReport } from './reportBuilder';
import { loadReportBuilder } from './reportBuilderChunk';
import { reportsSaga } from './reportsSaga';
import reports, { reportsActions as a, type ReportRequest } from './reportsSlice';

const root = combineReducers({ reports, ui });
const request: ReportRequest = {
  note: '  The total jumped after I chose Outside Dhaka.  ',
  page: '/bn/payment/failure?invoiceId=INV-3AE5SAPZG9&token=720ced4aaa5c',
  viewport: { width: 375, height: 812 },
};

/** A tab's recent actions (the sagas put those `bySaga` names), and the API calls made after each. */
function recent(actions: UnknownAction[], preloadedState?: Record<string, unknown>, bySaga: number[] = [], calls: ApiCall[][] = []) {
  const recorder: RecentActions = {
    log: (last = actions.length) => {
      const from = actions.length - last;
      return {
        preloadedState: last === actions.length ? preloadedState : { cart: { quantity: from } },
        actions: actions.slice(from),
        bySaga: actions.map((_, at) => bySaga.includes(at)).slice(from),
        calls: calls.slice(from).flat(),
      };
    },
    callMade: () => () => {},
  };
  const { config, device } = fakeDeps();
  return { recorder, config, device };
}
const typed = [
  { type: 'checkout/formChanged', payload: { fullName: 'Nusrat Jahan', mobile: '01712000111' } },
  { type: 'payments/paymentReturned', payload: { outcome: 'failure', invoiceId: 'INV-3AE5SAPZG9', token: '720ced4aaa5c' } },
];

const sent = (reference: string): ApiResult<unknown> => ({ status: 201, networkError: false, body: { reference } });

describe('sending a problem report', () => {
  it('sends the note, the page, its language, the build and the redacted session, and keeps the reference', async () => {
    const deps = fakeDeps(recent(typed, { checkout: { form: { fullName: 'Nusrat Jahan' } } }));
    let report: ProblemReport | undefined;
    const { storeState } = await expectSaga(reportsSaga, deps)
      .withReducer(root, root(undefined, uiActions.languageSet({ language: 'bn' })))
      .provide([
        [
          matchers.call.fn(deps.api.sendReport),
          dynamic((effect: { args: [ProblemReport] }) => {
            report = effect.args[0];
            return sent('R-7KQ2XM');
          }),
        ],
      ])
      .dispatch(a.sendRequested(request))
      .silentRun(SETTLE_MS);

    expect(storeState.reports).toEqual({ status: 'loaded', reference: 'R-7KQ2XM', error: null, unsentNote: '' });
    expect(report).toMatchObject({ note: 'The total jumped after I chose Outside Dhaka.', language: 'bn', viewport: request.viewport });
    expect(report!.build).toMatch(/^[\w.-]{1,64}$/);
    // The token in the address and in the log is one stand-in: a replay still shows they were the same.
    expect(report!.page).toBe('/bn/payment/failure?invoiceId=INV-3AE5SAPZG9&token=%3Ctoken-1%3E');
    const log = parseActionLog(JSON.stringify(report!.log));
    expect(log.actions[1]).toEqual({ ...typed[1], payload: { ...typed[1].payload, token: '<token-1>' } });
    expect(log.actions[0]).toEqual({ type: 'checkout/formChanged', payload: { fullName: '<name-1>', mobile: '<mobile-1>' } });
    expect(log.preloadedState).toEqual({ checkout: { form: { fullName: '<name-1>' } } });
  });

  it('keeps the note for Retry when the phone is offline, and sends it again on the next tap', async () => {
    const deps = fakeDeps(recent(typed));
    const offline: ApiResult<unknown> = { status: 0, networkError: true };
    const { storeState } = await expectSaga(reportsSaga, deps)
      .withReducer(root)
      .provide([[matchers.call.fn(deps.api.sendReport), offline]])
      .dispatch(a.sendRequested(request))
      .silentRun(SETTLE_MS);
    expect(storeState.reports).toMatchObject({ status: 'failed', error: { status: 0 }, unsentNote: request.note });

    const closed = root(storeState, a.dialogClosed());
    expect(closed.reports).toMatchObject({ status: 'idle', error: null, unsentNote: request.note });
    const retried = await expectSaga(reportsSaga, deps)
      .withReducer(root, closed)
      .provide([[matchers.call.fn(deps.api.sendReport), sent('R-ABCDEF')]])
      .dispatch(a.sendRequested(request))
      .silentRun(SETTLE_MS);
    expect(retried.storeState.reports).toEqual({ status: 'loaded', reference: 'R-ABCDEF', error: null, unsentNote: '' });
  });

  it('keeps the note for Retry when the phone went offline before the report’s builder came', async () => {
    const deps = fakeDeps(recent(typed));
    const chunkLost = Object.assign(new Error('Loading chunk report-builder failed.'), { name: 'ChunkLoadError' });
    const { storeState } = await expectSaga(reportsSaga, deps)
      .withReducer(root)
      .provide([[matchers.call.fn(loadReportBuilder), throwError(chunkLost)]])
      .not.call.fn(deps.api.sendReport)
      .dispatch(a.sendRequested(request))
      .silentRun(SETTLE_MS);
    expect(storeState.reports).toMatchObject({ status: 'failed', error: { status: 0 }, unsentNote: request.note });
  });

  it('says a number that sent too many reports should call instead', async () => {
    const deps = fakeDeps(recent(typed));
    const refused: ApiResult<unknown> = { status: 429, networkError: false, body: { error: 'Too many reports from this address.' } };
    const { storeState } = await expectSaga(reportsSaga, deps)
      .withReducer(root)
      .provide([[matchers.call.fn(deps.api.sendReport), refused]])
      .dispatch(a.sendRequested(request))
      .silentRun(SETTLE_MS);
    expect(storeState.reports.error?.message).toBe('shell.report.tooMany');
  });

  it('sends one report for taps on Send while it is on its way', async () => {
    const sendReport = jest.fn(() => new Promise((resolve) => setTimeout(() => resolve(sent('R-7KQ2XM')), 50)));
    const deps = fakeDeps({ ...recent(typed), api: { sendReport } as unknown as ShopApi });
    // A store of its own: expectSaga's dispatches queue for the watcher, where a store's reach a busy one and are dropped.
    const sagaMiddleware = createSagaMiddleware();
    const store = configureStore({ reducer: root, middleware: (defaults) => defaults().concat(sagaMiddleware) });
    sagaMiddleware.run(reportsSaga, deps);
    store.dispatch(a.sendRequested(request));
    store.dispatch(a.sendRequested(request));
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    expect(sendReport).toHaveBeenCalledTimes(1);
    expect(store.getState().reports.reference).toBe('R-7KQ2XM');
  });
});

describe('buildReport', () => {
  const many = Array.from({ length: 300 }, (_, n) => ({ type: 'catalog/listLoaded', payload: { page: n, titles: ['x'.repeat(200)] } }));

  it('lets the oldest actions go until the log fits, from the state before those it keeps', () => {
    const report = buildReport(recent(many), request, 'en', 20_000);
    const size = new TextEncoder().encode(JSON.stringify(report.log)).length;
    expect(size).toBeLessThanOrEqual(20_000);
    const log = parseActionLog(JSON.stringify(report.log));
    expect(log.actions.length).toBeGreaterThan(10);
    expect(log.actions.at(-1)).toMatchObject({ payload: { page: 299 } });
    expect(log.preloadedState).toEqual({ cart: { quantity: 300 - log.actions.length } });
  });

  it('carries what a test of it needs: the shopper’s actions, the calls since the first action kept, with the log’s stand-ins', () => {
    const session = [
      { type: 'persist/PERSIST' },
      { type: 'checkout/orderRequested', payload: { origin: 'http://localhost:8080' } },
      { type: 'checkout/orderPlaced', payload: { invoiceId: 'INV-3AE5SAPZG9', paymentType: 'CASH_ON_DELIVERY', total: 547 } },
      { type: 'checkout/formChanged', payload: { mobile: '+880 1712-000111' } },
    ];
    const placeOrder = {
      api: 'placeOrder',
      args: [{ info: { mobile: '01712000111' } }],
      answer: { status: 201, body: { id: 'INV-3AE5SAPZG9' } },
    };
    const older = { api: 'getDeliveryCharges', args: [], answer: { status: 200 } };
    const sources = recent(session, undefined, [2], [[older], [placeOrder], [], []]);
    const report = buildReport(sources, request, 'en');
    const replay = JSON.parse(report.replay) as ReplayContext;
    // PERSIST is no action of the log (devToolsExport leaves it out): the places count from orderRequested.
    expect(replay.intents).toEqual([0, 2]);
    expect(replay.calls).toEqual([older, { ...placeOrder, args: [{ info: { mobile: '<mobile-1>' } }] }]);
    expect(JSON.parse(report.log.payload)[2].payload.mobile).toBe('<mobile-1>');
    expect(replay.device).toEqual({ id: 'device-test', name: expect.stringMatching(/^<name-\d+>$/) });
    expect(replay.config).toMatchObject({ onlineLocationId: 'online-warehouse' });

    const fromTheSecond = JSON.parse(buildReport(recent(session.slice(1), undefined, [1], [[placeOrder], [], []]), request, 'en').replay);
    expect(fromTheSecond.calls).toHaveLength(1);
  });

  it('is what the server finds redacted, though redux-persist’s own actions are left out of it', () => {
    // `cart` is safe as redux-persist's key; were PERSIST counted, the note's `cart` would be kept where the server,
    // which never sees PERSIST, would hide it, and refuse the report.
    const session = [
      { type: 'persist/PERSIST', key: 'cart' },
      { type: 'ui/noteWritten', payload: { note: 'cart' } },
    ];
    const report = buildReport(recent(session), request, 'en');
    const actions = JSON.parse(report.log.payload) as UnknownAction[];
    expect(actions).toEqual([{ type: 'ui/noteWritten', payload: { note: '<text-1>' } }]);
    expect(isRedactedForReport([undefined, actions, JSON.parse(report.replay)], report.page)).toBe(true);
  });

  it('sends the whole session when it fits', () => {
    expect(parseActionLog(JSON.stringify(buildReport(recent(many), request, 'en').log)).actions).toHaveLength(300);
  });
});

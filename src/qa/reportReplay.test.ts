// A problem report replays: the session a real store recorded, redacted as the browser sends it, replays through the
// root reducer to the state the page had, but for the stand-ins.
import { checkoutActions } from '../features/checkout/checkoutSlice';
import { buildReport } from '../features/reports/reportBuilder';
import { isRedactedForReport, redactForReport } from '../domain/reportRedaction';
import { setupStore } from '../root/store';
import { fakeDeps, memoryStorage } from '../test/fakes';
import { offlineApi, shopJourney } from '../test/qaJourney';
import { PAGE_SAGAS } from '../test/pageSagas';
import { parseActionLog } from './actionLog';
import { createActionRecorder } from './actionRecorder';
import { replayActionLog } from './replay';
import { diffStates } from './stateDiff';

/** A state as a report can show it: what is safe as it was, every other string one mark. */
const blurred = (state: unknown) => JSON.parse(JSON.stringify(redactForReport(state)).replace(/<[a-z]+-\d+>/g, '<hidden>'));

it('a report of a checkout replays to the state the page had, but for the stand-ins', async () => {
  const recorder = createActionRecorder(false);
  const { store } = setupStore(fakeDeps({ api: offlineApi }), memoryStorage(), undefined, recorder.middleware, PAGE_SAGAS);
  for (const action of shopJourney.filter((a) => !a.type.startsWith('persist/'))) store.dispatch(action);
  store.dispatch(
    checkoutActions.formChanged({ fullName: 'Nusrat Jahan', mobile: '01712000111', shortAddress: 'Flat 7C, Road 11, Banani' }),
  );
  await new Promise((resolve) => setTimeout(resolve, 50));

  const request = { note: '', page: '/checkout', viewport: { width: 375, height: 812 } };
  const report = buildReport({ recorder, config: fakeDeps().config, device: fakeDeps().device }, request, 'en');
  const log = parseActionLog(JSON.stringify(report.log));
  // What the server checks before it keeps a report: this one it keeps.
  expect(isRedactedForReport([log.preloadedState, log.actions, JSON.parse(report.replay)], report.page)).toBe(true);
  const { state } = replayActionLog(log);
  expect(JSON.stringify(state)).not.toMatch(/Nusrat|01712000111|Banani/);
  expect(state.checkout.form.fullName).toMatch(/^<name-\d+>$/);
  // redux-persist's own bookkeeping aside, as every replay check of the shop.
  expect(diffStates(blurred(state), blurred(store.getState()))).toEqual([]);
});

// From a problem report to a draft regression test (`npm run reports -- test R-…`): the shop's sagas, given the
// report's starting state, the shopper's own actions and the API's answers as recorded, must end in the state the page
// had. The API is answered only for the requests the page made, so a saga that now asks otherwise (a changed order
// payload, say) gets no answer and the test fails. The stand-ins become values of the right shape (a mobile number
// the checkout accepts), the same everywhere, so the sagas' own checks pass as they did for the shopper.
import type { UnknownAction } from '@reduxjs/toolkit';
import type { DevToolsExport, ReplayContext } from '../domain/problemReport';
import { ActionLogError, parseActionLog } from './actionLog';
import { replayActionLog } from './replay';

/** A report as the staff read it (GET /api/admin/reports/:reference). */
export interface StaffReport {
  reference: string;
  createdAt: number;
  page: string;
  language: string;
  build: string;
  log: DevToolsExport;
  replay?: string;
}

const STAND_IN = /^<([a-z]+)-(\d+)>$/;

/** A value of the stand-in's kind that the shop's checks accept, the same for the same stand-in. */
const FAKES: Record<string, (n: number) => string> = {
  mobile: (n) => `017${String(n).padStart(8, '0')}`,
  name: (n) => `Shopper ${n}`,
  email: (n) => `shopper${n}@example.com`,
  address: (n) => `House ${n}, Road ${n}, Dhaka`,
  password: (n) => `password-${n}-kept`,
  code: (n) => String(100000 + n),
  token: (n) => `token-${n}`,
};

function withFakes<T>(value: T): T {
  return JSON.parse(JSON.stringify(value), (_key, each: unknown) => {
    const standIn = typeof each === 'string' && STAND_IN.exec(each);
    if (!standIn) return each;
    const fake = FAKES[standIn[1]];
    return fake ? fake(Number(standIn[2])) : `${standIn[1]} ${standIn[2]}`;
  }) as T;
}

/** The report's own sending is no part of the session it reports. */
const isReporting = (action: UnknownAction) => action.type.startsWith('reports/');

const literal = (value: unknown) => JSON.stringify(value, null, 2);
const indented = (text: string, by: string) => text.replace(/\n/g, `\n${by}`);

/**
 * The draft test's source. `imports` is the path from the draft's folder to `src` (`../..` for src/qa/drafts). Throws an
 * ActionLogError when the report cannot be turned into one.
 */
export function draftReportTest(report: StaffReport, imports: string): string {
  if (!report.replay) throw new ActionLogError(`${report.reference} was sent without what a test of it needs (no replay).`);
  const log = withFakes(parseActionLog(JSON.stringify(report.log)));
  const { intents, calls, config, device } = withFakes(JSON.parse(report.replay) as ReplayContext);
  const shopperDid = new Set(intents);
  const actions = log.actions.filter((action) => !isReporting(action));
  const dispatched = log.actions.filter((action, at) => shopperDid.has(at) && !isReporting(action));
  const { state } = replayActionLog({ ...log, actions });
  const answered = calls.filter((call) => call.answer !== undefined && call.api !== 'sendReport');
  const providers = answered.map(
    ({ api, args, answer }) =>
      `[matchers.call(deps.api.${api}${args.map((arg) => `, ${indented(literal(arg), '      ')}`).join('')}), ${indented(literal(answer), '      ')}],`,
  );
  return `// A draft regression test of problem report ${report.reference} (page ${report.page}, ${report.language}, build ${report.build}),
// written by \`npm run reports -- test ${report.reference}\`: the shop's sagas, from the report's starting state and given the
// API's answers as recorded, answer the shopper's ${dispatched.length} actions as they did on the page. The shopper's words are
// stand-ins. Trim it to what the report is about, name it for that, and commit it.
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { noStorage } from '${imports}/app/persistence';
import type { ShopConfig } from '${imports}/app/config';
import { createRootReducer } from '${imports}/root/rootReducer';
import { rootSaga } from '${imports}/root/rootSaga';
import { fakeDeps } from '${imports}/test/fakes';
import { PAGE_SAGAS } from '${imports}/test/pageSagas';

const deps = fakeDeps({
  config: ${indented(literal(config), '  ')} as unknown as ShopConfig,
  device: ${indented(literal(device), '  ')},
});

/** The store before the report's first action. */
const start = ${literal(log.preloadedState ?? {})};

it('${report.reference}: the sagas answer the shopper as they did on the page', () =>
  expectSaga(rootSaga, deps, PAGE_SAGAS)
    .withReducer(createRootReducer(noStorage), start)
    // The API answers each request the page made, as it did then; any other request fails.
    .provide([
      ${providers.join('\n      ')}
    ])
    ${dispatched.map((action) => `.dispatch(${indented(literal(action), '    ')})`).join('\n    ')}
    .hasFinalState(${indented(literal(state), '    ')})
    .silentRun(1000));
`;
}

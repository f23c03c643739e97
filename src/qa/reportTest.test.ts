// A checkout a real store ran (its sagas, a fake API that answers) is reported as a page reports it; the draft test
// written from the report passes as written, and fails once the saga asks the API otherwise than it did.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ApiResult } from '../api/http';
import type { ShopApi } from '../api/shopApi';
import { recordingCalls } from '../app/recentActions';
import type { ReplayContext } from '../domain/problemReport';
import { cartActions } from '../features/cart/cartSlice';
import { checkoutActions } from '../features/checkout/checkoutSlice';
import { selectCheckoutTotals } from '../features/checkout/selectors';
import { buildReport } from '../features/reports/reportBuilder';
import { reportsActions } from '../features/reports/reportsSlice';
import { setupStore } from '../root/store';
import { fakeDeps, memoryStorage } from '../test/fakes';
import { PAGE_SAGAS } from '../test/pageSagas';
import { bigShirt } from '../test/qaJourney';
import { createActionRecorder } from './actionRecorder';
import { draftReportTest, type StaffReport } from './reportTest';

// Each draft runs in a jest of its own.
jest.setTimeout(120_000);

const DRAFTS = path.join(__dirname, 'drafts');
const INVOICE = 'INV-3AE5SAPZG9';

/** The shop's API as a test server would answer: the delivery charges and the order; anything else unreachable. */
const answers: Record<string, unknown> = {
  getDeliveryCharges: {
    body: {
      list: [
        { id: 'INSIDE_DHAKA', charge: 80 },
        { id: 'OUTSIDE_DHAKA', charge: 120 },
      ],
      nextPageToken: '',
      total: 2,
    },
  },
  placeOrder: { status: 201, body: { id: INVOICE, total: 2480 } },
};
const shopApi = new Proxy({} as ShopApi, {
  get: (_target, name: string) => async (): Promise<ApiResult<unknown>> =>
    name in answers ? { status: 200, networkError: false, ...(answers[name] as object) } : { status: 0, networkError: true },
});

/** A shopper's checkout in a real store, and the report a page would send of it. */
async function reportedCheckout(): Promise<StaffReport> {
  const recorder = createActionRecorder(false);
  const deps = fakeDeps({ recorder });
  deps.api = recordingCalls(shopApi, recorder);
  const { store } = setupStore(deps, memoryStorage(), undefined, recorder.middleware, PAGE_SAGAS);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 30));
  store.dispatch(cartActions.itemAdded(bigShirt));
  store.dispatch(checkoutActions.opened());
  await settle();
  store.dispatch(checkoutActions.formChanged({ fullName: 'Nusrat Jahan', mobile: '+880 1712-000111', shortAddress: 'Flat 7C, Banani' }));
  store.dispatch(checkoutActions.customerConfirmed({ payableTotal: selectCheckoutTotals(store.getState()).payable }));
  store.dispatch(checkoutActions.paymentTypeChosen('CASH_ON_DELIVERY'));
  store.dispatch(checkoutActions.termsToggled({ accepted: true }));
  store.dispatch(checkoutActions.orderRequested({ origin: 'http://localhost:8080' }));
  await settle();
  expect(store.getState().checkout.placing).toBe('placed');
  const request = { note: '', page: '/checkout', viewport: { width: 375, height: 812 } };
  // The report's own sending is the last action of its log, as on a page.
  store.dispatch(reportsActions.sendRequested(request));
  const { log, replay } = buildReport(deps, request, 'en');
  return { reference: 'R-7KQ2XM', createdAt: Date.UTC(2026, 10, 29), page: '/checkout', language: 'en', build: 'development', log, replay };
}

/** Runs a draft as a developer would: `npx jest` on its file. */
function runDraft(source: string): { passed: boolean; output: string } {
  const file = path.join(DRAFTS, `check-${process.pid}.test.ts`);
  mkdirSync(DRAFTS, { recursive: true });
  writeFileSync(file, source);
  try {
    const run = spawnSync('npx', ['jest', '--selectProjects', 'web-node', '--runTestsByPath', file], { encoding: 'utf8' });
    return { passed: run.status === 0, output: run.stdout + run.stderr };
  } finally {
    rmSync(file);
  }
}

it('turns a reported checkout into a saga test that passes as written and fails when the order sent changes', async () => {
  const report = await reportedCheckout();
  expect(JSON.stringify(report)).not.toMatch(/Nusrat|Banani|1712-?000111/);
  const draft = draftReportTest(report, '../..');
  expect(draft).toContain('.dispatch(');
  expect(draft).toContain('matchers.call(deps.api.placeOrder');
  expect(draft).not.toContain('reports/sendRequested');

  const asWritten = runDraft(draft);
  expect(asWritten.output).toContain('1 passed');
  expect(asWritten.passed).toBe(true);

  // As if the saga's payload builder now wrote the order otherwise than the page's did: the recorded request differs.
  const replay = JSON.parse(report.replay!) as ReplayContext;
  const placed = replay.calls.find((call) => call.api === 'placeOrder')!;
  (placed.args[0] as { extras: { deliveryCharge: number } }).extras.deliveryCharge += 1;
  const changed = runDraft(draftReportTest({ ...report, replay: JSON.stringify(replay) }, '../..'));
  expect(changed.passed).toBe(false);
  expect(changed.output).toContain('1 failed');
});

it('says so when a report came without what a test needs', () => {
  expect(() =>
    draftReportTest({ reference: 'R-7KQ2XM', createdAt: 0, page: '/', language: 'en', build: 'x', log: { payload: '[]' } }, '..'),
  ).toThrow(/without what a test of it needs/);
});

// `npm run reports`: the staff's report calls from a terminal, against a real server over HTTP; a saved report's log
// replays with `npm run replay` to the state the recorded session reached.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { call } from '../server/test/helpers';
import { toDevToolsExport } from '../src/app/recentActions';
import { redactForReport } from '../src/domain/reportRedaction';
import { replayActionLog } from '../src/qa/replay';
import { summarizeReplay } from '../src/qa/summary';
import { shopJourney } from '../src/test/qaJourney';
import { main } from './reports';
import { staffTerminal } from '../server/test/staffTerminal';

// The replay runs in a Node process of its own.
jest.setTimeout(30_000);

const dir = mkdtempSync(path.join(os.tmpdir(), 'reports-cli-'));
// Redacted as a page redacts what it reports.
const recorded = { preloadedState: undefined, actions: redactForReport(shopJourney) };
const log = JSON.parse(toDevToolsExport(recorded)) as { payload: string };
const terminal = staffTerminal();
const { printed } = terminal;
const output = () => printed.join('\n');
let reference = '';

beforeAll(async () => {
  const body = {
    note: 'Added a tee,\nthen the cart \u001b]0;owned\u0007showed nothing',
    page: '/shop?band=band-1',
    language: 'bn',
    viewport: { width: 1366, height: 768 },
    build: 'b7e1f00',
    log,
  };
  const sent = await call(terminal.server().app, {
    method: 'POST',
    url: '/api/reports',
    payload: body,
    headers: { 'user-agent': 'Firefox/140' },
  });
  reference = sent.body.reference;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('list shows the report, its page and its note on one line, escape sequences blanked', async () => {
  await main(['list']);
  expect(printed[0]).toMatch(
    new RegExp(`^${reference}  .+  bn  /shop\\?band=band-1  Added a tee, then the cart \\?\\]0;owned\\?showed nothing$`),
  );
  expect(printed.at(-1)).toBe('1 of 1');
});

test('show reads the reference in any case and tells what the log holds', async () => {
  await main(['show', reference.toLowerCase()]);
  expect(output()).toContain('viewport 1366×768, build b7e1f00');
  expect(output()).toContain('Firefox/140');
  expect(output()).toContain('  > then the cart ?]0;owned?showed nothing');
  const actions = (JSON.parse(log.payload) as unknown[]).length;
  expect(output()).toMatch(new RegExp(`log: ${actions} actions from the initial state: catalog 3, .*cart 1`));
  expect(output()).not.toContain('\u001b');
});

test('save writes the log that npm run replay replays to the state the session reached', async () => {
  const file = path.join(dir, 'report.json');
  await main(['save', reference, file]);
  expect(process.exitCode).toBeUndefined();
  expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(log);

  const replay = spawnSync(process.execPath, [require.resolve('tsx/cli'), path.join(__dirname, 'replay.ts'), file], { encoding: 'utf8' });
  expect(replay.status).toBe(0);
  const { state, replayed } = replayActionLog(recorded);
  expect(replay.stdout).toContain(`Replayed ${replayed.length} actions`);
  expect(replay.stdout).toContain(summarizeReplay(state, replayed).join('\n'));

  await main(['save', reference, file]);
  expect(process.exitCode).toBe(1);
  expect(output()).toMatch(/EEXIST/);
});

test('test writes a draft saga test of a report, never over a file, and says so of a report sent without a replay', async () => {
  await main(['test', reference, path.join(dir, 'none.test.ts')]);
  expect([process.exitCode, printed.at(-1)]).toEqual([1, expect.stringMatching(/without what a test of it needs/)]);
  process.exitCode = undefined;

  const actions = JSON.parse(log.payload) as unknown[];
  const replay = {
    intents: actions.map((_, at) => at),
    calls: [],
    config: { onlineLocationId: 'loc-1' },
    device: { id: 'dev-1', name: '<name-1>' },
  };
  const sent = await call(terminal.server().app, {
    method: 'POST',
    url: '/api/reports',
    payload: {
      note: '',
      page: '/shop',
      language: 'en',
      viewport: { width: 375, height: 812 },
      build: 'b7e1f00',
      log,
      replay: JSON.stringify(replay),
    },
  });
  const file = path.join(dir, 'draft.test.ts');
  await main(['test', sent.body.reference, file]);
  expect(process.exitCode).toBeUndefined();
  const draft = readFileSync(file, 'utf8');
  expect(draft).toContain(`A draft regression test of problem report ${sent.body.reference}`);
  expect(draft).toContain(`from '${path.relative(dir, path.join(__dirname, '../src'))}/root/rootSaga'`);
  expect(draft.match(/\.dispatch\(/g)).toHaveLength(actions.length);
  await main(['test', sent.body.reference, file]);
  expect(process.exitCode).toBe(1);
  process.exitCode = undefined;
});

test('an unknown reference is the shop’s 404; a malformed one its 400; a wrong command the usage', async () => {
  await main(['show', 'R-ZZZZZZ']);
  expect([process.exitCode, printed.at(-1)]).toEqual([1, expect.stringMatching(/^404: No report R-ZZZZZZ/)]);
  await main(['save', 'R-0', path.join(dir, 'none.json')]);
  expect([process.exitCode, printed.at(-1)]).toEqual([1, expect.stringMatching(/^400: /)]);
  expect(existsSync(path.join(dir, 'none.json'))).toBe(false);
  process.exitCode = undefined;
  await main(['show']);
  expect(process.exitCode).toBe(2);
  expect(printed.at(-1)).toMatch(/^usage: npm run reports -- list/);
});

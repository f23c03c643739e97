import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { toDevToolsExport } from '../src/app/recentActions';
import { replayActionLog } from '../src/qa/replay';
import { shopJourney } from '../src/test/qaJourney';

const dir = mkdtempSync(path.join(os.tmpdir(), 'replay-cli-'));
const file = (name: string, text: string) => {
  const target = path.join(dir, name);
  writeFileSync(target, text);
  return target;
};
afterAll(() => rmSync(dir, { recursive: true, force: true }));
// Each case starts the command in its own Node process.
jest.setTimeout(20_000);

const replay = (...args: string[]) => {
  const run = spawnSync(process.execPath, [require.resolve('tsx/cli'), path.join(__dirname, 'replay.ts'), ...args], { encoding: 'utf8' });
  return { code: run.status, out: run.stdout, err: run.stderr };
};

const log = file('log.json', toDevToolsExport({ preloadedState: undefined, actions: shopJourney }));
const finalState = replayActionLog({ preloadedState: undefined, actions: shopJourney }).state;

describe('npm run replay', () => {
  it('prints the summary of the final state', () => {
    const { code, out } = replay(log);
    expect(code).toBe(0);
    expect(out).toContain('Replayed 7 actions');
    expect(out).toContain('Cart: 1 line, 2 units, total BDT 2,400/=');
  });

  it('with --expect, exits 0 on the same state and 1 with the differing paths otherwise', () => {
    expect(replay(log, '--expect', file('same.json', JSON.stringify(finalState))).code).toBe(0);
    const other = { ...finalState, cart: { ...finalState.cart, quantity: 5 } };
    const { code, out } = replay('--expect', file('other.json', JSON.stringify(other)), log);
    expect(code).toBe(1);
    expect(out).toContain('cart.quantity: expected 5, got 2');
  });

  it.each([
    ['a corrupted log', () => [file('broken.json', '{"payload": "[{\\"type\\": ')], /^The file is not JSON/],
    ['a foreign file', () => [file('package.json', '{"name": "x", "version": "1.0.0"}')], /^The file is not a Redux DevTools export/],
    ['a missing file', () => [path.join(dir, 'none.json')], /^Cannot read .*none\.json: ENOENT\.$/],
    ['an expected state that is not JSON', () => [log, '--expect', file('bad-state.json', 'nope')], /bad-state\.json is not JSON/],
    ['no file at all', () => [], /^usage: npm run replay/],
  ])('answers %s with one line and exit code 2', (_name, args, message) => {
    const { code, err } = replay(...args());
    expect(code).toBe(2);
    expect(err.trim()).toMatch(message);
    expect(err.trim().split('\n')).toHaveLength(1);
  });
});

import { ActionLogError, parseActionLog } from './actionLog';
import { isReplayable, toDevToolsExport } from '../app/recentActions';

const added = { type: 'cart/cleared' };
const shown = { type: 'ui/toastShown', payload: { id: 1 } };
const start = { ui: { toasts: [], toastCount: 3 } };
const lifted = (action: object) => ({ type: 'PERFORM_ACTION', action, timestamp: 1767225600000 });

describe('parseActionLog', () => {
  it('reads the page export: a payload string of actions and a preloadedState string', () => {
    const log = parseActionLog(JSON.stringify({ payload: JSON.stringify([added, shown]), preloadedState: JSON.stringify(start) }));
    expect(log).toEqual({ preloadedState: start, actions: [added, shown] });
  });

  it('reads a payload of lifted actions, as a list or by id', () => {
    expect(parseActionLog(JSON.stringify({ payload: JSON.stringify([lifted(added)]) })).actions).toEqual([added]);
    const byId = { 1: lifted(shown), 0: lifted({ type: '@@INIT' }), 2: lifted(added) };
    expect(parseActionLog(JSON.stringify({ payload: JSON.stringify(byId) })).actions.map((a) => a.type)).toEqual([
      '@@INIT',
      'ui/toastShown',
      'cart/cleared',
    ]);
  });

  it('reads the monitor export (the lifted state): staged order, skipped actions left out, committed state first', () => {
    const state = {
      actionsById: { 0: lifted({ type: '@@INIT' }), 1: lifted(added), 2: lifted(shown), 3: lifted({ type: 'ui/toastRequested' }) },
      stagedActionIds: [0, 3, 1, 2],
      skippedActionIds: [2],
      committedState: start,
      computedStates: [{ state: { ui: { toasts: [], toastCount: 99 } } }],
      nextActionId: 4,
    };
    const log = parseActionLog(JSON.stringify(state));
    expect(log.actions.map((a) => a.type)).toEqual(['@@INIT', 'ui/toastRequested', 'cart/cleared']);
    expect(log.preloadedState).toEqual(start);
  });

  it('starts a lifted state without a committed state from its first computed state', () => {
    const state = {
      actionsById: { 0: lifted({ type: '@@INIT' }) },
      stagedActionIds: [0],
      skippedActionIds: [],
      computedStates: [{ state: start }],
    };
    expect(parseActionLog(JSON.stringify({ payload: JSON.stringify(state) })).preloadedState).toEqual(start);
    expect(parseActionLog(JSON.stringify({ actionsById: {} })).preloadedState).toBeUndefined();
  });

  it('reads back what toDevToolsExport writes, which leaves out what a replay would not run', () => {
    const log = { preloadedState: start, actions: [added, shown] };
    expect(parseActionLog(toDevToolsExport(log))).toEqual(log);
    const persisted = {
      ...log,
      actions: [{ type: 'persist/PERSIST', register: () => {} }, { type: 'persist/REHYDRATE', key: 'cart' }, added],
    };
    expect(parseActionLog(toDevToolsExport(persisted)).actions).toEqual([{ type: 'persist/REHYDRATE', key: 'cart' }, added]);
    expect(JSON.parse(toDevToolsExport({ preloadedState: undefined, actions: [] }))).toEqual({ payload: '[]' });
  });

  it.each([
    ['text that is not JSON', '{"payload": ', /^The file is not JSON/],
    ['a JSON list', '[1, 2]', /not a Redux DevTools export/],
    ['an unrelated object', '{"name": "package"}', /not a Redux DevTools export/],
    ['a payload that is not a string', '{"payload": [1]}', /"payload" is not a string/],
    ['a payload that is not JSON', '{"payload": "[{"}', /payload is not JSON/],
    ['a payload of something else', JSON.stringify({ payload: '{"a": 1}' }), /neither a list of actions/],
    ['an entry without a type', JSON.stringify({ payload: JSON.stringify([{ payload: 1 }]) }), /Action 0 of the log is not a Redux action/],
    [
      'a lifted state whose actions are a list',
      JSON.stringify({ actionsById: [] }),
      /The log's actionsById is not what Redux DevTools writes/,
    ],
    [
      'a lifted state with staged ids that are no list',
      JSON.stringify({ actionsById: {}, stagedActionIds: 'all' }),
      /The log's stagedActionIds is not/,
    ],
    ['a preloadedState that is a list', JSON.stringify({ payload: '[]', preloadedState: '[1]' }), /preloadedState is not a state object/],
    ['jsan references', JSON.stringify({ payload: JSON.stringify([{ type: 'a', payload: { $jsan: '$[0]' } }]) }), /jsan references/],
  ])('refuses %s with one line', (_name, text, message) => {
    const read = () => parseActionLog(text);
    expect(read).toThrow(ActionLogError);
    expect(read).toThrow(message);
    try {
      read();
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });
});

describe('isReplayable', () => {
  it.each([
    ['persist/REHYDRATE', true],
    ['persist/PERSIST', false],
    ['persist/REGISTER', false],
    ['persist/FLUSH', false],
    ['@@INIT', false],
    ['@@redux/INITa.b.c', false],
    ['cart/itemAdded', true],
    ['shop/persist/x', true],
  ])('%s → %s', (type, expected) => {
    expect(isReplayable({ type })).toBe(expected);
  });
});

// `npm run drops`: staff set, list and take away drops from a terminal, against a real server over HTTP.
import type { Item } from '../src/domain/types';
import { get, search, storedRows } from '../server/test/helpers';
import { staffTerminal } from '../server/test/staffTerminal';
import { main, startsAtOf } from './drops';

const terminal = staffTerminal();
const { printed } = terminal;
let items: Item[];

/** A day two days from now, as staff type it (YYYY-MM-DD, by UTC: the hours below keep it the same day in Dhaka). */
const day = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

beforeAll(async () => {
  items = (await search(terminal.server().app, {})).body.list.filter((each: Item) => each.status === 'ACTIVE');
});
afterEach(() => {
  delete process.env.STAFF_NAME;
});

const dropOf = async (id: string) => (await get<Item>(terminal.server().app, `/api/v2/items?id=${id}`)).body.drop;

describe('startsAtOf', () => {
  test.each([
    ['2026-12-05 20:00', '2026-12-05T20:00:00+06:00'],
    [' 2026-12-05T20:00:30 ', '2026-12-05T20:00:30+06:00'],
    ['2026-12-05T20:00:00Z', '2026-12-05T20:00:00Z'],
    ['2026-12-05T20:00:00+06:00', '2026-12-05T20:00:00+06:00'],
    ['tomorrow', 'tomorrow'],
  ])('%s goes as %s', (typed, sent) => expect(startsAtOf(typed)).toBe(sent));
});

test('set on the shop’s clock, with limits, kept with who set it; list soonest first; remove takes it away', async () => {
  const [first, second] = items;
  process.env.STAFF_NAME = 'Nusrat (Mirpur)';
  await main(['set', first.id, `${day} 20:00`, '--limit', '2', '--hold', '15', '--admit', '300']);
  await main(['set', second.id, `${day}T09:30:00+06:00`]);
  expect(process.exitCode).toBeUndefined();
  expect(printed[0]).toMatch(
    new RegExp(
      `^${day}T14:00:00.000Z \\(\\d+ \\w{3} \\d{4}, 8:00 PM in Dhaka\\)  ${first.id}  limit 2  hold 15 min  admit 300/min  by Nusrat \\(Mirpur\\)$`,
    ),
  );
  expect(printed[1]).toMatch(new RegExp(`^${day}T03:30:00.000Z .*  ${second.id}  limit 1  hold 10 min  all at once  by Nusrat`));
  expect(await dropOf(first.id)).toEqual({ startsAt: `${day}T14:00:00.000Z`, perBuyerLimit: 2, holdMinutes: 15, admitPerMinute: 300 });
  expect(await storedRows(terminal.server(), 'SELECT staff FROM drops WHERE item_id = ?', [first.id])).toEqual([
    { staff: 'Nusrat (Mirpur)' },
  ]);

  printed.length = 0;
  await main(['list']);
  expect(printed).toHaveLength(1);
  expect(printed[0].split('\n').map((entry) => entry.split('  ')[1])).toEqual([second.id, first.id]);

  printed.length = 0;
  await main(['remove', second.id]);
  expect(printed).toEqual([`The drop of ${second.id} is taken away.`]);
  expect(await dropOf(second.id)).toBeUndefined();
  await main(['remove', first.id]);
  printed.length = 0;
  await main(['list']);
  expect(printed).toEqual(['No drops.']);
});

test('a refusal is the shop’s status and reason; a wrong command the usage', async () => {
  const [item] = items;
  await main(['set', item.id, '2026-12-05 8pm']);
  expect([process.exitCode, printed.at(-1)]).toEqual([1, expect.stringMatching(/^400: startsAt .*zone/)]);
  await main(['set', item.id, `${day} 20:00`, '--limit', 'many']);
  expect([process.exitCode, printed.at(-1)]).toEqual([1, expect.stringMatching(/^400: /)]);
  await main(['set', item.id, `${day} 20:00`, '--limit', '11']);
  expect([process.exitCode, printed.at(-1)]).toEqual([1, expect.stringMatching(/^400: /)]);
  await main(['set', 'no-such-item', `${day} 20:00`]);
  expect([process.exitCode, printed.at(-1)]).toEqual([1, expect.stringMatching(/^404: No item no-such-item/)]);
  await main(['remove', item.id]);
  expect([process.exitCode, printed.at(-1)]).toEqual([1, `404: No drop is set for item ${item.id}.`]);
  process.env.STAFF_NAME = 'রাফি';
  await main(['set', item.id, `${day} 20:00`]);
  expect([process.exitCode, printed.at(-1)]).toEqual([1, expect.stringMatching(/STAFF_NAME/)]);
  process.exitCode = undefined;
  for (const argv of [['set', item.id], ['list', 'all'], ['remove'], ['start', item.id], ['remove', item.id, '--limit', '2']]) {
    await main(argv);
    expect([process.exitCode, printed.at(-1)]).toEqual([2, expect.stringMatching(/usage: npm run drops/)]);
    process.exitCode = undefined;
  }
});

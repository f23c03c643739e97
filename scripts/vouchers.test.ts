// `npm run vouchers`: the staff's promo-code calls from a terminal, against a real server over HTTP.
import type { Item } from '../src/domain/types';
import { call, search } from '../server/test/helpers';
import { staffTerminal } from '../server/test/staffTerminal';
import { main } from './vouchers';

const terminal = staffTerminal();
const { printed } = terminal;
let item: Item;

const checkCode = (code: string) =>
  call(terminal.server().app, {
    method: 'POST',
    url: '/api/vouchers/check',
    payload: { code, items: [{ itemId: item.id, skuCode: item.skus[0].code, quantity: 1 }] },
  });

beforeAll(async () => {
  item = (await search(terminal.server().app, {})).body.list.find((each: Item) => each.status === 'ACTIVE')!;
});

test('add makes a code with every term, and list shows it on one line with its uses', async () => {
  const category = item.categories[0].id;
  const band = item.lookups.find((lookup) => lookup.type === 'bands')!.id;
  await main([
    ...['add', 'metal10', '--kind', 'PERCENT', '--value', '10', '--min', '1000', '--cap', '300'],
    ...['--starts', '2026-01-01T00:00:00+06:00', '--ends', '2099-01-01T00:00:00Z', '--max-uses', '50', '--one-per-number'],
    ...['--category', category, '--band', band],
  ]);
  expect(process.exitCode).toBeUndefined();
  const line = `METAL10  on   10 % off  from Tk 1000  at most Tk 300  2025-12-31T18:00:00.000Z to 2099-01-01T00:00:00.000Z  used 0 of 50  once per number  categories ${category}  bands ${band}`;
  expect(printed).toEqual([`Added ${line}`]);
  printed.length = 0;
  await main(['add', 'late-delivery', '--kind', 'FREE_DELIVERY']);
  await main(['list']);
  // Both made within the same few milliseconds: in either order.
  expect(printed[1].split('\n').sort()).toEqual(['LATE-DELIVERY  on   free delivery  used 0', line]);
  expect(printed.slice(2)).toEqual(['2 of 2']);
  expect((await checkCode('metal10')).body.discount).toBeDefined();
});

test('off switches a code off, so a shopper’s check answers as for an unknown code; on switches it back', async () => {
  await main(['off', 'Metal10']);
  expect(printed[0]).toMatch(/^METAL10 {2}off {2}10 % off/);
  expect((await checkCode('METAL10')).body).toEqual({ code: 'METAL10', refused: { reason: 'notValid' } });
  await main(['on', 'metal10']);
  expect(printed[1]).toMatch(/^METAL10 {2}on /);
  expect((await checkCode('METAL10')).body.discount).toBeDefined();
});

test('a refusal is the shop’s status and reason; a wrong command the usage', async () => {
  await main(['add', 'METAL10', '--kind', 'AMOUNT', '--value', '100']);
  expect([process.exitCode, printed.at(-1)]).toEqual([1, expect.stringMatching(/^409: The code METAL10 exists already/)]);
  await main(['add', 'FAN-50', '--kind', 'AMOUNT', '--value', 'fifty']);
  expect([process.exitCode, printed.at(-1)]).toEqual([1, expect.stringMatching(/^400: .*value/)]);
  await main(['off', 'NO-SUCH-CODE']);
  expect([process.exitCode, printed.at(-1)]).toEqual([1, '404: No promo code NO-SUCH-CODE.']);
  process.exitCode = undefined;
  for (const argv of [['add', 'FAN-50'], ['off'], ['discount', 'METAL10'], ['list', 'extra']]) {
    await main(argv);
    expect([argv, process.exitCode]).toEqual([argv, 2]);
    expect(printed.at(-1)).toMatch(/Needs ADMIN_TOKEN/);
    process.exitCode = undefined;
  }
});

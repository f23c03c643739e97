// `npm run stock`: staff put units on sale from a terminal, against a real server over HTTP, and read a SKU's changes.
import type { Item } from '../src/domain/types';
import { get, search, storedRows } from '../server/test/helpers';
import { staffTerminal } from '../server/test/staffTerminal';
import { ONLINE_LOCATION_ID } from '../server/src/db/seed';
import { main } from './stock';

const terminal = staffTerminal();
const { printed } = terminal;
let item: Item;

beforeAll(async () => {
  item = (await search(terminal.server().app, {})).body.list.find((each: Item) => each.status === 'ACTIVE')!;
});
afterEach(() => {
  delete process.env.STAFF_NAME;
});

const onlineUnits = async (skuCode: string) =>
  (await get<Item>(terminal.server().app, `/api/v2/items?id=${item.id}`)).body.skus
    .find((sku) => sku.code === skuCode)!
    .stocks.find((stock) => stock.locationId === ONLINE_LOCATION_ID)!;

test('set puts the counted units on sale, kept with who counted; history lists the changes newest first', async () => {
  const sku = item.skus[0].code;
  process.env.STAFF_NAME = 'Nusrat (Mirpur)';
  await main(['set', sku, ONLINE_LOCATION_ID, '0']);
  await main(['set', sku, ONLINE_LOCATION_ID, '12']);
  expect(process.exitCode).toBeUndefined();
  expect(printed[1]).toMatch(
    new RegExp(`^\\S+Z  ${sku}  at ${ONLINE_LOCATION_ID}  0 → 12 counted  on sale 0 → 12  by Nusrat \\(Mirpur\\)$`),
  );
  expect(await onlineUnits(sku)).toMatchObject({ ok: 12, total: 12 });
  expect(await storedRows(terminal.server(), 'SELECT staff FROM stock_changes WHERE sku_code = ?', [sku])).toEqual([
    { staff: 'Nusrat (Mirpur)' },
    { staff: 'Nusrat (Mirpur)' },
  ]);
  printed.length = 0;
  await main(['history', sku]);
  expect(printed).toHaveLength(2);
  expect(printed[0].split('\n').map((entry) => / counted/.test(entry) && entry.split('  ')[3])).toEqual([
    '0 → 12 counted',
    expect.stringMatching(/→ 0 counted$/),
  ]);
  expect(printed[1]).toBe('2 of 2');
});

test('without STAFF_NAME the OS user counts', async () => {
  await main(['set', item.skus[0].code, ONLINE_LOCATION_ID, '3']);
  expect(process.exitCode).toBeUndefined();
  expect(printed[0]).toMatch(/ by \S+/);
});

test('a refusal is the shop’s status and reason; a wrong command the usage', async () => {
  await main(['set', item.skus[0].code, ONLINE_LOCATION_ID, 'many']);
  expect([process.exitCode, printed.at(-1)]).toEqual([1, expect.stringMatching(/^400: .*units/)]);
  await main(['set', item.skus[0].code, ONLINE_LOCATION_ID, '100001']);
  expect([process.exitCode, printed.at(-1)]).toEqual([1, expect.stringMatching(/^400: /)]);
  await main(['set', 'NO-SUCH-SKU', ONLINE_LOCATION_ID, '3']);
  expect([process.exitCode, printed.at(-1)]).toEqual([1, '404: No SKU NO-SUCH-SKU.']);
  process.env.STAFF_NAME = 'রাফি';
  await main(['set', item.skus[0].code, ONLINE_LOCATION_ID, '3']);
  expect([process.exitCode, printed.at(-1)]).toEqual([1, expect.stringMatching(/STAFF_NAME/)]);
  process.exitCode = undefined;
  for (const argv of [['set', 'SKU', 'LOCATION'], ['history'], ['count', 'SKU'], ['set', 'a', 'b', '1', 'extra']]) {
    await main(argv);
    expect([process.exitCode, printed.at(-1)]).toEqual([2, expect.stringMatching(/usage: npm run stock/)]);
    process.exitCode = undefined;
  }
});

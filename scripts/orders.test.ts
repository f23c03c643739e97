// `npm run orders`: the staff's order calls from a terminal, against a real server over HTTP.
import { ONLINE_LOCATION_ID } from '../server/src/db/seed';
import { onlineOk, order, orderLine, post, search } from '../server/test/helpers';
import { main } from './orders';
import { staffTerminal } from '../server/test/staffTerminal';

const terminal = staffTerminal();
const { printed } = terminal;
let invoiceId = '';

beforeAll(async () => {
  const server = terminal.server();
  const list = (await search(server.app, { nonZeroStockOnly: true, ranges: [{ field: 'discount', min: 0, max: 0 }] })).body.list;
  const item = list.find((i) => i.skus.some((s) => onlineOk(i, s.code, ONLINE_LOCATION_ID) >= 1))!;
  const sku = item.skus.find((s) => onlineOk(item, s.code, ONLINE_LOCATION_ID) >= 1)!;
  const payload = order([orderLine(item, sku)]);
  payload.info = { ...payload.info, fullName: 'Rafi \u001b]0;owned\u0007Ahmed' };
  invoiceId = (await post(server.app, '/api/checkouts', payload)).body.id;
});

test('list PLACED shows the order; move CONFIRMED with a note, then show tells its story', async () => {
  await main(['list', 'PLACED']);
  expect(printed.join('\n')).toContain(invoiceId);
  expect(printed.at(-1)).toMatch(/^1 of 1$/);

  await main(['move', invoiceId, 'CONFIRMED', '--note', 'Called: address confirmed']);
  expect(printed.join('\n')).toMatch(new RegExp(`${invoiceId}\\s+CONFIRMED`));
  expect(printed.join('\n')).toContain('CONFIRMED: Called: address confirmed');

  printed.length = 0;
  await main(['move', invoiceId, 'PACKED']);
  await main([
    'move',
    invoiceId,
    'SHIPPED',
    '--courier',
    'Pathao Courier',
    '--tracking',
    'PX-77',
    '--url',
    'https://courier.example/t/PX-77',
  ]);
  printed.length = 0;
  await main(['show', invoiceId]);
  expect(printed.join('\n')).toContain('shipped with Pathao Courier, PX-77 https://courier.example/t/PX-77');
  // A name typed with a terminal escape sequence reaches the staff's terminal as plain text.
  expect(printed.join('\n')).toContain('Rafi ?]0;owned?Ahmed');
  expect(printed.join('\n')).not.toContain('\u001b');
});

test('a refused move is an error naming why, and nothing changes', async () => {
  const before = await terminal.server().app.store.findOrder(invoiceId);
  await expect(main(['move', invoiceId, 'PLACED'])).rejects.toThrow(/^409: An order that is \w+ cannot become PLACED\.$/);
  expect(await terminal.server().app.store.findOrder(invoiceId)).toEqual(before);
});

test('a wrong command prints the usage and exits 2', async () => {
  await main(['move', invoiceId, 'LOST']);
  expect(process.exitCode).toBe(2);
  expect(printed[0]).toMatch(/^usage: npm run orders/);
});

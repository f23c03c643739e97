// `npm run orders`: the staff's order calls from a terminal, against a real server over HTTP.
import { ONLINE_LOCATION_ID } from '../server/src/db/seed';
import { AS_ADMIN, call, onlineOk, order, orderLine, post, search } from '../server/test/helpers';
import { main } from './orders';
import { staffTerminal } from '../server/test/staffTerminal';

const terminal = staffTerminal();
const { printed } = terminal;
let invoiceId = '';
let line: ReturnType<typeof orderLine>;

beforeAll(async () => {
  const server = terminal.server();
  const list = (await search(server.app, { nonZeroStockOnly: true, ranges: [{ field: 'discount', min: 0, max: 0 }] })).body.list;
  const item = list.find((i) => i.skus.some((s) => onlineOk(i, s.code, ONLINE_LOCATION_ID) >= 1))!;
  const sku = item.skus.find((s) => onlineOk(item, s.code, ONLINE_LOCATION_ID) >= 1)!;
  line = orderLine(item, sku);
  const payload = order([line]);
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

test('show names the promo code an order was placed with and what it took off; an order without one shows none', async () => {
  const { app } = terminal.server();
  const made = await call(app, {
    method: 'POST',
    url: '/api/admin/vouchers',
    payload: { code: 'FANS-50', kind: 'AMOUNT', value: 50 },
    headers: AS_ADMIN,
  });
  expect(made.status).toBe(201);
  const withCode = await post(app, '/api/checkouts', { ...order([line]), voucherCode: 'fans-50' });
  expect(withCode.status).toBe(201);
  await main(['show', withCode.body.id]);
  expect(printed.join('\n').split('\n')).toContain('  promo FANS-50 −Tk 50');
  printed.length = 0;
  await main(['show', invoiceId]);
  expect(printed.join('\n')).not.toContain('promo');
});

test('a refused move is one line naming why and exit code 1, and nothing changes', async () => {
  const before = await terminal.server().app.store.findOrder(invoiceId);
  await main(['move', invoiceId, 'PLACED']);
  expect([process.exitCode, printed.at(-1)]).toEqual([1, expect.stringMatching(/^409: An order that is \w+ cannot become PLACED\.$/)]);
  process.exitCode = undefined;
  expect(await terminal.server().app.store.findOrder(invoiceId)).toEqual(before);
});

test('a wrong command prints the usage and exits 2', async () => {
  await main(['move', invoiceId, 'LOST']);
  expect(process.exitCode).toBe(2);
  expect(printed[0]).toMatch(/^usage: npm run orders/);
});

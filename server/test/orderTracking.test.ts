// A shopper looks an order up by its invoice id and mobile number (POST /api/orders/track): what the answer shows and
// hides, the same "no order found" for a wrong number and an unknown invoice, and the limits per address and invoice.
import { ONLINE_LOCATION_ID } from '../src/db/seed';
import { NO_ORDER_FOUND } from '../src/routes/orders';
import {
  ADMIN_TOKEN,
  API_KEY,
  AS_ADMIN,
  call,
  onlineOk,
  order,
  orderLine,
  post,
  search,
  startTestServer,
  type TestServer,
} from './helpers';

let server: TestServer;
const app = () => server.app;
beforeAll(async () => {
  server = await startTestServer({ adminToken: ADMIN_TOKEN });
});
afterAll(() => server.close());

async function placeCash(mobile: string, note = '') {
  const list = (await search(app(), { nonZeroStockOnly: true, ranges: [{ field: 'discount', min: 0, max: 0 }] })).body.list;
  const item = list.find((i) => i.skus.some((s) => onlineOk(i, s.code, ONLINE_LOCATION_ID) >= 2))!;
  const sku = item.skus.find((s) => onlineOk(item, s.code, ONLINE_LOCATION_ID) >= 2)!;
  const payload = order([orderLine(item, sku, 2)], { note });
  payload.info = { ...payload.info, mobile, shortAddress: 'House 12, Road 4, Dhanmondi, Dhaka' };
  const placed = await post(app(), '/api/checkouts', payload);
  expect(placed.status).toBe(201);
  return { id: placed.body.id as string, item, sku };
}
const move = (invoiceId: string, body: object) =>
  call(app(), { method: 'PATCH', url: `/api/admin/orders/${invoiceId}/status`, payload: body, headers: AS_ADMIN });
const track = (body: unknown, target = app(), headers: Record<string, string> = {}) =>
  call(target, { method: 'POST', url: '/api/orders/track', payload: body as object, headers });

test('a shipped order: its timeline, courier and lines, the address masked, and nothing of the staff or the gateway', async () => {
  const { id, sku } = await placeCash('01712000111', 'Please call before coming');
  await move(id, { status: 'CONFIRMED', note: 'staff only: shopper sounded unsure' });
  await move(id, { status: 'PACKED' });
  await move(id, {
    status: 'SHIPPED',
    courier: 'Pathao Courier',
    trackingNumber: 'PX-2211-884',
    trackingUrl: 'https://courier.example/t/PX-2211-884',
  });

  const answer = await track({ invoiceId: id, mobile: '01712000111' });
  expect(answer.status).toBe(200);
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(answer.body).toMatchObject({
    invoiceId: id,
    status: 'SHIPPED',
    paymentType: 'CASH_ON_DELIVERY',
    paymentStatus: 'PENDING',
    paidAt: null,
    shipment: { courier: 'Pathao Courier', trackingNumber: 'PX-2211-884', trackingUrl: 'https://courier.example/t/PX-2211-884' },
    lines: [{ quantity: 2, unitPrice: sku.salesPrice, lineTotal: 2 * sku.salesPrice, orderType: 'order' }],
    subtotal: 2 * sku.salesPrice,
    deliveryCharge: 80,
    total: 2 * sku.salesPrice + 80,
    pickupDistrict: 'INSIDE_DHAKA',
    address: 'Ho••• ••, Ro•• •, Dhanmondi, Dhaka',
  });
  expect(answer.body.moves.map((m: { status: string }) => m.status)).toEqual(['CONFIRMED', 'PACKED', 'SHIPPED']);
  for (const hidden of [
    'staff only',
    'Please call before coming',
    'Tanvir',
    'House 12',
    'gatewayToken',
    'tanvir@example.com',
    '01712000111',
  ])
    expect(answer.text).not.toContain(hidden);
});

test.each([
  ['the invoice in lower case and spaces around', (id: string) => ` ${id.toLowerCase()} `, '01712000221', '01712000221'],
  ['the number with the country code', (id: string) => id, '01712000222', '+8801712000222'],
  ['the number in Bengali digits', (id: string) => id, '01712000223', '০১৭১২০০০২২৩'],
  ['the invoice id in Bengali digits', (id: string) => id.replace(/[0-9]/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]), '01712000224', '01712000224'],
])('finds the order with %s', async (_, typed, mobile, typedMobile) => {
  const { id } = await placeCash(mobile);
  const answer = await track({ invoiceId: typed(id), mobile: typedMobile });
  expect(answer.status).toBe(200);
  expect(answer.body.invoiceId).toBe(id);
});

test.each([
  ['a NUL byte', 'INV-\u0000'],
  ['markup', 'INV-<b>1</b>'],
  ['a path', '../../etc/passwd'],
  ['no INV- at all', 'HELLO'],
])('an invoice id with %s is not looked up: the same "no order found"', async (_, invoiceId) => {
  const answer = await track({ invoiceId, mobile: '01712000333' });
  expect(answer.status).toBe(404);
  expect(answer.body).toEqual({ error: NO_ORDER_FOUND });
});

test('a wrong number and an unknown invoice get the same answer', async () => {
  const { id } = await placeCash('01712000333');
  const wrongNumber = await track({ invoiceId: id, mobile: '01712000334' });
  const unknown = await track({ invoiceId: 'INV-ABCDEFGHJK', mobile: '01712000333' });
  expect([wrongNumber.status, unknown.status]).toEqual([404, 404]);
  expect(wrongNumber.body).toEqual({ error: NO_ORDER_FOUND });
  expect(unknown.body).toEqual(wrongNumber.body);
});

test.each<[string, unknown]>([
  ['no mobile', { invoiceId: 'INV-ABCDEFGHJK' }],
  ['no invoice', { mobile: '01712000333' }],
  ['an empty invoice', { invoiceId: '', mobile: '01712000333' }],
  ['an invoice of 41 characters', { invoiceId: 'I'.repeat(41), mobile: '01712000333' }],
  ['a number of 21 characters', { invoiceId: 'INV-ABCDEFGHJK', mobile: '0'.repeat(21) }],
  ['numbers for text', { invoiceId: 7, mobile: 1712000333 }],
  ['a list', [{ invoiceId: 'INV-ABCDEFGHJK', mobile: '01712000333' }]],
])('%s: 400', async (_, body) => {
  const answer = await track(body);
  expect(answer.status).toBe(400);
  expect(typeof answer.body.error).toBe('string');
});

test('lookups are limited per client address, and per invoice across addresses', async () => {
  const limited = await startTestServer({
    rateLimits: {
      orders: 20,
      paymentReports: 30,
      views: 60,
      gatewayForms: 30,
      adminCalls: 30,
      orderLookups: 3,
      signIns: 10,
      codeSends: 10,
      voucherChecks: 30,
    },
    trustProxy: ['loopback'],
  });
  try {
    const from = (address: string) => ({ 'x-forwarded-for': address, 'x-api-key': API_KEY });
    const lookup = (invoiceId: string, address: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/orders/track',
        remoteAddress: '127.0.0.1',
        headers: from(address),
        payload: { invoiceId, mobile: '01712000999' },
      });
    const oneAddress = [];
    for (let k = 0; k < 5; k++) oneAddress.push((await lookup(`INV-GUESS${k}`, '203.0.113.1')).statusCode);
    expect(oneAddress).toEqual([404, 404, 404, 429, 429]);

    const oneInvoice = [];
    for (let k = 0; k < 22; k++) oneInvoice.push((await lookup('INV-ABCDEFGHJK', `198.51.100.${k}`)).statusCode);
    expect(oneInvoice).toEqual([...Array(20).fill(404), 429, 429]);
  } finally {
    await limited.close();
  }
});

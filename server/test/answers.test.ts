// The public checkout and order routes answer by their response schemas (routes/answers.ts): what the SPA and the
// spec read is there, and a field the store grows (a new column, a staff note) never reaches a shopper.
import fc from 'fast-check';
import type { OrderView } from '../src/db';
import { ADMIN_TOKEN, AS_ADMIN, call, order, post, startTestServer, stockedLine, type TestServer } from './helpers';

let server: TestServer;
const app = () => server.app;
beforeAll(async () => {
  server = await startTestServer({ adminToken: ADMIN_TOKEN });
});
afterAll(() => server.close());
afterEach(() => jest.restoreAllMocks());

const TRACKED_ORDER_FIELDS = [
  'address',
  'deliveryCharge',
  'invoiceId',
  'lines',
  'moves',
  'paidAt',
  'payBy',
  'paymentStatus',
  'paymentType',
  'pickupDistrict',
  'placedAt',
  'shipment',
  'status',
  'subtotal',
  'total',
  'vat',
  'voucher',
];
const MOBILE = '01712000999';

async function place(paymentType: 'CASH_ON_DELIVERY' | 'ONLINE') {
  const payload = order([await stockedLine(app())], {
    paymentType,
    ...(paymentType === 'ONLINE' && { extras: { pickupDistrict: 'OUTSIDE_DHAKA', pickupPoints: 'HOME', deliveryCharge: 120 } }),
  });
  payload.info = { ...payload.info, mobile: MOBILE, paymentType };
  const placed = await post(app(), '/api/checkouts', payload);
  expect(placed.status).toBe(201);
  return placed;
}

async function shipped(): Promise<string> {
  const { id } = (await place('CASH_ON_DELIVERY')).body as { id: string };
  for (const status of ['CONFIRMED', 'PACKED']) {
    expect(
      (await call(app(), { method: 'PATCH', url: `/api/admin/orders/${id}/status`, payload: { status }, headers: AS_ADMIN })).status,
    ).toBe(200);
  }
  const shipment = { status: 'SHIPPED', courier: 'Pathao Courier', trackingNumber: 'PX-1', trackingUrl: 'https://courier.example/t/PX-1' };
  expect((await call(app(), { method: 'PATCH', url: `/api/admin/orders/${id}/status`, payload: shipment, headers: AS_ADMIN })).status).toBe(
    200,
  );
  return id;
}

/** The store's orders as a later version might read them: columns the answers do not name, on the order and its shipment. */
function storeGrows(extra: Record<string, unknown>) {
  const grown = (order: OrderView) => ({ ...order, ...extra, shipment: order.shipment && { ...order.shipment, ...extra } }) as OrderView;
  const store = app().store;
  const findOrder = store.findOrder.bind(store);
  const moveStatus = store.moveStatus.bind(store);
  jest.spyOn(store, 'findOrder').mockImplementation(async (invoiceId) => {
    const found = await findOrder(invoiceId);
    return found && grown(found);
  });
  jest.spyOn(store, 'moveStatus').mockImplementation(async (...args) => {
    const moved = await moveStatus(...args);
    return 'order' in moved ? { ...moved, order: grown(moved.order) } : moved;
  });
}

const track = (invoiceId: string) => post(app(), '/api/orders/track', { invoiceId, mobile: MOBILE });

test('a placed cash order answers its id and payable total; an online one its id and the gateway page', async () => {
  const cash = await place('CASH_ON_DELIVERY');
  expect(Object.keys(cash.body).sort()).toEqual(['id', 'total']);
  expect(cash.body).toEqual({ id: expect.stringMatching(/^INV-/), total: expect.any(Number) });

  const online = await place('ONLINE');
  expect(Object.keys(online.body).sort()).toEqual(['id', 'redirectUrl']);
  expect(online.body.redirectUrl).toMatch(/\/gateway\//);

  const found = await call(app(), { method: 'GET', url: `/api/checkouts?invoiceId=${online.body.id}` });
  expect(found.body).toEqual({ id: online.body.id });
});

test('tracking answers every field the order page reads, the shipment with its courier, and nothing the store adds', async () => {
  const id = await shipped();
  storeGrows({ staffNote: 'shopper sounded unsure', gatewayToken: 'secret' });

  const answer = await track(id);
  expect(answer.status).toBe(200);
  expect(Object.keys(answer.body).sort()).toEqual(TRACKED_ORDER_FIELDS);
  expect(answer.body.shipment).toEqual({
    courier: 'Pathao Courier',
    trackingNumber: 'PX-1',
    trackingUrl: 'https://courier.example/t/PX-1',
  });
  const lineFields = ['lineTotal', 'orderType', 'quantity', 'title', 'unitPrice', 'variant'];
  // variantBn where the reference data names the variant in Bengali.
  expect([...lineFields, 'variantBn']).toEqual(expect.arrayContaining(Object.keys(answer.body.lines[0])));
  expect(Object.keys(answer.body.lines[0])).toEqual(expect.arrayContaining(lineFields));
});

test('whatever columns a shipment grows, tracking names only its courier, number and page', async () => {
  const id = await shipped();
  const allowed = ['courier', 'trackingNumber', 'trackingUrl'];
  const column = fc.string({ minLength: 1, maxLength: 12 }).filter((name) => !allowed.includes(name) && name !== '__proto__');
  await fc.assert(
    fc.asyncProperty(
      fc.dictionary(column, fc.oneof(fc.string(), fc.integer(), fc.boolean()), { minKeys: 1, maxKeys: 4 }),
      async (extra) => {
        jest.restoreAllMocks();
        storeGrows(extra);
        const answer = await track(id);
        expect(answer.status).toBe(200);
        expect(Object.keys(answer.body.shipment).sort()).toEqual(allowed);
        expect(Object.keys(answer.body).sort()).toEqual(TRACKED_ORDER_FIELDS);
      },
    ),
    { numRuns: 15 },
  );
});

test("the shopper's cancel answers the order as tracking shows it, and a second cancel keeps the refusal's shape", async () => {
  const { id } = (await place('CASH_ON_DELIVERY')).body as { id: string };
  storeGrows({ staffNote: 'internal' });
  const cancelled = await post(app(), '/api/orders/cancel', { invoiceId: id, mobile: MOBILE });
  expect(cancelled.status).toBe(200);
  expect(Object.keys(cancelled.body)).toEqual(['order']);
  expect(cancelled.body.order).toMatchObject({ invoiceId: id, status: 'CANCELLED' });
  expect(Object.keys(cancelled.body.order).sort()).toEqual(TRACKED_ORDER_FIELDS);

  const again = await post(app(), '/api/orders/cancel', { invoiceId: id, mobile: MOBILE });
  expect(again.status).toBe(409);
  expect(again.body).toEqual({ error: expect.any(String), kind: 'notCancellable', order: expect.objectContaining({ invoiceId: id }) });
});

test('Pay now answers the gateway page and the order as tracking shows it', async () => {
  const { id } = (await place('ONLINE')).body as { id: string };
  const paying = await post(app(), '/api/orders/pay', { invoiceId: id, mobile: MOBILE });
  expect(paying.status).toBe(200);
  expect(Object.keys(paying.body).sort()).toEqual(['order', 'redirectUrl']);
  expect(Object.keys(paying.body.order).sort()).toEqual(TRACKED_ORDER_FIELDS);
});

test('My orders lists each order as tracking shows it, its lines naming their product and size, and nothing the store adds', async () => {
  const id = await shipped();
  expect((await post(app(), '/api/sessions/otp', { mobile: MOBILE })).status).toBe(202);
  const inbox = await call(app(), { method: 'GET', url: '/sandbox/sms', headers: { accept: 'application/json' } });
  const text = (inbox.body.messages as { mobile: string; text: string }[]).find((m) => m.mobile === MOBILE)?.text ?? '';
  const signedIn = await post(app(), '/api/sessions/otp/verify', { mobile: MOBILE, code: /\b(\d{6})\b/.exec(text)?.[1] });
  expect(signedIn.status).toBe(200);
  storeGrows({ staffNote: 'internal' });

  const mine = await call(app(), { method: 'GET', url: '/api/account/orders', headers: { 'x-auth-token': signedIn.body.token } });
  expect(mine.status).toBe(200);
  expect(Object.keys(mine.body).sort()).toEqual(['list', 'nextPageToken', 'total']);
  expect(mine.body.list.length).toBeGreaterThan(0);
  for (const listed of mine.body.list) {
    expect(Object.keys(listed).sort()).toEqual(TRACKED_ORDER_FIELDS);
    expect(listed.lines[0]).toEqual(expect.objectContaining({ itemId: expect.any(String), skuCode: expect.any(String) }));
  }
  const { shipment } = mine.body.list.find((listed: { invoiceId: string }) => listed.invoiceId === id);
  expect(shipment).toEqual({ courier: 'Pathao Courier', trackingNumber: 'PX-1', trackingUrl: 'https://courier.example/t/PX-1' });
});

describe('sign-ins', () => {
  const CUSTOMER_FIELDS = ['email', 'fullName', 'id', 'mobile', 'password', 'shortAddress', 'verified'];
  const SIGNED_IN = '01712000888';

  /** The store's customer rows carry columns a shopper must never see. */
  function customersGrowColumns() {
    const store = app().store.accounts;
    const grown = <T extends object | null>(record: T) => record && { ...record, staffNote: 'asked twice for a refund', pinHash: 'x' };
    const byMobile = store.customerByMobile.bind(store);
    const byId = store.customerById.bind(store);
    jest.spyOn(store, 'customerByMobile').mockImplementation(async (mobile) => grown(await byMobile(mobile)));
    jest.spyOn(store, 'customerById').mockImplementation(async (id) => grown(await byId(id)));
  }

  test('a sign-in by code answers the token, the customer and how, and the session check the same but the token', async () => {
    customersGrowColumns();
    expect((await post(app(), '/api/sessions/otp', { mobile: SIGNED_IN })).body).toEqual({ sent: true });
    const inbox = await call(app(), { method: 'GET', url: '/sandbox/sms', headers: { accept: 'application/json' } });
    const text = (inbox.body.messages as { mobile: string; text: string }[]).find((message) => message.mobile === SIGNED_IN)!.text;
    const signedIn = await post(app(), '/api/sessions/otp/verify', { mobile: SIGNED_IN, code: /\b(\d{6})\b/.exec(text)![1] });
    expect(signedIn.status).toBe(200);
    expect(Object.keys(signedIn.body).sort()).toEqual(['customer', 'signedInBy', 'token']);
    expect(CUSTOMER_FIELDS).toEqual(expect.arrayContaining(Object.keys(signedIn.body.customer)));
    expect(signedIn.body.customer).toMatchObject({ mobile: SIGNED_IN, verified: true });

    const check = await call(app(), { method: 'POST', url: '/api/sessions/check', headers: { 'x-auth-token': signedIn.body.token } });
    expect(check.body).toEqual({ customer: signedIn.body.customer, signedInBy: 'code' });
  });
});

import type { Item, Sku } from '@domain/types';
import { ONLINE_LOCATION_ID } from '../src/db/seed';
import { get, onlineOk, order, post, search, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let shirt: Item;
let sku: Sku;
const app = () => server.app;

beforeAll(async () => {
  server = await startTestServer();
  const list = (await search(app(), { nonZeroStockOnly: true, ranges: [{ field: 'discount', min: 0, max: 0 }] })).body.list;
  shirt = list.find((i) => i.skus.some((s) => onlineOk(i, s.code, ONLINE_LOCATION_ID) >= 5))!;
  sku = shirt.skus.find((s) => onlineOk(shirt, s.code, ONLINE_LOCATION_ID) >= 5)!;
});
afterAll(() => server.close());

async function place(paymentType: 'CASH_ON_DELIVERY' | 'ONLINE'): Promise<string> {
  const line = {
    itemId: shirt.id,
    skuCode: sku.code,
    price: sku.salesPrice,
    discountedPrice: sku.salesPrice,
    quantity: 1,
    offerId: null,
    offerName: null,
  };
  const placed = await post<{ id: string }>(app(), '/api/checkouts', order([line], { paymentType }));
  expect(placed.status).toBe(201);
  return placed.body.id;
}

const lookUp = (query: string) => get(app(), `/api/checkouts${query}`);

describe('GET /api/checkouts?invoiceId: does this invoice exist (the order success page)', () => {
  it.each(['CASH_ON_DELIVERY', 'ONLINE'] as const)(
    'a placed %s order answers 200 with its invoice id and nothing else of the order',
    async (paymentType) => {
      const invoiceId = await place(paymentType);
      const answer = await lookUp(`?invoiceId=${invoiceId}`);
      expect(answer.status).toBe(200);
      // No customer, lines, amounts, payment state or gateway token: only what the success page already shows.
      expect(answer.body).toEqual({ id: invoiceId });
    },
  );

  it('an unknown invoice id answers 404 with a JSON error', async () => {
    const answer = await lookUp('?invoiceId=INV-NOSUCHONE');
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.body).toEqual({ error: "No order with invoice id 'INV-NOSUCHONE'." });
  });

  it.each([
    ['no invoice id', ''],
    ['an empty invoice id', '?invoiceId='],
    ['an invoice id of 41 characters', `?invoiceId=INV-${'X'.repeat(37)}`],
  ])('%s answers 400 with a JSON error', async (_, query) => {
    const answer = await lookUp(query);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(/invoiceId/);
  });
});

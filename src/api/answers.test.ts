import { item, ONLINE, sku } from '../test/items';
import { listingItem } from '../domain/listing';
import { lineChangesOf } from './answers';
import { createHttpClient } from './http';
import { createShopApi } from './shopApi';

/** The shop's API over a fake network that answers every call with `status` and `body` (text as sent, or JSON). */
function apiAnswering(status: number, body: unknown) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const fetch = jest.fn(() => Promise.resolve({ status, json: () => Promise.resolve().then(() => JSON.parse(text)) } as Response));
  return createShopApi(createHttpClient({ baseUrl: '', apiKey: 'k', deviceId: 'd', getToken: () => null, fetch }));
}

const search = { page: 1, size: 20 };

describe('answers are read through their schema', () => {
  it('takes a list answered without a next-page token, or with null, as the last page', async () => {
    for (const nextPageToken of [undefined, null]) {
      const result = await apiAnswering(200, { list: [item('a')], nextPageToken }).searchOutletStock(search);
      expect(result).toEqual({ status: 200, networkError: false, body: { list: [item('a')], nextPageToken: '' } });
    }
  });

  it('keeps the server’s total where it gives one, and fields the shop does not know', async () => {
    const result = await apiAnswering(200, { list: [{ ...item('a'), fabric: 'cotton' }], nextPageToken: 't2', total: 41 }).searchItems(
      search,
    );
    expect(result.body).toEqual({ list: [{ ...item('a'), fabric: 'cotton' }], nextPageToken: 't2', total: 41 });
  });

  it.each([
    ['a list that is not an array', { list: 'nope' }, 'list'],
    ['a product without SKUs', { list: [item('a'), { ...item('b'), skus: undefined }] }, 'list.1.skus'],
    ['a price that is text', { list: [item('a', { skus: [sku('a-M', { salesPrice: '900' as never })] })] }, 'list.0.skus.0.salesPrice'],
    [
      'a stock without its count',
      { list: [item('a', { skus: [sku('a-M', { stocks: [{ skuCode: 'a-M', locationId: ONLINE, total: 5 }] as never })] })] },
      'list.0.skus.0.stocks.0.ok',
    ],
  ])('fails %s as unreadable, naming where, with no body', async (_, body, where) => {
    const result = await apiAnswering(200, body).searchItems(search);
    expect(result).toEqual({
      status: 200,
      networkError: false,
      unreadable: expect.stringMatching(new RegExp(`^${where.replace(/\./g, '\\.')}: `)),
    });
  });

  it('asks the shop’s lists as cards, and reads a card without the stock and options it leaves out', async () => {
    const cards = { list: [listingItem(item('a'))], nextPageToken: '2', total: 41 };
    const fetch = jest.fn((_url: RequestInfo | URL, _init?: RequestInit) =>
      Promise.resolve({ status: 200, json: () => Promise.resolve(cards) } as Response),
    );
    const api = createShopApi(createHttpClient({ baseUrl: '', apiKey: 'k', deviceId: 'd', getToken: () => null, fetch }));
    expect((await api.searchOutletStock(search)).body).toEqual(cards);
    expect(JSON.parse(fetch.mock.calls[0][1]?.body as string)).toEqual({ ...search, view: 'listing' });
  });

  it('fails a card whose price is text, naming where', async () => {
    const card = listingItem(item('a', { skus: [sku('a-M', { salesPrice: '900' as never })] }));
    expect((await apiAnswering(200, { list: [card] }).searchOutletStock(search)).unreadable).toMatch(/^list\.0\.skus\.0\.salesPrice: /);
  });

  it('fails a success that is not JSON as unreadable; a refusal that is not JSON gives only its status', async () => {
    await expect(apiAnswering(200, '<html>gateway</html>').findItem('a')).resolves.toEqual({
      status: 200,
      networkError: false,
      unreadable: 'the answer is not JSON',
    });
    await expect(apiAnswering(502, '<html>gateway</html>').findItem('a')).resolves.toEqual({ status: 502, networkError: false });
  });

  it('fails a product answered without its categories, and an article without its links', async () => {
    expect((await apiAnswering(200, { ...item('a'), categories: undefined }).findItem('a')).unreadable).toMatch(/^categories: /);
    expect((await apiAnswering(200, { id: 'n1', title: 'T', date: '2026-01-01', content: '<p>x</p>' }).findNews('n1')).unreadable).toMatch(
      /^links: /,
    );
  });

  it('passes a refusal’s body on as sent, unchecked, for its reason', async () => {
    const refusal = { error: 'No order with that invoice id.', whatever: [1] };
    await expect(apiAnswering(404, refusal).findInvoice('INV-X')).resolves.toEqual({ status: 404, networkError: false, body: refusal });
  });

  it('reads the checkout’s 201 with its id, and fails one whose id is not text', async () => {
    await expect(apiAnswering(201, { id: 'INV-7KQ2XMH4TB' }).placeOrder({} as never)).resolves.toMatchObject({
      body: { id: 'INV-7KQ2XMH4TB' },
    });
    expect((await apiAnswering(201, { id: 7 }).placeOrder({} as never)).unreadable).toMatch(/^id: /);
  });

  it('does not read a payment report’s answer: only its status counts', async () => {
    await expect(apiAnswering(202, 'accepted').confirmPayment('INV-1', 'tok')).resolves.toEqual({ status: 202, networkError: false });
  });
});

describe('saved products and items by id are read through their schemas', () => {
  it('reads the saved list, and fails one whose time is not whole milliseconds or whose id is missing', async () => {
    const items = [{ itemId: 'a', savedAt: 1_800_000_000_000 }];
    expect(await apiAnswering(200, { items }).savedProducts()).toEqual({ status: 200, networkError: false, body: { items } });
    expect((await apiAnswering(200, { items }).saveProducts(items)).body).toEqual({ items });
    expect((await apiAnswering(200, { items: [{ itemId: 'a', savedAt: 1.5 }] }).savedProducts()).unreadable).toMatch(
      /^items\.0\.savedAt: /,
    );
    expect((await apiAnswering(200, { items: [{ savedAt: 1 }] }).saveProducts([])).unreadable).toMatch(/^items\.0\.itemId: /);
    expect((await apiAnswering(200, {}).savedProducts()).unreadable).toMatch(/^items: /);
  });

  it('passes a 401 on, for the saga to sign the shopper out', async () => {
    expect(await apiAnswering(401, { error: 'Your session has ended' }).savedProducts()).toEqual({
      status: 401,
      networkError: false,
      body: { error: 'Your session has ended' },
    });
  });

  it('reads items by id as a list of products, and fails a product without SKUs', async () => {
    const body = { list: [item('b'), item('a')], nextPageToken: '', total: 2 };
    expect((await apiAnswering(200, body).itemsByIds(['b', 'a'])).body).toEqual(body);
    expect((await apiAnswering(200, { list: [{ ...item('a'), skus: undefined }] }).itemsByIds(['a'])).unreadable).toMatch(
      /^list\.0\.skus: /,
    );
  });
});

describe('lineChangesOf: the lines a checkout refusal names', () => {
  it('reads the changes of a 409', () => {
    const changes = [
      { itemId: 'i1', skuCode: 'a-M', kind: 'stock', available: 1 },
      { itemId: 'i2', skuCode: 'b-L', kind: 'price', price: 900, discountedPrice: 810 },
      { itemId: 'i3', skuCode: 'c-S', kind: 'gone' },
    ];
    expect(lineChangesOf({ error: 'Only 1 unit…', changes, lines: [] })).toEqual(changes);
  });

  it('reads the right prices of a backend that sends only `lines`', () => {
    expect(lineChangesOf({ error: 'Prices changed', lines: [{ itemId: 'i2', skuCode: 'a-M', price: 900, discountedPrice: 810 }] })).toEqual(
      [{ itemId: 'i2', skuCode: 'a-M', kind: 'price', price: 900, discountedPrice: 810 }],
    );
  });

  it.each([
    ['no changes and no lines', { error: 'Prices changed' }],
    ['empty changes', { changes: [] }],
    ['lines that are not a list', { lines: 'a-M' }],
    ['a negative price', { lines: [{ skuCode: 'a-M', price: -1, discountedPrice: 0 }] }],
    ['an unknown kind', { changes: [{ skuCode: 'a-M', kind: 'colour' }] }],
    ['a fraction of a unit left', { changes: [{ skuCode: 'a-M', kind: 'stock', available: 1.5 }] }],
    ['units left below 0', { changes: [{ skuCode: 'a-M', kind: 'stock', available: -2 }] }],
    ['a price that is not finite', { changes: [{ skuCode: 'a-M', kind: 'price', price: Infinity, discountedPrice: 1 }] }],
    ['a change without its SKU', { changes: [{ kind: 'gone' }] }],
    ['no body', undefined],
  ])('names none for %s', (_, refusal) => expect(lineChangesOf(refusal)).toBeUndefined());
});

import type { HttpClient } from './http';
import { createShopApi } from './shopApi';

describe('shop API: payment reports', () => {
  it.each([
    ['confirmPayment', '/api/checkouts/confirm'],
    ['cancelPayment', '/api/checkouts/cancel'],
    ['failPayment', '/api/checkouts/failure'],
  ] as const)('%s sends the invoice id and the payment token to %s', async (fn, path) => {
    const request = jest.fn((..._args: Parameters<HttpClient['request']>) =>
      Promise.resolve({ status: 202, body: {}, networkError: false }),
    );
    await createShopApi({ request } as unknown as HttpClient)[fn]('INV-100001-ABCDEF', 'secret');
    expect(request).toHaveBeenCalledWith('PATCH', path, { params: { invoiceId: 'INV-100001-ABCDEF', token: 'secret' } });
  });
});

describe('shop API: the order success page', () => {
  it('findInvoice asks GET /api/checkouts for the invoice id', async () => {
    const request = jest.fn((..._args: Parameters<HttpClient['request']>) =>
      Promise.resolve({ status: 200, body: { id: 'INV-7KQ2XMH4TB' }, networkError: false }),
    );
    await createShopApi({ request } as unknown as HttpClient).findInvoice('INV-7KQ2XMH4TB');
    expect(request).toHaveBeenCalledWith('GET', '/api/checkouts', expect.objectContaining({ params: { invoiceId: 'INV-7KQ2XMH4TB' } }));
  });
});

describe('shop API: saved products and items by id', () => {
  const answering = (status: number, body: unknown) =>
    jest.fn((..._args: Parameters<HttpClient['request']>) => Promise.resolve({ status, body, networkError: false }));

  it('savedProducts asks GET /api/account/saved; saveProducts PUTs the whole list', async () => {
    const request = answering(200, { items: [] });
    const api = createShopApi({ request } as unknown as HttpClient);
    await api.savedProducts();
    expect(request).toHaveBeenLastCalledWith('GET', '/api/account/saved', expect.objectContaining({ answer: expect.anything() }));
    const items = [{ itemId: 'a', savedAt: 2 }];
    await api.saveProducts(items);
    expect(request).toHaveBeenLastCalledWith('PUT', '/api/account/saved', expect.objectContaining({ body: { items } }));
  });

  it('itemsByIds sends the ids in order, comma-separated; no ids ask nothing', async () => {
    const request = answering(200, { list: [], nextPageToken: '', total: 0 });
    const api = createShopApi({ request } as unknown as HttpClient);
    await api.itemsByIds(['b', 'a', 'c']);
    expect(request).toHaveBeenCalledWith('GET', '/api/items/by-ids', expect.objectContaining({ params: { ids: 'b,a,c' } }));
    request.mockClear();
    await expect(api.itemsByIds([])).resolves.toEqual({
      status: 200,
      networkError: false,
      body: { list: [], nextPageToken: '', total: 0 },
    });
    expect(request).not.toHaveBeenCalled();
  });
});

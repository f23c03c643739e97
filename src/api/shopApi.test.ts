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

import type { HttpClient } from './http';
import { createShopApi } from './shopApi';

function recordingHttp(answer: unknown) {
  const request = jest.fn((..._args: Parameters<HttpClient['request']>) => Promise.resolve({ status: 201, body: answer, networkError: false }));
  return { http: { request } as unknown as HttpClient, request };
}

const images = { imageHost: 'https://img.example', apiBaseUrl: 'https://api.example' };

describe('shop API: file upload', () => {
  it('posts the file and its type as multipart form data, with the order as a query parameter', async () => {
    const { http, request } = recordingHttp({ url: '/uploads/a.png' });
    const file = new Blob(['png'], { type: 'image/png' });
    await createShopApi(http, images).uploadFile(file, 'ORDER', 3);

    const [method, path, options] = request.mock.calls[0];
    expect([method, path, options?.params]).toEqual(['POST', '/api/files', { order: 3 }]);
    const form = options?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('type')).toBe('ORDER');
    expect(form.get('file')).toBeInstanceOf(Blob);
  });

  it.each([
    ['a path, prefixed with the image host', '/uploads/a.png', 'https://img.example/uploads/a.png'],
    ['an absolute URL, kept', 'https://cdn.example/a.png', 'https://cdn.example/a.png'],
  ])('answers with %s', async (_case, url, expected) => {
    const { http } = recordingHttp({ url });
    await expect(createShopApi(http, images).uploadFile(new Blob(['x']), 'ITEM')).resolves.toEqual({ status: 201, body: { url: expected }, networkError: false });
  });

  it('passes an answer without a url through untouched', async () => {
    const { http } = recordingHttp({ message: 'too large' });
    await expect(createShopApi(http, images).uploadFile(new Blob(['x']), 'ITEM')).resolves.toEqual({ status: 201, body: { message: 'too large' }, networkError: false });
  });
});

describe('shop API: sessions', () => {
  it('sends the OTP request, its verification and the session check to their paths', async () => {
    const { http, request } = recordingHttp({});
    const api = createShopApi(http, images);
    await api.requestOtp({ phone: '01712345678' });
    await api.verifyOtp({ phone: '01712345678', otp: '1234' });
    await api.checkSession();
    expect(request.mock.calls.map(([method, path, options]) => [method, path, options?.body])).toEqual([
      ['POST', '/api/sessions/otp', { phone: '01712345678' }],
      ['POST', '/api/sessions/otp/verify', { phone: '01712345678', otp: '1234' }],
      ['POST', '/api/sessions/check', undefined],
    ]);
  });
});

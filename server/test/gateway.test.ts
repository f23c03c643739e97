import type { Item, OrderPayload, Sku } from '@domain/types';
import { ONLINE_LOCATION_ID } from '../src/db/seed';
import { withPaymentReturn } from '../src/routes/gateway';
import { englishTexts } from '../src/texts';
import { bengaliTexts } from '../../src/test/texts';
import { fullPriceInStock, get, onlineOk, order, patch, post, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let shirt: Item;
let sku: Sku;
const app = () => server.app;
let device = 0;

beforeAll(async () => {
  server = await startTestServer({ shopOrigins: ['https://shop.example.com'] });
  const list = await fullPriceInStock(app());
  shirt = list.find((i) => i.skus.some((s) => onlineOk(i, s.code, ONLINE_LOCATION_ID) >= 10))!;
  sku = shirt.skus.find((s) => onlineOk(shirt, s.code, ONLINE_LOCATION_ID) >= 10)!;
});
afterAll(() => server.close());

const stock = async () => onlineOk((await get<Item>(app(), `/api/v2/items?id=${shirt.id}`)).body, sku.code, ONLINE_LOCATION_ID);

async function onlineOrder(quantity = 2, gateway?: OrderPayload['paymentGatewayInfo']) {
  const payload = order(
    [
      {
        itemId: shirt.id,
        skuCode: sku.code,
        price: sku.salesPrice,
        discountedPrice: sku.salesPrice,
        quantity,
        offerId: null,
        offerName: null,
      },
    ],
    {
      paymentType: 'ONLINE',
      ...(gateway ? { paymentGatewayInfo: gateway } : {}),
    },
  );
  const answer = await post<{ id: string; redirectUrl: string }>(app(), '/api/checkouts', payload, { 'x-device-id': `gw-${++device}` });
  expect(answer.status).toBe(201);
  const url = new URL(answer.body.redirectUrl);
  return { id: answer.body.id, path: `${url.pathname}${url.search}`, token: url.searchParams.get('token')! };
}

const SITE = 'http://localhost:8080';
/** The address the gateway sends the shopper back to: the return URL with the invoice id and the payment's token. */
const returned = (url: string, paid: { id: string; token: string }) =>
  `${url}${url.includes('?') ? '&' : '?'}invoiceId=${paid.id}&token=${paid.token}`;

const page = (path: string) => app().inject({ method: 'GET', url: path });
const submit = (path: string, form: string) =>
  app().inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form });
const api = (action: 'confirm' | 'cancel' | 'failure', paid: { id: string; token: string }) =>
  patch(app(), `/api/checkouts/${action}?${new URLSearchParams({ invoiceId: paid.id, token: paid.token })}`);

const RETURN = {
  successUrl: 'https://shop.example.com/payments/success',
  failureUrl: 'https://shop.example.com/payments/failure?from=gw',
  cancelUrl: '/payments/cancel',
};

test('the gateway page shows the amount in Tk and card, mobile and internet banking with Pay, Fail and Cancel; no script', async () => {
  const { id, path } = await onlineOrder(2, RETURN);
  const response = await page(path);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  const html = response.body;
  expect(html).toContain(id);
  expect(html).toContain(`Tk ${(2 * sku.salesPrice + 80).toLocaleString('en-US')}`);
  expect(html).toMatch(/value="card"[\s\S]*value="mobile"[\s\S]*value="internet"/);
  expect(html).toMatch(/name="action" value="pay"[\s\S]*name="action" value="fail"[\s\S]*name="action" value="cancel"/);
  expect(html).not.toMatch(/<script|onclick=|onerror=|javascript:/i);
  const csp = String(response.headers['content-security-policy']);
  expect(csp).toContain("default-src 'none'");
  expect(csp).not.toContain('script-src');
  expect(csp).toContain("form-action 'self' https://shop.example.com");
  expect(response.headers['cache-control']).toBe('no-store');
});

test('without the token from redirectUrl, or with a wrong one, the invoice is not found', async () => {
  const { id, path } = await onlineOrder(1);
  expect((await page(`/gateway/pay/${id}`)).statusCode).toBe(404);
  expect((await page(path.replace(/token=[0-9a-f]/, 'token=x'))).statusCode).toBe(404);
  const forged = await submit(`/gateway/pay/${id}?token=${'0'.repeat(32)}`, 'action=pay&method=card');
  expect(forged.statusCode).toBe(404);
  expect((await app().store.findOrder(id))!.paymentStatus).toBe('PENDING');
  expect((await page('/gateway/pay/INV-999999?token=abc')).statusCode).toBe(404);
});

test('Pay: PAID, 303 to successUrl with the invoice id; confirm answers 202 (again 202); cancel and failure 409; stock stays sold', async () => {
  const before = await stock();
  const placed = await onlineOrder(2, RETURN);
  const { id, path } = placed;
  expect(await stock()).toBe(before - 2);
  const paid = await submit(path, 'method=mobile&action=pay');
  expect(paid.statusCode).toBe(303);
  expect(paid.headers.location).toBe(returned('https://shop.example.com/payments/success', placed));
  expect(await app().store.findOrder(id)).toMatchObject({ paymentStatus: 'PAID', paymentMethod: 'mobile' });

  expect(await api('confirm', placed)).toMatchObject({ status: 202, body: { id, paymentStatus: 'PAID' } });
  expect((await api('confirm', placed)).status).toBe(202);
  for (const action of ['cancel', 'failure'] as const) {
    const answer = await api(action, placed);
    expect(answer.status).toBe(409);
    expect(answer.body.error).toMatch(/already PAID/);
  }
  // Paying twice just returns to the shop; failing a paid invoice is refused.
  expect((await submit(path, 'action=pay')).statusCode).toBe(303);
  const failLate = await submit(path, 'action=fail');
  expect(failLate.statusCode).toBe(409);
  expect(failLate.body).toContain('already paid');
  expect(await stock()).toBe(before - 2);
  // The page of a paid invoice shows its state instead of the form.
  const after = await page(path);
  expect(after.body).toContain('already paid');
  expect(after.body).not.toContain('name="action"');
  // Its Back to the shop link goes to the checked success address, with what the shop needs to confirm.
  expect(after.body).toContain(`href="${returned('https://shop.example.com/payments/success', placed).replace(/&/g, '&amp;')}"`);
});

test('Fail: FAILED, 303 to failureUrl (keeping its query), stock released exactly once', async () => {
  const before = await stock();
  const placed = await onlineOrder(3, RETURN);
  const { id, path } = placed;
  expect(await stock()).toBe(before - 3);
  const failed = await submit(path, 'action=fail');
  expect(failed.statusCode).toBe(303);
  expect(failed.headers.location).toBe(returned('https://shop.example.com/payments/failure?from=gw', placed));
  expect(await stock()).toBe(before);
  expect(await api('failure', placed)).toMatchObject({ status: 202, body: { paymentStatus: 'FAILED' } });
  expect(await api('cancel', placed)).toMatchObject({ status: 202, body: { paymentStatus: 'FAILED' } });
  expect(await stock()).toBe(before);
  expect((await api('confirm', placed)).status).toBe(409);
  const payLate = await submit(path, 'action=pay');
  expect(payLate.statusCode).toBe(409);
  expect((await app().store.findOrder(id))!.paymentStatus).toBe('FAILED');
});

test('Cancel: CANCELLED, 303 to a relative cancelUrl; default return URLs are the shop routes', async () => {
  const before = await stock();
  const withUrls = await onlineOrder(1, RETURN);
  const cancelled = await submit(withUrls.path, 'action=cancel');
  expect(cancelled.statusCode).toBe(303);
  expect(cancelled.headers.location).toBe(returned(`${SITE}/payments/cancel`, withUrls));
  expect(await stock()).toBe(before);

  const defaults = await onlineOrder(1);
  const paid = await submit(defaults.path, 'action=pay&method=internet');
  expect(paid.headers.location).toBe(returned(`${SITE}/payments/success`, defaults));
});

test('PATCH cancel and failure on a pending invoice release stock once; a second call is 202 and releases nothing', async () => {
  const before = await stock();
  const first = await onlineOrder(2);
  const second = await onlineOrder(1);
  expect(await stock()).toBe(before - 3);
  expect(await api('cancel', first)).toMatchObject({ status: 202, body: { paymentStatus: 'CANCELLED' } });
  expect(await stock()).toBe(before - 1);
  expect((await api('cancel', first)).status).toBe(202);
  expect((await api('failure', first)).status).toBe(202);
  expect(await stock()).toBe(before - 1);
  expect(await api('failure', second)).toMatchObject({ status: 202, body: { paymentStatus: 'FAILED' } });
  expect(await stock()).toBe(before);
  expect((await submit(first.path, 'action=pay')).statusCode).toBe(409);
});

test('confirm on a pending invoice is 409; without its payment token an invoice id changes nothing, and a cash order never changes here', async () => {
  const pending = await onlineOrder(1);
  expect((await api('confirm', pending)).status).toBe(409);
  const before = await stock();
  const cod = await post(
    app(),
    '/api/checkouts',
    order([
      {
        itemId: shirt.id,
        skuCode: sku.code,
        price: sku.salesPrice,
        discountedPrice: sku.salesPrice,
        quantity: 1,
        offerId: null,
        offerName: null,
      },
    ]),
    {
      'x-device-id': 'cod-device',
    },
  );
  expect(cod.status).toBe(201);
  const otherToken = (await onlineOrder(1)).token;
  for (const action of ['confirm', 'cancel', 'failure'] as const) {
    for (const target of [
      { id: cod.body.id, token: otherToken },
      { id: pending.id, token: otherToken },
      { id: pending.id, token: pending.token.replace(/^./, (c) => (c === '0' ? '1' : '0')) },
      { id: 'INV-1', token: pending.token },
    ]) {
      expect(await api(action, target)).toEqual(
        expect.objectContaining({ status: 404, body: { error: `No online payment with invoice id '${target.id}' and this token.` } }),
      );
    }
    expect((await patch(app(), `/api/checkouts/${action}?invoiceId=${pending.id}`)).status).toBe(400);
  }
  expect(await app().store.findOrder(cod.body.id)).toMatchObject({ paymentStatus: 'PENDING', stockReleased: false });
  expect(await app().store.findOrder(pending.id)).toMatchObject({ paymentStatus: 'PENDING', stockReleased: false });
  expect(await stock()).toBe(before - 2);
});

test('return URLs that leave the site are refused: backslash and tab tricks, foreign origins, other schemes', async () => {
  const payload = (successUrl: string) =>
    order(
      [
        {
          itemId: shirt.id,
          skuCode: sku.code,
          price: sku.salesPrice,
          discountedPrice: sku.salesPrice,
          quantity: 1,
          offerId: null,
          offerName: null,
        },
      ],
      {
        paymentType: 'ONLINE',
        paymentGatewayInfo: { successUrl, failureUrl: '/payments/failure', cancelUrl: '/payments/cancel' },
      },
    );
  for (const url of [
    '/\\evil.example/x',
    '/\t/evil.example',
    '//evil.example/x',
    'https://evil.example/payments/success',
    'javascript:alert(1)',
    'http://localhost:8080@evil.example/',
    'data:text/html,x',
    // On the shop's origin, yet a path the redirect rule would not keep.
    '/.//evil.example/x',
    '/bn//evil.example',
    `${SITE}/%2F%2Fevil.example`,
    `${SITE}/bn/..//evil.example`,
  ]) {
    const answer = await post(app(), '/api/checkouts', payload(url), { 'x-device-id': `redirect-${++device}` });
    expect({ url, status: answer.status }).toEqual({ url, status: 400 });
    expect(answer.body.error).toMatch(/successUrl/);
  }
  // The site's own origin comes from configuration: a forged Host header widens nothing.
  const forgedHost = (successUrl: string, device: string) =>
    app().inject({
      method: 'POST',
      url: '/api/checkouts',
      payload: payload(successUrl),
      headers: {
        'x-api-key': 'metal-merch-local-key',
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'javascript',
        'x-device-id': device,
      },
    });
  expect((await forgedHost('http://evil.example/payments/success', 'forged-host')).statusCode).toBe(400);
  const fine = await forgedHost('/payments/success', 'forged-host-2');
  expect(fine.statusCode).toBe(201);
  expect(fine.json().redirectUrl).toMatch(/^http:\/\/localhost:8080\/gateway\/pay\//);
  const gatewayPage = await page(new URL(fine.json().redirectUrl).pathname + new URL(fine.json().redirectUrl).search);
  expect(gatewayPage.headers['content-security-policy']).not.toContain('evil.example');
  expect((await app().store.findOrder(fine.json().id))!.successUrl).toBe(`${SITE}/payments/success`);
});

test('a bad form is a 400; an invalid action never changes the payment', async () => {
  const { id, path } = await onlineOrder(1);
  const bad = await submit(path, 'action=steal');
  expect(bad.statusCode).toBe(400);
  expect(bad.json().error).toMatch(/action/);
  expect((await submit(path, 'method=card')).statusCode).toBe(400);
  expect((await app().store.findOrder(id))!.paymentStatus).toBe('PENDING');
});

test('withPaymentReturn adds the invoice id and token before any fragment; a stored path is on the site', () => {
  expect(withPaymentReturn('/payments/success', { invoiceId: 'INV-1', gatewayToken: 'ab' }, SITE)).toBe(
    `${SITE}/payments/success?invoiceId=INV-1&token=ab`,
  );
  expect(withPaymentReturn('https://x.test/p?a=1#top', { invoiceId: 'INV-2', gatewayToken: 'cd' }, SITE)).toBe(
    'https://x.test/p?a=1&invoiceId=INV-2&token=cd#top',
  );
  // A stored address the redirect rule would not keep (stored before the checkout refused it) goes to that language's home.
  for (const [stored, home] of [
    [`${SITE}//evil.example/x`, `${SITE}/`],
    ['/bn//evil.example', `${SITE}/bn/`],
    ['https://x.test/%5Cevil.example', 'https://x.test/'],
  ]) {
    expect(withPaymentReturn(stored, { invoiceId: 'INV-3', gatewayToken: 'ef' }, SITE)).toBe(`${home}?invoiceId=INV-3&token=ef`);
  }
});

describe('the gateway in the language of the shop the order returns to', () => {
  const BENGALI_RETURN = {
    successUrl: 'https://shop.example.com/bn/payments/success',
    failureUrl: 'https://shop.example.com/bn/payments/failure',
    cancelUrl: '/bn/payments/cancel',
  };
  const bengaliPrice = (amount: number) => `৳${new Intl.NumberFormat('bn').format(amount)}`;

  test('an order from the Bengali shop pays on a Bengali page, prices in ৳ and Bengali digits, and returns to /bn', async () => {
    const placed = await onlineOrder(2, BENGALI_RETURN);
    const html = (await page(placed.path)).body;
    expect(html).toContain('<html lang="bn">');
    expect(html).toContain(bengaliTexts.t('checkout.gateway.amountToPay'));
    expect(html).toContain(bengaliTexts.t('checkout.gateway.pay', { amount: bengaliPrice(2 * sku.salesPrice + 80) }));
    expect(html).toContain(bengaliTexts.t('checkout.gateway.method.mobile'));
    expect(html).toContain(bengaliTexts.t('checkout.gateway.timeLeft', { minutes: 30 }));
    expect(html).not.toContain('Amount to pay');
    // The form's values stay the gateway's own, whatever the language.
    expect(html).toMatch(/name="action" value="pay"[\s\S]*name="action" value="fail"[\s\S]*name="action" value="cancel"/);

    const paid = await submit(placed.path, 'action=pay&method=mobile');
    expect(paid.headers.location).toBe(returned('https://shop.example.com/bn/payments/success', placed));
    const after = (await page(placed.path)).body;
    expect(after).toContain(bengaliTexts.t('checkout.gateway.closed', { status: bengaliTexts.t('checkout.gateway.status.PAID') }));
    expect(after).toContain(`>${bengaliTexts.t('checkout.gateway.backToShop')}</a>`);
    const failLate = await submit(placed.path, 'action=fail');
    expect(failLate.body).toContain(
      bengaliTexts.t('checkout.gateway.refused.fail', { status: bengaliTexts.t('checkout.gateway.status.PAID') }),
    );

    const cancelled = await onlineOrder(1, BENGALI_RETURN);
    expect((await submit(cancelled.path, 'action=cancel')).headers.location).toBe(returned(`${SITE}/bn/payments/cancel`, cancelled));
  });

  test('an order from the English shop stays English; only a path the shop reads as Bengali makes it Bengali', async () => {
    for (const successUrl of [
      'https://shop.example.com/payments/success',
      'https://shop.example.com/bnx/payments/success',
      'https://shop.example.com/BN/payments/success',
      'https://shop.example.com/bn/../payments/success',
      'https://shop.example.com/payments/success?lang=bn',
    ]) {
      const placed = await onlineOrder(1, { ...RETURN, successUrl });
      const html = (await page(`${placed.path}&lang=bn`)).body;
      expect({ successUrl, english: html.includes('<html lang="en">') && html.includes('Amount to pay') }).toEqual({
        successUrl,
        english: true,
      });
    }
  });

  test('an unknown invoice is answered in the language the shopper chose (the lang cookie), else in English', async () => {
    const unknown = (cookie?: string) =>
      app().inject({ method: 'GET', url: '/gateway/pay/INV-999999?token=abc', headers: cookie ? { cookie } : {} });
    const bengali = await unknown('lang=bn');
    expect(bengali.statusCode).toBe(404);
    expect(bengali.body).toContain(bengaliTexts.t('checkout.gateway.notFound', { invoiceId: 'INV-999999' }));
    for (const cookie of [undefined, 'lang=fr', 'lang=bn<script>']) {
      expect((await unknown(cookie)).body).toContain(englishTexts.t('checkout.gateway.notFound', { invoiceId: 'INV-999999' }));
    }
  });
});

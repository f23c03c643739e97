// The way back to an order: tracking survives a reload and a shared link, Track this order fills both fields, the
// result pages point to a code sign-in for every order, and a password replaced after a code sign-in says so.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { bengaliTexts, englishTexts } from '../src/test/texts';
import { API_KEY } from './support/api';
import { seedCart, stockedLines } from './support/cart';
import { freshMobile, readyToOrder } from './support/checkout';
import { noHorizontalScroll } from './support/layout';

const { t } = englishTexts;

/** The code the SMS sandbox last "sent" to a number. */
async function codeSentTo(request: APIRequestContext, mobile: string): Promise<string> {
  const inbox = await (await request.get('/sandbox/sms', { headers: { accept: 'application/json' } })).json();
  const message = (inbox.messages as { mobile: string; text: string }[]).find((m) => m.mobile === mobile);
  return /\d{6}/.exec(message?.text ?? '')?.[0] ?? '';
}

/** A client address of this test's own: sign-ins are limited and locked per address. */
const ownAddress = (n: number) => ({
  'x-forwarded-for': `10.48.${n}.${test.info().project.name === 'phone' ? 1 : 2}`,
});

/** Signs in by a code through the API and sets a password, as a shopper would on the account page. */
async function setPasswordByCode(request: APIRequestContext, mobile: string, password: string, address: number) {
  const headers = { 'X-API-KEY': API_KEY, ...ownAddress(address) };
  expect((await request.post('/api/sessions/otp', { headers, data: { mobile } })).status()).toBe(202);
  const verified = await request.post('/api/sessions/otp/verify', { headers, data: { mobile, code: await codeSentTo(request, mobile) } });
  expect(verified.status()).toBe(200);
  const { token } = await verified.json();
  const put = await request.put('/api/account/password', { headers: { ...headers, 'X-AUTH-TOKEN': token }, data: { password } });
  expect(put.status()).toBe(204);
}

const trackedInvoice = (page: Page) => page.getByTestId('tracked-invoice');

test('Track this order after a cash order fills both fields; the order comes back after a reload; a shared link asks for the number', async ({
  page,
  request,
  browser,
  isMobile,
}) => {
  const [line] = await stockedLines(request, { count: 1, skip: isMobile ? 52 : 53, minStock: 5 });
  await seedCart(page, [line]);
  const mobile = await readyToOrder(page, 'Cash on Delivery');
  await page.getByRole('button', { name: 'Confirm Order' }).click();
  await expect(page).toHaveURL(/\/order\/success\?invoiceId=.+/);
  const invoiceId = await page.getByTestId('invoice-id').innerText();
  const note = page.getByTestId('all-orders-note');
  await expect(note).toHaveText(t('orders.allOrders', { signIn: t('orders.allOrders.signIn') }));
  await expect(note.getByRole('link', { name: t('orders.allOrders.signIn') })).toHaveAttribute('href', '/account');

  await page.getByRole('link', { name: t('orders.track.successLink') }).click();
  await expect(page).toHaveURL(new RegExp(`/order/track\\?invoiceId=${invoiceId}$`));
  await expect(page.getByLabel(t('orders.track.invoiceLabel'))).toHaveValue(invoiceId);
  await expect(page.getByLabel(t('orders.track.mobileLabel'))).toHaveValue(mobile.plain);
  await page.getByRole('button', { name: t('orders.track.submit') }).click();
  await expect(trackedInvoice(page)).toHaveText(invoiceId);
  await expect(page.getByTestId('all-orders-note')).toBeVisible();

  await page.reload();
  await expect(trackedInvoice(page)).toHaveText(invoiceId);
  await expect(page).toHaveURL(new RegExp(`/order/track\\?invoiceId=${invoiceId}$`));
  await noHorizontalScroll(page);

  // The number stays in this tab: not in the page the server renders, not in another browser's tab.
  const html = await (await request.get(`/order/track?invoiceId=${invoiceId}`)).text();
  expect(html).not.toContain(mobile.plain);
  expect(html).toContain('<meta name="robots" content="noindex" />');
  const elsewhere = await browser.newContext({ viewport: page.viewportSize() });
  try {
    const shared = await elsewhere.newPage();
    await shared.goto(page.url());
    await expect(shared.getByLabel(t('orders.track.invoiceLabel'))).toHaveValue(invoiceId);
    await expect(shared.getByLabel(t('orders.track.mobileLabel'))).toHaveValue('');
    await expect(trackedInvoice(shared)).toHaveCount(0);
  } finally {
    await elsewhere.close();
  }

  // Track another order: this tab forgets the order, and a reload asks again.
  await page.getByRole('button', { name: t('orders.track.another') }).click();
  await expect(page).toHaveURL(/\/order\/track$/);
  await page.goto(`/order/track?invoiceId=${invoiceId}`);
  await expect(page.getByLabel(t('orders.track.mobileLabel'))).toHaveValue('');
});

test('a number typed on the tracking page: the order shown goes into the address and comes back after a reload', async ({
  page,
  request,
  isMobile,
}) => {
  const [line] = await stockedLines(request, { count: 1, skip: isMobile ? 54 : 55, minStock: 5 });
  await seedCart(page, [line]);
  const mobile = await readyToOrder(page, 'Cash on Delivery');
  await page.getByRole('button', { name: 'Confirm Order' }).click();
  await expect(page).toHaveURL(/\/order\/success\?invoiceId=.+/);
  const invoiceId = await page.getByTestId('invoice-id').innerText();

  await page.goto('/bn/order/track');
  const bn = bengaliTexts.t;
  await expect(page.getByTestId('all-orders-note')).toHaveText(bn('orders.allOrders', { signIn: bn('orders.allOrders.signIn') }));
  await expect(page.getByTestId('all-orders-note').getByRole('link')).toHaveAttribute('href', '/bn/account');
  await page.getByLabel(bn('orders.track.invoiceLabel')).fill(invoiceId);
  await page.getByLabel(bn('orders.track.mobileLabel')).fill(mobile.plain);
  await page.getByRole('button', { name: bn('orders.track.submit') }).click();
  await expect(trackedInvoice(page)).toHaveText(invoiceId);
  await expect(page).toHaveURL(new RegExp(`/bn/order/track\\?invoiceId=${invoiceId}$`));
  await page.reload();
  await expect(trackedInvoice(page)).toHaveText(invoiceId);
});

for (const language of ['en', 'bn'] as const) {
  test(`a password replaced after a code sign-in says so and offers the code (${language})`, async ({ page, request }) => {
    const texts = language === 'en' ? englishTexts : bengaliTexts;
    const base = language === 'en' ? '' : '/bn';
    const n = language === 'en' ? 1 : 2;
    await page.context().setExtraHTTPHeaders(ownAddress(n));
    const { plain } = freshMobile();
    await setPasswordByCode(request, plain, 'first-password-48', n + 10);
    await setPasswordByCode(request, plain, 'second-password-48', n + 10);

    await page.goto(`${base}/account`);
    await page.getByLabel(texts.t('account.mobile')).first().fill(plain);
    await page.getByLabel(texts.t('account.password'), { exact: true }).fill('first-password-48');
    await page.getByRole('button', { name: texts.t('account.signIn'), exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(texts.t('account.signIn.passwordReplaced'));
    await page.getByRole('button', { name: texts.t('account.signInByCodeInstead', { mobile: plain }) }).click();
    await expect(page.getByRole('tab', { name: texts.t('account.byCode') })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(texts.t('account.codeSentTo', { mobile: plain, minutes: 5 }))).toBeVisible();
    await expect.poll(() => codeSentTo(request, plain)).toMatch(/^\d{6}$/);
    await page.getByLabel(texts.t('account.codeLabel')).fill(await codeSentTo(request, plain));
    await page.getByRole('button', { name: texts.t('account.signIn'), exact: true }).click();
    await expect(page.getByTestId('set-password-why')).toHaveText(texts.t('account.setPasswordWhy.set'));
    await noHorizontalScroll(page);
  });
}

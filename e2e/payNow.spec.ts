// An order the shopper can finish from tracking: an online order left waiting for its payment is paid with Pay now
// through the sandbox gateway, and a cash order the shop has not confirmed is cancelled after a yes. In English and
// in Bengali, at both sizes.
import type { APIRequestContext, Page } from '@playwright/test';
import type { Language } from '../src/domain/language';
import type { Item, PaymentType } from '../src/domain/types';
import { bengaliTexts, englishTexts } from '../src/test/texts';
import { API_KEY } from './support/api';
import { persistedCart, seedCart, stockedLines } from './support/cart';
import { fillCustomer, freshMobile, orderOf } from './support/checkout';
import { noHorizontalScroll } from './support/layout';
import { expect, test } from './support/test';

const TEXTS = { en: englishTexts, bn: bengaliTexts };
const base = (language: Language) => (language === 'bn' ? '/bn' : '');

/** An order placed through the API as the checkout places it (the Bengali shop's return addresses for Bengali). */
async function placeOrder(request: APIRequestContext, paymentType: PaymentType, language: Language, skip: number, mobile?: string) {
  const [line] = await stockedLines(request, { skip, minStock: 5 });
  const order = orderOf(line.product as unknown as Item, line.sku, 1, paymentType);
  if (mobile) order.info.mobile = mobile;
  // At the price the shop shows (a discounted product's too), as Add to cart would have put it in the cart.
  order.items[0] = { ...order.items[0], price: line.unitPrice.original, discountedPrice: line.unitPrice.price };
  const returns = (page: string) => `${base(language)}/payments/${page}`;
  const placed = await request.post('/api/checkouts', {
    // A client address per order: orders placed per minute are limited per address, and the suite orders from this machine.
    headers: { 'X-API-KEY': API_KEY, 'X-DEVICE-ID': `e2e-pay-now-${Date.now()}-${skip}`, 'X-Forwarded-For': `10.151.0.${skip}` },
    data: {
      ...order,
      paymentGatewayInfo: { successUrl: returns('success'), cancelUrl: returns('cancel'), failureUrl: returns('failure') },
    },
  });
  expect(placed.status()).toBe(201);
  return { invoiceId: (await placed.json()).id as string, mobile: order.info.mobile };
}

async function track(page: Page, language: Language, invoiceId: string, mobile: string) {
  const { t } = TEXTS[language];
  await page.goto(`${base(language)}/order/track?invoiceId=${invoiceId}`);
  await page.getByLabel(t('orders.track.mobileLabel')).fill(mobile);
  await page.getByRole('button', { name: t('orders.track.submit') }).click();
  await expect(page.getByTestId('tracked-invoice')).toHaveText(invoiceId);
}

const skips = { en: [84, 85, 86, 87], bn: [88, 89, 90, 91] };

/**
 * A client address of this test's own (the shop trusts X-Forwarded-For from this machine): tracking, Pay now and
 * Cancel order share a per-address limit, which the suite's other lookups from this one machine would reach.
 */
const ownAddress = (page: Page, n: number) =>
  page.context().setExtraHTTPHeaders({ 'x-forwarded-for': `10.148.${test.info().project.name === 'phone' ? 1 : 2}.${n}` });

for (const language of ['en', 'bn'] as const) {
  const { t } = TEXTS[language];

  test(`${language}: Pay now on tracking pays a waiting online order through the sandbox gateway`, async ({ page, request, isMobile }) => {
    await ownAddress(page, language === 'en' ? 1 : 3);
    const { invoiceId, mobile } = await placeOrder(request, 'ONLINE', language, skips[language][isMobile ? 0 : 1]);
    await track(page, language, invoiceId, mobile);
    // The time left is the window's (30 minutes by default), counted down in whole minutes, never more than it is.
    const timeLeft = (minutes: number) => page.getByText(t('orders.act.timeLeft', { minutes }));
    await expect(timeLeft(30).or(timeLeft(29))).toBeVisible();
    await noHorizontalScroll(page);

    await page.getByRole('button', { name: t('orders.act.payNow') }).click();
    await expect(page).toHaveURL(/\/gateway\/pay\/INV-[A-Z0-9-]+\?token=/);
    // The gateway's Pay button names the amount, in the order's language.
    await page.locator('button[value="pay"]').click();
    await expect(page).toHaveURL(new RegExp(`${base(language)}/payments/success\\?invoiceId=${invoiceId}`));
    await expect(page.getByRole('heading', { level: 1, name: t('orders.payment.successTitle') })).toBeVisible();

    // Tracked again (this tab showed it before, so it shows again without the number), the order is paid and offers
    // neither Pay now nor Cancel order.
    await page.goto(`${base(language)}/order/track?invoiceId=${invoiceId}`);
    await expect(page.getByTestId('tracked-invoice')).toHaveText(invoiceId);
    await expect(page.getByTestId('tracked-status')).toHaveText(t('orders.tracked.status.paid'));
    await expect(page.getByRole('button', { name: t('orders.act.payNow') })).toHaveCount(0);
    await expect(page.getByRole('button', { name: t('orders.act.cancel') })).toHaveCount(0);
  });

  test(`${language}: Cancel order on tracking cancels a cash order after a yes`, async ({ page, request, isMobile }) => {
    await ownAddress(page, language === 'en' ? 2 : 4);
    const { invoiceId, mobile } = await placeOrder(request, 'CASH_ON_DELIVERY', language, skips[language][isMobile ? 2 : 3]);
    await track(page, language, invoiceId, mobile);
    await expect(page.getByRole('button', { name: t('orders.act.payNow') })).toHaveCount(0);

    await page.getByRole('button', { name: t('orders.act.cancel') }).click();
    const question = page.getByRole('group', { name: t('orders.act.cancelQuestion', { invoiceId }) });
    await expect(question).toContainText(t('orders.act.cancelWarning'));
    await noHorizontalScroll(page);
    await question.getByRole('button', { name: t('orders.act.cancelNo') }).click();
    await expect(page.getByTestId('tracked-status')).toHaveText(t('orders.tracked.status.placed'));

    await page.getByRole('button', { name: t('orders.act.cancel') }).click();
    await page.getByRole('button', { name: t('orders.act.cancelYes') }).click();
    await expect(page.getByRole('status').filter({ hasText: t('orders.act.cancelled', { invoiceId }) })).toBeVisible();
    await expect(page.getByTestId('tracked-status')).toHaveText(t('orders.tracked.status.cancelled'));
    await expect(page.getByRole('button', { name: t('orders.act.cancel') })).toHaveCount(0);
  });
}

/** The cart ordered for online payment with this number, from a fresh checkout. */
async function orderOnline(page: Page, mobile: ReturnType<typeof freshMobile>) {
  await page.goto('/checkout');
  await fillCustomer(page, { mobile });
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await page.getByRole('radio', { name: /Online Payment/ }).check();
  await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await page.getByRole('button', { name: 'Confirm Order' }).click();
}

test('the cap on waiting online orders: the checkout says so in words and where to pay or cancel them, naming none', async ({
  page,
  request,
  isMobile,
}) => {
  const { t } = englishTexts;
  const mobile = freshMobile();
  const placed = [];
  for (let k = 0; k < 3; k++) placed.push((await placeOrder(request, 'ONLINE', 'en', (isMobile ? 92 : 96) + k, mobile.plain)).invoiceId);
  await seedCart(page, await stockedLines(request, { skip: isMobile ? 95 : 99, minStock: 5 }));
  await orderOnline(page, mobile);

  const refusal = page.getByRole('alert').filter({ hasText: t('checkout.failed.openOnline', { orders: 3 }) });
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText(t('checkout.openOrders.guest', { mobile: mobile.plain }));
  await expect(refusal).not.toContainText(t('checkout.failed.placeOrder'));
  for (const invoiceId of placed) await expect(page.locator('body')).not.toContainText(invoiceId);
  await expect(refusal.getByRole('link', { name: t('checkout.openOrders.track') })).toHaveAttribute('href', '/order/track');
  await expect(refusal.getByRole('link', { name: t('checkout.openOrders.signIn') })).toHaveAttribute('href', '/account');
  await noHorizontalScroll(page);
});

test('the cap reached again from the same tab: the orders this tab placed are offered with Pay now, the others unnamed', async ({
  page,
  request,
  isMobile,
}) => {
  const { t } = englishTexts;
  await ownAddress(page, 40);
  const mobile = freshMobile();
  const cart = await stockedLines(request, { skip: isMobile ? 110 : 113, minStock: 5 });
  await seedCart(page, cart);
  await orderOnline(page, mobile);
  await expect(page).toHaveURL(/\/gateway\//);
  const ours = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  // Back from the payment page opens the order's tracking once; two more orders of the number come from elsewhere.
  await page.goBack();
  await expect(page).toHaveURL(`/order/track?invoiceId=${ours}`);
  const elsewhere = [];
  for (let k = 0; k < 2; k++)
    elsewhere.push((await placeOrder(request, 'ONLINE', 'en', (isMobile ? 111 : 114) + k, mobile.plain)).invoiceId);

  // Another cart (the same one again within two minutes is the same order: its payment page opens again).
  const otherCart = persistedCart(await stockedLines(request, { skip: isMobile ? 116 : 117, minStock: 5 }));
  await page.evaluate((cart) => localStorage.setItem('cart', cart), otherCart);
  await orderOnline(page, mobile);
  const refusal = page.getByRole('alert').filter({ hasText: t('checkout.failed.openOnline', { orders: 3 }) });
  await expect(refusal).toBeVisible();
  const listed = refusal.getByRole('listitem');
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText(ours);
  for (const invoiceId of elsewhere) await expect(page.locator('body')).not.toContainText(invoiceId);
  await listed.getByRole('button', { name: t('orders.act.payNow') }).click();
  await expect(page).toHaveURL(/\/gateway\//);
  expect(decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!)).toBe(ours);
});

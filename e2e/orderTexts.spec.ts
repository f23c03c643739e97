// The texts a shopper's phone gets about the order, read where the shop without an SMS provider keeps them: the SMS
// sandbox, which answers only a browser on this machine connecting directly (127.0.0.1, no proxy).
import type { Page } from '@playwright/test';
import type { MessageKey } from '../src/i18n/texts';
import { bengaliTexts, englishTexts } from '../src/test/texts';
import { seedCart, stockedLines } from './support/cart';
import { freshMobile, readyToOrder } from './support/checkout';
import { noHorizontalScroll } from './support/layout';
import { moveOrder } from './support/staff';
import { expect, test } from './support/test';

const bn = (key: MessageKey) => bengaliTexts.t(key);

/** The text the sandbox shows for this invoice and number, once the server's sweep has sent it (and the row's words). */
async function textInSandbox(page: Page, mobile: string, ...words: string[]): Promise<string> {
  const row = page.locator('tbody tr').filter({ hasText: mobile });
  for (const word of words) {
    await expect(async () => {
      await page.goto('/sandbox/sms');
      await expect(row.filter({ hasText: word })).toHaveCount(1, { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
  }
  return row
    .filter({ hasText: words.at(-1) })
    .locator('td.text')
    .innerText();
}

const linkIn = (text: string) => text.match(/https?:\/\/\S+/)?.[0] ?? '';

test('a cash order’s text holds the invoice, the cash to have ready and the tracking link, which opens the order’s tracking; the shipping text names the courier', async ({
  page,
  request,
  baseURL,
  isMobile,
}) => {
  const [line] = await stockedLines(request, { count: 1, skip: isMobile ? 94 : 95, minStock: 5 });
  await seedCart(page, [line]);
  const mobile = await readyToOrder(page, 'Cash on Delivery');
  await page.getByRole('button', { name: 'Confirm Order' }).click();
  await expect(page).toHaveURL(/\/order\/success\?invoiceId=.+/);
  const invoiceId = await page.getByTestId('invoice-id').innerText();

  const text = await textInSandbox(page, mobile.plain, invoiceId);
  const link = `${baseURL}/order/track?invoiceId=${invoiceId}`;
  expect(text).toMatch(new RegExp(`^Metal Merch: order ${invoiceId} placed\\. Have Tk [0-9,]+ ready in cash on delivery\\. Track: `));
  expect(linkIn(text)).toBe(link);
  expect(text.length).toBeLessThanOrEqual(160);
  await noHorizontalScroll(page);

  await page.goto(linkIn(text));
  await expect(page.getByRole('heading', { level: 1, name: englishTexts.t('orders.track.heading') })).toBeVisible();
  await expect(page.getByLabel(englishTexts.t('orders.track.invoiceLabel'))).toHaveValue(invoiceId);
  await noHorizontalScroll(page);

  await moveOrder(request, invoiceId, { status: 'CONFIRMED' });
  await moveOrder(request, invoiceId, { status: 'PACKED' });
  await moveOrder(request, invoiceId, { status: 'SHIPPED', courier: 'Pathao Courier', trackingNumber: 'PX-7781' });
  const shipped = await textInSandbox(page, mobile.plain, `${invoiceId} shipped`);
  expect(shipped).toBe(`Metal Merch: order ${invoiceId} shipped with Pathao Courier, tracking number PX-7781. Track: ${link}`);
});

test('an order placed from a Bengali page is texted in Bengali, with the link to the Bengali tracking page', async ({
  page,
  request,
  baseURL,
  isMobile,
}) => {
  const [line] = await stockedLines(request, { count: 1, skip: isMobile ? 96 : 97, minStock: 5 });
  await seedCart(page, [line]);
  await page.goto('/bn/checkout');
  const mobile = freshMobile();
  await page.getByLabel(bn('checkout.field.fullName')).fill('রাফি আহমেদ');
  await page.getByLabel(bn('checkout.field.mobile')).fill(mobile.plain);
  await page.getByLabel(bn('checkout.field.shortAddress')).fill('বাড়ি ১২, রোড ৫, ধানমন্ডি, ঢাকা');
  await page.getByRole('radio', { name: bn('checkout.pickupDistrict.INSIDE_DHAKA') }).check();
  await page.getByRole('button', { name: bn('checkout.confirm'), exact: true }).click();
  await page.getByRole('radio', { name: bn('checkout.payment.cash') }).check();
  await page
    .getByRole('checkbox', { name: new RegExp(bengaliTexts.t('checkout.payment.terms', { terms: '' }).trim().split(' ')[0]) })
    .check();
  await page.getByRole('button', { name: bn('checkout.payment.confirmOrder') }).click();
  await expect(page).toHaveURL(/\/bn\/order\/success\?invoiceId=.+/);
  const invoiceId = new URL(page.url()).searchParams.get('invoiceId')!;

  const text = await textInSandbox(page, mobile.plain, invoiceId);
  expect(text).toMatch(new RegExp(`^Metal Merch: অর্ডার ${invoiceId} গ্রহণ করা হয়েছে। ডেলিভারির সময় নগদ ৳[০-৯,]+ তৈরি রাখুন। ট্র্যাক করুন: `));
  expect(linkIn(text)).toBe(`${baseURL}/bn/order/track?invoiceId=${invoiceId}`);

  await page.goto(linkIn(text));
  await expect(page.getByRole('heading', { level: 1, name: bn('orders.track.heading') })).toBeVisible();
  await expect(page.getByLabel(bn('orders.track.invoiceLabel'))).toHaveValue(invoiceId);
  await noHorizontalScroll(page);
});

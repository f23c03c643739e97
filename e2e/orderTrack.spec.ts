import { expect, test } from './support/test';
import { englishTexts } from '../src/test/texts';

const { t } = englishTexts;
import { seedCart, stockedLines } from './support/cart';
import { readyToOrder } from './support/checkout';
import { noHorizontalScroll } from './support/layout';
import { moveOrder } from './support/staff';

const bengaliDigits = (text: string) => text.replace(/[0-9]/g, (digit) => '০১২৩৪৫৬৭৮৯'[Number(digit)]);

test('a cash order the staff shipped is followed from the success page: its timeline, the courier’s link and the address masked; a wrong number finds nothing', async ({
  page,
  request,
  isMobile,
}) => {
  const [line] = await stockedLines(request, { count: 1, skip: isMobile ? 50 : 51, minStock: 5 });
  await seedCart(page, [line]);
  const mobile = await readyToOrder(page, 'Cash on Delivery');
  await page.getByRole('button', { name: 'Confirm Order' }).click();
  await expect(page).toHaveURL(/\/order\/success\?invoiceId=.+/);
  const invoiceId = await page.getByTestId('invoice-id').innerText();

  await moveOrder(request, invoiceId, { status: 'CONFIRMED' });
  await moveOrder(request, invoiceId, { status: 'PACKED' });
  await moveOrder(request, invoiceId, {
    status: 'SHIPPED',
    courier: 'Pathao Courier',
    trackingNumber: 'PX-2211-884',
    trackingUrl: 'https://courier.example/t/PX-2211-884',
  });

  await page.getByRole('link', { name: t('orders.track.successLink') }).click();
  await expect(page).toHaveURL(new RegExp(`/order/track\\?invoiceId=${invoiceId}$`));
  await expect(page.getByLabel(t('orders.track.invoiceLabel'))).toHaveValue(invoiceId);

  await page.getByLabel(t('orders.track.mobileLabel')).fill('01799999999');
  await page.getByRole('button', { name: t('orders.track.submit') }).click();
  await expect(page.getByRole('alert')).toHaveText(t('orders.track.notFound'));

  await page.getByLabel(t('orders.track.mobileLabel')).fill(bengaliDigits(mobile.plain));
  await page.getByRole('button', { name: t('orders.track.submit') }).click();
  await expect(page.getByTestId('tracked-status')).toHaveText(t('orders.tracked.status.shipped'));
  await expect(page.getByTestId('tracked-invoice')).toHaveText(invoiceId);
  const timeline = page.getByRole('list', { name: 'Order timeline' }).getByRole('listitem');
  await expect(timeline).toHaveText([
    new RegExp(`^${t('orders.tracked.status.placed')} \\d`),
    new RegExp(`^${t('orders.tracked.status.confirmed')} \\d`),
    new RegExp(`^${t('orders.tracked.status.packed')} \\d`),
    new RegExp(`^${t('orders.tracked.status.shipped')} \\d`),
    `${t('orders.tracked.status.delivered')} ${t('orders.tracked.toCome')}`,
  ]);
  await expect(page.getByRole('link', { name: t('orders.tracked.courierLink') })).toHaveAttribute(
    'href',
    'https://courier.example/t/PX-2211-884',
  );
  await expect(page.getByTestId('tracked-courier')).toContainText('Pathao Courier, tracking number PX-2211-884');
  await expect(page.getByTestId('tracked-address')).toContainText('Ho••• ••, Ro•• •, Dhanmondi, Dhaka');
  await expect(page.locator('.tracked-order')).not.toContainText('House 12');
  await expect(page.locator('.tracked-order')).toContainText(line.product.title);
  await noHorizontalScroll(page);
});

test('the tracking page is server-rendered with the invoice filled in, never indexed and never kept by a shared cache', async ({
  request,
}) => {
  const response = await request.get('/order/track?invoiceId=INV-7KQ2XMH4TB');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('private, no-store');
  const html = await response.text();
  expect(html).toContain('<meta name="robots" content="noindex" />');
  expect(html).not.toContain('rel="canonical"');
  expect(html).toMatch(/<input[^>]*id="track-invoiceId"[^>]*value="INV-7KQ2XMH4TB"/);
});

test('the footer leads to order tracking', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: t('shell.footer.trackOrder') })
    .click();
  await expect(page).toHaveURL(/\/order\/track$/);
  await expect(page.getByRole('heading', { level: 1, name: t('orders.track.heading') })).toBeVisible();
});

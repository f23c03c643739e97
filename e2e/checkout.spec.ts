import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { formatTk } from '../src/domain/money';
import type { CheckoutProblemCode } from '../src/domain/checkoutValidation';
import { LANGUAGES, localPath } from '../src/domain/language';
import { bengaliTexts, englishTexts } from '../src/test/texts';
import { stockOf } from './support/api';
import { cartCount, chooseLineOnDetails, seedCart, stockedLines, storedCartQuantity } from './support/cart';
import { fillCustomer, freshMobile, readyToOrder } from './support/checkout';

/** A rule's message of spec §5, in the spec's words. */
const M = (code: CheckoutProblemCode) => englishTexts.t(`checkout.problem.${code}`);
const confirm = (page: Page) => page.getByRole('button', { name: 'Confirm', exact: true });
const confirmOrder = (page: Page) => page.getByRole('button', { name: 'Confirm Order' });
/** The one message shown; the previous field's message may still be fading out when the next one appears. */
async function expectOnlyAlert(page: Page, message: string) {
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(1);
  await expect(page.getByRole('alert')).toHaveText(message);
}

/** Lines for this test only: the phone and desktop runs of a test order different stock. */
const linesFor = (request: APIRequestContext, isMobile: boolean, skip: number, count = 1) =>
  stockedLines(request, { count, skip: skip * 2 + (isMobile ? 1 : 0), minStock: 5 });

test('Add to cart on the details page twice makes one line of quantity 2', async ({ page, request, isMobile }) => {
  const [line] = await linesFor(request, isMobile, 0);
  const add = await chooseLineOnDetails(page, line);
  await add.click();
  await expect(page.getByText('Item added')).toBeVisible();
  await expect(cartCount(page)).toHaveText('1');
  await add.click();
  await expect(cartCount(page)).toHaveText('2');
  await page.goto('/cart');
  await expect(page.getByRole('row').filter({ hasText: line.product.title })).toHaveCount(1);
  await expect(page.getByLabel(`Quantity of ${line.product.title}`).first()).toHaveText('2');
});

test('Confirm shows the first failing rule of spec §5, in order, word for word', async ({ page, request, isMobile }) => {
  await seedCart(page, await linesFor(request, isMobile, 1));
  await page.goto('/checkout');
  const steps: [string, () => Promise<void>][] = [
    [M('nameMissing'), () => page.getByLabel('Full name').fill('Rafi Ahmed')],
    [M('mobileMissing'), () => page.getByLabel('Mobile number').fill('0123')],
    [
      M('mobileInvalid'),
      async () => {
        await page.getByLabel('Mobile number').fill('008801712345678');
        await page.getByLabel('Email (optional)').fill('rafi@');
      },
    ],
    [M('emailInvalid'), () => page.getByLabel('Email (optional)').fill('rafi@example.com')],
    [M('addressMissing'), () => page.getByLabel('Shipping address').fill('Road 5, Dhanmondi')],
  ];
  for (const [message, fix] of steps) {
    await confirm(page).click();
    await expectOnlyAlert(page, message);
    await fix();
  }
  await page.getByLabel('Create an account with these details').check();
  for (const [message, fix] of [
    [M('passwordMissing'), () => page.getByLabel('Password', { exact: true }).fill('abc')],
    [M('passwordTooShort'), () => page.getByLabel('Password', { exact: true }).fill('abcdefg')],
    [M('passwordMismatch'), () => page.getByLabel('Confirm password').fill('abcdefg')],
  ] as const) {
    await confirm(page).click();
    await expectOnlyAlert(page, message);
    await fix();
  }
  await confirm(page).click();
  await expect(confirmOrder(page)).toBeDisabled();
  await expect(page.getByLabel('Full name')).toBeDisabled();
});

for (const [index, language] of LANGUAGES.entries()) {
  test(`in ${language}, a field in the wrong takes the focus, says it is invalid and is described by the spec's message`, async ({
    page,
    request,
    isMobile,
  }) => {
    const { t } = language === 'en' ? englishTexts : bengaliTexts;
    await seedCart(page, await linesFor(request, isMobile, 9 + index));
    await page.goto(localPath(language, '/checkout'));
    await page.getByLabel(t('checkout.field.fullName')).fill('Rafi Ahmed');
    await page.getByLabel(t('checkout.field.mobile')).fill('0123');
    await page.getByRole('button', { name: t('checkout.confirm'), exact: true }).click();

    const mobile = page.getByLabel(t('checkout.field.mobile'));
    await expect(mobile).toBeFocused();
    await expect(mobile).toHaveAttribute('aria-invalid', 'true');
    await expect(mobile).toHaveAccessibleDescription(t('checkout.problem.mobileInvalid'));
    await expect(page.getByLabel(t('checkout.field.fullName'))).not.toHaveAttribute('aria-invalid');
  });

  test(`in ${language}, a password too short takes the focus, and its eye, named in the page's language, shows it`, async ({
    page,
    request,
    isMobile,
  }) => {
    const { t } = language === 'en' ? englishTexts : bengaliTexts;
    await seedCart(page, await linesFor(request, isMobile, 11 + index));
    await page.goto(localPath(language, '/checkout'));
    await page.getByLabel(t('checkout.field.fullName')).fill('Rafi Ahmed');
    await page.getByLabel(t('checkout.field.mobile')).fill(freshMobile().typed);
    await page.getByLabel(t('checkout.field.shortAddress')).fill('House 12, Road 5, Dhanmondi, Dhaka');
    await page.getByRole('checkbox', { name: t('checkout.createAccount') }).check();
    const password = page.getByLabel(t('checkout.field.password'), { exact: true });
    await expect(password).toHaveAttribute('autocomplete', 'new-password');
    await password.fill('abc12');
    await page.getByRole('button', { name: t('checkout.confirm'), exact: true }).click();

    await expect(password).toBeFocused();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(t('checkout.problem.passwordTooShort'));
    await page
      .getByRole('button', { name: t('common.showPassword'), exact: true })
      .first()
      .click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(password).toHaveValue('abc12');
    await expect(page.getByLabel(t('checkout.field.confirmPassword'), { exact: true })).toHaveAttribute('type', 'password');
  });
}

test('cash on delivery: the order reaches the success page with its invoice and the cart is emptied', async ({
  page,
  request,
  isMobile,
}) => {
  const [line] = await linesFor(request, isMobile, 2);
  const before = await stockOf(request, line);
  await seedCart(page, [line]);
  await readyToOrder(page, 'Cash on Delivery');
  await confirmOrder(page).click();
  await expect(page).toHaveURL(/\/order\/success\?invoiceId=.+/);
  await expect(page.getByTestId('invoice-id')).not.toBeEmpty();
  await expect(cartCount(page)).toHaveText('0');
  expect(await storedCartQuantity(page)).toBe(0);
  expect(await stockOf(request, line)).toBe(before - line.quantity);
});

test('outside Dhaka hides cash on delivery and pays online', async ({ page, request, isMobile }) => {
  await seedCart(page, await linesFor(request, isMobile, 3));
  await page.goto('/checkout');
  await fillCustomer(page, { district: 'Outside Dhaka' });
  await expect(page.getByTestId('checkout-shipping')).toHaveText('Tk 120');
  await confirm(page).click();
  await expect(page.getByRole('radio', { name: /Online Payment/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Cash on Delivery' })).toHaveCount(0);
});

test(
  'after Confirm the payment step is in view with the focus on its heading; on a phone the payable total stands above Confirm Order',
  { tag: '@phone' },
  async ({ page, request, isMobile }) => {
    // No order is placed: the lines of the test above serve.
    await seedCart(page, await linesFor(request, isMobile, 3));
    await page.goto('/checkout');
    await fillCustomer(page);
    await confirm(page).click();
    const heading = page.getByRole('heading', { level: 2, name: 'Payment' });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    const payable = (await page.locator('.checkout-summary__payable').boundingBox())!;
    const button = (await confirmOrder(page).boundingBox())!;
    if (isMobile) expect(payable.y + payable.height).toBeLessThanOrEqual(button.y);
    else expect(payable.x).toBeGreaterThan(button.x + button.width);
  },
);

test('online: Pay on the sandbox gateway confirms the payment and empties the cart', async ({ page, request, isMobile }) => {
  await seedCart(page, await linesFor(request, isMobile, 4));
  await readyToOrder(page, /Online Payment/);
  await confirmOrder(page).click();
  await expect(page).toHaveURL(/\/gateway\//);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/payments\/success\?invoiceId=.+/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeVisible();
  await expect(cartCount(page)).toHaveText('0');
});

test('online: Cancel on the sandbox gateway keeps the cart, and Back to Checkout has the details as typed', async ({
  page,
  request,
  isMobile,
}) => {
  const [line] = await linesFor(request, isMobile, 5);
  await seedCart(page, [line]);
  const mobile = await readyToOrder(page, /Online Payment/);
  await confirmOrder(page).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/payments\/cancel\?invoiceId=.+/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Cancelled' })).toBeVisible();
  await expect(cartCount(page)).toHaveText(String(line.quantity));

  await page.getByRole('link', { name: 'Back to Checkout' }).click();
  await expect(page.getByLabel('Full name')).toHaveValue('Rafi Ahmed');
  // The number comes back in its plain form (017…), or as typed.
  await expect(page.getByLabel('Mobile number')).toHaveValue(new RegExp(`^(${mobile.plain}|${mobile.typed.replace('+', '\\+')})$`));
  await expect(page.getByLabel('Shipping address')).toHaveValue('House 12, Road 5, Dhanmondi, Dhaka');
});

test('a double-clicked Confirm Order places one order', async ({ page, request, isMobile }) => {
  const [line] = await linesFor(request, isMobile, 6);
  const before = await stockOf(request, line);
  await seedCart(page, [line]);
  let posts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/checkouts') posts += 1;
  });
  await readyToOrder(page, 'Cash on Delivery');
  await confirmOrder(page).dblclick();
  await expect(page).toHaveURL(/\/order\/success\?invoiceId=.+/);
  expect(posts).toBe(1);
  expect(await stockOf(request, line)).toBe(before - line.quantity);
});

test('the filled form survives a reload until the order is placed', async ({ page, request, isMobile }) => {
  await seedCart(page, await linesFor(request, isMobile, 7));
  await page.goto('/checkout');
  await fillCustomer(page, { district: 'Outside Dhaka' });
  await page.getByLabel('Note (optional)').fill('Call before coming');
  await page.reload();
  await expect(page.getByLabel('Full name')).toHaveValue('Rafi Ahmed');
  await expect(page.getByLabel('Note (optional)')).toHaveValue('Call before coming');
  await expect(page.getByRole('radio', { name: 'Outside Dhaka' })).toBeChecked();
});

test('a refused order says why and keeps the form and the cart; the cart takes the current price', async ({ page, request, isMobile }) => {
  const [line] = await linesFor(request, isMobile, 8);
  const stale = {
    ...line,
    unitPrice: { ...line.unitPrice, price: line.unitPrice.price - 10 },
    subTotal: (line.unitPrice.price - 10) * line.quantity,
  };
  await seedCart(page, [stale]);
  await readyToOrder(page, 'Cash on Delivery');
  await confirmOrder(page).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'Some items in your order changed' });
  await expect(refusal).toContainText(`${line.product.title}`);
  await expect(refusal).toContainText(`now ${formatTk(line.unitPrice.price)} each.`);
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByLabel('Full name')).toHaveValue('Rafi Ahmed');
  await expect(cartCount(page)).toHaveText(String(line.quantity));
  await expect(page.getByRole('complementary', { name: 'Order Summary' })).toContainText(formatTk(line.subTotal));
});

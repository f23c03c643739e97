import type { APIRequestContext, Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { expect, test } from './support/test';
import { LANGUAGE_NAMES, LANGUAGES, localPath } from '../src/domain/language';
import { bengaliTexts, englishTexts } from '../src/test/texts';
import type { Item } from '../src/domain/types';
import { persistedCart, seedCart, stockedLines } from './support/cart';
import { fillCustomer, freshMobile, orderOf } from './support/checkout';
import { noHorizontalScroll } from './support/layout';
import { API_KEY } from './support/api';
import { codeSentTo } from './support/signIn';

const { t } = englishTexts;
/** What the sign-in form says once a code is on its way. */
const codeSentMessage = (mobile: string) => t('account.codeSentTo', { mobile, minutes: 5 });

/** A cash order; with a password, it creates an account, which the shop opens once the code sent to the number is typed. */
async function placeCashOrder(
  page: Page,
  request: APIRequestContext,
  mobile: { typed: string; plain: string },
  password?: string,
): Promise<string> {
  await page.goto('/checkout');
  await fillCustomer(page, { mobile });
  if (password) {
    await page.getByRole('checkbox', { name: 'Create an account with these details' }).check();
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
  }
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
  await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await page.getByRole('button', { name: 'Confirm Order' }).click();
  if (password) {
    await expect(page.getByRole('alert')).toContainText(t('account.checkout.confirmNumber'));
    const box = page.getByLabel(codeSentMessage(mobile.plain));
    await expect.poll(() => codeSentTo(request, mobile.plain)).toMatch(/^\d{6}$/);
    await box.fill(await codeSentTo(request, mobile.plain));
    await page.getByRole('button', { name: 'Confirm Order' }).click();
  }
  await expect(page).toHaveURL(/\/order\/success\?invoiceId=.+/);
  return page.getByTestId('invoice-id').innerText();
}

const myOrderIds = (page: Page) => page.getByTestId('tracked-invoice');

/** The shop on the next port (playwright.config.ts): cash orders confirm their number, and X-Forwarded-For names the client. */
const verifyingShop = () => test.info().project.use.baseURL!.replace(/:(\d+)$/, (_, port) => `:${Number(port) + 1}`);
/** A client address of this test's own (both shops trust X-Forwarded-For from this machine): sign-ins are limited and locked per address. */
const addressOf = (n: number) => ({
  'x-forwarded-for': `10.${n}.${test.info().project.name === 'phone' ? 1 : 2}.${test.info().repeatEachIndex + 1}`,
});
const ownAddress = (page: Page, n: number) => page.context().setExtraHTTPHeaders(addressOf(n));

for (const language of LANGUAGES) {
  test(`in ${LANGUAGE_NAMES[language]}, the password's eye is a named button: a tap or the keyboard shows and hides it, the caret kept`, async ({
    page,
  }) => {
    const words = language === 'en' ? englishTexts : bengaliTexts;
    await page.goto(localPath(language, '/account'));
    const password = page.getByRole('tabpanel').getByLabel(words.t('account.password'), { exact: true });
    const show = page.getByRole('button', { name: words.t('common.showPassword'), exact: true });
    const hide = page.getByRole('button', { name: words.t('common.hidePassword'), exact: true });
    await password.fill('metallica');
    for (let left = 0; left < 3; left++) await password.press('ArrowLeft');
    await show.click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(password).toBeFocused();
    await page.keyboard.type('X');
    await expect(password).toHaveValue('metallXica');

    await page.keyboard.press('Tab');
    await expect(hide).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(password).toHaveAttribute('type', 'password');
    await expect(show).toBeFocused();
    // A hidden password is in no attribute a style sheet could read.
    await expect(password).not.toHaveAttribute('value');
    await page.keyboard.press('Space');
    await expect(password).toHaveAttribute('type', 'text');
    await expect(password).toHaveValue('metallXica');
  });
}

test('two tabs, one session: signing out in one signs the other out, with a word why', async ({ page, request }) => {
  const mobile = freshMobile();
  const headers = { 'X-API-KEY': API_KEY, ...addressOf(82) };
  await ownAddress(page, 83);
  expect((await request.post('/api/sessions/otp', { headers, data: { mobile: mobile.plain } })).status()).toBe(202);
  const code = await codeSentTo(request, mobile.plain);
  const { token } = await (await request.post('/api/sessions/otp/verify', { headers, data: { mobile: mobile.plain, code } })).json();
  await page.goto('/');
  await page.evaluate((stored) => localStorage.setItem('token', JSON.stringify(stored)), token);
  const other = await page.context().newPage();
  await other.goto('/account');
  await page.goto('/account');
  await expect(other.getByText(t('account.verifiedNumber'))).toBeVisible();
  await page.getByRole('button', { name: t('account.signOut') }).click();
  await expect(other.getByText(t('account.signedOutElsewhere'))).toBeVisible();
  await expect(other.getByRole('heading', { name: t('account.signInTitle') })).toBeVisible();
});

test('an account made at checkout with the code sent to the number: its orders and the guest order in My orders, signed out, signed in by password', async ({
  page,
  request,
  isMobile,
}) => {
  await ownAddress(page, 80);
  const lines = await stockedLines(request, { count: 2, skip: isMobile ? 70 : 72, minStock: 5 });
  const mobile = freshMobile();
  const password = 'iron-maiden-1980';

  await seedCart(page, [lines[0]]);
  const guestOrder = await placeCashOrder(page, request, mobile);
  // The next order's cart, as a shopper who went back to the shop would have it.
  await page.evaluate((cart) => localStorage.setItem('cart', cart), persistedCart([lines[1]]));
  const accountOrder = await placeCashOrder(page, request, mobile, password);
  await expect(page.getByTestId('account-outcome')).toContainText(t('orders.success.accountCreated'));

  await page.getByRole('link', { name: t('account.myOrders') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('account.title') })).toBeVisible();
  await expect(myOrderIds(page)).toHaveText([accountOrder, guestOrder]);
  await noHorizontalScroll(page);
  await page.getByRole('button', { name: t('account.signOut') }).click();
  await expect(page.getByRole('heading', { name: t('account.signInTitle') })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await page.getByRole('tabpanel').getByLabel(t('account.mobile'), { exact: true }).fill(mobile.typed);
  await page.getByRole('tabpanel').getByLabel(t('account.password'), { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: t('account.signIn') }).click();
  await expect(page.getByRole('alert')).toHaveText(t('account.signIn.wrongPassword'));
  await page.getByRole('tabpanel').getByLabel(t('account.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: t('account.signIn') }).click();
  await expect(myOrderIds(page)).toHaveText([accountOrder, guestOrder]);
  // A reload keeps the shopper signed in: the token is in browser storage, and only there.
  await page.reload();
  await expect(myOrderIds(page)).toHaveText([accountOrder, guestOrder]);
  const html = await (await request.get('/account')).text();
  expect(html).not.toContain(mobile.plain);
});

test('a fresh browser signs in by a code from the SMS sandbox and sees the guest orders; a new password ends the other sessions; Reorder fills the cart', async ({
  page,
  browser,
  request,
  isMobile,
}) => {
  const lines = await stockedLines(request, { count: 2, skip: isMobile ? 74 : 76, minStock: 5 });
  const mobile = freshMobile();
  const headers = { 'X-API-KEY': API_KEY, ...addressOf(82) };
  const invoices: string[] = [];
  for (const line of lines) {
    const order = orderOf(line.product as unknown as Item, line.sku, 1, 'CASH_ON_DELIVERY');
    order.info.mobile = mobile.plain;
    order.items[0] = { ...order.items[0], price: line.unitPrice.original, discountedPrice: line.unitPrice.price };
    const placed = await request.post('/api/checkouts', {
      headers: { ...headers, 'X-DEVICE-ID': `e2e-account-${mobile.plain}` },
      data: order,
    });
    expect(placed.status()).toBe(201);
    invoices.unshift((await placed.json()).id);
  }
  // The first browser: signed in by a code through the API.
  await request.post('/api/sessions/otp', { headers, data: { mobile: mobile.plain } });
  const code = await codeSentTo(request, mobile.plain);
  const { token } = await (await request.post('/api/sessions/otp/verify', { headers, data: { mobile: mobile.plain, code } })).json();
  await page.goto('/');
  await page.evaluate((stored) => localStorage.setItem('token', JSON.stringify(stored)), token);
  await page.goto('/account');
  await expect(myOrderIds(page)).toHaveText(invoices);

  const fresh = await browser.newContext({ viewport: page.viewportSize()!, isMobile, extraHTTPHeaders: addressOf(81) });
  const other = await fresh.newPage();
  await other.goto('/account');
  await other.getByRole('tab', { name: t('account.byCode') }).click();
  await other.getByRole('tabpanel').getByLabel(t('account.mobile'), { exact: true }).fill(mobile.typed);
  await other.getByRole('button', { name: t('account.sendCode') }).click();
  await expect(other.getByText(codeSentMessage(mobile.plain))).toBeVisible();
  await expect.poll(() => codeSentTo(request, mobile.plain)).not.toBe(code);
  await other
    .getByRole('tabpanel')
    .getByLabel(t('account.codeLabel'), { exact: true })
    .fill(await codeSentTo(request, mobile.plain));
  await other.getByRole('button', { name: t('account.signIn') }).click();
  await expect(other.getByText(t('account.verifiedNumber'))).toBeVisible();
  await expect(myOrderIds(other)).toHaveText(invoices);
  // @axe-core/playwright types its page with its own playwright-core (a newer minor): the same API.
  expect(await axeViolations(other)).toEqual([]);

  // Signed in by a code, the shopper sets a new password: every other session ends (the first browser's too).
  await other.getByLabel(t('account.newPassword'), { exact: true }).fill('sepultura-roots');
  await other.getByLabel(t('account.confirmNewPassword')).fill('sepultura-roots');
  await other.getByRole('button', { name: t('account.savePassword') }).click();
  await expect(other.getByText(t('account.passwordSaved'))).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: t('account.signInTitle') })).toBeVisible();

  // Reorder puts the guest order's line back in this browser's cart.
  const guestCard = other.locator('.tracked-order', { has: other.getByText(invoices[1]) });
  await guestCard.getByRole('button', { name: t('account.reorder') }).click();
  // The card has two live regions: Reorder's and that of Pay now and Cancel order.
  await expect(guestCard.getByRole('status').filter({ hasText: t('account.reordered', { added: 1 }) })).toBeVisible();
  await noHorizontalScroll(other);
  await other.getByRole('button', { name: t('account.signOut') }).click();
  await other.getByRole('tabpanel').getByLabel(t('account.mobile'), { exact: true }).fill(mobile.typed);
  await other.getByRole('tabpanel').getByLabel(t('account.password'), { exact: true }).fill('sepultura-roots');
  await other.getByRole('button', { name: t('account.signIn') }).click();
  await expect(myOrderIds(other)).toHaveText(invoices);
  await fresh.close();
});

test('with the connection gone, the account page says so and keeps the session; Try again signs the shopper in once it is back', async ({
  page,
  request,
}) => {
  const mobile = freshMobile();
  const headers = { 'X-API-KEY': API_KEY, ...addressOf(84) };
  await request.post('/api/sessions/otp', { headers, data: { mobile: mobile.plain } });
  const code = await codeSentTo(request, mobile.plain);
  const { token } = await (await request.post('/api/sessions/otp/verify', { headers, data: { mobile: mobile.plain, code } })).json();
  await page.goto('/');
  await page.evaluate((stored) => localStorage.setItem('token', JSON.stringify(stored)), token);
  await page.route('**/api/sessions/check', (route) => route.abort('internetdisconnected'));
  await page.goto('/account');
  await expect(page.getByRole('alert')).toHaveText(t('account.checkFailed'));
  expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
  await page.unroute('**/api/sessions/check');
  await page.getByRole('button', { name: t('account.retry') }).click();
  await expect(page.getByText(t('account.verifiedNumber'))).toBeVisible();
});

test('wrong codes until the number is locked: a clear message, and the right code is refused too', async ({ page, request }) => {
  const shop = verifyingShop();
  await ownAddress(page, 77);
  const mobile = freshMobile();
  await page.goto(`${shop}/account`);
  await page.getByRole('tab', { name: t('account.byCode') }).click();
  await page.getByRole('tabpanel').getByLabel(t('account.mobile'), { exact: true }).fill(mobile.typed);
  await page.getByRole('button', { name: t('account.sendCode') }).click();
  await expect(page.getByText(codeSentMessage(mobile.plain))).toBeVisible();
  const code = await codeSentTo(request, mobile.plain, shop);
  expect(code).toMatch(/^\d{6}$/);
  const wrong = code === '000000' ? '111111' : '000000';
  const alert = page.getByRole('alert');
  for (let tries = 0; tries < 5; tries++) {
    await page.getByRole('tabpanel').getByLabel(t('account.codeLabel'), { exact: true }).fill(wrong);
    await page.getByRole('button', { name: t('account.signIn') }).click();
    await expect(alert).toHaveText(/./);
    if ((await alert.innerText()) === t('account.signIn.locked', { minutes: 15 })) break;
    await expect(alert).toHaveText(t('account.signIn.wrongCode'));
  }
  await expect(alert).toHaveText(t('account.signIn.locked', { minutes: 15 }));
  await page.getByRole('tabpanel').getByLabel(t('account.codeLabel'), { exact: true }).fill(code);
  await page.getByRole('button', { name: t('account.signIn') }).click();
  await expect(alert).toHaveText(t('account.signIn.locked', { minutes: 15 }));
  await expect(page.getByText(t('account.verifiedNumber'))).toHaveCount(0);
});

test('a shop that confirms cash orders by SMS asks for the code at Confirm Order, and places the order once it is typed', async ({
  page,
  request,
  isMobile,
}) => {
  const shop = verifyingShop();
  await ownAddress(page, 78);
  const [line] = await stockedLines(request, { count: 1, skip: isMobile ? 80 : 82, minStock: 5 });
  await seedCart(page, [line]);
  const mobile = freshMobile();
  await page.goto(`${shop}/checkout`);
  await fillCustomer(page, { mobile });
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
  await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await page.getByRole('button', { name: 'Confirm Order' }).click();
  await expect(page.getByRole('alert')).toContainText(t('account.checkout.confirmNumber'));
  const box = page.getByLabel(codeSentMessage(mobile.plain));
  await expect(box).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm Order' })).toBeDisabled();
  await expect.poll(() => codeSentTo(request, mobile.plain, shop)).toMatch(/^\d{6}$/);
  await box.fill(await codeSentTo(request, mobile.plain, shop));
  await page.getByRole('button', { name: 'Confirm Order' }).click();
  await expect(page).toHaveURL(/\/order\/success\?invoiceId=.+/);
  await expect(page.getByTestId('invoice-id')).toHaveText(/^INV-/);
});

test('the account page is server-rendered signed out, never indexed and never kept by a shared cache', async ({ request }) => {
  const response = await request.get('/account');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('private, no-store');
  const html = await response.text();
  expect(html).toContain('<meta name="robots" content="noindex" />');
  expect(html).not.toContain('"session":');
});

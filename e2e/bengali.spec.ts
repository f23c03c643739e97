// The shop in Bengali: every route under /bn/ speaks Bengali, prices in Bengali digits, a cash order placed in Bengali
// with a mobile number typed in Bengali digits, and the language switch remembered across visits.
import type { Page } from '@playwright/test';
import { localPath } from '../src/domain/language';
import type { MessageKey } from '../src/i18n/texts';
import { chooseLineOnDetails, seedCart, stockedLines } from './support/cart';
import { isChunkFile } from './support/chunks';
import { noHorizontalScroll } from './support/layout';
import { ROUTES } from './support/routes';
import { bengaliTexts } from '../src/test/texts';
import { CATALOGUES } from './support/texts';
import { expect, hydrated, test } from './support/test';

const bn = (key: MessageKey) => bengaliTexts.t(key);

/**
 * Names a Bengali page shows as data, as they are written: the shop's own label is a brand in the catalogue's lists,
 * and the outlet route below names its outlet "Outlet" in its address.
 */
const NAMES = new Set(['Wings', 'Outlet']);

/** The English catalogue's plain messages that read differently in Bengali: none of them may show on a Bengali page. */
const ENGLISH_ONLY = new Set(
  Object.entries(CATALOGUES.en)
    .filter(([key, message]) => !message.includes('{') && message !== CATALOGUES.bn[key] && /[A-Za-z]{2,}/.test(message))
    .map(([, message]) => message)
    .filter((message) => !NAMES.has(message)),
);

/** The page's own words as a shopper sees or hears them: each text node, and each label, placeholder and title. */
async function pageWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest('script, style, noscript')) continue;
      const text = node.textContent?.trim();
      if (text) found.push(text);
    }
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) found.push(value);
      }
    }
    return found;
  });
}

for (const route of ROUTES) {
  const address = localPath('bn', route);
  test(`${address} is in Bengali: no English interface text, no uncaught error, no sideways scroll`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(address);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.locator('header.site-header')).toBeVisible();
    await expect(page.locator('footer.site-footer')).toBeVisible();
    await expect(page.locator('main h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const english = (await pageWords(page)).filter((text) => ENGLISH_ONLY.has(text));
    expect(english).toEqual([]);
    await noHorizontalScroll(page);
    expect(errors).toEqual([]);
  });
}

test('prices on the Bengali shop are in taka with Bengali digits; the English shop keeps Tk', async ({ page }) => {
  await page.goto('/bn/shop');
  const prices = page.locator('.price__now');
  await expect(prices.first()).toBeVisible();
  for (const text of await prices.allTextContents()) expect(text).toMatch(/^৳[০-৯,]+$/);
  await page.goto('/shop');
  await expect(prices.first()).toHaveText(/^Tk [0-9,]+$/);
});

test('checkout in Bengali: the spec’s messages in Bengali and in its order, then a cash order with a mobile typed in Bengali digits', async ({
  page,
  request,
  isMobile,
}) => {
  await seedCart(page, await stockedLines(request, { skip: 40 + (isMobile ? 1 : 0), minStock: 5 }));
  await page.goto('/bn/checkout');
  const confirm = page.getByRole('button', { name: bn('checkout.confirm'), exact: true });
  const steps: [MessageKey, () => Promise<void>][] = [
    ['checkout.problem.nameMissing', () => page.getByLabel(bn('checkout.field.fullName')).fill('রাফি আহমেদ')],
    ['checkout.problem.mobileMissing', () => page.getByLabel(bn('checkout.field.mobile')).fill('০১২৩')],
    [
      'checkout.problem.mobileInvalid',
      async () => {
        // A Bangladeshi keyboard types Bengali digits: the order carries them as ASCII.
        await page.getByLabel(bn('checkout.field.mobile')).fill('০১৭১২৩৪৫৬৭৮');
        await page.getByLabel(bn('checkout.field.email')).fill('rafi@');
      },
    ],
    ['checkout.problem.emailInvalid', () => page.getByLabel(bn('checkout.field.email')).fill('')],
    ['checkout.problem.addressMissing', () => page.getByLabel(bn('checkout.field.shortAddress')).fill('বাড়ি ১২, রোড ৫, ধানমন্ডি, ঢাকা')],
  ];
  for (const [key, fix] of steps) {
    await confirm.click();
    // The previous field's message may still be fading out as the next one appears.
    await expect(page.getByRole('alert').filter({ hasText: bn(key) })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(1);
    await fix();
  }
  await page.getByRole('radio', { name: bn('checkout.pickupDistrict.INSIDE_DHAKA') }).check();
  await confirm.click();
  await page.getByRole('radio', { name: bn('checkout.payment.cash') }).check();
  await page.getByRole('checkbox', { name: new RegExp(CATALOGUES.bn['checkout.payment.terms'].split('{terms}')[0].trim()) }).check();
  const placed = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/checkouts'));
  await page.getByRole('button', { name: bn('checkout.payment.confirmOrder') }).click();
  expect(JSON.stringify((await placed).postDataJSON())).toContain('01712345678');
  await expect(page).toHaveURL(/\/bn\/order\/success\?invoiceId=.+/);
  await expect(page.getByRole('heading', { name: bn('orders.success.title') })).toBeVisible();
});

test('the language switch opens the same page in Bengali and is remembered on later visits, until English is chosen', async ({ page }) => {
  // The header shows the switch at every width (the phone menu repeats it).
  const switchTo = (name: string) => page.getByRole('banner').getByRole('link', { name, exact: true }).click();
  await page.goto('/shop?query=tee');
  await switchTo('বাংলা');
  await expect(page).toHaveURL(/\/bn\/shop\?query=tee$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page).toHaveTitle(`${bn('titles.shop')} | Metal Merch`);
  // A later visit to an English address opens in Bengali, rendered so by the server: no English first.
  const home = await page.request.get('/', { maxRedirects: 0 });
  expect(home.status()).toBe(302);
  await page.goto('/');
  await expect(page).toHaveURL(/\/bn\/$/);
  await switchTo('English');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/shop');
  await expect(page).toHaveURL(/\/shop$/);
});

test('the language switch and a remembered language never lead off the shop, however the address is spelled', async ({
  page,
  context,
  baseURL,
}) => {
  const shop = new URL(baseURL!).origin;
  await page.goto('/language/en?next=/.//evil.example/login');
  expect(new URL(page.url()).origin).toBe(shop);
  await expect(page).toHaveURL(`${shop}/`);
  await context.addCookies([{ name: 'lang', value: 'en', url: shop }]);
  for (const address of ['/bn//evil.example', '/bn/..//evil.example', '/bn/%2F%2Fevil.example', '/bn/\\evil.example']) {
    await page.goto(address);
    expect([address, new URL(page.url()).origin]).toEqual([address, shop]);
  }
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('two tabs in two languages keep one cart, each tab in its own words', async ({ page, request }) => {
  const [line] = await stockedLines(request, { count: 1, skip: 30 });
  const bengali = await page.context().newPage();
  await bengali.goto('/bn/cart');
  await hydrated(bengali);
  await expect(bengali.getByText(bn('cart.empty'))).toBeVisible();

  await (await chooseLineOnDetails(page, line)).click();
  await expect(page.getByText('Item added')).toBeVisible();
  const row = bengali.getByRole('row').filter({ hasText: line.product.title });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(bengaliTexts.price(line.subTotal));
  const named = (id: MessageKey) => bengaliTexts.t({ id, values: { name: line.product.title } });
  await expect(bengali.getByLabel(named('cart.quantityOf')).first()).toHaveText('১');

  await bengali
    .getByRole('button', { name: named('cart.oneMore') })
    .first()
    .click();
  await expect(bengali.getByLabel(named('cart.quantityOf')).first()).toHaveText('২');
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(bengali.locator('html')).toHaveAttribute('lang', 'bn');
});

test(
  'a Bengali page whose next page cannot be fetched stays on screen, says so in Bengali, and opens on Retry',
  { tag: '@phone' },
  async ({ page, isMobile }) => {
    await page.goto('/bn/about-us');
    const heading = await page.locator('main h1').textContent();
    const newsPage = isChunkFile('news');
    await page.route(newsPage, (route) => route.abort('internetdisconnected'));
    if (isMobile) await page.getByRole('button', { name: bn('shell.openMenu') }).click();
    await page
      .getByRole('navigation')
      .getByRole('link', { name: bn('shell.nav.news') })
      .last()
      .click();

    const notice = page.getByRole('alert').filter({ hasText: bn('shell.offline.title') });
    await expect(notice).toBeVisible();
    await expect(page).toHaveURL(/\/bn\/about-us$/);
    await expect(page.locator('main h1')).toHaveText(heading!);

    await page.unroute(newsPage);
    await notice.getByRole('button', { name: bn('shell.offline.retry') }).click();
    await expect(page.getByRole('heading', { level: 1, name: bn('news.heading') })).toBeVisible();
    await expect(page).toHaveURL(/\/bn\/news$/);
  },
);

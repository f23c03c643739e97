import type { APIRequestContext, Page } from '@playwright/test';
import { expect, hydrated, test } from './support/test';
import { LANGUAGES, localPath, type Language } from '../src/domain/language';
import { COLOR_OPTION_ID } from '../src/domain/options';
import { sizeLabel } from '../src/domain/sizeLabels';
import type { CartLine } from '../src/features/cart/cartSlice';
import { bengaliTexts, englishTexts } from '../src/test/texts';
import { onlineLocationId } from './support/api';
import { axeViolations } from './support/axe';
import { chooseLine, chooseLineOnDetails, stockedLines } from './support/cart';
import { freshMobile } from './support/checkout';
import { noHorizontalScroll } from './support/layout';
import { signInByCode, textsTo } from './support/signIn';
import { setStock } from './support/staff';

const textsOf = (language: Language) => (language === 'bn' ? bengaliTexts : englishTexts);
const productPath = (line: CartLine) => `/details?id=${line.product.originalId || line.product.id}`;

/** A client address of this test's own (the shop trusts X-Forwarded-For from this machine): sign-ins are limited per address. */
const ownAddress = (n: number) => ({
  'x-forwarded-for': `10.${n}.${test.info().project.name === 'phone' ? 1 : 2}.${test.info().repeatEachIndex + 1}`,
});

const heart = (page: Page, language: Language, title: string) =>
  page.locator('.product-info__title').getByRole('button', { name: textsOf(language).t('saved.save', { name: title }) });

test('@phone a product saved survives a reload, is on /saved at its price now in both languages, and follows the shopper to a fresh browser once signed in', async ({
  page,
  browser,
  request,
  isMobile,
}) => {
  // Eight pages in two languages, axe on two of them and a second browser: more than one page's time on a slow machine.
  test.slow();
  await page.context().setExtraHTTPHeaders(ownAddress(45));
  const [line] = await stockedLines(request, { skip: isMobile ? 94 : 96, minStock: 5 });
  const title = line.product.title;
  const { t } = englishTexts;

  await page.goto(productPath(line));
  await hydrated(page);
  await expect(heart(page, 'en', title)).toHaveAttribute('aria-pressed', 'false');
  await heart(page, 'en', title).click();
  await expect(heart(page, 'en', title)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: t('saved.headerLink', { count: 1 }) })).toBeVisible();
  await page.reload();
  await expect(heart(page, 'en', title)).toHaveAttribute('aria-pressed', 'true');

  for (const language of LANGUAGES) {
    const texts = textsOf(language);
    // The list offers what the product page opens on, at the same price.
    await page.goto(localPath(language, productPath(line)));
    const price = await page.locator('.product-info__price .price__now').innerText();
    await page.goto(localPath(language, '/saved'));
    await expect(page.getByRole('heading', { level: 1, name: texts.t('titles.saved') })).toBeVisible();
    const row = page.locator('.saved-product', { hasText: title });
    await expect(row).toBeVisible();
    await expect(row.locator('.price__now')).toHaveText(price);
    await noHorizontalScroll(page);
    expect(await axeViolations(page)).toEqual([]);
  }
  // Add to cart from the list adds the size and colour it names.
  await page
    .locator('.saved-product', { hasText: title })
    .getByRole('button', { name: /^কার্টে যোগ করুন/ })
    .click();
  await expect(page.getByTestId('cart-count')).toHaveText('১');

  const mobile = freshMobile().plain;
  await signInByCode(page, request, mobile);
  // The browser's list joins the account's at sign-in.
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('saved') ?? '{}').unsynced)).toBe(false);

  const fresh = await browser.newContext({ viewport: page.viewportSize()!, isMobile, extraHTTPHeaders: ownAddress(46) });
  const other = await fresh.newPage();
  await other.goto('/saved');
  await expect(other.getByText(t('saved.empty'))).toBeVisible();
  await signInByCode(other, request, mobile);
  // The account's list, read before the removal below, is slow to come: the removal must outlive its arrival.
  let answerList = () => {};
  const listHeld = new Promise<void>((resolve) => (answerList = resolve));
  await other.route('**/api/account/saved', async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const response = await route.fetch();
    await listHeld;
    await route.fulfill({ response });
  });
  await other.goto('/saved');
  // A page of a context made here is not the shop's fixture, which waits for hydration after each navigation.
  await hydrated(other);
  await expect(other.locator('.saved-product', { hasText: title })).toBeVisible();
  // Removed on the second phone, it stays removed on the first at its next page.
  await other
    .locator('.saved-product', { hasText: title })
    .getByRole('button', { name: t('saved.removeNamed', { name: title }) })
    .click();
  await expect(other.getByText(t('saved.empty'))).toBeVisible();
  const listRead = other.waitForEvent('requestfinished', (done) => done.url().endsWith('/api/account/saved') && done.method() === 'GET');
  answerList();
  await listRead;
  // The list is taken in by the page's next tasks; a product it brought back would be drawn by now.
  await other.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  await expect(other.locator('.saved-product', { hasText: title })).toHaveCount(0);
  await expect(other.getByText(t('saved.empty'))).toBeVisible();
  await expect.poll(() => other.evaluate(() => JSON.parse(localStorage.getItem('saved') ?? '{}').unsynced)).toBe(false);
  await page.goto(productPath(line));
  await expect(heart(page, 'en', title)).toHaveAttribute('aria-pressed', 'false');
  await fresh.close();
});

test('@phone products opened appear under Recently viewed, newest first, on the home page and on another product’s page', async ({
  page,
  request,
  isMobile,
}) => {
  const lines = await stockedLines(request, { count: 3, skip: isMobile ? 100 : 104, minStock: 1 });
  for (const line of lines) {
    await page.goto(productPath(line));
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: line.product.title })).toBeVisible();
  }
  const names = lines.map((line) => line.product.title).reverse();
  for (const language of LANGUAGES) {
    const { t } = textsOf(language);
    await page.goto(localPath(language, '/'));
    const row = page.getByRole('region', { name: t('recent.title') });
    await expect(row.locator('.product-card__name')).toHaveText(names);
    await noHorizontalScroll(page);
  }
  // On the newest one's page, the others: the page's own product is not repeated.
  await page.goto(productPath(lines[2]));
  await expect(page.getByRole('region', { name: englishTexts.t('recent.title') }).locator('.product-card__name')).toHaveText(
    names.slice(1),
  );
});

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text the SMS sandbox holds for `mobile` that matches `expected`, once the shop's sender has sent it. */
async function sentText(request: APIRequestContext, mobile: string, expected: RegExp): Promise<string> {
  await expect.poll(async () => (await textsTo(request, mobile)).join('\n'), { timeout: 15_000 }).toMatch(expected);
  return (await textsTo(request, mobile)).find((text) => expected.test(text))!;
}

test('@phone staff set a size to 0, a shopper asks to be told, staff set it to 5: the SMS sandbox holds a text to that number naming the product', async ({
  page,
  request,
  isMobile,
}) => {
  const online = await onlineLocationId(request);
  const lines = await stockedLines(request, { count: 2, skip: isMobile ? 110 : 114, minStock: 5 });
  for (const [index, language] of LANGUAGES.entries()) {
    const line = lines[index];
    const { t } = textsOf(language);
    await setStock(request, line.sku.code, online, 0);
    await chooseLineOnDetails(page, line, language);
    const size = sizeLabel(line.sku.attributeValues.find((value) => value.optionId !== COLOR_OPTION_ID)!.name);
    const form = page.getByRole('form', { name: t('restock.prompt', { size }) });
    await expect(form).toBeVisible();
    const mobile = freshMobile();
    await form.getByLabel(t('restock.mobile')).fill(mobile.typed);
    await form.getByRole('button', { name: t('restock.notify') }).click();
    await expect(page.getByRole('status').filter({ hasText: t('restock.taken') })).toBeVisible();
    expect(await axeViolations(page, '.product-info')).toEqual([]);

    await setStock(request, line.sku.code, online, 5);
    const shortPath = localPath(language, `/p/${line.product.code}`);
    const text = await sentText(
      request,
      mobile.plain,
      new RegExp(`${escaped(line.product.title.slice(0, 12))}[\\s\\S]*${escaped(shortPath)}$`),
    );
    // The text's short link opens the product's page in the shopper's language, where the size is on sale again.
    await page.goto(new URL(text.slice(text.lastIndexOf('http'))).pathname);
    await expect(page).toHaveURL(new RegExp(`${escaped(localPath(language, '/details'))}\\?id=`));
    await expect(page.getByRole('heading', { level: 1, name: line.product.title })).toBeVisible();
    await hydrated(page);
    await chooseLine(page, line, language);
    await expect(page.getByRole('form', { name: t('restock.prompt', { size }) })).toHaveCount(0);
  }
});

test('/saved is the shopper’s own: server-rendered, never indexed and never kept by a shared cache', async ({ request }) => {
  const response = await request.get('/saved');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('private, no-store');
  expect(await response.text()).toContain('<meta name="robots" content="noindex" />');
});

test('a product’s thumbnails show the placeholder until the page hydrates, then their pictures; the server’s page fetches only the main one', async ({
  browser,
  request,
}) => {
  const [line] = (await stockedLines(request, { count: 10 })).filter((each) => each.product.images.length > 1);
  const pictures = line.product.images;
  for (const javaScriptEnabled of [false, true]) {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    const fetched: string[] = [];
    page.on('request', (asked) => fetched.push(new URL(asked.url()).pathname));
    await page.goto(productPath(line));
    const thumbnails = page.locator('.gallery__thumbs img');
    if (!javaScriptEnabled) {
      await page.waitForLoadState('networkidle');
      await expect(thumbnails).toHaveCount(pictures.length);
      for (const thumbnail of await thumbnails.all()) await expect(thumbnail).toHaveAttribute('src', '/placeholder.svg');
      const main = await page.locator('.gallery__main-image').getAttribute('src');
      expect(fetched.filter((path) => pictures.includes(path))).toEqual([main]);
    } else {
      await hydrated(page);
      await expect.poll(() => thumbnails.evaluateAll((all) => all.map((img) => img.getAttribute('src')))).toEqual(pictures);
      await expect.poll(() => thumbnails.evaluateAll((all) => all.every((img) => (img as HTMLImageElement).naturalWidth > 0))).toBe(true);
    }
    await context.close();
  }
});

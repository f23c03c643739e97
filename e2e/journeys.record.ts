// The QA journeys, walked in the browser with the in-app recorder on (`?qa=1`). Each ends by downloading the page's
// state and its action log through QA mode's buttons and keeping them in src/qa/fixtures/, which `npm test` replays.
// Run by `npm run record:journeys` (playwright.journeys.config.ts), never by `npm run test:e2e`.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, hydrated, test } from './support/test';
import { sizeLabel } from '../src/domain/sizeLabels';
import { parseActionLog } from '../src/qa/actionLog';
import { JOURNEYS, writeJourney, type Journey } from '../src/qa/fixtures/journeys';
import { toJourneyFixture } from '../src/qa/journeyFixture';
import { replayActionLog } from '../src/qa/replay';
import { diffStates, formatDifference } from '../src/qa/stateDiff';
import { cartCount, chooseLine, seedCart, stockedLines } from './support/cart';
import { fillCustomer, freshMobile, readyToOrder } from './support/checkout';
import { downloadedText } from './support/qa';
import { addVoucher, moveOrder, setDrop, setStock } from './support/staff';
import { halfSleeveTee, onlineLocationId } from './support/api';
import { englishTexts } from '../src/test/texts';
import { API_KEY } from './support/api';

const productCards = (page: Page) => page.getByTestId('product-card');

const walks: Record<Journey, (page: Page, request: APIRequestContext) => Promise<void>> = {
  'shop-browse-filter': async (page) => {
    await page.goto('/shop?qa=1');
    await expect(productCards(page)).toHaveCount(20);
    await page.getByRole('complementary', { name: 'Filters' }).getByRole('list', { name: 'Bands' }).getByRole('checkbox').first().click();
    await expect(page).toHaveURL(/band=/);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: Low to High' });
    await expect(page).toHaveURL(/sort=price-low-to-high/);
    await expect(productCards(page).first()).toBeVisible();
  },

  'details-add-to-cart': async (page, request) => {
    const [line] = await stockedLines(request, { minStock: 5 });
    await page.goto(`/details?id=${line.product.originalId || line.product.id}&qa=1`);
    for (const value of line.sku.attributeValues) {
      await page.getByRole('button', { name: value.optionId === 6 ? sizeLabel(value.name) : value.name, exact: true }).click();
    }
    await page.getByRole('button', { name: 'One more' }).click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText('Item added')).toBeVisible();
    await expect(cartCount(page)).toHaveText('2');
  },

  // A T-shirt's size guide opened beside the size choice, switched to centimetres, and closed.
  'details-size-guide': async (page, request) => {
    const tee = await halfSleeveTee(request, ['S', 'M', 'L', 'XL', 'XXL']);
    await page.goto(`/details?id=${tee.originalId || tee.id}&qa=1`);
    await page.getByRole('button', { name: englishTexts.t('shop.sizeGuide.open') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: englishTexts.t('shop.sizeGuide.centimetres') }).click();
    await expect(dialog.getByRole('table', { name: englishTexts.t('shop.sizeGuide.caption', { unit: 'cm' }) })).toBeVisible();
    await dialog.getByRole('button', { name: englishTexts.t('shop.sizeGuide.close') }).click();
    await expect(dialog).toHaveCount(0);
  },

  'cart-edits': async (page, request) => {
    const [kept, removed] = await stockedLines(request, { count: 2, skip: 1, minStock: 5 });
    await seedCart(page, [kept, removed]);
    await page.goto('/cart?qa=1');
    const name = kept.product.title;
    await page
      .getByRole('button', { name: `One more ${name}` })
      .first()
      .click();
    await page
      .getByRole('button', { name: `One more ${name}` })
      .first()
      .click();
    await page
      .getByRole('button', { name: `One less ${name}` })
      .first()
      .click();
    await page
      .getByRole('button', { name: `Remove ${removed.product.title}` })
      .first()
      .click();
    await expect(page.getByText('Item remove')).toBeVisible();
    await expect(page.getByRole('link', { name: removed.product.title })).toHaveCount(0);
    await expect(cartCount(page)).toHaveText('2');
  },

  'checkout-cash-on-delivery': async (page, request) => {
    await seedCart(page, await stockedLines(request, { skip: 3, minStock: 5 }));
    await readyToOrder(page, 'Cash on Delivery', '/checkout?qa=1');
    await page.getByRole('button', { name: 'Confirm Order' }).click();
    await expect(page).toHaveURL(/\/order\/success\?invoiceId=.+/);
    await expect(page.getByTestId('invoice-id')).not.toBeEmpty();
    await expect(cartCount(page)).toHaveText('0');
  },

  // A product saved, a sold-out size chosen and a text asked for when it is back, then the saved list opened.
  'details-save-and-notify': async (page, request) => {
    const [line] = await stockedLines(request, { skip: 8, minStock: 5 });
    const online = await onlineLocationId(request);
    await setStock(request, line.sku.code, online, 0);
    await page.goto(`/details?id=${line.product.originalId || line.product.id}&qa=1`);
    await hydrated(page);
    await chooseLine(page, line);
    const { t } = englishTexts;
    await page
      .locator('.product-info__title')
      .getByRole('button', { name: t('saved.save', { name: line.product.title }) })
      .click();
    await page.getByLabel(t('restock.mobile')).fill(freshMobile().typed);
    await page.getByRole('button', { name: t('restock.notify') }).click();
    await expect(page.getByText(t('restock.taken'))).toBeVisible();
    await page.getByRole('link', { name: t('saved.headerLink', { count: 1 }) }).click();
    await expect(page.locator('.saved-product', { hasText: line.product.title })).toBeVisible();
    await setStock(request, line.sku.code, online, 5);
  },

  // A drop a few seconds ahead: the page counts down by the shop's clock, opens by itself at the hour, and the unit
  // goes into the cart.
  'details-drop-opens': async (page, request) => {
    const [line] = await stockedLines(request, { skip: 150, minStock: 5 });
    const itemId = line.product.originalId || line.product.id;
    const drop = await setDrop(request, { itemId, startsAt: new Date(Date.now() + 8000).toISOString(), perBuyerLimit: 1 });
    try {
      await page.goto(`/details?id=${itemId}&qa=1`);
      await expect(page.getByRole('timer')).toContainText('Opens in');
      const add = page.locator('.product-info__buy .ant-btn-primary');
      await expect(add).toBeEnabled({ timeout: 20_000 });
      await add.click();
      await expect(cartCount(page)).toHaveText('1');
    } finally {
      await drop.remove();
    }
  },

  // A drop letting in one shopper a minute, another let in first: the page is told its number, counts down to its turn,
  // lets its shopper in by itself, holds the unit added, and a minute later the cart says the hold ran out.
  'details-drop-queue': async (page, request) => {
    test.setTimeout(200_000);
    const [line] = await stockedLines(request, { skip: 152, minStock: 5 });
    const itemId = line.product.originalId || line.product.id;
    const startsAt = new Date(Date.now() - 1000).toISOString();
    const drop = await setDrop(request, { itemId, startsAt, perBuyerLimit: 1, holdMinutes: 1, admitPerMinute: 1 });
    try {
      const first = await request.post('/api/drop-queue', { headers: { 'X-API-KEY': API_KEY }, data: { itemId } });
      expect(first.status()).toBe(200);
      await page.goto(`/details?id=${itemId}&qa=1`);
      await expect(page.getByRole('timer')).toHaveText(englishTexts.t('drop.queue.place', { place: 1, minutes: 1 }));
      const add = page.locator('.product-info__buy .ant-btn-primary');
      await expect(add).toBeEnabled({ timeout: 75_000 });
      await add.click();
      await expect(cartCount(page)).toHaveText('1');
      await page.getByTestId('cart-count').click();
      await expect(page.getByRole('alert').filter({ hasText: englishTexts.t('drop.hold.ranOutTitle') })).toBeVisible({ timeout: 80_000 });
    } finally {
      await drop.remove();
    }
  },

  // A promo code applied in the checkout's summary, checked by the shop, and the cash order placed with it.
  'checkout-promo-code': async (page, request) => {
    const code = `JOURNEY10-${Date.now().toString(36).toUpperCase()}`;
    await addVoucher(request, { code, kind: 'PERCENT', value: 10 });
    await seedCart(page, await stockedLines(request, { skip: 6, minStock: 5 }));
    await page.goto('/checkout?qa=1');
    await fillCustomer(page);
    await page.getByRole('textbox', { name: englishTexts.t('cart.promo.label') }).fill(code.toLowerCase());
    await page.getByRole('button', { name: englishTexts.t('cart.promo.apply') }).click();
    await expect(page.getByTestId('checkout-promo')).toBeVisible();
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
    await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
    await page.getByRole('button', { name: 'Confirm Order' }).click();
    await expect(page).toHaveURL(/\/order\/success\?invoiceId=.+/);
    await expect(page.getByTestId('order-promo')).toBeVisible();
  },

  // An order placed, shipped by the staff, and looked up from the success page's link.
  'order-track': async (page, request) => {
    await seedCart(page, await stockedLines(request, { skip: 5, minStock: 5 }));
    const mobile = await readyToOrder(page, 'Cash on Delivery', '/checkout?qa=1');
    await page.getByRole('button', { name: 'Confirm Order' }).click();
    await expect(page).toHaveURL(/\/order\/success\?invoiceId=.+/);
    const invoiceId = await page.getByTestId('invoice-id').innerText();
    for (const status of ['CONFIRMED', 'PACKED']) await moveOrder(request, invoiceId, { status });
    await moveOrder(request, invoiceId, { status: 'SHIPPED', courier: 'Pathao Courier', trackingNumber: 'PX-2211-884' });
    await page.getByRole('link', { name: englishTexts.t('orders.track.successLink') }).click();
    await page.getByLabel(englishTexts.t('orders.track.mobileLabel')).fill(mobile.plain);
    await page.getByRole('button', { name: englishTexts.t('orders.track.submit') }).click();
    await expect(page.getByTestId('tracked-status')).toHaveText(englishTexts.t('orders.tracked.status.shipped'));
  },

  // The gateway is another page: the log starts where the shop loads again, on the way back from it.
  'checkout-online-gateway': async (page, request) => {
    await seedCart(page, await stockedLines(request, { skip: 4, minStock: 5 }));
    await readyToOrder(page, /Online Payment/, '/checkout?qa=1');
    await page.getByRole('button', { name: 'Confirm Order' }).click();
    await expect(page).toHaveURL(/\/gateway\//);
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/payments\/success\?invoiceId=.+/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeVisible();
    await expect(cartCount(page)).toHaveText('0');
  },

  'outlets-branch-page': async (page) => {
    await page.goto('/outlet?qa=1');
    const outlet = page.getByTestId('outlet-card').first();
    const name = await outlet.getByRole('heading').textContent();
    await outlet.getByRole('button', { name: /Show Details/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: name! })).toBeVisible();
    await expect(productCards(page).first()).toBeVisible();
  },

  news: async (page) => {
    await page.goto('/news?qa=1');
    const cards = page.getByTestId('news-card');
    await expect(cards).toHaveCount(6);
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(cards).toHaveCount(12);
    const title = await cards.first().getByRole('heading').textContent();
    await cards
      .first()
      .getByRole('link', { name: /Read Now/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: title! })).toBeVisible();
  },
};

/**
 * Saves what the page downloads, less the slices the journey does not touch (src/qa/journeyFixture.ts). A pair whose
 * replay does not reach the downloaded state fails here instead of being kept. An action may arrive between the two
 * downloads (a drop's clock ticks each second), so the pair is downloaded again, up to three times, before it fails.
 */
async function keepJourney(page: Page, journey: Journey) {
  let differences: string[] = [];
  for (let tries = 0; tries < 3; tries += 1) {
    const state = JSON.parse(await downloadedText(page, 'Download state'));
    const log = parseActionLog(await downloadedText(page, 'Download action log'));
    differences = diffStates(replayActionLog(log).state, state).map(formatDifference);
    if (differences.length === 0) return writeJourney(journey, toJourneyFixture(log, state));
  }
  expect(differences, 'the replay of the log ends in the state the page had').toEqual([]);
}

for (const journey of JOURNEYS) {
  test(journey, async ({ page, request }) => {
    await walks[journey](page, request);
    await keepJourney(page, journey);
  });
}

// A drop's queue in real browsers: with one shopper admitted a minute, the first is let in at once and the next waits
// her turn, told her number, kept across a reload, and let in by herself when it comes; a ticket copied to another
// browser is refused there; and the first shopper's hold, not ordered, runs out on the shop and goes back on sale.
// Two tabs of one browser share one place, and a turn comes with the signal lost.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, hydrated, test } from './support/test';
import { localPath } from '../src/domain/language';
import { bengaliTexts, englishTexts } from '../src/test/texts';
import { axeViolations } from './support/axe';
import { stockOf } from './support/api';
import { cartCount, chooseLine, chooseLineOnDetails, stockedLines } from './support/cart';
import { noHorizontalScroll } from './support/layout';
import { setDrop } from './support/staff';

/** A stocked line whose product opened a moment ago as a drop letting in one shopper a minute, each hold kept a minute. */
async function openQueuedLine(request: APIRequestContext, skip: number, perBuyerLimit: number) {
  const [line] = await stockedLines(request, { skip, minStock: 5 });
  const itemId = line.product.originalId || line.product.id;
  const startsAt = new Date(Date.now() - 1000).toISOString();
  const drop = await setDrop(request, { itemId, startsAt, perBuyerLimit, holdMinutes: 1, admitPerMinute: 1 });
  return { line, itemId, drop };
}

const ticketOf = (page: Page, itemId: string) => page.evaluate((key: string) => localStorage.getItem(key), `drop-ticket:${itemId}`);

test('one shopper a minute: the first is let in, the next waits her numbered turn across a reload, a copied ticket is refused, and an unordered hold goes back on sale', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  // Three units per buyer, as the three browsers here share one client address.
  const { line, itemId, drop } = await openQueuedLine(request, 150, 3);
  const second = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
  const copier = await browser.newContext();
  try {
    const before = await stockOf(request, line);

    // The first shopper is admitted at once, and holds a unit for a minute.
    const add = await chooseLineOnDetails(page, line);
    await add.click();
    await expect(cartCount(page)).toHaveText('1');
    const heldAt = Date.now();
    await expect.poll(() => stockOf(request, line)).toBe(before - 1);

    // The next, on a phone in Bengali, waits a minute, told her number.
    const { t: bn } = bengaliTexts;
    const waiting = await second.newPage();
    await waiting.goto(localPath('bn', `/details?id=${itemId}`));
    await hydrated(waiting);
    const place = waiting.getByRole('timer');
    await expect(place).toHaveText(bn('drop.queue.place', { place: 1, minutes: 1 }));
    await expect(waiting.getByRole('heading', { name: bn('drop.queue.title') })).toBeVisible();
    await expect(waiting.locator('.product-info__buy')).toHaveCount(0);
    expect(await axeViolations(waiting, '.product-info')).toEqual([]);
    await noHorizontalScroll(waiting);
    const ticket = await ticketOf(waiting, itemId);
    expect(ticket).toBeTruthy();
    // A reload keeps her place: the same ticket, the same turn.
    await waiting.reload();
    await hydrated(waiting);
    await expect(place).toHaveText(bn('drop.queue.place', { place: 1, minutes: 1 }));
    expect(await ticketOf(waiting, itemId)).toBe(ticket);

    // The first shopper's ticket, copied into another browser, is admitted there but holds nothing: it is refused, and
    // that page takes a place of its own at the back.
    const { t } = englishTexts;
    const copied = await copier.newPage();
    await copied.goto('/');
    await copied.evaluate(([key, value]) => localStorage.setItem(key, value), [`drop-ticket:${itemId}`, (await ticketOf(page, itemId))!]);
    const copiedAdd = await chooseLineOnDetails(copied, line);
    await copiedAdd.click();
    await expect(copied.getByText(t('drop.queue.ticketRefused', { title: line.product.title }))).toBeVisible();
    const anyPlace = new RegExp(
      `^${t('drop.queue.place', { place: 7, minutes: 7 }).replace(/7/g, '\\d+').replace('minutes', 'minutes?')}$`,
    );
    await expect(copied.getByRole('timer')).toHaveText(anyPlace);
    await expect(cartCount(copied)).toHaveText('0');

    // Her turn comes with the page open: Add to cart appears without a reload.
    const addHers = waiting.locator('.product-info__buy .ant-btn-primary');
    await expect(addHers).toBeEnabled({ timeout: 75_000 });
    await expect(place).toHaveCount(0);

    // The first shopper's hold ran out on the shop: the unit is back on sale, and her cart says so.
    await expect.poll(() => stockOf(request, line), { timeout: Math.max(20_000, heldAt + 80_000 - Date.now()) }).toBe(before);
    await page.goto('/cart');
    await expect(page.getByRole('alert').filter({ hasText: t('drop.hold.ranOutTitle') })).toBeVisible();
    await expect(cartCount(page)).toHaveText('0');
  } finally {
    await second.close();
    await copier.close();
    await drop.remove();
  }
});

test('two tabs of one browser share one place, and the wait outlives a lost signal: the turn comes offline, and the unit is held once back', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { line, itemId, drop } = await openQueuedLine(request, 154, 1);
  const ahead = await browser.newContext();
  try {
    const { t } = englishTexts;
    const before = await stockOf(request, line);
    // Someone else takes the first turn.
    await expect(await chooseLineOnDetails(await ahead.newPage(), line)).toBeEnabled();

    // This shopper's first tab is told her place; a second tab of the same browser shows the same, by the same ticket.
    const product = `/details?id=${itemId}`;
    await page.goto(product);
    await hydrated(page);
    const placeOne = t('drop.queue.place', { place: 1, minutes: 1 });
    await expect(page.getByRole('timer')).toHaveText(placeOne);
    const ticket = await ticketOf(page, itemId);
    expect(ticket).toBeTruthy();
    const other = await page.context().newPage();
    await other.goto(product);
    await hydrated(other);
    await expect(other.getByRole('timer')).toHaveText(placeOne);
    expect(await ticketOf(other, itemId)).toBe(ticket);

    // The signal goes: the count goes on by itself, and her turn comes in both tabs without the shop.
    await page.context().setOffline(true);
    const addHere = page.locator('.product-info__buy .ant-btn-primary');
    await expect(addHere).toBeVisible({ timeout: 75_000 });
    await expect(other.locator('.product-info__buy .ant-btn-primary')).toBeVisible();
    await expect(page.getByRole('timer')).toHaveCount(0);

    // Back online, her tap holds the unit on the shop.
    await page.context().setOffline(false);
    await chooseLine(page, line);
    await addHere.click();
    await expect(cartCount(page)).toHaveText('1');
    await expect.poll(() => stockOf(request, line)).toBe(before - 1);
  } finally {
    await ahead.close();
    await drop.remove();
  }
});

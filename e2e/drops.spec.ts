// A drop: staff set an hour; the product page counts down to it by the server's clock with no Add to cart, opens by
// itself at the hour without a reload; Add to cart holds the unit, the cart counts the hold down and says when it ran
// out; and the checkout holds one buyer to the drop's limit.
import { expect, hydrated, test } from './support/test';
import { LANGUAGE_NAMES, LANGUAGES, localPath, type Language } from '../src/domain/language';
import { formatShopDateTime } from '../src/domain/shopTime';
import { bengaliTexts, englishTexts } from '../src/test/texts';
import { axeViolations } from './support/axe';
import { readyToOrder } from './support/checkout';
import { stockOf } from './support/api';
import { cartCount, chooseLineOnDetails, seedCart, stockedLines } from './support/cart';
import { codeSentTo } from './support/signIn';
import { noHorizontalScroll } from './support/layout';
import { setDrop } from './support/staff';

const textsOf = (language: Language) => (language === 'bn' ? bengaliTexts : englishTexts);
/** Seconds between setting the drop and its hour: enough to load the page on a loaded machine and see it count. */
const AHEAD_MS = 15_000;

for (const language of LANGUAGES) {
  test(`@phone in ${LANGUAGE_NAMES[language]}, a drop counts down with no Add to cart, opens by itself at the hour, and sells one per buyer`, async ({
    page,
    request,
    isMobile,
  }) => {
    const { t } = textsOf(language);
    const [line] = await stockedLines(request, { skip: 140 + (isMobile ? 0 : 2) + (language === 'bn' ? 1 : 0), minStock: 5 });
    const itemId = line.product.originalId || line.product.id;
    const startsAt = Date.now() + AHEAD_MS;
    const drop = await setDrop(request, { itemId, startsAt: new Date(startsAt).toISOString(), perBuyerLimit: 1 });
    try {
      await page.goto(localPath(language, `/details?id=${itemId}`));
      await hydrated(page);
      await expect(page.getByRole('heading', { name: t('drop.opensAt', { at: formatShopDateTime(startsAt, language) }) })).toBeVisible();
      const timer = page.getByRole('timer');
      await expect(timer).toContainText(t('drop.opensIn', { time: '' }).trim());
      await expect(page.locator('.product-info__buy')).toHaveCount(0);
      expect(await axeViolations(page, '.product-info')).toEqual([]);
      await noHorizontalScroll(page);

      // The same document all along: the page opens by itself.
      await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
      const add = page.locator('.product-info__buy .ant-btn-primary');
      await expect(add).toBeEnabled({ timeout: AHEAD_MS + 10_000 });
      expect(Date.now()).toBeGreaterThanOrEqual(startsAt - 1000);
      await expect(timer).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
      await expect(page.locator('.product-info__note').filter({ hasText: t('drop.limit', { count: 1 }) })).toBeVisible();

      // One per buyer: the page's stepper stops at one, and Add to cart once the cart holds it.
      await expect(page.getByRole('button', { name: t('shop.details.oneMore') })).toBeDisabled();
      await add.click();
      await expect(add).toBeDisabled();
      await page.goto(localPath(language, '/cart'));
      await expect(page.getByRole('button', { name: t('cart.oneMore', { name: line.product.title }) })).toBeDisabled();
      // Added, the unit is held for this shopper: the cart counts its ten minutes down by the shop's clock.
      const held = page.getByRole('timer');
      const [before, after] = t('drop.hold.left', { time: '|' }).split('|');
      const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      await expect(held).toHaveText(new RegExp(`^${escape(before)}[9৯]:[0-5০-৫][0-9০-৯]${escape(after)}$`));

      // A hold that runs out (its end brought forward in this browser's stored cart): the line leaves, said plainly.
      await page.evaluate(() => {
        const stored = JSON.parse(localStorage.getItem('cart')!);
        const items = JSON.parse(stored.items);
        items[0].hold.expiresAt = Date.now() + 2000;
        localStorage.setItem('cart', JSON.stringify({ ...stored, items: JSON.stringify(items) }));
      });
      await page.reload();
      await expect(page.getByRole('alert').filter({ hasText: t('drop.hold.ranOutTitle') })).toBeVisible({ timeout: 10_000 });
      await expect(page.getByRole('timer')).toHaveCount(0);
      expect(await axeViolations(page, '.cart-page')).toEqual([]);

      if (language === 'en') {
        // A cart that holds two all the same (kept in this browser from before the limit): Confirm Order is refused in
        // the shop's words.
        await seedCart(page, [{ ...line, quantity: 2, subTotal: line.subTotal * 2 }]);
        await readyToOrder(page, 'Cash on Delivery');
        await page.getByRole('button', { name: 'Confirm Order' }).click();
        await expect(
          page.getByRole('alert').filter({ hasText: t('checkout.failed.overDropLimit', { title: line.product.title, limit: 1 }) }),
        ).toBeVisible();
      }
    } finally {
      await drop.remove();
    }
  });
}

test('a held unit leaves the shop’s stock; cleared from the header’s cart on any page, it comes back; held again, it is ordered once the number’s code is typed', async ({
  page,
  request,
}) => {
  const { t } = englishTexts;
  const [line] = await stockedLines(request, { skip: 146, minStock: 5 });
  const itemId = line.product.originalId || line.product.id;
  // An hour already past: the drop is open at once.
  const drop = await setDrop(request, { itemId, startsAt: new Date(Date.now() - 60_000).toISOString(), perBuyerLimit: 1 });
  try {
    const before = await stockOf(request, line);
    const add = await chooseLineOnDetails(page, line);
    await add.click();
    await expect(cartCount(page)).toHaveText('1');
    await expect.poll(() => stockOf(request, line)).toBe(before - 1);

    // Cleared from the header's cart panel on the shop's page: the unit goes back on sale once Undo's time has passed.
    await page.goto('/shop');
    await hydrated(page);
    await page.getByRole('link', { name: /^Cart, 1 item$/ }).hover();
    await page
      .getByTestId('cart-dropdown')
      .getByRole('button', { name: t('cart.clearAll') })
      .click();
    await expect(cartCount(page)).toHaveText('0');
    await expect.poll(() => stockOf(request, line), { timeout: 20_000 }).toBe(before);

    // Held again and ordered: a drop's order asks for the code sent to the number, then takes the held unit.
    await (await chooseLineOnDetails(page, line)).click();
    await expect(cartCount(page)).toHaveText('1');
    const mobile = await readyToOrder(page, 'Cash on Delivery');
    await page.getByRole('button', { name: 'Confirm Order' }).click();
    await expect(page.getByRole('alert')).toContainText(t('account.checkout.confirmNumber'));
    await expect.poll(() => codeSentTo(request, mobile.plain)).toMatch(/^\d{6}$/);
    await page.getByLabel(t('account.codeSentTo', { mobile: mobile.plain, minutes: 5 })).fill(await codeSentTo(request, mobile.plain));
    await page.getByRole('button', { name: 'Confirm Order' }).click();
    await expect(page).toHaveURL(/\/order\/success\?invoiceId=.+/);
    expect(await stockOf(request, line)).toBe(before - 1);
  } finally {
    await drop.remove();
  }
});

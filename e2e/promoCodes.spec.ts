import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/test';
import { LANGUAGE_NAMES, LANGUAGES, localPath, type Language } from '../src/domain/language';
import { bengaliTexts, englishTexts } from '../src/test/texts';
import { seedCart, stockedLines } from './support/cart';
import { fillCustomer } from './support/checkout';
import { addVoucher } from './support/staff';
import { axeViolations } from './support/axe';

const textsOf = (language: Language) => (language === 'bn' ? bengaliTexts : englishTexts);
const DAY = 24 * 60 * 60 * 1000;

/** Codes of this run and project only: the phone and desktop runs share one shop, and a code is used once per number. */
const codeFor = (name: string, info: TestInfo) => `${name}-${info.project.name}-${info.retry}`.toUpperCase();

async function apply(page: Page, language: Language, typed: string) {
  const { t } = textsOf(language);
  await page.getByRole('textbox', { name: t('cart.promo.label') }).fill(typed);
  await page.getByRole('button', { name: t('cart.promo.apply') }).click();
}

// A test per language: a slow machine runs them side by side, and neither carries both.
for (const language of LANGUAGES) {
  test(`@phone in the cart a code says why it does not apply, then a 10 % code lowers the total, in ${LANGUAGE_NAMES[language]}`, async ({
    page,
    request,
    isMobile,
  }, info) => {
    const [line] = await stockedLines(request, { skip: isMobile ? 41 : 42, minStock: 5, quantity: 2 });
    const subtotal = line.unitPrice.price * line.quantity;
    const codes = {
      ten: codeFor(`METAL10-${language}`, info),
      expired: codeFor(`OLDSHOW-${language}`, info),
      big: codeFor(`BIGSPEND-${language}`, info),
    };
    await addVoucher(request, { code: codes.ten, kind: 'PERCENT', value: 10 });
    const past = new Date(Date.now() - 2 * DAY).toISOString();
    await addVoucher(request, {
      code: codes.expired,
      kind: 'AMOUNT',
      value: 100,
      startsAt: past,
      endsAt: new Date(Date.now() - DAY).toISOString(),
    });
    await addVoucher(request, { code: codes.big, kind: 'AMOUNT', value: 300, minSubtotal: subtotal + 500 });
    await seedCart(page, [line]);

    const texts = textsOf(language);
    const { t } = texts;
    await page.goto(localPath(language, '/cart'));
    const total = page.getByTestId('cart-total');
    await expect(total).toHaveText(texts.price(subtotal));

    await apply(page, language, 'NO-SUCH-CODE');
    await expect(page.locator('.promo-code').getByRole('alert')).toHaveText(t('cart.promo.refused.notValid', { code: 'NO-SUCH-CODE' }));
    await apply(page, language, codes.expired.toLowerCase());
    await expect(page.locator('.promo-code').getByRole('alert')).toHaveText(t('cart.promo.refused.expired', { code: codes.expired }));
    await apply(page, language, codes.big);
    await expect(page.locator('.promo-code').getByRole('alert')).toHaveText(
      t('cart.promo.refused.belowMinimum', { code: codes.big, amount: 500 }),
    );
    // Away from Apply: axe reads the field as it rests, not the button under the pointer.
    await page.mouse.move(0, 0);
    expect(await axeViolations(page, '.promo-code')).toEqual([]);

    await apply(page, language, ` ${codes.ten.toLowerCase()} `);
    const off = Math.floor(subtotal / 10);
    await expect(page.locator('.promo-code').getByRole('status')).toHaveText(t('cart.promo.applied', { code: codes.ten, amount: off }));
    await expect(total).toHaveText(texts.price(subtotal - off));
    await expect(page.getByTestId('cart-promo')).toHaveText(`−${texts.price(off)}`);
    await page.mouse.move(0, 0);
    expect(await axeViolations(page, '.promo-code')).toEqual([]);
    await page.screenshot({ path: info.outputPath(`cart-${language}.png`), fullPage: true });

    // The code stays with the cart through a reload and in another tab, checked again before it takes anything off.
    await page.reload();
    await expect(total).toHaveText(texts.price(subtotal - off));
    const other = await page.context().newPage();
    await other.goto(localPath(language, '/cart'));
    await expect(other.getByTestId('cart-total')).toHaveText(texts.price(subtotal - off));
    await page.getByRole('button', { name: t('cart.promo.removeCode', { code: codes.ten }) }).click();
    await expect(total).toHaveText(texts.price(subtotal));
    await expect(other.getByTestId('cart-total')).toHaveText(texts.price(subtotal));
    await other.close();
    await expect(page.getByRole('textbox', { name: t('cart.promo.label') })).toBeFocused();
  });
}

test('@phone a 10 % code at checkout lowers the total, the cash order keeps it, and the number cannot use it twice', async ({
  page,
  request,
  isMobile,
}, info) => {
  const [line] = await stockedLines(request, { skip: isMobile ? 43 : 44, minStock: 5 });
  const subtotal = line.unitPrice.price * line.quantity;
  const off = Math.floor(subtotal / 10);
  const code = codeFor('FANCLUB', info);
  await addVoucher(request, { code, kind: 'PERCENT', value: 10, onePerNumber: true });
  await seedCart(page, [line]);

  await page.goto('/checkout');
  const mobile = await fillCustomer(page);
  const summary = page.locator('.checkout-summary');
  await apply(page, 'en', code);
  await expect(summary.getByRole('status')).toHaveText(englishTexts.t('cart.promo.applied', { code, amount: off }));
  await expect(page.getByTestId('checkout-promo')).toHaveText(`−${englishTexts.price(off)}`);
  await expect(page.getByTestId('checkout-payable')).toHaveText(englishTexts.price(subtotal - off + 80));
  await page.screenshot({ path: info.outputPath('checkout-en.png'), fullPage: true });
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
  await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await page.getByRole('button', { name: 'Confirm Order' }).click();

  await expect(page).toHaveURL(/\/order\/success\?invoiceId=INV-/);
  const invoiceId = new URL(page.url()).searchParams.get('invoiceId')!;
  await expect(page.getByTestId('cash-to-have')).toContainText(englishTexts.price(subtotal - off + 80));
  await expect(page.getByTestId('order-promo')).toHaveText(
    englishTexts.t('orders.success.promo', { code, amount: englishTexts.price(off) }),
  );

  await page.goto(`/order/track?invoiceId=${invoiceId}`);
  await page.getByLabel('Mobile number').fill(mobile.plain);
  await page.getByRole('button', { name: englishTexts.t('orders.track.submit') }).click();
  await expect(page.getByTestId('tracked-promo')).toHaveText(`−${englishTexts.price(off)}`);

  // The same number, in another tab, in Bengali: the code says it was used by this number.
  const again = await page.context().newPage();
  await seedCart(again, [line]);
  await again.goto(localPath('bn', '/checkout'));
  const { t } = bengaliTexts;
  await again.getByLabel(t('checkout.field.mobile')).fill(mobile.typed);
  await apply(again, 'bn', code);
  await expect(again.locator('.checkout-summary .promo-code').getByRole('alert')).toHaveText(
    t('cart.promo.refused.usedByNumber', { code }),
  );
  await again.screenshot({ path: info.outputPath('checkout-bn-refused.png'), fullPage: true });
});

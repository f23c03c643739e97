// Report a problem, as a shopper meets it: what they did reaches the staff as a replayable log, without what they typed.
import type { Page } from '@playwright/test';
import type { Language } from '../src/domain/language';
import { API_KEY } from './support/api';
import { stockedLines, storedCartQuantity } from './support/cart';
import { SIZE_OPTION_ID } from '../src/domain/options';
import { sizeLabel } from '../src/domain/sizeLabels';
import { freshMobile } from './support/checkout';
import { E2E_ADMIN_TOKEN } from './support/staff';
import { axeViolations } from './support/axe';
import { expect, test } from './support/test';
import { CATALOGUES } from './support/texts';

/** axe's findings of any impact in the open dialog. */
const dialogViolations = (page: Page) => axeViolations(page, '[role="dialog"]');

const STAFF = { 'X-API-KEY': API_KEY, authorization: `Bearer ${E2E_ADMIN_TOKEN}` };

for (const language of ['en', 'bn'] as const satisfies Language[]) {
  test(`a report from a half-typed checkout reaches the staff with the session and without what was typed (${language}) @phone`, async ({
    page,
    request,
  }) => {
    const say = CATALOGUES[language];
    // A client address of this test's own (the shop trusts X-Forwarded-For from this machine): reports are limited per address.
    await page
      .context()
      .setExtraHTTPHeaders({ 'x-forwarded-for': `10.43.${test.info().project.name === 'phone' ? 1 : 2}.${language === 'en' ? 1 : 2}` });
    // The last actions are kept in the page's memory: the shopper's way runs within one page load, tapping through.
    const [line] = await stockedLines(request);
    await page.goto(`${language === 'bn' ? '/bn' : ''}/details?id=${line.product.originalId || line.product.id}`);
    for (const value of line.sku.attributeValues) {
      const name =
        value.optionId === SIZE_OPTION_ID ? sizeLabel(value.name) : language === 'bn' ? (value.nameBn ?? value.name) : value.name;
      await page.getByRole('button', { name, exact: true }).click();
    }
    await page.getByRole('button', { name: say['shop.details.addToCart'] }).click();
    await expect.poll(() => storedCartQuantity(page)).toBe(1);
    await page.locator('a.cart-button').click();
    await page.getByRole('link', { name: say['cart.proceedToCheckout'] }).click();
    const mobile = freshMobile();
    await page.getByLabel(say['checkout.field.fullName']).fill('Nusrat Jahan');
    await page.getByLabel(say['checkout.field.mobile']).fill(mobile.typed);
    await page.getByLabel(say['checkout.field.shortAddress']).fill('Flat 7C, Road 11, Banani');

    await page.getByRole('contentinfo').getByRole('button', { name: say['shell.report.open'] }).click();
    const dialog = page.getByRole('dialog', { name: say['shell.report.title'] });
    await expect(dialog).toContainText(say['shell.report.whatIsSent']);
    await dialog.getByLabel(say['shell.report.noteLabel']).fill('The delivery charge looks wrong');
    expect(await dialogViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: say['shell.report.send'] }).click();
    const shown = dialog.getByText(/^R-[A-Z\d]{6}$/);
    await expect(shown).toBeVisible();
    const reference = (await shown.textContent())!;
    expect(await dialogViolations(page)).toEqual([]);

    // The public API key every browser has reads no report.
    expect((await request.get(`/api/admin/reports/${reference}`, { headers: { 'X-API-KEY': API_KEY } })).status()).toBe(403);
    const answer = await request.get(`/api/admin/reports/${reference}`, { headers: STAFF });
    expect(answer.status()).toBe(200);
    const report = await answer.json();
    expect(report).toMatchObject({
      reference,
      note: 'The delivery charge looks wrong',
      language,
      page: `${language === 'bn' ? '/bn' : ''}/checkout`,
      viewport: page.viewportSize(),
    });
    const types: string[] = JSON.parse(report.log.payload).map((action: { type: string }) => action.type);
    expect(types).toContain('cart/itemAdded');
    expect(types).toContain('checkout/formChanged');
    const everything = JSON.stringify(report);
    for (const typed of ['Nusrat', 'Jahan', mobile.typed, mobile.plain, mobile.plain.slice(-8), 'Flat 7C', 'Banani']) {
      expect(everything).not.toContain(typed);
    }
    const listed = await (await request.get('/api/admin/reports', { headers: STAFF })).json();
    expect(listed.list.map((each: { reference: string }) => each.reference)).toContain(reference);
  });
}

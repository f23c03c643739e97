// Issue 45: a T-shirt's size guide, beside the size choice, in inches and centimetres, in both languages, at phone and
// desktop widths; readable by a screen reader (axe), usable at 360 px, and open at once on a page that has gone offline.
import type { Page } from '@playwright/test';
import { LANGUAGES, localPath, type Language } from '../src/domain/language';
import { sizeLabel } from '../src/domain/sizeLabels';
import { bengaliTexts, englishTexts } from '../src/test/texts';
import { halfSleeveTee, searchStock } from './support/api';
import { axeViolations } from './support/axe';
import { expect, hydrated, test } from './support/test';
import { ownScript } from './support/chunks';

const textsOf = (language: Language) => (language === 'bn' ? bengaliTexts : englishTexts);

/** A regular half-sleeve T-shirt as the seed measures it: chest and length in inches, then in centimetres. */
const TEE: [size: string, chestIn: number, lengthIn: number, chestCm: number, lengthCm: number][] = [
  ['S', 38, 27, 97, 69],
  ['M', 40, 28, 102, 71],
  ['L', 42, 29, 107, 74],
  ['XL', 44, 30, 112, 76],
  ['XXL', 46, 31, 117, 79],
];

/** The guide's table, row by row as a screen reader reads it: the header cells and the cells, by ` | `. */
const tableRows = (page: Page) =>
  page
    .getByRole('dialog')
    .getByRole('table')
    .getByRole('row')
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent).join(' | ')));

test('@phone a T-shirt’s size guide shows chest and length in inches and cm for S to XXL, in both languages', async ({ page, request }) => {
  const tee = await halfSleeveTee(
    request,
    TEE.map(([size]) => size),
  );
  for (const language of LANGUAGES) {
    const texts = textsOf(language);
    const { t, number } = texts;
    const column = (measure: string, unit: string) => t('shop.sizeGuide.heading', { measure, unit });
    await page.goto(localPath(language, `/details?id=${tee.originalId || tee.id}`));
    const sizes = page.getByRole('group', { name: t('shop.details.size'), exact: true });
    // By its label alone: a chip's name may go on with ", sold out" or a dearer price.
    await sizes.getByRole('button', { name: new RegExp(`^${sizeLabel('L')}(,|$)`) }).click();
    await sizes.getByRole('button', { name: t('shop.sizeGuide.open') }).click();

    const dialog = page.getByRole('dialog', {
      name: t('shop.sizeGuide.title', { cut: t('shop.sizeGuide.cut', { garment: 'tee', fit: 'regular', sleeves: 'short' }) }),
    });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('table', { name: t('shop.sizeGuide.caption', { unit: 'in' }) })).toBeVisible();
    const rows = await tableRows(page);
    expect(rows[0]).toBe([t('shop.sizeGuide.size'), column('chest', 'in'), column('length', 'in'), column('sleeve', 'in')].join(' | '));
    const chosen = ` ${t('shop.sizeGuide.chosen')}`;
    for (const [size, chest, length] of TEE) {
      expect(rows).toContainEqual(
        expect.stringMatching(new RegExp(`^${size}(${chosen.replace(/[()]/g, '\\$&')})? \\| ${number(chest)} \\| ${number(length)} \\| `)),
      );
    }
    await expect(dialog.locator('tr[aria-current="true"] th')).toHaveText(`L${chosen}`);
    // The table scrolls inside the dialog, never the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.mouse.move(0, 0);
    expect(await axeViolations(page, '.size-guide')).toEqual([]);

    await dialog.getByRole('button', { name: t('shop.sizeGuide.centimetres') }).click();
    await expect(dialog.getByRole('button', { name: t('shop.sizeGuide.centimetres') })).toHaveAttribute('aria-pressed', 'true');
    await expect(dialog.getByRole('table', { name: t('shop.sizeGuide.caption', { unit: 'cm' }) })).toBeVisible();
    const inCm = await tableRows(page);
    expect(inCm[0]).toBe([t('shop.sizeGuide.size'), column('chest', 'cm'), column('length', 'cm'), column('sleeve', 'cm')].join(' | '));
    for (const [size, , , chest, length] of TEE) {
      expect(inCm).toContainEqual(
        expect.stringMatching(new RegExp(`^${size}(${chosen.replace(/[()]/g, '\\$&')})? \\| ${number(chest)} \\| ${number(length)} \\| `)),
      );
    }

    await dialog.getByRole('button', { name: t('shop.sizeGuide.close') }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Back to inches for the next language: the unit chosen stays for the visit, as the shopper left it.
    await sizes.getByRole('button', { name: t('shop.sizeGuide.open') }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('shop.sizeGuide.inches') })
      .click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
});

test('a server-rendered T-shirt page carries its guide: once the page has its scripts, the dialog opens with the phone offline', async ({
  page,
  request,
  context,
}) => {
  const tee = await halfSleeveTee(
    request,
    TEE.map(([size]) => size),
    1,
  );
  // The dialog's script follows the page's own: fetched as soon as the page shows a guide, not before it can be tapped.
  const dialogFile = ownScript('size-guide');
  const dialogScript = page.waitForResponse((response) => new URL(response.url()).pathname === dialogFile);
  await page.goto(`/details?id=${tee.originalId || tee.id}`);
  await hydrated(page);
  await dialogScript;
  const state = await page.locator('#shop-state').textContent();
  expect(JSON.parse(state!).sizeGuide.guide).toMatchObject({ garment: 'tee', fit: 'regular' });
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Size guide' }).click();
  await expect(page.getByRole('dialog').getByRole('row', { name: /^XXL/ })).toContainText('46');
  await context.setOffline(false);
});

test('a cap has no size guide', async ({ page, request }) => {
  const { list } = await searchStock(request, { page: 1, size: 50, nonZeroStockOnly: true, query: 'snapback' });
  const cap = list.find((item) => item.categories.some((c) => c.name === 'Snapback'))!;
  await page.goto(`/details?id=${cap.originalId || cap.id}`);
  await expect(page.getByRole('button', { name: /Add to cart/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Size guide' })).toHaveCount(0);
});

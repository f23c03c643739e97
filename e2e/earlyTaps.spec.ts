// A tap that lands after the page is painted but before its scripts have arrived is answered once they have run.
// Playwright's own test: the shop's `page` would wait for hydration after each navigation.
import { expect, test } from '@playwright/test';
import type { Item, Sku } from '../src/domain/types';
import { choiceOf, openingSku, sizeValues } from '../src/domain/skuSelection';
import { sizeLabel } from '../src/domain/sizeLabels';
import { stockOnHand } from '../src/domain/stock';
import { onlineLocationId, searchStock } from './support/api';
import { openBeforeScripts } from './support/heldScripts';

test(
  'a size tapped before the scripts arrive, then Add to cart, puts that size in the cart',
  { tag: '@phone' },
  async ({ page, request }) => {
    const online = await onlineLocationId(request);
    const canBuy = (sku: Sku) => stockOnHand(sku, online) > 0;
    const { list } = await searchStock(request, { page: 1, size: 50, nonZeroStockOnly: true });
    // A product whose opening colour has another size in stock: the size to tap before the scripts run.
    const found = (list as Item[]).flatMap((item) => {
      const opening = choiceOf(openingSku(item, canBuy));
      const other = item.skus.find(
        (sku) => choiceOf(sku).colorId === opening.colorId && choiceOf(sku).sizeId !== opening.sizeId && canBuy(sku),
      );
      return other ? [{ item, sku: other }] : [];
    });
    expect(found.length, 'the seeded shop has a product with two sizes in stock').toBeGreaterThan(0);
    const [{ item, sku }] = found;
    const size = sizeLabel(sizeValues({ skus: [sku] })[0].name);

    const chip = page.locator('.chip-list .chip').filter({ hasText: new RegExp(`^${size}`) });
    const releaseScripts = await openBeforeScripts(page, `/details?id=${item.originalId || item.id}`, chip);
    await chip.click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(chip, 'the tap shows at once, before any script').toHaveAttribute('data-tap-pending', '');
    await expect(chip).toHaveAttribute('aria-pressed', 'false');

    await releaseScripts();
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expect(chip).not.toHaveAttribute('data-tap-pending');
    await expect(page.getByText(`Size: ${size}`, { exact: true })).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() =>
          JSON.parse(JSON.parse(localStorage.getItem('cart') ?? '{}').items ?? '[]').map(
            (line: { sku: { code: string }; quantity: number }) => [line.sku.code, line.quantity],
          ),
        ),
      )
      .toEqual([[sku.code, 1]]);
  },
);

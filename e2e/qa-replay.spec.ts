import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { filterTags } from '../src/domain/filterTags';
import { defaultSku } from '../src/domain/productDisplay';
import { filtersToSearchParams } from '../src/domain/shopUrl';
import { stockOnHand } from '../src/domain/stock';
import { parseActionLog } from '../src/qa/actionLog';
import { replayActionLog } from '../src/qa/replay';
import { onlineLocationId, searchStock } from './support/api';
import { downloadedText } from './support/qa';

const cards = (page: Page) => page.getByTestId('product-card');

/** A product whose details page opens on a SKU with stock, so Add to cart is enabled. */
async function productToBuy(request: APIRequestContext) {
  const online = await onlineLocationId(request);
  const { list } = await searchStock(request, { page: 1, size: 50, nonZeroStockOnly: true, sortField: 'title', sortType: 'DESCENDING' });
  const product = list.find((item) => {
    const sku = defaultSku(item);
    return sku && stockOnHand(sku, online) >= 3;
  });
  if (!product) throw new Error('the seeded shop has no product whose first SKU has 3 units online');
  return product;
}

test(
  'a session recorded with ?qa=1 replays to the cart and the filters the page showed',
  { tag: '@phone' },
  async ({ page, request, isMobile }) => {
    const product = await productToBuy(request);
    await page.goto('/shop?qa=1');
    await expect(cards(page).first()).toBeVisible();

    if (isMobile) await page.getByRole('button', { name: /Filters/ }).click();
    const panel = isMobile ? page.getByRole('dialog', { name: 'Filters' }) : page.getByRole('complementary', { name: 'Filters' });
    await panel.getByRole('list', { name: 'Bands' }).getByRole('checkbox').first().click();
    await expect(page).toHaveURL(/band=/);
    if (isMobile) {
      await panel.getByRole('button', { name: 'Close', exact: true }).last().click();
      // Closed for good: a closing sheet gives the focus back to its button, which would close suggestions just opened.
      await expect(panel).toBeHidden();
      // The emulated tap leaves a mouse over the header's cart, where the sheet's Close was; a phone has no hover.
      await page.mouse.move(0, 600);
    }
    const filteredUrl = new URL(page.url());

    // To the details page in the same tab (a product card opens a new one, with a store of its own).
    await page.getByRole('combobox', { name: 'Search products' }).locator('visible=true').fill(product.title);
    await page
      .getByRole('listbox', { name: 'Suggestions' })
      .locator('visible=true')
      .getByRole('option')
      .filter({ hasText: product.title })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/details\\?id=${product.id}`));
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');

    await page.goBack();
    await expect(page).toHaveURL(filteredUrl.href);
    const removeButtons = page.getByLabel('Selected filters').getByRole('button', { name: /^Remove / });
    await expect(removeButtons).toHaveCount(1);
    const shownTags = (await removeButtons.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')))).map((label) =>
      label!.replace(/^Remove /, ''),
    );
    const shownCount = await page.getByTestId('cart-count').textContent();

    const { state } = replayActionLog(parseActionLog(await downloadedText(page, 'Download action log')));

    expect(String(state.cart.quantity)).toBe(shownCount);
    expect(state.cart.items.map((line) => line.product.id)).toEqual([product.id]);
    expect(filterTags(state.filters.shop).map((tag) => tag.name)).toEqual(shownTags);
    expect(filtersToSearchParams(state.filters.shop).getAll('band')).toEqual(filteredUrl.searchParams.getAll('band'));
  },
);

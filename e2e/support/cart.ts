import type { APIRequestContext, Page } from '@playwright/test';
import { lineOrderType } from '../../src/domain/cartTotals';
import { localPath, type Language } from '../../src/domain/language';
import { localName } from '../../src/domain/localNames';
import { COLOR_OPTION_ID } from '../../src/domain/options';
import { sizeLabel } from '../../src/domain/sizeLabels';
import { unitPrice } from '../../src/domain/pricing';
import { stockOnHand } from '../../src/domain/stock';
import type { GlobalDiscount, Item, Sku } from '../../src/domain/types';
import type { CartLine } from '../../src/features/cart/cartSlice';
import { toCartItem } from '../../src/features/cart/cartItem';
import { API_KEY, onlineLocationId, searchStock } from './api';
import { hydrated } from './test';

export interface LineChoice {
  /** How many lines, each a different product. */
  count?: number;
  /** Skip this many suitable products first, so tests running side by side order different stock. */
  skip?: number;
  /** Only SKUs with stock on hand in this range. */
  minStock?: number;
  maxStock?: number;
  /** Quantity of each line; a function of the SKU's stock on hand when given one. */
  quantity?: number | ((stock: number) => number);
}

/**
 * Cart lines built from the seeded shop through its API, priced as the product page prices them, so the server
 * accepts an order for them. What Add to cart would put in the cart, without depending on the details page.
 */
export async function stockedLines(
  request: APIRequestContext,
  { count = 1, skip = 0, minStock = 5, maxStock = Infinity, quantity = 1 }: LineChoice = {},
): Promise<CartLine[]> {
  const online = await onlineLocationId(request);
  const discounts: GlobalDiscount[] = (
    await (await request.post('/api/global/discounts/search', { headers: { 'X-API-KEY': API_KEY }, data: { page: 1, size: 100 } })).json()
  ).list;
  const lines: CartLine[] = [];
  let skipped = 0;
  for (let page = 1; page <= 10 && lines.length < count; page += 1) {
    const { list } = await searchStock(request, { page, size: 20, nonZeroStockOnly: true, sortField: 'title', sortType: 'ASCENDING' });
    for (const item of list as Item[]) {
      const sku = item.skus.find((s: Sku) => {
        const stock = stockOnHand(s, online);
        return stock >= minStock && stock <= maxStock;
      });
      if (!sku) continue;
      if (skipped++ < skip) continue;
      const stock = stockOnHand(sku, online);
      const price = unitPrice(
        item,
        sku,
        discounts.filter((d) => d.valid),
      );
      const units = typeof quantity === 'function' ? quantity(stock) : quantity;
      // What Add to cart puts in the cart (the line's limit is the cart's business, not the stored line's).
      const { limit: _limit, ...line } = toCartItem(item, sku, units, price, lineOrderType(stock), units);
      lines.push({ ...line, subTotal: price.price * units });
      if (lines.length === count) break;
    }
  }
  if (lines.length < count)
    throw new Error(`the seeded shop has fewer than ${count} products with stock from ${minStock} to ${maxStock} (after skipping ${skip})`);
  return lines;
}

/** The cart as redux-persist stores it under `cart`: each field a JSON string. */
export const persistedCart = (lines: CartLine[]) =>
  JSON.stringify({
    items: JSON.stringify(lines),
    quantity: JSON.stringify(lines.reduce((sum, line) => sum + line.quantity, 0)),
    total: JSON.stringify(lines.reduce((sum, line) => sum + line.subTotal, 0)),
    _persist: JSON.stringify({ version: -1, rehydrated: true }),
  });

/** Puts these lines in the browser's cart before the first page of this tab loads (and only then, so reloads see the real cart). */
export async function seedCart(page: Page, lines: CartLine[]) {
  await page.addInitScript((cart) => {
    if (sessionStorage.getItem('e2e-cart-seeded')) return;
    sessionStorage.setItem('e2e-cart-seeded', '1');
    localStorage.setItem('cart', cart);
  }, persistedCart(lines));
}

/** Units in the browser's stored cart, as the app saved it. */
export async function storedCartQuantity(page: Page): Promise<number> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('cart');
    return raw ? Number(JSON.parse(JSON.parse(raw).quantity)) : 0;
  });
}

/** On the line's product page, open: its colour and size chosen, sold out or not. */
export async function chooseLine(page: Page, line: CartLine, language: Language = 'en') {
  for (const value of line.sku.attributeValues) {
    // A sold-out choice's name goes on with the words that say so.
    if (value.optionId === COLOR_OPTION_ID)
      await page
        .locator('.swatch-list')
        .getByRole('button', { name: new RegExp(`^${localName(value, language)}(,|$)`) })
        .click();
    else
      await page
        .locator('.chip-list .chip')
        .filter({ hasText: new RegExp(`^${sizeLabel(value.name)}`) })
        .click();
  }
}

/** On the line's product page (in `language`): its colour and size chosen; answers the Add to cart button (not pressed). */
export async function chooseLineOnDetails(page: Page, line: CartLine, language: Language = 'en') {
  await page.goto(localPath(language, `/details?id=${line.product.originalId || line.product.id}`));
  await hydrated(page);
  await chooseLine(page, line, language);
  return page.getByRole('button', { name: language === 'bn' ? /^কার্টে যোগ করুন/ : /^Add to cart/ });
}

/** The header cart's count of units. */
export const cartCount = (page: Page) => page.getByTestId('cart-count');

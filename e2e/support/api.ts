import type { APIRequestContext } from '@playwright/test';
import { SIZE_OPTION_ID } from '../../src/domain/options';
import type { Branch, Item } from '../../src/domain/types';
import type { ListAnswer } from '../../src/api/answers';
import { stockOnHand } from '../../src/domain/stock';
import type { CartLine } from '../../src/features/cart/cartSlice';

export const API_KEY = 'metal-merch-local-key';
const headers = { 'X-API-KEY': API_KEY };

/** Reads the seeded shop through the real API, so tests pick their data instead of hard-coding it. */
export async function searchStock(request: APIRequestContext, body: Record<string, unknown>): Promise<ListAnswer<Item>> {
  const response = await request.post('/api/search/indices/outlet-stock/search', {
    headers,
    data: { page: 1, size: 20, status: 'ACTIVE', ...body },
  });
  if (!response.ok()) throw new Error(`search failed: ${response.status()} ${await response.text()}`);
  return response.json();
}

export async function onlineLocationId(request: APIRequestContext): Promise<string> {
  const script = await (await request.get('/config.js')).text();
  const match = script.match(/"onlineLocationId"\s*:\s*"([^"]+)"/) ?? script.match(/onlineLocationId:\s*['"]([^'"]+)/);
  if (!match) throw new Error(`no onlineLocationId in /config.js: ${script}`);
  return match[1];
}

export async function branches(request: APIRequestContext): Promise<Branch[]> {
  const response = await request.post('/api/branches/search', { headers, data: { page: 1, size: 100 } });
  return (await response.json()).list;
}

/** A half-sleeve T-shirt in stock that comes in every one of `sizes` (the size guide's tests), the `skip`-th found. */
export async function halfSleeveTee(request: APIRequestContext, sizes: string[], skip = 0): Promise<Item> {
  let skipped = 0;
  for (let page = 1; page <= 10; page += 1) {
    const { list } = await searchStock(request, { page, size: 50, nonZeroStockOnly: true });
    for (const item of list) {
      const has = item.skus.flatMap((sku) => sku.attributeValues.filter((v) => v.optionId === SIZE_OPTION_ID).map((v) => v.name));
      if (item.categories.some((c) => c.name === 'Half Sleeve') && sizes.every((size) => has.includes(size)) && skipped++ >= skip) {
        return item;
      }
    }
  }
  throw new Error(`the seeded shop has no half-sleeve T-shirt in ${sizes.join(', ')}`);
}

/** The units of a cart line's SKU on sale at the online warehouse now, as the shop's search answers them. */
export async function stockOf(request: APIRequestContext, line: CartLine): Promise<number> {
  const online = await onlineLocationId(request);
  const { list } = await searchStock(request, { query: line.product.title, size: 20 });
  const sku = list.flatMap((item) => item.skus).find((s) => s.code === line.sku.code);
  if (!sku) throw new Error(`SKU ${line.sku.code} not found`);
  return stockOnHand(sku, online);
}

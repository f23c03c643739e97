import type { APIRequestContext } from '@playwright/test';
import { API_KEY } from './api';

/** The admin token the browser tests' shop is started with (playwright.config.ts): the staff's calls in a journey. */
export const E2E_ADMIN_TOKEN = 'e2e-staff-token-8c41d2f0a7b93e65';

/** Moves an order on as the shop's staff would, through the admin API. */
export async function moveOrder(request: APIRequestContext, invoiceId: string, body: Record<string, string>): Promise<void> {
  const response = await request.patch(`/api/admin/orders/${invoiceId}/status`, {
    headers: { 'X-API-KEY': API_KEY, authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    data: body,
  });
  if (response.status() !== 200) throw new Error(`moving ${invoiceId} to ${body.status}: ${response.status()} ${await response.text()}`);
}

/** A promo code as staff make one (POST /api/admin/vouchers); times are ISO with their zone. */
export async function addVoucher(request: APIRequestContext, voucher: Record<string, unknown>): Promise<void> {
  const response = await request.post('/api/admin/vouchers', {
    headers: { 'X-API-KEY': API_KEY, authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    data: voucher,
  });
  if (response.status() !== 201) throw new Error(`adding ${String(voucher.code)}: ${response.status()} ${await response.text()}`);
}

/** Sets a SKU's units at a location as staff counting the shelf would (PATCH /api/admin/stock). */
export async function setStock(request: APIRequestContext, skuCode: string, locationId: string, units: number): Promise<void> {
  const response = await request.patch('/api/admin/stock', {
    headers: { 'X-API-KEY': API_KEY, authorization: `Bearer ${E2E_ADMIN_TOKEN}`, 'x-staff-name': 'E2E stockroom' },
    data: { skuCode, locationId, units },
  });
  if (response.status() !== 200) throw new Error(`setting ${skuCode} to ${units}: ${response.status()} ${await response.text()}`);
}

/** Sets a drop as staff would (PUT /api/admin/drops); `remove` takes it off again (DELETE). */
export async function setDrop(
  request: APIRequestContext,
  drop: { itemId: string; startsAt: string; perBuyerLimit?: number; holdMinutes?: number; admitPerMinute?: number },
) {
  const headers = { 'X-API-KEY': API_KEY, authorization: `Bearer ${E2E_ADMIN_TOKEN}`, 'x-staff-name': 'E2E drops desk' };
  const response = await request.put('/api/admin/drops', { headers, data: drop });
  if (response.status() !== 200) throw new Error(`setting a drop on ${drop.itemId}: ${response.status()} ${await response.text()}`);
  return { remove: () => request.delete(`/api/admin/drops/${encodeURIComponent(drop.itemId)}`, { headers }) };
}

import type { Sku } from './types';

const bareId = (id: string) => id.replace(/-/g, '');

/** Spec §5: stock on hand counts only the online-warehouse location. */
export function stockOnHand(sku: Pick<Sku, 'stocks'>, onlineLocationId: string): number {
  const target = bareId(onlineLocationId);
  return sku.stocks.filter((s) => bareId(s.locationId) === target).reduce((sum, s) => sum + Math.max(0, s.ok), 0);
}

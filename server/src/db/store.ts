// The shop's store over either database, once its backend has opened the connection, migrated, seeded and read the
// reference data: every call written once over the runner the backend hands in (./sql).
import { accountStore } from './accounts';
import { ItemStore } from './items';
import { lookupWrites } from './lookupWrites';
import { orderStore } from './orders';
import { orderTextStore } from './orderTexts';
import type { ReferenceData } from './reference';
import { referenceReads } from './referenceReads';
import { reportStore } from './reports';
import { savedProductStore } from './savedProducts';
import { restockStore } from './restock';
import { RESTOCK_ALERT_MS } from '@domain/restockAlerts';
import type { SqlRunner, SqlStatements } from './sql';
import type { ShopStore } from './types';
import { voucherStore } from './vouchers';
import { dropStore } from './drops';
import { dropHoldStore } from './dropHolds';
import { dropQueueStore } from './dropQueues';

/** The store, and the first load of its search index (a call made before it ends waits for it). */
export function shopStore(
  runner: SqlRunner,
  reference: ReferenceData,
  paymentWindowMs: number,
  close: () => Promise<void>,
): { store: ShopStore; loaded: Promise<void> } {
  const items = new ItemStore(runner, reference.cache, reference.indexReference());
  const orderContext = {
    ...reference.checkoutContext(paymentWindowMs),
    stockMoved: (sql: SqlStatements, seqs: number[]) => items.logChange(sql, 'stock', seqs),
  };
  const store: ShopStore = {
    ...reference.storeCalls(),
    searchItems: (query) => items.search(query),
    searchItemsJson: (query, view) => items.searchJson(query, view),
    findItem: async (id) => {
      const json = await items.findJson(id);
      return json === null ? null : JSON.parse(json.toString());
    },
    findItemJson: (id) => items.findJson(id),
    findItemsJson: (ids) => items.findManyJson(ids),
    recordItemView: (id, viewers, day) => items.recordView(id, viewers, day),
    itemArt: (code) => items.art(code),
    itemIdByCode: (code) => items.idOfCode(code),
    sitemapVersion: () => items.listingVersion(),
    pageDataVersion: () => items.pageDataVersion(),
    ...referenceReads(runner),
    ...lookupWrites(runner, items),
    ...orderStore(runner, orderContext),
    accounts: accountStore(runner),
    orderTexts: orderTextStore(runner),
    reports: reportStore(runner),
    vouchers: voucherStore(runner, reference),
    savedProducts: savedProductStore(runner),
    restock: restockStore(runner, {
      reference,
      stockMoved: (sql, seqs) => items.logChange(sql, 'stock', seqs),
      alertMs: RESTOCK_ALERT_MS,
    }),
    drops: dropStore(runner, { itemsChanged: (sql, seqs) => items.logChange(sql, 'drop', seqs) }),
    dropHolds: dropHoldStore(runner, orderContext),
    dropQueues: dropQueueStore(runner),
    close,
  };
  return { store, loaded: items.sync() };
}

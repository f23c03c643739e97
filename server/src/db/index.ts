// The data layer: the only module that knows the database. Routes talk to the ShopStore interface (./types); the
// store is embedded SQLite (./sqlite) by default, or PostgreSQL (./postgres) when a database URL is given.
import { openPostgresStore } from './postgres';
import { openSqliteStore } from './sqlite';
import type { OpenStoreOptions, ShopStore } from './types';

export type {
  AccountStore,
  CodeLimit,
  CustomerRecord,
  SessionRecord,
  CategoryQuery,
  ItemArt,
  ItemQuery,
  ItemSort,
  ItemSortField,
  LocationQuery,
  LookupQuery,
  NewsQuery,
  OpenStoreOptions,
  OrderInput,
  OrderIntent,
  OrderLineInput,
  OrderView,
  OpenDrop,
  Page,
  PageWindow,
  PaymentAction,
  PaymentStatus,
  PaymentTransition,
  PlaceOrderResult,
  ShopStore,
  StatusMove,
  StatusTransition,
} from './types';
export { openSqliteStore };

/** Where the shop's data lives: a PostgreSQL server when `databaseUrl` is set, else the SQLite file. */
export interface StoreLocation {
  databaseUrl?: string | null;
  dbFile: string;
}

export async function openStore(where: StoreLocation, options: OpenStoreOptions = {}): Promise<ShopStore> {
  return where.databaseUrl ? openPostgresStore(where.databaseUrl, options) : openSqliteStore(where.dbFile, options);
}

// The schema changes written once for both databases. Each backend applies its own list first (db/sqlite/schema.ts,
// db/postgres/schema.ts: the history each had before this list, kept as it was released, so that no existing database
// applies anything twice), then these, in order, counted in the same record as its own. A new table or column goes
// here, in SQL both take (TEXT, INTEGER, BIGINT for epoch milliseconds). Never edit a released one: add the next.
import { sizeGuideMigration } from './sizeGuideSeed';

export const SHARED_MIGRATIONS: readonly string[] = [
  `
  -- Problem reports (db/reports.ts): a shopper's note, where the page stood, and its redacted action log as Redux
  -- DevTools exports it, with what a test of it needs. The client's address only as a SHA-256 digest of its key, for the hourly bound.
  CREATE TABLE reports (
    reference TEXT PRIMARY KEY,
    created_at BIGINT NOT NULL,
    client_digest TEXT NOT NULL,
    note TEXT NOT NULL,
    page TEXT NOT NULL,
    language TEXT NOT NULL,
    viewport_width INTEGER NOT NULL,
    viewport_height INTEGER NOT NULL,
    build TEXT NOT NULL,
    user_agent TEXT NOT NULL,
    log_payload TEXT NOT NULL,
    log_preloaded_state TEXT,
    -- What a draft saga test of the report needs besides the log (src/domain/problemReport.ts ReplayContext), as JSON.
    replay TEXT
  );
  CREATE INDEX reports_created ON reports (created_at);
  CREATE INDEX reports_client ON reports (client_digest, created_at);
  `,
  `
  -- Promo codes (db/vouchers.ts): the terms staff set, the code in capitals as src/domain/voucher.ts keeps it. Times in
  -- epoch milliseconds, amounts in taka; category_ids and band_ids JSON lists of ids (empty: every line).
  CREATE TABLE vouchers (
    code TEXT PRIMARY KEY,
    kind TEXT NOT NULL,
    value INTEGER NOT NULL,
    min_subtotal INTEGER,
    max_discount INTEGER,
    starts_at BIGINT,
    ends_at BIGINT,
    max_uses INTEGER,
    one_per_number INTEGER NOT NULL,
    category_ids TEXT NOT NULL,
    band_ids TEXT NOT NULL,
    active INTEGER NOT NULL,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
  );
  CREATE INDEX vouchers_created ON vouchers (created_at);
  -- A code's use by an order, with the order's number (local 01… form) for one-per-number; a use given back (the order
  -- cancelled or expired) keeps its row with released_at set, and no longer counts.
  CREATE TABLE voucher_uses (
    code TEXT NOT NULL,
    invoice_id TEXT NOT NULL,
    mobile TEXT NOT NULL,
    used_at BIGINT NOT NULL,
    released_at BIGINT,
    PRIMARY KEY (code, invoice_id)
  );
  CREATE INDEX voucher_uses_number ON voucher_uses (code, mobile);
  -- An order cancelled or expired gives its use back by its invoice id.
  CREATE INDEX voucher_uses_invoice ON voucher_uses (invoice_id);
  `,
  `
  -- The promo code an order was placed with (null: none), as stored in vouchers, and the taka it took off (lines and
  -- delivery together); subtotal stays the lines' sum before it, total the payable after it.
  ALTER TABLE orders ADD COLUMN voucher_code TEXT;
  ALTER TABLE orders ADD COLUMN voucher_discount INTEGER NOT NULL DEFAULT 0;
  `,
  `
  -- Saved products (db/savedProducts.ts, issue 45): a signed-in shopper's list, at most MAX_SAVED_PRODUCTS
  -- (src/domain/savedProducts.ts) an account, each item by its id as items.id holds it; saved_at in epoch milliseconds.
  -- A PUT replaces the account's rows in one transaction; the primary key also serves the per-account read.
  CREATE TABLE saved_products (
    account_id TEXT NOT NULL REFERENCES customers (id),
    item_id TEXT NOT NULL,
    saved_at BIGINT NOT NULL,
    PRIMARY KEY (account_id, item_id)
  );
  `,
  `
  -- Back-in-stock alerts (db/restock.ts): a mobile number (local 01… form) asking for a text when a SKU is on sale
  -- again, in the page's language. state: waiting (for a restock), due (a restock chose it; the sender takes it once,
  -- by claimed_until), sent, or failed (given up). Times in epoch milliseconds; due_at is when its next try may go.
  CREATE TABLE restock_alerts (
    id TEXT PRIMARY KEY,
    mobile TEXT NOT NULL,
    sku_code TEXT NOT NULL,
    item_id TEXT NOT NULL,
    language TEXT NOT NULL,
    asked_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL,
    state TEXT NOT NULL,
    due_at BIGINT,
    claimed_until BIGINT,
    attempts INTEGER NOT NULL DEFAULT 0,
    sent_at BIGINT,
    given_up_at BIGINT,
    last_error TEXT
  );
  -- One open alert per number and SKU; a number's open alerts are counted for its bound.
  CREATE UNIQUE INDEX restock_alerts_open ON restock_alerts (mobile, sku_code) WHERE state IN ('waiting', 'due');
  -- A restock takes a SKU's waiting alerts oldest first; the sender takes due ones by their time.
  CREATE INDEX restock_alerts_sku ON restock_alerts (sku_code, state, asked_at);
  CREATE INDEX restock_alerts_due ON restock_alerts (state, due_at);
  CREATE INDEX restock_alerts_expiry ON restock_alerts (expires_at);
  CREATE INDEX restock_alerts_sent ON restock_alerts (sent_at);
  -- Staff setting a SKU's units at a location (PATCH /api/admin/stock): what was counted and what it changed, who
  -- (X-Staff-Name), from which client address (its key), and when.
  CREATE TABLE stock_changes (
    id TEXT PRIMARY KEY,
    sku_code TEXT NOT NULL,
    location_id TEXT NOT NULL,
    units_before INTEGER NOT NULL,
    units_after INTEGER NOT NULL,
    on_sale_before INTEGER NOT NULL,
    on_sale_after INTEGER NOT NULL,
    held INTEGER NOT NULL,
    alerts_queued INTEGER NOT NULL,
    staff TEXT NOT NULL,
    client_address TEXT NOT NULL,
    changed_at BIGINT NOT NULL
  );
  CREATE INDEX stock_changes_sku ON stock_changes (sku_code, changed_at);
  -- The units a SKU's open orders hold, read when staff count it.
  CREATE INDEX order_lines_sku ON order_lines (sku_code);
  `,
  // Size guides per apparel category, with the seeded categories' measurements (db/sizeGuideSeed.ts).
  sizeGuideMigration(),
  `
  -- Drops (db/drops.ts, issue 46): an item that opens for sale at an hour staff set, one a product, by its id as
  -- items.id holds it. starts_at and updated_at in epoch milliseconds; admit_per_minute null: all at once. staff is who
  -- set it (X-Staff-Name). Listed soonest first.
  CREATE TABLE drops (
    item_id TEXT PRIMARY KEY,
    starts_at BIGINT NOT NULL,
    per_buyer_limit INTEGER NOT NULL,
    hold_minutes INTEGER NOT NULL,
    admit_per_minute INTEGER,
    staff TEXT NOT NULL,
    updated_at BIGINT NOT NULL
  );
  CREATE INDEX drops_starts ON drops (starts_at);
  `,
  `
  -- Holds (db/dropHolds.ts, issue 46): units of a drop item taken off sale for one shopper on Add to cart, until
  -- expires_at (epoch milliseconds). id a random token; item_id as items.id holds it; device_key and address_key as the
  -- checkout keys a device and a client address; mobile a number a code proved (null: none yet). state: held, expired
  -- (the sweep gave the units back), released (the shopper gave them back) or ordered (order_id took them; units then
  -- the units it took).
  CREATE TABLE drop_holds (
    id TEXT PRIMARY KEY,
    item_id TEXT NOT NULL,
    sku_code TEXT NOT NULL,
    units INTEGER NOT NULL,
    device_key TEXT NOT NULL,
    address_key TEXT NOT NULL,
    mobile TEXT,
    state TEXT NOT NULL,
    expires_at BIGINT NOT NULL,
    created_at BIGINT NOT NULL,
    order_id TEXT
  );
  -- One buyer's units of an item, by each key it is known by.
  CREATE INDEX drop_holds_device ON drop_holds (item_id, device_key);
  CREATE INDEX drop_holds_address ON drop_holds (item_id, address_key);
  CREATE INDEX drop_holds_mobile ON drop_holds (item_id, mobile);
  -- The sweep's holds past their time, and a staff count's units held of a SKU.
  CREATE INDEX drop_holds_expiry ON drop_holds (expires_at) WHERE state = 'held';
  CREATE INDEX drop_holds_sku ON drop_holds (sku_code) WHERE state = 'held';
  `,
  `
  -- The drop's queue (db/dropQueues.ts, docs/drop.md#the-queue). shop_keys: secrets every instance shares, made once by
  -- whichever starts first (secret base64url); dropTicket signs the queue's tickets and draws the early arrivals' places.
  CREATE TABLE shop_keys (
    name TEXT PRIMARY KEY,
    secret TEXT NOT NULL
  );
  -- One row per drop item with a queue, never one per shopper: the hour it counts for (starts_at, epoch milliseconds;
  -- another hour starts it again), the tickets given before it (early), and the rank the next later arrival takes
  -- (next_rank; null until the first after the hour).
  CREATE TABLE drop_queues (
    item_id TEXT PRIMARY KEY,
    starts_at BIGINT NOT NULL,
    early INTEGER NOT NULL,
    next_rank INTEGER
  );
  -- The nonce of the queue ticket a hold was taken with (null: the drop had no queue): another device may not use it.
  ALTER TABLE drop_holds ADD COLUMN ticket_nonce TEXT;
  CREATE INDEX drop_holds_ticket ON drop_holds (item_id, ticket_nonce) WHERE ticket_nonce IS NOT NULL;
  `,
];

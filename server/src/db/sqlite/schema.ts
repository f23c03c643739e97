import type Database from 'better-sqlite3';
import { SHARED_MIGRATIONS } from '../migrations';

/**
 * SQLite's own migrations, applied in order before the shared ones (../migrations.ts); PRAGMA user_version records
 * how many of both ran. Released: a new change goes in ../migrations.ts.
 *
 * Items carry precomputed columns for search: the lowest and highest price a shopper pays, the highest
 * discount percent, units at the online warehouse, a folded title and a folded search text (title, bands,
 * brand, keywords). The search itself runs on an in-memory index loaded from these (searchIndex.ts).
 */
const MIGRATIONS: string[] = [
  `
  CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

  CREATE TABLE categories (
    id TEXT PRIMARY KEY,
    parent_id TEXT NOT NULL DEFAULT '',
    name TEXT NOT NULL,
    slug TEXT NOT NULL UNIQUE,
    sort_order INTEGER NOT NULL,
    image_url TEXT
  );

  CREATE TABLE lookups (
    id TEXT PRIMARY KEY,
    type TEXT NOT NULL,
    name TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'ACTIVE',
    origin TEXT
  );
  CREATE INDEX lookups_type_name ON lookups (type, name);

  CREATE TABLE attribute_values (
    no INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    option_id INTEGER NOT NULL,
    option_name TEXT NOT NULL,
    name TEXT NOT NULL,
    display_label TEXT NOT NULL,
    code TEXT NOT NULL,
    sort_order INTEGER NOT NULL,
    color TEXT
  );

  CREATE TABLE branches (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    address TEXT NOT NULL,
    city TEXT NOT NULL,
    lat REAL NOT NULL,
    lon REAL NOT NULL,
    type TEXT NOT NULL,
    image_url TEXT,
    phone TEXT,
    sort_order INTEGER NOT NULL
  );

  CREATE TABLE locations (
    no INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    bare_id TEXT NOT NULL UNIQUE,
    branch_id TEXT REFERENCES branches (id),
    name TEXT NOT NULL,
    address TEXT NOT NULL,
    lat REAL NOT NULL,
    lon REAL NOT NULL,
    type TEXT NOT NULL,
    image_url TEXT,
    phone TEXT,
    sort_order INTEGER NOT NULL
  );

  -- Hot columns only, so scans and counts touch few pages; the rest lives in item_details.
  CREATE TABLE items (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    bare_id TEXT NOT NULL UNIQUE,
    code TEXT NOT NULL UNIQUE,
    title TEXT NOT NULL,
    title_lc TEXT NOT NULL,
    status TEXT NOT NULL,
    featured INTEGER NOT NULL,
    total_popularity INTEGER NOT NULL,
    date_created TEXT NOT NULL,
    default_sku_code TEXT,
    min_price INTEGER NOT NULL,
    min_discounted_price INTEGER NOT NULL,
    max_discounted_price INTEGER NOT NULL,
    max_discount INTEGER NOT NULL,
    online_ok INTEGER NOT NULL
  );

  CREATE TABLE item_details (
    seq INTEGER PRIMARY KEY REFERENCES items (seq),
    description TEXT NOT NULL,
    images TEXT NOT NULL,
    tags TEXT NOT NULL,
    keywords TEXT NOT NULL,
    category_ids TEXT NOT NULL,
    lookup_ids TEXT NOT NULL,
    art TEXT NOT NULL,
    search_text TEXT NOT NULL
  );

  -- Internal integer keys (items.seq, skus.no, locations.no, attribute_values.no) keep the big tables small;
  -- the API only ever shows the UUIDs.
  CREATE TABLE item_categories (
    category_id TEXT NOT NULL,
    item_seq INTEGER NOT NULL,
    PRIMARY KEY (category_id, item_seq)
  ) WITHOUT ROWID;

  CREATE TABLE item_lookups (
    lookup_id TEXT NOT NULL,
    item_seq INTEGER NOT NULL,
    PRIMARY KEY (lookup_id, item_seq)
  ) WITHOUT ROWID;

  CREATE TABLE skus (
    no INTEGER PRIMARY KEY,
    code TEXT NOT NULL UNIQUE,
    item_seq INTEGER NOT NULL,
    position INTEGER NOT NULL,
    sales_price INTEGER NOT NULL,
    discounted_sales_price INTEGER NOT NULL,
    sales_discount INTEGER NOT NULL,
    color_no INTEGER,
    size_no INTEGER,
    -- the item's image numbers that show this SKU, e.g. '1,3'
    image_numbers TEXT NOT NULL
  );

  -- Stock per SKU and location; item_seq repeated so a page's stocks come in one query.
  CREATE TABLE stocks (
    sku_no INTEGER NOT NULL,
    location_no INTEGER NOT NULL,
    item_seq INTEGER NOT NULL,
    ok INTEGER NOT NULL,
    total INTEGER NOT NULL,
    PRIMARY KEY (sku_no, location_no)
  ) WITHOUT ROWID;

  -- Units per item and location (the sum over its SKUs), for the location and in-stock filters.
  CREATE TABLE item_stock (
    location_no INTEGER NOT NULL,
    item_seq INTEGER NOT NULL,
    ok INTEGER NOT NULL,
    PRIMARY KEY (location_no, item_seq)
  ) WITHOUT ROWID;

  CREATE TABLE global_discounts (
    id TEXT PRIMARY KEY,
    title TEXT NOT NULL,
    valid INTEGER NOT NULL,
    type TEXT NOT NULL,
    discount_type TEXT NOT NULL,
    value INTEGER NOT NULL,
    categories TEXT NOT NULL,
    items TEXT NOT NULL,
    sort_order INTEGER NOT NULL
  );

  CREATE TABLE delivery_charges (
    id TEXT PRIMARY KEY,
    charge INTEGER NOT NULL,
    sort_order INTEGER NOT NULL
  );

  CREATE TABLE news (
    id TEXT PRIMARY KEY,
    title TEXT NOT NULL,
    date TEXT NOT NULL,
    content TEXT NOT NULL,
    author TEXT NOT NULL,
    main_image TEXT
  );
  CREATE INDEX news_date ON news (date DESC, title);

  CREATE TABLE orders (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    invoice_id TEXT NOT NULL UNIQUE,
    created_at INTEGER NOT NULL,
    device_id TEXT NOT NULL,
    payload_hash TEXT NOT NULL,
    payment_type TEXT NOT NULL,
    payment_status TEXT NOT NULL,
    payment_method TEXT,
    paid_at INTEGER,
    confirmed_at INTEGER,
    stock_released INTEGER NOT NULL DEFAULT 0,
    full_name TEXT NOT NULL,
    mobile TEXT NOT NULL,
    email TEXT NOT NULL,
    short_address TEXT NOT NULL,
    note TEXT NOT NULL,
    pickup_district TEXT NOT NULL,
    pickup_point TEXT,
    account_requested INTEGER NOT NULL DEFAULT 0,
    subtotal INTEGER NOT NULL,
    vat_percent INTEGER NOT NULL,
    vat INTEGER NOT NULL,
    delivery_charge INTEGER NOT NULL,
    total INTEGER NOT NULL,
    success_url TEXT,
    failure_url TEXT,
    cancel_url TEXT,
    redirect_url TEXT,
    gateway_token TEXT,
    payload TEXT NOT NULL
  );
  CREATE INDEX orders_duplicate ON orders (device_id, payload_hash, created_at);

  CREATE TABLE order_lines (
    invoice_id TEXT NOT NULL REFERENCES orders (invoice_id),
    line_no INTEGER NOT NULL,
    item_id TEXT NOT NULL,
    sku_code TEXT NOT NULL,
    title TEXT NOT NULL,
    variant TEXT NOT NULL,
    order_type TEXT NOT NULL,
    quantity INTEGER NOT NULL,
    price INTEGER NOT NULL,
    unit_price INTEGER NOT NULL,
    offer_id TEXT,
    line_total INTEGER NOT NULL,
    reserved INTEGER NOT NULL,
    PRIMARY KEY (invoice_id, line_no)
  );
  `,
  `
  -- Popularity counts one view per viewer, item and day; earlier days are dropped as days pass.
  CREATE TABLE item_views (
    item_seq INTEGER NOT NULL,
    viewer TEXT NOT NULL,
    day INTEGER NOT NULL,
    PRIMARY KEY (item_seq, viewer, day)
  ) WITHOUT ROWID;
  CREATE INDEX item_views_day ON item_views (day);
  `,
  `
  -- Open orders per mobile number (the checkout's caps), and unpaid online orders by age (their expiry).
  CREATE INDEX orders_open_by_mobile ON orders (mobile, created_at);
  CREATE INDEX orders_pending ON orders (payment_status, payment_type, created_at);
  `,
  `
  -- When each outlet is open, in the shop's words; NULL where none is published.
  ALTER TABLE branches ADD COLUMN opening_hours TEXT;
  ALTER TABLE locations ADD COLUMN opening_hours TEXT;
  `,
  `
  -- Where an order stands after checkout (src/domain/orderStatus.ts), the courier's details once shipped, and each
  -- move the staff made, with its time.
  ALTER TABLE orders ADD COLUMN status TEXT NOT NULL DEFAULT 'PLACED';
  ALTER TABLE orders ADD COLUMN courier TEXT;
  ALTER TABLE orders ADD COLUMN tracking_number TEXT;
  ALTER TABLE orders ADD COLUMN tracking_url TEXT;
  CREATE INDEX orders_by_status ON orders (status, seq);
  CREATE TABLE order_events (
    invoice_id TEXT NOT NULL REFERENCES orders (invoice_id),
    at INTEGER NOT NULL,
    status TEXT NOT NULL,
    note TEXT NOT NULL
  );
  CREATE INDEX order_events_order ON order_events (invoice_id, at);
  `,
  `
  -- Shoppers' accounts keyed by mobile number (passwords and codes as scrypt hashes, tokens as SHA-256 digests), the
  -- wrong tries that lock a number or an address, and which orders are whose.
  CREATE TABLE customers (
    id TEXT PRIMARY KEY,
    mobile TEXT NOT NULL UNIQUE,
    full_name TEXT NOT NULL,
    email TEXT NOT NULL,
    short_address TEXT NOT NULL,
    password_hash TEXT,
    verified_at INTEGER,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE sessions (
    token_digest TEXT PRIMARY KEY,
    customer_id TEXT NOT NULL REFERENCES customers (id),
    by_code INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    last_used_at INTEGER NOT NULL
  );
  CREATE INDEX sessions_customer ON sessions (customer_id);
  CREATE TABLE sign_in_codes (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    mobile TEXT NOT NULL,
    code_hash TEXT NOT NULL,
    sent_at INTEGER NOT NULL,
    used_at INTEGER
  );
  CREATE INDEX sign_in_codes_mobile ON sign_in_codes (mobile, sent_at);
  CREATE INDEX sign_in_codes_sent ON sign_in_codes (sent_at);
  CREATE TABLE sign_in_failures (key TEXT NOT NULL, at INTEGER NOT NULL);
  CREATE INDEX sign_in_failures_key ON sign_in_failures (key, at);
  CREATE INDEX sign_in_failures_at ON sign_in_failures (at);
  ALTER TABLE orders ADD COLUMN customer_id TEXT;
  CREATE INDEX orders_by_customer ON orders (customer_id, seq);
  CREATE INDEX orders_by_mobile ON orders (mobile, seq);
  `,
  `
  -- Who placed an order: the client's address (behind a trusted proxy, the client it names) and whether its mobile
  -- number was proven by a code; the unverified orders of one address hold a bounded number of units at a time.
  ALTER TABLE orders ADD COLUMN client_address TEXT NOT NULL DEFAULT '';
  ALTER TABLE orders ADD COLUMN number_verified INTEGER NOT NULL DEFAULT 0;
  CREATE INDEX orders_unverified_open ON orders (client_address, created_at)
    WHERE number_verified = 0 AND payment_status = 'PENDING' AND status = 'PLACED';
  `,
  // Wrong tries lock the pair (number, client address), and a number slows down for everyone only after wrong tries
  // from several addresses: each wrong try names the address it came from (null: before this column).
  `
  ALTER TABLE sign_in_failures ADD COLUMN address TEXT;
  `,
  // The password a code-proven shopper replaced or cleared (a code sign-in, a new password, a checkout's new account):
  // kept hashed, so that the old password typed again is told why it stopped working, and nothing else is.
  `
  ALTER TABLE customers ADD COLUMN replaced_password_hash TEXT;
  `,
  `
  -- The language of the page an order was placed from (its texts speak it), and the texts owed to the shopper's phone
  -- about the order: one per order and status, sent by the server's sweep (server/src/orderTexts.ts), claimed by one
  -- conditional update (claimed_until), retried from due_at, given up after a bound.
  ALTER TABLE orders ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
  CREATE TABLE order_texts (
    invoice_id TEXT NOT NULL REFERENCES orders (invoice_id),
    status TEXT NOT NULL,
    queued_at INTEGER NOT NULL,
    due_at INTEGER NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    claimed_until INTEGER,
    sent_at INTEGER,
    given_up_at INTEGER,
    last_error TEXT,
    PRIMARY KEY (invoice_id, status)
  );
  CREATE INDEX order_texts_due ON order_texts (due_at) WHERE sent_at IS NULL AND given_up_at IS NULL;
  CREATE INDEX order_texts_sent ON order_texts (sent_at) WHERE sent_at IS NOT NULL;
  `,
  `
  -- Bengali names of the reference data (categories, bands and brands, colours and sizes) and outlets' opening hours
  -- in Bengali, which Bengali pages show; NULL where there is none (the English name stands in).
  ALTER TABLE categories ADD COLUMN name_bn TEXT;
  ALTER TABLE lookups ADD COLUMN name_bn TEXT;
  ALTER TABLE attribute_values ADD COLUMN name_bn TEXT;
  ALTER TABLE branches ADD COLUMN opening_hours_bn TEXT;
  ALTER TABLE locations ADD COLUMN opening_hours_bn TEXT;
  `,
  `
  -- The change log PostgreSQL has had from its first migration: every write that changes what the search index or
  -- the item cache holds takes the next version and logs the items it touched (../items.ts).
  CREATE TABLE change_version (id INTEGER PRIMARY KEY CHECK (id = 1), version INTEGER NOT NULL);
  INSERT INTO change_version VALUES (1, 0);
  CREATE TABLE changes (version INTEGER NOT NULL, kind TEXT NOT NULL, item_seq INTEGER, logged_at INTEGER NOT NULL DEFAULT (unixepoch()));
  CREATE INDEX changes_version ON changes (version);
  `,
];

/** Indexes for assembling items, created after a bulk seed (building them once is faster than updating them per row). */
export const SEED_INDEXES = `
  CREATE INDEX IF NOT EXISTS skus_item ON skus (item_seq, position);
  CREATE INDEX IF NOT EXISTS stocks_item ON stocks (item_seq);
  CREATE INDEX IF NOT EXISTS item_stock_item ON item_stock (item_seq);
`;

/** Applies the migrations (this file's, then the shared ones) this database has not had yet, each in its transaction. */
export function migrate(db: Database.Database, shared = SHARED_MIGRATIONS): void {
  const migrations = [...MIGRATIONS, ...shared];
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > migrations.length) {
    throw new Error(`The database file was written by a newer server (schema ${current}, this server knows ${migrations.length}).`);
  }
  for (let version = current; version < migrations.length; version++) {
    db.transaction(() => {
      db.exec(migrations[version]);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
}

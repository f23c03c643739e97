// The schema changes written once for both databases. Each backend applies its own list first (db/sqlite/schema.ts,
// db/postgres/schema.ts: the history each had before this list, kept as it was released, so that no existing database
// applies anything twice), then these, in order, counted in the same record as its own. A new table or column goes
// here, in SQL both take (TEXT, INTEGER, BIGINT for epoch milliseconds). Never edit a released one: add the next.
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
];

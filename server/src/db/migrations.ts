// The schema changes written once for both databases. Each backend applies its own list first (db/sqlite/schema.ts,
// db/postgres/schema.ts: the history each had before this list, kept as it was released, so that no existing database
// applies anything twice), then these, in order, counted in the same record as its own. A new table or column goes
// here, in SQL both take (TEXT, INTEGER, BIGINT for epoch milliseconds). Never edit a released one: add the next.
export const SHARED_MIGRATIONS: readonly string[] = [];

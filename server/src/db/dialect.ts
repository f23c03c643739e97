// Where the SQL the stores write once differs between SQLite and PostgreSQL: named here, and nowhere else.
// The rest is written the same for both: `?` placeholders, `ON CONFLICT … DO NOTHING / DO UPDATE` upserts, `RETURNING`
// (SQLite 3.35+), `COALESCE(SUM(CASE …))` for a count under a condition, and bounds computed in JS rather than with
// LEAST (SQLite's scalar MIN), whose unknown parameter types PostgreSQL would read as text.

export interface Dialect {
  /** SQL written with `?` placeholders, as the driver takes it. */
  placeholders(sql: string): string;
  /**
   * Appended to a SELECT whose rows the transaction will change: PostgreSQL locks them until it ends; on SQLite the
   * transaction already holds the whole database.
   */
  readonly forUpdate: string;
  /** A condition that `column` is one of `values`, bound as one parameter whatever their number, and that parameter. */
  oneOf(column: string, type: 'text' | 'int', values: readonly (string | number)[]): { sql: string; param: unknown };
  /** Orders the rows of a table without a key as they were inserted. */
  readonly insertionOrder: string;
  /** A JSON array of texts in a text column, without any of `values`: as text, and the parameter it binds. */
  jsonTextsWithout(column: string, values: readonly string[]): { sql: string; param: unknown };
  /** The time `seconds` ago, as the change log's logged_at holds it. */
  secondsAgo(seconds: number): string;
  /** Text compared and sorted with ASCII letters' case folded, and nothing else (SQLite's NOCASE). */
  caseless(expr: string): string;
  /** Appended to a text sorted by its bytes, as SQLite sorts every text by default. */
  readonly bytewise: string;
}

export const SQLITE: Dialect = {
  placeholders: (sql) => sql,
  forUpdate: '',
  oneOf: (column, _type, values) => ({ sql: `${column} IN (SELECT value FROM json_each(?))`, param: JSON.stringify(values) }),
  insertionOrder: 'rowid',
  jsonTextsWithout: (column, values) => ({
    sql: `(SELECT json_group_array(value) FROM json_each(${column}) WHERE value NOT IN (SELECT value FROM json_each(?)))`,
    param: JSON.stringify(values),
  }),
  secondsAgo: (seconds) => `unixepoch() - ${seconds}`,
  caseless: (expr) => `${expr} COLLATE NOCASE`,
  bytewise: '',
};

/** SQL written with `?` placeholders (as SQLite takes it) in PostgreSQL's `$1, $2, …`. */
export const numberedPlaceholders = (sql: string): string => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
};

export const POSTGRES: Dialect = {
  placeholders: numberedPlaceholders,
  forUpdate: ' FOR UPDATE',
  oneOf: (column, type, values) => ({ sql: `${column} = ANY(?::${type}[])`, param: values }),
  insertionOrder: 'ctid',
  jsonTextsWithout: (column, values) => ({
    sql: `(SELECT COALESCE(json_agg(value), '[]')::text FROM json_array_elements_text(${column}::json) AS value WHERE value <> ALL(?::text[]))`,
    param: values,
  }),
  secondsAgo: (seconds) => `now() - interval '${seconds} seconds'`,
  // lower() under the C collation folds ASCII letters alone, as NOCASE does.
  caseless: (expr) => `lower(${expr} COLLATE "C")`,
  bytewise: ' COLLATE "C"',
};

// Start-up checks on an existing database file, run before the server opens it for writing: it must be this
// shop's database and pass PRAGMA quick_check. A refused file is never written to.
import { existsSync, rmSync, statSync } from 'node:fs';
import Database from 'better-sqlite3';

/** How many of quick_check's problems a refusal names. */
const PROBLEMS_SHOWN = 5;

/**
 * Throws an Error naming the file, what is wrong and the way out, unless the file is missing (a new shop will
 * be created), a new empty SQLite database, or this shop's database with no damage that quick_check finds.
 */
export function checkDatabaseFile(file: string): void {
  if (file === ':memory:' || !existsSync(file)) return;
  if (statSync(file).size === 0) {
    throw new Error(
      `The database file ${file} is empty, so it is not this shop's database. Nothing was changed. ` +
        'Delete it to create and seed a new shop, or restore it from a backup.',
    );
  }
  // Read-only, so not even a WAL checkpoint on close can change the file. On a WAL-mode file SQLite still creates
  // the -wal and -shm files; a refusal removes those it created.
  const created = ['-wal', '-shm'].map((suffix) => file + suffix).filter((side) => !existsSync(side));
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    checkIsShopDatabase(db, file);
    checkPages(db, file);
  } catch (error) {
    db.close();
    for (const side of created) rmSync(side, { force: true });
    throw explain(error, file);
  }
  db.close();
}

function explain(error: unknown, file: string): unknown {
  // better-sqlite3's SqliteError carries SQLite's code. Not tested with instanceof: under jest the native addon keeps
  // throwing the error class of the test file that loaded it first, which the next file's classes do not match.
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'SQLITE_NOTADB') {
    return new Error(
      `The database file ${file} is not a SQLite database, so it is not this shop's database. Nothing was changed. ` +
        'Set DB_FILE to the shop database, restore it from a backup, or move this file away to create and seed a new shop.',
    );
  }
  // Damage can also show while reading the schema, before quick_check runs.
  if (code === 'SQLITE_CORRUPT') return damaged(file, [(error as Error).message]);
  return error;
}

/**
 * Migration 1 creates the meta table and sets user_version to 1 in one transaction, and every version of the
 * server has done so, so a shop database has both. A database with neither and no tables at all is new.
 */
function checkIsShopDatabase(db: Database.Database, file: string): void {
  const version = db.pragma('user_version', { simple: true }) as number;
  const names = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[];
  if (version === 0 && names.length === 0) return;
  if (version > 0 && names.includes('meta')) return;
  const shown = names.length > 5 ? `${names.slice(0, 5).join(', ')}, …` : names.join(', ') || 'none';
  throw new Error(
    `The database file ${file} holds another database (tables: ${shown}; schema version ${version}), not this shop's. ` +
      "Nothing was changed. Set DB_FILE to the shop's database, or to a new file to create and seed a new shop.",
  );
}

function checkPages(db: Database.Database, file: string): void {
  const rows = db.pragma(`quick_check(${PROBLEMS_SHOWN})`) as { quick_check: string }[];
  if (rows.length === 1 && rows[0].quick_check === 'ok') return;
  // A row may hold several problems, one a line, under a '*** in database main ***' heading.
  const problems = rows.flatMap((row) => row.quick_check.split('\n')).filter((line) => !line.startsWith('*** '));
  throw damaged(file, problems.slice(0, PROBLEMS_SHOWN));
}

function damaged(file: string, problems: string[]): Error {
  return new Error(
    `The database file ${file} is damaged; SQLite reports: ${problems.join('; ')}. ` +
      'Nothing was changed, and the server will not use it. Restore it from a backup, or save what can be read with ' +
      `sqlite3 "${file}" ".recover" | sqlite3 recovered.db and set DB_FILE to recovered.db.`,
  );
}

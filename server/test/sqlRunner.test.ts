// The runner the stores' one SQL implementation goes through: SQLite's queue, PostgreSQL's named locks, and the
// dialect's differences, each run against the database it is written for.
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { numberedPlaceholders } from '../src/db/dialect';
import { createPool } from '../src/db/postgres/db';
import { postgresRunner } from '../src/db/postgres/sqlRunner';
import { sqliteRunner } from '../src/db/sqlite/sqlRunner';
import type { SqlRunner } from '../src/db/sql';
import { freshPostgresDatabase, onPostgres } from './helpers';

const turn = () => new Promise((resolve) => setTimeout(resolve, 5));

const TABLES = `CREATE TABLE notes (n INTEGER NOT NULL, word TEXT NOT NULL);
  CREATE TABLE stock (no INTEGER PRIMARY KEY, ok INTEGER NOT NULL);
  CREATE TABLE docs (ids TEXT NOT NULL)`;

function sqliteMemory() {
  const db = new Database(':memory:');
  db.exec(TABLES);
  return { db, runner: sqliteRunner(db) };
}

describe('the SQLite runner', () => {
  test('two transactions that await between statements never see each other half done', async () => {
    const { runner } = sqliteMemory();
    const seen: number[] = [];
    const writer = (word: string) =>
      runner.transaction([], async (sql) => {
        seen.push(Number((await sql.one<{ n: number }>('SELECT COUNT(*) AS n FROM notes'))!.n));
        await sql.run('INSERT INTO notes (n, word) VALUES (1, ?)', [word]);
        await turn();
        await sql.run('INSERT INTO notes (n, word) VALUES (2, ?)', [word]);
      });
    await Promise.all([writer('a'), writer('b'), writer('c')]);
    // Each saw the others' two rows or none of them, never one.
    expect(seen).toEqual([0, 2, 4]);
  });

  test('a statement outside a transaction waits for it, and sees all of it', async () => {
    const { runner } = sqliteMemory();
    const open = runner.transaction([], async (sql) => {
      await sql.run("INSERT INTO notes (n, word) VALUES (1, 'a')");
      await turn();
      await sql.run("INSERT INTO notes (n, word) VALUES (2, 'a')");
    });
    const counted = runner.one<{ n: number }>('SELECT COUNT(*) AS n FROM notes');
    const read = runner.whenIdle(() => 'after');
    await open;
    expect((await counted)!.n).toBe(2);
    expect(await read).toBe('after');
  });

  test('a failed piece of work rolls back, and the next one runs', async () => {
    const { db, runner } = sqliteMemory();
    const failed = runner.transaction([], async (sql) => {
      await sql.run("INSERT INTO notes (n, word) VALUES (1, 'lost')");
      await turn();
      throw new Error('no');
    });
    const next = runner.transaction([], async (sql) => {
      await sql.run("INSERT INTO notes (n, word) VALUES (2, 'kept')");
      return sql.all<{ word: string }>('SELECT word FROM notes');
    });
    await expect(failed).rejects.toThrow('no');
    expect(await next).toEqual([{ word: 'kept' }]);
    expect(db.inTransaction).toBe(false);
    expect(await runner.all('SELECT word FROM notes')).toEqual([{ word: 'kept' }]);
  });

  test('with no transaction open, synchronous work runs at once', () => {
    const { runner } = sqliteMemory();
    expect(runner.whenIdle(() => 'now')).toBe('now');
  });
});

test('? placeholders are numbered in order, whatever stands between them', () => {
  fc.assert(
    fc.property(fc.array(fc.stringMatching(/^[^?$]*$/), { minLength: 1, maxLength: 8 }), (parts) => {
      const numbered = numberedPlaceholders(parts.join('?'));
      expect(numbered).toBe(parts.map((part, n) => (n ? `$${n}${part}` : part)).join(''));
    }),
  );
});

/** Each backend this run can reach, with its runner on an empty database holding TABLES. */
const backends: [string, () => Promise<{ runner: SqlRunner; end(): Promise<void> }>][] = [
  ['SQLite', async () => ({ runner: sqliteMemory().runner, end: async () => undefined })],
];
if (onPostgres)
  backends.push([
    'PostgreSQL',
    async () => {
      const database = await freshPostgresDatabase();
      const pool = createPool(database.url, 8);
      await pool.query(TABLES);
      return {
        runner: postgresRunner(pool),
        end: async () => {
          await pool.end();
          await database.drop();
        },
      };
    },
  ]);

describe.each(backends)('the dialect on %s', (_name, open) => {
  let runner: SqlRunner;
  let end: () => Promise<void>;
  beforeAll(async () => {
    ({ runner, end } = await open());
    await runner.run("INSERT INTO notes (n, word) VALUES (1, 'one'), (2, 'two'), (3, 'three'), (4, 'it''s')");
    await runner.run('INSERT INTO stock (no, ok) VALUES (1, 5), (2, 0), (3, 7)');
    await runner.run(`INSERT INTO docs (ids) VALUES ('["a","b","it''s","c"]'), ('[]')`);
  });
  afterAll(() => end());

  test('oneOf finds the rows of a list bound as one parameter, of any length', async () => {
    const ns = [1, 2, 3, 4, 5];
    const words = ['one', 'two', 'three', "it's", 'none'];
    await fc.assert(
      fc.asyncProperty(fc.subarray(ns), fc.subarray(words), async (someNs, someWords) => {
        const byN = runner.dialect.oneOf('n', 'int', someNs);
        const byWord = runner.dialect.oneOf('word', 'text', someWords);
        const rows = await runner.all<{ n: number }>(`SELECT n FROM notes WHERE ${byN.sql} AND ${byWord.sql} ORDER BY n`, [
          byN.param,
          byWord.param,
        ]);
        const expected = [1, 2, 3, 4].filter((n) => someNs.includes(n) && someWords.includes(['one', 'two', 'three', "it's"][n - 1]));
        expect(rows.map((row) => Number(row.n))).toEqual(expected);
      }),
      { numRuns: 40 },
    );
  });

  test('arrays answers each row as its columns in order', async () => {
    const rows = await runner.arrays<[number, string]>('SELECT n, word FROM notes WHERE n <= ? ORDER BY n', [2]);
    expect(rows.map(([n, word]) => [Number(n), word])).toEqual([
      [1, 'one'],
      [2, 'two'],
    ]);
  });

  test('jsonTextsWithout leaves a JSON array of texts without the ones named, in order', async () => {
    const without = runner.dialect.jsonTextsWithout('ids', ['b', "it's", 'x']);
    const rows = await runner.all<{ kept: string }>(`SELECT ${without.sql} AS kept FROM docs ORDER BY length(ids) DESC`, [without.param]);
    expect(rows.map((row) => JSON.parse(row.kept))).toEqual([['a', 'c'], []]);
  });

  test('secondsAgo is earlier the more seconds it goes back', async () => {
    const { secondsAgo } = runner.dialect;
    const row = await runner.one<{ earlier: number }>(
      `SELECT CASE WHEN ${secondsAgo(3600)} < ${secondsAgo(0)} AND ${secondsAgo(0)} <= ${secondsAgo(0)} THEN 1 ELSE 0 END AS earlier`,
    );
    expect(Number(row!.earlier)).toBe(1);
  });

  test('caseless folds the case of ASCII letters alone; bytewise sorts texts by their bytes', async () => {
    const { caseless, bytewise } = runner.dialect;
    expect(await runner.all(`SELECT word FROM notes WHERE ${caseless('word')} = ${caseless('?')}`, ['ONE'])).toEqual([{ word: 'one' }]);
    const accented = await runner.one<{ same: number }>(
      `SELECT CASE WHEN ${caseless("'É'")} = ${caseless("'é'")} THEN 1 ELSE 0 END AS same`,
    );
    expect(Number(accented!.same)).toBe(0);
    const sorted = await runner.all<{ w: string }>(
      `SELECT w FROM (SELECT 'b' AS w UNION ALL SELECT 'B' UNION ALL SELECT 'a' UNION ALL SELECT 'é') AS t ORDER BY w${bytewise}`,
    );
    expect(sorted.map((row) => row.w)).toEqual(['B', 'a', 'b', 'é']);
  });

  test('a conditional update under a row lock never takes stock below zero, however many race', async () => {
    const take = (no: number) =>
      runner.transaction([], async (sql) => {
        await sql.one(`SELECT ok FROM stock WHERE no = ?${runner.dialect.forUpdate}`, [no]);
        return sql.run('UPDATE stock SET ok = ok - ? WHERE no = ? AND ok >= ?', [2, no, 2]);
      });
    const taken = await Promise.all(Array.from({ length: 6 }, () => take(3)));
    expect(taken.filter((changed) => changed === 1)).toHaveLength(3);
    expect(Number((await runner.one<{ ok: number }>('SELECT ok FROM stock WHERE no = 3'))!.ok)).toBe(1);
  });

  test('work under the same lock name runs one at a time; names taken in any order never wait in a circle', async () => {
    let inside = 0;
    let most = 0;
    const work = (locks: string[]) =>
      runner.transaction(locks, async (sql) => {
        most = Math.max(most, ++inside);
        await sql.one('SELECT 1 AS one');
        await turn();
        inside -= 1;
      });
    const started = Date.now();
    await Promise.all([work(['device:a', 'mobile:b']), work(['mobile:b', 'device:a']), work(['device:a'])]);
    expect(most).toBe(1);
    // PostgreSQL looks for a deadlock only after deadlock_timeout (1 s), then retries its victim: none happened.
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

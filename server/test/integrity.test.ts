import { createHash } from 'node:crypto';
import {
  closeSync,
  copyFileSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import type { Item } from '@domain/types';
import { openSqliteStore } from '../src/db';
import { ONLINE_LOCATION_ID } from '../src/db/seed';
import { describeSqliteOnly, fullPriceInStock, onlineOk, order, post, search, startTestServer, TEST_ITEMS } from './helpers';

// The SQLite file itself: refusing other files, damage and crash copies. PostgreSQL keeps its own files.
describeSqliteOnly('SQLite file', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'metal-merch-integrity-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const hash = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
  const open = (file: string) => openSqliteStore(file, { seedItems: TEST_ITEMS });
  const sideFiles = (file: string) => ['-wal', '-shm', '-journal'].filter((suffix) => existsSync(file + suffix));

  /** Places a cash-on-delivery order for one unit of an undiscounted item the online warehouse has; answers its invoice id. */
  async function placeOrder(app: FastifyInstance, deviceId: string): Promise<string> {
    const item = (await fullPriceInStock(app)).find((i: Item) => i.skus.some((s) => onlineOk(i, s.code, ONLINE_LOCATION_ID) > 0))!;
    const sku = item.skus.find((s) => onlineOk(item, s.code, ONLINE_LOCATION_ID) > 0)!;
    const line = {
      itemId: item.id,
      skuCode: sku.code,
      price: sku.salesPrice,
      discountedPrice: sku.salesPrice,
      offerId: null,
      offerName: null,
      quantity: 1,
    };
    const placed = await post(app, '/api/checkouts', order([line]), { 'x-device-id': deviceId });
    expect(placed.status).toBe(201);
    return placed.body.id;
  }

  /**
   * Overwrites 16 bytes at the start of a b-tree page's cell content area (its first cell) with 0xff; answers the
   * page type, where that area starts, and the page size.
   */
  function overwriteFirstCell(file: string, pageNo: number): { type: number; cellsStart: number; pageSize: number } {
    const fd = openSync(file, 'r+');
    try {
      const header = Buffer.alloc(100);
      readSync(fd, header, 0, 100, 0);
      const pageSize = header.readUInt16BE(16);
      const pageStart = (pageNo - 1) * pageSize;
      // Page 1's b-tree header follows the 100-byte file header; offsets within a page count from the page start.
      readSync(fd, header, 0, 8, pageStart + (pageNo === 1 ? 100 : 0));
      const cellsStart = header.readUInt16BE(5);
      writeSync(fd, Buffer.alloc(16, 0xff), 0, 16, pageStart + cellsStart);
      return { type: header[0], cellsStart, pageSize };
    } finally {
      closeSync(fd);
    }
  }

  test('an empty file is refused and left empty, not seeded as a new shop', () => {
    const file = path.join(dir, 'shop.db');
    writeFileSync(file, '');
    expect(() => open(file)).toThrow(
      `The database file ${file} is empty, so it is not this shop's database. Nothing was changed. Delete it to create and seed a new shop, or restore it from a backup.`,
    );
    expect(statSync(file).size).toBe(0);
    expect(sideFiles(file)).toEqual([]);
  });

  test.each([
    [
      'another application’s database',
      'DELETE',
      "CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT); INSERT INTO notes (body) VALUES ('keep me')",
      /holds another database \(tables: notes; schema version 0\), not this shop's\. Nothing was changed\./,
    ],
    [
      'a WAL database with its own meta table',
      'WAL',
      "CREATE TABLE meta (k, v); INSERT INTO meta VALUES ('owner', 'someone else')",
      /holds another database \(tables: meta; schema version 0\)/,
    ],
    [
      'a database with a schema version but no shop schema',
      'DELETE',
      'CREATE TABLE notes (body TEXT); PRAGMA user_version = 1',
      /holds another database \(tables: notes; schema version 1\)/,
    ],
  ])('%s is refused and left byte for byte as it was', (_, journalMode, sql, message) => {
    const file = path.join(dir, 'other.db');
    const other = new Database(file);
    other.pragma(`journal_mode = ${journalMode}`);
    other.exec(sql);
    other.close();
    const before = hash(file);
    expect(() => open(file)).toThrow(message);
    expect(hash(file)).toBe(before);
    expect(sideFiles(file)).toEqual([]);
  });

  test('a file that is not a SQLite database is refused with a clear message and left as it was', () => {
    const file = path.join(dir, 'notes.txt');
    writeFileSync(file, 'Shopping list: black T-shirt, size L.\n'.repeat(200));
    const before = hash(file);
    expect(() => open(file)).toThrow(
      `The database file ${file} is not a SQLite database, so it is not this shop's database. Nothing was changed.`,
    );
    expect(hash(file)).toBe(before);
    expect(sideFiles(file)).toEqual([]);
  });

  test('a damaged page in the orders table is found by quick_check at start, and the file is left as it was', async () => {
    const server = await startTestServer();
    try {
      await placeOrder(server.app, 'integrity-1');
      await placeOrder(server.app, 'integrity-2');
      await server.app.close();
      // The last connection's close checkpointed the WAL into the file, so the orders are in the main file.
      expect(sideFiles(server.dbFile)).toEqual([]);

      // Read-write, so that its close removes the -wal and -shm files that any open of a WAL file creates.
      const db = new Database(server.dbFile);
      const rootPage = db.prepare("SELECT rootpage FROM sqlite_master WHERE name = 'orders'").pluck().get() as number;
      db.close();
      expect(sideFiles(server.dbFile)).toEqual([]);
      // Two orders fill the second half of the page; their first cell starts mid-page.
      const { type, cellsStart, pageSize } = overwriteFirstCell(server.dbFile, rootPage);
      expect(type).toBe(13); // a table leaf page: the orders are on it
      expect(cellsStart).toBeGreaterThan(pageSize / 4);
      const before = hash(server.dbFile);

      await expect(server.restart()).rejects.toThrow(
        new RegExp(
          `^The database file \\S+ is damaged; SQLite reports: Tree ${rootPage} page ${rootPage} .+ Nothing was changed.+Restore it from a backup, or save what can be read with sqlite3 .+ "\\.recover"`,
        ),
      );
      expect(hash(server.dbFile)).toBe(before);
      expect(sideFiles(server.dbFile)).toEqual([]);
    } finally {
      rmSync(server.dir, { recursive: true, force: true });
    }
  });

  test('damage to the schema page, found before quick_check can run, is reported the same way', async () => {
    const file = path.join(dir, 'shop.db');
    await open(file).close();
    overwriteFirstCell(file, 1); // sqlite_master's root
    const before = hash(file);
    expect(() => open(file)).toThrow(
      `The database file ${file} is damaged; SQLite reports: database disk image is malformed. Nothing was changed`,
    );
    expect(hash(file)).toBe(before);
    expect(sideFiles(file)).toEqual([]);
  });

  test('a shop database reopens with its data, also from a crash copy whose WAL was never checkpointed', async () => {
    const server = await startTestServer();
    try {
      const invoiceId = await placeOrder(server.app, 'integrity-3');
      const crashed = path.join(server.dir, 'crashed.db');
      copyFileSync(server.dbFile, crashed);
      copyFileSync(`${server.dbFile}-wal`, `${crashed}-wal`);
      expect(statSync(`${crashed}-wal`).size).toBeGreaterThan(0);

      const app = await server.restart({ seedItems: 500 });
      expect((await search(app, {})).body.total).toBe(TEST_ITEMS);
      expect(await app.store.findOrder(invoiceId)).toMatchObject({ paymentType: 'CASH_ON_DELIVERY' });

      const store = open(crashed);
      expect(await store.findOrder(invoiceId)).toMatchObject({ paymentType: 'CASH_ON_DELIVERY' });
      await store.close();
    } finally {
      await server.close();
    }
  });

  test('a new, empty SQLite file is taken as a new shop and seeded', async () => {
    const file = path.join(dir, 'new.db');
    const blank = new Database(file);
    blank.pragma('journal_mode = WAL');
    blank.close();
    expect(statSync(file).size).toBeGreaterThan(0);
    let seeded = 0;
    const store = openSqliteStore(file, { seedItems: TEST_ITEMS, onSeeded: (items) => (seeded = items) });
    await store.close();
    expect(seeded).toBe(TEST_ITEMS);
  });
});

// Items on PostgreSQL: the same in-memory search index and JSON cache as on SQLite, kept current across instances by
// the change log (schema.ts). Before it answers, an instance reads the log past the version it has seen and refreshes
// the items named there, so no instance serves a stock figure or a popularity older than a committed write.
import type { Pool } from 'pg';
import type { SqlStatements } from '../sql';
import { bareId } from '../../ids';
import { assembleItems, ItemJsonCache, type ItemRow, type ReferenceCache, type SkuRaw, type StockRaw } from '../itemDocuments';
import { SearchIndex, type IndexData, type IndexReference, type IndexRow } from '../searchIndex';
import type { ItemArt, ItemQuery, Page } from '../types';
import type { Item } from '@domain/types';
import { REFERENCE_QUERIES, toLookup, type LookupRow } from '../reference';

export type ChangeKind = 'stock' | 'popularity' | 'reference';

/** How long the log keeps a change: an instance idle for longer finds a gap and reloads everything. */
const LOG_KEPT = '1 hour';
/** How often an instance trims the log (each one does; the deletes are idempotent). */
const TRIM_EVERY_MS = 10 * 60 * 1000;

/** Logs a change of these items (none for a reference change) under the next version, inside the writer's transaction. */
export async function logChange(sql: SqlStatements, kind: ChangeKind, itemSeqs: number[] = []): Promise<void> {
  const row = await sql.one<{ version: number }>('UPDATE change_version SET version = version + 1 WHERE id = 1 RETURNING version');
  const seqs = itemSeqs.length ? [...new Set(itemSeqs)] : [null];
  await sql.run('INSERT INTO changes (version, kind, item_seq) SELECT ?, ?, unnest(?::int[])', [row!.version, kind, seqs]);
}

async function loadIndexData(pool: Pool): Promise<IndexData> {
  const [items, skuOptions, itemStock] = await Promise.all([
    pool.query<IndexRow>(`SELECT i.seq, i.bare_id, i.code, i.title, i.title_lc, i.status, i.featured, i.total_popularity, i.date_created, i.min_discounted_price,
      i.max_discount, d.category_ids, d.lookup_ids, d.search_text FROM items i JOIN item_details d ON d.seq = i.seq ORDER BY i.seq`),
    pool.query({ text: 'SELECT item_seq, color_no, size_no FROM skus ORDER BY item_seq, position', rowMode: 'array' }),
    pool.query({ text: 'SELECT location_no, item_seq, ok FROM item_stock', rowMode: 'array' }),
  ]);
  return { items: items.rows, skuOptions: skuOptions.rows as IndexData['skuOptions'], itemStock: itemStock.rows as IndexData['itemStock'] };
}

export class PostgresItems {
  private index!: SearchIndex;
  private readonly json = new ItemJsonCache();
  /** The last change version this instance has applied. */
  private version = 0;
  /** The change version of the last full reload (see listingVersion). */
  private reloadedAt = 0;
  /** The change version of the last change of stock or reference data applied (see pageDataVersion). */
  private pageDataChangedAt = 0;
  private syncing: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  private trimmedAt = Date.now();

  private constructor(
    private readonly pool: Pool,
    private readonly ref: ReferenceCache,
    private readonly indexReference: IndexReference,
  ) {}

  static async open(pool: Pool, ref: ReferenceCache, indexReference: IndexReference): Promise<PostgresItems> {
    const items = new PostgresItems(pool, ref, indexReference);
    await items.rebuild();
    return items;
  }

  /** Reloads everything the instance holds (at start, after a reference change, or when the log was pruned past it). */
  private async rebuild(): Promise<void> {
    const { rows } = await this.pool.query<{ version: number }>('SELECT version FROM change_version');
    const [data, lookups] = await Promise.all([loadIndexData(this.pool), this.pool.query<LookupRow>(REFERENCE_QUERIES.lookups)]);
    this.ref.lookups.clear();
    for (const row of lookups.rows) this.ref.lookups.set(row.id, toLookup(row));
    this.index = new SearchIndex(data, this.indexReference);
    this.json.clear();
    this.version = rows[0].version;
    this.reloadedAt = this.version;
    this.pageDataChangedAt = this.version;
  }

  /**
   * Moves whenever the items on sale or the news may have changed (the sitemap keys on it). Changes applied in place,
   * stock and popularity, never alter them, and today only the seed writes them: a future writer of an item's status
   * or of the news logs a 'reference' change, which makes every instance reload, and so moves this.
   */
  async listingVersion(): Promise<number> {
    await this.sync();
    return this.reloadedAt;
  }

  /**
   * Moves whenever what a page shows of the items may have changed: their stock, or the reference data in every item.
   * A view (popularity) moves it not, or a drop's thousands of first views would each make every page render again.
   */
  async pageDataVersion(): Promise<number> {
    await this.sync();
    return this.pageDataChangedAt;
  }

  /**
   * Applies every change committed before this call. A call made while a catch-up runs waits for the next one: the
   * running one may have read the log before this caller's request was sent.
   */
  sync(): Promise<void> {
    if (!this.syncing) {
      this.syncing = this.catchUp().finally(() => {
        this.syncing = null;
      });
      return this.syncing;
    }
    this.queued ??= this.syncing.then(() => {
      this.queued = null;
      return this.sync();
    });
    return this.queued;
  }

  private async catchUp(): Promise<void> {
    if (Date.now() - this.trimmedAt > TRIM_EVERY_MS) {
      this.trimmedAt = Date.now();
      // Off the request's path: nothing waits for it, and a failed trim is tried again next time.
      this.pool.query(`DELETE FROM changes WHERE logged_at < now() - interval '${LOG_KEPT}'`).catch(() => undefined);
    }
    const { rows } = await this.pool.query<{ latest: number; version: number | null; kind: string | null; item_seq: number | null }>(
      `SELECT v.version AS latest, c.version, c.kind, c.item_seq FROM change_version v LEFT JOIN changes c ON c.version > $1 ORDER BY c.version`,
      [this.version],
    );
    const latest = rows[0]?.latest ?? this.version;
    if (latest <= this.version) return;
    const logged = rows.filter((r) => r.version !== null);
    // A pruned log, or a change of bands and brands (names and filters in every item): start over.
    if (!logged.length || logged[0].version! > this.version + 1 || logged.some((r) => r.kind === 'reference')) return this.rebuild();
    const stock = [...new Set(logged.filter((r) => r.kind === 'stock').map((r) => r.item_seq!))];
    const popular = [...new Set(logged.filter((r) => r.kind === 'popularity').map((r) => r.item_seq!))];
    const [stocks, popularity] = await Promise.all([
      stock.length
        ? this.pool.query({
            text: 'SELECT item_seq, location_no, ok FROM item_stock WHERE item_seq = ANY($1::int[])',
            values: [stock],
            rowMode: 'array',
          })
        : null,
      popular.length
        ? this.pool.query<{ seq: number; total_popularity: number }>('SELECT seq, total_popularity FROM items WHERE seq = ANY($1::int[])', [
            popular,
          ])
        : null,
    ]);
    const bySeq = new Map<number, [number, number][]>();
    for (const [seq, location, ok] of (stocks?.rows ?? []) as [number, number, number][])
      bySeq.set(seq, [...(bySeq.get(seq) ?? []), [location, ok]]);
    for (const seq of stock) this.index.setItemStock(seq, bySeq.get(seq) ?? []);
    for (const row of popularity?.rows ?? []) this.index.setPopularity(row.seq, row.total_popularity);
    for (const seq of [...stock, ...popular]) this.json.drop(seq);
    if (stock.length) this.pageDataChangedAt = latest;
    this.version = latest;
  }

  async searchJson(query: ItemQuery): Promise<{ items: Buffer[]; total: number }> {
    await this.sync();
    const { seqs, total } = this.index.search(query);
    return { items: await this.jsonOf(seqs), total };
  }

  async search(query: ItemQuery): Promise<Page<Item>> {
    const { items, total } = await this.searchJson(query);
    return { list: items.map((json) => JSON.parse(json.toString()) as Item), total };
  }

  async findJson(id: string): Promise<Buffer | null> {
    const { rows } = await this.pool.query<{ seq: number }>('SELECT seq FROM items WHERE bare_id = $1', [bareId(id)]);
    if (!rows.length) return null;
    await this.sync();
    return (await this.jsonOf([rows[0].seq]))[0];
  }

  async art(code: string): Promise<ItemArt | null> {
    const { rows } = await this.pool.query<{ code: string; art: string }>(
      'SELECT i.code, d.art FROM items i JOIN item_details d ON d.seq = i.seq WHERE i.code = $1',
      [code],
    );
    return rows.length ? { code: rows[0].code, ...(JSON.parse(rows[0].art) as Omit<ItemArt, 'code'>) } : null;
  }

  /** The JSON of each item; assembled rows are cached only if no change was applied while they were read. */
  private async jsonOf(seqs: number[]): Promise<Buffer[]> {
    const missing = this.json.missing(seqs);
    if (missing.length) {
      const readAt = this.version;
      const [items, skus, stocks] = await Promise.all([
        this.pool.query<ItemRow>(
          `SELECT i.seq, i.id, i.code, i.title, i.status, i.featured, i.total_popularity, i.date_created, i.default_sku_code,
            i.min_price, i.min_discounted_price, i.max_discounted_price, i.max_discount,
            d.description, d.images, d.tags, d.keywords, d.category_ids, d.lookup_ids
            FROM items i JOIN item_details d ON d.seq = i.seq WHERE i.seq = ANY($1::int[])`,
          [missing],
        ),
        this.pool.query({
          text: `SELECT no, code, item_seq, sales_price, discounted_sales_price, sales_discount, color_no, size_no, image_numbers
            FROM skus WHERE item_seq = ANY($1::int[]) ORDER BY item_seq, position`,
          values: [missing],
          rowMode: 'array',
        }),
        this.pool.query({
          text: 'SELECT sku_no, location_no, ok, total FROM stocks WHERE item_seq = ANY($1::int[])',
          values: [missing],
          rowMode: 'array',
        }),
      ]);
      const assembled = assembleItems({ items: items.rows, skus: skus.rows as SkuRaw[], stocks: stocks.rows as StockRaw[] }, this.ref);
      // A catch-up ran meanwhile: these rows may predate it, and it may have dropped other entries of this page.
      if (this.version !== readAt) return this.jsonOf(seqs);
      this.json.put(assembled);
    }
    return this.json.take(seqs);
  }
}

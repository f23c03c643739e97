// Items over either database: the in-memory search index and JSON cache, kept current by the change log. Every write
// that changes what they hold (stock, popularity, drops, bands and brands) logs the items it touched under the next version,
// inside its own transaction; before it answers, the store reads the log past the version it has seen and refreshes the
// items named there, so no instance serves a stock figure or a popularity older than a committed write.
import type { Item } from '@domain/types';
import type { ItemView } from '@domain/listing';
import { bareId } from '../ids';
import { assembleItems, ItemJsonCache, type DropRaw, type ItemRow, type ReferenceCache, type SkuRaw, type StockRaw } from './itemDocuments';
import { REFERENCE_QUERIES, toLookup, type LookupRow } from './reference';
import { SearchIndex, type IndexData, type IndexReference, type IndexRow } from './searchIndex';
import type { SqlRunner, SqlStatements } from './sql';
import type { ItemArt, ItemQuery, Page } from './types';

/** stock: units moved; popularity: a view counted; drop: staff set or took away an item's drop; reference: all reload. */
export type ChangeKind = 'stock' | 'popularity' | 'drop' | 'reference';

/** How long the log keeps a change: an instance idle for longer finds a gap and reloads everything. */
const LOG_KEPT_SECONDS = 60 * 60;
/** How often an instance trims the log (each one does; the deletes are idempotent). */
const TRIM_EVERY_MS = 10 * 60 * 1000;

async function loadIndexData(sql: SqlRunner): Promise<IndexData> {
  const [items, skuOptions, itemStock] = await Promise.all([
    sql.all<IndexRow>(`SELECT i.seq, i.bare_id, i.code, i.title, i.title_lc, i.status, i.featured, i.total_popularity, i.date_created,
      i.min_discounted_price, i.max_discount, d.category_ids, d.lookup_ids, d.search_text FROM items i JOIN item_details d ON d.seq = i.seq
      ORDER BY i.seq`),
    sql.arrays<IndexData['skuOptions'][number]>('SELECT item_seq, color_no, size_no FROM skus ORDER BY item_seq, position'),
    sql.arrays<IndexData['itemStock'][number]>('SELECT location_no, item_seq, ok FROM item_stock'),
  ]);
  return { items, skuOptions, itemStock };
}

/** The items of a store: the index loads on the first sync (the store's open starts it). */
export class ItemStore {
  private index: SearchIndex | null = null;
  private readonly json = new ItemJsonCache();
  /** The last change version this instance has applied. */
  private version = 0;
  /** The change version of the last full reload (see listingVersion). */
  private reloadedAt = 0;
  /** The change version of the last change of stock, drops or reference data applied (see pageDataVersion). */
  private pageDataChangedAt = 0;
  private syncing: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  private trimmedAt = Date.now();
  /** Changes logged by this process, and how many of them the last catch-up started after. */
  private loggedHere = 0;
  private loggedHereSeen = 0;
  /** Views of days before this one have been dropped. */
  private viewsKeptFrom = 0;

  constructor(
    private readonly sql: SqlRunner,
    private readonly ref: ReferenceCache,
    private readonly indexReference: IndexReference,
  ) {}

  /** Logs a change of these items (none for a reference change) under the next version, inside the writer's transaction. */
  async logChange(sql: SqlStatements, kind: ChangeKind, itemSeqs: number[] = []): Promise<void> {
    this.loggedHere += 1;
    const row = await sql.one<{ version: number }>('UPDATE change_version SET version = version + 1 WHERE id = 1 RETURNING version');
    for (const seq of itemSeqs.length ? new Set(itemSeqs) : [null])
      await sql.run('INSERT INTO changes (version, kind, item_seq) VALUES (?, ?, ?)', [row!.version, kind, seq]);
  }

  /** Reloads everything the instance holds (at start, after a reference change, or when the log was pruned past it). */
  private async rebuild(): Promise<void> {
    const row = await this.sql.one<{ version: number }>('SELECT version FROM change_version');
    const [data, lookups] = await Promise.all([loadIndexData(this.sql), this.sql.all<LookupRow>(REFERENCE_QUERIES.lookups)]);
    this.ref.lookups.clear();
    for (const lookup of lookups) this.ref.lookups.set(lookup.id, toLookup(lookup));
    this.index = new SearchIndex(data, this.indexReference);
    this.json.clear();
    this.version = Number(row!.version);
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
   * Moves whenever what a page shows of the items may have changed: their stock, their drops, or the reference data in every item.
   * A view (popularity) moves it not, or a drop's thousands of first views would each make every page render again.
   */
  async pageDataVersion(): Promise<number> {
    await this.sync();
    return this.pageDataChangedAt;
  }

  /**
   * Applies every change committed before this call. A call made while a catch-up runs waits for the next one: the
   * running one may have read the log before this caller's request was sent. Where this process is the only writer
   * (SQLite), a call with no change logged since the last catch-up began has nothing to read.
   */
  sync(): Promise<void> {
    if (!this.syncing) {
      if (this.index && !this.sql.othersWrite && this.loggedHere === this.loggedHereSeen) return Promise.resolve();
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
    this.loggedHereSeen = this.loggedHere;
    if (!this.index) return this.rebuild();
    if (Date.now() - this.trimmedAt > TRIM_EVERY_MS) {
      this.trimmedAt = Date.now();
      // Off the request's path: nothing waits for it, and a failed trim is tried again next time.
      this.sql.run(`DELETE FROM changes WHERE logged_at < ${this.sql.dialect.secondsAgo(LOG_KEPT_SECONDS)}`).catch(() => undefined);
    }
    const rows = await this.sql.all<{ latest: number; version: number | null; kind: ChangeKind | null; item_seq: number | null }>(
      'SELECT v.version AS latest, c.version, c.kind, c.item_seq FROM change_version v LEFT JOIN changes c ON c.version > ? ORDER BY c.version',
      [this.version],
    );
    const latest = Number(rows[0]?.latest ?? this.version);
    if (latest <= this.version) return;
    const logged = rows.filter((r) => r.version !== null);
    // A pruned log, or a change of bands and brands (names and filters in every item): start over.
    if (!logged.length || Number(logged[0].version) > this.version + 1 || logged.some((r) => r.kind === 'reference')) return this.rebuild();
    const stock = [...new Set(logged.filter((r) => r.kind === 'stock').map((r) => r.item_seq!))];
    const popular = [...new Set(logged.filter((r) => r.kind === 'popularity').map((r) => r.item_seq!))];
    // A drop lives only in the item's document (and so on its page): read again when next asked.
    const dropped = [...new Set(logged.filter((r) => r.kind === 'drop').map((r) => r.item_seq!))];
    const stocked = this.sql.dialect.oneOf('item_seq', 'int', stock);
    const viewed = this.sql.dialect.oneOf('seq', 'int', popular);
    const [stocks, popularity] = await Promise.all([
      stock.length
        ? this.sql.arrays<[number, number, number]>(`SELECT item_seq, location_no, ok FROM item_stock WHERE ${stocked.sql}`, [
            stocked.param,
          ])
        : [],
      popular.length
        ? this.sql.all<{ seq: number; total_popularity: number }>(`SELECT seq, total_popularity FROM items WHERE ${viewed.sql}`, [
            viewed.param,
          ])
        : [],
    ]);
    const bySeq = new Map<number, [number, number][]>();
    for (const [seq, location, ok] of stocks) bySeq.set(seq, [...(bySeq.get(seq) ?? []), [location, ok]]);
    for (const seq of stock) this.index.setItemStock(seq, bySeq.get(seq) ?? []);
    for (const row of popularity) this.index.setPopularity(row.seq, Number(row.total_popularity));
    for (const seq of [...stock, ...popular, ...dropped]) this.json.drop(seq);
    if (stock.length || dropped.length) this.pageDataChangedAt = latest;
    this.version = latest;
  }

  /** The search with every list entry as its JSON bytes (routes splice them into the response unchanged). */
  async searchJson(query: ItemQuery, view: ItemView = 'item'): Promise<{ items: Buffer[]; total: number }> {
    await this.sync();
    const { seqs, total } = this.index!.search(query);
    return { items: await this.jsonOf(seqs, view), total };
  }

  async search(query: ItemQuery): Promise<Page<Item>> {
    const { items, total } = await this.searchJson(query);
    return { list: items.map((json) => JSON.parse(json.toString()) as Item), total };
  }

  async findJson(id: string): Promise<Buffer | null> {
    const row = await this.seqOf(id);
    if (!row) return null;
    await this.sync();
    return (await this.jsonOf([row.seq]))[0];
  }

  /** The items on sale among these ids, each once, in the order asked; ids of no such item are left out. */
  async findManyJson(ids: readonly string[]): Promise<Buffer[]> {
    const asked = [...new Set(ids.map(bareId))];
    if (!asked.length) return [];
    const named = this.sql.dialect.oneOf('bare_id', 'text', asked);
    const rows = await this.sql.all<{ seq: number; bare_id: string }>(
      `SELECT seq, bare_id FROM items WHERE status = 'ACTIVE' AND ${named.sql}`,
      [named.param],
    );
    const seqOf = new Map(rows.map((row) => [row.bare_id, Number(row.seq)]));
    await this.sync();
    return this.jsonOf(asked.flatMap((id) => (seqOf.has(id) ? [seqOf.get(id)!] : [])));
  }

  async art(code: string): Promise<ItemArt | null> {
    const row = await this.sql.one<{ code: string; art: string }>(
      'SELECT i.code, d.art FROM items i JOIN item_details d ON d.seq = i.seq WHERE i.code = ?',
      [code],
    );
    return row ? { code: row.code, ...(JSON.parse(row.art) as Omit<ItemArt, 'code'>) } : null;
  }

  /** The id of the item on sale with this code (MM-10189), or null. */
  async idOfCode(code: string): Promise<string | null> {
    const row = await this.sql.one<{ id: string }>("SELECT id FROM items WHERE code = ? AND status = 'ACTIVE'", [code]);
    return row?.id ?? null;
  }

  /** A view raises popularity when none of its viewers has viewed the item that day; false for an unknown item. */
  async recordView(id: string, viewers: string[], day: number): Promise<boolean> {
    const row = await this.seqOf(id);
    if (!row) return false;
    await this.sql.transaction([], async (sql) => {
      if (day > this.viewsKeptFrom) {
        await sql.run('DELETE FROM item_views WHERE day < ?', [day]);
        this.viewsKeptFrom = day;
      }
      let first = true;
      for (const viewer of viewers) {
        const added = await sql.run('INSERT INTO item_views (item_seq, viewer, day) VALUES (?, ?, ?) ON CONFLICT DO NOTHING', [
          row.seq,
          viewer,
          day,
        ]);
        if (added === 0) first = false;
      }
      if (!first) return;
      await sql.run('UPDATE items SET total_popularity = total_popularity + 1 WHERE seq = ?', [row.seq]);
      await this.logChange(sql, 'popularity', [row.seq]);
    });
    return true;
  }

  private seqOf(id: string) {
    return this.sql.one<{ seq: number }>('SELECT seq FROM items WHERE bare_id = ?', [bareId(id)]);
  }

  /** The JSON of each item; assembled rows are cached only if no change was applied while they were read. */
  private async jsonOf(seqs: number[], view: ItemView = 'item'): Promise<Buffer[]> {
    const missing = this.json.missing(seqs);
    if (missing.length) {
      const readAt = this.version;
      const ofItems = (column: string) => this.sql.dialect.oneOf(column, 'int', missing);
      const [bySeq, byItemSeq] = [ofItems('i.seq'), ofItems('item_seq')];
      const [items, skus, stocks, drops] = await Promise.all([
        this.sql.all<ItemRow>(
          `SELECT i.seq, i.id, i.code, i.title, i.status, i.featured, i.total_popularity, i.date_created, i.default_sku_code,
            i.min_price, i.min_discounted_price, i.max_discounted_price, i.max_discount,
            d.description, d.images, d.tags, d.keywords, d.category_ids, d.lookup_ids
            FROM items i JOIN item_details d ON d.seq = i.seq WHERE ${bySeq.sql}`,
          [bySeq.param],
        ),
        this.sql.arrays<SkuRaw>(
          `SELECT no, code, item_seq, sales_price, discounted_sales_price, sales_discount, color_no, size_no, image_numbers
            FROM skus WHERE ${byItemSeq.sql} ORDER BY item_seq, position`,
          [byItemSeq.param],
        ),
        this.sql.arrays<StockRaw>(`SELECT sku_no, location_no, ok, total FROM stocks WHERE ${byItemSeq.sql}`, [byItemSeq.param]),
        this.sql.arrays<DropRaw>(
          `SELECT i.seq, d.starts_at, d.per_buyer_limit, d.hold_minutes, d.admit_per_minute FROM drops d JOIN items i ON i.id = d.item_id
            WHERE ${bySeq.sql}`,
          [bySeq.param],
        ),
      ]);
      const assembled = assembleItems({ items, skus, stocks, drops }, this.ref);
      // A catch-up ran meanwhile: these rows may predate it, and it may have dropped other entries of this page.
      if (this.version !== readAt) return this.jsonOf(seqs, view);
      this.json.put(assembled);
    }
    return this.json.take(seqs, view);
  }
}

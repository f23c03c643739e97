import type Database from 'better-sqlite3';
import type { Item } from '@domain/types';
import { bareId } from '../../ids';
import { assembleItems, ItemJsonCache, type ItemRow, type ReferenceCache, type SkuRaw, type StockRaw } from '../itemDocuments';
import type { IndexData, IndexRow, SearchIndex } from '../searchIndex';
import type { ItemArt, ItemQuery, Page } from '../types';

/**
 * Item documents: the search index picks the page, this assembles full items from SQLite and keeps each
 * one's JSON in memory, dropped exactly when the store changes its stock or popularity, or a lookup.
 */
export class ItemRepository {
  private readonly itemsBySeq: Database.Statement;
  private readonly skusOf: Database.Statement;
  private readonly stocksOf: Database.Statement;
  private readonly itemStockOf: Database.Statement;
  private readonly seqByBareId: Database.Statement;
  private readonly artByCode: Database.Statement;
  private readonly countView: (seq: number, viewers: string[], day: number) => boolean;
  /** Views of days before this one have been dropped. */
  private viewsKeptFrom = 0;
  private readonly json = new ItemJsonCache();
  /** Moves with every change of stock or reference data: what pages show of the items (see ShopStore.pageDataVersion). */
  pageDataVersion = 0;

  constructor(
    db: Database.Database,
    private readonly ref: ReferenceCache,
    private readonly index: SearchIndex,
  ) {
    this.itemsBySeq =
      db.prepare(`SELECT i.seq, i.id, i.code, i.title, i.status, i.featured, i.total_popularity, i.date_created, i.default_sku_code,
      i.min_price, i.min_discounted_price, i.max_discounted_price, i.max_discount,
      d.description, d.images, d.tags, d.keywords, d.category_ids, d.lookup_ids
      FROM items i JOIN item_details d ON d.seq = i.seq WHERE i.seq IN (SELECT value FROM json_each(?))`);
    this.skusOf = db
      .prepare(
        `SELECT no, code, item_seq, sales_price, discounted_sales_price, sales_discount, color_no, size_no, image_numbers
         FROM skus WHERE item_seq IN (SELECT value FROM json_each(?)) ORDER BY item_seq, position`,
      )
      .raw(true);
    this.stocksOf = db
      .prepare('SELECT sku_no, location_no, ok, total FROM stocks WHERE item_seq IN (SELECT value FROM json_each(?))')
      .raw(true);
    this.seqByBareId = db.prepare('SELECT seq FROM items WHERE bare_id = ?').pluck(true);
    this.itemStockOf = db.prepare('SELECT location_no, ok FROM item_stock WHERE item_seq = ?').raw(true);
    this.artByCode = db.prepare('SELECT i.code, d.art FROM items i JOIN item_details d ON d.seq = i.seq WHERE i.code = ?');
    const firstView = db.prepare('INSERT OR IGNORE INTO item_views (item_seq, viewer, day) VALUES (?, ?, ?)');
    const popularityUp = db.prepare('UPDATE items SET total_popularity = total_popularity + 1 WHERE seq = ?');
    const dropViewsBefore = db.prepare('DELETE FROM item_views WHERE day < ?');
    this.countView = db.transaction((seq: number, viewers: string[], day: number) => {
      if (day > this.viewsKeptFrom) {
        dropViewsBefore.run(day);
        this.viewsKeptFrom = day;
      }
      let first = true;
      for (const viewer of viewers) if (firstView.run(seq, viewer, day).changes === 0) first = false;
      if (!first) return false;
      popularityUp.run(seq);
      return true;
    });
  }

  /** After a stock change of these items (inside the checkout or release transaction). */
  stockChanged(seqs: number[]): void {
    this.pageDataVersion += 1;
    for (const seq of seqs) {
      this.json.drop(seq);
      this.index.setItemStock(seq, this.itemStockOf.all(seq) as [number, number][]);
    }
  }

  /** After a lookup change (status, deletion): names in every item may differ. */
  referenceChanged(): void {
    this.pageDataVersion += 1;
    this.json.clear();
  }

  /** The search with every list entry as its JSON bytes (routes splice them into the response unchanged). */
  searchJson(query: ItemQuery): { items: Buffer[]; total: number } {
    const { seqs, total } = this.index.search(query);
    return { items: this.jsonOf(seqs), total };
  }

  search(query: ItemQuery): Page<Item> {
    const { items, total } = this.searchJson(query);
    return { list: items.map((json) => JSON.parse(json.toString()) as Item), total };
  }

  findJson(id: string): Buffer | null {
    const seq = this.seqByBareId.get(bareId(id)) as number | undefined;
    return seq === undefined ? null : this.jsonOf([seq])[0];
  }

  /** A view raises popularity when none of its viewers has viewed the item that day; false for an unknown item. */
  recordView(id: string, viewers: string[], day: number): boolean {
    const seq = this.seqByBareId.get(bareId(id)) as number | undefined;
    if (seq === undefined) return false;
    if (this.countView(seq, viewers, day)) {
      this.json.drop(seq);
      this.index.viewed(seq);
    }
    return true;
  }

  art(code: string): ItemArt | null {
    const row = this.artByCode.get(code) as { code: string; art: string } | undefined;
    return row ? { code: row.code, ...(JSON.parse(row.art) as Omit<ItemArt, 'code'>) } : null;
  }

  /** The JSON of each item, in order: cached ones as they are, the rest assembled together. */
  private jsonOf(seqs: number[]): Buffer[] {
    const missing = this.json.missing(seqs);
    if (missing.length) {
      const seqList = JSON.stringify(missing);
      const rows = {
        items: this.itemsBySeq.all(seqList) as ItemRow[],
        skus: this.skusOf.all(seqList) as SkuRaw[],
        stocks: this.stocksOf.all(seqList) as StockRaw[],
      };
      this.json.put(assembleItems(rows, this.ref));
    }
    return this.json.take(seqs);
  }
}

/** The search index's data, read from SQLite. */
export function loadIndexData(db: Database.Database): IndexData {
  return {
    items: db
      .prepare(
        `SELECT i.seq, i.bare_id, i.code, i.title, i.title_lc, i.status, i.featured, i.total_popularity, i.date_created, i.min_discounted_price,
        i.max_discount, d.category_ids, d.lookup_ids, d.search_text FROM items i JOIN item_details d ON d.seq = i.seq ORDER BY i.seq`,
      )
      .all() as IndexRow[],
    skuOptions: db
      .prepare('SELECT item_seq, color_no, size_no FROM skus ORDER BY item_seq, position')
      .raw(true)
      .all() as IndexData['skuOptions'],
    itemStock: db.prepare('SELECT location_no, item_seq, ok FROM item_stock').raw(true).all() as IndexData['itemStock'],
  };
}

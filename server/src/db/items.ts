import type Database from 'better-sqlite3';
import type { AttributeValue, Item, Lookup, Named, Sku, SkuStock } from '../../../src/domain/types';
import { bareId } from '../ids';
import type { SearchIndex } from './searchIndex';
import type { ItemArt, ItemQuery, Page } from './types';

interface ItemRow {
  seq: number;
  id: string;
  code: string;
  title: string;
  status: string;
  featured: number;
  total_popularity: number;
  date_created: string;
  default_sku_code: string | null;
  min_price: number;
  min_discounted_price: number;
  max_discounted_price: number;
  max_discount: number;
  description: string;
  images: string;
  tags: string;
  keywords: string;
  category_ids: string;
  lookup_ids: string;
}

/** Raw rows (arrays) are cheaper than objects for the page's SKUs and stocks. */
type SkuRaw = [no: number, code: string, itemSeq: number, salesPrice: number, discounted: number, discount: number, colourNo: number | null, sizeNo: number | null, imageNumbers: string];
type StockRaw = [skuNo: number, locationNo: number, ok: number, total: number];

/** Reference data the assembler and filters read from memory (small, and changed only through the store). */
export interface ReferenceCache {
  categoryNames: Map<string, string>;
  lookups: Map<string, Lookup>;
  /** by internal number */
  attributeValues: Map<number, AttributeValue>;
  /** internal number → id */
  locationIds: Map<number, string>;
}

/** Serialised items kept in memory (least recently used go first). */
const ITEM_CACHE_LIMIT = 8000;

/**
 * Item documents: the search index picks the page, this assembles full items from SQLite and keeps each
 * one's JSON in memory, dropped exactly when the store changes its stock or popularity, or a lookup.
 */
export class ItemRepository {
  private readonly itemsBySeq: Database.Statement;
  private readonly skusOf: Database.Statement;
  private readonly stocksOf: Database.Statement;
  private readonly seqByBareId: Database.Statement;
  private readonly artByCode: Database.Statement;
  private readonly countView: (seq: number, viewer: string, day: number) => boolean;
  /** Views of days before this one have been dropped. */
  private viewsKeptFrom = 0;
  /** Each item's JSON as UTF-8 bytes: a response splices them without encoding them again. */
  private readonly json = new Map<number, Buffer>();

  constructor(
    db: Database.Database,
    private readonly ref: ReferenceCache,
    private readonly index: SearchIndex,
  ) {
    this.itemsBySeq = db.prepare(`SELECT i.seq, i.id, i.code, i.title, i.status, i.featured, i.total_popularity, i.date_created, i.default_sku_code,
      i.min_price, i.min_discounted_price, i.max_discounted_price, i.max_discount,
      d.description, d.images, d.tags, d.keywords, d.category_ids, d.lookup_ids
      FROM items i JOIN item_details d ON d.seq = i.seq WHERE i.seq IN (SELECT value FROM json_each(?))`);
    this.skusOf = db
      .prepare(
        `SELECT no, code, item_seq, sales_price, discounted_sales_price, sales_discount, color_no, size_no, image_numbers
         FROM skus WHERE item_seq IN (SELECT value FROM json_each(?)) ORDER BY item_seq, position`,
      )
      .raw(true);
    this.stocksOf = db.prepare('SELECT sku_no, location_no, ok, total FROM stocks WHERE item_seq IN (SELECT value FROM json_each(?))').raw(true);
    this.seqByBareId = db.prepare('SELECT seq FROM items WHERE bare_id = ?').pluck(true);
    this.artByCode = db.prepare('SELECT i.code, d.art FROM items i JOIN item_details d ON d.seq = i.seq WHERE i.code = ?');
    const firstView = db.prepare('INSERT OR IGNORE INTO item_views (item_seq, viewer, day) VALUES (?, ?, ?)');
    const popularityUp = db.prepare('UPDATE items SET total_popularity = total_popularity + 1 WHERE seq = ?');
    const dropViewsBefore = db.prepare('DELETE FROM item_views WHERE day < ?');
    this.countView = db.transaction((seq: number, viewer: string, day: number) => {
      if (day > this.viewsKeptFrom) {
        dropViewsBefore.run(day);
        this.viewsKeptFrom = day;
      }
      if (firstView.run(seq, viewer, day).changes === 0) return false;
      popularityUp.run(seq);
      return true;
    });
  }

  /** After a stock change of these items (inside the checkout or release transaction). */
  stockChanged(seqs: number[]): void {
    for (const seq of seqs) this.json.delete(seq);
    this.index.refreshStock(seqs);
  }

  /** After a lookup change (status, deletion): names in every item may differ. */
  referenceChanged(): void {
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

  /** A view raises popularity once per viewer, item and day; false for an unknown item. */
  recordView(id: string, viewer: string, day: number): boolean {
    const seq = this.seqByBareId.get(bareId(id)) as number | undefined;
    if (seq === undefined) return false;
    if (this.countView(seq, viewer, day)) {
      this.json.delete(seq);
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
    const missing = seqs.filter((seq) => !this.json.has(seq));
    if (missing.length) {
      for (const item of this.assemble(missing)) {
        if (this.json.size >= ITEM_CACHE_LIMIT) this.json.delete(this.json.keys().next().value!);
        this.json.set(item.seq, Buffer.from(JSON.stringify(item.item)));
      }
    }
    return seqs.map((seq) => {
      const json = this.json.get(seq)!;
      // Refresh its place in the least-recently-used order.
      this.json.delete(seq);
      this.json.set(seq, json);
      return json;
    });
  }

  /** Builds full items: one query for the items, one for all their SKUs, one for all stocks; names come from memory. */
  private assemble(seqs: number[]): { seq: number; item: Item }[] {
    const seqList = JSON.stringify(seqs);
    const rows = this.itemsBySeq.all(seqList) as ItemRow[];
    const skuRows = this.skusOf.all(seqList) as SkuRaw[];
    const stockRows = this.stocksOf.all(seqList) as StockRaw[];
    const codes = new Map(skuRows.map((s) => [s[0], s[1]]));
    const itemCodes = new Map(rows.map((r) => [r.seq, r.code]));

    const stocksBySku = new Map<number, SkuStock[]>();
    for (const [skuNo, locationNo, ok, total] of stockRows) {
      const stock: SkuStock = { skuCode: codes.get(skuNo)!, locationId: this.ref.locationIds.get(locationNo)!, ok, total };
      const list = stocksBySku.get(skuNo);
      if (list) list.push(stock);
      else stocksBySku.set(skuNo, [stock]);
    }
    const skusByItem = new Map<number, Sku[]>();
    for (const [no, code, itemSeq, salesPrice, discounted, discount, colourNo, sizeNo, imageNumbers] of skuRows) {
      const attributeValues: AttributeValue[] = [];
      const colour = colourNo !== null ? this.ref.attributeValues.get(colourNo) : undefined;
      const size = sizeNo !== null ? this.ref.attributeValues.get(sizeNo) : undefined;
      if (colour) attributeValues.push(colour);
      if (size) attributeValues.push(size);
      const itemCode = itemCodes.get(itemSeq)!;
      const sku: Sku = {
        code,
        salesPrice,
        discountedSalesPrice: discounted,
        salesDiscount: discount,
        images: imageNumbers ? imageNumbers.split(',').map((n) => `/images/items/${itemCode}/${n}.svg`) : [],
        attributeValues,
        stocks: stocksBySku.get(no) ?? [],
      };
      const list = skusByItem.get(itemSeq);
      if (list) list.push(sku);
      else skusByItem.set(itemSeq, [sku]);
    }

    return rows.map((row) => {
      const images = JSON.parse(row.images) as string[];
      const categories: Named[] = (JSON.parse(row.category_ids) as string[])
        .filter((id) => this.ref.categoryNames.has(id))
        .map((id) => ({ id, name: this.ref.categoryNames.get(id)! }));
      const lookups = (JSON.parse(row.lookup_ids) as string[])
        .map((id) => this.ref.lookups.get(id))
        .filter((l): l is Lookup => !!l)
        .map(({ id, name, type }) => ({ id, name, type }));
      const skus = skusByItem.get(row.seq) ?? [];
      const item: Item & { lookup_brands: Named[]; maxDiscount: number } = {
        id: row.id,
        originalId: row.id,
        code: row.code,
        title: row.title,
        name: row.title,
        description: row.description,
        status: row.status,
        image: images[0] ?? '',
        images,
        categories,
        lookups,
        lookup_bands: lookups.filter((l) => l.type === 'bands').map(({ id, name }) => ({ id, name })),
        lookup_brands: lookups.filter((l) => l.type === 'brands').map(({ id, name }) => ({ id, name })),
        skus,
        defaultSkuCode: row.default_sku_code ?? skus[0]?.code,
        minPrice: row.min_price,
        minDiscountedPrice: row.min_discounted_price,
        maxDiscountedPrice: row.max_discounted_price,
        maxDiscount: row.max_discount,
        totalPopularity: row.total_popularity,
        dateCreated: row.date_created,
        featured: row.featured === 1,
        tags: JSON.parse(row.tags) as string[],
        keywords: JSON.parse(row.keywords) as string[],
        stocks: skus.flatMap((s) => s.stocks),
      };
      return { seq: row.seq, item };
    });
  }
}

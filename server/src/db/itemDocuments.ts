// Items as the API shows them, built from either database's rows (the same columns in SQLite and PostgreSQL), and
// their JSON kept in memory.
import type { AttributeValue, Item, Lookup, Named, Sku, SkuStock } from '@domain/types';
import { listingItem, type ItemView } from '@domain/listing';

export interface ItemRow {
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
export type SkuRaw = [
  no: number,
  code: string,
  itemSeq: number,
  salesPrice: number,
  discounted: number,
  discount: number,
  colourNo: number | null,
  sizeNo: number | null,
  imageNumbers: string,
];
export type StockRaw = [skuNo: number, locationNo: number, ok: number, total: number];
/** An item's drop (db/drops.ts) as shoppers see it: staff-only fields stay out. */
export type DropRaw = [itemSeq: number, startsAt: number, perBuyerLimit: number, holdMinutes: number, admitPerMinute: number | null];

/** Reference data the assembler and filters read from memory (small, and changed only through the store). */
export interface ReferenceCache {
  categoryNames: Map<string, string>;
  /** Categories as items name them (with their Bengali names). */
  categories: Map<string, Named>;
  lookups: Map<string, Lookup>;
  /** by internal number */
  attributeValues: Map<number, AttributeValue>;
  /** internal number → id */
  locationIds: Map<number, string>;
}

/** The page's rows: its items, all their SKUs (in position order), all their stocks, and the drops set for them. */
export interface ItemRows {
  items: ItemRow[];
  skus: SkuRaw[];
  stocks: StockRaw[];
  drops?: DropRaw[];
}

/** Builds full items from their rows; names come from memory. */
export function assembleItems(
  { items: rows, skus: skuRows, stocks: stockRows, drops = [] }: ItemRows,
  ref: ReferenceCache,
): { seq: number; item: Item }[] {
  const dropOf = new Map(
    drops.map(([itemSeq, startsAt, perBuyerLimit, holdMinutes, admitPerMinute]) => [
      Number(itemSeq),
      {
        startsAt: new Date(Number(startsAt)).toISOString(),
        perBuyerLimit: Number(perBuyerLimit),
        holdMinutes: Number(holdMinutes),
        // A drop without a queue has no admitPerMinute key: everyone is let in at the hour.
        ...(admitPerMinute === null ? {} : { admitPerMinute: Number(admitPerMinute) }),
      },
    ]),
  );
  const codes = new Map(skuRows.map((s) => [s[0], s[1]]));
  const itemCodes = new Map(rows.map((r) => [r.seq, r.code]));

  const stocksBySku = new Map<number, SkuStock[]>();
  for (const [skuNo, locationNo, ok, total] of stockRows) {
    const stock: SkuStock = { skuCode: codes.get(skuNo)!, locationId: ref.locationIds.get(locationNo)!, ok, total };
    const list = stocksBySku.get(skuNo);
    if (list) list.push(stock);
    else stocksBySku.set(skuNo, [stock]);
  }
  const skusByItem = new Map<number, Sku[]>();
  for (const [no, code, itemSeq, salesPrice, discounted, discount, colourNo, sizeNo, imageNumbers] of skuRows) {
    const attributeValues: AttributeValue[] = [];
    const colour = colourNo !== null ? ref.attributeValues.get(colourNo) : undefined;
    const size = sizeNo !== null ? ref.attributeValues.get(sizeNo) : undefined;
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
      .map((id) => ref.categories.get(id))
      .filter((c): c is Named => !!c)
      .map((c) => ({ ...c }));
    const lookups = (JSON.parse(row.lookup_ids) as string[])
      .map((id) => ref.lookups.get(id))
      .filter((l): l is Lookup => !!l)
      .map(({ id, name, nameBn, type }) => ({ id, name, ...(nameBn ? { nameBn } : {}), type }));
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
      lookup_bands: lookups.filter((l) => l.type === 'bands').map(({ type: _type, ...named }) => named),
      lookup_brands: lookups.filter((l) => l.type === 'brands').map(({ type: _type, ...named }) => named),
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
    // An item with no drop set has no drop key at all.
    const drop = dropOf.get(Number(row.seq));
    if (drop) item.drop = drop;
    return { seq: row.seq, item };
  });
}

/** Serialised items kept in memory (least recently used go first). */
const ITEM_CACHE_LIMIT = 8000;

/**
 * Each item's JSON as UTF-8 bytes, whole and as a card shows it, least recently used out first: a response splices
 * them without encoding them again.
 */
export class ItemJsonCache {
  private readonly json = new Map<number, Record<ItemView, Buffer>>();

  /** The items among these that are not cached. */
  missing(seqs: number[]): number[] {
    return seqs.filter((seq) => !this.json.has(seq));
  }

  put(items: { seq: number; item: Item }[]): void {
    for (const { seq, item } of items) {
      if (this.json.size >= ITEM_CACHE_LIMIT) this.json.delete(this.json.keys().next().value!);
      this.json.set(seq, { item: Buffer.from(JSON.stringify(item)), listing: Buffer.from(JSON.stringify(listingItem(item))) });
    }
  }

  /** The JSON of each item in this view, in order (all must be cached). */
  take(seqs: number[], view: ItemView): Buffer[] {
    return seqs.map((seq) => {
      const json = this.json.get(seq)!;
      // Refresh its place in the least-recently-used order.
      this.json.delete(seq);
      this.json.set(seq, json);
      return json[view];
    });
  }

  drop(seq: number): void {
    this.json.delete(seq);
  }

  clear(): void {
    this.json.clear();
  }
}

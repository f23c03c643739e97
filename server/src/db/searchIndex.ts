import { foldText } from '@domain/searchTerms';
import { bareId } from '../ids';
import { TextSearch, type TextMatches } from './textSearch';
import type { ItemQuery, ItemSortField } from './types';

/** What the index needs to resolve filter ids (the store's in-memory reference data). */
export interface IndexReference {
  locationNosByBareId: Map<string, number>;
  onlineLocationNo: number;
  attributeValueNos: Map<string, number>;
  attributeOptionOf: (valueNo: number) => number | undefined;
  lookupType: (id: string) => string | undefined;
  categoryWithDescendants(ids: string[]): string[];
  /** A category's or lookup's names as shoppers search for them (with its parents' for a category), [] when unknown. */
  searchNames(id: string): string[];
  /** An attribute value's names by its number, as shoppers search for them (a colour's or a size's). */
  valueSearchNames(no: number): string[];
}

/** An item's search fields, as either database stores them. */
export interface IndexRow {
  seq: number;
  bare_id: string;
  code: string;
  title: string;
  title_lc: string;
  status: string;
  featured: number;
  total_popularity: number;
  date_created: string;
  min_discounted_price: number;
  max_discount: number;
  category_ids: string;
  lookup_ids: string;
  search_text: string;
}

/** Everything the index is built from: one row per item, each SKU's options, and units per item and location. */
export interface IndexData {
  items: IndexRow[];
  /** [item seq, colour value no, size value no], in SKU order. */
  skuOptions: [seq: number, colour: number | null, size: number | null][];
  /** [location no, item seq, units]. */
  itemStock: [location: number, seq: number, ok: number][];
}

type NumberArray = { [index: number]: number; readonly length: number };

/**
 * The catalogue's filter and sort fields in memory, one slot per item: a search is one pass over
 * typed arrays plus a bounded heap for the requested page, a fraction of a millisecond for 20,000 items.
 * The database stays the source of truth: the store loads the index from it at start, and updates it on
 * every write that touches these fields (popularity on a view, stock on checkout and release).
 * Ties always break on the item id, so pages never repeat or skip an item.
 */
export class SearchIndex {
  private readonly slotBySeq = new Map<number, number>();
  private seqs!: Int32Array;
  private bareIds!: string[];
  private codes!: string[];
  private foldedTitles!: string[];
  private text!: TextSearch;
  /** How each slot matched the last search's text (read only for the slots it matched). */
  private corrected!: Uint8Array;
  private relevance!: Float64Array;
  /** Status as a small number (statusCodes maps names to numbers). */
  private statuses!: Uint8Array;
  private readonly statusCodes = new Map<string, number>();
  /** Reused for the matches of each search. */
  private matches!: Int32Array;
  private featured!: Uint8Array;
  private popularity!: Float64Array;
  private date!: Float64Array;
  private price!: Int32Array;
  private discount!: Int32Array;
  private titleRank!: Int32Array;
  private titleCRank!: Int32Array;
  private idRank!: Int32Array;
  /** Category and lookup ids as small numbers, so a filter is a table of flags. */
  private readonly categoryNos = new Map<string, number>();
  private readonly lookupNos = new Map<string, number>();
  private categories!: Uint16Array[];
  private lookups!: Uint16Array[];
  /** Per item: [colourNo, sizeNo] of each SKU, 0 when absent. */
  private skuOptions!: Int16Array[];
  /** Units per location number, per item (sum over SKUs); absent location array: no record anywhere. */
  private stock = new Map<number, Int32Array>();
  private valueTableSize = 1;
  private carried = new Map<number, Uint8Array>();

  constructor(
    data: IndexData,
    private readonly ref: IndexReference,
  ) {
    this.load(data);
  }

  private load({ items: rows, skuOptions, itemStock }: IndexData): void {
    const n = rows.length;
    this.seqs = Int32Array.from(rows, (r) => r.seq);
    rows.forEach((r, slot) => this.slotBySeq.set(r.seq, slot));
    this.bareIds = rows.map((r) => r.bare_id);
    this.codes = rows.map((r) => r.code);
    this.foldedTitles = rows.map((r) => r.title_lc);
    this.corrected = new Uint8Array(n);
    this.relevance = new Float64Array(n);
    this.statuses = Uint8Array.from(rows, (r) => {
      if (!this.statusCodes.has(r.status)) this.statusCodes.set(r.status, this.statusCodes.size + 1);
      return this.statusCodes.get(r.status)!;
    });
    this.matches = new Int32Array(n);
    this.featured = Uint8Array.from(rows, (r) => r.featured);
    this.popularity = Float64Array.from(rows, (r) => r.total_popularity);
    this.date = Float64Array.from(rows, (r) => Date.parse(r.date_created));
    this.price = Int32Array.from(rows, (r) => r.min_discounted_price);
    this.discount = Int32Array.from(rows, (r) => r.max_discount);
    const numbered = (ids: string[], nos: Map<string, number>) =>
      Uint16Array.from(ids, (id) => {
        if (!nos.has(id)) nos.set(id, nos.size + 1);
        return nos.get(id)!;
      });
    this.categories = rows.map((r) => numbered(JSON.parse(r.category_ids) as string[], this.categoryNos));
    this.lookups = rows.map((r) => numbered(JSON.parse(r.lookup_ids) as string[], this.lookupNos));

    const rank = (key: (r: IndexRow) => string): Int32Array => {
      const order = rows.map((_, slot) => slot);
      const keys = rows.map(key);
      order.sort((a, b) => (keys[a] < keys[b] ? -1 : keys[a] > keys[b] ? 1 : 0) || a - b);
      const ranks = new Int32Array(n);
      let current = 0;
      order.forEach((slot, k) => {
        if (k > 0 && keys[slot] !== keys[order[k - 1]]) current = k;
        ranks[slot] = current;
      });
      return ranks;
    };
    // Sorting is by these ranks: equal keys share a rank, so the id decides between them.
    this.idRank = rank((r) => r.bare_id);
    this.titleRank = rank((r) => r.title);
    this.titleCRank = rank((r) => r.title_lc);

    const options: number[][] = rows.map(() => []);
    for (const [seq, colour, size] of skuOptions) options[this.slotBySeq.get(seq)!]?.push(colour ?? 0, size ?? 0);
    this.skuOptions = options.map((list) => Int16Array.from(list));
    this.text = new TextSearch(
      rows.map((r, slot) => ({
        slot,
        title: r.title,
        names: (JSON.parse(r.lookup_ids) as string[]).flatMap((id) => this.ref.searchNames(id)),
        categories: (JSON.parse(r.category_ids) as string[]).flatMap((id) => this.ref.searchNames(id)),
        colours: this.optionNames(options[slot], 0),
        sizes: this.optionNames(options[slot], 1),
        keywords: r.search_text,
      })),
    );
    this.valueTableSize = Math.max(0, ...this.ref.attributeValueNos.values()) + 1;

    for (const [location, seq, ok] of itemStock) this.setStock(location, this.slotBySeq.get(seq)!, ok);
  }

  /** The names of an item's colours (`at` 0) or sizes (1), from its [colour, size] pairs. */
  private optionNames(pairs: number[], at: 0 | 1): string[] {
    const nos = new Set(pairs.filter((no, k) => k % 2 === at && no !== 0));
    return [...new Set([...nos].flatMap((no) => this.ref.valueSearchNames(no)))];
  }

  private setStock(location: number, slot: number, ok: number): void {
    let units = this.stock.get(location);
    let carried = this.carried.get(location);
    if (!units || !carried) {
      units = new Int32Array(this.seqs.length);
      carried = new Uint8Array(this.seqs.length);
      this.stock.set(location, units);
      this.carried.set(location, carried);
    }
    units[slot] = ok;
    carried[slot] = 1;
  }

  /** An item's units per location as the database now holds them (after a checkout or a release). */
  setItemStock(seq: number, stock: [location: number, ok: number][]): void {
    const slot = this.slotBySeq.get(seq);
    if (slot === undefined) return;
    for (const [location, ok] of stock) this.setStock(location, slot, ok);
  }

  setPopularity(seq: number, popularity: number): void {
    const slot = this.slotBySeq.get(seq);
    if (slot !== undefined) this.popularity[slot] = popularity;
  }

  viewed(seq: number): void {
    const slot = this.slotBySeq.get(seq);
    if (slot !== undefined) this.popularity[slot] += 1;
  }

  search(query: ItemQuery): { seqs: number[]; total: number } {
    const total = this.filter(query);
    const matches = this.matches.subarray(0, total);
    const offset = (query.page - 1) * query.size;
    if (offset >= total) return { seqs: [], total };
    const compare = this.comparator(query);
    const wanted = Math.min(total, offset + query.size);
    const top = wanted * 4 >= total ? Array.from(matches).sort(compare) : smallest(matches, wanted, compare);
    return { seqs: top.slice(offset, wanted).map((slot) => this.seqs[slot]), total };
  }

  /** Writes the matching slots to this.matches and answers how many there are. */
  private filter(q: ItemQuery): number {
    const n = this.seqs.length;
    const none = 0;

    const idEquals = q.idEquals !== undefined ? bareId(q.idEquals) : undefined;
    const codeEquals = q.codeEquals?.toUpperCase();
    const titleEquals = q.titleEquals !== undefined ? foldText(q.titleEquals) : undefined;
    const excluded = q.excludeIds?.length ? new Set(q.excludeIds.map(bareId)) : null;
    // Text: the products matching every word, with how they matched (typed text's last word may be begun).
    let textMatches: TextMatches | null = null;
    for (const [words, lastWordBegun] of [
      [q.text, false],
      [q.typed, true],
    ] as const) {
      if (words === undefined) continue;
      const found = this.text.match(words, { lastWordBegun });
      if (!found) return none;
      textMatches = textMatches ? intersect(textMatches, found) : found;
    }

    // Stock: units at the filtered locations, else at the online warehouse.
    let stockArrays: Int32Array[] | null = null;
    let carriedArrays: Uint8Array[] | null = null;
    if (q.locationIds) {
      const nos = [
        ...new Set(q.locationIds.map((id) => this.ref.locationNosByBareId.get(bareId(id))).filter((no): no is number => no !== undefined)),
      ];
      stockArrays = nos.map((no) => this.stock.get(no)).filter((a): a is Int32Array => !!a);
      carriedArrays = nos.map((no) => this.carried.get(no)).filter((a): a is Uint8Array => !!a);
      if (!carriedArrays.length) return none;
    } else if (q.inStockOnly) {
      const online = this.stock.get(this.ref.onlineLocationNo);
      if (!online) return none;
      stockArrays = [online];
    }
    const needStock = !!q.inStockOnly;

    // Categories and lookups: a table of flags indexed by their small numbers.
    const flags = (ids: string[], nos: Map<string, number>): Uint8Array | null => {
      const table = new Uint8Array(nos.size + 1);
      let any = false;
      for (const id of ids) {
        const no = nos.get(id);
        if (no === undefined) continue;
        table[no] = 1;
        any = true;
      }
      return any ? table : null;
    };
    let categoryFlags: Uint8Array | null = null;
    if (q.categoryIds) {
      categoryFlags = flags(this.ref.categoryWithDescendants(q.categoryIds), this.categoryNos);
      if (!categoryFlags) return none;
    }
    let directCategoryFlags: Uint8Array | null = null;
    if (q.directCategoryIds) {
      directCategoryFlags = flags(q.directCategoryIds, this.categoryNos);
      if (!directCategoryFlags) return none;
    }
    const lookupFlags: Uint8Array[] = [];
    for (const lookup of q.lookups ?? []) {
      const table = flags(
        lookup.ids.filter((id) => this.ref.lookupType(id) === lookup.type),
        this.lookupNos,
      );
      if (!table) return none;
      lookupFlags.push(table);
    }

    // Options: a SKU must carry one of the chosen values of every option given (colour and size on the same SKU).
    let colourFlags: Uint8Array | null = null;
    let sizeFlags: Uint8Array | null = null;
    for (const option of q.options ?? []) {
      if (option.optionId !== 7 && option.optionId !== 6) return none;
      const table = new Uint8Array(this.valueTableSize);
      let any = false;
      for (const id of option.valueIds) {
        const no = this.ref.attributeValueNos.get(id);
        if (no === undefined || this.ref.attributeOptionOf(no) !== option.optionId) continue;
        table[no] = 1;
        any = true;
      }
      if (!any) return none;
      const current = option.optionId === 7 ? colourFlags : sizeFlags;
      if (current) for (let k = 0; k < table.length; k++) table[k] &= current[k];
      if (option.optionId === 7) colourFlags = table;
      else sizeFlags = table;
    }

    const priceMin = q.price?.min ?? -Infinity;
    const priceMax = q.price?.max ?? Infinity;
    const discountMin = q.discount?.min ?? -Infinity;
    const discountMax = q.discount?.max ?? Infinity;

    const status = q.status === undefined ? 0 : (this.statusCodes.get(q.status) ?? -1);
    const statuses = this.statuses;
    const featuredOnly = !!q.featuredOnly;
    const featured = this.featured;
    const prices = this.price;
    const discounts = this.discount;
    const bareIds = this.bareIds;
    const codes = this.codes;
    const foldedTitles = this.foldedTitles;
    const categories = this.categories;
    const lookups = this.lookups;
    const skuOptions = this.skuOptions;
    const stockList = stockArrays ?? [];
    const carriedList = carriedArrays;
    const onlineOnly = !carriedList && stockArrays ? stockArrays[0] : null;
    const checkPrice = priceMin !== -Infinity || priceMax !== Infinity;
    const checkDiscount = discountMin !== -Infinity || discountMax !== Infinity;

    const out = this.matches;
    let count = 0;
    // A text search visits only the products its words found.
    const end = textMatches ? textMatches.slots.length : n;
    for (let k = 0; k < end; k++) {
      const slot = textMatches ? textMatches.slots[k] : k;
      if (status !== 0 && statuses[slot] !== status) continue;
      if (featuredOnly && featured[slot] !== 1) continue;
      if (onlineOnly !== null && onlineOnly[slot] <= 0) continue;
      if (checkPrice && (prices[slot] < priceMin || prices[slot] > priceMax)) continue;
      if (checkDiscount && (discounts[slot] < discountMin || discounts[slot] > discountMax)) continue;
      if (idEquals !== undefined && bareIds[slot] !== idEquals) continue;
      if (codeEquals !== undefined && codes[slot] !== codeEquals) continue;
      if (excluded !== null && excluded.has(bareIds[slot])) continue;
      if (carriedList !== null) {
        let ok = false;
        if (needStock) {
          for (let k = 0; k < stockList.length && !ok; k++) ok = stockList[k][slot] > 0;
        } else {
          for (let k = 0; k < carriedList.length && !ok; k++) ok = carriedList[k][slot] === 1;
        }
        if (!ok) continue;
      }
      if (categoryFlags !== null && !hasAny(categories[slot], categoryFlags)) continue;
      if (directCategoryFlags !== null && !hasAny(categories[slot], directCategoryFlags)) continue;
      if (lookupFlags.length) {
        let all = true;
        for (let k = 0; k < lookupFlags.length && all; k++) all = hasAny(lookups[slot], lookupFlags[k]);
        if (!all) continue;
      }
      if (colourFlags !== null || sizeFlags !== null) {
        const pairs = skuOptions[slot];
        let found = false;
        for (let k = 0; k < pairs.length && !found; k += 2) {
          found = (colourFlags === null || colourFlags[pairs[k]] === 1) && (sizeFlags === null || sizeFlags[pairs[k + 1]] === 1);
        }
        if (!found) continue;
      }
      if (titleEquals !== undefined && foldedTitles[slot] !== titleEquals) continue;
      if (textMatches) {
        this.corrected[slot] = textMatches.corrected[k];
        this.relevance[slot] = textMatches.score[k];
      }
      out[count++] = slot;
    }
    return count;
  }

  /**
   * The order of a search: products whose every word matched as typed come before corrected ones; then the shopper's
   * sort. Where the shopper chose none (no sort, or Recommended, which sorts by featured) or is still typing (the
   * typeahead), relevance comes before it.
   */
  private comparator(query: ItemQuery): (a: number, b: number) => number {
    const bySort = this.sortComparator(query.sort);
    if (query.text === undefined && query.typed === undefined) return bySort;
    const corrected = this.corrected;
    const relevance = this.relevance;
    const chosen = query.typed === undefined && query.sort.some((s) => s.field !== 'featured');
    if (chosen) return (a, b) => corrected[a] - corrected[b] || bySort(a, b);
    return (a, b) => corrected[a] - corrected[b] || relevance[b] - relevance[a] || bySort(a, b);
  }

  private sortComparator(sort: ItemQuery['sort']): (a: number, b: number) => number {
    const columns: Record<ItemSortField, NumberArray> = {
      dateCreated: this.date,
      totalPopularity: this.popularity,
      title: this.titleRank,
      titleC: this.titleCRank,
      discount: this.discount,
      price: this.price,
      featured: this.featured,
    };
    const effective = sort.length
      ? sort
      : [
          { field: 'featured' as const, descending: true },
          { field: 'totalPopularity' as const, descending: true },
        ];
    const seen = new Set<string>();
    const keys = effective
      .filter((s) => !seen.has(s.field) && seen.add(s.field))
      .map((s) => ({ values: columns[s.field], direction: s.descending ? -1 : 1 }));
    const tie = keys[0].direction;
    const ids = this.idRank;
    // Specialised for one and two keys (the shop's sorts), general beyond.
    if (keys.length === 1) {
      const [{ values: v, direction: d }] = keys;
      return (a, b) => (v[a] - v[b]) * d || (ids[a] - ids[b]) * tie;
    }
    if (keys.length === 2) {
      const [{ values: v1, direction: d1 }, { values: v2, direction: d2 }] = keys;
      return (a, b) => (v1[a] - v1[b]) * d1 || (v2[a] - v2[b]) * d2 || (ids[a] - ids[b]) * tie;
    }
    return (a, b) => {
      for (let k = 0; k < keys.length; k++) {
        const d = keys[k].values[a] - keys[k].values[b];
        if (d !== 0) return d * keys[k].direction;
      }
      return (ids[a] - ids[b]) * tie;
    };
  }
}

/** The products matched by both, each with both scores and corrected where either was. */
function intersect(a: TextMatches, b: TextMatches): TextMatches {
  const inB = new Map<number, number>();
  b.slots.forEach((slot, k) => inB.set(slot, k));
  const both = [...a.slots.keys()].filter((k) => inB.has(a.slots[k]));
  return {
    slots: Int32Array.from(both, (k) => a.slots[k]),
    score: Float32Array.from(both, (k) => a.score[k] + b.score[inB.get(a.slots[k])!]),
    corrected: Uint8Array.from(both, (k) => a.corrected[k] | b.corrected[inB.get(a.slots[k])!]),
  };
}

function hasAny(nos: Uint16Array, flags: Uint8Array): boolean {
  for (let k = 0; k < nos.length; k++) if (flags[nos[k]] === 1) return true;
  return false;
}

/** The k smallest entries by `compare`, sorted: a bounded max-heap, O(n log k). */
function smallest(values: Int32Array, k: number, compare: (a: number, b: number) => number): number[] {
  const heap: number[] = [];
  const up = (i: number) => {
    const value = heap[i];
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (compare(value, heap[parent]) <= 0) break;
      heap[i] = heap[parent];
      i = parent;
    }
    heap[i] = value;
  };
  const down = (i: number) => {
    const value = heap[i];
    const size = heap.length;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= size) break;
      const r = l + 1;
      const child = r < size && compare(heap[r], heap[l]) > 0 ? r : l;
      if (compare(heap[child], value) <= 0) break;
      heap[i] = heap[child];
      i = child;
    }
    heap[i] = value;
  };
  for (const v of values) {
    if (heap.length < k) {
      heap.push(v);
      up(heap.length - 1);
    } else if (compare(v, heap[0]) < 0) {
      heap[0] = v;
      down(0);
    }
  }
  return heap.sort(compare);
}

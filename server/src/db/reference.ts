// The shop's reference data (categories, bands and brands, colours and sizes, locations, delivery charges, discounts)
// as either database returns its rows, mapped to the API's shapes, and held in memory: it is small, and changes only
// through the store.
import type { AttributeOption, AttributeValue, Branch, Category, GlobalDiscount, Location, Lookup, News } from '@domain/types';
import { COLOR_OPTION_ID, SIZE_OPTION_ID } from '@domain/options';
import { guideCategory, type SizeGuide } from '@domain/sizeGuide';
import { bareId } from '../ids';
import { OTHER_NAMES, OTHER_VALUE_NAMES } from './catalogue';
import type { SkuForOrder, StockCheckoutContext, VoucherScope } from './checkoutPlan';
import type { ReferenceCache } from './itemDocuments';
import type { IndexReference } from './searchIndex';
import type { CategoryQuery, NewsQuery, Page, PageWindow, ShopStore } from './types';

export interface CategoryRow {
  id: string;
  parent_id: string;
  name: string;
  sort_order: number;
  image_url: string | null;
  name_bn: string | null;
}
export interface LookupRow {
  id: string;
  type: string;
  name: string;
  status: string;
  name_bn: string | null;
}
export interface ValueRow {
  no: number;
  id: string;
  option_id: number;
  option_name: string;
  name: string;
  display_label: string;
  code: string;
  sort_order: number;
  color: string | null;
  name_bn: string | null;
}
export interface PlaceRow {
  id: string;
  branch_id?: string | null;
  name: string;
  address: string;
  lat: number;
  lon: number;
  type: string;
  image_url: string | null;
  phone: string | null;
  opening_hours: string | null;
  opening_hours_bn: string | null;
}
export interface NewsRow {
  id: string;
  title: string;
  date: string;
  content: string;
  author: string;
  main_image: string | null;
}
export interface DiscountRow {
  id: string;
  title: string;
  valid: number;
  type: GlobalDiscount['type'];
  discount_type: string;
  value: number;
  categories: string;
  items: string;
}
export interface SizeGuideRow {
  category_id: string;
  garment: SizeGuide['garment'];
  fit: SizeGuide['fit'];
  sleeves: SizeGuide['sleeves'];
}
export interface SizeGuideSizeRow {
  category_id: string;
  size_code: string;
  chest_tenths: number;
  length_tenths: number;
  sleeve_tenths: number | null;
}
export interface LocationKeyRow {
  no: number;
  id: string;
  bare_id: string;
}

/** The same SQL in SQLite and PostgreSQL: what ReferenceData is loaded from. */
export const REFERENCE_QUERIES = {
  categories: 'SELECT id, parent_id, name, sort_order, image_url, name_bn FROM categories ORDER BY sort_order, name',
  lookups: 'SELECT id, type, name, status, name_bn FROM lookups',
  values: 'SELECT * FROM attribute_values ORDER BY option_id DESC, sort_order',
  locations: 'SELECT no, id, bare_id FROM locations ORDER BY sort_order',
  charges: 'SELECT id, charge FROM delivery_charges ORDER BY sort_order',
  discounts: 'SELECT * FROM global_discounts ORDER BY sort_order',
  onlineLocation: "SELECT value FROM meta WHERE key = 'online_location_id'",
  sizeGuides: 'SELECT category_id, garment, fit, sleeves FROM size_guides',
  sizeGuideSizes:
    'SELECT category_id, size_code, chest_tenths, length_tenths, sleeve_tenths FROM size_guide_sizes ORDER BY category_id, position',
} as const;

export const PLACE_COLUMNS = 'id, name, address, lat, lon, type, image_url, phone, opening_hours, opening_hours_bn';

/** `nameBn` where the row has a Bengali name: added to the spec's fields, never in their place. */
const bengaliName = (nameBn: string | null | undefined) => (nameBn ? { nameBn } : {});

export const offset = (w: PageWindow) => (w.page - 1) * w.size;

const toCategory = (r: CategoryRow): Category => ({
  id: r.id,
  parentId: r.parent_id,
  name: r.name,
  ...bengaliName(r.name_bn),
  sortOrder: r.sort_order,
  extras: r.image_url ? { image_url: r.image_url } : {},
});
export const toLookup = (r: LookupRow): Lookup => ({ id: r.id, name: r.name, ...bengaliName(r.name_bn), type: r.type, status: r.status });
const toValue = (r: ValueRow): AttributeValue => ({
  id: r.id,
  optionId: r.option_id,
  optionName: r.option_name,
  optionDisplayLabel: r.option_name,
  name: r.name,
  ...bengaliName(r.name_bn),
  displayLabel: r.display_label,
  code: r.code,
  sortOrder: r.sort_order,
  seq: r.sort_order,
  extras: r.color ? { color: r.color } : {},
});
export const toNews = (r: NewsRow): News => ({
  id: r.id,
  title: r.title,
  date: r.date,
  content: r.content,
  author: r.author,
  links: r.main_image ? { main_image: r.main_image } : {},
});

/** The news list's ORDER BY: the query's sort, else newest first then by title, ties by id. `collate` (PostgreSQL's
 * ` COLLATE "C"`) makes text compare byte by byte, as SQLite does, so both backends list the same order. */
export function newsOrderBy(sort: NewsQuery['sort'], collate = ''): string {
  const by = sort.length ? sort : DEFAULT_NEWS_SORT;
  return [...by.map((s) => `${s.field === 'date' ? 'date' : 'title'}${collate} ${s.descending ? 'DESC' : 'ASC'}`), `id${collate} ASC`].join(
    ', ',
  );
}
const DEFAULT_NEWS_SORT: NewsQuery['sort'] = [
  { field: 'date', descending: true },
  { field: 'title', descending: false },
];

/** The article an address names, whichever form of its id (with or without dashes) the address uses. */
export const newsWithId = (rows: NewsRow[], id: string): News | null => {
  const row = rows.find((r) => bareId(r.id) === bareId(id));
  return row ? toNews(row) : null;
};

const toDiscount = (r: DiscountRow): GlobalDiscount => ({
  id: r.id,
  title: r.title,
  valid: r.valid === 1,
  type: r.type,
  discountType: r.discount_type,
  value: r.value,
  categories: JSON.parse(r.categories) as GlobalDiscount['categories'],
  items: JSON.parse(r.items) as GlobalDiscount['items'],
});
export const toBranch = (r: PlaceRow, stockLocations: string[]): Branch => ({
  id: r.id,
  name: r.name,
  address: r.address,
  lat: r.lat,
  lon: r.lon,
  type: r.type,
  stockLocations: stockLocations.map((id) => ({ id })),
  extras: {
    ...(r.image_url ? { image_url: r.image_url } : {}),
    ...(r.phone ? { phone: r.phone } : {}),
    ...(r.opening_hours ? { opening_hours: r.opening_hours } : {}),
    ...(r.opening_hours_bn ? { opening_hours_bn: r.opening_hours_bn } : {}),
  },
});
export const toLocation = (r: PlaceRow): Location => ({ ...toBranch(r, [r.id]), branchId: r.branch_id ?? undefined }) as Location;

export interface ReferenceRows {
  categories: CategoryRow[];
  lookups: LookupRow[];
  values: ValueRow[];
  locations: LocationKeyRow[];
  charges: { id: string; charge: number }[];
  discounts: DiscountRow[];
  sizeGuides: SizeGuideRow[];
  sizeGuideSizes: SizeGuideSizeRow[];
  onlineLocationId: string;
}

/** The reference data in memory, and the store calls answered from it. */
export class ReferenceData {
  readonly cache: ReferenceCache;
  readonly onlineLocationId: string;
  readonly onlineLocationNo: number;
  /** All stock locations, the online warehouse first. */
  readonly stockLocationIds: string[];
  private readonly children = new Map<string, string[]>();
  private readonly parents = new Map<string, string>();
  private readonly allDiscounts: GlobalDiscount[];
  /** Each category's own size guide, by its bare id. */
  private readonly guides = new Map<string, SizeGuide>();

  constructor(private readonly rows: ReferenceRows) {
    for (const c of rows.categories) {
      this.children.set(c.parent_id, [...(this.children.get(c.parent_id) ?? []), c.id]);
      this.parents.set(c.id, c.parent_id);
    }
    this.cache = {
      categoryNames: new Map(rows.categories.map((c) => [c.id, c.name])),
      categories: new Map(rows.categories.map((c) => [c.id, { id: c.id, name: c.name, ...bengaliName(c.name_bn) }])),
      lookups: new Map(rows.lookups.map((r) => [r.id, toLookup(r)])),
      attributeValues: new Map(rows.values.map((r) => [r.no, toValue(r)])),
      locationIds: new Map(rows.locations.map((l) => [l.no, l.id])),
    };
    this.onlineLocationId = rows.onlineLocationId;
    const online = rows.locations.find((l) => l.id === rows.onlineLocationId)?.no;
    if (online === undefined) throw new Error(`The online-warehouse location ${rows.onlineLocationId} is missing from the database.`);
    this.onlineLocationNo = online;
    this.stockLocationIds = [rows.onlineLocationId, ...rows.locations.map((l) => l.id).filter((id) => id !== rows.onlineLocationId)];
    this.allDiscounts = rows.discounts.map(toDiscount);
    for (const g of rows.sizeGuides) {
      const sizes = rows.sizeGuideSizes
        .filter((s) => s.category_id === g.category_id)
        .map((s) => ({
          size: s.size_code,
          chest: Number(s.chest_tenths) / 10,
          length: Number(s.length_tenths) / 10,
          sleeve: s.sleeve_tenths === null ? null : Number(s.sleeve_tenths) / 10,
        }));
      this.guides.set(bareId(g.category_id), { categoryId: g.category_id, garment: g.garment, fit: g.fit, sleeves: g.sleeves, sizes });
    }
  }

  /** What the search index resolves filter ids with. */
  indexReference(): IndexReference {
    return {
      locationNosByBareId: new Map(this.rows.locations.map((l) => [l.bare_id, l.no])),
      onlineLocationNo: this.onlineLocationNo,
      attributeValueNos: new Map(this.rows.values.map((r) => [r.id, r.no])),
      attributeOptionOf: (no) => this.cache.attributeValues.get(no)?.optionId,
      lookupType: (id) => this.cache.lookups.get(id)?.type,
      categoryWithDescendants: (ids) => this.categoryWithDescendants(ids),
      searchNames: (id) => this.searchNames(id),
      valueSearchNames: (no) => {
        const name = this.cache.attributeValues.get(no)?.name;
        return name === undefined ? [] : [name, ...(OTHER_VALUE_NAMES.get(name) ?? [])];
      },
    };
  }

  /** A category's names and its parents', or a lookup's names: the shop's name and its other names (catalogue's OTHER_NAMES). */
  private searchNames(id: string): string[] {
    const named = (name: string) => [name, ...(OTHER_NAMES.get(name) ?? [])];
    const lookup = this.cache.lookups.get(id);
    if (lookup) return named(lookup.name);
    return this.categoryWithAncestors([id]).flatMap((at) => named(this.cache.categoryNames.get(at)!));
  }

  /** What the order store prices, charges and reserves with. */
  checkoutContext(paymentWindowMs: number): StockCheckoutContext {
    return {
      onlineLocationNo: this.onlineLocationNo,
      paymentWindowMs,
      attributeValues: this.cache.attributeValues,
      categoryNames: this.cache.categoryNames,
      discounts: () => this.discounts(),
      deliveryCharges: () => this.deliveryCharges(),
      voucherScope: (sku) => this.voucherScope(sku),
    };
  }

  /** What a promo code may cover a SKU by: its item's categories with their parents, and its bands (not its brand). */
  voucherScope(sku: Pick<SkuForOrder, 'category_ids' | 'lookup_ids'>): VoucherScope {
    return {
      categoryIds: this.categoryWithAncestors(JSON.parse(sku.category_ids) as string[]),
      bandIds: (JSON.parse(sku.lookup_ids) as string[]).filter((id) => this.cache.lookups.get(id)?.type === 'bands'),
    };
  }

  /** A known category id plus all its descendants; unknown ids are dropped. */
  categoryWithDescendants(ids: string[]): string[] {
    const out = new Set<string>();
    const visit = (id: string) => {
      if (out.has(id)) return;
      out.add(id);
      for (const child of this.children.get(id) ?? []) visit(child);
    };
    for (const id of ids) if (this.cache.categoryNames.has(id)) visit(id);
    return [...out];
  }

  /** Known category ids and every category above them: an item listed under Half Sleeve is a T-Shirt too. */
  categoryWithAncestors(ids: readonly string[]): string[] {
    const out = new Set<string>();
    for (const id of ids) {
      for (
        let at: string | undefined = id, hops = 0;
        at && this.cache.categoryNames.has(at) && hops < 16;
        at = this.parents.get(at), hops++
      ) {
        out.add(at);
      }
    }
    return [...out];
  }

  categories(query: CategoryQuery): Page<Category> {
    const list = this.rows.categories.filter((c) => query.parentId === undefined || c.parent_id === query.parentId).map(toCategory);
    return { list: list.slice(offset(query), offset(query) + query.size), total: list.length };
  }

  findCategory(id: string): Category | null {
    const row = this.rows.categories.find((c) => bareId(c.id) === bareId(id));
    return row ? toCategory(row) : null;
  }

  attributeOptions(): AttributeOption[] {
    const values = [...this.cache.attributeValues.values()];
    return [
      { id: COLOR_OPTION_ID, name: 'Color', values: values.filter((v) => v.optionId === COLOR_OPTION_ID) },
      { id: SIZE_OPTION_ID, name: 'Size', values: values.filter((v) => v.optionId === SIZE_OPTION_ID) },
    ];
  }

  discounts(): GlobalDiscount[] {
    return this.allDiscounts;
  }

  globalDiscounts(window: PageWindow & { valid?: boolean }): Page<GlobalDiscount> {
    const list = this.allDiscounts.filter((d) => window.valid === undefined || d.valid === window.valid);
    return { list: list.slice(offset(window), offset(window) + window.size), total: list.length };
  }

  deliveryCharges(): { id: string; charge: number }[] {
    return this.rows.charges.map((c) => ({ ...c }));
  }

  /** The guide of a product's cut: its categories' nearest one, walking up (src/domain/sizeGuide.ts); null for none. */
  sizeGuide(categoryIds: readonly string[]): SizeGuide | null {
    const known = new Map(this.rows.categories.map((c) => [bareId(c.id), c.id]));
    const ids = categoryIds.flatMap((id) => known.get(bareId(id)) ?? []);
    const found = guideCategory(
      ids,
      (id) => this.parents.get(id),
      (id) => this.guides.has(bareId(id)),
    );
    return found === null ? null : this.guides.get(bareId(found))!;
  }

  /** The store calls answered from memory, the same for every backend. */
  storeCalls(): Pick<
    ShopStore,
    | 'onlineLocationId'
    | 'stockLocationIds'
    | 'categories'
    | 'findCategory'
    | 'attributeOptions'
    | 'globalDiscounts'
    | 'deliveryCharges'
    | 'sizeGuide'
  > {
    return {
      onlineLocationId: this.onlineLocationId,
      stockLocationIds: this.stockLocationIds,
      categories: async (query) => this.categories(query),
      findCategory: async (id) => this.findCategory(id),
      attributeOptions: async () => this.attributeOptions(),
      globalDiscounts: async (window) => this.globalDiscounts(window),
      deliveryCharges: async () => this.deliveryCharges(),
      sizeGuide: async (categoryIds) => this.sizeGuide(categoryIds),
    };
  }
}

import { COLOR_OPTION_ID, SIZE_OPTION_ID } from '@domain/options';
import { unitPrice } from '@domain/pricing';
import { PLUS_SIZE_PRICE } from '@domain/sizeLabels';
import type { GlobalDiscount } from '@domain/types';
import { bareId, seededId } from '../ids';
import { between, pick, priceBetween, rng, sample, weighted, type Random } from '../random';
import {
  BANDS,
  BRANDS,
  CATEGORIES,
  COLOURS,
  DELIVERY_CHARGES,
  GENERIC_DESIGNS,
  NEWS,
  OUTLETS,
  PLUS_SIZE_MAX_BASE_PRICE,
  PRODUCT_TYPES,
  SIZES,
  type ProductType,
} from './catalogue';
import { foldText } from '@domain/searchTerms';

export const ids = {
  category: (slug: string) => seededId('category', slug),
  band: (name: string) => seededId('lookup:bands', name),
  brand: (name: string) => seededId('lookup:brands', name),
  colour: (code: string) => seededId('attribute:7', code),
  size: (name: string) => seededId('attribute:6', name),
  branch: (key: string) => seededId('branch', key),
  location: (key: string) => seededId('location', key),
  item: (index: number) => seededId('item', index),
  discount: (key: string) => seededId('discount', key),
  news: (key: string) => seededId('news', key),
};

export const itemCode = (index: number) => `MM-${10001 + index}`;
export const ONLINE_LOCATION_ID = ids.location('online-warehouse');

const typeByCategory = new Map(PRODUCT_TYPES.map((t) => [t.category, t]));
const categoryName = new Map(CATEGORIES.map((c) => [c.slug, c.name]));
const SEED_DATES_FROM = Date.UTC(2025, 10, 1); // the year before 2026-11-01
const YEAR_SECONDS = 365 * 24 * 3600;

/** Item indexes with fixed roles, so a small test catalogue has every case. */
export const SPECIAL_ITEMS = {
  productPercent: [1, 2], // FIXED_PRODUCT 20 % (no skuCode)
  skuFixed: 4, // FIXED_PRODUCT 150 Tk off one SKU
  productFixed: 6, // FIXED_PRODUCT 100 Tk off (no skuCode)
  forcedType: new Map<number, string>([
    [1, 'half-sleeve'],
    [2, 'pullover'], // also in the Pullover category discount: the better one wins
    [4, 'half-sleeve'], // also in the invalid Half Sleeve discount: it must not apply
    [5, 'pullover'], // a 10 % SKU discount: it wins over the cheaper 15 % category discount
    [6, 'zip-hoodie'],
    [8, 'patches'], // the fixed Tk 30 category discount
  ]),
  skuDiscountTenPercent: 5,
};

const skuCode = (code: string, colour: string, size: string | null) => `${code}-${colour.toUpperCase()}${size ? `-${size}` : ''}`;

export function globalDiscounts(): GlobalDiscount[] {
  const cat = (slug: string) => ({ categoryId: ids.category(slug) });
  return [
    {
      id: ids.discount('pullover-week'),
      title: 'Pullover Hoodie Week: 15% off',
      valid: true,
      type: 'FIXED_CATEGORY',
      discountType: 'PERCENTAGE',
      value: 15,
      categories: [cat('pullover')],
      items: [],
    },
    {
      id: ids.discount('patch-bundle'),
      title: 'Patches and Wristbands: Tk 30 off',
      valid: true,
      type: 'FIXED_CATEGORY',
      discountType: 'FIXED',
      value: 30,
      categories: [cat('patches'), cat('wristbands')],
      items: [],
    },
    {
      id: ids.discount('featured-tees'),
      title: 'Staff picks: 20% off',
      valid: true,
      type: 'FIXED_PRODUCT',
      discountType: 'PERCENTAGE',
      value: 20,
      categories: [],
      items: SPECIAL_ITEMS.productPercent.map((i) => ({ itemId: ids.item(i) })),
    },
    {
      id: ids.discount('size-clearance'),
      title: 'Size clearance: Tk 150 off',
      valid: true,
      type: 'FIXED_PRODUCT',
      discountType: 'FIXED',
      value: 150,
      categories: [],
      items: [{ itemId: ids.item(SPECIAL_ITEMS.skuFixed), skuCode: skuCode(itemCode(SPECIAL_ITEMS.skuFixed), 'black', 'XL') }],
    },
    {
      id: ids.discount('wings-launch'),
      title: 'Wings launch: Tk 100 off',
      valid: true,
      type: 'FIXED_PRODUCT',
      discountType: 'FIXED',
      value: 100,
      categories: [],
      items: [{ itemId: ids.item(SPECIAL_ITEMS.productFixed) }],
    },
    {
      id: ids.discount('eid-sale-ended'),
      title: 'Eid sale (ended): 50% off half sleeves',
      valid: false,
      type: 'FIXED_CATEGORY',
      discountType: 'PERCENTAGE',
      value: 50,
      categories: [cat('half-sleeve')],
      items: [],
    },
  ];
}

interface SeedSku {
  code: string;
  colour: string;
  size: string | null;
  salesPrice: number;
  discountedSalesPrice: number;
  salesDiscount: number;
  imageNumbers: number[];
  /** location key → [ok, total] */
  stock: Map<string, [number, number]>;
}

function outletKeys(): string[] {
  return OUTLETS.filter((o) => o.type !== 'WAREHOUSE').map((o) => o.key);
}

function generateItem(index: number, titles: Map<string, number>) {
  const r: Random = rng(0x5eed + index * 7919);
  const band = BANDS[index % BANDS.length];
  const forced = SPECIAL_ITEMS.forcedType.get(index);
  const type: ProductType = forced
    ? typeByCategory.get(forced)!
    : weighted(
        r,
        PRODUCT_TYPES.map((t) => [t, t.weight] as const),
      );
  const design = pick(r, [...band.designs, ...GENERIC_DESIGNS]);
  let title = `${band.name} ${design} ${type.label}`;
  const seen = titles.get(title) ?? 0;
  titles.set(title, seen + 1);
  if (seen > 0) title = `${title} (Drop ${seen + 1})`;

  const brands = BRANDS.filter((b) => type.sizes !== null || !b.apparelOnly);
  const brand = weighted(
    r,
    brands.map((b) => [b, b.weight] as const),
  );

  const colourCount = Math.min(
    type.colours.length,
    weighted(r, [
      [1, 45],
      [2, 35],
      [3, 20],
    ] as const),
  );
  let colours = sample(r, type.colours, colourCount);
  if (type.colours.includes('black') && !colours.includes('black') && r() < 0.6) colours = ['black', ...colours.slice(0, -1)];
  if (index === SPECIAL_ITEMS.skuFixed && !colours.includes('black')) colours = ['black', ...colours.slice(0, -1)];

  const base = priceBetween(r, ...type.price);
  let sizes: (string | null)[];
  if (type.sizes === null) sizes = [null];
  else {
    const top = type.sizes === 'tee' && base <= PLUS_SIZE_MAX_BASE_PRICE ? SIZES.length : 5;
    const from = r() < 0.2 ? 1 : 0;
    sizes = SIZES.slice(from, top);
  }
  if (index === SPECIAL_ITEMS.skuFixed && !sizes.includes('XL')) sizes = ['M', 'L', 'XL', 'XXL'];

  const productDiscounted =
    SPECIAL_ITEMS.productPercent.includes(index) || index === SPECIAL_ITEMS.skuFixed || index === SPECIAL_ITEMS.productFixed;
  const randomDiscount = !productDiscounted && !forced && (index % 8 === 5 || r() < 0.06) ? pick(r, [10, 15, 20, 25, 30, 40, 50]) : 0;
  const skuDiscount = index === SPECIAL_ITEMS.skuDiscountTenPercent ? 10 : randomDiscount;
  const discountAllColours = index === SPECIAL_ITEMS.skuDiscountTenPercent || r() < 0.5;

  // Every colour has a picture of its own, so the gallery can show the colour a shopper chooses.
  const drawn =
    index % 17 === 0
      ? 1
      : Math.max(
          1,
          Math.min(
            6,
            weighted(r, [
              [1, 10],
              [2, 20],
              [3, 25],
              [4, 25],
              [5, 10],
              [6, 10],
            ] as const),
          ),
        );
  const imageCount = Math.max(colours.length, drawn);
  const code = itemCode(index);
  const views = Array.from({ length: imageCount }, (_, n) => ({
    colour: colours[n % colours.length],
    view: (['front', 'back', 'detail'] as const)[Math.floor(n / colours.length) % 3],
  }));
  const images = views.map((_, n) => `/images/items/${code}/${n + 1}.svg`);

  const stockPattern = index % 50 === 7 ? 'none' : index % 50 === 13 ? 'one-outlet' : 'normal';
  const outlets = outletKeys();
  const carriedAt =
    stockPattern === 'one-outlet'
      ? [outlets[index % outlets.length]]
      : sample(
          r,
          outlets,
          weighted(r, [
            [0, 20],
            [1, 40],
            [2, 30],
            [3, 10],
          ] as const),
        );

  const skus: SeedSku[] = [];
  for (const colour of colours) {
    for (const size of sizes) {
      const salesPrice = size === 'XXXL' || size === 'XXXXL' ? PLUS_SIZE_PRICE : base;
      const discounted = skuDiscount > 0 && (discountAllColours || colour === colours[0]);
      const stock = new Map<string, [number, number]>();
      if (stockPattern === 'none') {
        stock.set('online-warehouse', [0, 0]);
        stock.set(carriedAt[0] ?? outlets[0], [0, between(r, 0, 2)]);
      } else {
        if (stockPattern === 'normal') {
          const ok = r() < 0.12 ? 0 : between(r, 1, 30);
          stock.set('online-warehouse', [ok, ok + between(r, 0, 3)]);
        }
        for (const outlet of carriedAt) {
          const ok = r() < 0.2 ? 0 : between(r, 1, 8);
          stock.set(outlet, [ok, ok + between(r, 0, 2)]);
        }
      }
      skus.push({
        code: skuCode(code, colour, size),
        colour,
        size,
        salesPrice,
        discountedSalesPrice: discounted ? Math.floor((salesPrice * (100 - skuDiscount)) / 100) : 0,
        salesDiscount: discounted ? skuDiscount : 0,
        imageNumbers: views.flatMap((v, n) => (v.colour === colour ? [n + 1] : [])),
        stock,
      });
    }
  }

  const createdAt = new Date(SEED_DATES_FROM + Math.floor(r() * YEAR_SECONDS) * 1000);
  const featured = index % 10 === 3 || r() < 0.05;
  const keywords = [band.genre, band.origin === 'bangladesh' ? 'bangla' : 'international', ...type.keywords, design.toLowerCase()];
  const tags = [
    ...(featured ? ['featured'] : []),
    ...(createdAt.getTime() >= Date.UTC(2026, 8, 1) ? ['new-arrival'] : []),
    band.origin === 'bangladesh' ? 'bangladeshi-band' : 'international-band',
  ];
  return {
    index,
    id: ids.item(index),
    code,
    title,
    band,
    brand,
    type,
    design,
    skus,
    images,
    views,
    featured,
    popularity: Math.floor(r() ** 3 * 5000),
    dateCreated: createdAt.toISOString(),
    status: index % 97 === 50 ? 'INACTIVE' : 'ACTIVE',
    keywords,
    tags,
    description: `${band.name} "${design}" ${type.label.toLowerCase()} by ${brand.name}. ${type.description}`,
  };
}

/** The seeded tables and their columns, in the order rows are written (each row's values in this column order). */
export const SEED_COLUMNS = {
  categories: ['id', 'parent_id', 'name', 'slug', 'sort_order', 'image_url', 'name_bn'],
  lookups: ['id', 'type', 'name', 'status', 'origin', 'name_bn'],
  attribute_values: ['no', 'id', 'option_id', 'option_name', 'name', 'display_label', 'code', 'sort_order', 'color', 'name_bn'],
  branches: [
    'id',
    'name',
    'address',
    'city',
    'lat',
    'lon',
    'type',
    'image_url',
    'phone',
    'opening_hours',
    'sort_order',
    'opening_hours_bn',
  ],
  locations: [
    'no',
    'id',
    'bare_id',
    'branch_id',
    'name',
    'address',
    'lat',
    'lon',
    'type',
    'image_url',
    'phone',
    'opening_hours',
    'sort_order',
    'opening_hours_bn',
  ],
  delivery_charges: ['id', 'charge', 'sort_order'],
  news: ['id', 'title', 'date', 'content', 'author', 'main_image'],
  global_discounts: ['id', 'title', 'valid', 'type', 'discount_type', 'value', 'categories', 'items', 'sort_order'],
  items: [
    'seq',
    'id',
    'bare_id',
    'code',
    'title',
    'title_lc',
    'status',
    'featured',
    'total_popularity',
    'date_created',
    'default_sku_code',
    'min_price',
    'min_discounted_price',
    'max_discounted_price',
    'max_discount',
    'online_ok',
  ],
  item_details: ['seq', 'description', 'images', 'tags', 'keywords', 'category_ids', 'lookup_ids', 'art', 'search_text'],
  item_categories: ['category_id', 'item_seq'],
  item_lookups: ['lookup_id', 'item_seq'],
  skus: [
    'no',
    'code',
    'item_seq',
    'position',
    'sales_price',
    'discounted_sales_price',
    'sales_discount',
    'color_no',
    'size_no',
    'image_numbers',
  ],
  stocks: ['sku_no', 'location_no', 'item_seq', 'ok', 'total'],
  item_stock: ['location_no', 'item_seq', 'ok'],
} as const;
export type SeedTable = keyof typeof SEED_COLUMNS;
/** Receives each seeded row: a table and its values in SEED_COLUMNS order. */
export type SeedSink = (table: SeedTable, values: unknown[]) => void;

/** The meta entries of a seeded shop (the seed's size, and which location is the online warehouse). */
export const seedMeta = (itemCount: number): [key: string, value: string][] => [
  ['seeded_items', String(itemCount)],
  ['online_location_id', ONLINE_LOCATION_ID],
];

/** Writes the whole seeded shop, row by row, to `put`: the same catalogue for the same count, whatever the database. */
export function seedRows(itemCount: number, put: SeedSink): void {
  const discounts = globalDiscounts();
  for (const c of CATEGORIES) {
    put('categories', [
      ids.category(c.slug),
      c.parent ? ids.category(c.parent) : '',
      c.name,
      c.slug,
      c.sortOrder,
      `/images/categories/${c.slug}.svg`,
      c.bengali,
    ]);
  }

  for (const b of BANDS) put('lookups', [ids.band(b.name), 'bands', b.name, 'ACTIVE', b.origin, b.bengali]);
  for (const b of BRANDS) put('lookups', [ids.brand(b.name), 'brands', b.name, 'ACTIVE', null, null]);

  const valueNo = new Map<string, number>();
  COLOURS.forEach((c, i) => {
    valueNo.set(`colour:${c.code}`, valueNo.size + 1);
    put('attribute_values', [
      valueNo.size,
      ids.colour(c.code),
      COLOR_OPTION_ID,
      'Color',
      c.name,
      c.name,
      c.code.toUpperCase(),
      i + 1,
      c.hex,
      c.bengali,
    ]);
  });
  SIZES.forEach((size, i) => {
    valueNo.set(`size:${size}`, valueNo.size + 1);
    put('attribute_values', [valueNo.size, ids.size(size), SIZE_OPTION_ID, 'Size', size, size, size, i + 1, null, null]);
  });

  const locationNo = new Map(OUTLETS.map((o, i) => [o.key, i + 1]));
  OUTLETS.forEach((o, i) => {
    const image = `/images/outlets/${o.key}.svg`;
    const hours = o.hours ?? null;
    const hoursBn = o.hoursBn ?? null;
    put('branches', [ids.branch(o.key), o.name, o.address, o.city, o.lat, o.lon, o.type, image, o.phone, hours, i, hoursBn]);
    const locationId = ids.location(o.key);
    put('locations', [
      locationNo.get(o.key),
      locationId,
      bareId(locationId),
      ids.branch(o.key),
      o.name,
      o.address,
      o.lat,
      o.lon,
      o.type,
      image,
      o.phone,
      hours,
      i,
      hoursBn,
    ]);
  });

  DELIVERY_CHARGES.forEach((c, i) => put('delivery_charges', [c.id, c.charge, i]));
  NEWS.forEach((n) => put('news', [ids.news(n.key), n.title, n.date, n.content, n.author, n.image ? `/images/news/${n.key}.svg` : null]));
  discounts.forEach((d, i) =>
    put('global_discounts', [
      d.id,
      d.title,
      d.valid ? 1 : 0,
      d.type,
      d.discountType,
      d.value,
      JSON.stringify(d.categories),
      JSON.stringify(d.items),
      i,
    ]),
  );

  let skuNo = 0;
  const titles = new Map<string, number>();
  for (let index = 0; index < itemCount; index++) {
    const item = generateItem(index, titles);
    const categoryId = ids.category(item.type.category);
    const priced = { id: item.id, categories: [{ id: categoryId, name: categoryName.get(item.type.category)! }] };
    const prices = item.skus.map((sku) => unitPrice(priced, sku, discounts).price);
    const maxDiscount = Math.max(...item.skus.map((sku, n) => Math.round(((sku.salesPrice - prices[n]) * 100) / sku.salesPrice)));
    const perLocation = new Map<string, number>();
    for (const sku of item.skus) for (const [loc, [ok]] of sku.stock) perLocation.set(loc, (perLocation.get(loc) ?? 0) + ok);
    const lookupIds = [ids.band(item.band.name), ids.brand(item.brand.name)];
    const art = { kind: item.type.kind, band: item.band.name, design: item.design, views: item.views };
    const searchText = foldText([item.title, item.band.name, item.brand.name, ...item.keywords].join(' '));

    const seq = index + 1;
    put('items', [
      seq,
      item.id,
      bareId(item.id),
      item.code,
      item.title,
      foldText(item.title),
      item.status,
      item.featured ? 1 : 0,
      item.popularity,
      item.dateCreated,
      item.skus[0].code,
      Math.min(...item.skus.map((sku) => sku.salesPrice)),
      Math.min(...prices),
      Math.max(...prices),
      maxDiscount,
      perLocation.get('online-warehouse') ?? 0,
    ]);
    put('item_details', [
      seq,
      item.description,
      JSON.stringify(item.images),
      JSON.stringify(item.tags),
      JSON.stringify(item.keywords),
      JSON.stringify([categoryId]),
      JSON.stringify(lookupIds),
      JSON.stringify(art),
      searchText,
    ]);
    put('item_categories', [categoryId, seq]);
    for (const lookupId of lookupIds) put('item_lookups', [lookupId, seq]);
    item.skus.forEach((sku, position) => {
      skuNo += 1;
      put('skus', [
        skuNo,
        sku.code,
        seq,
        position,
        sku.salesPrice,
        sku.discountedSalesPrice,
        sku.salesDiscount,
        valueNo.get(`colour:${sku.colour}`),
        sku.size ? valueNo.get(`size:${sku.size}`) : null,
        sku.imageNumbers.join(','),
      ]);
      for (const [loc, [ok, total]] of sku.stock) put('stocks', [skuNo, locationNo.get(loc), seq, ok, total]);
    });
    for (const [loc, ok] of perLocation) put('item_stock', [locationNo.get(loc), seq, ok]);
  }
}

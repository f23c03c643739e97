// The shop's fixed reference data: category tree, bands, brands, colours, sizes, outlets, delivery
// charges and news. Items are generated from these in seed.ts. Everything here is deterministic.
import { DEFAULT_DELIVERY_CHARGES } from '@domain/cartTotals';
import { SHOP_ADDRESS } from '@domain/shopContact';
import { PLUS_SIZE_PRICE } from '@domain/sizeLabels';

export type ProductKind =
  'tshirt' | 'longsleeve' | 'hoodie' | 'ziphoodie' | 'jersey' | 'cap' | 'beanie' | 'patch' | 'wristband' | 'keychain' | 'tote';

/** A name as shoppers search for it: its Bengali spelling (what Bengali pages show) and the common romanisations
 * and other Bengali spellings besides the shop's own. */
interface SearchedName {
  name: string;
  bengali: string;
  romanised: string[];
}

export interface CategorySeed extends SearchedName {
  slug: string;
  parent: string;
  sortOrder: number;
}

/** Roots first; children name their parent's slug. */
export const CATEGORIES: CategorySeed[] = [
  { slug: 't-shirts', name: 'T-Shirts', parent: '', sortOrder: 1, bengali: 'টি-শার্ট', romanised: ['tshirt', 'genji'] },
  { slug: 'hoodies', name: 'Hoodies', parent: '', sortOrder: 2, bengali: 'হুডি', romanised: ['hudi', 'hudie'] },
  { slug: 'jerseys', name: 'Jerseys', parent: '', sortOrder: 3, bengali: 'জার্সি', romanised: ['jarsi'] },
  { slug: 'caps', name: 'Caps', parent: '', sortOrder: 4, bengali: 'ক্যাপ', romanised: ['tupi'] },
  { slug: 'accessories', name: 'Accessories', parent: '', sortOrder: 5, bengali: 'এক্সেসরিজ', romanised: ['accessory', 'eksesoriz'] },
  { slug: 'half-sleeve', name: 'Half Sleeve', parent: 't-shirts', sortOrder: 1, bengali: 'হাফ হাতা', romanised: ['half hata'] },
  { slug: 'full-sleeve', name: 'Full Sleeve', parent: 't-shirts', sortOrder: 2, bengali: 'ফুল হাতা', romanised: ['full hata'] },
  {
    slug: 'oversized',
    name: 'Oversized',
    parent: 't-shirts',
    sortOrder: 3,
    bengali: 'ওভারসাইজড',
    romanised: ['oversize', 'drop shoulder'],
  },
  { slug: 'zip-hoodie', name: 'Zip Hoodie', parent: 'hoodies', sortOrder: 1, bengali: 'জিপ হুডি', romanised: ['zipper hoodie'] },
  { slug: 'pullover', name: 'Pullover', parent: 'hoodies', sortOrder: 2, bengali: 'পুলওভার', romanised: [] },
  { slug: 'football-jersey', name: 'Football Jersey', parent: 'jerseys', sortOrder: 1, bengali: 'ফুটবল জার্সি', romanised: [] },
  { slug: 'hockey-jersey', name: 'Hockey Jersey', parent: 'jerseys', sortOrder: 2, bengali: 'হকি জার্সি', romanised: [] },
  { slug: 'snapback', name: 'Snapback', parent: 'caps', sortOrder: 1, bengali: 'স্ন্যাপব্যাক', romanised: [] },
  { slug: 'beanie', name: 'Beanie', parent: 'caps', sortOrder: 2, bengali: 'বিনি', romanised: ['winter cap'] },
  { slug: 'patches', name: 'Patches', parent: 'accessories', sortOrder: 1, bengali: 'প্যাচ', romanised: [] },
  { slug: 'wristbands', name: 'Wristbands', parent: 'accessories', sortOrder: 2, bengali: 'রিস্টব্যান্ড', romanised: ['hand band'] },
  { slug: 'keychains', name: 'Keychains', parent: 'accessories', sortOrder: 3, bengali: 'চাবির রিং', romanised: ['key ring'] },
  { slug: 'tote-bags', name: 'Tote Bags', parent: 'accessories', sortOrder: 4, bengali: 'টোট ব্যাগ', romanised: ['bag'] },
];

export interface ProductType {
  /** The leaf category's slug. */
  category: string;
  kind: ProductKind;
  /** Words in the title, e.g. 'Half Sleeve T-Shirt'. */
  label: string;
  weight: number;
  price: [min: number, max: number, step: number];
  /** null: one SKU per colour, no size. */
  sizes: 'tee' | 'regular' | null;
  colours: string[];
  description: string;
  keywords: string[];
}

const TEE_COLOURS = ['black', 'white', 'charcoal', 'maroon', 'navy', 'olive', 'heather-grey'];

export const PRODUCT_TYPES: ProductType[] = [
  {
    category: 'half-sleeve',
    kind: 'tshirt',
    label: 'Half Sleeve T-Shirt',
    weight: 34,
    price: [450, 1200, 50],
    sizes: 'tee',
    colours: TEE_COLOURS,
    description: '180 GSM combed cotton, screen printed front and back, regular fit.',
    keywords: ['t-shirt', 'tee', 'half sleeve'],
  },
  {
    category: 'full-sleeve',
    kind: 'longsleeve',
    label: 'Full Sleeve T-Shirt',
    weight: 10,
    price: [650, 1200, 50],
    sizes: 'tee',
    colours: TEE_COLOURS,
    description: '200 GSM cotton long sleeve with sleeve prints and ribbed cuffs.',
    keywords: ['t-shirt', 'long sleeve', 'full sleeve'],
  },
  {
    category: 'oversized',
    kind: 'tshirt',
    label: 'Oversized T-Shirt',
    weight: 8,
    price: [750, 1200, 50],
    sizes: 'regular',
    colours: ['black', 'charcoal', 'white', 'sand'],
    description: '220 GSM drop-shoulder oversized tee, puff printed.',
    keywords: ['t-shirt', 'oversized', 'drop shoulder'],
  },
  {
    category: 'zip-hoodie',
    kind: 'ziphoodie',
    label: 'Zip Hoodie',
    weight: 7,
    price: [1800, 2800, 100],
    sizes: 'regular',
    colours: ['black', 'charcoal', 'navy', 'maroon'],
    description: '320 GSM brushed fleece, full-length metal zip, kangaroo pockets.',
    keywords: ['hoodie', 'zip', 'winter'],
  },
  {
    category: 'pullover',
    kind: 'hoodie',
    label: 'Pullover Hoodie',
    weight: 8,
    price: [1500, 2500, 100],
    sizes: 'regular',
    colours: ['black', 'charcoal', 'olive', 'maroon', 'navy'],
    description: '300 GSM fleece pullover with double-layer hood and front print.',
    keywords: ['hoodie', 'pullover', 'winter'],
  },
  {
    category: 'football-jersey',
    kind: 'jersey',
    label: 'Football Jersey',
    weight: 6,
    price: [900, 1500, 50],
    sizes: 'regular',
    colours: ['black', 'red', 'white', 'navy'],
    description: 'Breathable polyester mesh jersey, sublimated band crest and number.',
    keywords: ['jersey', 'football', 'sports'],
  },
  {
    category: 'hockey-jersey',
    kind: 'jersey',
    label: 'Hockey Jersey',
    weight: 3,
    price: [1400, 2200, 100],
    sizes: 'regular',
    colours: ['black', 'red', 'white'],
    description: 'Heavy mesh hockey jersey with stitched crest and sleeve stripes.',
    keywords: ['jersey', 'hockey', 'oversized'],
  },
  {
    category: 'snapback',
    kind: 'cap',
    label: 'Snapback Cap',
    weight: 5,
    price: [450, 750, 50],
    sizes: null,
    colours: ['black', 'navy', 'olive', 'red'],
    description: 'Structured six-panel snapback with embroidered logo.',
    keywords: ['cap', 'snapback', 'embroidered'],
  },
  {
    category: 'beanie',
    kind: 'beanie',
    label: 'Beanie',
    weight: 4,
    price: [400, 650, 50],
    sizes: null,
    colours: ['black', 'charcoal', 'maroon'],
    description: 'Rib-knit acrylic beanie with woven label.',
    keywords: ['beanie', 'winter', 'knit'],
  },
  {
    category: 'patches',
    kind: 'patch',
    label: 'Woven Patch',
    weight: 6,
    price: [150, 300, 10],
    sizes: null,
    colours: ['black', 'white', 'red'],
    description: 'Woven patch with merrowed edge, sew-on or iron-on.',
    keywords: ['patch', 'battle vest', 'sew-on'],
  },
  {
    category: 'wristbands',
    kind: 'wristband',
    label: 'Wristband',
    weight: 5,
    price: [150, 250, 10],
    sizes: null,
    colours: ['black', 'red', 'white'],
    description: 'Silicone wristband, debossed logo, one size.',
    keywords: ['wristband', 'band', 'silicone'],
  },
  {
    category: 'keychains',
    kind: 'keychain',
    label: 'Metal Keychain',
    weight: 3,
    price: [120, 250, 10],
    sizes: null,
    colours: ['black', 'white'],
    description: 'Enamel-filled zinc alloy keychain.',
    keywords: ['keychain', 'metal', 'gift'],
  },
  {
    category: 'tote-bags',
    kind: 'tote',
    label: 'Tote Bag',
    weight: 3,
    price: [350, 550, 50],
    sizes: null,
    colours: ['black', 'sand', 'white'],
    description: '12 oz canvas tote bag with long handles.',
    keywords: ['tote', 'bag', 'canvas'],
  },
];

export interface ColourSeed extends SearchedName {
  code: string;
  hex: string;
  ink: string;
}

/** Colour: attribute option id 7. `ink` is the print colour used on generated images; `romanised`: how shoppers
 * type the colour in Banglish (kala tshirt) and other Bengali words for it. */
export const COLOURS: ColourSeed[] = [
  { code: 'black', name: 'Black', bengali: 'কালো', romanised: ['kala', 'kalo', 'কালা'], hex: '#111111', ink: '#f2f2f2' },
  { code: 'white', name: 'White', bengali: 'সাদা', romanised: ['sada', 'shada', 'shadha'], hex: '#f5f5f5', ink: '#111111' },
  { code: 'charcoal', name: 'Charcoal', bengali: 'চারকোল', romanised: ['charkol', 'ছাই', 'chai'], hex: '#36454f', ink: '#f2f2f2' },
  { code: 'maroon', name: 'Maroon', bengali: 'মেরুন', romanised: ['merun', 'meroon'], hex: '#800000', ink: '#f5e6c8' },
  { code: 'navy', name: 'Navy', bengali: 'নেভি ব্লু', romanised: ['nevi', 'নীল', 'nil', 'neel'], hex: '#1f2a44', ink: '#f2f2f2' },
  { code: 'olive', name: 'Olive', bengali: 'জলপাই', romanised: ['jolpai', 'olive green', 'অলিভ'], hex: '#556b2f', ink: '#f5f0dc' },
  {
    code: 'heather-grey',
    name: 'Heather Grey',
    bengali: 'ধূসর',
    romanised: ['dhusor', 'gray', 'grey', 'ছাই রং'],
    hex: '#9e9e9e',
    ink: '#111111',
  },
  { code: 'red', name: 'Red', bengali: 'লাল', romanised: ['lal', 'laal'], hex: '#b22222', ink: '#111111' },
  { code: 'sand', name: 'Sand', bengali: 'বালু রং', romanised: ['balu', 'beige', 'বেইজ'], hex: '#c2b280', ink: '#1a1a1a' },
];

/** Size: attribute option id 6, in the order a size chart lists them. */
export const SIZES = ['S', 'M', 'L', 'XL', 'XXL', 'XXXL', 'XXXXL'] as const;
/** Only basic tees (up to this price) come in 3XL and 4XL, so the plus sizes (PLUS_SIZE_PRICE) are a surcharge. */
export const PLUS_SIZE_MAX_BASE_PRICE = 550;

export interface BandSeed extends SearchedName {
  origin: 'international' | 'bangladesh';
  genre: string;
  designs: string[];
}

export const BANDS: BandSeed[] = [
  {
    name: 'Metallica',
    bengali: 'মেটালিকা',
    romanised: ['metalika'],
    origin: 'international',
    genre: 'thrash metal',
    designs: ['Master of Puppets', 'Ride the Lightning', 'Kill Em All', 'Seek and Destroy'],
  },
  {
    name: 'Iron Maiden',
    bengali: 'আয়রন মেইডেন',
    romanised: ['airon maiden', 'iron meiden', 'আইরন মেডেন', 'আয়রন মেডেন'],
    origin: 'international',
    genre: 'heavy metal',
    designs: ['The Trooper', 'Number of the Beast', 'Powerslave', 'Killers'],
  },
  {
    name: 'Slayer',
    bengali: 'স্লেয়ার',
    romanised: [],
    origin: 'international',
    genre: 'thrash metal',
    designs: ['Reign in Blood', 'South of Heaven', 'Seasons in the Abyss'],
  },
  {
    name: 'Megadeth',
    bengali: 'মেগাডেথ',
    romanised: ['megadeath'],
    origin: 'international',
    genre: 'thrash metal',
    designs: ['Rust in Peace', 'Peace Sells', 'Countdown to Extinction'],
  },
  {
    name: 'Black Sabbath',
    bengali: 'ব্ল্যাক সাবাথ',
    romanised: ['black sabath'],
    origin: 'international',
    genre: 'heavy metal',
    designs: ['Paranoid', 'Master of Reality', 'Heaven and Hell'],
  },
  {
    name: 'Pantera',
    bengali: 'প্যানটেরা',
    romanised: [],
    origin: 'international',
    genre: 'groove metal',
    designs: ['Cowboys from Hell', 'Vulgar Display of Power', 'Far Beyond Driven'],
  },
  {
    name: 'Sepultura',
    bengali: 'সেপালটুরা',
    romanised: [],
    origin: 'international',
    genre: 'thrash metal',
    designs: ['Roots', 'Arise', 'Chaos A.D.'],
  },
  {
    name: 'Death',
    bengali: 'ডেথ',
    romanised: [],
    origin: 'international',
    genre: 'death metal',
    designs: ['Symbolic', 'Human', 'Leprosy'],
  },
  {
    name: 'Opeth',
    bengali: 'ওপেথ',
    romanised: [],
    origin: 'international',
    genre: 'progressive metal',
    designs: ['Blackwater Park', 'Ghost Reveries', 'Still Life'],
  },
  {
    name: 'Gojira',
    bengali: 'গোজিরা',
    romanised: [],
    origin: 'international',
    genre: 'progressive metal',
    designs: ['From Mars to Sirius', 'Magma', 'The Way of All Flesh'],
  },
  {
    name: 'Lamb of God',
    bengali: 'ল্যাম্ব অব গড',
    romanised: [],
    origin: 'international',
    genre: 'groove metal',
    designs: ['Ashes of the Wake', 'Sacrament', 'Wrath'],
  },
  {
    name: 'Slipknot',
    bengali: 'স্লিপনট',
    romanised: ['slipnot'],
    origin: 'international',
    genre: 'nu metal',
    designs: ['Iowa', 'Vol. 3', 'Masks'],
  },
  {
    name: 'Judas Priest',
    bengali: 'জুডাস প্রিস্ট',
    romanised: [],
    origin: 'international',
    genre: 'heavy metal',
    designs: ['Painkiller', 'British Steel', 'Screaming for Vengeance'],
  },
  {
    name: 'Motörhead',
    bengali: 'মোটরহেড',
    romanised: [],
    origin: 'international',
    genre: 'heavy metal',
    designs: ['Ace of Spades', 'Overkill', 'Snaggletooth'],
  },
  {
    name: 'Cannibal Corpse',
    bengali: 'ক্যানিবাল কর্পস',
    romanised: [],
    origin: 'international',
    genre: 'death metal',
    designs: ['Tomb of the Mutilated', 'Butchered at Birth', 'Logo'],
  },
  {
    name: 'Behemoth',
    bengali: 'বেহেমথ',
    romanised: [],
    origin: 'international',
    genre: 'black metal',
    designs: ['The Satanist', 'Demigod', 'Evangelion'],
  },
  {
    name: 'Mayhem',
    bengali: 'মেহেম',
    romanised: [],
    origin: 'international',
    genre: 'black metal',
    designs: ['De Mysteriis Dom Sathanas', 'Deathcrush', 'Logo'],
  },
  {
    name: 'Amon Amarth',
    bengali: 'আমন আমার্থ',
    romanised: [],
    origin: 'international',
    genre: 'melodic death metal',
    designs: ['Twilight of the Thunder God', 'Jomsviking', 'Berserker'],
  },
  {
    name: 'Tool',
    bengali: 'টুল',
    romanised: [],
    origin: 'international',
    genre: 'progressive metal',
    designs: ['Lateralus', 'Aenima', 'Fear Inoculum'],
  },
  {
    name: 'Mastodon',
    bengali: 'মাস্টোডন',
    romanised: [],
    origin: 'international',
    genre: 'progressive metal',
    designs: ['Leviathan', 'Crack the Skye', 'Blood Mountain'],
  },
  {
    name: 'Kreator',
    bengali: 'ক্রিয়েটর',
    romanised: ['creator'],
    origin: 'international',
    genre: 'thrash metal',
    designs: ['Pleasure to Kill', 'Extreme Aggression', 'Coma of Souls'],
  },
  {
    name: 'Testament',
    bengali: 'টেস্টামেন্ট',
    romanised: [],
    origin: 'international',
    genre: 'thrash metal',
    designs: ['The Legacy', 'The New Order', 'Practice What You Preach'],
  },
  {
    name: 'Anthrax',
    bengali: 'অ্যানথ্রাক্স',
    romanised: [],
    origin: 'international',
    genre: 'thrash metal',
    designs: ['Among the Living', 'Spreading the Disease', 'Persistence of Time'],
  },
  {
    name: 'Dream Theater',
    bengali: 'ড্রিম থিয়েটার',
    romanised: ['dream theatre'],
    origin: 'international',
    genre: 'progressive metal',
    designs: ['Images and Words', 'Scenes from a Memory', 'Awake'],
  },
  {
    name: 'Warfaze',
    bengali: 'ওয়ারফেজ',
    romanised: ['warfez', 'war faze'],
    origin: 'bangladesh',
    genre: 'heavy metal',
    designs: ['Jibon', 'Obak Bhalobasha', 'Since 1984'],
  },
  {
    name: 'Artcell',
    bengali: 'আর্টসেল',
    romanised: ['art cell', 'artsel'],
    origin: 'bangladesh',
    genre: 'progressive metal',
    designs: ['Onno Shomoy', 'Oniket Prantor', 'Odekha Shorgo'],
  },
  {
    name: 'Aurthohin',
    bengali: 'অর্থহীন',
    romanised: ['orthohin', 'arthohin', 'orthoheen'],
    origin: 'bangladesh',
    genre: 'heavy metal',
    designs: ['Trimatrik', 'Aushomapto', 'Dhrubok'],
  },
  {
    name: 'Cryptic Fate',
    bengali: 'ক্রিপটিক ফেইট',
    romanised: ['kriptik fate', 'kriptik feit', 'ক্রিপটিক ফেট'],
    origin: 'bangladesh',
    genre: 'heavy metal',
    designs: ['Ontohin Pothe', 'Shreshtho', 'Logo'],
  },
  {
    name: 'Black',
    bengali: 'ব্ল্যাক',
    romanised: [],
    origin: 'bangladesh',
    genre: 'alternative metal',
    designs: ['Abar', 'Utshober Por', 'Logo'],
  },
  {
    name: 'Nemesis',
    bengali: 'নেমেসিস',
    romanised: [],
    origin: 'bangladesh',
    genre: 'alternative rock',
    designs: ['Logo', 'Live in Dhaka', 'Bangla Rock'],
  },
  {
    name: 'Powersurge',
    bengali: 'পাওয়ারসার্জ',
    romanised: ['power surge'],
    origin: 'bangladesh',
    genre: 'thrash metal',
    designs: ['Logo', 'Dhaka Thrash', 'Live in Dhaka'],
  },
  { name: 'Vibe', bengali: 'ভাইব', romanised: [], origin: 'bangladesh', genre: 'heavy metal', designs: ['Logo', 'Live in Dhaka', 'Skull'] },
  {
    name: 'Severe Dementia',
    bengali: 'সিভিয়ার ডিমেনশিয়া',
    romanised: [],
    origin: 'bangladesh',
    genre: 'death metal',
    designs: ['Logo', 'Dhaka Death Fest', 'Skull'],
  },
  {
    name: 'Arbovirus',
    bengali: 'আরবোভাইরাস',
    romanised: [],
    origin: 'bangladesh',
    genre: 'alternative metal',
    designs: ['Logo', 'Live in Dhaka', 'Chaos'],
  },
  {
    name: 'Shironamhin',
    bengali: 'শিরোনামহীন',
    romanised: ['shironamheen', 'shironamhiin'],
    origin: 'bangladesh',
    genre: 'progressive rock',
    designs: ['Jahaji', 'Ichchhe Ghuri', 'Bondho Janala'],
  },
  {
    name: 'Stentorian',
    bengali: 'স্টেনটোরিয়ান',
    romanised: [],
    origin: 'bangladesh',
    genre: 'death metal',
    designs: ['Logo', 'Skull', 'Dhaka Death Fest'],
  },
];

/** Sizes as shoppers also write them (3XL for XXXL). */
const SIZE_SPELLINGS: SearchedName[] = [
  { name: 'XXL', bengali: 'XXL', romanised: ['2xl'] },
  { name: 'XXXL', bengali: 'XXXL', romanised: ['3xl'] },
  { name: 'XXXXL', bengali: 'XXXXL', romanised: ['4xl'] },
];

const otherNames = (names: SearchedName[]) =>
  new Map<string, string[]>(
    names.map(({ name, bengali, romanised }) => [name, [...new Set([bengali, ...romanised])].filter((other) => other !== name)]),
  );
/** Every band's and category's other names, by the shop's name: what the search also finds them by. */
export const OTHER_NAMES = otherNames([...CATEGORIES, ...BANDS]);
/** Every colour's and size's other names, by the shop's name (apart from OTHER_NAMES: Black is a band too). */
export const OTHER_VALUE_NAMES = otherNames([...COLOURS, ...SIZE_SPELLINGS]);

/** Generic designs every band may carry besides its own album art. */
export const GENERIC_DESIGNS = ['Classic Logo', 'Distressed Logo', 'Tour Skull', 'Vintage Wash', 'Est. Logo'];

export interface BrandSeed {
  name: string;
  weight: number;
  /** Brands that make only apparel are not picked for caps and accessories. */
  apparelOnly: boolean;
}

/** Wings is the shop's own label (the /wings page). */
export const BRANDS: BrandSeed[] = [
  { name: 'Wings', weight: 28, apparelOnly: false },
  { name: 'Metal Merch BD', weight: 24, apparelOnly: false },
  { name: 'Gildan', weight: 20, apparelOnly: true },
  { name: 'Fruit of the Loom', weight: 16, apparelOnly: true },
  { name: 'Jerzees', weight: 8, apparelOnly: true },
  { name: 'Bella+Canvas', weight: 4, apparelOnly: true },
];

export interface OutletSeed {
  key: string;
  name: string;
  type: 'SHOWROOM' | 'FRANCHISE_SHOWROOM' | 'WAREHOUSE';
  address: string;
  city: string;
  lat: number;
  lon: number;
  phone: string;
  /** When shoppers may visit, in the shop's words; none for the warehouse, which takes no visitors. */
  hours?: string;
  /** The same in Bengali, as Bengali pages show it. */
  hoursBn?: string;
  /** Two banner colours for the generated image. */
  palette: [string, string];
}

/** The online warehouse first: its location is the config's onlineLocationId. Malls close one weekday; street shops open after Friday prayers. */
export const OUTLETS: OutletSeed[] = [
  {
    key: 'online-warehouse',
    name: 'Online Store Warehouse',
    type: 'WAREHOUSE',
    city: 'Dhaka',
    address: 'Plot 181, Tejgaon Industrial Area, Dhaka 1208',
    lat: 23.7639,
    lon: 90.4003,
    phone: '+880 1700-000100',
    palette: ['#1c1c1c', '#3a3a3a'],
  },
  {
    key: 'bashundhara-city',
    name: 'Bashundhara City',
    type: 'SHOWROOM',
    city: 'Dhaka',
    address: SHOP_ADDRESS,
    lat: 23.7509,
    lon: 90.3904,
    phone: '+880 1700-000101',
    palette: ['#2b0a0a', '#8b1a1a'],
    hours: 'Wed–Mon 10:00–20:00, closed Tuesday',
    hoursBn: 'বুধ–সোম ১০:০০–২০:০০, মঙ্গলবার বন্ধ',
  },
  {
    key: 'jamuna-future-park',
    name: 'Jamuna Future Park',
    type: 'SHOWROOM',
    city: 'Dhaka',
    address: 'Level 4, Zone C, Shop 4C-031, Jamuna Future Park, Kuril, Progoti Sarani, Dhaka 1229',
    lat: 23.8135,
    lon: 90.4245,
    phone: '+880 1700-000102',
    palette: ['#0a1a2b', '#1a4f8b'],
    hours: 'Thu–Tue 10:00–21:00, closed Wednesday',
    hoursBn: 'বৃহস্পতি–মঙ্গল ১০:০০–২১:০০, বুধবার বন্ধ',
  },
  {
    key: 'dhanmondi',
    name: 'Dhanmondi 27',
    type: 'FRANCHISE_SHOWROOM',
    city: 'Dhaka',
    address: 'House 54, Road 27 (Old 16), Dhanmondi, Dhaka 1209',
    lat: 23.7561,
    lon: 90.3735,
    phone: '+880 1700-000103',
    palette: ['#1a1a0a', '#6b6b1a'],
    hours: 'Sat–Thu 11:00–21:00, Fri 15:00–21:00',
    hoursBn: 'শনি–বৃহস্পতি ১১:০০–২১:০০, শুক্র ১৫:০০–২১:০০',
  },
  {
    key: 'mirpur',
    name: 'Mirpur 10',
    type: 'FRANCHISE_SHOWROOM',
    city: 'Dhaka',
    address: 'Shah Ali Plaza, Level 3, Mirpur 10 Circle, Dhaka 1216',
    lat: 23.8069,
    lon: 90.3687,
    phone: '+880 1700-000104',
    palette: ['#0a2b1a', '#1a8b4f'],
    hours: 'Sat–Thu 10:30–21:30, Fri 15:00–21:30',
    hoursBn: 'শনি–বৃহস্পতি ১০:৩০–২১:৩০, শুক্র ১৫:০০–২১:৩০',
  },
  {
    key: 'chattogram',
    name: 'Chattogram GEC',
    type: 'SHOWROOM',
    city: 'Chattogram',
    address: 'Level 2, Sanmar Ocean City, Nasirabad, GEC Circle, Chattogram 4000',
    lat: 22.3614,
    lon: 91.8213,
    phone: '+880 1700-000105',
    palette: ['#2b1a0a', '#8b4f1a'],
    hours: 'Sat–Thu 10:00–20:30, Fri 15:00–20:30',
    hoursBn: 'শনি–বৃহস্পতি ১০:০০–২০:৩০, শুক্র ১৫:০০–২০:৩০',
  },
];

/** The delivery charges the shop starts with: the spec's defaults, which the SPA also falls back on. */
export const DELIVERY_CHARGES = Object.entries(DEFAULT_DELIVERY_CHARGES).map(([id, charge]) => ({ id, charge }));

export interface NewsSeed {
  key: string;
  title: string;
  date: string;
  author: string;
  /** false: the news has no image (the SPA shows 'Sorry! News Image Not Found!'). */
  image: boolean;
  content: string;
}

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('\n');

export const NEWS: NewsSeed[] = [
  {
    key: 'master-of-puppets-40',
    title: 'Master of Puppets at 40: why the riffs still rule Dhaka basements',
    date: '2026-10-28T10:00:00.000Z',
    author: 'Tanvir Hasan',
    image: true,
    content:
      p(
        "Released in March 1986, Metallica's third album turns forty this year, and it still opens every jam session in the city.",
        'We talked to three Dhaka guitarists about learning <em>Battery</em> by ear from worn-out cassettes.',
      ) +
      '\n<h3>Anniversary tees</h3>\n' +
      p('A limited run of anniversary prints is in stock at every outlet while it lasts.'),
  },
  {
    key: 'warfaze-legacy',
    title: 'ওয়ারফেজ: চার দশকের বাংলা হেভি মেটাল',
    date: '2026-10-20T09:30:00.000Z',
    author: 'সাদিয়া রহমান',
    image: true,
    content: p('১৯৮৪ সালে যাত্রা শুরু করা ওয়ারফেজ বাংলাদেশের হেভি মেটালের পথিকৃৎ।', 'তাদের গান আজও নতুন প্রজন্মের ব্যান্ডগুলোকে অনুপ্রাণিত করে।'),
  },
  {
    key: 'dhaka-metal-night',
    title: 'Dhaka Metal Night at our Jamuna Future Park outlet',
    date: '2026-10-12T15:00:00.000Z',
    author: 'Metal Merch BD',
    image: true,
    content:
      p(
        'Join us on Friday evening for an acoustic set, a patch-swap table and a signing corner.',
        'Entry is free; the first fifty visitors get a wristband.',
      ) + '\n<ul><li>Venue: Level 4, Jamuna Future Park</li><li>Time: 5 pm to 9 pm</li></ul>',
  },
  {
    key: 'artcell-onno-shomoy',
    title: 'আর্টসেলের "অন্য সময়": একটি অ্যালবামের গল্প',
    date: '2026-10-02T08:00:00.000Z',
    author: 'রাফি আহমেদ',
    image: true,
    content: p('২০০২ সালে প্রকাশিত "অন্য সময়" বাংলা প্রগ্রেসিভ মেটালের এক মাইলফলক।', 'অ্যালবামের প্রতিটি গান আজও শ্রোতাদের মুখে মুখে।'),
  },
  {
    key: 'wings-winter-drop',
    title: 'Wings winter drop: heavyweight hoodies are back',
    date: '2026-09-25T11:00:00.000Z',
    author: 'Wings Studio',
    image: true,
    content: p(
      'Our own label Wings brings back the 320 GSM zip hoodie in black, charcoal and navy.',
      'Every hoodie is cut and printed in Dhaka.',
    ),
  },
  {
    key: 'reign-in-blood',
    title: 'Reign in Blood: 29 minutes that changed thrash',
    date: '2026-09-14T12:00:00.000Z',
    author: 'Tanvir Hasan',
    image: true,
    content: p("Slayer's 1986 record is short, fast and merciless. We look back at its artwork and why it still sells out on shirts."),
  },
  {
    key: 'no-title-news',
    title: '',
    date: '2026-09-05T10:00:00.000Z',
    author: 'Metal Merch BD',
    image: true,
    content: p('Restock notice: patches and wristbands for more than thirty bands are back at every outlet.'),
  },
  {
    key: 'chattogram-opening',
    title: 'Our Chattogram GEC showroom is open',
    date: '2026-08-28T09:00:00.000Z',
    author: 'Metal Merch BD',
    image: true,
    content: p(
      'Visit us at Level 2, Sanmar Ocean City, GEC Circle. The showroom stocks the full tee range and selected hoodies.',
      'Orders delivered to Chattogram, as anywhere outside Dhaka, are paid online in advance.',
    ),
  },
  {
    key: 'size-guide',
    title: 'How our sizes run: from S to 4XL',
    date: '2026-08-15T10:00:00.000Z',
    author: 'Wings Studio',
    image: false,
    content: p(
      `Our tees follow a regular fit. 3XL and 4XL cost ${PLUS_SIZE_PRICE} Tk because they use more fabric.`,
      'Measure a tee you like flat, chest from armpit to armpit, and compare it with the chart on each product.',
    ),
  },
  {
    key: 'sepultura-roots',
    title: 'সেপালটুরার "রুটস" এবং ব্রাজিলের মাটির সুর',
    date: '2026-08-03T07:30:00.000Z',
    author: 'সাদিয়া রহমান',
    image: true,
    content: p('১৯৯৬ সালের "রুটস" অ্যালবামে ব্রাজিলের আদিবাসী সংগীত আর মেটালের মিশ্রণ ঘটে।'),
  },
  {
    key: 'community-night-recap',
    title: 'Community Night recap (fan submissions)',
    date: '2026-07-22T18:00:00.000Z',
    author: 'Guest writer',
    image: true,
    // Hostile markup on purpose: the SPA must sanitise news HTML before rendering it.
    content:
      p('Thanks to everyone who came! Here are the photos fans sent in.') +
      '\n<script>alert("stolen cookies: " + document.cookie)</script>' +
      '\n<img src="/images/news/missing.svg" onerror="alert(\'xss via onerror\')" alt="fan photo">' +
      '\n<p><a href="javascript:alert(\'xss via link\')">See all photos</a></p>' +
      '\n<p onclick="alert(1)">Tap here for a surprise.</p>',
  },
  {
    key: 'patch-vest-guide',
    title: 'Building your first battle vest',
    date: '2026-07-10T10:00:00.000Z',
    author: 'Nafis Karim',
    image: true,
    content: p(
      'Start with a denim vest, a back patch and a dozen small patches. Sew, do not iron, if you want them to survive a mosh pit.',
    ),
  },
  {
    key: 'aurthohin-trimatrik',
    title: 'অর্থহীন: "ত্রিমাত্রিক" থেকে আজ',
    date: '2026-06-30T09:00:00.000Z',
    author: 'রাফি আহমেদ',
    image: true,
    content: p('বাংলা রকের অন্যতম জনপ্রিয় ব্যান্ড অর্থহীনের যাত্রা নিয়ে আমাদের বিশেষ আয়োজন।'),
  },
  {
    key: 'iron-maiden-trooper',
    title: 'The Trooper: the most printed shirt in our shop',
    date: '2026-06-18T10:00:00.000Z',
    author: 'Tanvir Hasan',
    image: true,
    content: p('Eddie with a Union flag has been our best-selling design three years running.'),
  },
  {
    key: 'eid-hours',
    title: 'Eid opening hours for all outlets',
    date: '2026-05-25T08:00:00.000Z',
    author: 'Metal Merch BD',
    image: true,
    content: p('All outlets close on the day of Eid and the day after. Online orders placed during the holiday ship from the third day.'),
  },
  {
    key: 'gojira-magma',
    title: 'Gojira and the art of heavy environmentalism',
    date: '2026-05-11T10:00:00.000Z',
    author: 'Nafis Karim',
    image: true,
    content: p('From Mars to Sirius to Magma: how the French band made ocean and earth the themes of modern metal.'),
  },
  {
    key: 'cryptic-fate',
    title: 'ক্রিপটিক ফেইট: অন্তহীন পথে',
    date: '2026-04-27T09:00:00.000Z',
    author: 'সাদিয়া রহমান',
    image: true,
    content: p('বাংলাদেশের ট্র্যাশ মেটাল দৃশ্যে ক্রিপটিক ফেইটের অবদান নিয়ে একটি আলোচনা।'),
  },
  {
    key: 'care-guide',
    title: 'Keep your prints alive: a washing guide',
    date: '2026-04-10T10:00:00.000Z',
    author: 'Wings Studio',
    image: true,
    content: p('Turn shirts inside out, wash cold, never iron the print, and dry in the shade.'),
  },
  {
    key: 'black-sabbath-paranoid',
    title: 'Paranoid and the birth of heavy metal',
    date: '2026-03-19T10:00:00.000Z',
    author: 'Tanvir Hasan',
    image: true,
    content: p("Black Sabbath's second album came out in 1970 and gave the genre its blueprint."),
  },
  {
    key: 'pohela-boishakh',
    title: 'পহেলা বৈশাখে মেটাল মার্চের বিশেষ সংগ্রহ',
    date: '2026-04-12T08:00:00.000Z',
    author: 'Metal Merch BD',
    image: true,
    content: p('নতুন বছরে লাল-সাদা রঙের বিশেষ টি-শার্ট সংগ্রহ এখন সব আউটলেটে।'),
  },
  {
    key: 'death-symbolic',
    title: "Death: Symbolic and Chuck Schuldiner's legacy",
    date: '2026-02-14T10:00:00.000Z',
    author: 'Nafis Karim',
    image: true,
    content: p('Symbolic (1995) showed that death metal could be technical, melodic and deeply personal.'),
  },
  {
    key: 'new-year-restock',
    title: 'New year restock: 40 bands, 9 colours',
    date: '2026-01-05T10:00:00.000Z',
    author: 'Metal Merch BD',
    image: true,
    content: p('Our biggest restock yet: tees for forty bands in nine colours, from S to 4XL.'),
  },
  {
    key: 'shironamhin-jahaji',
    title: 'শিরোনামহীনের "জাহাজী" এবং শহরের গল্প',
    date: '2025-12-20T10:00:00.000Z',
    author: 'রাফি আহমেদ',
    image: true,
    content: p('শিরোনামহীনের গানে ঢাকা শহরের গল্প উঠে আসে বারবার।'),
  },
  {
    key: 'victory-day',
    title: 'Victory Day: 16 December outlet hours',
    date: '2025-12-10T10:00:00.000Z',
    author: 'Metal Merch BD',
    image: true,
    content: p('Outlets open at 3 pm on 16 December. Online orders ship as usual.'),
  },
];

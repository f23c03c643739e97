// The size guide (issue 45): a garment's measurements per size, kept in inches by the shop's reference data and shown
// in inches or centimetres. One rule for the server (which guide a product's categories lead to) and the SPA (how a
// measurement is printed in either unit).

export const GARMENTS = ['tee', 'hoodie', 'jersey'] as const;
export type Garment = (typeof GARMENTS)[number];
export const FITS = ['regular', 'oversized'] as const;
export type Fit = (typeof FITS)[number];
export const SLEEVES = ['short', 'long'] as const;
export type Sleeves = (typeof SLEEVES)[number];
export const UNITS = ['in', 'cm'] as const;
export type Unit = (typeof UNITS)[number];
/** The measurements a guide may give, in the order its table shows them. */
export const MEASURES = ['chest', 'length', 'sleeve'] as const;
export type Measure = (typeof MEASURES)[number];

/** One size's measurements of the garment laid flat, in inches (one decimal); `sleeve` null where the guide gives none. */
export interface SizeMeasures {
  /** The size value's code, as an item's size attribute carries it ('S', 'XXXL'). */
  size: string;
  chest: number;
  length: number;
  sleeve: number | null;
}

/** A cut's guide: whose category it is, what garment the drawing shows, and its sizes from the smallest. */
export interface SizeGuide {
  categoryId: string;
  garment: Garment;
  fit: Fit;
  sleeves: Sleeves;
  sizes: SizeMeasures[];
}

/** A category tree deeper than this is a cycle in the data, not a tree: the walk stops. */
const MAX_DEPTH = 16;
const CM_PER_INCH = 2.54;

/**
 * The category whose guide fits a product: the nearest one with a guide, walking up from each of the product's
 * categories (Half Sleeve has none of its own, so it is T-Shirts'); the nearest wins, and between equals the one the
 * product lists first. Null when none of them, nor any parent, has a guide (caps, accessories).
 */
export function guideCategory(
  categoryIds: readonly string[],
  parentOf: (id: string) => string | undefined,
  hasGuide: (id: string) => boolean,
): string | null {
  let best: { id: string; hops: number } | null = null;
  for (const start of categoryIds) {
    let at: string | undefined = start;
    for (let hops = 0; at && hops < MAX_DEPTH && (!best || hops < best.hops); hops++, at = parentOf(at)) {
      if (hasGuide(at)) {
        best = { id: at, hops };
        break;
      }
    }
  }
  return best?.id ?? null;
}

/** Inches to one decimal, as the guide keeps them (38, 7.5). */
export const toTenth = (inches: number): number => Math.round(inches * 10) / 10;

/** Centimetres as a size chart prints them: whole, rounded half up (38 in → 97 cm, 7.5 in → 19 cm). */
export const toCentimetres = (inches: number): number => Math.round(inches * CM_PER_INCH);

/** A measurement in the unit the shopper reads: inches to one decimal, or whole centimetres. */
export const inUnit = (inches: number, unit: Unit): number => (unit === 'cm' ? toCentimetres(inches) : toTenth(inches));

/** The measurements a guide's table has columns for: chest and length always, sleeve when some size gives it. */
export const guideMeasures = (guide: Pick<SizeGuide, 'sizes'>): Measure[] =>
  MEASURES.filter((measure) => measure !== 'sleeve' || guide.sizes.some((size) => size.sleeve !== null));

/** The row of a size (by its code, in any case), or undefined when the guide does not list it. */
export const guideRow = (guide: Pick<SizeGuide, 'sizes'>, sizeCode: string | undefined): SizeMeasures | undefined =>
  sizeCode === undefined ? undefined : guide.sizes.find((row) => row.size.toUpperCase() === sizeCode.trim().toUpperCase());

/**
 * The rows a product's guide shows: the sizes the product comes in (by code, in any case), or the whole guide when
 * it names none of them, so a product is never left with an empty table.
 */
export function guideRowsFor(guide: Pick<SizeGuide, 'sizes'>, sizeCodes: readonly string[]): SizeMeasures[] {
  const wanted = new Set(sizeCodes.map((code) => code.trim().toUpperCase()));
  const rows = guide.sizes.filter((row) => wanted.has(row.size.toUpperCase()));
  return rows.length > 0 ? rows : guide.sizes;
}

// The size guides of the seeded apparel categories (issue 45), as Bangladeshi tee makers measure their garments:
// laid flat, the chest all round (twice armpit to armpit), the length from the highest point of the shoulder to the
// hem, the sleeve from the shoulder seam to the cuff. In inches, one decimal; src/domain/sizeGuide.ts prints them in cm.
// A category's guide serves its children that have none of their own (Half Sleeve is T-Shirts').
//
// Written once into the database by the shared migration that made the tables (migrations.ts): this list is that
// migration's data. Never edit it: a change of measurements is a new migration that updates the rows.
import type { Fit, Garment, Sleeves } from '@domain/sizeGuide';
import { seededId } from '../ids';

interface GuideSeed {
  /** The seeded category's slug (catalogue.ts CATEGORIES). */
  slug: string;
  garment: Garment;
  fit: Fit;
  sleeves: Sleeves;
  /** Size codes, smallest first, and each measurement per size in that order (sleeve null: not given). */
  sizes: readonly string[];
  chest: number[];
  length: number[];
  sleeve: number[] | null;
}

/** Basic tees come in S to 4XL; the rest of the apparel in S to XXL (seed.ts). */
const TEE_SIZES = ['S', 'M', 'L', 'XL', 'XXL', 'XXXL', 'XXXXL'] as const;
const SIZES = TEE_SIZES.slice(0, 5);

// One guide to a line or two, its measurements in a row each, as a size chart prints them.
// prettier-ignore
export const SIZE_GUIDE_SEED: readonly GuideSeed[] = [
  // Regular-fit half-sleeve tees (the Half Sleeve category's), 180 GSM.
  { slug: 't-shirts', garment: 'tee', fit: 'regular', sleeves: 'short', sizes: TEE_SIZES,
    chest: [38, 40, 42, 44, 46, 48, 50], length: [27, 28, 29, 30, 31, 32, 33], sleeve: [7.5, 8, 8.5, 9, 9.5, 10, 10.5] },
  { slug: 'full-sleeve', garment: 'tee', fit: 'regular', sleeves: 'long', sizes: TEE_SIZES,
    chest: [38, 40, 42, 44, 46, 48, 50], length: [27, 28, 29, 30, 31, 32, 33], sleeve: [23.5, 24, 24.5, 25, 25.5, 26, 26.5] },
  // Drop-shoulder oversized tees: about 4 in wider and a little longer than the regular cut, the sleeve shorter
  // since the shoulder seam sits down the arm.
  { slug: 'oversized', garment: 'tee', fit: 'oversized', sleeves: 'short', sizes: SIZES,
    chest: [42, 44, 46, 48, 50], length: [28, 29, 30, 31, 32], sleeve: [6.5, 7, 7.5, 8, 8.5] },
  // Zip and pullover hoodies alike, 320 GSM fleece with a rib hem: room to layer over a tee.
  { slug: 'hoodies', garment: 'hoodie', fit: 'regular', sleeves: 'long', sizes: SIZES,
    chest: [40, 42, 44, 46, 48], length: [26, 27, 28, 29, 30], sleeve: [24, 24.5, 25, 25.5, 26] },
  // Football jerseys: an athletic fit in polyester mesh, sized by chest and length only.
  { slug: 'jerseys', garment: 'jersey', fit: 'regular', sleeves: 'short', sizes: SIZES,
    chest: [37, 39, 41, 43, 45], length: [27, 28, 29, 30, 31], sleeve: null },
  // Hockey jerseys are cut big to go over pads: long sleeves, a wide body.
  { slug: 'hockey-jersey', garment: 'jersey', fit: 'oversized', sleeves: 'long', sizes: SIZES,
    chest: [46, 48, 50, 52, 54], length: [29, 30, 31, 32, 33], sleeve: [22.5, 23, 23.5, 24, 24.5] },
];

const tenths = (inches: number | null) => (inches === null ? 'NULL' : String(Math.round(inches * 10)));
const quoted = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** The shared migration's SQL: the two tables, and the seeded categories' guides (their ids as the seed makes them). */
export function sizeGuideMigration(): string {
  const guides = SIZE_GUIDE_SEED.map((g) => [seededId('category', g.slug), g.garment, g.fit, g.sleeves].map(quoted).join(', '));
  const sizes = SIZE_GUIDE_SEED.flatMap((g) =>
    g.sizes.map((size, i) =>
      [
        quoted(seededId('category', g.slug)),
        quoted(size),
        i + 1,
        tenths(g.chest[i]),
        tenths(g.length[i]),
        tenths(g.sleeve?.[i] ?? null),
      ].join(', '),
    ),
  );
  return `
  -- Size guides (db/reference.ts, src/domain/sizeGuide.ts): a category's cut, which its children without a guide of
  -- their own share; garment 'tee' | 'hoodie' | 'jersey', fit 'regular' | 'oversized', sleeves 'short' | 'long'.
  CREATE TABLE size_guides (
    category_id TEXT PRIMARY KEY,
    garment TEXT NOT NULL,
    fit TEXT NOT NULL,
    sleeves TEXT NOT NULL
  );
  -- Its measurements per size (the size value's code), in tenths of an inch so both databases keep them exactly;
  -- sleeve NULL where the guide gives none. position: the table's order, smallest first.
  CREATE TABLE size_guide_sizes (
    category_id TEXT NOT NULL,
    size_code TEXT NOT NULL,
    position INTEGER NOT NULL,
    chest_tenths INTEGER NOT NULL,
    length_tenths INTEGER NOT NULL,
    sleeve_tenths INTEGER,
    PRIMARY KEY (category_id, size_code)
  );
  INSERT INTO size_guides (category_id, garment, fit, sleeves) VALUES
    ${guides.map((row) => `(${row})`).join(',\n    ')};
  INSERT INTO size_guide_sizes (category_id, size_code, position, chest_tenths, length_tenths, sleeve_tenths) VALUES
    ${sizes.map((row) => `(${row})`).join(',\n    ')};
  `;
}

/** Spec §5: XXXL and XXXXL display as 3XL and 4XL. */
const SHORT_LABELS = new Map([
  ['XXXL', '3XL'],
  ['XXXXL', '4XL'],
]);

/** Spec §9: 3XL and 4XL cost this much (the details page's note, the terms, the seeded catalogue). */
export const PLUS_SIZE_PRICE = 600;
const BIG_SIZES = new Set(SHORT_LABELS.values());

export function sizeLabel(name: string): string {
  return SHORT_LABELS.get(name.trim().toUpperCase()) ?? name;
}

/** True for the sizes the details page's plus-size note is about, however the size is spelled. */
export function isBigSize(name: string): boolean {
  return BIG_SIZES.has(sizeLabel(name).trim().toUpperCase());
}

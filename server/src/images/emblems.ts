// A band's print style: which emblem, type treatment, typeface and accent colour its merch carries. Derived from the
// band's name alone, so the same band looks the same on every item and colour, and bands look different from each other.

/** Emblems drawn in a 100×100 box around (0, 0) in colour c. Tasteful on purpose: no pentagrams, runes or other occult or
 * hate symbols. */
export const EMBLEMS: Record<string, (c: string) => string> = {
  axes: (c) =>
    `<g fill="${c}"><path id="e" transform="rotate(36)" d="M-3 -40H3V48H-3ZM3 -46Q24 -52 36 -32Q25 -22 29 -2Q19 -14 3 -12Z"/><use href="#e" transform="scale(-1 1)"/></g>`,
  wings: (c) =>
    `<g fill="${c}"><path id="e" d="M9 -6Q28 -26 52 -26Q47 -18 38 -14Q50 -13 49 -7Q40 -3 31 -2Q40 3 37 8Q28 8 22 6Q26 12 21 16Q12 12 9 6Z"/><use href="#e" transform="scale(-1 1)"/><path d="M0 -16L7 0L0 16L-7 0Z"/></g>`,
  sigil: (c) =>
    `<g fill="none" stroke="${c}" stroke-width="3"><circle r="44" stroke-width="5"/><circle r="37"/><path d="M0 -37L37 0L0 37L-37 0Z"/><circle r="13"/><circle r="4" fill="${c}"/></g>`,
  crest: (c) =>
    `<g fill="${c}"><path d="M-36 -42H36V0Q36 32 0 48Q-36 32 -36 0ZM-29 -35V0Q-29 26 0 40Q29 26 29 0V-35Z" fill-rule="evenodd"/><path d="M-22 8L0 -10L22 8V20L0 2L-22 20ZM0 -30L6 -20L0 -12L-6 -20Z"/></g>`,
  bolt: (c) =>
    `<g fill="${c}"><path d="M10 -40L-20 6H-2L-12 42L22 -8H4L14 -40Z"/><circle r="46" fill="none" stroke="${c}" stroke-width="4"/></g>`,
  flames: (c) =>
    `<path fill="${c}" d="M0 48Q-32 42 -30 12Q-28 -10 -12 -26Q-16 -4 -4 2Q-8 -26 8 -48Q12 -22 26 -8Q36 6 30 26Q24 46 0 48ZM0 38Q14 34 14 20Q14 8 4 -2Q4 14 -6 18Q-14 30 0 38Z" fill-rule="evenodd"/>`,
  crown: (c) =>
    `<g fill="${c}"><path d="M-40 24L-44 -24L-20 0L0 -34L20 0L44 -24L40 24ZM-40 32H40V42H-40Z"/><circle cx="-44" cy="-30" r="5"/><circle cy="-40" r="5"/><circle cx="44" cy="-30" r="5"/></g>`,
  dagger: (c) =>
    `<g fill="${c}"><path d="M-7 -6L-5 32L0 50L5 32L7 -6ZM-30 -20Q0 -12 30 -20L28 -10Q0 -4 -28 -10ZM-4 -38H4V-14H-4Z"/><circle cy="-44" r="7"/></g>`,
  compass: (c) =>
    `<g fill="${c}"><path d="M0 -48L7 -7L48 0L7 7L0 48L-7 7L-48 0L-7 -7Z"/><path d="M0 -26L5 -5L26 0L5 5L0 26L-5 5L-26 0L-5 -5Z" transform="rotate(45)"/><circle r="32" fill="none" stroke="${c}" stroke-width="3"/></g>`,
  // Twelve teeth: the ring's dashes split its circumference (2π·38) in 24.
  cog: (c) =>
    `<g fill="none" stroke="${c}"><circle r="38" stroke-width="12" stroke-dasharray="9.95 9.95"/><circle r="28" stroke-width="10"/><circle r="10" fill="${c}" stroke="none"/></g>`,
  peaks: (c) =>
    `<g fill="${c}"><circle r="46" fill="none" stroke="${c}" stroke-width="4"/><path d="M-40 26L-14 -16L0 4L16 -24L40 26Z"/><circle cx="-18" cy="-26" r="7"/></g>`,
};

export type Layout = 'straight' | 'arched' | 'boxed' | 'stacked';
const LAYOUTS: Layout[] = ['straight', 'arched', 'boxed', 'stacked'];

/** Typefaces with the width of their capitals (em) the layout assumes; text is fitted to it, so any fallback font keeps the layout. */
export const TYPEFACES = [
  { family: `Impact, Haettenschweiler, 'Arial Narrow', 'Liberation Sans Narrow', sans-serif`, width: 0.56 },
  { family: `'Times New Roman', Georgia, 'Liberation Serif', serif`, width: 0.72 },
  { family: `'Arial Black', 'Helvetica Neue', Arial, 'Liberation Sans', sans-serif`, width: 0.78 },
];

/** Accent colours, each as [on dark fabric, on light fabric]. */
export const ACCENTS = [
  ['#e23b3b', '#a3161a'],
  ['#e8b339', '#7d5d0c'],
  ['#8bb8e8', '#1e4f8f'],
  ['#f08a3c', '#9c430e'],
  ['#a3d15a', '#3d6a17'],
  ['#d9d2c3', '#4d5258'],
];

export interface BandStyle {
  emblem: string;
  layout: Layout;
  typeface: (typeof TYPEFACES)[number];
  accent: string[];
}

/** FNV-1a, its bits then mixed (MurmurHash3's finaliser) so that short names spread over every choice. Stable: a band's
 * style must not change between releases. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0)!, 0x01000193);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

export function bandStyle(band: string): BandStyle {
  const h = hash(band.trim().toLowerCase());
  const emblems = Object.keys(EMBLEMS);
  return {
    emblem: emblems[h % emblems.length],
    layout: LAYOUTS[(h >>> 8) % LAYOUTS.length],
    typeface: TYPEFACES[(h >>> 12) % TYPEFACES.length],
    accent: ACCENTS[(h >>> 16) % ACCENTS.length],
  };
}

// The garments of the catalogue's product pictures, drawn as a studio mock-up on a 600×600 canvas: a backdrop with a
// contact shadow, the garment in its colour with fabric shading, folds and stitching, and the boxes its prints fit in.
// The prints themselves (band name, emblem) are laid out by svg.ts.
//
// No filters: a blur costs resvg (the PNG previews) 5–20 times the rest of the picture, so soft shadows and folds are
// layered translucent strokes and gradients instead.
import type { ProductKind } from '../db/catalogue';

export type View = 'front' | 'back' | 'detail';

/** Where a print goes, in canvas units: centre, width, height; and what it shows. */
export interface PrintBox {
  box: [cx: number, cy: number, w: number, h: number];
  /** full: emblem, name and design; tour: name over the tour dates; number: name over a shirt number; mirror: a full
   * print seen through the back of a woven patch; name, title: one line with the band's or the design's name. */
  layout: 'full' | 'tour' | 'number' | 'mirror' | 'name' | 'title';
  /** Bends a one-line print along this path (a wristband's face). */
  arc?: string;
  /** A print colour other than the fabric's ink, e.g. an engraving on metal. */
  ink?: string;
}

export interface Garment {
  /** The outline: filled in the colour, shaded, clipped to, shadowed. */
  shape: string;
  /** Seams, collars, pockets… drawn on the fabric under the print. */
  parts: string;
  prints: PrintBox[];
  /** Soft creases, as one path: each drawn as a shadow with a highlight beside it. */
  folds: string;
  /** The contact shadow: its centre's y and its half-width. */
  ground: [y: number, rx: number];
  /** How far the detail view zooms into the first print. */
  zoom: number;
}

// Colours ------------------------------------------------------------------------------------------------------------

function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.max(0, Math.min(255, ((n >> shift) & 0xff) + amount));
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const n = parseInt(hex.slice(1), 16);
  const [r, g, b] = [16, 8, 0].map((s) => {
    const c = ((n >> s) & 0xff) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const isDark = (hex: string) => luminance(hex) < 0.2;

/** Stitching, rib knit and the inside of the garment: seams lighter than a dark fabric, darker than a light one. */
function tones(hex: string) {
  const dark = isDark(hex);
  return { seam: shade(hex, dark ? 40 : -42), rib: shade(hex, dark ? 12 : -16), inner: shade(hex, dark ? -14 : -64) };
}

// Drawing helpers ----------------------------------------------------------------------------------------------------

/** [x, y] is a line to it, [cx, cy, x, y] a curve. */
type Seg = number[];

/** A left–right symmetric outline from its right half, which runs from the top centre clockwise to the bottom centre. */
function mirrored(half: Seg[]): string {
  const to = (s: Seg) => (s.length === 2 ? `L${s[0]} ${s[1]}` : `Q${s[0]} ${s[1]} ${s[2]} ${s[3]}`);
  let d = `M${half[0][0]} ${half[0][1]}` + half.slice(1).map(to).join('');
  for (let i = half.length - 1; i > 0; i--) {
    const [x, y] = half[i - 1].slice(-2);
    const s = half[i];
    d += to(s.length === 2 ? [600 - x, y] : [600 - s[0], s[1], 600 - x, y]);
  }
  return d + 'Z';
}

/** Path data plus its mirror image across the centre line. Only for absolute M, L and Q commands. */
const both = (d: string) => `${d}M${d.slice(1).replace(/(-?[\d.]+) (-?[\d.]+)/g, (_, x, y) => `${600 - Number(x)} ${y}`)}`;

const path = (d: string, attrs: string) => `<path d="${d}" ${attrs}/>`;
const stitch = (d: string, colour: string) => path(d, `fill="none" stroke="${colour}" stroke-width="1.6" stroke-dasharray="5 4"`);
/** A knitted rib band: a wide line dashed across it, so each dash is a rib. */
const ribs = (d: string, width: number, colour: string) =>
  path(d, `fill="none" stroke="${colour}" stroke-width="${width}" stroke-dasharray="1.5 3" stroke-opacity=".4"`);
const line = (d: string, colour: string, width: number, opacity = 1) =>
  path(d, `fill="none" stroke="${colour}" stroke-width="${width}"${opacity < 1 ? ` stroke-opacity="${opacity}"` : ''}`);

// Tops ---------------------------------------------------------------------------------------------------------------
// One torso; the neck, sleeves and hem vary. Right halves, mirrored into outlines.

type Side = 'front' | 'back';
type Neck = 'crew' | 'vee' | 'hood';

const NECKS: Record<Neck, Record<Side, Seg[]>> = {
  crew: {
    front: [
      [300, 126],
      [336, 124, 350, 88],
    ],
    back: [
      [300, 98],
      [338, 98, 350, 86],
    ],
  },
  vee: {
    front: [
      [300, 168],
      [352, 90],
    ],
    back: [
      [300, 98],
      [338, 98, 352, 88],
    ],
  },
  hood: {
    front: [
      [300, 40],
      [394, 38, 410, 116],
    ],
    back: [
      [300, 40],
      [394, 38, 410, 116],
    ],
  },
};

const SLEEVES = {
  short: {
    outline: [
      [472, 118, 494, 150],
      [546, 214],
      [492, 260],
      [444, 218],
    ],
    folds: 'M466 158Q488 176 500 204',
  },
  long: {
    outline: [
      [484, 124, 500, 190],
      [542, 430],
      [498, 446],
      [454, 252],
      [446, 228],
    ],
    folds: 'M484 196Q496 232 500 262M492 318Q508 332 522 330M504 392Q516 404 532 400',
  },
} satisfies Record<string, { outline: Seg[]; folds: string }>;

const BODY_FOLDS = 'M188 238Q230 300 236 380M412 238Q370 300 364 380M226 540Q246 510 256 482M384 540Q362 512 352 488';

interface TopSpec {
  neck: Neck;
  sleeve: keyof typeof SLEEVES;
  /** A rib waistband and cuffs (hoodies) rather than hemmed edges. */
  band?: boolean;
  extra?: (side: Side, hex: string) => string;
  front: PrintBox;
  back: PrintBox;
  zoom?: number;
}

function torso(spec: TopSpec, side: Side): string {
  const shoulder: Seg = spec.neck === 'hood' ? [448, 126] : [440, 108];
  const sides: Seg[] = spec.band
    ? [
        [434, 380, 440, 504],
        [436, 540],
        [370, 548, 300, 548],
      ]
    : [
        [434, 380, 444, 530],
        [374, 542, 300, 542],
      ];
  return mirrored([...NECKS[spec.neck][side], shoulder, ...SLEEVES[spec.sleeve].outline, ...sides]);
}

function collar(side: Side, hex: string): string {
  const t = tones(hex);
  return side === 'front'
    ? path('M250 88Q300 104 350 88Q336 124 300 126Q264 124 250 88Z', `fill="${t.inner}"`) +
        line('M252 92Q264 124 300 126Q336 124 348 92', t.rib, 12) +
        stitch('M246 100Q266 136 300 138Q334 136 354 100', t.seam)
    : line('M252 89Q300 102 348 89', t.rib, 10) + stitch('M246 100Q300 114 354 100', t.seam);
}

/** Hemmed sleeves and body, or rib cuffs and waistband. */
function hems(spec: TopSpec, hex: string): string {
  const t = tones(hex);
  if (spec.band) {
    return (
      path('M160 504H440L436 540Q300 554 164 540Z', `fill="${t.rib}"`) +
      ribs('M162 522Q300 536 438 522', 36, t.seam) +
      path(both('M540 420L497 434L498 446L542 430Z'), `fill="${t.rib}"`) +
      ribs(both('M518 430L521 440'), 44, t.seam)
    );
  }
  const sleeves = spec.sleeve === 'short' ? stitch(both('M535 212L491 249'), t.seam) : ribs(both('M519 434L521 444'), 44, t.seam);
  return sleeves + stitch('M164 520Q300 534 436 520', t.seam);
}

/** A hood seen from the front (its lining and drawstrings) or lying on the back. */
function hood(side: Side, hex: string): string {
  const t = tones(hex);
  const opening = 'M300 178Q234 150 236 96Q248 56 300 54Q352 56 364 96Q366 150 300 178';
  return side === 'front'
    ? path(opening + 'Z', `fill="${t.inner}"`) +
        line(opening, '#000', 26, 0.1) +
        line(opening, '#000', 16, 0.1) +
        line(opening, t.rib, 10) +
        line('M286 170V222M314 170V214', t.seam, 4) +
        line('M286 222V234M314 214V226', '#9ea3a8', 5)
    : path('M300 40Q394 38 410 116Q404 200 300 218Q196 200 190 116Q206 38 300 40Z', `fill="${shade(hex, isDark(hex) ? 8 : -6)}"`) +
        line('M190 116Q196 200 300 218Q404 200 410 116', '#000', 4, 0.2) +
        stitch('M300 44V214', t.seam);
}

const kangarooPocket = (hex: string) =>
  path('M212 500L228 414Q234 396 258 396H342Q366 396 372 414L388 500Z', 'fill="#000" fill-opacity=".06"') +
  stitch('M217 496L232 416Q238 402 258 402H342Q362 402 368 416L383 496', tones(hex).seam) +
  line(both('M228 414Q220 460 212 500'), '#000', 3, 0.35);

/** A metal zip down the middle, with its puller, and a pocket on each side. */
const zip = (hex: string) =>
  line('M300 178V540', shade(hex, -18), 12) +
  path('M300 178V540', 'stroke="#a7abb0" stroke-width="6" stroke-dasharray="2 2"') +
  path('M295 184h10v30h-10z', 'fill="#c3c7cb" stroke="#6d7176"') +
  line(both('M392 424Q404 466 420 500'), '#000', 3, 0.35) +
  stitch(both('M398 420Q410 464 427 496'), tones(hex).seam);

function jerseyTrim(side: Side, hex: string): string {
  const trim = isDark(hex) ? '#d8d8d8' : '#1b1b1b';
  return (
    (side === 'front'
      ? path('M250 90Q300 104 350 90L300 168Z', `fill="${tones(hex).inner}"`) + line('M248 90L300 168L352 90', trim, 9)
      : line('M252 89Q300 100 348 89', trim, 9)) +
    line(both('M526 200L478 242M516 188L468 230'), trim, 5) +
    line(both('M442 216L440 530'), tones(hex).seam, 1.5, 0.6)
  );
}

const TEE: Omit<TopSpec, 'sleeve'> = {
  neck: 'crew',
  extra: collar,
  front: { box: [300, 268, 236, 236], layout: 'full' },
  back: { box: [300, 272, 210, 250], layout: 'tour' },
};
const HOODED: Omit<TopSpec, 'extra' | 'front'> = {
  neck: 'hood',
  sleeve: 'long',
  band: true,
  back: { box: [300, 370, 200, 230], layout: 'tour' },
};

const TOPS: Record<'tshirt' | 'longsleeve' | 'hoodie' | 'ziphoodie' | 'jersey', TopSpec> = {
  tshirt: { ...TEE, sleeve: 'short' },
  longsleeve: { ...TEE, sleeve: 'long' },
  hoodie: {
    ...HOODED,
    extra: (side, hex) => hood(side, hex) + (side === 'front' ? kangarooPocket(hex) : ''),
    front: { box: [300, 314, 190, 156], layout: 'full' },
  },
  // A small print on the wearer's left chest, so its close-up zooms further.
  ziphoodie: {
    ...HOODED,
    extra: (side, hex) => hood(side, hex) + (side === 'front' ? zip(hex) : ''),
    front: { box: [374, 262, 104, 104], layout: 'full' },
    zoom: 2.6,
  },
  jersey: {
    neck: 'vee',
    sleeve: 'short',
    extra: jerseyTrim,
    front: { box: [300, 252, 210, 210], layout: 'full' },
    back: { box: [300, 306, 220, 300], layout: 'number' },
  },
};

function top(spec: TopSpec, side: Side, hex: string): Garment {
  return {
    shape: torso(spec, side),
    parts: hems(spec, hex) + (spec.extra?.(side, hex) ?? ''),
    prints: [side === 'front' ? spec.front : spec.back],
    folds: BODY_FOLDS + both(SLEEVES[spec.sleeve].folds),
    ground: [560, 220],
    zoom: spec.zoom ?? 2,
  };
}

// Small items --------------------------------------------------------------------------------------------------------

type Small = Exclude<ProductKind, keyof typeof TOPS>;

const METAL = 'url(#m)';

const SMALL: Record<Small, (side: Side, hex: string) => Garment> = {
  cap: (side, hex) => {
    const t = tones(hex);
    const crown = (bottom: number) => `M146 ${bottom}Q136 236 212 196Q300 160 388 196Q464 236 454 ${bottom}`;
    const seams = (bottom: number) =>
      line(`M300 178V${bottom - 22}M300 178Q222 206 206 ${bottom - 4}M300 178Q378 206 394 ${bottom - 4}`, t.seam, 2, 0.7);
    const button = path('M286 178a14 7 0 1 0 28 0a14 7 0 1 0-28 0', `fill="${t.rib}"`);
    const brim = 'M146 356Q300 330 454 356Q494 378 470 404Q300 458 130 404Q106 378 146 356Z';
    const underside = 'M130 404Q300 458 470 404L466 414Q300 470 134 414Z';
    if (side === 'front') {
      return {
        shape: `${crown(356)}Q300 330 146 356Z${brim}${underside}`,
        parts:
          seams(356) +
          path(underside, `fill="${t.inner}"`) +
          path(brim, `fill="${t.rib}"`) +
          line('M148 356Q300 331 452 356', '#000', 5, 0.3) +
          stitch('M140 396Q300 446 460 396M152 388Q300 432 448 388', t.seam) +
          path('M238 226m-5 0a5 5 0 1 0 10 0a5 5 0 1 0-10 0M362 226m-5 0a5 5 0 1 0 10 0a5 5 0 1 0-10 0', `fill="${t.inner}"`) +
          button,
        prints: [{ box: [300, 276, 150, 92], layout: 'full' }],
        folds: '',
        ground: [456, 190],
        zoom: 2.2,
      };
    }
    return {
      shape: `${crown(372)}Q300 352 146 372Z`,
      parts:
        seams(372) +
        path('M240 366Q240 300 300 294Q360 300 360 366Q300 360 240 366Z', `fill="${t.inner}"`) +
        path('M226 328H374V348H226Z', `fill="${t.rib}"`) +
        path('M240 338H300', 'stroke="#e6e6e6" stroke-width="4" stroke-dasharray="4 7" stroke-linecap="round"') +
        button,
      prints: [{ box: [300, 258, 150, 34], layout: 'name' }],
      folds: '',
      ground: [386, 180],
      zoom: 2.2,
    };
  },
  beanie: (side, hex) => {
    const t = tones(hex);
    // Rib knit: wales fanning out from the crown.
    const wales = Array.from(
      { length: 13 },
      (_, k) => `M${300 + (k - 6) * 6} 176Q${300 + (k - 6) * 20} 230 ${300 + (k - 6) * 22} 392`,
    ).join('');
    return {
      shape: 'M150 388H166Q160 180 300 158Q440 180 434 388H450L454 480Q300 494 146 480Z',
      parts:
        line(wales, t.seam, 3, 0.35) +
        line('M150 388Q300 374 450 388', '#000', 6, 0.3) +
        ribs('M148 434Q300 422 452 434', 92, t.seam) +
        (side === 'back' ? line('M300 160V386', t.seam, 3, 0.6) : ''),
      prints: side === 'front' ? [{ box: [300, 434, 210, 44], layout: 'name' }] : [],
      folds: 'M232 220Q222 300 238 376M370 220Q380 300 364 376',
      ground: [494, 190],
      zoom: 2,
    };
  },
  patch: (side, hex) => ({
    shape: 'M124 170Q124 150 144 150H456Q476 150 476 170V430Q476 450 456 450H144Q124 450 124 430Z',
    parts:
      // Merrowed edge: an overlock stitch wrapped round the border.
      path(
        'M131 170Q131 157 144 157H456Q469 157 469 170V430Q469 443 456 443H144Q131 443 131 430Z',
        `fill="none" stroke="${tones(hex).seam}" stroke-width="13" stroke-dasharray="1.5 1.5"`,
      ) + (side === 'back' ? path('M146 172H454V428H146Z', 'fill="#fff" fill-opacity=".1"') : ''),
    prints: [{ box: [300, 300, 300, 250], layout: side === 'front' ? 'full' : 'mirror' }],
    folds: '',
    ground: [462, 200],
    zoom: 1.7,
  }),
  wristband: (side, hex) => {
    const t = tones(hex);
    return {
      // A silicone band standing on its edge, seen from a little above: its front face, the inside of its back, and
      // the floor through the hole.
      shape: 'M110 270A190 60 0 0 0 490 270V340A190 60 0 0 1 110 340Z',
      parts:
        path('M110 270A190 60 0 0 1 490 270A190 60 0 0 1 110 270Z', `fill="${t.inner}"`) +
        path('M146 305A190 60 0 0 1 454 305A190 60 0 0 1 146 305Z', 'fill="#cfcfcc"') +
        line('M114 280A190 60 0 0 0 486 280', '#fff', 4, 0.22),
      prints: [{ box: [300, 365, 360, 40], layout: side === 'front' ? 'name' : 'title', arc: 'M110 316A190 60 0 0 0 490 316' }],
      folds: '',
      ground: [404, 200],
      zoom: 1.5,
    };
  },
  keychain: (side, hex) => ({
    shape: 'M186 200H414Q428 200 428 214V420Q428 470 300 500Q172 470 172 420V214Q172 200 186 200Z',
    parts:
      path('M300 118m-41 0a41 41 0 1 0 82 0a41 41 0 1 0-82 0M300 160V204', `fill="none" stroke="${METAL}" stroke-width="7"`) +
      line('M300 118m-41 0a41 41 0 1 0 82 0', '#000', 1.5, 0.3) +
      (side === 'front'
        ? path('M190 212H410V418Q410 458 300 484Q190 458 190 418Z', `fill="${hex}" stroke="${METAL}" stroke-width="10"`)
        : path('M180 206H420V420Q420 464 300 494Q180 464 180 420Z', `fill="${METAL}"`)),
    prints: [
      side === 'front' ? { box: [300, 342, 190, 210], layout: 'full' } : { box: [300, 340, 170, 34], layout: 'name', ink: '#55595e' },
    ],
    folds: '',
    ground: [506, 130],
    zoom: 1.6,
  }),
  tote: (side, hex) => {
    const t = tones(hex);
    return {
      shape: 'M140 210H460L468 540H132Z',
      parts:
        line(both('M196 214Q190 60 300 56M226 214Q224 90 300 86'), shade(hex, -24), 3) +
        line('M211 214Q204 72 300 70Q396 72 389 214', hex, 28) +
        stitch('M211 214Q204 72 300 70Q396 72 389 214', t.seam) +
        stitch('M141 236H459', t.seam) +
        line(both('M198 214H224V240H198ZM198 214L224 240M224 214L198 240'), t.seam, 1.5),
      prints: [side === 'front' ? { box: [300, 390, 250, 250], layout: 'full' } : { box: [300, 500, 180, 30], layout: 'name' }],
      folds: 'M200 300Q190 420 206 520M410 300Q420 420 400 520',
      ground: [548, 210],
      zoom: 1.8,
    };
  },
};

export function garment(kind: string, view: View, hex: string): Garment {
  const side = view === 'back' ? 'back' : 'front';
  if (kind in TOPS) return top(TOPS[kind as keyof typeof TOPS], side, hex);
  return (SMALL[kind as Small] ?? ((s, h) => top(TOPS.tshirt, s, h)))(side, hex);
}

// Scene ---------------------------------------------------------------------------------------------------------------

const stop = (offset: number, colour: string, opacity = 1) =>
  `<stop offset="${offset}" stop-color="${colour}"${opacity < 1 ? ` stop-opacity="${opacity}"` : ''}/>`;

/**
 * The garment's outline (g) and its clip (c), and shared paint: the backdrop (b), contact shadow (s), light across (h)
 * and down (v) the fabric, brushed metal (m) and, for close-ups, a knit (w).
 */
export function sceneDefs(g: Garment, hex: string, detail: boolean): string {
  const dark = isDark(hex);
  return (
    `<path id="g" d="${g.shape}"/><clipPath id="c"><use href="#g"/></clipPath>` +
    `<radialGradient id="b" cy=".4" r=".8">${stop(0, '#f7f7f5')}${stop(1, '#d2d2ce')}</radialGradient>` +
    `<radialGradient id="s">${stop(0, '#000', 0.3)}${stop(1, '#000', 0)}</radialGradient>` +
    `<linearGradient id="h">${stop(0, '#000', dark ? 0.42 : 0.2)}${stop(0.16, '#000', 0.04)}${stop(0.4, '#fff', dark ? 0.09 : 0.14)}${stop(0.68, '#fff', 0)}${stop(1, '#000', dark ? 0.46 : 0.24)}</linearGradient>` +
    `<linearGradient id="v" x2="0" y2="1">${stop(0, '#fff', dark ? 0.07 : 0.1)}${stop(0.5, '#fff', 0)}${stop(1, '#000', dark ? 0.3 : 0.12)}</linearGradient>` +
    `<linearGradient id="m" x2="1" y2="1">${stop(0, '#f4f5f6')}${stop(0.45, '#9ca1a6')}${stop(0.55, '#d7dadd')}${stop(1, '#72777c')}</linearGradient>` +
    (detail
      ? `<pattern id="w" width="4" height="4" patternUnits="userSpaceOnUse"><path d="M0 0L2 4L4 0" fill="none" stroke="${dark ? '#fff' : '#000'}" stroke-opacity="${dark ? 0.12 : 0.06}" stroke-width=".8"/></pattern>`
      : '')
  );
}

/** A soft shadow or crease: the same path stroked wide and faint, then narrower, so its edge fades out. */
const soft = (colour: string, opacity: number, widths: number[], href: string, extra = '') =>
  `<g fill="none" stroke="${colour}" stroke-opacity="${opacity}" stroke-linecap="round" stroke-linejoin="round"${extra}>${widths.map((w) => `<use href="${href}" stroke-width="${w}"/>`).join('')}</g>`;

/** The garment on its backdrop, with its prints (already placed in canvas units) between the fabric and its shading. */
export function scene(g: Garment, hex: string, view: View, prints: string): string {
  const dark = isDark(hex);
  const [cx, cy] = g.prints[0]?.box ?? [300, 300];
  const z = g.zoom;
  const zoom = view === 'detail' ? ` transform="matrix(${z} 0 0 ${z} ${Math.round(300 - z * cx)} ${Math.round(300 - z * cy)})"` : '';
  const folds = g.folds
    ? `<g clip-path="url(#c)"><path id="k" d="${g.folds}" fill="none"/>` +
      soft('#000', dark ? 0.05 : 0.024, [30, 23, 17, 11, 5], '#k') +
      soft('#fff', dark ? 0.03 : 0.07, [18, 11, 5], '#k', ' transform="translate(-9 -3)"') +
      `</g>`
    : '';
  return (
    `<rect width="600" height="600" fill="url(#b)"/>` +
    (view === 'detail' ? '' : `<ellipse cx="300" cy="${g.ground[0]}" rx="${g.ground[1]}" ry="16" fill="url(#s)"/>`) +
    `<g${zoom}>` +
    `<g transform="translate(6 14)">${soft('#000', 0.016, [40, 34, 28, 23, 18, 13, 8, 4], '#g')}</g>` +
    `<use href="#g" fill="${hex}"/>` +
    g.parts +
    `<g opacity=".94">${prints}</g>` +
    `<use href="#g" fill="url(#h)"/><use href="#g" fill="url(#v)"/>` +
    folds +
    (view === 'detail' ? `<use href="#g" fill="url(#w)"/>` : '') +
    `<use href="#g" fill="none" stroke="#000" stroke-opacity="${dark ? 0.6 : 0.16}" stroke-width="1.5"/>` +
    `</g>`
  );
}

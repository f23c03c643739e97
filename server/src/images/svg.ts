// Catalogue images drawn as SVG on request: product mock-ups of each item in its SKU colour with the band's print,
// outlet banners, news and category pictures. Nothing is fetched from the internet.
import { CATEGORIES, COLOURS, NEWS, OUTLETS, type ColourSeed } from '../db/catalogue';
import type { ItemArt } from '../db/types';
import { bandStyle, EMBLEMS, type BandStyle } from './emblems';
import { contrast, garment, luminance, scene, sceneDefs, type PrintBox } from './itemArt';

const FONT = `Impact, 'Arial Narrow Bold', 'Helvetica Neue', Arial, sans-serif`;

export const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

function svg(width: number, height: number, label: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">${body}</svg>`;
}

/** A text line squeezed into at most maxWidth. */
function fitted(text: string, x: number, y: number, size: number, maxWidth: number, fill: string, extra = ''): string {
  const natural = text.length * size * 0.55;
  const squeeze = natural > maxWidth ? ` textLength="${maxWidth}" lengthAdjust="spacingAndGlyphs"` : '';
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-weight="bold" font-size="${size}" fill="${fill}" text-anchor="middle"${squeeze}${extra}>${escapeXml(text)}</text>`;
}

// Item pictures ------------------------------------------------------------------------------------------------------
// The garment comes from itemArt.ts; here goes its print: the band's emblem and name in the band's style (emblems.ts),
// laid out in a box of the garment. Every line's width is set with textLength, so whatever font the viewer has, no
// text runs out of its box.

const TOUR = ['DHAKA', 'CHATTOGRAM', 'SYLHET', 'KHULNA', 'RAJSHAHI'];
/** Capitals stand about this high above the baseline, as a share of the font size. */
const CAP = 0.74;

const r1 = (n: number) => Math.round(n * 10) / 10;

/** An accent that stands out from the fabric, else the ink. */
function accentOn(style: BandStyle, fabric: string, ink: string): string {
  const accent = style.accent[luminance(fabric) < 0.3 ? 0 : 1];
  return contrast(accent, fabric) >= 2.6 ? accent : ink;
}

/** The tools a print is drawn with: the band's style in the colours of one garment. */
function pen(style: BandStyle, colour: ColourSeed) {
  const natural = (text: string, size: number) => [...text].length * size * style.typeface.width;
  const fit = (text: string, size: number, max: number) =>
    `textLength="${r1(Math.min(natural(text, size), max))}" lengthAdjust="spacingAndGlyphs"`;
  const accent = accentOn(style, colour.hex, colour.ink);
  return {
    ink: colour.ink,
    accent,
    fabric: colour.hex,
    style,
    /** The largest font size up to `max` at which the text is at most `width` wide. */
    size: (text: string, width: number, max: number) => Math.min(max, width / natural(text, 1)),
    /** A line centred on x = 0 (or `x`), at most `max` wide. */
    text: (text: string, y: number, size: number, max: number, fill: string, x = '') =>
      `<text${x} y="${r1(y)}" font-size="${r1(size)}" fill="${fill}" ${fit(text, size, max)}>${escapeXml(text)}</text>`,
    /** A line along the path #a, centred on it. */
    arc: (text: string, size: number, max: number, fill: string) =>
      `<text font-size="${r1(size)}" fill="${fill}"><textPath href="#a" startOffset="50%" ${fit(text, size, max)}>${escapeXml(text)}</textPath></text>`,
    emblem: (y: number, size: number) => `<g transform="translate(0 ${r1(y)}) scale(${size / 100})">${EMBLEMS[style.emblem](accent)}</g>`,
  };
}
type Pen = ReturnType<typeof pen>;

type Row = [height: number, draw: (top: number) => string];

/** Rows stacked down the middle of a box around y = 0; each row draws itself from its top. */
function stack(rows: Row[]): string {
  let top = -rows.reduce((sum, [h]) => sum + h, 0) / 2;
  return rows.map(([h, draw]) => ((top += h), draw(top - h))).join('');
}

const gap = (h: number): Row => [h, () => ''];
const textRow = (p: Pen, text: string, size: number, max: number, fill: string): Row => [
  size * CAP,
  (top) => p.text(text, top + size * CAP, size, max, fill),
];

/** A design's name worth printing: not "Logo" or "Classic Logo", where the band's logo is the design. */
const titleOf = (design: string) => (/\blogo$/i.test(design.trim()) ? '' : design.toUpperCase());

/** The main print, in a 200×200 box: the band's emblem, name and the design's name, in the band's layout. */
function bandPrint(p: Pen, band: string, design: string): string {
  const name = band.toUpperCase();
  const title = titleOf(design);
  // The design's name closes the print, after a gap; a logo print ends with the name.
  const titleRows = (max: number, fill: string, space: number): Row[] =>
    title ? [gap(space), textRow(p, title, p.size(title, max, 16), max, fill)] : [];
  switch (p.style.layout) {
    case 'arched':
      return (
        `<path id="a" d="M-84 -14A92 92 0 0 1 84 -14" fill="none"/>` +
        p.arc(name, p.size(name, 190, 40), 190, p.ink) +
        p.emblem(22, 80) +
        (title ? p.text(title, 90, p.size(title, 170, 16), 170, p.accent) : '')
      );
    case 'boxed': {
      // The name knocked out of a solid bar: the fabric shows through the letters.
      const size = p.size(name, 184, 44);
      const bar = size * CAP + 20;
      return stack([
        [84, (top) => p.emblem(top + 42, 84)],
        gap(12),
        [
          bar,
          (top) =>
            `<rect x="-100" y="${r1(top)}" width="200" height="${r1(bar)}" fill="${p.ink}"/>` +
            p.text(name, top + 10 + size * CAP, size, 184, p.fabric),
        ],
        ...titleRows(170, p.accent, 12),
      ]);
    }
    case 'stacked':
      return stack([
        textRow(p, name, p.size(name, 200, 40), 200, p.ink),
        gap(14),
        [
          80,
          (top) =>
            `<path d="M-100 ${r1(top + 40)}H-52M52 ${r1(top + 40)}H100" stroke="${p.accent}" stroke-width="3"/>` + p.emblem(top + 40, 80),
        ],
        ...titleRows(150, p.ink, 14),
      ]);
    default:
      return stack([
        [100, (top) => p.emblem(top + 50, 100)],
        gap(14),
        textRow(p, name, p.size(name, 200, 46), 200, p.ink),
        ...titleRows(170, p.accent, 12),
      ]);
  }
}

/** The back of a top, in a 200×240 box: the name over a tour list. */
function tourPrint(p: Pen, band: string): string {
  const name = band.toUpperCase();
  return stack([
    [44, (top) => p.emblem(top + 22, 44)],
    gap(12),
    textRow(p, name, p.size(name, 200, 40), 200, p.ink),
    gap(12),
    textRow(p, 'BANGLADESH TOUR', 13, 140, p.accent),
    ...TOUR.flatMap((city, k) => [gap(12), textRow(p, `${city} ${2026 - k}`, 16, 130, p.ink)]),
  ]);
}

/** A jersey's back, in a 200×270 box: the name over a number taken from the item's code. */
function numberPrint(p: Pen, band: string, code: string): string {
  const name = band.toUpperCase();
  const number = String(10 + (code.charCodeAt(code.length - 1) % 90));
  return stack([textRow(p, name, p.size(name, 190, 34), 190, p.ink), gap(24), textRow(p, number, 150, 190, p.accent)]);
}

/** The height of the box each layout is drawn in (all are 200 wide), to scale it into the garment's box. */
const UNIT_HEIGHT = { full: 200, mirror: 200, tour: 240, number: 270 };

/** One print of the garment, clipped to its box (or, bent along a wristband, to the garment). */
function placePrint(spec: PrintBox, art: ItemArt, p: Pen): string {
  const [cx, cy, w, h] = spec.box;
  const font = `font-family="${p.style.typeface.family}" font-weight="bold" text-anchor="middle"`;
  const clip = `<clipPath id="p"><rect x="${cx - w / 2}" y="${cy - h / 2}" width="${w}" height="${h}"/></clipPath>`;
  if (spec.layout === 'name' || spec.layout === 'title') {
    const text = (spec.layout === 'title' && titleOf(art.design)) || art.band.toUpperCase();
    const size = p.size(text, w, h / CAP);
    const fill = spec.ink ?? p.ink;
    return spec.arc
      ? `<path id="a" d="${spec.arc}" fill="none"/><g ${font} clip-path="url(#c)">${p.arc(text, size, w, fill)}</g>`
      : `${clip}<g ${font} clip-path="url(#p)">${p.text(text, cy + (size * CAP) / 2, size, w, fill, ` x="${cx}"`)}</g>`;
  }
  const scale = Math.round((Math.min(w, (h * 200) / UNIT_HEIGHT[spec.layout]) / 200) * 1000) / 1000;
  const body =
    spec.layout === 'tour'
      ? tourPrint(p, art.band)
      : spec.layout === 'number'
        ? numberPrint(p, art.band, art.code)
        : bandPrint(p, art.band, art.design);
  // The back of a woven patch shows the threads of its front, mirrored and dull.
  const [flip, fade] = spec.layout === 'mirror' ? [' scale(-1 1)', ' opacity=".3"'] : ['', ''];
  return `${clip}<g clip-path="url(#p)"><g transform="translate(${cx} ${cy}) scale(${scale})${flip}"${fade} ${font}>${body}</g></g>`;
}

/** Image n (1-based) of an item: its colour and view come from the seed's art record. */
export function itemImage(art: ItemArt, n: number): string | null {
  const view = art.views[n - 1];
  if (!view) return null;
  const colour = COLOURS.find((c) => c.code === view.colour) ?? COLOURS[0];
  const g = garment(art.kind, view.view, colour.hex);
  const p = pen(bandStyle(art.band), colour);
  const prints = g.prints.map((box) => placePrint(box, art, p)).join('');
  const body = `<defs>${sceneDefs(g, colour.hex, view.view === 'detail')}</defs>${scene(g, colour.hex, view.view, prints)}`;
  return svg(600, 600, `${art.band} ${art.design}, ${colour.name}, ${view.view} view`, body);
}

export function outletBanner(key: string): string | null {
  const outlet = OUTLETS.find((o) => o.key === key);
  if (!outlet) return null;
  const [dark, light] = outlet.palette;
  const skyline = Array.from({ length: 16 }, (_, k) => {
    const h = 60 + ((k * 53 + key.length * 17) % 140);
    return `<rect x="${k * 76}" y="${400 - h}" width="60" height="${h}" fill="#000" opacity="0.35"/>`;
  }).join('');
  const body =
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>` +
    `<rect width="1200" height="400" fill="url(#g)"/>` +
    skyline;
  // No name in the picture: the pages that show it (the outlet's banner and card) print the name as text.
  return svg(1200, 400, `${outlet.name} outlet`, body);
}

export function newsImage(key: string): string | null {
  const index = NEWS.findIndex((n) => n.key === key);
  if (index < 0 || !NEWS[index].image) return null;
  const hue = (index * 47) % 360;
  const bars = Array.from({ length: 24 }, (_, k) => {
    const h = 30 + ((k * 37 + index * 11) % 160);
    return `<rect x="${40 + k * 30}" y="${400 - h}" width="18" height="${h}" fill="hsl(${hue},70%,60%)" opacity="0.55"/>`;
  }).join('');
  const body =
    `<rect width="800" height="450" fill="hsl(${hue},35%,14%)"/>` +
    bars +
    `<circle cx="640" cy="120" r="70" fill="none" stroke="hsl(${hue},80%,70%)" stroke-width="10"/>` +
    fitted('METAL MERCH NEWS', 400, 200, 56, 680, '#ffffff', ' letter-spacing="3"');
  return svg(800, 450, 'News picture', body);
}

export function categoryImage(slug: string): string | null {
  const category = CATEGORIES.find((c) => c.slug === slug);
  if (!category) return null;
  const body = `<rect width="400" height="400" fill="#1b1b1b"/><rect x="20" y="20" width="360" height="360" fill="none" stroke="#b22222" stroke-width="6"/>${fitted(category.name.toUpperCase(), 200, 215, 48, 320, '#f2f2f2')}`;
  return svg(400, 400, category.name, body);
}

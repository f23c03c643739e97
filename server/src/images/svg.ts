// Catalogue images drawn as SVG on request: garment silhouettes in the SKU colour with the band's name,
// outlet banners, news and category pictures. Nothing is fetched from the internet.
import { CATEGORIES, COLOURS, NEWS, OUTLETS, type ProductKind } from '../db/catalogue';
import type { ItemArt } from '../db/types';

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

function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.max(0, Math.min(255, ((n >> shift) & 0xff) + amount));
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}

const SHAPES: Record<ProductKind, { path: string; print: [x: number, y: number, width: number] }> = {
  tshirt: { path: 'M150 120 L232 88 Q300 132 368 88 L450 120 L540 222 L472 272 L440 242 L440 530 L160 530 L160 242 L128 272 L60 222 Z', print: [300, 250, 220] },
  longsleeve: { path: 'M150 120 L232 88 Q300 132 368 88 L450 120 L528 400 L474 414 L440 262 L440 530 L160 530 L160 262 L126 414 L72 400 Z', print: [300, 250, 220] },
  hoodie: {
    path: 'M150 140 Q190 60 300 52 Q410 60 450 140 L530 410 L476 424 L442 280 L442 540 L158 540 L158 280 L124 424 L70 410 Z M220 430 L380 430 L400 500 L200 500 Z',
    print: [300, 300, 220],
  },
  ziphoodie: {
    path: 'M150 140 Q190 60 300 52 Q410 60 450 140 L530 410 L476 424 L442 280 L442 540 L158 540 L158 280 L124 424 L70 410 Z',
    print: [230, 300, 110],
  },
  jersey: { path: 'M160 110 L240 86 L300 160 L360 86 L440 110 L532 210 L470 262 L440 236 L440 530 L160 530 L160 236 L130 262 L68 210 Z', print: [300, 240, 230] },
  cap: { path: 'M140 340 Q150 170 300 160 Q450 170 460 340 Z M120 340 L560 340 Q560 380 470 384 L120 372 Z', print: [300, 290, 220] },
  beanie: { path: 'M160 400 Q150 170 300 150 Q450 170 440 400 Z M150 390 L450 390 L450 470 L150 470 Z M280 130 A22 22 0 1 0 320 130 A22 22 0 1 0 280 130 Z', print: [300, 440, 240] },
  patch: { path: 'M110 170 Q110 140 140 140 L460 140 Q490 140 490 170 L490 430 Q490 460 460 460 L140 460 Q110 460 110 430 Z', print: [300, 310, 320] },
  wristband: { path: 'M120 300 A180 90 0 1 0 480 300 A180 90 0 1 0 120 300 Z M170 300 A130 58 0 1 1 430 300 A130 58 0 1 1 170 300 Z', print: [300, 252, 240] },
  keychain: { path: 'M300 90 A50 50 0 1 0 300 190 A50 50 0 1 0 300 90 Z M300 112 A28 28 0 1 1 300 168 A28 28 0 1 1 300 112 Z M170 210 L430 210 L430 480 L170 480 Z', print: [300, 350, 220] },
  tote: { path: 'M130 220 L470 220 L490 540 L110 540 Z M200 220 Q200 90 300 90 Q400 90 400 220 L376 220 Q376 118 300 118 Q224 118 224 220 Z', print: [300, 380, 280] },
};

/** Image n (1-based) of an item: its colour and view come from the seed's art record. */
export function itemImage(art: ItemArt, n: number): string | null {
  const view = art.views[n - 1];
  if (!view) return null;
  const colour = COLOURS.find((c) => c.code === view.colour) ?? COLOURS[0];
  const shape = SHAPES[art.kind as ProductKind] ?? SHAPES.tshirt;
  const [px, py, width] = shape.print;
  const outline = shade(colour.hex, colour.hex === '#f5f5f5' ? -60 : 40);
  let print: string;
  if (view.view === 'front') {
    print =
      fitted(art.band.toUpperCase(), px, py, 46, width, colour.ink, ' letter-spacing="2"') +
      fitted(art.design, px, py + 40, 24, width, colour.ink, ' font-style="italic"') +
      (art.kind === 'jersey' ? fitted(String(10 + (art.code.charCodeAt(art.code.length - 1) % 90)), px, py + 150, 110, 160, colour.ink) : '');
  } else if (view.view === 'back') {
    print =
      fitted(art.band.toUpperCase(), px, py - 20, 34, width, colour.ink) +
      ['DHAKA', 'CHATTOGRAM', 'SYLHET', 'KHULNA', 'RAJSHAHI']
        .map((city, k) => fitted(`${city} ${2026 - k}`, px, py + 22 + k * 30, 20, width * 0.8, colour.ink))
        .join('');
  } else {
    print = `<circle cx="${px}" cy="${py}" r="${width * 0.45}" fill="none" stroke="${colour.ink}" stroke-width="6"/>` + fitted(art.band.toUpperCase(), px, py + 12, 38, width * 0.8, colour.ink);
  }
  const zip = art.kind === 'ziphoodie' ? `<line x1="300" y1="120" x2="300" y2="540" stroke="${outline}" stroke-width="6" stroke-dasharray="10 6"/>` : '';
  const stitch = art.kind === 'patch' ? `<path d="M124 172 L124 428 Q124 446 142 446 L458 446 Q476 446 476 428 L476 172 Q476 154 458 154 L142 154 Q124 154 124 172 Z" fill="none" stroke="${colour.ink}" stroke-width="4" stroke-dasharray="12 8"/>` : '';
  const body =
    `<defs><radialGradient id="bg" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="#f4f4f2"/><stop offset="1" stop-color="#d9d9d6"/></radialGradient></defs>` +
    `<rect width="600" height="600" fill="url(#bg)"/>` +
    `<path d="${shape.path}" fill="${colour.hex}" fill-rule="evenodd" stroke="${outline}" stroke-width="4" stroke-linejoin="round"/>` +
    zip +
    stitch +
    print +
    `<text x="584" y="586" font-family="Arial, sans-serif" font-size="14" fill="#777" text-anchor="end">${escapeXml(`${colour.name} · ${view.view}`)}</text>`;
  return svg(600, 600, `${art.band} ${art.design}, ${colour.name}, ${view.view}`, body);
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

import { gzipSync } from 'node:zlib';
import { renderAsync } from '@resvg/resvg-js';
import { BANDS, COLOURS, PRODUCT_TYPES } from '../src/db/catalogue';
import type { ItemArt } from '../src/db/types';
import { bandStyle, EMBLEMS } from '../src/images/emblems';
import { itemImage } from '../src/images/svg';

type View = ItemArt['views'][number]['view'];

const KINDS = [...new Set(PRODUCT_TYPES.map((t) => t.kind))];
const VIEWS: View[] = ['front', 'back', 'detail'];
const LONGEST_BAND = BANDS.reduce((a, b) => (b.name.length > a.name.length ? b : a));
const LONGEST_DESIGN = BANDS.flatMap((b) => b.designs).reduce((a, b) => (b.length > a.length ? b : a));

function picture(kind: string, view: View, colour = 'black', band = 'Iron Maiden', design = 'The Trooper'): string {
  return itemImage({ code: 'MM-10001', kind, band, design, views: [{ colour, view }] }, 1)!;
}

/** Every line of text a picture draws. */
const texts = (svg: string) => [...svg.matchAll(/<(text|textPath)\b[^>]*>([^<]+)</g)].map((m) => m[2]);

/**
 * The main print as drawn in its own 200-unit box: what is inside the group that scales it into the garment's box
 * (the print sits between the fabric and the shading drawn over it, url(#h)).
 */
function printOf(svg: string): string {
  const start = svg.indexOf('text-anchor="middle">', svg.indexOf('<g opacity=".94">'));
  const end = svg.indexOf('</g></g></g><use href="#g" fill="url(#h)"/>');
  expect(start).toBeGreaterThan(0);
  expect(end).toBeGreaterThan(start);
  return svg.slice(start, end);
}

const withoutColours = (markup: string) => markup.replace(/#[0-9a-f]{6}\b/gi, '#');

describe('item pictures', () => {
  test('show no debug label of their colour or view, and name band, design, colour and view for screen readers', () => {
    for (const type of PRODUCT_TYPES) {
      for (const code of type.colours) {
        const colour = COLOURS.find((c) => c.code === code)!;
        for (const view of VIEWS) {
          const svg = picture(type.kind, view, code);
          expect(svg).not.toContain('·');
          for (const line of texts(svg)) {
            expect(line.toLowerCase()).not.toContain(colour.name.toLowerCase());
            expect(line.toLowerCase()).not.toMatch(/\b(front|back|detail)\b/);
          }
          expect(svg).toContain(`role="img" aria-label="Iron Maiden The Trooper, ${colour.name}, ${view} view"`);
        }
      }
    }
  });

  test.each(KINDS.flatMap((kind) => VIEWS.map((view) => [kind, view] as const)))(
    '%s %s is an SVG that resvg draws, every reference resolved',
    async (kind, view) => {
      for (const [band, design] of [
        [LONGEST_BAND.name, LONGEST_DESIGN],
        ['AC/DC & <"Friends">', "Rock 'n' Roll & <b>"],
      ]) {
        const svg = picture(kind, view, 'white', band, design);
        const ids = [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
        expect(new Set(ids).size).toBe(ids.length);
        const references = [...svg.matchAll(/(?:url\(#|href="#)([^)"]+)/g)].map((m) => m[1]);
        for (const id of references) expect(ids).toContain(id);
        // No line can grow past its box in a wider font: each has its width set.
        for (const tag of svg.match(/<(text|textPath)\b[^>]*>[^<]/g) ?? [])
          expect(tag).toMatch(/textLength="[\d.]+" lengthAdjust="spacingAndGlyphs"/);
        const image = await renderAsync(svg, { fitTo: { mode: 'width', value: 600 } });
        expect([image.width, image.height]).toEqual([600, 600]);
      }
    },
  );

  test('stay light enough to be the first picture a product page paints', () => {
    for (const kind of KINDS) {
      for (const view of VIEWS) {
        for (const colour of ['black', 'white', 'heather-grey']) {
          const svg = picture(kind, view, colour, LONGEST_BAND.name, LONGEST_DESIGN);
          expect(svg.length).toBeLessThan(7000);
          expect(gzipSync(svg).length).toBeLessThan(2500);
        }
      }
    }
  });

  test("a band's print is the same on every item, in each colour's inks", () => {
    for (const band of BANDS) {
      const print = (kind: string, colour = 'black') => printOf(picture(kind, 'front', colour, band.name, band.designs[0]));
      const tee = print('tshirt');
      for (const kind of ['longsleeve', 'hoodie', 'jersey', 'tote', 'patch', 'keychain']) expect(print(kind)).toBe(tee);
      expect(withoutColours(print('tshirt', 'white'))).toBe(withoutColours(tee));
      expect(tee).toContain(band.name.toUpperCase());
      // The emblem the band's style names is in it.
      expect(withoutColours(tee)).toContain(withoutColours(EMBLEMS[bandStyle(band.name).emblem]('#000000')));
    }
  });

  test('bands differ from one another in emblem, layout or typeface', () => {
    const styles = BANDS.map((b) => bandStyle(b.name));
    const signatures = new Set(styles.map((s) => `${s.emblem} ${s.layout} ${s.typeface.family}`));
    expect(signatures.size).toBeGreaterThanOrEqual(BANDS.length * 0.7);
    expect(new Set(styles.map((s) => s.emblem)).size).toBe(Object.keys(EMBLEMS).length);
    expect(new Set(styles.map((s) => s.layout)).size).toBe(4);
    const [a, b] = ['Metallica', 'Slayer'].map((name) =>
      withoutColours(printOf(picture('tshirt', 'front', 'black', name, 'Logo'))).replace(/>[^<]*</g, '><'),
    );
    expect(a).not.toBe(b);
  });

  test('the beanie carries one line of the name, fitted inside its cuff however long the name is', () => {
    const cuff = { left: 150, right: 450, top: 388, bottom: 480 };
    for (const band of [...BANDS.map((b) => b.name), 'The Extraordinarily Long Named Metal Collective of Dhaka']) {
      const svg = picture('beanie', 'front', 'charcoal', band, 'Logo');
      const lines = [...svg.matchAll(/<text x="([\d.]+)" y="([\d.]+)" font-size="([\d.]+)"[^>]*textLength="([\d.]+)"[^>]*>([^<]*)</g)];
      expect(lines).toHaveLength(1);
      const [, x, y, size, length, text] = lines[0];
      expect(text).toBe(band.toUpperCase());
      expect(Number(x) - Number(length) / 2).toBeGreaterThanOrEqual(cuff.left);
      expect(Number(x) + Number(length) / 2).toBeLessThanOrEqual(cuff.right);
      expect(Number(y) - Number(size) * 0.74).toBeGreaterThanOrEqual(cuff.top);
      expect(Number(y)).toBeLessThanOrEqual(cuff.bottom);
    }
  });

  test("the back of a top prints the tour instead of the front's print; a jersey's back, a name and number", () => {
    for (const kind of ['tshirt', 'longsleeve', 'hoodie', 'ziphoodie']) {
      const [front, back] = (['front', 'back'] as const).map((view) => texts(picture(kind, view)));
      expect(back).toEqual([
        'IRON MAIDEN',
        'BANGLADESH TOUR',
        'DHAKA 2026',
        'CHATTOGRAM 2025',
        'SYLHET 2024',
        'KHULNA 2023',
        'RAJSHAHI 2022',
      ]);
      expect(front).toEqual(['IRON MAIDEN', 'THE TROOPER']);
    }
    expect(texts(picture('jersey', 'back'))).toEqual(['IRON MAIDEN', expect.stringMatching(/^\d\d$/)]);
  });

  test('a logo design is the band\'s name and emblem, with no "LOGO" line', () => {
    expect(texts(picture('tshirt', 'front', 'black', 'Vibe', 'Logo'))).toEqual(['VIBE']);
    expect(texts(picture('tshirt', 'front', 'black', 'Vibe', 'Classic Logo'))).toEqual(['VIBE']);
    expect(texts(picture('wristband', 'back', 'red', 'Vibe', 'Classic Logo'))).toEqual(['VIBE']);
    expect(texts(picture('wristband', 'back', 'red', 'Vibe', 'Skull'))).toEqual(['SKULL']);
  });
});

import type { Language } from '../domain/language';

/** dist/chunks.json's entry for the Bengali font's files (webpack.config.ts writes it). */
export const BENGALI_FONTS = 'fonts-bn';

/** The names a device's own Noto Sans Bengali answers to, by the weight of the bundled file (src/styles/app.css). */
const LOCAL_NAMES: Record<string, string> = {
  '400': "local('Noto Sans Bengali'), local('NotoSansBengali-Regular')",
  '700': "local('Noto Sans Bengali Bold'), local('NotoSansBengali-Bold')",
};

/**
 * Runs in a Bengali page's head, inlined with toString (so it refers to nothing outside itself): each bundled file
 * whose face the device has no copy of is preloaded at once. A phone with its own (Android) downloads nothing: a plain
 * preload fetched both files (91 KiB) there too, and its cart was usable 1.8 s later on a 400 kbps link. A device
 * without one has the file before the first paint, as before, so its words do not move when the font arrives.
 */
export function preloadMissingFaces(doc: Document, faces: [file: string, local: string][]): void {
  faces.forEach(([file, local]) => {
    const preload = () => {
      const link = doc.createElement('link');
      link.rel = 'preload';
      link.as = 'font';
      link.type = 'font/woff2';
      link.crossOrigin = '';
      link.href = file;
      doc.head.appendChild(link);
    };
    try {
      new FontFace('shop-local-face', local).load().catch(preload);
    } catch {
      preload();
    }
  });
}

/** A Bengali page's head starts with the script that preloads the font files its device lacks. English pages need none. */
export function preloadFonts(template: string, language: Language, chunkFiles: Record<string, string[]>): string {
  if (language !== 'bn') return template;
  const faces = (chunkFiles[BENGALI_FONTS] ?? []).flatMap((file): [string, string][] => {
    const local = LOCAL_NAMES[/-(\d+)-normal\.[^/]*$/.exec(file)?.[1] ?? ''];
    return local ? [[file, local]] : [];
  });
  if (!faces.length) return template;
  // First in the head: an inline script after a style sheet would wait for it.
  const script = `<script>(${preloadMissingFaces.toString()})(document,${JSON.stringify(faces)})</script>`;
  return template.replace(/<head>(<meta charset[^>]*>)?/i, (head) => `${head}${script}`);
}

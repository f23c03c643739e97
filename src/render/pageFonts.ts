import type { Language } from '../domain/language';

/** dist/chunks.json's entry for the Bengali font's files (webpack.config.ts writes it). */
export const BENGALI_FONTS = 'fonts-bn';

/**
 * A Bengali page's font files, preloaded: a phone without a Bengali font of its own would otherwise show its words
 * only once the style sheet has asked for the font. English pages need none.
 */
export function preloadFonts(template: string, language: Language, chunkFiles: Record<string, string[]>): string {
  if (language !== 'bn') return template;
  const links = (chunkFiles[BENGALI_FONTS] ?? []).map(
    (file) => `<link rel="preload" href="${file}" as="font" type="font/woff2" crossorigin>`,
  );
  return template.replace('</head>', () => `${links.join('')}</head>`);
}

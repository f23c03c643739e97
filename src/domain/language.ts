const BENGALI_LETTERS = /[\u0980-\u09FF]/g;
const LATIN_LETTERS = /[A-Za-z\u00C0-\u024F]/g;

const count = (text: string, letters: RegExp) => text.match(letters)?.length ?? 0;

/**
 * The `lang` of a text the shop did not write itself (a news headline, an article): "bn" when it is mostly Bengali
 * script, so screen readers read it in Bengali and the Bengali font draws it; else none, the page's English.
 */
export function textLang(text: string | null | undefined): 'bn' | undefined {
  if (!text) return undefined;
  const bengali = count(text, BENGALI_LETTERS);
  return bengali > 0 && bengali >= count(text, LATIN_LETTERS) ? 'bn' : undefined;
}

/** The shop's interface languages: English (the spec's words) and Bengali. */
export const LANGUAGES = ['en', 'bn'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in itself, as the language switch offers it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', bn: 'বাংলা' };

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** Where each language's pages live: English at the root, Bengali under /bn (`/bn/shop`). */
export const languageBase = (language: Language): string => (language === 'en' ? '' : `/${language}`);

/** The language of a page's path, and the path as its routes read it: `/bn/shop` → bn and `/shop`. */
export function pathLanguage(pathname: string): { language: Language; path: string } {
  const match = /^\/(bn)(\/.*)?$/.exec(pathname);
  return match ? { language: match[1] as Language, path: match[2] || '/' } : { language: DEFAULT_LANGUAGE, path: pathname };
}

/** A shop path (`/shop?q=…`) at its address in `language`: `/bn/shop?q=…`. */
export const localPath = (language: Language, path: string): string => `${languageBase(language)}${path}`;

/**
 * The `lang` of a text the shop did not write itself, on a page in `pageLanguage`: the text's own language when it is
 * not the page's ("bn" for a Bengali headline on an English page, "en" for an English one on a Bengali page); none
 * when it is in the page's language or has no letters.
 */
export function textLangOn(text: string | null | undefined, pageLanguage: Language): Language | undefined {
  const own = textLang(text) ?? (text && count(text, LATIN_LETTERS) > 0 ? 'en' : undefined);
  return own === pageLanguage ? undefined : own;
}

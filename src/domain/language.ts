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

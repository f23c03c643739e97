// How the shop reads search text, the same for the server's index, the typeahead's highlight and "did you mean":
// folded letters, one word for each garment however it is spelt (English, Bengali, Banglish), plurals as singulars,
// and how many typos a word may carry.

/**
 * Folds text for case- and accent-insensitive search: lower case, and Latin letters lose their accents (Motörhead
 * matches "motorhead"). Bengali vowel signs are combining marks too, so only marks that follow a Latin letter go.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/([A-Za-z])\p{M}+/gu, '$1')
    .normalize('NFC')
    .toLowerCase();
}

/** Spellings of several words (or joined by a hyphen) that name one thing, read as that one word. */
const PHRASES: [RegExp, string][] = [
  [/\bt[\s-]*shirts?\b/gu, 'tshirt'],
  [/টি[\s-]*শার্ট/gu, 'tshirt'],
  [/\bhalf[\s-]*sleeves?\b/gu, 'halfsleeve'],
  [/\bfull[\s-]*sleeves?\b/gu, 'fullsleeve'],
  [/\blong[\s-]*sleeves?\b/gu, 'fullsleeve'],
  [/\bkey[\s-]*(chain|ring)s?\b/gu, 'keychain'],
  [/\bwrist[\s-]*bands?\b/gu, 'wristband'],
  [/\bsnap[\s-]*backs?\b/gu, 'snapback'],
  [/\bzip[\s-]*(up[\s-]*)?hood(ie|y)s?\b/gu, 'zip hoodie'],
];

/** One word for each thing shoppers call by several: what a word of the left column is read as. */
const SYNONYMS = new Map<string, string>(
  (
    [
      ['tshirt', ['tee', 'tees', 'tshirts', 'shirt', 'genji', 'genjee', 'গেঞ্জি', 'টিশার্ট']],
      ['hoodie', ['hoody', 'hoodi', 'hudi', 'hudie', 'হুডি']],
      ['jersey', ['jersy', 'jarsi', 'জার্সি']],
      ['cap', ['tupi', 'টুপি', 'ক্যাপ']],
      ['bag', ['ব্যাগ']],
      ['keychain', ['chabi', 'চাবি']],
      ['halfsleeve', ['হাফহাতা', 'হাফ']],
      ['fullsleeve', ['ফুলহাতা']],
    ] as const
  ).flatMap(([word, spellings]) => spellings.map((spelling) => [spelling, word] as const)),
);

/**
 * Every word a term may be read as with its allowed typos, through the spellings the synonyms list: "hudy" is one
 * typo from "hudi", so it finds hoodies, though "hudi" itself is never indexed (it is read as "hoodie").
 */
export function synonymsNear(term: string): string[] {
  const typos = allowedTypos(term);
  if (typos === 0) return [];
  const near = new Set<string>();
  for (const [spelling, word] of SYNONYMS) if (editDistance(term, spelling, typos) <= typos) near.add(word);
  return [...near];
}

/**
 * Bengali spellings that vary in use, read as one: long vowels as short ones (ী as ি, ূ as ু, ঈ as ই, ঊ as উ) and
 * "েই" as "ে" (মেইডেন and মেডেন, ফেইট and ফেট).
 */
function foldBengaliSpelling(word: string): string {
  return word
    .replace(/\u09C0/gu, '\u09BF')
    .replace(/\u09C2/gu, '\u09C1')
    .replace(/\u0988/gu, '\u0987')
    .replace(/\u098A/gu, '\u0989')
    .replace(/\u09C7\u0987/gu, '\u09C7');
}

/** Words too common to tell products apart; a query of only these finds nothing. */
const STOP_WORDS = new Set(['a', 'an', 'and', 'the', 'of', 'in', 'for', 'to', 'from', 'with']);

/** English plurals as singulars: patches → patch, hoodies → hoodie, caps → cap; words ending in ss, us or is stay. */
function singular(word: string): string {
  if (!/^[a-z]+$/.test(word) || word.length < 4) return word;
  if (/(ch|sh|x|ss)es$/.test(word)) return word.slice(0, -2);
  if (/(ss|us|is)$/.test(word)) return word;
  return word.endsWith('s') ? word.slice(0, -1) : word;
}

/** One folded word as the index keeps it, or null for a word that tells nothing apart. */
export function searchTerm(word: string): string | null {
  const folded = foldBengaliSpelling(foldText(word));
  if (!folded || STOP_WORDS.has(folded)) return null;
  const synonym = SYNONYMS.get(folded);
  if (synonym) return synonym;
  const one = singular(folded);
  return SYNONYMS.get(one) ?? one;
}

/** The words of a text, in order, each spelling as it came. Letters, digits and Bengali signs make words. */
export function splitWords(text: string): string[] {
  return text.split(/[^\p{L}\p{N}\p{M}]+/u).filter(Boolean);
}

/** A text as the words the index keeps: folded, phrases joined, synonyms and plurals read as one word. */
export function searchTerms(text: string): string[] {
  let folded = foldText(text);
  for (const [phrase, word] of PHRASES) folded = folded.replace(phrase, word);
  return splitWords(folded)
    .map(searchTerm)
    .filter((term): term is string => term !== null);
}

/** The most words of a query that are searched for; the rest are ignored. */
export const MAX_QUERY_WORDS = 8;

/** How many typos a word may carry and still match: none up to 3 letters, one up to 7, two beyond. */
export function allowedTypos(term: string): number {
  const length = [...term].length;
  if (length <= 3) return 0;
  return length <= 7 ? 1 : 2;
}

/**
 * The edit distance between two words, where a letter added, dropped or changed, or two neighbouring letters swapped
 * ("preist" for "priest"), is one edit; or `limit + 1` as soon as it must exceed `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > limit) return limit + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= y.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x[i - 1] === y[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) current[j] = Math.min(current[j], beforePrevious[j - 2] + 1);
      best = Math.min(best, current[j]);
    }
    if (best > limit) return limit + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[y.length];
}

/** Every word the term becomes with one pair of neighbouring letters swapped (one typo, as editDistance counts them). */
export function swappedNeighbours(term: string): string[] {
  const letters = [...term];
  const swapped = new Set<string>();
  for (let k = 1; k < letters.length; k++) {
    if (letters[k] === letters[k - 1]) continue;
    swapped.add([...letters.slice(0, k - 1), letters[k], letters[k - 1], ...letters.slice(k + 1)].join(''));
  }
  return [...swapped];
}

/** Whether a word of a text matches a query term: the same word, a word it begins, or the word with its allowed typos. */
export function termMatches(queryTerm: string, word: string): boolean {
  return word.startsWith(queryTerm) || editDistance(queryTerm, word, allowedTypos(queryTerm)) <= allowedTypos(queryTerm);
}

import SearchableMap from 'minisearch/SearchableMap';
import { allowedTypos, MAX_QUERY_WORDS, searchTerms, splitWords, swappedNeighbours, synonymsNear } from '@domain/searchTerms';

/** What a product is found by: its title, the names of its band and brand, its categories, colours and keywords. */
export interface SearchDocument {
  slot: number;
  title: string;
  /** Band and brand names with their Bengali names and romanisations. */
  names: string[];
  /** Category names (and their parents') with their Bengali names and romanisations. */
  categories: string[];
  /** Colour names with their Bengali names and Banglish spellings ("kala"), of any SKU. */
  colours: string[];
  /** Size names of any SKU ("xl", "3xl"): "metallica xl" finds Metallica in XL. */
  sizes: string[];
  keywords: string;
}

/** The products a text matched: `slots[k]` matched with `score[k]` (how well), `corrected[k]` is 1 where some word matched only with a typo. */
export interface TextMatches {
  slots: Int32Array;
  score: Float32Array;
  corrected: Uint8Array;
}

/** Title and band outrank category, and category outranks colour, size and keywords (in the order of a document's fields). */
const FIELD_WEIGHTS = [3, 3, 2, 1, 1, 1];
/** A word matched as typed counts fully, the start of a longer word less, a word with a typo least. */
const EXACT = 1;
const BEGUN = 0.6;
const TYPO = 0.3;

/** The products a word occurs in, each with the weight of its best field there. */
interface Postings {
  slots: Int32Array;
  weights: Uint8Array;
}

/** Several names as one text; a name of several words is also searchable joined ("ironmaiden"). */
const joinNames = (names: string[]) =>
  names.flatMap((name) => (splitWords(name).length > 1 ? [name, splitWords(name).join('')] : [name])).join(' ');

/**
 * The shop's text search. Words are looked up in MiniSearch's SearchableMap, a radix tree with prefix and fuzzy
 * (Levenshtein) look-ups, so a query word finds the words it begins and those within its allowed typos
 * (domain/searchTerms); each word's postings are typed arrays, and every query word must match in some field.
 * Documents and queries are read by the same rules, so "t-shirt", "tee" and "টি-শার্ট" are one word. (MiniSearch's
 * own document search, tried first, ranked as well but answered the shop's search in 45 ms at the median and 179 ms
 * at p99 for 20,000 products, and took 170 MiB more: it builds a result object per matching product.)
 */
export class TextSearch {
  private readonly words = new SearchableMap<Postings>();
  private readonly size: number;
  /**
   * Scratch by slot, zero between queries. For one query word: its best weight per product and whether some match
   * there was as typed; for the query: how many words each product has matched so far, its score and whether some
   * word matched only with a typo.
   */
  private readonly best: Float32Array;
  private readonly asTyped: Uint8Array;
  private readonly hits: Uint8Array;
  private readonly score: Float32Array;
  private readonly corrected: Uint8Array;

  constructor(documents: SearchDocument[]) {
    this.size = documents.reduce((most, document) => Math.max(most, document.slot + 1), 0);
    this.best = new Float32Array(this.size);
    this.asTyped = new Uint8Array(this.size);
    this.hits = new Uint8Array(this.size);
    this.score = new Float32Array(this.size);
    this.corrected = new Uint8Array(this.size);
    const building = new Map<string, Map<number, number>>();
    for (const document of documents) {
      const fields = [
        document.title,
        joinNames(document.names),
        joinNames(document.categories),
        document.colours.join(' '),
        document.sizes.join(' '),
        document.keywords,
      ];
      fields.forEach((text, field) => {
        for (const word of searchTerms(text)) {
          let slots = building.get(word);
          if (!slots) building.set(word, (slots = new Map()));
          slots.set(document.slot, Math.max(slots.get(document.slot) ?? 0, FIELD_WEIGHTS[field]));
        }
      });
    }
    for (const [word, slots] of building)
      this.words.set(word, { slots: Int32Array.from(slots.keys()), weights: Uint8Array.from(slots.values()) });
  }

  /** Each word the query term finds, with how it was found: as typed, as the start of a longer word, or with a typo. */
  private expansions(term: string, begun: boolean): [Postings, number][] {
    const found = new Map<string, [Postings, number]>();
    const typos = allowedTypos(term);
    if (typos > 0) {
      for (const [word, [postings]] of this.words.fuzzyGet(term, typos)) found.set(word, [postings, TYPO]);
      // Levenshtein counts two swapped letters as two typos; the shop counts them as one.
      // A typo in one of the synonyms' spellings ("hudy" for "hudi") finds the word they are read as.
      for (const word of [...swappedNeighbours(term), ...synonymsNear(term)]) {
        const postings = this.words.get(word);
        if (postings) found.set(word, [postings, TYPO]);
      }
    }
    if (begun) for (const [word, postings] of this.words.atPrefix(term)) found.set(word, [postings, BEGUN]);
    const exact = this.words.get(term);
    if (exact) found.set(term, [exact, EXACT]);
    return [...found.values()];
  }

  /**
   * The products matching every word of `text`. A word of 3 letters or more also matches the words it begins;
   * `lastWordBegun`: the shopper is still typing the last word (the typeahead), so it does however short it is.
   * Null when the text has no word to search. A word given twice is searched once.
   */
  match(text: string, { lastWordBegun = false } = {}): TextMatches | null {
    const terms = [...new Set(searchTerms(text))].slice(0, MAX_QUERY_WORDS);
    if (!terms.length) return null;
    // The word with the fewest products first: every later word only looks at the products found so far.
    const words = terms
      .map((term, index) => this.expansions(term, [...term].length >= 3 || (lastWordBegun && index === terms.length - 1)))
      .map((expansions) => ({ expansions, size: expansions.reduce((sum, [{ slots }]) => sum + slots.length, 0) }))
      .sort((a, b) => a.size - b.size);
    const { best, asTyped, hits, score, corrected } = this;
    // The products matching every word so far; the first word's are every product the scratch has touched.
    let matching: number[] = [];
    let touchedAtAll: number[] = [];
    words.forEach(({ expansions }, index) => {
      if (index > 0 && !matching.length) return;
      const touched: number[] = [];
      for (const [{ slots, weights }, kind] of expansions) {
        for (let k = 0; k < slots.length; k++) {
          const slot = slots[k];
          // Only products that matched every earlier word can still match them all.
          if (hits[slot] !== index) continue;
          if (best[slot] === 0) touched.push(slot);
          best[slot] = Math.max(best[slot], weights[k] * kind);
          if (kind !== TYPO) asTyped[slot] = 1;
        }
      }
      for (const slot of touched) {
        hits[slot] = index + 1;
        score[slot] += best[slot];
        if (!asTyped[slot]) corrected[slot] = 1;
        best[slot] = 0;
        asTyped[slot] = 0;
      }
      matching = touched;
      if (index === 0) touchedAtAll = touched;
    });
    const found: TextMatches = {
      slots: new Int32Array(matching),
      score: new Float32Array(matching.length),
      corrected: new Uint8Array(matching.length),
    };
    for (let k = 0; k < matching.length; k++) {
      found.score[k] = score[matching[k]];
      found.corrected[k] = corrected[matching[k]];
    }
    for (const slot of touchedAtAll) {
      hits[slot] = 0;
      score[slot] = 0;
      corrected[slot] = 0;
    }
    return found;
  }
}

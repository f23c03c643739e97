// What the shop shows of a search besides its results: the typed words marked in a suggestion, and, for a search that
// found nothing, the nearest band or category. Both read words by the search's own rules (searchTerms).
import { editDistance, foldText, searchTerms, termMatches } from './searchTerms';

export interface TextPart {
  text: string;
  matched: boolean;
}

/**
 * A title cut into parts, the parts that match a word of `typed` marked: the typed start of a word, or the whole word
 * where it matched as another spelling or with a typo ("metalica" marks "Metallica").
 */
export function highlightParts(title: string, typed: string): TextPart[] {
  const queryTerms = searchTerms(typed);
  const parts: TextPart[] = [];
  const push = (text: string, matched: boolean) => {
    if (!text) return;
    const last = parts[parts.length - 1];
    if (last && last.matched === matched) last.text += text;
    else parts.push({ text, matched });
  };
  for (const [, space, word] of title.matchAll(/(\s*)(\S*)/gu)) {
    push(space, false);
    const folded = foldText(word);
    const begun = queryTerms.find(
      (term) => folded.startsWith(term) && [...term].length < [...folded].length && folded.length === word.length,
    );
    if (begun) {
      push(word.slice(0, begun.length), true);
      push(word.slice(begun.length), false);
    } else
      push(
        word,
        queryTerms.some((term) => searchTerms(word).some((wordTerm) => termMatches(term, wordTerm))),
      );
  }
  return parts;
}

/**
 * The band or category name nearest to what a search that found nothing typed, or null when none is near: the whole
 * text or one of its words against each name (spaces ignored), within a third of the word's letters (at least 2).
 */
export function didYouMean(text: string, names: readonly string[]): string | null {
  const squeeze = (value: string) => foldText(value).replace(/[^\p{L}\p{N}\p{M}]+/gu, '');
  const typed = [text, ...text.split(/\s+/)].map(squeeze).filter((word) => [...word].length >= 3);
  let best: { name: string; distance: number } | null = null;
  for (const name of names) {
    const target = squeeze(name);
    for (const word of typed) {
      const limit = Math.max(2, Math.floor([...word].length / 3));
      const distance = editDistance(word, target, limit);
      if (distance <= limit && distance > 0 && (!best || distance < best.distance)) best = { name, distance };
    }
  }
  return best?.name ?? null;
}

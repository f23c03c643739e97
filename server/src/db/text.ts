/**
 * Folds text for case- and accent-insensitive search: lower case, and Latin letters lose their
 * accents (Motörhead matches "motorhead"). Bengali vowel signs are combining marks too, so only marks
 * that follow a Latin letter are dropped.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/([A-Za-z])\p{M}+/gu, '$1')
    .normalize('NFC')
    .toLowerCase();
}

/** Splits a shopper's query into folded words; every word must match (AND). */
export function queryWords(query: string): string[] {
  return foldText(query)
    .split(/\s+/)
    .map((w) => w.trim())
    .filter(Boolean)
    .slice(0, 8);
}

/**
 * The shopper's text as a pattern that matches it literally (the typeahead sends title as a
 * REGEX). Only syntax characters are escaped, so the pattern stays valid with the `u` flag too.
 */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

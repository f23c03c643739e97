import safeRegex from 'safe-regex2';

/** Longest pattern run as a regular expression; longer input is searched as plain text. */
export const MAX_PATTERN_LENGTH = 64;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * A structural check on top of safe-regex2, which misses ambiguous groups such as `(.|.)+q` (exponential)
 * and adjacent quantifiers such as `.*.*x` (cubic): at most one quantifier, applied to a single character,
 * class or dot, never to a group; no lookaround, named or non-capturing groups, and no backreferences.
 * With one quantifier a test costs at most O(n²) on a title of n characters.
 */
function isSimple(pattern: string): boolean {
  let quantifiers = 0;
  let inClass = false;
  let previous = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') {
      const next = pattern[i + 1] ?? '';
      if (/[1-9k]/.test(next)) return false; // backreference
      previous = 'atom';
      i++;
      continue;
    }
    if (inClass) {
      if (c === ']') {
        inClass = false;
        previous = 'atom';
      }
      continue;
    }
    if (c === '[') {
      inClass = true;
      continue;
    }
    if (c === '(') {
      if (pattern[i + 1] === '?') return false;
      previous = 'open';
      continue;
    }
    if (c === ')') {
      previous = 'group';
      continue;
    }
    if (c === '*' || c === '+' || c === '?' || c === '{') {
      if (previous !== 'atom') return false; // a quantified group, or a quantifier on a quantifier
      quantifiers++;
      if (c === '{') {
        const end = pattern.indexOf('}', i);
        if (end < 0) return false;
        i = end;
      }
      if (pattern[i + 1] === '?' || pattern[i + 1] === '+') i++; // lazy or possessive marker
      previous = 'quantifier';
      continue;
    }
    previous = c === '|' || c === '^' || c === '$' ? 'anchor' : 'atom';
  }
  return !inClass && quantifiers <= 1;
}

/**
 * A shopper's REGEX search value as a case-insensitive pattern that is safe to run on every title.
 * An invalid, long or potentially slow pattern (e.g. `(a+)+$`, `(.|.)+q`, `.*.*x`) is searched as
 * literal text instead: never an error, never a stall.
 */
export function shopperPattern(value: string): { pattern: RegExp; literal: boolean } {
  if (value.length <= MAX_PATTERN_LENGTH && isSimple(value)) {
    try {
      if (safeRegex(value)) return { pattern: new RegExp(value, 'i'), literal: false };
    } catch {
      // invalid syntax: searched as literal text below
    }
  }
  return { pattern: new RegExp(escape(value.slice(0, 200)), 'i'), literal: true };
}

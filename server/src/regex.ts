import safeRegex from 'safe-regex2';

/** Longest pattern run as a regular expression; longer input is searched as plain text. */
export const MAX_PATTERN_LENGTH = 64;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Quantifiers that repeat at most this often are cheap whatever they repeat. */
const SMALL_REPEAT = 10;

/** A class that can run across a whole title: a negated one, or one holding `\S`, `\D` or `\W` (as `[\s\S]` does). */
const isWildClass = (body: string) => body.startsWith('^') || /\\[DSW]/.test(body);

/** `?`, `{n}` or `{m,n}` with n at most SMALL_REPEAT (the text from the quantifier on). */
function isSmallRepeat(quantifier: string): boolean {
  if (quantifier.startsWith('?')) return true;
  const bounds = /^\{(\d+)(?:,(\d*))?\}/.exec(quantifier);
  if (!bounds) return false;
  const max = bounds[2] === undefined ? Number(bounds[1]) : bounds[2] === '' ? Infinity : Number(bounds[2]);
  return max <= SMALL_REPEAT;
}

/**
 * A structural check on top of safe-regex2, which misses ambiguous groups such as `(.|.)+q` (exponential)
 * and adjacent quantifiers such as `.*.*x` (cubic): at most one quantifier, applied to a single character,
 * class or dot, never to a group; no lookaround, named or non-capturing groups, and no backreferences.
 * A long repeat of an atom that runs across a whole title (`.*x`, `[^a]+b`) must follow a `^` or some
 * plain character, so it starts only where that matches instead of at every position of every title.
 */
function isSimple(pattern: string): boolean {
  let quantifiers = 0;
  let previous = '';
  let wild = false;
  let prefixed = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '*' || c === '+' || c === '?' || c === '{') {
      if (previous !== 'atom') return false; // a quantified group, or a quantifier on a quantifier
      quantifiers++;
      if (wild && !prefixed && !isSmallRepeat(pattern.slice(i))) return false;
      if (c === '{') {
        const end = pattern.indexOf('}', i);
        if (end < 0) return false;
        i = end;
      }
      if (pattern[i + 1] === '?' || pattern[i + 1] === '+') i++; // lazy or possessive marker
      previous = 'quantifier';
      continue;
    }
    // The atom before this character was not quantified: a plain one now anchors what follows.
    if (previous === 'atom' && !wild) prefixed = true;
    if (c === '\\') {
      const next = pattern[i + 1] ?? '';
      if (/[1-9k]/.test(next)) return false; // backreference
      wild = /[DW]/.test(next);
      previous = 'atom';
      i++;
      continue;
    }
    if (c === '[') {
      const end = pattern.indexOf(']', i + 2);
      if (end < 0) return false;
      wild = isWildClass(pattern.slice(i + 1, end));
      previous = 'atom';
      i = end;
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
    if (c === '|') {
      prefixed = false; // each alternative stands on its own
      previous = 'anchor';
      continue;
    }
    if (c === '^' || c === '$') {
      if (c === '^') prefixed = true;
      previous = 'anchor';
      continue;
    }
    wild = c === '.';
    previous = 'atom';
  }
  return quantifiers <= 1;
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

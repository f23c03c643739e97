// Title REGEX values a hostile client sends to stall a regular-expression engine: the review's findings (JavaScript's
// empty class `[]` hiding the rest of a pattern), nested and adjacent quantifiers, ambiguous alternations,
// back-references, lookarounds and class tricks, each in several sizes. Shared by server/test/hostile.test.ts and
// `npm run test:abuse`.
const ATOMS = ['a', '.', '\\w', '[a-z]', '[^q]', '\\S', '[\\s\\S]', '(?:a|a)', '(.|.)', '(a|aa)', '(\\w|\\d)'];
const QUANTIFIERS = ['+', '*', '{0,20}', '{1,}', '{0,22}'];
const WRAPPERS: ((inner: string) => string)[] = [
  (x) => `(${x})+q`,
  (x) => `(${x})*$`,
  (x) => `^(${x}){0,20}q`,
  (x) => `[]|(${x})+q]`,
  (x) => `[]|^(${x}){0,22}q]`,
  (x) => `(?=${x})+(${x})+!`,
  (x) => `(?<!${x})(${x})+\\1q`,
  (x) => `(${x})+(${x})+(${x})+#`,
  (x) => `(?:${x}|${x})+\\b!`,
];

export const REVIEW_PATTERNS = [
  '[]|^(.|.){0,20}q]',
  '[]|^(.|.){0,22}q]',
  '[]|(.|.)+q]',
  '(a+)+$',
  '(.|.)+q',
  '.*.*.*.*x',
  '([a-z]+)*!',
  '(',
  '[',
  'a{1,30}{1,30}',
];

/**
 * Words that make the text search work hardest: many short words (each begins many words), a long word (typos are
 * looked up over its whole length), repeated and Bengali letters. Sent as text (query) and as title values.
 */
export const EXPANSIVE_TEXTS = [
  'a b c d e f g h i j k l',
  'sta bla met hoo tsh jer cap pat wri key tot bea',
  'ab'.repeat(100),
  'metallicaaaaaaaaaaaa hoodiiiiiiiiie tshirrrrrrrrt sepulturaaaaaaaa megadethhhhhh',
  'ক খ গ ঘ ঙ চ ছ জ ঝ ঞ',
  `${'মেটালিকা'.repeat(20)}`,
  '1 2 3 4 5 6 7 8 9 0 00 000',
];

/** The review's patterns, every wrapper around every quantified atom and the expansive texts: a few hundred values, none over 200 characters. */
export function hostilePatterns(): string[] {
  const generated = WRAPPERS.flatMap((wrap) => ATOMS.flatMap((atom) => QUANTIFIERS.map((q) => wrap(`${atom}${q}`))));
  return [...REVIEW_PATTERNS, ...EXPANSIVE_TEXTS, ...generated, `${'(a|a)'.repeat(30)}b`, `${'a?'.repeat(60)}${'a'.repeat(60)}`].map((p) =>
    p.slice(0, 200),
  );
}

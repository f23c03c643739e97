// Addresses that try to make a redirect of the shop lead elsewhere, and the check every Location must pass: shared by
// the server's tests and the abuse bench (bench/abuse.ts).
import fc from 'fast-check';

/** Each trick, as the `next` of the language switch: every one of them must end on a home page. */
export const OFF_SHOP_TRICKS = [
  '/.//evil.example/login',
  '/bn//evil.example',
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '/bn/\\evil.example',
  '/%5Cevil.example',
  '/%5cevil.example',
  '/%2F%2Fevil.example',
  '/%2f/evil.example',
  '/bn/%2F/evil.example',
  '/%252F%252Fevil.example',
  '/\t/evil.example',
  '/\r\n/evil.example',
  '/%09/evil.example',
  '/%0D%0A/evil.example',
  '/bn/..//evil.example',
  '/x/../..//evil.example',
  '/%2e%2e//evil.example',
  '/bn/%2e//evil.example',
  'https://evil.example/login',
  'HTTPS://evil.example',
  'http:evil.example',
  '\\\\evil.example',
  ' //evil.example',
  'javascript:alert(1)',
] as const;

/** The same tricks as raw request paths (what a client may put in its request line): all of them start with `/`. */
export const OFF_SHOP_PATHS = [
  '/.//evil.example/login',
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '/%5Cevil.example',
  '/%2F%2Fevil.example',
  '/%2f/evil.example',
  '/%252F%252Fevil.example',
  '/%09/evil.example',
  '/%0D%0A/evil.example',
  '/..//evil.example',
  '/%2e%2e//evil.example',
] as const;

/**
 * Whether a Location leads to a page of the shop at `origin`: a path starting with exactly one `/` followed by
 * anything but `/` or `\`, which URL parsing (as browsers do it) against the shop's origin keeps on that origin.
 */
export function leadsOnShop(location: string | undefined, origin: string): boolean {
  if (location === undefined || !/^\/(?![/\\])/.test(location)) return false;
  const url = URL.parse(location, origin);
  return url?.origin === origin && /^\/(?![/\\])/.test(url.pathname);
}

/** The pieces hostile addresses are made of: slashes, escapes, dots, blanks, schemes, hosts and plain text. */
const PIECES = [
  '/',
  '/',
  '\\',
  '.',
  '..',
  '%2F',
  '%2f',
  '%5C',
  '%25',
  '%2e',
  '%09',
  '%0A',
  '\t',
  '\r',
  '\n',
  ' ',
  'bn',
  'bn/',
  'evil.example',
  'https:',
  '//',
  ':',
  '@',
  '?',
  '#',
  '&',
  'q=',
  'আ',
  '%E0%A6',
  '\u0000',
  '\u2028',
  'x',
];

/** Addresses built from those pieces and a few arbitrary ASCII characters. */
export const hostileAddress: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      { arbitrary: fc.constantFrom(...PIECES), weight: 9 },
      { arbitrary: fc.nat({ max: 0x7f }).map((code) => String.fromCharCode(code)), weight: 1 },
    ),
    {
      minLength: 1,
      maxLength: 8,
    },
  )
  .map((pieces) => pieces.join(''));

/** `count` such addresses, the same on every run (for the abuse bench). */
export const hostileAddresses = (count: number): string[] => fc.sample(hostileAddress, { numRuns: count, seed: 41 });

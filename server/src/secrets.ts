import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares a secret in constant time whatever the lengths: both sides are hashed to 32 bytes first. */
export const sameSecret = (given: unknown, expected: string): boolean =>
  typeof given === 'string' && timingSafeEqual(digest(given), digest(expected));

/** No 0/O or 1/I/L: an id made of these is read aloud to a representative on the phone without mistakes. */
export const READ_ALOUD_LETTERS = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** `length` characters drawn uniformly from `alphabet`. */
export const randomText = (alphabet: string, length: number): string =>
  Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');

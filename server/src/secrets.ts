import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares a secret in constant time whatever the lengths: both sides are hashed to 32 bytes first. */
export const sameSecret = (given: unknown, expected: string): boolean =>
  typeof given === 'string' && timingSafeEqual(digest(given), digest(expected));

/** `length` characters drawn uniformly from `alphabet`. */
export const randomText = (alphabet: string, length: number): string =>
  Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');

// The shopper's secrets as the database keeps them: passwords and one-time codes as scrypt hashes (memory-hard, a
// salt each), session tokens as SHA-256 digests (a 256-bit random token needs no slow hash).
import { createHash, randomBytes, randomInt, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { WorkQueue, type QueueLimits } from '../workQueue';

interface Cost {
  N: number;
  r: number;
  p: number;
}

/** OWASP's scrypt setting of 16 MiB memory, five passes in a row: about 0.2 s on this shop's server. */
export const PASSWORD_COST: Cost = { N: 2 ** 14, r: 8, p: 5 };
/** A code lives five minutes and five wrong tries lock its number: one pass is enough, and keeps a sign-in by code quick. */
export const CODE_COST: Cost = { N: 2 ** 14, r: 8, p: 1 };
const KEY_BYTES = 32;

/** Two hashes at once leave two of libuv's four threads to compression and files; 20 waiting wait 2 s at most. */
export const DEFAULT_HASHING: QueueLimits = { running: 2, waiting: 20 };
/** A password's hash takes about 0.2 s: a full line clears in waiting ÷ running fifths of a second. */
const hashQueue = (limits: QueueLimits) => new WorkQueue(limits, Math.max(1, Math.ceil(limits.waiting / limits.running / 5)));
// One queue per process, as libuv's thread pool is one per process.
let hashing = hashQueue(DEFAULT_HASHING);

/** Sets how many hashes run at once and wait (HASH_CONCURRENCY, HASH_QUEUE); hashes already queued keep their place. */
export function limitHashing(limits: QueueLimits): void {
  hashing = hashQueue(limits);
}

/** Rejects with QueueFull when the line is full: the routes answer 503 with Retry-After. */
const derive = (secret: string, salt: Buffer, { N, r, p }: Cost) =>
  hashing.run(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        const options: ScryptOptions = { N, r, p, maxmem: 128 * N * r * 2 };
        scrypt(secret.normalize('NFC'), salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );

/** `scrypt$N$r$p$salt$key` (base64url): the cost travels with the hash, so it can be raised for new hashes. */
export async function hashSecret(secret: string, cost: Cost): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(secret, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function secretMatches(secret: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(secret, Buffer.from(salt, 'base64url'), { N: Number(N), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A password hash that matches nothing: checked against for an unknown number, so it answers as slowly as a known one. */
export const NO_PASSWORD = `scrypt$${PASSWORD_COST.N}$${PASSWORD_COST.r}$${PASSWORD_COST.p}$AAAAAAAAAAAAAAAAAAAAAA$${'A'.repeat(43)}`;

/** 256 random bits, URL-safe. */
export const newToken = (): string => randomBytes(32).toString('base64url');

export const tokenDigest = (token: string): string => createHash('sha256').update(token).digest('base64url');

/** Six digits, leading zeros kept. */
export const newCode = (): string => String(randomInt(1_000_000)).padStart(6, '0');

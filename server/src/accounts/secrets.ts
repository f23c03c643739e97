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

/**
 * Rejects with QueueFull when the line is full: the routes answer 503 with Retry-After. A secret someone typed is
 * checked before new ones are made (`check`): the shopper typing a code is at the last step of a checkout, perhaps
 * with a drop's unit held, while a code or password being made starts something that can wait a moment.
 */
const derive = (secret: string, salt: Buffer, { N, r, p }: Cost, check = false) =>
  hashing.run(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        const options: ScryptOptions = { N, r, p, maxmem: 128 * N * r * 2 };
        scrypt(secret.normalize('NFC'), salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key)));
      }),
    { first: check },
  );

/** A stored hash's parts; null for a string that is not one. */
function parsed(stored: string): { cost: Cost; salt: Buffer; key: Buffer } | null {
  const [scheme, N, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return null;
  return { cost: { N: Number(N), r: Number(r), p: Number(p) }, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}

const sameCost = (a: Cost, b: Cost) => a.N === b.N && a.r === b.r && a.p === b.p;

/**
 * `scrypt$N$r$p$salt$key` (base64url): the cost travels with the hash, so it can be raised for new hashes. `successorOf`:
 * a hash this one replaces, whose salt it keeps when the cost is the same, so one derivation checks a typed secret
 * against both (see matchingSecret).
 */
export async function hashSecret(secret: string, cost: Cost, successorOf?: string | null): Promise<string> {
  const before = successorOf ? parsed(successorOf) : null;
  const salt = before && sameCost(before.cost, cost) ? before.salt : randomBytes(16);
  const key = await derive(secret, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/**
 * Which of `candidates` the secret matches, by one derivation with the first one's salt and cost (a candidate with
 * another salt or cost is not checked); null when none.
 */
export async function matchingSecret(secret: string, candidates: readonly string[]): Promise<string | null> {
  const first = parsed(candidates[0] ?? '');
  if (!first) return null;
  const actual = await derive(secret, first.salt, first.cost, true);
  return (
    candidates.find((candidate) => {
      const one = parsed(candidate);
      return (
        one !== null &&
        one.salt.equals(first.salt) &&
        sameCost(one.cost, first.cost) &&
        one.key.length === actual.length &&
        timingSafeEqual(one.key, actual)
      );
    }) ?? null
  );
}

export const secretMatches = async (secret: string, stored: string): Promise<boolean> => (await matchingSecret(secret, [stored])) !== null;

/** A password hash that matches nothing: checked against for an unknown number, so it answers as slowly as a known one. */
export const NO_PASSWORD = `scrypt$${PASSWORD_COST.N}$${PASSWORD_COST.r}$${PASSWORD_COST.p}$AAAAAAAAAAAAAAAAAAAAAA$${'A'.repeat(43)}`;

/** 256 random bits, URL-safe. */
export const newToken = (): string => randomBytes(32).toString('base64url');

export const tokenDigest = (token: string): string => createHash('sha256').update(token).digest('base64url');

/** Six digits, leading zeros kept. */
export const newCode = (): string => String(randomInt(1_000_000)).padStart(6, '0');

// Queue tickets (docs/drop.md#the-queue): what a shopper waiting on a drop keeps in the browser, signed by the key every
// instance shares (shop_keys), so any instance reads any other's. A ticket is base64url(JSON payload) + '.' +
// base64url(HMAC-SHA256(key, payload)); it binds the item, the drop's hour, when it was given, a random nonce, which of
// the early arrivals it is (for one given before the hour) and, once the shopper has a place, when they are admitted.
// Only the canonical spelling is taken: one ticket, one text.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { MAX_TICKET_LENGTH } from '@domain/dropQueue';

/** What a ticket says. */
export interface TicketPayload {
  /** The item, as items.id holds it. */
  i: string;
  /** The drop's hour it was given for, epoch milliseconds. */
  s: number;
  /** When it was given, epoch milliseconds. */
  t: number;
  /** 16 random bytes, base64url: the ticket's identity. */
  n: string;
  /** For a ticket given before the hour: which of the early arrivals it is, from 0 (its place is drawn at the hour). */
  e?: number;
  /** When its shopper is admitted, epoch milliseconds; absent for an early arrival before the hour. */
  a?: number;
}

const NONCE_BYTES = 16;
const SIGNATURE_BYTES = 32;
/** The longest item id a ticket may name (the shop's ids have 64 characters at most). */
const MAX_ITEM_ID_LENGTH = 64;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** A nonce for a new ticket. */
export const newNonce = (): string => randomBytes(NONCE_BYTES).toString('base64url');

const hmac = (key: Buffer, data: string | Buffer): Buffer => createHmac('sha256', key).update(data).digest();

/** The ticket for this payload, signed with `key`. */
export function signTicket(key: Buffer, payload: TicketPayload): string {
  const { i, s, t, n, e, a } = payload;
  const json = Buffer.from(JSON.stringify({ i, s, t, n, ...(e !== undefined && { e }), ...(a !== undefined && { a }) }));
  return `${json.toString('base64url')}.${hmac(key, json).toString('base64url')}`;
}

/** The bytes a base64url text spells, when it is the one canonical spelling of them; else null. */
function canonicalBytes(text: string): Buffer | null {
  if (!BASE64URL.test(text)) return null;
  const bytes = Buffer.from(text, 'base64url');
  return bytes.toString('base64url') === text ? bytes : null;
}

const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** The payload's fields, when they are exactly a ticket's; else null. */
function payloadOf(json: Buffer): TicketPayload | null {
  let value: unknown;
  try {
    value = JSON.parse(json.toString('utf8'));
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { i, s, t, n, e, a, ...rest } = value as Record<string, unknown>;
  if (Object.keys(rest).length) return null;
  if (typeof i !== 'string' || i.length === 0 || i.length > MAX_ITEM_ID_LENGTH) return null;
  if (!isTime(s) || !isTime(t) || (a !== undefined && !isTime(a)) || (e !== undefined && !isTime(e))) return null;
  if (typeof n !== 'string' || canonicalBytes(n)?.length !== NONCE_BYTES) return null;
  return { i, s, t, n, ...(e !== undefined && { e }), ...(a !== undefined && { a }) };
}

/**
 * What a ticket says, when the shop signed it with `key`; null for anything else (malformed, longer than
 * MAX_TICKET_LENGTH, badly signed). The signature is compared in constant time, before the payload is read.
 */
export function readTicket(key: Buffer, ticket: unknown): TicketPayload | null {
  if (typeof ticket !== 'string' || ticket.length > MAX_TICKET_LENGTH) return null;
  const parts = ticket.split('.');
  if (parts.length !== 2) return null;
  const json = canonicalBytes(parts[0]);
  const signature = canonicalBytes(parts[1]);
  if (!json || signature?.length !== SIGNATURE_BYTES) return null;
  if (!timingSafeEqual(signature, hmac(key, json))) return null;
  return payloadOf(json);
}

const SHUFFLE_ROUNDS = 6;

/**
 * The place among `count` early arrivals of the `index`-th to come (both from 0, index below count): a shuffle keyed by
 * the shop's key and `drop`, so each place goes to exactly one of them and nobody can tell theirs from when they came.
 * It is a Feistel network over the smallest even power of two that holds `count` (a permutation whatever its round
 * function, here HMAC), applied again while it lands past `count` (cycle-walking, which stays a permutation of 0..count-1).
 */
export function shuffledRank(key: Buffer, drop: string, index: number, count: number): number {
  if (!(index >= 0 && index < count)) throw new RangeError(`an early arrival's index ${index} is not below ${count}`);
  const halfSize = 2 ** Math.ceil(Math.ceil(Math.log2(count)) / 2);
  const round = (r: number, half: number) => hmac(key, `shuffle:${drop}:${r}:${half}`).readUInt32BE(0) % halfSize;
  const permute = (x: number) => {
    let [left, right] = [Math.floor(x / halfSize), x % halfSize];
    for (let r = 0; r < SHUFFLE_ROUNDS; r++) [left, right] = [right, left ^ round(r, right)];
    return left * halfSize + right;
  };
  let rank = permute(index);
  while (rank >= count) rank = permute(rank);
  return rank;
}

import { asciiDigits } from './digits';

// Shoppers' accounts: who a signed-in shopper is, and the rules of signing in that the server enforces and the SPA
// explains (spec §6: a token kept under `token` in browser storage and sent as X-AUTH-TOKEN).

/** What the shop knows of a signed-in shopper; never a password or a token. */
export interface Customer {
  id: string;
  mobile: string;
  fullName: string;
  email: string;
  shortAddress: string;
  /** A code sent to the number was entered right at least once. */
  verified: boolean;
  /**
   * Whether the account has a password, or had one that was cleared when its number was proved by a code (this shop's
   * server says so; another API host may not).
   */
  password?: PasswordState;
}

export type PasswordState = 'set' | 'none' | 'cleared';

export type SignInMethod = 'password' | 'code';

/** The answer of a sign-in: the token goes to browser storage, never into the store. */
export interface SignedIn {
  token: string;
  customer: Customer;
  signedInBy: SignInMethod;
}

export const CODE_LENGTH = 6;
export const CODE_LIFETIME_MS = 5 * 60 * 1000;
/** Codes sent to one number within CODE_SEND_WINDOW_MS. */
export const CODES_PER_WINDOW = 3;
export const CODE_SEND_WINDOW_MS = 15 * 60 * 1000;
/** Wrong passwords or codes within LOCK_MS that lock a number for the client address that sent them, for LOCK_MS. */
export const WRONG_TRIES_BEFORE_LOCK = 5;
export const LOCK_MS = 15 * 60 * 1000;
/**
 * Wrong passwords for one number within NUMBER_SLOW_WINDOW_MS, from at least NUMBER_SLOW_ADDRESSES addresses, that
 * slow the number's password sign-in down for everyone: for NUMBER_SLOW_MS after the last of them. A code sent to the
 * phone still signs its owner in.
 */
export const NUMBER_SLOW_TRIES = 20;
export const NUMBER_SLOW_ADDRESSES = 3;
export const NUMBER_SLOW_WINDOW_MS = 60 * 60 * 1000;
export const NUMBER_SLOW_MS = 15 * 60 * 1000;
/** A session unused this long has ended. */
export const SESSION_IDLE_MS = 30 * 24 * 60 * 60 * 1000;

/** The wire name of the session header and of the browser storage key (spec §6, §7). */
export const AUTH_HEADER = 'X-AUTH-TOKEN';
export const TOKEN_STORAGE_KEY = 'token';

/**
 * Until when wrong tries at these times (oldest first) lock their number or address: WRONG_TRIES_BEFORE_LOCK of them
 * within LOCK_MS lock it for LOCK_MS after the last of them; null when no lock holds at `now`.
 */
export function lockedUntil(failures: readonly number[], now: number): number | null {
  let until: number | null = null;
  for (let last = WRONG_TRIES_BEFORE_LOCK - 1; last < failures.length; last++) {
    const first = failures[last - (WRONG_TRIES_BEFORE_LOCK - 1)];
    if (failures[last] - first <= LOCK_MS && failures[last] + LOCK_MS > now) until = Math.max(until ?? 0, failures[last] + LOCK_MS);
  }
  return until;
}

/** A wrong password for a number: when, and from which client address. */
export interface WrongTry {
  at: number;
  address: string;
}

/**
 * Until when wrong passwords at these times (oldest first) slow their number down for everyone: NUMBER_SLOW_TRIES of
 * them within NUMBER_SLOW_WINDOW_MS from NUMBER_SLOW_ADDRESSES addresses or more slow it for NUMBER_SLOW_MS after the
 * last of them; null when it is not slowed at `now`.
 */
export function numberSlowedUntil(tries: readonly WrongTry[], now: number): number | null {
  let until: number | null = null;
  const perAddress = new Map<string, number>();
  let first = 0;
  tries.forEach((latest, last) => {
    perAddress.set(latest.address, (perAddress.get(latest.address) ?? 0) + 1);
    while (latest.at - tries[first].at > NUMBER_SLOW_WINDOW_MS) {
      const left = tries[first++].address;
      const count = perAddress.get(left)! - 1;
      if (count) perAddress.set(left, count);
      else perAddress.delete(left);
    }
    if (last - first + 1 >= NUMBER_SLOW_TRIES && perAddress.size >= NUMBER_SLOW_ADDRESSES && latest.at + NUMBER_SLOW_MS > now)
      until = Math.max(until ?? 0, latest.at + NUMBER_SLOW_MS);
  });
  return until;
}

/**
 * Until when an address may send no more codes for a number: once wrong codes slow the number down (the rule of
 * numberSlowedUntil, applied to codes), for each address that sent one of them. An address that sent none, the owner's
 * phone as a rule, still signs in by the code it received, whoever asked for it; guessing from many addresses costs a
 * fresh address per guess. Null when this address may try.
 */
export function codesClosedUntil(wrongCodes: readonly WrongTry[], address: string, now: number): number | null {
  const until = numberSlowedUntil(wrongCodes, now);
  return until !== null && wrongCodes.some((one) => one.address === address) ? until : null;
}

/** A typed code as the server compares it: Bengali digits read, spaces dropped. */
export const typedCode = (typed: string): string => asciiDigits(typed).replace(/\s/g, '');

export const isCodeShaped = (code: string): boolean => new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code);

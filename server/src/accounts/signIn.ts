// Signing in and out, the rules the account routes and the checkout share: wrong tries lock a number and an address,
// codes are single use and short-lived, an unknown number answers as slowly and in the same words as a wrong password.
import { randomUUID } from 'node:crypto';
import {
  CODE_LIFETIME_MS,
  CODE_SEND_WINDOW_MS,
  CODES_PER_WINDOW,
  LOCK_MS,
  lockedUntil,
  SESSION_IDLE_MS,
  type Customer,
  type SignedIn,
  type SignInMethod,
} from '../../../src/domain/account';
import { englishTexts } from '../texts';
import type { AccountStore, CustomerRecord } from '../db';
import type { SmsSender } from '../sms';
import { smsText } from './messages';
import { CODE_COST, hashSecret, newCode, newToken, NO_PASSWORD, PASSWORD_COST, secretMatches, tokenDigest } from './secrets';

/** Why a shopper must wait: the number is locked by wrong tries, or has had as many codes as it may for now. */
export type WaitReason = 'locked' | 'tooManyCodes';

const inMinutes = (ms: number) => Math.round(ms / 60_000);
/** The refusals' words: the storefront's English, for developers and the action log (the shop says them its own way). */
const SIGN_IN = {
  wrongPassword: englishTexts.t('account.signIn.wrongPassword'),
  wrongCode: englishTexts.t('account.signIn.wrongCode'),
  locked: englishTexts.t('account.signIn.locked', { minutes: inMinutes(LOCK_MS) }),
  tooManyCodes: englishTexts.t('account.signIn.tooManyCodes', { minutes: inMinutes(CODE_SEND_WINDOW_MS) }),
  codeNotSent: englishTexts.t('account.signIn.codeNotSent'),
};

/** A refusal the routes answer as it says: 401 (wrong), 429 (locked or too many codes, with a wait), 503 (SMS down). */
export type Refusal =
  | { kind: 'wrong'; message: string }
  | { kind: 'wait'; reason: WaitReason; message: string; retryAfterMs: number }
  | { kind: 'unavailable'; message: string };

export const publicCustomer = (record: CustomerRecord): Customer => ({
  id: record.id,
  mobile: record.mobile,
  fullName: record.fullName,
  email: record.email,
  shortAddress: record.shortAddress,
  verified: record.verifiedAt !== null,
});

export interface Session {
  customer: CustomerRecord;
  signedInBy: SignInMethod;
}

export interface Accounts {
  signInByPassword(mobile: string, password: string, address: string): Promise<SignedIn | Refusal>;
  sendCode(mobile: string): Promise<{ kind: 'sent' } | Refusal>;
  /**
   * A code sent to the number and not yet used: its id when right, else why not (a wrong try counts towards the lock).
   * Nothing is spent: `spendCode` does that once what the code was for has happened.
   */
  matchCode(mobile: string, code: string, address: string): Promise<{ id: number } | Refusal>;
  /** Spends a matched code; false when another request spent it first. */
  spendCode(id: number): Promise<boolean>;
  signInByCode(mobile: string, code: string, address: string): Promise<SignedIn | Refusal>;
  /** The session of a token, which counts as a use (a session ends after SESSION_IDLE_MS unused). */
  session(token: string | undefined): Promise<Session | null>;
  signOut(token: string): Promise<void>;
  /** A new password for the session's account (the routes let only a session signed in by a code set one). */
  setPassword(customerId: string, password: string): Promise<void>;
  /** The checkout's "create an account": the number's new account, signed in, or 'exists'. */
  create(customer: Omit<Customer, 'id' | 'verified'>, password: string): Promise<SignedIn | 'exists'>;
}

const REFUSALS: readonly string[] = ['wrong', 'wait', 'unavailable'] satisfies Refusal['kind'][];
export const isRefusal = (value: object): value is Refusal => 'kind' in value && REFUSALS.includes(value.kind as string);

export function accounts(store: AccountStore, { now, sms }: { now: () => number; sms: SmsSender }): Accounts {
  const keysOf = (mobile: string, address: string) => [`mobile:${mobile}`, `address:${address}`];

  async function lock(keys: string[]): Promise<Refusal | null> {
    const at = now();
    for (const key of keys) {
      const until = lockedUntil(await store.failuresSince(key, at - 2 * LOCK_MS), at);
      if (until !== null) return { kind: 'wait', reason: 'locked', message: SIGN_IN.locked, retryAfterMs: until - at };
    }
    return null;
  }

  /** Counts a wrong try; the try that locks is answered with the lock. */
  async function wrongTry(keys: string[], message: string): Promise<Refusal> {
    await store.recordFailure(keys, now());
    return (await lock(keys)) ?? { kind: 'wrong', message };
  }

  async function startSession(customer: CustomerRecord, signedInBy: SignInMethod): Promise<SignedIn> {
    const token = newToken();
    await store.createSession(tokenDigest(token), customer.id, signedInBy === 'code', now());
    return { token, customer: publicCustomer(customer), signedInBy };
  }

  async function matchCode(mobile: string, code: string, address: string): Promise<{ id: number } | Refusal> {
    const keys = keysOf(mobile, address);
    const locked = await lock(keys);
    if (locked) return locked;
    for (const live of await store.liveCodes(mobile, now() - CODE_LIFETIME_MS)) {
      // Wrong tries sent together all pass the first look at the lock; the right one among them is refused if
      // the others have locked the number while it was being checked.
      if (await secretMatches(code, live.codeHash)) return (await lock(keys)) ?? { id: live.id };
    }
    return wrongTry(keys, SIGN_IN.wrongCode);
  }
  const spendCode = (id: number) => store.spendCode(id, now());

  return {
    async signInByPassword(mobile, password, address) {
      const keys = keysOf(mobile, address);
      const locked = await lock(keys);
      if (locked) return locked;
      const customer = await store.customerByMobile(mobile);
      // An unknown number is checked against a hash too, so it takes as long as a wrong password.
      const matches = await secretMatches(password, customer?.passwordHash ?? NO_PASSWORD);
      if (!customer?.passwordHash || !matches) return wrongTry(keys, SIGN_IN.wrongPassword);
      // As for codes: guesses sent together may have locked the number while this one was being hashed.
      return (await lock(keys)) ?? startSession(customer, 'password');
    },

    async sendCode(mobile) {
      const at = now();
      const locked = await lock([`mobile:${mobile}`]);
      if (locked) return locked;
      const code = newCode();
      const codeHash = await hashSecret(code, CODE_COST);
      const saved = await store.saveCode(mobile, codeHash, at, {
        max: CODES_PER_WINDOW,
        since: at - CODE_SEND_WINDOW_MS,
      });
      if (!saved) return { kind: 'wait', reason: 'tooManyCodes', message: SIGN_IN.tooManyCodes, retryAfterMs: CODE_SEND_WINDOW_MS };
      try {
        await sms.send(mobile, smsText(code));
      } catch {
        // Not sent: it must not use up one of the number's codes.
        await store.dropCode(mobile, codeHash);
        return { kind: 'unavailable', message: SIGN_IN.codeNotSent };
      }
      return { kind: 'sent' };
    },

    matchCode,
    spendCode,

    async signInByCode(mobile, code, address) {
      const matched = await matchCode(mobile, code, address);
      if (isRefusal(matched)) return matched;
      // Spent in one conditional write: of two requests with the same code, one signs in.
      if (!(await spendCode(matched.id))) return { kind: 'wrong', message: SIGN_IN.wrongCode };
      const at = now();
      const { customer, created } = await store.createCustomer({
        id: randomUUID(),
        mobile,
        fullName: '',
        email: '',
        shortAddress: '',
        passwordHash: null,
        verifiedAt: at,
        createdAt: at,
      });
      if (!created && customer.verifiedAt === null) {
        // The number is proved the shopper's for the first time. A password set before then may have been set by
        // someone who typed this number at a checkout: it goes, and so do the sessions it opened.
        await store.updateCustomer(customer.id, { verifiedAt: at, passwordHash: null });
        await store.deleteSessionsOf(customer.id);
        return startSession({ ...customer, verifiedAt: at, passwordHash: null }, 'code');
      }
      return startSession(customer, 'code');
    },

    async session(token) {
      if (!token) return null;
      const session = await store.useSession(tokenDigest(token), now(), SESSION_IDLE_MS);
      const customer = session && (await store.customerById(session.customerId));
      return customer ? { customer, signedInBy: session.byCode ? 'code' : 'password' } : null;
    },

    async signOut(token) {
      await store.deleteSession(tokenDigest(token));
    },

    async setPassword(customerId, password) {
      await store.updateCustomer(customerId, { passwordHash: await hashSecret(password, PASSWORD_COST) });
    },

    async create(details, password) {
      if (await store.customerByMobile(details.mobile)) return 'exists';
      const at = now();
      const { customer, created } = await store.createCustomer({
        ...details,
        id: randomUUID(),
        passwordHash: await hashSecret(password, PASSWORD_COST),
        verifiedAt: null,
        createdAt: at,
      });
      return created ? startSession(customer, 'password') : 'exists';
    },
  };
}

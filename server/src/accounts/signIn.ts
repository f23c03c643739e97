// Signing in and out, the rules the account routes and the checkout share: wrong tries lock the pair (number, client
// address), and slow a number down for everyone only when they come from several addresses; codes are single use,
// short-lived and within the shop's SMS budget; an unknown number answers as slowly and in the same words as a wrong
// password.
import { randomUUID } from 'node:crypto';
import {
  CODE_LIFETIME_MS,
  CODE_SEND_WINDOW_MS,
  CODES_PER_WINDOW,
  codesClosedUntil,
  LOCK_MS,
  lockedUntil,
  NUMBER_SLOW_MS,
  NUMBER_SLOW_WINDOW_MS,
  numberSlowedUntil,
  SESSION_IDLE_MS,
  type Customer,
  type SignedIn,
  type SignInMethod,
} from '@domain/account';
import { englishTexts } from '../texts';
import type { AccountStore, CodeLimit, CustomerRecord } from '../db';
import { DEFAULT_SMS_BUDGET, type SmsBudget, type SmsSender } from '../sms';
import { smsText } from './messages';
import {
  CODE_COST,
  hashSecret,
  matchingSecret,
  newCode,
  newToken,
  NO_PASSWORD,
  PASSWORD_COST,
  secretMatches,
  tokenDigest,
} from './secrets';

/**
 * Why a shopper must wait: wrong tries from this address locked the number for it, wrong passwords from several
 * addresses slowed the number's password down for everyone, or the number has had as many codes as it may for now.
 */
export type WaitReason = 'locked' | 'numberSlowed' | 'tooManyCodes';

const inMinutes = (ms: number) => Math.round(ms / 60_000);
/** The refusals' words: the storefront's English, for developers and the action log (the shop says them its own way). */
const SIGN_IN = {
  wrongPassword: englishTexts.t('account.signIn.wrongPassword'),
  wrongCode: englishTexts.t('account.signIn.wrongCode'),
  locked: englishTexts.t('account.signIn.locked', { minutes: inMinutes(LOCK_MS) }),
  numberSlowed: englishTexts.t('account.signIn.numberSlowed', { minutes: inMinutes(NUMBER_SLOW_MS) }),
  tooManyCodes: englishTexts.t('account.signIn.tooManyCodes', { minutes: inMinutes(CODE_SEND_WINDOW_MS) }),
  codeNotSent: englishTexts.t('account.signIn.codeNotSent'),
  codesPaused: englishTexts.t('account.signIn.codesPaused'),
  passwordReplaced: englishTexts.t('account.signIn.passwordReplaced'),
};

/**
 * A refusal the routes answer as it says: 401 (wrong), 429 (a wait, with its reason and length), 503 (SMS down, or the
 * shop's SMS budget spent: then with a wait).
 */
export type Refusal =
  /** `reason`: the password typed is the one a code-proven shopper replaced or cleared (told only to whoever knows it). */
  | { kind: 'wrong'; message: string; reason?: 'passwordReplaced' }
  | { kind: 'wait'; reason: WaitReason; message: string; retryAfterMs: number }
  | { kind: 'unavailable'; message: string; budgetSpent?: { retryAfterMs: number } };

/** Each budget's window, and how the log names it. */
const SMS_BUDGETS = {
  perHour: { windowMs: 60 * 60 * 1000, named: 'an hour (SMS_PER_HOUR)' },
  perDay: { windowMs: 24 * 60 * 60 * 1000, named: 'a day (SMS_PER_DAY)' },
} as const;

export const publicCustomer = (record: CustomerRecord): Customer => ({
  id: record.id,
  mobile: record.mobile,
  fullName: record.fullName,
  email: record.email,
  shortAddress: record.shortAddress,
  verified: record.verifiedAt !== null,
  password: record.passwordHash ? 'set' : record.replacedPasswordHash ? 'cleared' : 'none',
});

/** What a code-proven shopper's new password (or none) leaves of the old one: it is kept as the replaced one. */
const replacing = (customer: CustomerRecord, passwordHash: string | null) => ({
  passwordHash,
  replacedPasswordHash: customer.passwordHash ?? customer.replacedPasswordHash,
});

export interface Session {
  customer: CustomerRecord;
  signedInBy: SignInMethod;
}

export interface Accounts {
  signInByPassword(mobile: string, password: string, address: string): Promise<SignedIn | Refusal>;
  /** A new password's hash for the number's account (keeping its salt, so the password it replaces is still told). */
  passwordHashFor(mobile: string, password: string): Promise<string>;
  sendCode(mobile: string): Promise<{ kind: 'sent' } | Refusal>;
  /**
   * A code sent to the number and not yet used: its id when right, else why not (a wrong try counts towards the lock).
   * Nothing is spent: the checkout spends it in the order's transaction, so an order refused leaves it usable.
   */
  matchCode(mobile: string, code: string, address: string): Promise<{ id: number } | Refusal>;
  signInByCode(mobile: string, code: string, address: string): Promise<SignedIn | Refusal>;
  /** The session of a token, which counts as a use (a session ends after SESSION_IDLE_MS unused). */
  session(token: string | undefined): Promise<Session | null>;
  signOut(token: string): Promise<void>;
  /**
   * A new password for the session's account (the routes let only a session signed in by a code set one); every other
   * session of the account ends.
   */
  setPassword(session: { customerId: string; token: string }, password: string): Promise<void>;
  /**
   * The checkout's "create an account", once a code sent to the number was spent on it: the number's account, new or
   * not, with these details and this password (hashed), signed in as by a code; the account's other sessions end.
   */
  openByCode(details: Omit<Customer, 'id' | 'verified'>, passwordHash: string): Promise<SignedIn>;
}

const REFUSALS: readonly string[] = ['wrong', 'wait', 'unavailable'] satisfies Refusal['kind'][];
export const isRefusal = (value: object): value is Refusal => 'kind' in value && REFUSALS.includes(value.kind as string);

export function accounts(
  store: AccountStore,
  {
    now,
    sms,
    smsBudget = DEFAULT_SMS_BUDGET,
    warn,
  }: { now: () => number; sms: SmsSender; smsBudget?: SmsBudget; warn: (message: string) => void },
): Accounts {
  const tried = (kind: 'password' | 'code', mobile: string) => `${kind}:${mobile}`;
  const waitFor = (reason: WaitReason, until: number, at: number): Refusal => ({
    kind: 'wait',
    reason,
    message: SIGN_IN[reason],
    retryAfterMs: until - at,
  });

  /** Wrong passwords or codes from this address locked the number for it. */
  async function pairLock(mobile: string, address: string): Promise<Refusal | null> {
    const at = now();
    const tries = await store.failuresSince([tried('password', mobile), tried('code', mobile)], address, at - 2 * LOCK_MS);
    const until = lockedUntil(
      tries.map((one) => one.at),
      at,
    );
    return until === null ? null : waitFor('locked', until, at);
  }

  /** A password waits for the pair's lock, then for the number's slowdown (codes never do: they reach the owner only). */
  async function passwordWait(mobile: string, address: string): Promise<Refusal | null> {
    const locked = await pairLock(mobile, address);
    if (locked) return locked;
    const at = now();
    const tries = await store.failuresSince([tried('password', mobile)], null, at - NUMBER_SLOW_WINDOW_MS - NUMBER_SLOW_MS);
    const until = numberSlowedUntil(tries, at);
    return until === null ? null : waitFor('numberSlowed', until, at);
  }

  /** Counts a wrong try; the try that brings a wait is answered with it. */
  async function wrongTry(kind: 'password' | 'code', mobile: string, address: string): Promise<Refusal> {
    await store.recordFailure(tried(kind, mobile), address, now());
    const wait = kind === 'password' ? await passwordWait(mobile, address) : await codeWait(mobile, address);
    return wait ?? { kind: 'wrong', message: kind === 'password' ? SIGN_IN.wrongPassword : SIGN_IN.wrongCode };
  }

  async function startSession(customer: CustomerRecord, signedInBy: SignInMethod): Promise<SignedIn> {
    const token = newToken();
    await store.createSession(tokenDigest(token), customer.id, signedInBy === 'code', now());
    return { token, customer: publicCustomer(customer), signedInBy };
  }

  /** A code waits for the pair's lock, then, once wrong codes from several addresses slowed the number, for that. */
  async function codeWait(mobile: string, address: string): Promise<Refusal | null> {
    const locked = await pairLock(mobile, address);
    if (locked) return locked;
    const at = now();
    const tries = await store.failuresSince([tried('code', mobile)], null, at - NUMBER_SLOW_WINDOW_MS - NUMBER_SLOW_MS);
    const until = codesClosedUntil(tries, address, at);
    return until === null ? null : waitFor('locked', until, at);
  }

  async function matchCode(mobile: string, code: string, address: string): Promise<{ id: number } | Refusal> {
    const waiting = await codeWait(mobile, address);
    if (waiting) return waiting;
    for (const live of await store.liveCodes(mobile, now() - CODE_LIFETIME_MS)) {
      // Wrong tries sent together all pass the first look at the lock; the right one among them is refused if
      // the others have locked the number while it was being checked.
      if (await secretMatches(code, live.codeHash)) return (await codeWait(mobile, address)) ?? { id: live.id };
    }
    return wrongTry('code', mobile, address);
  }
  const spendCode = (id: number) => store.spendCode(id, now());

  /** When each of the shop's budgets was last said to be spent: the log says it once per window, not per request. */
  const budgetLogged = new Map<keyof SmsBudget, number>();
  function budgetSpent(budget: keyof SmsBudget, at: number): void {
    if ((budgetLogged.get(budget) ?? -Infinity) > at - SMS_BUDGETS[budget].windowMs) return;
    budgetLogged.set(budget, at);
    warn(`SMS budget spent: ${smsBudget[budget]} codes ${SMS_BUDGETS[budget].named}; code requests answer 503 until codes age out of it.`);
  }

  return {
    async signInByPassword(mobile, password, address) {
      const waiting = await passwordWait(mobile, address);
      if (waiting) return waiting;
      const customer = await store.customerByMobile(mobile);
      // One derivation checks the password and a replaced one (they share their salt: see hashSecret); an unknown
      // number is checked against a hash too, so every answer takes as long as a wrong password.
      const candidates = [customer?.passwordHash, customer?.replacedPasswordHash].filter((hash) => !!hash) as string[];
      const matched = await matchingSecret(password, candidates.length ? candidates : [NO_PASSWORD]);
      if (customer && matched && matched === customer.passwordHash) {
        // As for codes: guesses sent together may have locked the number while this one was being hashed.
        return (await passwordWait(mobile, address)) ?? startSession(customer, 'password');
      }
      const refused = await wrongTry('password', mobile, address);
      // Only whoever typed the replaced password hears why it stopped working (and that a code is the way in).
      return refused.kind === 'wrong' && matched !== null
        ? { kind: 'wrong', message: SIGN_IN.passwordReplaced, reason: 'passwordReplaced' }
        : refused;
    },

    passwordHashFor: async (mobile, password) => {
      const customer = await store.customerByMobile(mobile);
      return hashSecret(password, PASSWORD_COST, customer?.passwordHash ?? customer?.replacedPasswordHash);
    },

    async sendCode(mobile) {
      const at = now();
      const code = newCode();
      const codeHash = await hashSecret(code, CODE_COST);
      const numberLimit: CodeLimit = { max: CODES_PER_WINDOW, since: at - CODE_SEND_WINDOW_MS, mobile };
      const budgets = (['perHour', 'perDay'] as const).map((budget) => ({
        budget,
        limit: { max: smsBudget[budget], since: at - SMS_BUDGETS[budget].windowMs },
      }));
      const refused = await store.saveCode(mobile, codeHash, at, [numberLimit, ...budgets.map((one) => one.limit)]);
      if (refused?.refusedBy === numberLimit) return waitFor('tooManyCodes', refused.oldest + CODE_SEND_WINDOW_MS, at);
      if (refused) {
        const { budget } = budgets.find((one) => one.limit === refused.refusedBy)!;
        budgetSpent(budget, at);
        const retryAfterMs = refused.oldest + SMS_BUDGETS[budget].windowMs - at;
        return { kind: 'unavailable', message: SIGN_IN.codesPaused, budgetSpent: { retryAfterMs } };
      }
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
        replacedPasswordHash: null,
        verifiedAt: at,
        createdAt: at,
      });
      if (!created && customer.verifiedAt === null) {
        // The number is proved the shopper's for the first time. Whatever was written to the account before then may
        // have been written by someone who typed this number at a checkout: it goes, and so do the sessions it opened.
        const proved = { fullName: '', email: '', shortAddress: '', ...replacing(customer, null), verifiedAt: at };
        await store.updateCustomer(customer.id, proved);
        await store.deleteSessionsOf(customer.id);
        return startSession({ ...customer, ...proved }, 'code');
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

    async setPassword({ customerId, token }, password) {
      const customer = await store.customerById(customerId);
      if (!customer) return;
      const hash = await hashSecret(password, PASSWORD_COST, customer.passwordHash ?? customer.replacedPasswordHash);
      await store.updateCustomer(customerId, replacing(customer, hash));
      // Whoever knew the old password is signed out everywhere; the shopper who set the new one stays.
      await store.deleteSessionsOf(customerId, tokenDigest(token));
    },

    async openByCode(details, passwordHash) {
      const at = now();
      const { customer, created } = await store.createCustomer({
        ...details,
        id: randomUUID(),
        passwordHash,
        replacedPasswordHash: null,
        verifiedAt: at,
        createdAt: at,
      });
      if (created) return startSession(customer, 'code');
      // The number's owner, proved by the code: the account takes this checkout's details and password, and any
      // session opened before (by whoever knew the old password) ends.
      const { fullName, email, shortAddress } = details;
      const owned = { fullName, email, shortAddress, ...replacing(customer, passwordHash), verifiedAt: customer.verifiedAt ?? at };
      await store.updateCustomer(customer.id, owned);
      await store.deleteSessionsOf(customer.id);
      return startSession({ ...customer, ...owned }, 'code');
    },
  };
}

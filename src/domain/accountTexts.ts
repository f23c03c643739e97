// Not the spec's: the words of signing in, the account page and My orders. The server answers its errors in the same
// words, so the SPA can show either.
import { CODE_LIFETIME_MS, LOCK_MS } from './account';

const minutes = (ms: number) => `${Math.round(ms / 60_000)} minutes`;

export const SIGN_IN = {
  wrongPassword: 'Wrong mobile number or password.',
  wrongCode: 'That code is wrong or has expired. Check the latest SMS, or ask for a new code.',
  locked: `Too many wrong tries. For your safety, signing in to this number is paused for ${minutes(LOCK_MS)}.`,
  tooManyCodes: `We have sent as many codes to this number as we may for now. Use the latest one, or try again in ${minutes(LOCK_MS)}.`,
  slowDown: 'Too many tries from this connection. Wait a minute, then try again.',
  codeNotSent: 'We could not send the code just now. Try again in a minute.',
  sessionEnded: 'You were signed out. Sign in again to see your orders.',
  smsText: (code: string) => `${code} is your Metal Merch sign-in code. It expires in ${minutes(CODE_LIFETIME_MS)}. Never share it.`,
} as const;

export const CHECKOUT_ACCOUNT = {
  created: 'Your account is ready: you are signed in, and this order is in My orders.',
  exists: 'This mobile number already has an account. Sign in to see this order in My orders.',
  signedOut:
    'You were signed out, so this order was not placed. Your details are kept: press Place order again to order as a guest, or sign in first.',
  confirmNumber: 'Confirm your mobile number: type the 6-digit code we sent to it.',
  otherCustomer: 'This order names another customer. Sign in again and place it once more.',
} as const;

/** Texts the header, the sagas and the checkout need, in every page's JavaScript; the account page's own are in accountPageTexts.ts. */
export const ACCOUNT = {
  headerLink: 'Account',
  headerSignIn: 'Sign in',
  signInFailed: 'Signing in did not work just now. Check your connection and try again.',
  reorderFailed: 'Reorder did not work just now. Check your connection and try again.',
  myOrders: 'My orders',
  signIn: 'Sign in',
  codeSentTo: (mobile: string) => `We sent a 6-digit code to ${mobile}. It works for 5 minutes.`,
} as const;

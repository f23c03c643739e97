// Not the spec's: the words of signing in that every page's JavaScript needs (the sagas, the header, the checkout). The
// server answers its errors in the same words. The account page's own words are in accountPageTexts.ts.
import { CODE_LIFETIME_MS, LOCK_MS } from './account';

const minutes = (ms: number) => `${Math.round(ms / 60_000)} minutes`;

export const SIGN_IN = {
  wrongPassword: 'Wrong mobile number or password.',
  wrongCode: 'That code is wrong or has expired. Check the latest SMS, or ask for a new code.',
  locked: `Too many wrong tries. For your safety, signing in to this number is paused for ${minutes(LOCK_MS)}.`,
  tooManyCodes: `We have sent as many codes to this number as we may for now. Use the latest one, or try again in ${minutes(LOCK_MS)}.`,
  slowDown: 'Too many tries from this connection. Wait a minute, then try again.',
  codeNotSent: 'We could not send the code just now. Try again in a minute.',
} as const;

export const CHECKOUT_ACCOUNT = {
  signedOut:
    'You were signed out, so this order was not placed. Your details are kept: press Confirm Order again to order as a guest, or sign in first.',
  confirmNumber: 'Confirm your mobile number: type the 6-digit code we sent to it.',
} as const;

/** Texts the header, the sagas and the checkout need, in every page's JavaScript; the account page's own are in accountPageTexts.ts. */
export const ACCOUNT = {
  headerLink: 'Account',
  headerSignIn: 'Sign in',
  signInFailed: 'Signing in did not work just now. Check your connection and try again.',
  reorderFailed: 'Reorder did not work just now. Check your connection and try again.',
  passwordNotSet: 'Your password could not be saved just now. Check your connection and try again.',
  myOrders: 'My orders',
  signIn: 'Sign in',
  codeSentTo: (mobile: string) => `We sent a 6-digit code to ${mobile}. It works for ${minutes(CODE_LIFETIME_MS)}.`,
} as const;

// What the server says of accounts that the shop's pages never show: the SMS a code goes out in, and API errors
// the SPA answers in its own words (features/account, features/checkout).
import { CODE_LIFETIME_MS } from '@domain/account';

export const smsText = (code: string): string =>
  `${code} is your Metal Merch sign-in code. It expires in ${Math.round(CODE_LIFETIME_MS / 60_000)} minutes. Never share it.`;

export const SESSION_ENDED = 'Your session has ended (signed out, or unused for 30 days): sign in again.';
export const OTHER_CUSTOMER = 'This order names another customer than the one signed in: send the customerId of the session, or none.';
export const PASSWORD_NEEDS_CODE = 'Sign in with a code sent to your number to set a password.';

// Not the spec's: the account page's own words (sign-in forms, My orders), loaded with that page only.
import { ACCOUNT } from './accountTexts';

export const ACCOUNT_PAGE = {
  ...ACCOUNT,
  title: 'My account',
  signInTitle: 'Sign in',
  signInIntro: 'Sign in to see your orders and check out faster.',
  byPassword: 'Mobile and password',
  byCode: 'Code by SMS',
  mobile: 'Mobile number',
  password: 'Password',
  sendCode: 'Send code',
  codeLabel: 'Code from the SMS',
  codeShape: 'Type the 6-digit code from the SMS.',
  otherNumber: 'Use another number',
  sendAgain: 'Send a new code',
  checking: 'Checking your account…',
  checkFailed: 'We could not reach your account. Check your connection and try again.',
  retry: 'Try again',
  signOut: 'Sign out',
  signedOutHere: 'You are signed out.',
  signedOutElsewhere: 'You signed out in another tab.',
  sessionEnded: 'Your session has ended. Sign in again to see your orders.',
  setPasswordTitle: 'Set a password',
  setPasswordIntro: 'Sign in with your mobile number and a password next time, without waiting for an SMS.',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
  savePassword: 'Save password',
  passwordSaved: 'Your password is saved. Sign in with it next time.',
  hello: (name: string) => (name ? `Hello, ${name}` : 'Hello'),
  verifiedNumber: 'Verified number',
  noOrders: 'No orders yet. When you place one, it shows here.',
  ordersFailed: 'Your orders could not be loaded. Check your connection and try again.',
  loadMore: 'Load More',
  reorder: 'Reorder',
  reordered: (added: number) => `${added} ${added === 1 ? 'item' : 'items'} back in your cart at today's prices.`,
  notReordered: (titles: string[]) => `Not in stock any more: ${titles.join(', ')}.`,
  viewCart: 'View cart',
} as const;

/** The order's result page, after "create an account". */
export const ORDER_ACCOUNT = {
  created: 'Your account is ready: you are signed in, and this order is in My orders.',
  exists: 'This mobile number already has an account. Sign in to see this order in My orders.',
} as const;

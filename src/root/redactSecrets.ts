// Passwords and codes the shopper types travel in a few actions and in the checkout form's state, and so does the number
// a tab kept for an order; a recorded action log (Redux DevTools, the QA download) gets them blanked. Tokens never
// enter the store (features/account/storedToken.ts).
import type { UnknownAction } from '@reduxjs/toolkit';
import { accountActions } from '../features/account/accountSlice';
import { checkoutActions } from '../features/checkout/checkoutSlice';
import { ordersActions } from '../features/orders/ordersSlice';
import type { RootState } from './rootReducer';

export const REDACTED = '[redacted]';

const SECRET_FIELDS: Record<string, readonly string[]> = {
  [accountActions.passwordSignInRequested.type]: ['password'],
  [accountActions.codeSignInRequested.type]: ['code'],
  [accountActions.passwordSetRequested.type]: ['password'],
  [checkoutActions.formChanged.type]: ['password', 'confirmPassword'],
  [checkoutActions.verificationCodeChanged.type]: ['code'],
  // The number this tab kept for an order: a log holds it only where the shopper sent it (the lookup itself).
  [ordersActions.mobileRecalled.type]: ['mobile'],
};

const blank = (record: Record<string, unknown>, fields: readonly string[]) =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, fields.includes(key) && value ? REDACTED : value]));

export function redactAction<A extends UnknownAction>(action: A): A {
  const fields = SECRET_FIELDS[action.type];
  const payload = (action as { payload?: unknown }).payload;
  if (!fields || typeof payload !== 'object' || payload === null) return action;
  return { ...action, payload: blank(payload as Record<string, unknown>, fields) };
}

export function redactState<S>(state: S): S {
  const { checkout, orders } = (state as Partial<RootState> | undefined) ?? {};
  if (!checkout) return state;
  const recalled = orders?.tracking.recalled;
  return {
    ...state,
    ...(orders && recalled && { orders: { ...orders, tracking: { ...orders.tracking, recalled: { ...recalled, mobile: REDACTED } } } }),
    checkout: {
      ...checkout,
      form: blank(checkout.form as unknown as Record<string, unknown>, ['password', 'confirmPassword']),
      verification: checkout.verification && { ...checkout.verification, code: checkout.verification.code && REDACTED },
    },
  };
}

import { isValidMobile, normalizeMobile } from './mobile';
import type { PickupDistrict, PickupPoint } from './types';

/** What spec §5 checks of the shopper; the server checks an order's customer with the same function. */
export interface CustomerDetails {
  fullName: string;
  mobile: string;
  email: string;
  shortAddress: string;
  createAccount: boolean;
  password: string;
  confirmPassword: string;
}

export interface CustomerForm extends CustomerDetails {
  note: string;
  pickupPoint: PickupPoint;
  pickupDistrict: PickupDistrict;
}

export const MIN_PASSWORD_LENGTH = 6;

// The HTML standard's valid e-mail address, with a dotted domain ending in a top-level name of letters.
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,63}$/;

export const isValidEmail = (email: string): boolean => EMAIL.test(email);

const isBlank = (value: string) => value.trim() === '';

/** Spec §5's rules, in its checking order, by the code of the problem each finds; the shop words each (checkout.problem.<code>). */
export const CHECKOUT_PROBLEMS = [
  'nameMissing',
  'mobileMissing',
  'mobileInvalid',
  'emailInvalid',
  'addressMissing',
  'passwordMissing',
  'passwordTooShort',
  'passwordMismatch',
  'payableNotPositive',
] as const;
export type CheckoutProblemCode = (typeof CHECKOUT_PROBLEMS)[number];

/** A failed rule: its code, and the field it is about (null for the payable total). */
export interface CustomerProblem {
  field: keyof CustomerDetails | null;
  code: CheckoutProblemCode;
}

const problem = (field: CustomerProblem['field'], code: CheckoutProblemCode): CustomerProblem => ({ field, code });

/**
 * Spec §5, rules 1 to 8: the first failing rule, in the spec's order, or null.
 * The password rules apply only when the shopper asks for an account; a guest has no password.
 */
export function customerProblem(details: CustomerDetails): CustomerProblem | null {
  if (isBlank(details.fullName)) return problem('fullName', 'nameMissing');
  if (isBlank(details.mobile)) return problem('mobile', 'mobileMissing');
  if (!isValidMobile(normalizeMobile(details.mobile.trim()))) return problem('mobile', 'mobileInvalid');
  if (!isBlank(details.email) && !isValidEmail(details.email.trim())) return problem('email', 'emailInvalid');
  if (isBlank(details.shortAddress)) return problem('shortAddress', 'addressMissing');
  if (details.createAccount) {
    if (isBlank(details.password)) return problem('password', 'passwordMissing');
    if (details.password.length < MIN_PASSWORD_LENGTH) return problem('password', 'passwordTooShort');
    if (details.password !== details.confirmPassword) return problem('confirmPassword', 'passwordMismatch');
  }
  return null;
}

/** Spec §5 in full: the customer's rules, then a payable total above zero. */
export function validateCustomer(form: CustomerForm, payableTotal: number): CustomerProblem | null {
  return customerProblem(form) ?? (payableTotal > 0 ? null : problem(null, 'payableNotPositive'));
}

import { isValidMobile, normalizeMobile } from './mobile';
import { CHECKOUT_MESSAGES } from './texts';
import type { PickupDistrict, PickupPoint } from './types';

export interface CustomerForm {
  fullName: string;
  mobile: string;
  email: string;
  shortAddress: string;
  note: string;
  pickupPoint: PickupPoint;
  pickupDistrict: PickupDistrict;
  createAccount: boolean;
  password: string;
  confirmPassword: string;
}

export const MIN_PASSWORD_LENGTH = 6;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const isBlank = (value: string) => value.trim() === '';

/**
 * Spec §5: the first failing rule's message, in the spec's order, or null when the form may be confirmed.
 * The password rules apply only when the shopper asks for an account; a guest has no password.
 */
export function validateCustomer(form: CustomerForm, payableTotal: number): string | null {
  if (isBlank(form.fullName)) return CHECKOUT_MESSAGES.nameMissing;
  if (isBlank(form.mobile)) return CHECKOUT_MESSAGES.mobileMissing;
  if (!isValidMobile(normalizeMobile(form.mobile.trim()))) return CHECKOUT_MESSAGES.mobileInvalid;
  if (!isBlank(form.email) && !EMAIL.test(form.email.trim())) return CHECKOUT_MESSAGES.emailInvalid;
  if (isBlank(form.shortAddress)) return CHECKOUT_MESSAGES.addressMissing;
  if (form.createAccount) {
    if (isBlank(form.password)) return CHECKOUT_MESSAGES.passwordMissing;
    if (form.password.length < MIN_PASSWORD_LENGTH) return CHECKOUT_MESSAGES.passwordTooShort;
    if (form.password !== form.confirmPassword) return CHECKOUT_MESSAGES.passwordMismatch;
  }
  if (!(payableTotal > 0)) return CHECKOUT_MESSAGES.payableNotPositive;
  return null;
}

import * as v from 'valibot';
import { PAYMENT_TYPES, PICKUP_DISTRICTS, PICKUP_POINTS } from '../../domain/types';
import { emptyCustomerForm, initialState, type SavedCheckout } from './checkoutSlice';

const text = v.fallback(v.string(), '');

/** A stray field falls back to its empty value; a value without a form is no saved checkout. */
const StoredCheckout = v.object({
  form: v.object({
    fullName: text,
    mobile: text,
    email: text,
    shortAddress: text,
    note: text,
    pickupPoint: v.fallback(v.picklist(PICKUP_POINTS), emptyCustomerForm.pickupPoint),
    pickupDistrict: v.fallback(v.picklist(PICKUP_DISTRICTS), emptyCustomerForm.pickupDistrict),
    createAccount: v.fallback(v.boolean(), false),
  }),
  paymentType: v.fallback(v.picklist(PAYMENT_TYPES), initialState.paymentType),
});

/** A saved checkout read back from storage, or null when it is missing or not one (by the checkout saga: the check travels with the sagas, not the entry). */
export function readSavedCheckout(value: unknown): SavedCheckout | null {
  const saved = v.safeParse(StoredCheckout, value);
  return saved.success ? saved.output : null;
}

import { createSelector } from '@reduxjs/toolkit';
import { checkoutTotals } from '../../domain/cartTotals';
import type { CartState } from '../cart/cartSlice';
import type { PromoState } from '../promo/promoSlice';
import { selectPromoDiscount } from '../promo/selectors';
import type { CheckoutState } from './checkoutSlice';

type State = { checkout: CheckoutState; cart: CartState; promo: PromoState };

export const selectCheckout = (state: State) => state.checkout;
export const selectChargesStatus = (state: State) => state.checkout.chargesStatus;
export const selectCustomerForm = (state: State) => state.checkout.form;
export const selectValidationError = (state: State) => state.checkout.validationError;

/** Spec §2: the summary's subtotal, VAT, shipping and payable total for the cart and chosen district, less a promo code's discount. */
export const selectCheckoutTotals = createSelector(
  [
    (state: State) => state.cart.items,
    (state: State) => state.checkout.form.pickupDistrict,
    (state: State) => state.checkout.deliveryCharges,
    selectPromoDiscount,
  ],
  (lines, district, charges, promo) => checkoutTotals(lines, { district, charges, promo }),
);

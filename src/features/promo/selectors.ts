import { createSelector } from '@reduxjs/toolkit';
import type { VoucherCheck } from '../../domain/voucher';
import type { CartState } from '../cart/cartSlice';
import type { CheckoutState } from '../checkout/checkoutSlice';
import { voucherCheckBasis, voucherCheckRequest, type VoucherCheckRequest } from '../../domain/voucherCheck';
import type { PromoState } from './promoSlice';

type State = { cart: CartState; checkout: CheckoutState; promo: PromoState };

export const selectPromo = (state: State) => state.promo;
export const selectPromoCode = (state: State): string | null => state.cart.promoCode ?? null;

/** The check of the cart's code against the cart as it is; null without a code, or with no line to check it against. */
export const selectPromoRequest = createSelector(
  [
    selectPromoCode,
    (state: State) => state.cart.items,
    (state: State) => state.checkout.form.pickupDistrict,
    (state: State) => state.checkout.form.mobile,
  ],
  (code, lines, district, mobile): VoucherCheckRequest | null =>
    code && lines.length ? voucherCheckRequest(code, { lines, district, mobile }) : null,
);

/** The answer for the cart's code, when it was given for the cart as it is now; null while one is due. */
export const selectPromoAnswer = createSelector([selectPromo, selectPromoRequest], (promo, request): VoucherCheck | null =>
  request && promo.answer?.code === request.code && promo.basis === voucherCheckBasis(request) ? promo.answer : null,
);

/** What the cart's code takes off now, from the lines and the delivery charge; null when nothing does. */
export const selectPromoDiscount = createSelector([selectPromoAnswer], (answer) =>
  answer && 'discount' in answer ? answer.discount : null,
);

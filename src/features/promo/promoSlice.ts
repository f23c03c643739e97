import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '../../app/failures';
import type { VoucherCheck } from '../../domain/voucher';

type Refused = Extract<VoucherCheck, { refused: unknown }>;

/**
 * What the shop last said of a promo code. The code itself is the cart's (cart.promoCode, kept like the cart); its
 * discount is the server's answer for one cart, district and number (`basis`, voucherCheckBasis.ts), and holds only for that.
 */
export interface PromoState {
  /** The answer for the cart's code. */
  answer: VoucherCheck | null;
  basis: string | null;
  /** A code the shopper typed that does not apply: said under the field, the cart keeps the code it had. */
  tried: Refused | null;
  checking: boolean;
  /** The last check could not be made (offline, the server's trouble); the typed code waits for a retry. */
  error: ApiError | null;
}

export const initialPromo: PromoState = { answer: null, basis: null, tried: null, checking: false, error: null };

const promoSlice = createSlice({
  name: 'promo',
  initialState: initialPromo,
  reducers: {
    applyRequested(state, _action: PayloadAction<{ typed: string }>) {
      state.checking = true;
      state.tried = null;
      state.error = null;
    },
    /** The typed code takes something off this cart: it becomes the cart's (cartSlice). */
    applied(_state, { payload }: PayloadAction<{ answer: VoucherCheck; basis: string }>) {
      return { ...initialPromo, answer: payload.answer, basis: payload.basis };
    },
    tryRefused(state, { payload }: PayloadAction<{ answer: Refused }>) {
      state.checking = false;
      state.tried = payload.answer;
    },
    /** Check the cart's code again: the cart, district or number changed, or the shopper tapped Retry. */
    recheckRequested(state) {
      state.checking = true;
      state.error = null;
    },
    /** The cart's code, checked again for the cart as it is now, or refused by the order (its 409). */
    rechecked(state, { payload }: PayloadAction<{ answer: VoucherCheck; basis: string }>) {
      state.checking = false;
      state.answer = payload.answer;
      state.basis = payload.basis;
    },
    checkFailed(state, { payload }: PayloadAction<ApiError>) {
      state.checking = false;
      state.error = payload;
    },
    removed() {
      return initialPromo;
    },
  },
});

export const promoActions = promoSlice.actions;
export default promoSlice.reducer;

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { validateCustomer, type CustomerForm, type CustomerProblem } from '../../domain/checkoutValidation';
import { normalizeMobile } from '../../domain/mobile';
import { allowedPaymentType } from '../../domain/paymentPromise';
import { type AttributeValue, type DeliveryCharge, type PaymentType } from '../../domain/types';
import type { ApiError, LoadStatus } from '../../app/failures';
import type { LineChange } from '../../domain/lineChanges';
import type { TrackedOrder } from '../../domain/orderTracking';
import { shopperOrdersActions } from '../shopperOrders/shopperOrdersSlice';

export type CheckoutStep = 'customer' | 'payment';

/** 'placed': the order exists and the shopper is on the way to its result (or the payment provider). */
export type PlacingStatus = 'idle' | 'placing' | 'placed' | 'failed';

/** A line the checkout's 409 changed, as the shopper is told: `quantity` 0 when it left the cart, `unitPrice` when it changed. */
export interface LineNotice {
  skuCode: string;
  title: string;
  /** The SKU's size and colour, named as the summary names them. */
  attributeValues: AttributeValue[];
  quantity: number;
  /** The stock cut the line down to `quantity`. */
  capped: boolean;
  unitPrice: number | null;
}

/** The server said what changed in the order's lines: the cart takes the changes (cartSlice), the checkout tells the shopper. */
export interface LinesChangedPayload {
  /** The server's answer, as read. */
  changes: LineChange[];
  /** The stock location whose units the changes name, so the cart's stepper stops at them. */
  onlineLocationId: string;
  notices: LineNotice[];
  error: ApiError;
}

export interface CheckoutState {
  step: CheckoutStep;
  form: CustomerForm;
  /** The fields the shopper changed since the form was last empty: a saved form read back after them leaves them as they are. */
  edited: (keyof CustomerForm)[];
  paymentType: PaymentType;
  termsAccepted: boolean;
  /** The first failing rule of spec §5 at the last Confirm. */
  validationError: CustomerProblem | null;
  deliveryCharges: DeliveryCharge[];
  chargesStatus: LoadStatus;
  placing: PlacingStatus;
  error: ApiError | null;
  /** The shop asks this order to confirm its number with a code sent to it (a cash order under COD_VERIFY, or an account to open). */
  verification: { mobile: string; code: string } | null;
  /** What became of "create an account" with the last order placed: shown on the order's result page. */
  account: 'created' | null;
  /** The lines the last refused Confirm Order changed in the cart, named in one message until the next one. */
  changedLines: LineNotice[];
  /** The cash order placed last in this tab and its payable total as the server computed it: its success page names the amount. */
  cashToHave: { invoiceId: string; total: number; voucher?: { code: string; discount: number } } | null;
  /** Orders placed from this tab with the typed number, still waiting, found when the cap on waiting orders refused one. */
  openOrders: TrackedOrder[];
}

export const emptyCustomerForm: CustomerForm = {
  fullName: '',
  mobile: '',
  email: '',
  shortAddress: '',
  note: '',
  pickupPoint: 'HOME',
  pickupDistrict: 'INSIDE_DHAKA',
  createAccount: false,
  password: '',
  confirmPassword: '',
};

export const initialState: CheckoutState = {
  step: 'customer',
  form: emptyCustomerForm,
  edited: [],
  paymentType: 'CASH_ON_DELIVERY',
  termsAccepted: false,
  validationError: null,
  deliveryCharges: [],
  chargesStatus: 'idle',
  placing: 'idle',
  error: null,
  verification: null,
  account: null,
  changedLines: [],
  cashToHave: null,
  openOrders: [],
};

/** What survives a reload (session storage): the form without its passwords, and the payment choice. */
export interface SavedCheckout {
  form: Omit<CustomerForm, 'password' | 'confirmPassword'>;
  paymentType: PaymentType;
}

export const toSavedCheckout = ({ form: { password: _p, confirmPassword: _c, ...form }, paymentType }: CheckoutState): SavedCheckout => ({
  form,
  paymentType,
});

function applyForm(state: CheckoutState, change: Partial<CustomerForm>) {
  state.form = { ...state.form, ...change };
  if (change.mobile !== undefined) state.form.mobile = normalizeMobile(change.mobile);
  state.paymentType = allowedPaymentType(state.form.pickupDistrict, state.paymentType);
}

const checkoutSlice = createSlice({
  name: 'checkout',
  initialState,
  reducers: {
    /** The checkout page opened: delivery charges load unless they already have. */
    opened(state) {
      if (state.chargesStatus !== 'loaded') state.chargesStatus = 'loading';
      if (state.placing === 'placed') state.placing = 'idle';
    },
    deliveryChargesLoaded(state, { payload }: PayloadAction<{ list: DeliveryCharge[] }>) {
      state.deliveryCharges = payload.list;
      state.chargesStatus = 'loaded';
    },
    /** The default charges (spec §9) stand in. */
    deliveryChargesFailed(state, _action: PayloadAction<ApiError>) {
      state.chargesStatus = 'failed';
    },
    /**
     * This tab's saved form, read back as the page opens; what the shopper changed before it came stays, and once the
     * details are confirmed (a Confirm pressed before the sagas came) it changes nothing.
     */
    formRestored(state, { payload }: PayloadAction<SavedCheckout>) {
      if (state.step !== 'customer') return;
      const saved: Partial<CustomerForm> = { ...payload.form };
      for (const field of state.edited) delete saved[field];
      applyForm(state, saved);
      state.paymentType = allowedPaymentType(state.form.pickupDistrict, payload.paymentType);
    },
    /** A field changed in step one; the mobile number is kept in its normalized form as it is typed. */
    formChanged(state, { payload }: PayloadAction<Partial<CustomerForm>>) {
      if (state.step !== 'customer') return;
      applyForm(state, payload);
      const changed = Object.keys(payload) as (keyof CustomerForm)[];
      state.edited = [...new Set([...state.edited, ...changed])];
      state.validationError = null;
    },
    /** Step one's Confirm: the rules of spec §5 in order; the payable total comes from the cart the shopper sees. */
    customerConfirmed(state, { payload }: PayloadAction<{ payableTotal: number }>) {
      if (state.step !== 'customer') return;
      state.validationError = validateCustomer(state.form, payload.payableTotal);
      if (!state.validationError) state.step = 'payment';
    },
    customerEditRequested(state) {
      if (state.placing === 'placing') return;
      state.step = 'customer';
      state.error = null;
      state.changedLines = [];
      state.openOrders = [];
    },
    paymentTypeChosen(state, { payload }: PayloadAction<PaymentType>) {
      state.paymentType = allowedPaymentType(state.form.pickupDistrict, payload);
    },
    termsToggled(state, { payload }: PayloadAction<{ accepted: boolean }>) {
      state.termsAccepted = payload.accepted;
    },
    /** Confirm Order. Only the first press counts until the order settles. `origin` is where the payment provider returns to. */
    orderRequested(state, _action: PayloadAction<{ origin: string }>) {
      if (state.step !== 'payment' || !state.termsAccepted || state.placing === 'placing') return;
      state.placing = 'placing';
      state.error = null;
      state.changedLines = [];
      state.openOrders = [];
    },
    /** The order exists; the form is cleared (spec §4). */
    orderPlaced(
      state,
      {
        payload,
      }: PayloadAction<{
        invoiceId: string;
        paymentType: PaymentType;
        redirectUrl?: string;
        account?: 'created';
        total?: number;
        /** The promo code the order used and what it took off, as the server answered. */
        voucher?: { code: string; discount: number };
      }>,
    ) {
      return {
        ...initialState,
        deliveryCharges: state.deliveryCharges,
        chargesStatus: state.chargesStatus,
        placing: 'placed' as const,
        account: payload.account ?? null,
        cashToHave:
          payload.paymentType === 'CASH_ON_DELIVERY' && payload.total !== undefined
            ? { invoiceId: payload.invoiceId, total: payload.total, ...(payload.voucher && { voucher: payload.voucher }) }
            : null,
      };
    },
    /** Signed in: the empty fields of step one take the account's details (each stays editable). */
    filledFromAccount(state, { payload }: PayloadAction<Pick<CustomerForm, 'fullName' | 'mobile' | 'email' | 'shortAddress'>>) {
      if (state.step !== 'customer') return;
      for (const key of ['fullName', 'mobile', 'email', 'shortAddress'] as const) if (!state.form[key]) state.form[key] = payload[key];
      state.form.createAccount = false;
    },
    /** The server asks for the code sent to the order's mobile number; the saga has asked for one to be sent. */
    verificationRequired(state, { payload }: PayloadAction<{ mobile: string; error: ApiError }>) {
      state.verification = { mobile: payload.mobile, code: '' };
      state.placing = 'failed';
      state.error = payload.error;
    },
    verificationCodeChanged(state, { payload }: PayloadAction<{ code: string }>) {
      if (state.verification) state.verification.code = payload.code;
    },
    /** Nothing was placed: the cart now holds what can be bought (cartSlice), and the shopper is told which lines changed. */
    linesChanged(state, { payload }: PayloadAction<LinesChangedPayload>) {
      state.placing = 'failed';
      state.error = payload.error;
      state.changedLines = payload.notices;
    },
    /** Nothing was placed: the form and the cart stay as they are. */
    orderFailed(state, { payload }: PayloadAction<ApiError>) {
      state.placing = 'failed';
      state.error = payload;
    },
    /** The cap on waiting orders refused this one: the orders this tab placed with the number, as the server answered them. */
    openOrdersFound(state, { payload }: PayloadAction<{ orders: TrackedOrder[] }>) {
      state.openOrders = payload.orders;
    },
  },
  extraReducers: (builder) => {
    // Paid again or cancelled from the checkout's list: the list shows the order as the server now has it.
    builder.addCase(shopperOrdersActions.orderAnswered, (state, { payload: { order } }) => {
      state.openOrders = state.openOrders.map((shown) => (shown.invoiceId === order.invoiceId ? order : shown));
    });
  },
});

export const checkoutActions = checkoutSlice.actions;
export default checkoutSlice.reducer;

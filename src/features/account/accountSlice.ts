import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError, LoadStatus } from '../../app/failures';
import type { Customer, SignInMethod } from '../../domain/account';
import type { AccountOrder } from '../../domain/orderTracking';
import { shopperOrdersActions } from '../shopperOrders/shopperOrdersSlice';

/**
 * 'unknown': not yet asked (a server render, which never sees the shopper's token, and the first paint after it);
 * 'checking': the stored token is being checked; 'unreachable': it could not be (no connection), the token is kept.
 */
export type SessionStatus = 'unknown' | 'checking' | 'unreachable' | 'signedIn' | 'signedOut';

/** Why the shopper is signed out, when the page should say so. */
export type SignOutReason = 'shopper' | 'ended' | 'otherTab';

export interface AccountState {
  session: SessionStatus;
  customer: Customer | null;
  signedInBy: SignInMethod | null;
  signedOutBecause: SignOutReason | null;
  signIn: {
    status: LoadStatus;
    error: ApiError | null;
    /** The number a code was sent to (the code form shows then). */
    codeSentTo: string | null;
    codeStatus: LoadStatus;
  };
  orders: {
    status: LoadStatus;
    list: AccountOrder[];
    /** The page the list has loaded up to; an answer for another page is ignored. */
    page: number;
    nextPageToken: string;
    total: number;
    error: ApiError | null;
  };
  /** "Set a password", for a shopper signed in by a code. */
  newPassword: { status: LoadStatus; error: ApiError | null };
  /** The last Reorder: which order, and the lines that could not go back in the cart. */
  reorder: { invoiceId: string; status: LoadStatus; added: number; unavailable: string[] } | null;
}

const noOrders: AccountState['orders'] = { status: 'idle', list: [], page: 0, nextPageToken: '', total: 0, error: null };
const initialState: AccountState = {
  session: 'unknown',
  customer: null,
  signedInBy: null,
  signedOutBecause: null,
  signIn: { status: 'idle', error: null, codeSentTo: null, codeStatus: 'idle' },
  orders: noOrders,
  newPassword: { status: 'idle', error: null },
  reorder: null,
};

const signedOutState = (because: SignOutReason | null): AccountState => ({
  ...initialState,
  session: 'signedOut',
  signedOutBecause: because,
});

const accountSlice = createSlice({
  name: 'account',
  initialState,
  reducers: {
    /** The page has started in the browser (or another tab signed in): the stored token, if any, is checked. */
    sessionCheckRequested(state) {
      if (state.session !== 'signedIn') state.session = 'checking';
    },
    /** The server knows the session: the shopper is signed in (from an earlier visit, or in another tab). */
    sessionChecked(state, { payload }: PayloadAction<{ customer: Customer; signedInBy: SignInMethod }>) {
      if (state.customer?.id !== payload.customer.id) state.orders = noOrders;
      Object.assign(state, { session: 'signedIn', signedOutBecause: null, ...payload });
    },
    /** The session could not be checked (no connection): the token is kept; a shopper already signed in stays so. */
    sessionCheckFailed(state, _action: PayloadAction<ApiError>) {
      if (state.session !== 'signedIn') state.session = 'unreachable';
    },
    /** No token, a token the server no longer knows, Sign out, or another tab signed out. */
    signedOut(_state, { payload }: PayloadAction<{ because: SignOutReason | null }>) {
      return signedOutState(payload.because);
    },
    signOutRequested() {},

    passwordSignInRequested(state, _action: PayloadAction<{ mobile: string; password: string }>) {
      state.signIn = { ...state.signIn, status: 'loading', error: null };
    },
    codeRequested(state, _action: PayloadAction<{ mobile: string }>) {
      state.signIn = { ...state.signIn, codeStatus: 'loading', error: null };
    },
    codeSent(state, { payload }: PayloadAction<{ mobile: string }>) {
      state.signIn = { ...state.signIn, codeStatus: 'loaded', codeSentTo: payload.mobile };
    },
    codeFailed(state, { payload }: PayloadAction<ApiError>) {
      state.signIn = { ...state.signIn, codeStatus: 'failed', error: payload };
    },
    /** "Use another number": back to the number. */
    codeFormLeft(state) {
      state.signIn = initialState.signIn;
    },
    codeSignInRequested(state, _action: PayloadAction<{ mobile: string; code: string }>) {
      state.signIn = { ...state.signIn, status: 'loading', error: null };
    },
    signedIn(state, { payload }: PayloadAction<{ customer: Customer; signedInBy: SignInMethod }>) {
      return {
        ...initialState,
        session: 'signedIn',
        ...payload,
        orders: state.customer?.id === payload.customer.id ? state.orders : noOrders,
      };
    },
    signInFailed(state, { payload }: PayloadAction<ApiError>) {
      state.signIn = { ...state.signIn, status: 'failed', error: payload };
    },

    /** My orders: page 1 starts the list again, a later page adds to it (Load More). */
    ordersRequested(state, { payload }: PayloadAction<{ page: number }>) {
      state.orders = { ...state.orders, status: 'loading', error: null, ...(payload.page === 1 && { list: [], page: 0 }) };
    },
    ordersLoaded(state, { payload }: PayloadAction<{ page: number; list: AccountOrder[]; nextPageToken: string; total: number }>) {
      if (payload.page !== state.orders.page + 1) return;
      state.orders = {
        status: 'loaded',
        list: [...state.orders.list, ...payload.list],
        page: payload.page,
        nextPageToken: payload.nextPageToken,
        total: payload.total,
        error: null,
      };
    },
    ordersFailed(state, { payload }: PayloadAction<ApiError>) {
      state.orders = { ...state.orders, status: 'failed', error: payload };
    },

    passwordSetRequested(state, _action: PayloadAction<{ password: string }>) {
      state.newPassword = { status: 'loading', error: null };
    },
    passwordSet(state) {
      state.newPassword = { status: 'loaded', error: null };
      if (state.customer?.password) state.customer.password = 'set';
    },
    passwordSetFailed(state, { payload }: PayloadAction<ApiError>) {
      state.newPassword = { status: 'failed', error: payload };
    },

    /** Reorder: the order's lines go back in the cart at today's prices, as far as stock allows. */
    reorderRequested(state, { payload }: PayloadAction<{ invoiceId: string }>) {
      state.reorder = { invoiceId: payload.invoiceId, status: 'loading', added: 0, unavailable: [] };
    },
    reorderDone(state, { payload }: PayloadAction<{ invoiceId: string; added: number; unavailable: string[] }>) {
      if (state.reorder?.invoiceId === payload.invoiceId) state.reorder = { ...payload, status: 'loaded' };
    },
    reorderFailed(state, { payload }: PayloadAction<{ invoiceId: string; error: ApiError }>) {
      if (state.reorder?.invoiceId === payload.invoiceId) state.reorder = { ...state.reorder, status: 'failed' };
    },
  },
  extraReducers: (builder) =>
    // Paid or cancelled from My orders: the order shows where it stands now (its lines, naming their products, stay).
    builder.addCase(shopperOrdersActions.orderAnswered, (state, { payload: { order } }) => {
      const shown = state.orders.list.find((mine) => mine.invoiceId === order.invoiceId);
      if (shown) Object.assign(shown, { ...order, lines: shown.lines });
    }),
});

export const accountActions = accountSlice.actions;
export default accountSlice.reducer;

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { TOASTS } from '../../domain/texts';
import { cartActions } from '../cart/cartSlice';

export type ToastKind = 'success' | 'info' | 'warning' | 'error';

export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
  durationMs: number;
}

export interface UiState {
  toasts: Toast[];
  /** Counts toasts ever requested, so ids come from state rather than randomness. */
  toastCount: number;
}

const initialState: UiState = { toasts: [], toastCount: 0 };

export const TOAST_DEFAULT_MS = 4000;
export const ITEM_TOAST_MS = 1500;

export function pushToast(state: UiState, toast: Omit<Toast, 'id'>): void {
  state.toastCount += 1;
  state.toasts.push({ ...toast, id: state.toastCount });
}

const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    toastRequested(state, { payload }: PayloadAction<{ kind: ToastKind; text: string; durationMs?: number }>) {
      pushToast(state, { durationMs: TOAST_DEFAULT_MS, ...payload });
    },
    toastShown(state, { payload }: PayloadAction<{ id: number }>) {
      state.toasts = state.toasts.filter((toast) => toast.id !== payload.id);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(cartActions.itemAdded, (state) => pushToast(state, { kind: 'success', text: TOASTS.itemAdded, durationMs: ITEM_TOAST_MS }))
      .addCase(cartActions.itemRemoved, (state) =>
        pushToast(state, { kind: 'success', text: TOASTS.itemRemoved, durationMs: ITEM_TOAST_MS }),
      );
  },
});

export const uiActions = uiSlice.actions;

/** A short warning about the item just pressed (No more Stock, a limit); toasts of the same words replace each other. */
export const itemWarning = (text: string) => uiActions.toastRequested({ kind: 'warning', text, durationMs: ITEM_TOAST_MS });

export default uiSlice.reducer;

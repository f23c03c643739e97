import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LANGUAGE, type Language } from '../../domain/language';
import type { Text } from '../../i18n/texts';
import { cartActions } from '../cart/cartSlice';

export type ToastKind = 'success' | 'info' | 'warning' | 'error';

export interface Toast {
  id: number;
  kind: ToastKind;
  text: Text;
  durationMs: number;
}

export interface UiState {
  toasts: Toast[];
  /** Counts toasts ever requested, so ids come from state rather than randomness. */
  toastCount: number;
  /** The language of the page's words, from its address (`/bn/…` is Bengali): a replayed log shows the same words. */
  language: Language;
}

const initialState: UiState = { toasts: [], toastCount: 0, language: DEFAULT_LANGUAGE };

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
    toastRequested(state, { payload }: PayloadAction<{ kind: ToastKind; text: Text; durationMs?: number }>) {
      pushToast(state, { durationMs: TOAST_DEFAULT_MS, ...payload });
    },
    languageSet(state, { payload }: PayloadAction<{ language: Language }>) {
      state.language = payload.language;
    },
    toastShown(state, { payload }: PayloadAction<{ id: number }>) {
      state.toasts = state.toasts.filter((toast) => toast.id !== payload.id);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(cartActions.itemAdded, (state) =>
        pushToast(state, { kind: 'success', text: 'common.toast.itemAdded', durationMs: ITEM_TOAST_MS }),
      )
      .addCase(cartActions.itemRemoved, (state) =>
        pushToast(state, { kind: 'success', text: 'common.toast.itemRemoved', durationMs: ITEM_TOAST_MS }),
      );
  },
});

export const uiActions = uiSlice.actions;

/** A short warning about the item just pressed (No more Stock, a limit); toasts of the same words replace each other. */
export const itemWarning = (text: Text) => uiActions.toastRequested({ kind: 'warning', text, durationMs: ITEM_TOAST_MS });

export default uiSlice.reducer;

export const selectLanguage = (state: { ui: UiState }): Language => state.ui.language;

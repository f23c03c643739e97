import type { UiState } from './uiSlice';

type State = { ui: UiState };

export const selectToasts = (state: State) => state.ui.toasts;
/** True once any toast was asked for: the toast presenter loads then, and stays. */
export const selectToastsWanted = (state: State) => state.ui.toasts.length > 0 || state.ui.toastCount > 0;
